import type { Verification } from '@zhi/contract';
import type { SolveResult } from '@zhi/solver';
import type { FastifyBaseLogger } from 'fastify';
import type { Graph } from '../graphs/graph-renderer';
import type { ComputeTasks } from '../../workers/compute-worker';
import { WorkBusyError, WorkMemoryError, WorkTimeoutError } from '../../workers/work-errors';
import type { WorkPool } from '../../workers/work-pool';

/** Hard limits per job: the solver stops itself at 2 s; these end a worker that does not. */
const SOLVE_MS = 5_000;
const CHECK_MS = 6_000;
const GRAPHS_MS = 12_000;

const unsolved = (reason: string): SolveResult => ({
  type: 'unknown',
  reading: null,
  steps: [],
  answer: null,
  verified: null,
  graphs: [],
  reason,
});

/** Why the engine gave no answer, when the worker running it was stopped. */
function stoppedReason(error: unknown): string | null {
  if (error instanceof WorkTimeoutError) return 'The engine ran out of time on this problem.';
  if (error instanceof WorkMemoryError) return 'The problem needs more memory than the engine may use.';
  return null;
}

/** The offline math engine, run in the compute workers: the event loop only waits for it. */
export function createMathEngine(pool: WorkPool<ComputeTasks>, log?: Pick<FastifyBaseLogger, 'warn'>) {
  return {
    /** The engine's solution, or an honest refusal (also when its worker had to be stopped); 503 when busy. */
    async solve(problem: string, signal?: AbortSignal): Promise<SolveResult> {
      try {
        return await pool.run('solve', problem, { timeMs: SOLVE_MS, signal });
      } catch (error) {
        const reason = stoppedReason(error);
        if (reason) return unsolved(reason);
        throw error;
      }
    },

    /**
     * One solve of the problem: its graphs, and its check of a solution's final answer. Never throws: after a
     * provider's answer has streamed, a busy or stopped engine only means the answer goes unchecked, said so.
     */
    async checkSolution(
      problem: string,
      solution: string,
      signal?: AbortSignal,
    ): Promise<{ engine: SolveResult; verification: Verification }> {
      try {
        return await pool.run('checkSolution', { problem, solution }, { timeMs: CHECK_MS, signal });
      } catch (error) {
        const why =
          stoppedReason(error) ??
          (error instanceof WorkBusyError
            ? 'The server was too busy to check the answer.'
            : 'The engine could not check the answer.');
        if (!stoppedReason(error) && !(error instanceof WorkBusyError))
          log?.warn({ err: error }, 'answer check failed');
        return { engine: unsolved(why), verification: { status: 'not-checkable', claimed: null, detail: why } };
      }
    },

    /** PNGs of the graphs as base64 ('' where one could not be drawn); never throws. */
    async drawGraphs(graphs: Graph[], max: number): Promise<string[]> {
      if (graphs.length === 0 || max <= 0) return [];
      try {
        const { images, failures } = await pool.run('drawGraphs', { graphs, max }, { timeMs: GRAPHS_MS });
        for (const failure of failures) log?.warn(failure, 'could not draw a graph; it is left out');
        return images;
      } catch (error) {
        log?.warn({ error: error instanceof Error ? error.name : typeof error }, 'could not draw the graphs');
        return graphs.slice(0, max).map(() => '');
      }
    },
  };
}

export type MathEngine = ReturnType<typeof createMathEngine>;
