import type { SolveResponse } from '@zhi/contract';
import { solve } from '@zhi/solver';
import { HttpError } from '../../lib/http-errors';
import { countWords } from '../../lib/words';
import type { BillingService, Owner } from '../billing/billing-service';

/** The offline engine behind POST /api/solve, charged at the local rate; a problem it cannot solve costs nothing. */
export function createSolveService(billing: BillingService) {
  return {
    async solve(owner: Owner, problem: string): Promise<SolveResponse> {
      const words = Math.max(1, countWords(problem));
      const reserved = await billing.reserve(owner, { provider: 'local', words, purpose: 'solve' });
      if (!reserved.ok) {
        throw new HttpError(
          402,
          `Not enough tokens: solving this costs ${reserved.required.toLocaleString('en-US')} tokens and you have ${reserved.balance.toLocaleString('en-US')}.`,
        );
      }
      const result = solve(problem);
      const { charged } = result.answer
        ? await billing.settle(reserved.reservation, { provider: 'local', words })
        : await billing.refund(reserved.reservation);
      return { ...result, tokensCharged: charged };
    },
  };
}
