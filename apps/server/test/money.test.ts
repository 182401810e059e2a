import { countWords } from '@zhi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/sessions';
import { FAKE_AI_KEY, type FakeAiProviders, startFakeAiProviders } from './fakes/fake-ai-providers';
import { makeDoc } from './fixtures/make-files';
import { type Client, clientFor } from './helpers/client';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';

const DONE = '[STREAM_DONE]';
// ZHI 2 (openai): 28,834 words per $1, 2,000 tokens per $1 (docs/pricing.md).
const quote = (words: number) => (words > 0 ? Math.max(1, Math.ceil((words / 28_834) * 2000)) : 0);
const LONG = `${Array.from({ length: 60 }, (_, i) => `Step ${i + 1} works the problem a little further in plain words here.`).join('\n')}\n\nFinal answer: x = 2`;
const PROBLEM = 'Solve 2x+3=7 and explain every step';

describe('tokens charged as documented: input and delivered answer, nothing for nothing', () => {
  let ai: FakeAiProviders;
  let t: TestApp;
  let address: string;
  beforeAll(async () => {
    ai = await startFakeAiProviders();
    t = await createTestApp('pglite', {
      env: {
        RATE_LIMIT_PER_MINUTE: '0',
        ANONYMOUS_ALLOWANCE_TOKENS: '100000',
        ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '1000',
        // Long enough for the first, cold provider call on a loaded CI machine; no test here waits for it to expire.
        AI_TIMEOUT_MS: '30000',
        OPENAI_API_KEY: FAKE_AI_KEY,
        OPENAI_BASE_URL: `${ai.url}/v1`,
      },
    });
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
    await ai.close();
  });
  const balanceOf = async (c: Client) => (await c.get('/api/balance')).json().tokenBalance as number;
  const solve = async (visitor: Client) => {
    const body = (await visitor.post('/api/process-text/stream', { inputText: PROBLEM, llmProvider: 'openai' })).body;
    return JSON.parse(body.slice(body.lastIndexOf(DONE) + DONE.length));
  };

  it('homework: a full answer costs the problem and the answer; the hold covered the longest answer', async () => {
    ai.reply(LONG);
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const meta = await solve(visitor);
    expect(meta.tokensCharged).toBe(quote(countWords(PROBLEM) + countWords(LONG)));
    expect(await balanceOf(visitor)).toBe(before - meta.tokensCharged);
    // The provider was told the longest answer the hold pays for.
    const sent = ai.requests.at(-1)?.body as { max_output_tokens?: number };
    expect(sent.max_output_tokens).toBe(6000);
  });

  it('homework: an empty answer costs nothing and is said', async () => {
    ai.reply('');
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const meta = await solve(visitor);
    expect(meta).toMatchObject({ success: false, tokensCharged: 0, assignmentId: null });
    expect(meta.error).toMatch(/empty answer/);
    expect(await balanceOf(visitor)).toBe(before);
  });

  it('homework: a reader who leaves mid-stream pays for what was delivered, which is kept', async () => {
    ai.reply(`${'More working in words, one step after another. '.repeat(400)}\n\nFinal answer: x = 2`);
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const leave = new AbortController();
    const response = await fetch(`${address}/api/process-text/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${visitor.cookie()}` },
      body: JSON.stringify({ inputText: PROBLEM, llmProvider: 'openai' }),
      signal: leave.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    while (countWords(received) < 300) received += new TextDecoder().decode((await reader.read()).value);
    leave.abort();
    // The server keeps what it had and charges exactly that: the problem and the words delivered.
    await expect.poll(async () => (await visitor.get('/api/assignments')).json().assignments.length).toBe(1);
    const [summary] = (await visitor.get('/api/assignments')).json().assignments;
    await expect.poll(() => balanceOf(visitor)).toBeLessThan(before);
    const saved = (await visitor.get(`/api/assignments/${summary.id}`)).json().solution as string;
    expect(countWords(saved)).toBeGreaterThanOrEqual(300);
    expect(countWords(saved)).toBeLessThan(2800);
    expect(await balanceOf(visitor)).toBe(before - quote(countWords(PROBLEM) + countWords(saved)));
  });

  it('chat: charged for what was sent (message, conversation, solution on screen) and the answer', async () => {
    ai.reply('Because subtracting 3 from both sides keeps them equal.');
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const body = (
      await visitor.post('/api/chat', { message: 'Why subtract 3?', provider: 'openai', context: 'Solve 2x+3=7' })
    ).json();
    const prompt = 'The problem and solution on screen:\nSolve 2x+3=7\n\nStudent: Why subtract 3?';
    expect(body.tokensCharged).toBe(quote(countWords(prompt) + countWords(body.response)));
    expect(await balanceOf(visitor)).toBe(before - body.tokensCharged);
    ai.reply('');
    const empty = await visitor.post('/api/chat', { message: 'And then?', provider: 'openai' });
    expect(empty.statusCode).toBe(502);
    expect(empty.json().message).toMatch(/empty answer/);
    expect(await balanceOf(visitor)).toBe(before - body.tokensCharged);
  });

  it('refine: a failing provider costs nothing; a good answer costs its input and the answer', async () => {
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const request = {
      originalProblem: 'Solve 2x+3=7',
      currentSolution: 'x = 2',
      feedback: 'More detail.',
      provider: 'openai',
    };
    ai.failNext('http-500');
    ai.failNext('http-500');
    expect((await visitor.post('/api/refine-solution', request)).json()).toMatchObject({
      success: false,
      tokensCharged: 0,
    });
    expect(await balanceOf(visitor)).toBe(before);
    ai.reply('Subtract 3, then divide by 2.\n\nFinal answer: x = 2');
    const good = (await visitor.post('/api/refine-solution', request)).json();
    const input = countWords('Solve 2x+3=7 x = 2 More detail.');
    expect(good.tokensCharged).toBe(quote(input + countWords('Subtract 3, then divide by 2.\n\nFinal answer: x = 2')));
    expect(await balanceOf(visitor)).toBe(before - good.tokensCharged);
  });

  it('humanize: charged for the text, the style sample and the instructions, and the rewrite; empty is free', async () => {
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const request = {
      inputText: 'The results were significant and the method was sound.',
      styleText: 'I write short. Plain words.',
      customInstructions: 'Keep it formal.',
      provider: 'openai',
    };
    ai.reply('The results mattered, and the method held up.');
    const body = (await visitor.post('/api/humanize/rewrite', request)).json();
    const input = countWords(`${request.inputText} ${request.styleText} ${request.customInstructions}`);
    expect(body.tokensCharged).toBe(quote(input + countWords(body.rewrittenText)));
    expect(await balanceOf(visitor)).toBe(before - body.tokensCharged);
    ai.reply('');
    expect((await visitor.post('/api/humanize/rewrite', request)).statusCode).toBe(502);
    expect(await balanceOf(visitor)).toBe(before - body.tokensCharged);
  });
});

describe('the engine follows one credit rule on every path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { RATE_LIMIT_PER_MINUTE: '0', ANONYMOUS_ALLOWANCE_TOKENS: '0', ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '1000' },
    });
  });
  afterAll(async () => t.close());

  it('with no tokens, chat and refine give the same free 30% as solving, never the whole verified answer', async () => {
    const visitor = clientFor(t.app);
    const chat = (await visitor.post('/api/chat', { message: 'Solve x**2 - 5*x + 6 = 0', provider: 'local' })).json();
    expect(chat).toMatchObject({ creditLimited: true, tokensCharged: 0 });
    expect(chat.response).toContain('Partial Solution Generated');
    expect(chat.response).not.toContain('Final answer');
    const refine = (
      await visitor.post('/api/refine-solution', {
        originalProblem: 'Solve x**2 - 5*x + 6 = 0',
        currentSolution: 'x = 2',
        feedback: 'Show all of it.',
        provider: 'local',
      })
    ).json();
    expect(refine).toMatchObject({ success: false, creditLimited: true, tokensCharged: 0 });
    expect(refine.refinedSolution).not.toContain('Final answer');
    const solved = await visitor.post('/api/solve', { problem: 'Solve x**2 - 5*x + 6 = 0' });
    expect(solved.statusCode).toBe(402);
  });

  it('with no tokens, a problem in an uploaded file gets the same free 30% as a typed one', async () => {
    const visitor = clientFor(t.app);
    const problem = 'Solve x**2 - 5*x + 6 = 0';
    const form = multipart('problem.doc', makeDoc(problem), 'file', 'application/msword', { llmProvider: 'local' });
    const res = await visitor.call('POST', '/api/upload', form.payload, form.headers);
    expect(res.statusCode).toBe(200);
    const upload = res.json();
    expect(upload).toMatchObject({
      extractedText: problem,
      isPartial: true,
      creditLimited: true,
      tokensCharged: 0,
      verification: null,
      error: "Partial Solution Generated: You've received 30% of the solution due to insufficient credits",
    });
    expect(upload.llmResponse).toContain('**Step 1:');
    expect(upload.llmResponse).not.toContain('Final answer');
    // Exactly what the same problem typed in gets, how the engine read it included.
    const typed = (await visitor.post('/api/process-text', { inputText: problem, llmProvider: 'local' })).json();
    expect(typed.creditLimited).toBe(true);
    expect(upload.llmResponse).toBe(typed.llmResponse);
    expect(upload.interpretation).toEqual(expect.any(String));
    expect(upload.interpretation).toBe(typed.interpretation);
    expect((await visitor.get('/api/balance')).json().tokenBalance).toBe(0);
  });

  it('what the engine cannot answer is said, and free', async () => {
    const visitor = clientFor(t.app);
    const chat = (await visitor.post('/api/chat', { message: 'Tell me about Rome', provider: 'local' })).json();
    expect(chat).toMatchObject({ creditLimited: false, tokensCharged: 0 });
    expect(chat.response).toContain('could not work with this message');
    expect(chat.response).toContain('No AI provider is configured on this server');
  });
});
