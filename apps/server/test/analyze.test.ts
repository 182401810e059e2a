import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_GPTZERO_KEY, startFakeGptZero } from './fakes/fake-gptzero';
import { clientFor } from './helpers/client';
import { type TestApp, createTestApp } from './helpers/test-app';

const essay =
  'Last summer I worked at my uncle’s bakery, which mostly meant getting up at four and burning my hands. ' +
  'The first week I dropped a whole tray of croissants and he just laughed and told me to sweep them up. ' +
  'By August I could shape a loaf without thinking, though my plaits still came out lopsided. ' +
  'I didn’t expect to miss the place, but I do, especially the smell at five in the morning.';
const delve =
  'In today’s rapidly evolving landscape, it is important to note that we must delve into the multifaceted ' +
  'dimensions of sustainable innovation. Moreover, organisations must leverage comprehensive strategies to ' +
  'foster meaningful collaboration. Additionally, this holistic approach underscores the pivotal role of ' +
  'stakeholders in navigating the complexities of a dynamic environment.';

// The detector reads no database: these tests run on the embedded one only.
describe('POST /api/humanize/analyze', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(async () => t.close());
  const analyze = (text: unknown) => clientFor(t.app).post('/api/humanize/analyze', { text });

  it('scores a text with its sentences, signals and no second opinion when none is configured', async () => {
    const res = await analyze(essay);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.aiScore).toEqual(expect.any(Number));
    expect(body.aiScore + body.humanScore).toBe(100);
    expect(body).toMatchObject({ reliable: true, wordCount: 74, secondOpinion: null });
    expect(body.sentences).toHaveLength(4);
    expect(essay.slice(body.sentences[1].start, body.sentences[1].end)).toMatch(/^The first week .* up\.$/);
    expect(body.signals.length).toBeGreaterThan(5);
  });

  it('ranks model-style prose above a person’s account', async () => {
    const human = (await analyze(essay)).json();
    const ai = (await analyze(delve)).json();
    expect(ai.aiScore).toBeGreaterThan(human.aiScore);
    expect(ai.modelFavouredTerms).toEqual(expect.arrayContaining(['delve', 'moreover', 'holistic']));
  });

  it.each([
    ['empty', '', /no text/],
    ['three words', 'Just three words', /Too short to judge: 3 words/],
    ['pure numbers', Array.from({ length: 40 }, (_, i) => String(i * 37)).join(' '), /numbers/],
    ['code', 'const x = compute(items[0], { limit: 3 });\n'.repeat(20), /code/],
    ['not English', 'Der Hund läuft schnell über die Wiese, und die Kinder spielen im Garten. '.repeat(4), /English/],
  ])('declines to score %s, and says why', async (_, text, reason) => {
    const res = await analyze(text);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ aiScore: null, label: null, reliable: false });
    expect(res.json().reason).toMatch(reason);
  });

  it('judges 100,000 characters and refuses one more with 413 and a message', async () => {
    const long = `${essay} `.repeat(400).slice(0, 100_000);
    const ok = await analyze(long);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().wordCount).toBeGreaterThan(15_000);
    const tooLong = await analyze(`${long}x`);
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().message).toBe(
      'The text is too long to analyse: 100,001 characters, and the limit is 100,000. Analyse it in parts.',
    );
  });

  it('refuses a request without text', async () => {
    for (const payload of [{}, { text: 42 }]) {
      const res = await clientFor(t.app).post('/api/humanize/analyze', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/text/);
    }
  });
});

describe('a second opinion from GPTZero', () => {
  let gptzero: Awaited<ReturnType<typeof startFakeGptZero>>;
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    gptzero = await startFakeGptZero();
    t = await createTestApp('pglite', {
      env: {
        RATE_LIMIT_PER_MINUTE: '0',
        GPTZERO_API_KEY: FAKE_GPTZERO_KEY,
        GPTZERO_API_BASE: gptzero.url,
        GPTZERO_TIMEOUT_MS: '300',
        ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '1000',
      },
    });
    plain = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
    await gptzero.close();
  });
  const analyze = async (app: TestApp, text: string) =>
    (await clientFor(app.app).post('/api/humanize/analyze', { text, secondOpinion: true })).json();

  it('is asked only when the user asks, and is paid in tokens: charged when it answers, refunded when not', async () => {
    gptzero.setMode('ok');
    const visitor = clientFor(t.app);
    const asked = gptzero.requests.length;
    const unasked = (await visitor.post('/api/humanize/analyze', { text: delve })).json();
    expect(unasked.secondOpinion).toBeNull();
    expect(gptzero.requests.length).toBe(asked);
    const { secondOpinion } = (await visitor.get('/api/config')).json();
    expect(secondOpinion).toEqual({ name: 'GPTZero', tokensPer1000Words: 300 });
    const before = (await visitor.get('/api/balance')).json().tokenBalance;
    const words = delve.trim().split(/\s+/).length;
    const paid = (await visitor.post('/api/humanize/analyze', { text: delve, secondOpinion: true })).json();
    expect(paid.secondOpinion).toMatchObject({ status: 'ok' });
    expect(gptzero.requests.length).toBe(asked + 1);
    const cost = Math.ceil((words / 6667) * 2000);
    expect((await visitor.get('/api/balance')).json().tokenBalance).toBe(before - cost);
    gptzero.setMode('error');
    const failed = (await visitor.post('/api/humanize/analyze', { text: delve, secondOpinion: true })).json();
    expect(failed.secondOpinion).toMatchObject({ status: 'failed' });
    expect((await visitor.get('/api/balance')).json().tokenBalance).toBe(before - cost);
  });

  it('is refused when no second opinion is configured, or the tokens do not cover it (GPTZero not asked)', async () => {
    const res = await clientFor(plain.app).post('/api/humanize/analyze', { text: delve, secondOpinion: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No second-opinion detector is configured on this server.');
    expect((await clientFor(plain.app).get('/api/config')).json().secondOpinion).toBeNull();
    const poor = await createTestApp('pglite', {
      env: { GPTZERO_API_KEY: FAKE_GPTZERO_KEY, GPTZERO_API_BASE: gptzero.url, ANONYMOUS_ALLOWANCE_TOKENS: '1' },
    });
    try {
      const asked = gptzero.requests.length;
      const short = await clientFor(poor.app).post('/api/humanize/analyze', { text: essay, secondOpinion: true });
      expect(short.statusCode).toBe(402);
      expect(short.json().message).toMatch(
        /^Insufficient tokens: a second opinion on this text costs \d+ tokens and you have 1\.$/,
      );
      expect(gptzero.requests.length).toBe(asked);
    } finally {
      await poor.close();
    }
  });

  it('is returned beside our score and never blended into it', async () => {
    gptzero.setMode('ok');
    const withSecond = await analyze(t, delve);
    const alone = (await clientFor(plain.app).post('/api/humanize/analyze', { text: delve })).json();
    expect(withSecond.secondOpinion).toEqual({
      name: 'GPTZero',
      status: 'ok',
      aiScore: 87,
      label: 'ai',
      message: null,
    });
    expect(withSecond.aiScore).toBe(alone.aiScore);
    const sent = gptzero.requests.at(-1);
    expect(sent?.headers['x-api-key']).toBe(FAKE_GPTZERO_KEY);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ document: delve });
    expect((await analyze(t, essay)).secondOpinion).toMatchObject({ status: 'ok', aiScore: 12, label: 'human' });
  });

  it.each([
    ['error', /GPTZero answered with an error \(HTTP 500\)/],
    ['slow', /^GPTZero did not answer within 0.3 s\.$/],
    ['garbage', /held no score/],
  ] as const)('reports a failure (%s) instead of hiding it, and still gives our score', async (mode, message) => {
    gptzero.setMode(mode);
    const body = await analyze(t, essay);
    expect(body.aiScore).toEqual(expect.any(Number));
    expect(body.secondOpinion).toMatchObject({ name: 'GPTZero', status: 'failed', aiScore: null });
    expect(body.secondOpinion.message).toMatch(message);
  });

  it('reports a refused key and an unreachable server', async () => {
    const wrongKey = await createTestApp('pglite', {
      env: { RATE_LIMIT_PER_MINUTE: '0', GPTZERO_API_KEY: 'wrong', GPTZERO_API_BASE: gptzero.url },
    });
    const unreachable = await createTestApp('pglite', {
      env: { RATE_LIMIT_PER_MINUTE: '0', GPTZERO_API_KEY: 'k', GPTZERO_API_BASE: 'http://127.0.0.1:9' },
    });
    try {
      gptzero.setMode('ok');
      expect((await analyze(wrongKey, essay)).secondOpinion.message).toBe('GPTZero refused the API key (HTTP 401).');
      expect((await analyze(unreachable, essay)).secondOpinion.message).toBe('GPTZero could not be reached.');
    } finally {
      await wrongKey.close();
      await unreachable.close();
    }
  });
});
