import type { SolveResponse } from '@zhi/contract';
import { HttpError } from '../../lib/http-errors';
import { countWords } from '../../lib/words';
import type { BillingService, Owner } from '../billing/billing-service';
import type { MathEngine } from './math-engine';

/**
 * The offline engine behind POST /api/solve, charged at the local rate for the problem and the answer; a problem
 * it cannot solve costs nothing. It solves first (in a worker), so the charge is exactly what was delivered.
 */
export function createSolveService(billing: BillingService, engine: MathEngine) {
  return {
    async solve(owner: Owner, problem: string, signal?: AbortSignal): Promise<SolveResponse> {
      const result = await engine.solve(problem, signal);
      const interpretation = result.reading?.latex ?? null;
      if (!result.answer) return { ...result, interpretation, tokensCharged: 0 };
      const answerText = [...result.steps.map((s) => `${s.title} ${s.explanation} ${s.latex}`), result.answer.value];
      const words = countWords(problem) + countWords(answerText.join(' '));
      const reserved = await billing.reserve(owner, { provider: 'local', words, purpose: 'solve' });
      if (!reserved.ok) {
        throw new HttpError(
          402,
          `Not enough tokens: this solution costs ${reserved.required.toLocaleString('en-US')} tokens and you have ${reserved.balance.toLocaleString('en-US')}.`,
        );
      }
      const { charged } = await billing.settle(reserved.reservation, { provider: 'local', words });
      return { ...result, interpretation, tokensCharged: charged };
    },
  };
}

export type SolveService = ReturnType<typeof createSolveService>;
