import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_AI_KEY } from './fakes/fake-ai-providers';
import { startFakeTranscriber } from './fakes/fake-transcriber';
import { type Client, clientFor } from './helpers/client';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';

/** A mono 16-bit WAV of `seconds` of a quiet tone: real audio by its bytes. */
function wav(seconds: number, rate = 16_000): Buffer {
  const samples = Math.round(seconds * rate);
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) b.writeInt16LE(Math.round(800 * Math.sin(i / 8)), 44 + i * 2);
  return b;
}

const send = (c: Client, name: string, content: Buffer, field = 'audio') => {
  const form = multipart(name, content, field, 'audio/webm');
  return c.call('POST', '/api/voice/realtime-transcribe', form.payload, form.headers);
};
const balanceOf = async (c: Client) => (await c.get('/api/balance')).json().tokenBalance as number;

describe('POST /api/voice/realtime-transcribe against a fake transcription server', () => {
  let fake: Awaited<ReturnType<typeof startFakeTranscriber>>;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeTranscriber(['  Solve two x plus three equals seven.  ']);
    t = await createTestApp('pglite', {
      env: {
        RATE_LIMIT_PER_MINUTE: '0',
        ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '1000',
        AI_TIMEOUT_MS: '4000',
        TRANSCRIBE_BASE_URL: `${fake.url}/v1`,
        TRANSCRIBE_API_KEY: FAKE_AI_KEY,
        TRANSCRIBE_MODEL: 'whisper-large-v3',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('transcribes audio through the real SDK client, trims the text and charges by the length', async () => {
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const res = await send(visitor, 'utterance-1.webm', wav(2.5));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ text: 'Solve two x plus three equals seven.', seconds: 3 });
    const request = fake.requests.at(-1);
    expect(request?.body).toMatch(/name="model"\r\n\r\nwhisper-large-v3/);
    expect(request?.body).toMatch(/name="response_format"\r\n\r\nverbose_json/);
    expect(res.json().tokensCharged).toBeGreaterThan(0);
    expect(await balanceOf(visitor)).toBe(before - res.json().tokensCharged);
  });

  it.each([
    ['not audio', 'notes.webm', Buffer.from('%PDF-1.7 not a recording'), 415, /not audio/],
    ['empty', 'utterance-2.webm', Buffer.alloc(0), 400, /empty/],
  ])('refuses %s in words, charging nothing', async (_, name, content, status, message) => {
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    const res = await send(visitor, name, content);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await balanceOf(visitor)).toBe(before);
  });

  it('refuses a recording over 25 MB, and one sent in the wrong field', async () => {
    const visitor = clientFor(t.app);
    const big = await send(visitor, 'utterance-3.webm', Buffer.alloc(25 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/25 MB/);
    const wrong = await send(visitor, 'utterance-4.webm', wav(1), 'file');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/"audio"/);
  });

  it('says when the service fails, refunds, and stays up', async () => {
    const visitor = clientFor(t.app);
    const before = await balanceOf(visitor);
    fake.failNext(2);
    const res = await send(visitor, 'utterance-5.webm', wav(1));
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/HTTP 500/);
    expect(await balanceOf(visitor)).toBe(before);
    expect((await visitor.get('/api/health')).statusCode).toBe(200);
  });
});

describe('POST /api/voice/realtime-transcribe with no service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(async () => t.close());

  it('answers 503 saying what to set', async () => {
    const res = await send(clientFor(t.app), 'utterance-1.webm', wav(1));
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/OPENAI_API_KEY.*TRANSCRIBE_BASE_URL/);
  });

  it('answers 502 when the service cannot be reached', async () => {
    const down = await createTestApp('pglite', {
      env: {
        RATE_LIMIT_PER_MINUTE: '0',
        TRANSCRIBE_BASE_URL: 'http://127.0.0.1:9/v1',
        TRANSCRIBE_API_KEY: FAKE_AI_KEY,
      },
    });
    try {
      const res = await send(clientFor(down.app), 'utterance-1.webm', wav(1));
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The transcription service could not be reached.');
    } finally {
      await down.close();
    }
  });
});
