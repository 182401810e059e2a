// `npm run bench:money`: what each paid path charges, against what was sent and delivered, on the production build
// with the fake OpenAI server (the real SDK client streaming from it). Expected by docs/pricing.md: the words sent
// plus the words delivered, at ZHI 2's rate; nothing for an empty, failed or cut-off answer; a reader who leaves
// pays for what was delivered. Prints a Markdown table; exits 1 on any difference.
import path from 'node:path';
import { countWords } from '@zhi/contract';
import { ensureBuilt } from '../../../scripts/ensure-build.mjs';
import { startBuiltServer } from '../../../scripts/server-process.mjs';
import { FAKE_AI_KEY, type AiFailure, startFakeAiProviders } from '../test/fakes/fake-ai-providers';

const quote = (words: number) => (words > 0 ? Math.max(1, Math.ceil((words / 28_834) * 2000)) : 0);
const ANSWER = `${Array.from({ length: 120 }, (_, i) => `Step ${i + 1} carries the working one line further.`).join('\n')}\n\nFinal answer: x = 2`;
const PROBLEM = 'Solve 2x+3=7 and explain every step';
const DONE = '[STREAM_DONE]';

const root = path.resolve(import.meta.dirname, '../../..');
ensureBuilt({ log: (line: string) => console.error(line) });
const ai = await startFakeAiProviders();
const server = await startBuiltServer(root, {
  NODE_ENV: 'production',
  ANONYMOUS_ALLOWANCE_TOKENS: '100000',
  ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '100000',
  AI_TIMEOUT_MS: '5000',
  OPENAI_API_KEY: FAKE_AI_KEY,
  OPENAI_BASE_URL: `${ai.url}/v1`,
});
const base = server.baseUrl;

/** A fresh visitor: its cookie, after keeping something (so it has its allowance). */
async function visitor(): Promise<string> {
  const res = await fetch(`${base}/api/save-assignment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ inputText: 'x', title: 'x' }),
  });
  return (res.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
}
const balance = async (cookie: string) =>
  ((await (await fetch(`${base}/api/balance`, { headers: { cookie } })).json()) as { tokenBalance: number })
    .tokenBalance;
const post = (url: string, body: unknown, cookie: string, signal?: AbortSignal) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });

interface Row {
  path: string;
  case: string;
  sent: number;
  delivered: number;
  charged: number;
  expected: number;
}

type Case = { name: string; reply: string; failures: AiFailure[]; paid: boolean };
const CASES: Case[] = [
  { name: 'full answer', reply: ANSWER, failures: [], paid: true },
  { name: 'empty answer', reply: '', failures: [], paid: false },
  // The SDK retries a failed request once (a stream already under way is not retried): two failures make it fail.
  { name: 'provider fails (HTTP 500)', reply: ANSWER, failures: ['http-500', 'http-500'], paid: false },
  { name: 'provider cut at half', reply: ANSWER, failures: ['cut'], paid: false },
];
// A rewrite is about as long as its text (its hold allows half again): the humanizer's answer is one.
const REWRITE = 'The results mattered and the method held, so the study stands as it was written.';

const rows: Row[] = [];
try {
  for (const c of CASES) {
    // Homework, streamed: what arrived is the text before the metadata, less the engine's check line.
    ai.reply(c.reply);
    for (const failure of c.failures) ai.failNext(failure);
    let cookie = await visitor();
    let before = await balance(cookie);
    const body = await (
      await post('/api/process-text/stream', { inputText: PROBLEM, llmProvider: 'openai' }, cookie)
    ).text();
    const text = body.slice(0, body.lastIndexOf(DONE)).replace(/\n\n\*\*(✓|✗|Could not)[\s\S]*$/, '');
    rows.push({
      path: 'homework (stream)',
      case: c.name,
      sent: countWords(PROBLEM),
      delivered: countWords(text),
      charged: before - (await balance(cookie)),
      expected: c.paid ? quote(countWords(PROBLEM) + countWords(text)) : 0,
    });

    ai.reply(c.reply);
    for (const failure of c.failures) ai.failNext(failure);
    cookie = await visitor();
    before = await balance(cookie);
    const chat = await post('/api/chat', { message: 'Why subtract 3 first?', provider: 'openai' }, cookie);
    const reply = chat.ok ? ((await chat.json()) as { response: string }).response : '';
    const sent = countWords('Student: Why subtract 3 first?');
    rows.push({
      path: 'chat',
      case: c.name,
      sent,
      delivered: countWords(reply),
      charged: before - (await balance(cookie)),
      expected: c.paid ? quote(sent + countWords(reply)) : 0,
    });

    ai.reply(c.reply);
    for (const failure of c.failures) ai.failNext(failure);
    cookie = await visitor();
    before = await balance(cookie);
    const request = {
      originalProblem: PROBLEM,
      currentSolution: 'x = 2',
      feedback: 'More detail.',
      provider: 'openai',
    };
    const refined = (await (await post('/api/refine-solution', request, cookie)).json()) as {
      success: boolean;
      refinedSolution: string;
    };
    const refinedText = refined.success ? refined.refinedSolution.replace(/\n\n\*\*(✓|✗|Could not)[\s\S]*$/, '') : '';
    const refineSent = countWords(`${PROBLEM} x = 2 More detail.`);
    rows.push({
      path: 'refine',
      case: c.name,
      sent: refineSent,
      delivered: countWords(refinedText),
      charged: before - (await balance(cookie)),
      expected: c.paid ? quote(refineSent + countWords(refinedText)) : 0,
    });

    ai.reply(c.reply && REWRITE);
    // The rewrite is one request, not a stream: the SDK retries a cut one too.
    for (const failure of c.failures) ai.failNext(failure);
    if (c.failures[0] === 'cut') ai.failNext('cut');
    cookie = await visitor();
    before = await balance(cookie);
    const input = 'The results were significant and the method was sound, so the study stands.';
    const rewrite = await post('/api/humanize/rewrite', { inputText: input, provider: 'openai' }, cookie);
    const rewritten = rewrite.ok ? ((await rewrite.json()) as { rewrittenText: string }).rewrittenText : '';
    rows.push({
      path: 'humanize',
      case: c.name,
      sent: countWords(input),
      delivered: countWords(rewritten),
      charged: before - (await balance(cookie)),
      expected: c.paid && rewritten ? quote(countWords(input) + countWords(rewritten)) : 0,
    });
  }

  // A reader who leaves half-way through a long streamed answer: charged for what was delivered, which is kept.
  const long = `${'More working in words, one step after another. '.repeat(600)}\n\nFinal answer: x = 2`;
  ai.reply(long);
  const cookie = await visitor();
  const before = await balance(cookie);
  const leave = new AbortController();
  const res = await post(
    '/api/process-text/stream',
    { inputText: PROBLEM, llmProvider: 'openai' },
    cookie,
    leave.signal,
  );
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let received = '';
  while (countWords(received) < 2000) received += new TextDecoder().decode((await reader.read()).value);
  leave.abort();
  // The server settles when it notices: wait for the charge to land.
  let charged = 0;
  for (let i = 0; i < 50 && charged === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    charged = before - (await balance(cookie));
  }
  const list = (await (await fetch(`${base}/api/assignments`, { headers: { cookie } })).json()) as {
    assignments: { id: string; title: string }[];
  };
  const id = list.assignments.find((a) => a.title !== 'x')?.id ?? '';
  const saved = (
    (await (await fetch(`${base}/api/assignments/${id}`, { headers: { cookie } })).json()) as { solution: string }
  ).solution;
  rows.push({
    path: 'homework (stream)',
    case: `reader leaves after ~2,000 of ${countWords(long).toLocaleString('en-US')} words`,
    sent: countWords(PROBLEM),
    delivered: countWords(saved),
    charged,
    expected: quote(countWords(PROBLEM) + countWords(saved)),
  });
} finally {
  await server.stop();
  await ai.close();
}

const wrong = rows.filter((r) => r.charged !== r.expected);
console.log(
  'Tokens charged per path, production build, fake OpenAI (ZHI 2: 28,834 words per $1, 2,000 tokens per $1):\n',
);
console.log('| path | case | words sent | words delivered | tokens charged | expected (docs/pricing.md) | |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.case} | ${r.sent} | ${r.delivered} | ${r.charged} | ${r.expected} | ${r.charged === r.expected ? 'as documented' : 'DIFFERS'} |`,
  );
}
process.exit(wrong.length ? 1 : 0);
