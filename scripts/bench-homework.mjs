// `npm run bench:homework`: POST /api/process-text/stream on the production build, against a fake OpenAI
// (Responses API, streaming SSE) that runs inside this script so that it can timestamp its own first delta.
// Measures what streaming adds to the provider's first token, 100 concurrent streams on one process, and a local
// solve of algebra problems from request to [STREAM_DONE]. Prints a Markdown table for docs/benchmarks.md.
import { readFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { root } from './build-state.mjs';
import { ensureBuilt } from './ensure-build.mjs';
import { startBuiltServer } from './server-process.mjs';

const FIRST_TOKEN_REQUESTS = Number(process.env.BENCH_FIRST_TOKEN_REQUESTS ?? 50);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 100);
const LOCAL_REQUESTS = Number(process.env.BENCH_LOCAL_REQUESTS ?? 200);
/** The fake's wait between its preamble and its first delta: the measure starts well after connection set-up. */
const FIRST_DELTA_DELAY_MS = Number(process.env.BENCH_FIRST_DELTA_MS ?? 50);
/** Requests before each measure that are not counted (SDK and graph libraries loading, JIT). */
const WARM_UP = 3;
const LOCAL_WARM_UP = 6;

const FAKE_AI_KEY = 'fake-ai-key';
const STREAM_DONE = '[STREAM_DONE]';
const SESSION_COOKIE = 'zhi_session';
const LOCAL_PROBLEMS = ['Solve 2x+3=7', 'Solve x**2 - 5*x + 6 = 0', 'Solve 3*(x - 4) = 2*x + 1'];
const AI_PROBLEM = 'Solve 2x+3=7';
const NO_GRAPH_PROBLEM = 'Explain why the sky is blue';
const SHORT_REPLY = '1. Subtract 3: $2x = 4$.\n2. Divide by 2: $x = 2$.\n\nFinal answer: x = 2';
// A worked solution of about 300 words, streamed word by word (about 300 deltas).
const LONG_REPLY = [
  ...Array.from(
    { length: 9 },
    (_, i) =>
      `${i + 1}. We look at the equation $2x + 3 = 7$ again and keep both sides balanced: whatever we do to the ` +
      'left side we also do to the right side, so that the two sides stay equal and the value of x does not change.',
  ),
  'Subtracting 3 from both sides gives $2x = 4$, and dividing both sides by 2 gives $x = 2$.',
  '',
  'Final answer: x = 2',
].join('\n');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** Nearest-rank percentile. */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
};
const ms = (value) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const pause = (delayMs) => new Promise((resolve) => setTimeout(resolve, delayMs));

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * A fake OpenAI Responses API: the frames of the SDK's streaming protocol (as in
 * apps/server/test/fakes/fake-ai-providers.ts), the text in word-sized deltas, the first delta after
 * `firstDeltaDelayMs`. `firstDeltas` holds, per request in arrival order, the performance.now() at which the
 * first delta was handed to the socket.
 */
async function startFakeOpenAi({ firstDeltaDelayMs }) {
  let replyText = SHORT_REPLY;
  let counter = 0;
  const firstDeltas = [];
  const sse = (data) => `event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`;

  async function answer(body, res) {
    const n = ++counter;
    const id = `resp_bench${n}`;
    const itemId = `msg_bench${n}`;
    const text = replyText;
    const words = (s) => s.split(/\s+/).filter(Boolean).length;
    const usage = {
      input_tokens: words(JSON.stringify(body.input ?? '')),
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: words(text),
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 0,
    };
    usage.total_tokens = usage.input_tokens + usage.output_tokens;
    const part = { type: 'output_text', annotations: [], logprobs: [], text };
    const message = { id: itemId, type: 'message', status: 'completed', role: 'assistant', content: [part] };
    const response = (status, output, usageField) => ({
      id,
      object: 'response',
      created_at: Math.floor(Date.now() / 1000),
      status,
      error: null,
      incomplete_details: null,
      instructions: typeof body.instructions === 'string' ? body.instructions : null,
      max_output_tokens: null,
      model: body.model,
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
    let sequence = 0;
    const event = (type, fields) => sse({ type, sequence_number: sequence++, ...fields });
    const at = { item_id: itemId, output_index: 0, content_index: 0 };
    const slot = firstDeltas.length;
    firstDeltas.push(undefined);

    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    res.write(
      event('response.created', { response: response('in_progress', [], null) }) +
        event('response.in_progress', { response: response('in_progress', [], null) }) +
        event('response.output_item.added', {
          output_index: 0,
          item: { id: itemId, type: 'message', status: 'in_progress', role: 'assistant', content: [] },
        }) +
        event('response.content_part.added', { ...at, part: { ...part, text: '' } }),
    );
    await pause(firstDeltaDelayMs);
    for (const [index, delta] of text.split(/(?<=\s)(?=\S)/).entries()) {
      if (res.destroyed) return;
      if (index === 0) firstDeltas[slot] = performance.now();
      res.write(event('response.output_text.delta', { ...at, delta, logprobs: [], obfuscation: 'bench' }));
      // A pause per delta, so that the server really receives separate deltas, as from a real model.
      await pause(1);
    }
    res.end(
      event('response.output_text.done', { ...at, text, logprobs: [] }) +
        event('response.content_part.done', { ...at, part }) +
        event('response.output_item.done', { output_index: 0, item: message }) +
        event('response.completed', { response: response('completed', [message], usage) }),
    );
  }

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const fail = (status, message) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code: null } }));
      };
      if (req.method !== 'POST' || req.url !== '/v1/responses') return fail(404, `Invalid URL (${req.url})`);
      if (req.headers.authorization !== `Bearer ${FAKE_AI_KEY}`) return fail(401, 'Incorrect API key provided.');
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString());
      } catch {
        return fail(400, 'We could not parse the JSON body of your request.');
      }
      if (body.stream !== true) return fail(400, 'This fake only streams.');
      answer(body, res).catch(() => res.destroy());
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    firstDeltas,
    reply(text) {
      replyText = text;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// One simulated visitor for every request: the session cookie from the first answer is sent with the rest.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
let cookie = '';

/**
 * One streamed solve, read with node:http (no fetch machinery between the socket and the clock). Resolves with
 * the timestamps (performance.now()) of the start, the first byte of the body, the arrival of [STREAM_DONE] and
 * the end, the text and the parsed metadata; rejects on a transport error.
 */
function streamSolve(baseUrl, inputText, llmProvider) {
  const payload = JSON.stringify({ inputText, llmProvider });
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let firstByteAt;
    let doneAt;
    let body = '';
    const req = httpRequest(
      `${baseUrl}/api/process-text/stream`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const setCookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
        if (setCookie) cookie = setCookie.split(';')[0];
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          if (firstByteAt === undefined && chunk.length > 0) firstByteAt = performance.now();
          // The marker may straddle two chunks: look from a little before this chunk.
          const from = Math.max(0, body.length - STREAM_DONE.length);
          body += chunk;
          if (doneAt === undefined && body.indexOf(STREAM_DONE, from) >= 0) doneAt = performance.now();
        });
        res.on('error', reject);
        res.on('end', () => {
          const endAt = performance.now();
          const at = body.lastIndexOf(STREAM_DONE);
          let meta = null;
          if (at >= 0) {
            try {
              meta = JSON.parse(body.slice(at + STREAM_DONE.length));
            } catch {
              // left null: counted as an error
            }
          }
          resolve({
            status: res.statusCode,
            startedAt,
            firstByteAt,
            doneAt,
            endAt,
            text: at >= 0 ? body.slice(0, at) : body,
            meta,
            body,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Why a streamed answer is not a complete success, or null when it is. */
function problemWith(result, expectedText) {
  if (result.status !== 200) return `HTTP ${result.status}: ${result.body.slice(0, 200)}`;
  if (result.doneAt === undefined) return `no ${STREAM_DONE}`;
  if (!result.meta) return 'metadata missing or not JSON';
  if (result.meta.success !== true) return `success ${result.meta.success}: ${result.meta.error}`;
  if (expectedText !== undefined && !result.text.startsWith(expectedText)) return 'streamed text differs from reply';
  return null;
}

ensureBuilt({ log: (line) => console.error(line) });
const loadAtStart = loadavg()[0];
const fake = await startFakeOpenAi({ firstDeltaDelayMs: FIRST_DELTA_DELAY_MS });
let server;
const rows = [];
let cpuNote;
try {
  server = await startBuiltServer(root, {
    OPENAI_API_KEY: FAKE_AI_KEY,
    OPENAI_BASE_URL: `${fake.url}/v1`,
    ANONYMOUS_ALLOWANCE_TOKENS: '100000000',
    ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '100000',
    RATE_LIMIT_PER_MINUTE: '0',
  });
  const { baseUrl } = server;

  // 3. Local solves, first, so that the first request meets cold graph libraries (vega-lite, resvg).
  console.error(`local: ${LOCAL_WARM_UP} warm-up + ${LOCAL_REQUESTS} sequential solves…`);
  const local = [];
  let firstLocalMs;
  for (let i = 0; i < LOCAL_WARM_UP + LOCAL_REQUESTS; i++) {
    const result = await streamSolve(baseUrl, LOCAL_PROBLEMS[i % LOCAL_PROBLEMS.length], 'local');
    const problem = problemWith(result);
    if (problem) throw new Error(`local solve ${i + 1} (${LOCAL_PROBLEMS[i % LOCAL_PROBLEMS.length]}): ${problem}`);
    if (!result.meta.graphImages?.length) throw new Error(`local solve ${i + 1}: no graph image`);
    const elapsed = result.doneAt - result.startedAt;
    if (i === 0) firstLocalMs = elapsed;
    if (i >= LOCAL_WARM_UP) local.push(elapsed);
  }

  // 1. What streaming adds to the provider's first token: on an algebra problem, whose graph the server draws
  // while the text streams, and on a question without a graph (the stream path alone).
  fake.reply(SHORT_REPLY);
  const firstToken = async (inputText) => {
    console.error(
      `first token: ${WARM_UP} warm-up + ${FIRST_TOKEN_REQUESTS} sequential openai solves of "${inputText}"…`,
    );
    const added = [];
    for (let i = 0; i < WARM_UP + FIRST_TOKEN_REQUESTS; i++) {
      const before = fake.firstDeltas.length;
      const result = await streamSolve(baseUrl, inputText, 'openai');
      const problem = problemWith(result, SHORT_REPLY);
      if (problem) throw new Error(`openai solve ${i + 1}: ${problem}`);
      if (fake.firstDeltas.length !== before + 1)
        throw new Error(`openai solve ${i + 1}: the SDK asked more than once`);
      if (i >= WARM_UP) added.push(result.firstByteAt - fake.firstDeltas[before]);
    }
    return added;
  };
  const addedWithGraph = await firstToken(AI_PROBLEM);
  const addedNoGraph = await firstToken(NO_GRAPH_PROBLEM);

  // 2. Concurrent streams on one process.
  console.error(`concurrency: ${STREAMS} simultaneous openai streams…`);
  fake.reply(LONG_REPLY);
  const deltas = LONG_REPLY.split(/(?<=\s)(?=\S)/).length;
  const serverCpuBefore = cpuSecondsOf(server.child.pid);
  const ownCpuBefore = process.cpuUsage();
  const firedAt = performance.now();
  const settled = await Promise.allSettled(
    Array.from({ length: STREAMS }, () => streamSolve(baseUrl, AI_PROBLEM, 'openai')),
  );
  const wallMs = performance.now() - firedAt;
  const serverCpu = cpuSecondsOf(server.child.pid) - serverCpuBefore;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  cpuNote =
    `CPU used during the ${STREAMS} concurrent streams: server ${serverCpu.toFixed(1)} s, this process (fake and ` +
    `clients) ${((ownCpu.user + ownCpu.system) / 1e6).toFixed(1)} s, in ${(wallMs / 1000).toFixed(1)} s of wall time.`;
  const failures = [];
  const completions = [];
  for (const outcome of settled) {
    if (outcome.status === 'rejected') failures.push(String(outcome.reason));
    else {
      const problem = problemWith(outcome.value, LONG_REPLY);
      if (problem) failures.push(problem);
      else completions.push(outcome.value.endAt - firedAt);
    }
  }
  for (const failure of new Set(failures)) console.error(`  error: ${failure}`);

  const localP95 = percentile(local, 0.95);
  const firstTokenRow = (added, what) => [
    `time streaming adds to the provider's first token, ${what} (${FIRST_TOKEN_REQUESTS} sequential, first delta held ${FIRST_DELTA_DELAY_MS} ms)`,
    '< 10 ms',
    `median ${ms(median(added))}, p95 ${ms(percentile(added, 0.95))}, max ${ms(Math.max(...added))}`,
    percentile(added, 0.95) < 10 ? 'met' : 'NOT met',
  ];
  rows.push(
    firstTokenRow(addedWithGraph, `"${AI_PROBLEM}" (its graph drawn after the text)`),
    firstTokenRow(addedNoGraph, 'a question without a graph'),
    [
      `${STREAMS} concurrent streams on one process (${deltas} deltas each)`,
      '0 errors',
      `${failures.length} errors; all done in ${ms(wallMs)}; per stream median ${ms(median(completions))}, ` +
        `p95 ${ms(percentile(completions, 0.95))}`,
      failures.length === 0 ? 'met' : 'NOT met',
    ],
    [
      `local algebra solve, request to ${STREAM_DONE} (${LOCAL_REQUESTS} sequential, 3 problems, first ${LOCAL_WARM_UP} not counted)`,
      'p95 < 200 ms',
      `median ${ms(median(local))}, p95 ${ms(localP95)}, max ${ms(Math.max(...local))}; first request ${ms(firstLocalMs)}`,
      localP95 < 200 ? 'met' : 'NOT met',
    ],
  );
} finally {
  agent.destroy();
  await server?.stop();
  await fake.close();
}

console.log(
  `POST /api/process-text/stream, production build, ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ` +
    `load average ${loadAtStart.toFixed(1)} at the start; fake OpenAI Responses API in the benchmark's process, one visitor.\n`,
);
console.log('| measure | target | measured | verdict |');
console.log('| --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
if (cpuNote) console.log(`\n${cpuNote}`);
