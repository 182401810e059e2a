import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ComputeTasks } from '../src/workers/compute-worker';
import { createWorkPools } from '../src/workers/pools';
import type { RunOptions, WorkPool } from '../src/workers/work-pool';
import { FAKE_AI_KEY, type FakeAiProviders, startFakeAiProviders } from './fakes/fake-ai-providers';
import { makeDoc } from './fixtures/make-files';
import { clientFor } from './helpers/client';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';

const DONE = '[STREAM_DONE]';

/**
 * The app's real compute pool, counting the engine's solves: every `solve` job, and the solves a `checkSolution`
 * job says it ran (the worker counts them itself, so a second solve inside the check is counted too).
 */
function countingSolves(pool: WorkPool<ComputeTasks>): { pool: WorkPool<ComputeTasks>; solves: () => number } {
  let solves = 0;
  const run = async (kind: keyof ComputeTasks, input: never, options: RunOptions) => {
    if (kind === 'solve') solves++;
    const value = await pool.run(kind, input, options);
    if (kind === 'checkSolution') solves += (value as { solves: number }).solves;
    return value;
  };
  return { pool: { ...pool, run: run as WorkPool<ComputeTasks>['run'] }, solves: () => solves };
}

describe('solve once: a provider answer is checked against one engine solve per request', () => {
  let ai: FakeAiProviders;
  let t: TestApp;
  let solves: () => number;
  beforeAll(async () => {
    ai = await startFakeAiProviders();
    t = await createTestApp('pglite', {
      env: {
        RATE_LIMIT_PER_MINUTE: '0',
        ANONYMOUS_ALLOWANCE_TOKENS: '100000',
        ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '1000',
        AI_TIMEOUT_MS: '30000',
        OPENAI_API_KEY: FAKE_AI_KEY,
        OPENAI_BASE_URL: `${ai.url}/v1`,
      },
      pools: (config) => {
        const pools = createWorkPools(config);
        const counted = countingSolves(pools.compute);
        solves = counted.solves;
        return { ...pools, compute: counted.pool };
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });
  beforeEach(() => ai.reply('1. Subtract 3: $2x = 4$.\n2. Divide by 2: $x = 2$.\n\nFinal answer: x = 2'));

  /** What a request cost in engine solves. */
  const solvesOf = async <T>(request: () => Promise<T>) => {
    const before = solves();
    const result = await request();
    return { result, solves: solves() - before };
  };

  it('the streamed homework solution: checked, its reading shown, one solve', async () => {
    const visitor = clientFor(t.app);
    const { result, solves: count } = await solvesOf(() =>
      visitor.post('/api/process-text/stream', { inputText: 'Solve 2x+3=7', llmProvider: 'openai' }),
    );
    const meta = JSON.parse(result.body.slice(result.body.lastIndexOf(DONE) + DONE.length));
    expect(meta).toMatchObject({ success: true, verification: { status: 'verified' } });
    expect(meta.interpretation).toEqual(expect.any(String));
    expect(meta.graphData.length).toBeGreaterThan(0);
    expect(count).toBe(1);
  });

  it('an uploaded problem answered wrongly by the provider: refuted, one solve', async () => {
    ai.reply('1. Guess.\n\nFinal answer: x = 3');
    const visitor = clientFor(t.app);
    const form = multipart('problem.doc', makeDoc('Solve 2x+3=7'), 'file', 'application/msword', {
      llmProvider: 'openai',
    });
    const { result, solves: count } = await solvesOf(() =>
      visitor.call('POST', '/api/upload', form.payload, form.headers),
    );
    expect(result.statusCode).toBe(200);
    const body = result.json();
    expect(body.verification).toMatchObject({ status: 'refuted', claimed: '3' });
    expect(body.interpretation).toEqual(expect.any(String));
    expect(body.llmResponse).toContain(`**Input interpretation:** $${body.interpretation}$`);
    expect(count).toBe(1);
  });

  it('a refined solution from the provider: checked, one solve', async () => {
    const visitor = clientFor(t.app);
    const { result, solves: count } = await solvesOf(() =>
      visitor.post('/api/refine-solution', {
        originalProblem: 'Solve 2x+3=7',
        currentSolution: 'x = 2',
        feedback: 'Show each step.',
        provider: 'openai',
      }),
    );
    expect(result.json().refinedSolution).toContain('Verified by the math engine');
    expect(count).toBe(1);
  });
});
