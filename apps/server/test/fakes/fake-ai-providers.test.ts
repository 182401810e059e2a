import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, type LanguageModel, generateText, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_AI_REPLY, FAKE_AI_KEY, type FakeAiProviders, startFakeAiProviders } from './fake-ai-providers';

// 5 + 4 words: the fake counts prompt words as input tokens.
const SYSTEM = 'You are a careful editor.';
const PROMPT = 'Rewrite this sentence plainly.';
const PROMPT_WORDS = 9;
const REPLY_WORDS = DEFAULT_AI_REPLY.split(' ').length;

interface Client {
  name: string;
  path: string;
  model: (baseURL: string, apiKey: string) => LanguageModel;
  /** How this provider's request body carries SYSTEM and PROMPT. */
  prompt: object;
  /** Whether streamText reports usage (OpenAI-compatible only does with includeUsage). */
  streamsUsage: boolean;
  messages: { 500: RegExp; 401: RegExp; 429: RegExp };
}

const openAiMessages = { 500: /server had an error/, 401: /Incorrect API key/, 429: /Rate limit reached/ };
const chatPrompt = (model: string) => ({
  model,
  messages: [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: PROMPT },
  ],
});

const clients: Client[] = [
  {
    name: 'openai chat',
    path: '/v1/chat/completions',
    model: (baseURL, apiKey) => createOpenAI({ apiKey, baseURL }).chat('gpt-4.1'),
    prompt: chatPrompt('gpt-4.1'),
    streamsUsage: true,
    messages: openAiMessages,
  },
  {
    // The provider's default model is the Responses API in @ai-sdk/openai 3.x, which is what the server uses.
    name: 'openai responses',
    path: '/v1/responses',
    model: (baseURL, apiKey) => createOpenAI({ apiKey, baseURL })('gpt-4.1'),
    prompt: {
      model: 'gpt-4.1',
      input: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: [{ type: 'input_text', text: PROMPT }] },
      ],
    },
    streamsUsage: true,
    messages: openAiMessages,
  },
  {
    name: 'anthropic',
    path: '/v1/messages',
    model: (baseURL, apiKey) => createAnthropic({ apiKey, baseURL })('claude-sonnet-4-5'),
    prompt: {
      model: 'claude-sonnet-4-5',
      system: [{ type: 'text', text: SYSTEM }],
      messages: [{ role: 'user', content: [{ type: 'text', text: PROMPT }] }],
    },
    streamsUsage: true,
    messages: { 500: /Internal server error/, 401: /invalid x-api-key/, 429: /rate limit/ },
  },
  {
    name: 'openai-compatible',
    path: '/v1/chat/completions',
    model: (baseURL, apiKey) => createOpenAICompatible({ name: 'local', baseURL, apiKey })('local-model'),
    prompt: chatPrompt('local-model'),
    streamsUsage: false,
    messages: openAiMessages,
  },
];

let fake: FakeAiProviders;

beforeAll(async () => {
  fake = await startFakeAiProviders();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reply(DEFAULT_AI_REPLY);
});

/** The rejection of a promise that must reject. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

for (const client of clients) {
  describe(`${client.name} against the fake`, () => {
    const model = (apiKey = FAKE_AI_KEY) => client.model(`${fake.url}/v1`, apiKey);

    it('generateText returns the reply and usage, and the fake records the prompt and key', async () => {
      fake.reply('Plain words, said plainly.');
      const result = await generateText({ model: model(), system: SYSTEM, prompt: PROMPT, maxRetries: 0 });

      expect(result.text).toBe('Plain words, said plainly.');
      expect(result.finishReason).toBe('stop');
      expect(result.usage).toMatchObject({ inputTokens: PROMPT_WORDS, outputTokens: 4, totalTokens: PROMPT_WORDS + 4 });
      const request = fake.requests.at(-1);
      expect(request).toMatchObject({ method: 'POST', path: client.path, body: client.prompt });
      const auth = client.name === 'anthropic' ? request?.headers['x-api-key'] : request?.headers.authorization;
      expect(auth).toMatch(FAKE_AI_KEY);
    });

    it('streamText yields the whole reply from textStream, one word per delta', async () => {
      const result = streamText({ model: model(), system: SYSTEM, prompt: PROMPT, maxRetries: 0 });
      const deltas: string[] = [];
      for await (const delta of result.textStream) deltas.push(delta);

      expect(deltas.join('')).toBe(DEFAULT_AI_REPLY);
      expect(deltas).toHaveLength(REPLY_WORDS);
      expect(await result.finishReason).toBe('stop');
      const usage = await result.usage;
      expect(usage.outputTokens).toBe(client.streamsUsage ? REPLY_WORDS : undefined);
      expect(fake.requests.at(-1)).toMatchObject({ path: client.path, body: { ...client.prompt, stream: true } });
    });

    it('a 500 rejects generateText with a retryable APICallError carrying the provider message', async () => {
      fake.failNext('http-500');
      const error = await rejectionOf(generateText({ model: model(), prompt: PROMPT, maxRetries: 0 }));

      expect(APICallError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({
        statusCode: 500,
        isRetryable: true,
        message: expect.stringMatching(client.messages[500]),
      });
    });

    it('a wrong key, and a provoked 401, reject generateText with a 401 APICallError', async () => {
      const wrongKey = await rejectionOf(generateText({ model: model('wrong-key'), prompt: PROMPT, maxRetries: 0 }));
      fake.failNext('http-401');
      const provoked = await rejectionOf(generateText({ model: model(), prompt: PROMPT, maxRetries: 0 }));

      for (const error of [wrongKey, provoked]) {
        expect(APICallError.isInstance(error)).toBe(true);
        expect(error).toMatchObject({
          statusCode: 401,
          isRetryable: false,
          message: expect.stringMatching(client.messages[401]),
        });
      }
    });

    it('a 429 rejects with a retryable 429, and the SDK retry succeeds at once', async () => {
      fake.failNext('http-429');
      const error = await rejectionOf(generateText({ model: model(), prompt: PROMPT, maxRetries: 0 }));
      expect(error).toMatchObject({
        statusCode: 429,
        isRetryable: true,
        message: expect.stringMatching(client.messages[429]),
      });

      // The fake's retry-after-ms of 10 replaces the SDK's 2 s backoff.
      fake.failNext('http-429');
      const before = fake.requests.length;
      const started = Date.now();
      const result = await generateText({ model: model(), prompt: PROMPT, maxRetries: 1 });
      expect(result.text).toBe(DEFAULT_AI_REPLY);
      expect(fake.requests.length - before).toBe(2);
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('a hang rejects generateText with the abort signal’s TimeoutError', async () => {
      fake.failNext('hang');
      const started = Date.now();
      const error = await rejectionOf(
        generateText({ model: model(), prompt: PROMPT, maxRetries: 0, abortSignal: AbortSignal.timeout(300) }),
      );

      expect(error).toMatchObject({ name: 'TimeoutError' });
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('a cut makes generateText reject, and makes textStream throw after the first deltas', async () => {
      fake.failNext('cut');
      const whole = await rejectionOf(generateText({ model: model(), prompt: PROMPT, maxRetries: 0 }));
      expect(APICallError.isInstance(whole)).toBe(true);
      // The SDK finds undici's UND_ERR_SOCKET under the cause, so it marks the cut retryable.
      expect(whole).toMatchObject({
        message: 'Failed to process successful response',
        statusCode: 200,
        isRetryable: true,
      });

      // A dropped socket is not an error part: textStream throws (the fetch body's "terminated") and onError is not called.
      fake.failNext('cut');
      const onErrorCalls: unknown[] = [];
      const result = streamText({
        model: model(),
        prompt: PROMPT,
        maxRetries: 0,
        onError: ({ error }) => void onErrorCalls.push(error),
      });
      const deltas: string[] = [];
      const streamed = await rejectionOf(
        (async () => {
          for await (const delta of result.textStream) deltas.push(delta);
        })(),
      );

      expect(APICallError.isInstance(streamed)).toBe(true);
      expect(streamed).toMatchObject({ message: 'Failed to process successful response', isRetryable: true });
      const cause = (streamed as APICallError).cause as Error & { cause?: { code?: string } };
      expect(cause).toMatchObject({ name: 'TypeError', message: 'terminated' });
      expect(cause.cause?.code).toBe('UND_ERR_SOCKET');
      const partial = deltas.join('');
      expect(partial.length).toBeGreaterThan(0);
      expect(partial.length).toBeLessThan(DEFAULT_AI_REPLY.length);
      expect(DEFAULT_AI_REPLY.startsWith(partial)).toBe(true);
      expect(onErrorCalls).toEqual([]);
    });
  });
}

describe('fake AI providers', () => {
  it('answers an unknown path with a 404, so a base URL missing /v1 fails loudly', async () => {
    const model = createOpenAI({ apiKey: FAKE_AI_KEY, baseURL: fake.url })('gpt-4.1');
    const error = await rejectionOf(generateText({ model, prompt: PROMPT, maxRetries: 0 }));

    expect(error).toMatchObject({ statusCode: 404, message: 'Invalid URL (POST /responses)' });
  });

  it('streams usage to an OpenAI-compatible client that asks for it', async () => {
    const client = createOpenAICompatible({
      name: 'local',
      baseURL: `${fake.url}/v1`,
      apiKey: FAKE_AI_KEY,
      includeUsage: true,
    });
    const result = streamText({ model: client('local-model'), system: SYSTEM, prompt: PROMPT, maxRetries: 0 });

    expect(await result.text).toBe(DEFAULT_AI_REPLY);
    expect(await result.usage).toMatchObject({ inputTokens: PROMPT_WORDS, outputTokens: REPLY_WORDS });
    expect(fake.requests.at(-1)?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('close() ends a hanging request instead of waiting for it', async () => {
    const own = await startFakeAiProviders();
    own.failNext('hang');
    const model = createOpenAI({ apiKey: FAKE_AI_KEY, baseURL: `${own.url}/v1` }).chat('gpt-4.1');
    const pending = rejectionOf(generateText({ model, prompt: PROMPT, maxRetries: 0 }));
    // Wait until the fake holds the request, then close under it.
    await expect.poll(() => own.requests.length).toBe(1);
    await own.close();

    expect(APICallError.isInstance(await pending)).toBe(true);
  });
});
