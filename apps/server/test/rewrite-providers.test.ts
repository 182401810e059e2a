import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_AI_KEY, type FakeAiProviders, startFakeAiProviders } from './fakes/fake-ai-providers';
import { clientFor } from './helpers/client';
import { type TestApp, createTestApp } from './helpers/test-app';

const INPUT =
  'Moreover, solar capacity in Germany grew by 14% in 2023. Furthermore, it is important to note that wind farms utilize strong coastal winds.';
const REWRITE = 'Solar capacity in Germany grew by 14% in 2023, and wind farms use the strong coastal winds.';

describe('POST /api/humanize/rewrite through AI providers (real SDK clients, fake servers)', () => {
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
        OPENAI_COMPATIBLE_BASE_URL: `${ai.url}/v1`,
        OPENAI_COMPATIBLE_MODEL: 'local-model',
        OPENAI_COMPATIBLE_API_KEY: FAKE_AI_KEY,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });
  beforeEach(() => ai.reply(REWRITE));

  it.each([
    ['openai', 'gpt-4.1', '/v1/responses'],
    ['anthropic', 'claude-sonnet-4-5', '/v1/messages'],
    ['openai-compatible', 'local-model', '/v1/chat/completions'],
  ])(
    '%s: rewrites with the sample, its profile, the techniques and the instructions in the prompt',
    async (provider, model, path) => {
      const visitor = clientFor(t.app);
      const before = (await visitor.get('/api/balance')).json().tokenBalance;
      const style = 'I write short sentences. I like plain words. '.repeat(8);
      const res = await visitor.post('/api/humanize/rewrite', {
        inputText: INPUT,
        styleText: style,
        customInstructions: 'British spelling, please.',
        selectedPresets: ['analogy-injection', 'lean-sharp'],
        provider,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ rewrittenText: REWRITE, provider, model });
      expect(body.meaning.numbers).toEqual({ total: 2, kept: 2, missing: [] });
      expect(body.techniques.map((x: { id: string }) => x.id)).toContain('analogy-injection');
      expect(body.tokensCharged).toBeGreaterThan(0);
      expect((await visitor.get('/api/balance')).json().tokenBalance).toBe(before - body.tokensCharged);
      const sent = JSON.stringify(ai.requests.findLast((r) => r.path === path)?.body);
      for (const part of [
        'I write short sentences.',
        'Measured style of the sample',
        'Analogy injection',
        'Compression medium',
        'British spelling, please.',
        'Germany grew by 14% in 2023',
      ]) {
        expect(sent).toContain(part);
      }
    },
  );

  it.each([
    [['http-500', 'http-500'], 'Humanization failed: the AI provider answered with an error (HTTP 500).'],
    [['http-401'], "Humanization failed: the AI provider refused this server's API key (HTTP 401)."],
    [['hang'], 'Humanization failed: the AI provider did not answer within 4 s.'],
    [['cut', 'cut'], 'Humanization failed: the AI provider could not be reached, or the connection broke.'],
  ] as const)('reports %j in words, refunds every token, and stays up', async (failures, message) => {
    const visitor = clientFor(t.app);
    const before = (await visitor.get('/api/balance')).json().tokenBalance;
    for (const failure of failures) ai.failNext(failure);
    const res = await visitor.post('/api/humanize/rewrite', { inputText: INPUT, provider: 'openai' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(message);
    expect((await visitor.get('/api/balance')).json().tokenBalance).toBe(before);
    expect((await visitor.get('/api/health')).statusCode).toBe(200);
  });

  it('retries a rate limit once, and then succeeds', async () => {
    ai.failNext('http-429');
    const res = await clientFor(t.app).post('/api/humanize/rewrite', { inputText: INPUT, provider: 'anthropic' });
    expect(res.statusCode).toBe(200);
    expect(res.json().rewrittenText).toBe(REWRITE);
  });
});
