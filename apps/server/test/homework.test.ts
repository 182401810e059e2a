import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_AI_KEY, type FakeAiProviders, startFakeAiProviders } from './fakes/fake-ai-providers';
import { SESSION_COOKIE } from '../src/plugins/sessions';
import { type Client, clientFor } from './helpers/client';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';
import { textImage } from './helpers/text-images';

const DONE = '[STREAM_DONE]';
const split = (body: string) => {
  const at = body.lastIndexOf(DONE);
  expect(at).toBeGreaterThanOrEqual(0);
  return { text: body.slice(0, at), meta: JSON.parse(body.slice(at + DONE.length)) };
};
const balanceOf = async (c: Client) => (await c.get('/api/balance')).json().tokenBalance as number;

describe('homework API: streaming solutions, refine, chat, assignments', () => {
  let ai: FakeAiProviders;
  let t: TestApp;
  beforeAll(async () => {
    ai = await startFakeAiProviders();
    t = await createTestApp('pglite', {
      env: {
        RATE_LIMIT_PER_MINUTE: '0',
        ANONYMOUS_ALLOWANCE_TOKENS: '100000',
        ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '1000',
        // Room for the SDK's one retry (about 2 s later) inside the time limit.
        AI_TIMEOUT_MS: '4000',
        OPENAI_API_KEY: FAKE_AI_KEY,
        OPENAI_BASE_URL: `${ai.url}/v1`,
        ANTHROPIC_API_KEY: FAKE_AI_KEY,
        ANTHROPIC_BASE_URL: `${ai.url}/v1`,
      },
    });
  });
  afterAll(async () => {
    // One test listens on a real port; its browser-like client may leave a socket open.
    t.app.server.closeAllConnections();
    await t.close();
    await ai.close();
  });
  beforeEach(() => ai.reply('1. Subtract 3: $2x = 4$.\n2. Divide by 2: $x = 2$.\n\nFinal answer: x = 2'));

  it('local: streams the engine steps, the verified answer, the graph, charges and saves the assignment', async () => {
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const res = await visitor.post('/api/process-text/stream', { inputText: 'Solve 2x+3=7', llmProvider: 'local' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const { text, meta } = split(res.body);
    expect(text).toMatch(/\*\*Step 1: /);
    expect(text).toContain('Final answer: 2');
    expect(text).toContain('Verified by the math engine');
    expect(meta).toMatchObject({ success: true, partial: false, error: null, answer: '2' });
    expect(meta.verification.status).toBe('verified');
    expect(meta.graphData[0].points.length).toBeGreaterThan(50);
    // The same points drawn by the server as a PNG (base64 of the 8-byte PNG signature starts so).
    expect(meta.graphImages[0]).toMatch(/^iVBORw0KGgo/);
    expect(meta.tokensCharged).toBeGreaterThan(0);
    expect(await balanceOf(visitor)).toBe(before - meta.tokensCharged);
    const saved = (await visitor.get(`/api/assignments/${meta.assignmentId}`)).json();
    expect(saved).toMatchObject({ inputText: 'Solve 2x+3=7', provider: 'local', hasSolution: true });
    expect(saved.solution).toContain('Final answer: 2');
  });

  it('local: a problem beyond the engine is said to be so, and costs nothing', async () => {
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const res = await visitor.post('/api/process-text/stream', { inputText: 'Write a sonnet about the sea' });
    const { text, meta } = split(res.body);
    expect(text).toMatch(/could not solve this/);
    expect(meta).toMatchObject({ success: false, tokensCharged: 0 });
    expect(await balanceOf(visitor)).toBe(before);
  });

  it('answers empty input with "No content to process" and an unknown provider with 400', async () => {
    const visitor = clientFor(t.app);
    const empty = await visitor.post('/api/process-text/stream', { inputText: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/No content to process/);
    const unknown = await visitor.post('/api/process-text', { inputText: 'Solve x=1', llmProvider: 'nope' });
    expect(unknown.statusCode).toBe(400);
    const unconfigured = await visitor.post('/api/process-text', { inputText: 'Solve x=1', llmProvider: 'deepseek' });
    expect(unconfigured.statusCode).toBe(400);
    expect(unconfigured.json().message).toMatch(/not configured/);
  });

  it('POST /api/process-text returns the whole solution with the verification', async () => {
    const visitor = clientFor(t.app);
    const res = await visitor.post('/api/process-text', { inputText: 'Factor x**2 - 1', llmProvider: 'local' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ isPartial: false, error: null, verification: { status: 'verified' } });
    expect(body.llmResponse).toMatch(/Final answer: \(x - 1\)\*\(x \+ 1\)|Final answer: \(x \+ 1\)\*\(x - 1\)/);
  });

  it.each(['openai', 'anthropic'])(
    '%s: streams through the real SDK, asks for a final line, and checks it with the engine',
    async (provider) => {
      const visitor = clientFor(t.app);
      const res = await visitor.post('/api/process-text/stream', { inputText: 'Solve 2x+3=7', llmProvider: provider });
      const { text, meta } = split(res.body);
      expect(text).toContain('Divide by 2');
      expect(text).toContain('Verified by the math engine');
      expect(meta).toMatchObject({ success: true, answer: '2', verification: { status: 'verified' } });
      const prompt = JSON.stringify(ai.requests.at(-1)?.body);
      expect(prompt).toContain('Final answer:');
      expect(prompt).toContain('Solve 2x+3=7');
    },
  );

  it.each([
    ['Solve x^2 - 5x + 6 = 0', 'Final answer: x = 2, x = 3'],
    ['Solve x^2 - 5x + 6 = 0', 'Final answer: $x = 2$ or $x = 3$'],
    ['Differentiate x^3 sin(x)', 'Final answer: \\(3x^2\\sin x + x^3\\cos x\\)'],
    ['Integrate x*e^x dx', 'Final answer: xe^x - e^x + C'],
    ['What is 2/3 divided by 4/9?', 'Final answer: **\\boxed{\\dfrac{3}{2}}**'],
  ])(
    'a provider answer to %s written as models write it is verified, with the engine’s reading',
    async (problem, line) => {
      ai.reply(`1. Work it out.\n\n${line}`);
      const visitor = clientFor(t.app);
      const { text, meta } = split(
        (await visitor.post('/api/process-text/stream', { inputText: problem, llmProvider: 'openai' })).body,
      );
      expect(meta.verification.status).toBe('verified');
      expect(text).toContain('Verified by the math engine');
      expect(meta.interpretation).toEqual(expect.any(String));
      expect(text).toContain(`**Input interpretation:** $${meta.interpretation}$`);
    },
  );

  it('a wrong final answer from a provider is shown as a failed check with the engine answer', async () => {
    ai.reply('1. Guess.\n\nFinal answer: x = 3');
    const visitor = clientFor(t.app);
    const { text, meta } = split(
      (await visitor.post('/api/process-text/stream', { inputText: 'Solve 2x+3=7', llmProvider: 'openai' })).body,
    );
    expect(text).toContain('Check failed');
    expect(meta.verification).toMatchObject({ status: 'refuted', claimed: '3' });
    expect(meta.verification.detail).toContain('2');
  });

  it.each([
    // A 500 is retried once by the SDK, so it is queued twice; a cut or a hang ends the call.
    ['cut', 1, /cut off|connection broke/, true],
    ['http-500', 2, /HTTP 500/, false],
    ['hang', 1, /did not answer within/, false],
  ] as const)(
    'a provider failure (%s) keeps what arrived, says what happened and refunds',
    async (kind, times, message, partial) => {
      ai.reply(`${'Step one explains the problem in words. '.repeat(30)}\n\nFinal answer: x = 2`);
      for (let i = 0; i < times; i++) ai.failNext(kind);
      const visitor = clientFor(t.app);
      const before = await balanceOf(visitor);
      const res = await visitor.post('/api/process-text/stream', { inputText: 'Solve 2x+3=7', llmProvider: 'openai' });
      expect(res.statusCode).toBe(200);
      const { text, meta } = split(res.body);
      expect(meta.success).toBe(false);
      expect(meta.error).toMatch(message);
      expect(meta.partial).toBe(partial);
      if (partial) {
        expect(text).toContain('Step one');
        const saved = (await visitor.get(`/api/assignments/${meta.assignmentId}`)).json();
        expect(saved.solution).toBe(text);
      }
      expect(await balanceOf(visitor)).toBe(before);
      expect((await visitor.get('/api/health')).statusCode).toBe(200);
    },
  );

  it('solves a long problem part by part, each part shown the end of the previous one; a failed part is skipped', async () => {
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const long = Array.from({ length: 1700 }, (_, i) => `word${i}`).join(' ');
    const sent = ai.requests.length;
    ai.failNext('http-500');
    ai.failNext('http-500');
    ai.failNext('http-500');
    ai.failNext('http-500');
    // Parts 1 and 2 meet two failures each (the SDK retries once): both fail; part 3 goes through.
    const { text, meta } = split(
      (await visitor.post('/api/process-text/stream', { inputText: long, llmProvider: 'openai' })).body,
    );
    expect(text).toContain('### Part 1 of 3');
    expect(text).toContain('### Part 3 of 3');
    expect(text).toContain('Chunk 1 failed: Continuing with remaining chunks...');
    expect(text).toContain('Chunk 2 failed: Continuing with remaining chunks...');
    expect(text).toContain('Divide by 2');
    expect(meta).toMatchObject({ success: true, partial: true });
    expect(meta.error).toMatch(/HTTP 500/);
    const last = JSON.stringify(ai.requests.at(-1)?.body);
    expect(last).toContain('The previous part ended with');
    expect(last).toContain('word1600');
    expect(ai.requests.length - sent).toBe(5);
    // Only the part that was solved is paid for.
    expect(meta.tokensCharged).toBeGreaterThan(0);
    expect(await balanceOf(visitor)).toBe(before - meta.tokensCharged);
  });

  it('a reader that goes away (Cancel Generation) stops the provider call and gets its tokens back', async () => {
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ai.failNext('hang');
    const cancel = new AbortController();
    const response = await fetch(`${address}/api/process-text/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${visitor.cookie()}` },
      body: JSON.stringify({ inputText: 'Solve 2x+3=7', llmProvider: 'openai' }),
      signal: cancel.signal,
    });
    expect(response.status).toBe(200);
    cancel.abort();
    // The server notices the closed connection, aborts the provider call and refunds the hold.
    await expect.poll(() => balanceOf(visitor), { timeout: 3000 }).toBe(before);
    expect((await visitor.get('/api/health')).statusCode).toBe(200);
  });

  it('keeps assignments to their owner: another session gets 404 for reading and deleting', async () => {
    const alice = clientFor(t.app);
    const mallory = clientFor(t.app);
    const saved = await alice.post('/api/save-assignment', { inputText: 'Solve x**2 = 4', title: 'Quadratics' });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().id;
    expect((await mallory.get(`/api/assignments/${id}`)).statusCode).toBe(404);
    expect((await mallory.call('DELETE', `/api/assignments/${id}`)).statusCode).toBe(404);
    expect((await mallory.get('/api/assignments')).json().assignments).toEqual([]);
    expect((await mallory.get('/api/assignments/not-a-uuid')).statusCode).toBe(404);
    const mine = (await alice.get('/api/assignments')).json().assignments;
    expect(mine).toEqual([expect.objectContaining({ id, title: 'Quadratics', hasSolution: false })]);
    expect((await alice.call('DELETE', `/api/assignments/${id}`)).statusCode).toBe(204);
    expect((await alice.get(`/api/assignments/${id}`)).statusCode).toBe(404);
  });

  it('signing in takes the visitor’s anonymous assignments to the account, and only there', async () => {
    const visitor = clientFor(t.app);
    const saved = (
      await visitor.post('/api/save-assignment', { inputText: 'Solve x = 3', title: 'Before signing up' })
    ).json();
    await visitor.register(`student-${Date.now()}@example.org`);
    const mine = (await visitor.get('/api/assignments')).json().assignments;
    expect(mine.map((a: { id: string }) => a.id)).toEqual([saved.id]);
    // Signed out, the same browser is anonymous again: the account's work is not shown to it.
    await visitor.post('/api/logout');
    expect((await visitor.get('/api/assignments')).json().assignments).toEqual([]);
    expect((await visitor.get(`/api/assignments/${saved.id}`)).statusCode).toBe(404);
  });

  it('saving needs a problem and a name; cleanup removes only empty assignments', async () => {
    const visitor = clientFor(t.app);
    const nothing = await visitor.post('/api/save-assignment', { inputText: ' ', title: 'x' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/Nothing to save/);
    const unnamed = await visitor.post('/api/save-assignment', { inputText: 'Solve x = 1', title: '  ' });
    expect(unnamed.json().message).toMatch(/Name required/);
    await visitor.post('/api/save-assignment', { inputText: 'Solve x = 1', title: 'Kept' });
    const other = clientFor(t.app);
    await other.post('/api/save-assignment', { inputText: 'Solve x = 5', title: 'Theirs' });
    // An empty one can only come from an older client; make one directly.
    const { assignments } = await import('../src/db/schema');
    const { sql } = await import('drizzle-orm');
    const ownerRow = await t.database.handle.db.execute(sql`select session_id from assignments where title = 'Kept'`);
    const sessionId = (ownerRow as unknown as { rows: { session_id: string }[] }).rows[0]?.session_id;
    await t.database.handle.db.insert(assignments).values({ sessionId, inputText: '   ', title: 'Empty' });
    const res = await visitor.post('/api/assignments/cleanup');
    expect(res.json()).toEqual({ removed: 1 });
    const titles = (await visitor.get('/api/assignments')).json().assignments.map((a: { title: string }) => a.title);
    expect(titles).toEqual(['Kept']);
    expect((await other.get('/api/assignments')).json().assignments).toHaveLength(1);
  });

  it('refine: a provider reworks the solution and the result is checked; empty feedback is refused', async () => {
    const visitor = clientFor(t.app);
    const empty = await visitor.post('/api/refine-solution', {
      originalProblem: 'Solve 2x+3=7',
      currentSolution: 'x = 2',
      feedback: ' ',
      provider: 'openai',
    });
    expect(empty.statusCode).toBe(400);
    const res = await visitor.post('/api/refine-solution', {
      originalProblem: 'Solve 2x+3=7',
      currentSolution: 'x = 2',
      feedback: 'Show each step.',
      provider: 'openai',
    });
    expect(res.json()).toMatchObject({ success: true, error: null });
    expect(res.json().refinedSolution).toContain('Verified by the math engine');
    expect(JSON.stringify(ai.requests.at(-1)?.body)).toContain('Show each step.');
    ai.failNext('http-500');
    ai.failNext('http-500');
    const failed = (
      await visitor.post('/api/refine-solution', {
        originalProblem: 'Solve 2x+3=7',
        currentSolution: 'x = 2',
        feedback: 'Again.',
        provider: 'openai',
      })
    ).json();
    expect(failed).toMatchObject({ success: false, refinedSolution: 'x = 2' });
    expect(failed.error).toMatch(/Failed to refine solution/);
  });

  it('chat: the local engine solves math and says plainly when it needs a provider; a provider answers', async () => {
    const visitor = clientFor(t.app);
    const math = (await visitor.post('/api/chat', { message: 'Solve 3x = 12', provider: 'local' })).json();
    expect(math.response).toContain('Final answer: 4');
    const words = (await visitor.post('/api/chat', { message: 'Why is the sky blue?', provider: 'local' })).json();
    expect(words.response).toMatch(/choose an AI provider/);
    ai.reply('Because the derivative of x squared is 2x.');
    const res = await visitor.post('/api/chat', {
      message: 'Why?',
      provider: 'anthropic',
      conversationHistory: [{ role: 'user', content: 'What is d/dx x^2?' }],
      context: 'Find the derivative of x^2',
    });
    expect(res.json().response).toBe('Because the derivative of x squared is 2x.');
    const prompt = JSON.stringify(ai.requests.at(-1)?.body);
    expect(prompt).toContain('What is d/dx x^2?');
    expect(prompt).toContain('Find the derivative of x^2');
  });
});

describe('homework uploads: a photo of a problem, a file in the chat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: {
        RATE_LIMIT_PER_MINUTE: '0',
        ANONYMOUS_ALLOWANCE_TOKENS: '100000',
        ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '1000',
      },
    });
  });
  afterAll(async () => t.close());

  it('POST /api/upload reads the photo and solves what it says', async () => {
    const visitor = clientFor(t.app);
    const form = multipart('problem.png', textImage(['Solve 2*x + 3 = 7'], 1200), 'file', 'image/png', {
      llmProvider: 'local',
    });
    const res = await visitor.call('POST', '/api/upload', form.payload, form.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.extractedText).toMatch(/Solve/);
    expect(body.llmResponse).toContain('Final answer: 2');
    expect(body).toMatchObject({ isPartial: false, creditLimited: false, verification: { status: 'verified' } });
    expect(body.tokensCharged).toBeGreaterThan(0);
    // How the engine read the file's problem, as on /api/process-text: a field, and the first line shown.
    expect(body.interpretation).toEqual(expect.any(String));
    expect(body.llmResponse).toContain(`**Input interpretation:** $${body.interpretation}$`);
  });

  it('POST /api/upload refuses a file that is not a problem, in words', async () => {
    const visitor = clientFor(t.app);
    const form = multipart('notes.zip', Buffer.from('PK\u0003\u0004rest'), 'file', 'application/zip', {
      llmProvider: 'local',
    });
    const res = await visitor.call('POST', '/api/upload', form.payload, form.headers);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/Unsupported file type/);
    const badField = multipart('p.png', textImage(['x'], 400), 'file', 'image/png', { llmProvider: 'nope' });
    expect((await visitor.call('POST', '/api/upload', badField.payload, badField.headers)).statusCode).toBe(400);
  });

  it('POST /api/chat-upload answers about the file and returns its text and name', async () => {
    const visitor = clientFor(t.app);
    const form = multipart('q.png', textImage(['Solve 3*x = 12'], 1200), 'file', 'image/png', {
      provider: 'local',
      message: '',
      conversationHistory: '[]',
    });
    const res = await visitor.call('POST', '/api/chat-upload', form.payload, form.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fileName: 'q.png' });
    expect(res.json().extractedText).toMatch(/Solve/);
    const broken = multipart('q.png', textImage(['x'], 400), 'file', 'image/png', { conversationHistory: '{oops' });
    const bad = await visitor.call('POST', '/api/chat-upload', broken.payload, broken.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/conversationHistory/);
  });
});

describe('homework with too few tokens', () => {
  let t: TestApp;
  let ai: FakeAiProviders;
  beforeAll(async () => {
    ai = await startFakeAiProviders();
    t = await createTestApp('pglite', {
      env: {
        RATE_LIMIT_PER_MINUTE: '0',
        ANONYMOUS_ALLOWANCE_TOKENS: '0',
        ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '1000',
        OPENAI_API_KEY: FAKE_AI_KEY,
        OPENAI_BASE_URL: `${ai.url}/v1`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  it('gives 30% of the engine solution free, says so, and keeps the answer back', async () => {
    const visitor = clientFor(t.app);
    const res = await visitor.post('/api/process-text/stream', { inputText: 'Solve x**2 - 5*x + 6 = 0' });
    const { text, meta } = split(res.body);
    expect(text).toContain(
      "Partial Solution Generated: You've received 30% of the solution due to insufficient credits",
    );
    expect(text).toContain('**Step 1:');
    expect(text).not.toContain('Final answer');
    expect(meta).toMatchObject({ creditLimited: true, partial: true, success: false, tokensCharged: 0 });
  });

  it('answers 402 with the insufficient-tokens message when the engine has nothing to preview', async () => {
    const visitor = clientFor(t.app);
    const asked = ai.requests.length;
    const res = await visitor.post('/api/process-text/stream', {
      inputText: 'Write a sonnet about the sea',
      llmProvider: 'openai',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/^Insufficient tokens/);
    expect(ai.requests.length).toBe(asked);
  });

  it('with the local engine, a problem it cannot solve is said in words and costs nothing', async () => {
    const visitor = clientFor(t.app);
    const res = await visitor.post('/api/process-text/stream', { inputText: 'Write a sonnet about the sea' });
    const { text, meta } = split(res.body);
    expect(text).toContain('The offline math engine could not solve this.');
    expect(meta).toMatchObject({ success: false, creditLimited: false, tokensCharged: 0 });
  });
});
