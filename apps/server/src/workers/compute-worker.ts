// The compute worker: math, graphs, detection and rewriting, off the event loop (see workers/work-pool.ts).
import { createDetector } from '@zhi/detector/engine';
import { checkMeaning, profileOf } from '@zhi/rewriter';
import { solve } from '@zhi/solver';
import { type Detector, buildDetector } from '../services/detection/load-detector';
import { type Graph, renderGraphs } from '../services/graphs/graph-renderer';
import { judgeSolution } from '../services/homework/final-answer';
import { type Span, rewriteWithEngine } from '../services/humanizer/local-rewrite';
import type { RewriteRequest } from '@zhi/contract';
import { serveTasks } from './serve-tasks';

// Workers load their modules statically: from source (tsx) a worker cannot import a relative path lazily. The
// detector is built as the worker starts (a third of a second), so the first text to score does not wait for it.
let detector: Promise<Detector> = buildDetector(createDetector);
detector.catch(() => undefined);

// The engine's solves in this thread. A job that checks an answer says how many it ran, so the "solve once" rule
// (one engine solve per provider answer checked) is measured, not assumed.
let solves = 0;
const countedSolve = (problem: string) => {
  solves++;
  return solve(problem);
};

export const computeTasks = {
  solve: (problem: string) => countedSolve(problem),

  /** One solve serves both: the engine's graphs of the problem, and its check of a solution's final answer. */
  checkSolution({ problem, solution }: { problem: string; solution: string }) {
    const before = solves;
    const engine = countedSolve(problem);
    const verification = judgeSolution(problem, solution, engine);
    return { engine, verification, solves: solves - before };
  },

  /** PNGs of the graphs, and which failed (their position and the error's name: nothing of the graph itself). */
  async drawGraphs({ graphs, max }: { graphs: Graph[]; max: number }) {
    const failures: { graph: number; error: string }[] = [];
    const images = await renderGraphs(graphs, {
      max,
      log: { warn: (fields: object) => failures.push(fields as { graph: number; error: string }) },
    });
    return { images, failures };
  },

  async detect(text: string) {
    // A failed build (a missing weights file, say) is tried again on the next text.
    const built = await detector.catch(() => (detector = buildDetector(createDetector)));
    return built.analyze(text);
  },

  rewriteWithEngine: ({ request, flagged }: { request: RewriteRequest; flagged: Span[] | null }) =>
    rewriteWithEngine(request, flagged),

  checkMeaning: ({ before, after }: { before: string; after: string }) => checkMeaning(before, after),

  /** A writing sample's measured style (tens of milliseconds for a long sample). */
  styleProfile: (sample: string) => profileOf(sample),
};

export type ComputeTasks = typeof computeTasks;

export default serveTasks(computeTasks);
