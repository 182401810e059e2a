import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The only API key the fake accepts (as `Authorization: Bearer …` for OpenAI, `x-api-key` for Anthropic). */
export const FAKE_AI_KEY = 'fake-ai-key';

/** What the assistant answers until a test calls `reply(text)`. */
export const DEFAULT_AI_REPLY = 'The quick brown fox jumps over the lazy dog.';

/** A failure the next authorised request to a provider route meets (queued: each request takes one). */
export type AiFailure = 'http-500' | 'http-401' | 'http-429' | 'hang' | 'cut';

export interface RecordedAiRequest {
  method: string;
  /** The path with its query string, as requested. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body ({} when the body was not a JSON object). */
  body: Record<string, unknown>;
}

export interface FakeAiProviders {
  /** The origin; SDK base URLs are `${url}/v1`. */
  url: string;
  requests: RecordedAiRequest[];
  reply: (text: string) => void;
  failNext: (kind: AiFailure) => void;
  close: () => Promise<void>;
}

type Api = 'openai-chat' | 'openai-responses' | 'anthropic';

const routes: Record<string, Api> = {
  '/v1/chat/completions': 'openai-chat',
  '/v1/responses': 'openai-responses',
  '/v1/messages': 'anthropic',
};

interface JsonAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A provider's answer in both shapes: one JSON body, or SSE frames split where a cut may fall. */
interface Exchange {
  json: unknown;
  prelude: string[];
  deltas: string[];
  finale: string[];
}

interface Usage {
  input: number;
  output: number;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 1));

const sse = (data: unknown, event?: string) =>
  `${event === undefined ? '' : `event: ${event}\n`}data: ${JSON.stringify(data)}\n\n`;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Word-sized deltas that join back to the exact text (whitespace stays with the word before it). */
const splitIntoDeltas = (text: string) => (text === '' ? [] : text.split(/(?<=\s)(?=\S)/));

/** Every prompt string in a request body (message content, parts' text, system, instructions), in order. */
function promptStrings(value: unknown, key?: string): string[] {
  if (typeof value === 'string') {
    return key === 'content' || key === 'text' || key === 'system' || key === 'instructions' || key === 'input'
      ? [value]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item) => promptStrings(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => promptStrings(item, name));
  }
  return [];
}

function modelOf(body: Record<string, unknown>): string {
  return typeof body.model === 'string' ? body.model : 'unknown-model';
}

const openAiError = (message: string, type: string, code: string | null) => ({
  error: { message, type, param: null, code },
});

const anthropicError = (type: string, message: string, requestId: string) => ({
  type: 'error',
  error: { type, message },
  request_id: requestId,
});

/** The HTTP failures, each in the provider's own error format and headers. */
function failureAnswer(api: Api, kind: 'http-500' | 'http-401' | 'http-429', requestId: string): JsonAnswer {
  // Tiny retry hints, so an SDK that retries a 429 does so at once instead of after seconds.
  const retry = { 'retry-after-ms': '10', 'retry-after': '0' };
  if (api === 'anthropic') {
    if (kind === 'http-401') {
      return { status: 401, body: anthropicError('authentication_error', 'invalid x-api-key', requestId) };
    }
    if (kind === 'http-429') {
      const message = 'Number of request tokens has exceeded your per-minute rate limit (fake).';
      return { status: 429, headers: retry, body: anthropicError('rate_limit_error', message, requestId) };
    }
    return { status: 500, body: anthropicError('api_error', 'Internal server error', requestId) };
  }
  if (kind === 'http-401') {
    const message =
      'Incorrect API key provided: fake-***-key. You can find your API key at https://platform.openai.com/account/api-keys.';
    return { status: 401, body: openAiError(message, 'invalid_request_error', 'invalid_api_key') };
  }
  if (kind === 'http-429') {
    const message = 'Rate limit reached for requests (fake). Please try again in 10ms.';
    return { status: 429, headers: retry, body: openAiError(message, 'requests', 'rate_limit_exceeded') };
  }
  const message = 'The server had an error while processing your request. Sorry about that!';
  return { status: 500, body: openAiError(message, 'server_error', null) };
}

/** The key check each provider makes before anything else; null when the key is the fake's. */
function authFailure(api: Api, headers: IncomingHttpHeaders, requestId: string): JsonAnswer | null {
  if (api === 'anthropic') {
    const key = headers['x-api-key'];
    if (key === FAKE_AI_KEY) {
      // The real API refuses a request without a version header, so the fake does too.
      if (headers['anthropic-version'] === undefined) {
        const message = 'anthropic-version: header is required';
        return { status: 400, body: anthropicError('invalid_request_error', message, requestId) };
      }
      return null;
    }
    if (key === undefined) {
      return { status: 401, body: anthropicError('authentication_error', 'x-api-key header is required', requestId) };
    }
    return failureAnswer(api, 'http-401', requestId);
  }
  const authorization = headers.authorization;
  if (authorization === `Bearer ${FAKE_AI_KEY}`) return null;
  if (authorization === undefined) {
    const message =
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
    return { status: 401, body: openAiError(message, 'invalid_request_error', null) };
  }
  return failureAnswer(api, 'http-401', requestId);
}

function openAiChatExchange(body: Record<string, unknown>, text: string, id: string, usage: Usage): Exchange {
  const model = modelOf(body);
  const created = Math.floor(Date.now() / 1000);
  const streamOptions = body.stream_options as { include_usage?: unknown } | undefined;
  const includeUsage = streamOptions?.include_usage === true;
  const wireUsage = {
    prompt_tokens: usage.input,
    completion_tokens: usage.output,
    total_tokens: usage.input + usage.output,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: 0,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  };
  const head = { id, created, model, system_fingerprint: 'fp_fake' };
  // Like OpenAI, chunks carry `usage: null` only when usage was asked for; it then comes in its own last chunk.
  const chunk = (choices: unknown[]) =>
    sse({ ...head, object: 'chat.completion.chunk', choices, ...(includeUsage ? { usage: null } : {}) });
  const choice = (delta: object, finishReason: string | null) => ({
    index: 0,
    delta,
    logprobs: null,
    finish_reason: finishReason,
  });
  return {
    json: {
      ...head,
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: text, refusal: null, annotations: [] },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: wireUsage,
      service_tier: 'default',
    },
    prelude: [chunk([choice({ role: 'assistant', content: '', refusal: null }, null)])],
    deltas: splitIntoDeltas(text).map((delta) => chunk([choice({ content: delta }, null)])),
    finale: [
      chunk([choice({}, 'stop')]),
      ...(includeUsage ? [sse({ ...head, object: 'chat.completion.chunk', choices: [], usage: wireUsage })] : []),
      'data: [DONE]\n\n',
    ],
  };
}

function openAiResponsesExchange(body: Record<string, unknown>, text: string, id: string, usage: Usage): Exchange {
  const itemId = id.replace(/^resp_/, 'msg_');
  const wireUsage = {
    input_tokens: usage.input,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: usage.output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: usage.input + usage.output,
  };
  const part = { type: 'output_text', annotations: [], logprobs: [], text };
  const message = { id: itemId, type: 'message', status: 'completed', role: 'assistant', content: [part] };
  const response = (status: string, output: unknown[], usageField: unknown) => ({
    id,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status,
    error: null,
    incomplete_details: null,
    instructions: typeof body.instructions === 'string' ? body.instructions : null,
    max_output_tokens: null,
    model: modelOf(body),
    output,
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    service_tier: 'default',
    store: true,
    temperature: 1,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    tools: [],
    top_p: 1,
    truncation: 'disabled',
    usage: usageField,
    metadata: {},
  });
  // Every Responses event is named, and numbered across the whole stream.
  let sequence = 0;
  const event = (type: string, fields: object) => sse({ type, sequence_number: sequence++, ...fields }, type);
  const at = { item_id: itemId, output_index: 0, content_index: 0 };
  return {
    json: response('completed', [message], wireUsage),
    prelude: [
      event('response.created', { response: response('in_progress', [], null) }),
      event('response.in_progress', { response: response('in_progress', [], null) }),
      event('response.output_item.added', {
        output_index: 0,
        item: { id: itemId, type: 'message', status: 'in_progress', role: 'assistant', content: [] },
      }),
      event('response.content_part.added', { ...at, part: { ...part, text: '' } }),
    ],
    deltas: splitIntoDeltas(text).map((delta) =>
      event('response.output_text.delta', { ...at, delta, logprobs: [], obfuscation: 'fake' }),
    ),
    finale: [
      event('response.output_text.done', { ...at, text, logprobs: [] }),
      event('response.content_part.done', { ...at, part }),
      event('response.output_item.done', { output_index: 0, item: message }),
      event('response.completed', { response: response('completed', [message], wireUsage) }),
    ],
  };
}

function anthropicExchange(body: Record<string, unknown>, text: string, id: string, usage: Usage): Exchange {
  const model = modelOf(body);
  const cacheUsage = { cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  const message = (content: unknown[], stopReason: string | null, outputTokens: number) => ({
    id,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: usage.input, ...cacheUsage, output_tokens: outputTokens, service_tier: 'standard' },
  });
  const event = (type: string, fields: object) => sse({ type, ...fields }, type);
  return {
    json: message([{ type: 'text', text }], 'end_turn', usage.output),
    prelude: [
      event('message_start', { message: message([], null, 1) }),
      event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
      event('ping', {}),
    ],
    deltas: splitIntoDeltas(text).map((delta) =>
      event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: delta } }),
    ),
    finale: [
      event('content_block_stop', { index: 0 }),
      event('message_delta', {
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: usage.output },
      }),
      event('message_stop', {}),
    ],
  };
}

const exchanges = {
  'openai-chat': openAiChatExchange,
  'openai-responses': openAiResponsesExchange,
  anthropic: anthropicExchange,
};

const idPrefixes: Record<Api, string> = { 'openai-chat': 'chatcmpl-', 'openai-responses': 'resp_', anthropic: 'msg_' };

function sendJson(res: ServerResponse, answer: JsonAnswer, requestIdHeader: Record<string, string>) {
  res.writeHead(answer.status, { 'content-type': 'application/json', ...requestIdHeader, ...answer.headers });
  res.end(JSON.stringify(answer.body));
}

/** Writes SSE frames one at a time; with `cutAt`, destroys the socket before that frame instead. */
async function sendFrames(
  res: ServerResponse,
  frames: string[],
  requestIdHeader: Record<string, string>,
  cutAt?: number,
) {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    ...requestIdHeader,
  });
  for (const [index, frame] of frames.entries()) {
    // The client (or close()) may have gone away mid-stream.
    if (res.destroyed) return;
    if (index === cutAt) {
      res.destroy();
      return;
    }
    res.write(frame);
    // A pause per frame, so the client really receives separate deltas.
    await pause();
  }
  res.end();
}

/**
 * One HTTP server on 127.0.0.1 that speaks OpenAI Chat Completions (also for OpenAI-compatible clients), the
 * OpenAI Responses API and Anthropic Messages, JSON and SSE, well enough for the real AI SDK clients to parse.
 * Usage is deterministic: input tokens = words in the prompt strings, output tokens = words in the reply.
 */
export async function startFakeAiProviders(): Promise<FakeAiProviders> {
  const requests: RecordedAiRequest[] = [];
  const failures: AiFailure[] = [];
  let replyText = DEFAULT_AI_REPLY;
  let counter = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const path = req.url ?? '/';
    let body: Record<string, unknown> = {};
    let parsed = false;
    try {
      const value: unknown = JSON.parse(raw);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        body = value as Record<string, unknown>;
        parsed = true;
      }
    } catch {
      // Left as {}: answered below with a 400 in the provider's format.
    }
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

    counter += 1;
    const api = req.method === 'POST' ? routes[path.split('?')[0] ?? ''] : undefined;
    const requestId = `req_fake${counter}`;
    const requestIdHeader: Record<string, string> =
      api === 'anthropic' ? { 'request-id': requestId } : { 'x-request-id': requestId };
    if (api === undefined) {
      const message = `Invalid URL (${req.method ?? 'GET'} ${path})`;
      sendJson(res, { status: 404, body: openAiError(message, 'invalid_request_error', null) }, requestIdHeader);
      return;
    }
    const refused = authFailure(api, req.headers, requestId);
    if (refused) {
      sendJson(res, refused, requestIdHeader);
      return;
    }
    if (!parsed) {
      const message = 'We could not parse the JSON body of your request.';
      const error =
        api === 'anthropic'
          ? anthropicError('invalid_request_error', message, requestId)
          : openAiError(message, 'invalid_request_error', null);
      sendJson(res, { status: 400, body: error }, requestIdHeader);
      return;
    }

    const failure = failures.shift();
    if (failure === 'hang') return; // Never answered: the client times out, or close() ends the socket.
    if (failure === 'http-500' || failure === 'http-401' || failure === 'http-429') {
      sendJson(res, failureAnswer(api, failure, requestId), requestIdHeader);
      return;
    }

    const text = replyText;
    const usage = { input: wordCount(promptStrings(body).join(' ')), output: wordCount(text) };
    const exchange = exchanges[api](body, text, `${idPrefixes[api]}fake${counter}`, usage);
    if (body.stream === true) {
      const frames = [...exchange.prelude, ...exchange.deltas, ...exchange.finale];
      // A cut falls after about half the deltas (at least one), before any closing event.
      const cutAt =
        failure === 'cut' ? exchange.prelude.length + Math.max(1, Math.floor(exchange.deltas.length / 2)) : undefined;
      await sendFrames(res, frames, requestIdHeader, cutAt);
      return;
    }
    if (failure === 'cut') {
      // Half a JSON body, then the connection dies.
      const json = JSON.stringify(exchange.json);
      res.writeHead(200, { 'content-type': 'application/json', ...requestIdHeader });
      res.write(json.slice(0, Math.floor(json.length / 2)));
      await pause();
      res.destroy();
      return;
    }
    sendJson(res, { status: 200, body: exchange.json }, requestIdHeader);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString()).catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        sendJson(res, { status: 500, body: openAiError(String(error), 'fake_error', null) }, {});
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(text: string) {
      replyText = text;
    },
    failNext(kind: AiFailure) {
      failures.push(kind);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Ends hanging and mid-stream connections too, which server.close() alone would wait for.
        server.closeAllConnections();
      }),
  };
}
