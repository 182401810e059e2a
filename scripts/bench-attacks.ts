// `npm run bench:attacks`: replays the attacks of the hardening issue against the production build and measures
// what an attacker gets (status, time), /api/health latency while each runs, and the server's resident memory.
// Prints a Markdown table for docs/benchmarks.md; exits 1 when a target is missed.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { makeZipBombDocx } from '../apps/server/test/fixtures/make-files';
import { percentile, pause } from './bench-stats.mjs';
import { root } from './build-state.mjs';
import { ensureBuilt } from './ensure-build.mjs';
import { startBuiltServer } from './server-process.mjs';

interface Outcome {
  status: number;
  ms: number;
  note: string;
}

interface Attack {
  name: string;
  /** What the attacker should get: a refusal (4xx/503), or an answer (a legitimate problem, bounded). */
  expect: 'refusal' | 'answer';
  run(): Promise<Outcome[]>;
}

const TARGET_MS = 5000;
const HEALTH_P99_MS = 100;
const RSS_LIMIT_MB = 1024;

ensureBuilt({ log: (line: string) => console.error(line) });
const server = await startBuiltServer(root, {
  NODE_ENV: 'production',
  // Every visitor of this run is a session with no tokens, as in the report.
  ANONYMOUS_ALLOWANCE_TOKENS: '0',
  UNLIMITED_USERS: 'boss',
  DEMO_PAYMENTS: 'on',
});
const base = server.baseUrl;

async function timed(request: () => Promise<Response>, read: (res: Response) => Promise<string>): Promise<Outcome> {
  const started = performance.now();
  const res = await request();
  const note = await read(res);
  return { status: res.status, ms: performance.now() - started, note };
}

const messageOf = async (res: Response) => {
  const text = await res.text();
  try {
    return (JSON.parse(text) as { message?: string }).message ?? text.slice(0, 80);
  } catch {
    return text.slice(0, 80);
  }
};

const postJson = (url: string, body: unknown, cookie = '') =>
  timed(
    () =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    messageOf,
  );

const upload = (name: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return timed(() => fetch(`${base}/api/extract-text`, { method: 'POST', body: form }), messageOf);
};

// A 1-page PDF of 4000 × 4000 pt with no text layer: read as a scan, so its page would be rendered for OCR.
const hugePagePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n' +
    '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 4000 4000]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const formulas = (n: number) =>
  Array.from({ length: n }, (_, i) => `$x_{${i}}^{2} + \\frac{${i}}{${i + 1}}$`).join(' ');

async function streamSolve(problem: string): Promise<Outcome> {
  return timed(
    () =>
      fetch(`${base}/api/process-text/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ inputText: problem, llmProvider: 'local' }),
      }),
    async (res) => {
      const body = await res.text();
      const meta = body.slice(body.lastIndexOf('[STREAM_DONE]') + 13);
      try {
        const parsed = JSON.parse(meta) as { creditLimited: boolean; error: string | null };
        return parsed.creditLimited ? 'a free 30% of the solution (no tokens)' : (parsed.error ?? 'solved');
      } catch {
        return body.slice(0, 80);
      }
    },
  );
}

const attacks: Attack[] = [
  {
    name: '`(9^9999)^9999` to POST /api/chat, local, no tokens',
    expect: 'answer',
    run: async () => [await postJson('/api/chat', { message: '(9^9999)^9999', provider: 'local' })],
  },
  {
    name: '`(99999^9999)^9999` to POST /api/chat',
    expect: 'answer',
    run: async () => [await postJson('/api/chat', { message: '(99999^9999)^9999', provider: 'local' })],
  },
  {
    // The reader's closing-words pattern once took 45 s on this (issue 16's review).
    name: 'a question then 4,900 spaces, four at once (streamed solve)',
    expect: 'answer',
    run: () => Promise.all([0, 1, 2, 3].map(() => streamSolve(`What is 2+2${' '.repeat(4900)}x`))),
  },
  {
    // mathjs once evaluated the items of a comparison as typed: ones(…) could exhaust memory.
    name: '`Which is greater: pi or ones(100000000)?` to POST /api/chat',
    expect: 'answer',
    run: async () => [
      await postJson('/api/chat', { message: 'Which is greater: pi or ones(100000000)?', provider: 'local' }),
    ],
  },
  {
    name: 'four `Integrate sec(x)^41 dx` at once (streamed solve)',
    expect: 'answer',
    run: () => Promise.all([41, 41, 41, 41].map((n) => streamSolve(`Integrate sec(x)^${n} dx`))),
  },
  {
    name: '3,000 formulas to POST /api/generate-pdf',
    expect: 'refusal',
    run: async () => [await postJson('/api/generate-pdf', { content: formulas(3000) })],
  },
  {
    name: '490 KB of formulas to POST /api/print-view',
    expect: 'refusal',
    run: async () => [await postJson('/api/print-view', { content: formulas(9000).slice(0, 490_000) })],
  },
  {
    name: 'a .docx that inflates to 150 MiB, three at once',
    expect: 'refusal',
    run: () => {
      const bomb = makeZipBombDocx(150 * 1024 * 1024);
      return Promise.all([0, 1, 2].map(() => upload('bomb.docx', bomb)));
    },
  },
  {
    name: 'a 270-byte PDF with a 4000-pt page',
    expect: 'refusal',
    run: async () => [await upload('page.pdf', hugePagePdf)],
  },
  {
    name: 'checkout with `true` and `[10]` as the amount',
    expect: 'refusal',
    run: async () => {
      const res = await fetch(`${base}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `buyer${Date.now()}`, password: 'long enough' }),
      });
      const cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      return [
        await postJson('/api/create-checkout-session', { amount: true }, cookie),
        await postJson('/api/create-checkout-session', { amount: [10] }, cookie),
      ];
    },
  },
  {
    name: '`BOSS` registered while `boss` is in UNLIMITED_USERS',
    expect: 'refusal',
    run: async () => [await postJson('/api/register', { username: 'BOSS', password: 'squatter pw' })],
  },
  {
    name: 'a NUL in a username',
    expect: 'refusal',
    run: async () => [await postJson('/api/register', { username: 'ad\u0000a', password: 'long enough' })],
  },
  {
    name: '`\\href{javascript:…}` to POST /api/print-view',
    expect: 'answer',
    run: async () => {
      const outcome = await timed(
        () =>
          fetch(`${base}/api/print-view`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ content: '$\\href{javascript:alert(1)}{x}$ $\\style{color:red}{y}$' }),
          }),
        async (res) =>
          (await res.text()).match(/href="javascript|style="color/) ? 'LINK OR STYLE KEPT' : 'kept as TeX',
      );
      return [outcome];
    },
  },
  {
    name: 'five wrong passwords for a name, then its owner',
    expect: 'answer',
    run: async () => {
      const name = `owner${Date.now()}`;
      await postJson('/api/register', { username: name, password: 'the right one' });
      for (let i = 0; i < 5; i++) await postJson('/api/login', { username: name, password: `guess ${i}` });
      const started = performance.now();
      let last = await postJson('/api/login', { username: name, password: 'the right one' });
      // The owner is made to wait (a second, doubling per further failure), never locked out.
      while (last.status === 429) {
        await pause(1000);
        last = await postJson('/api/login', { username: name, password: 'the right one' });
      }
      return [{ ...last, ms: performance.now() - started, note: `${last.note.slice(0, 40)}… signed in after waiting` }];
    },
  },
  {
    name: 'a solvable problem to POST /api/chat, local, no tokens',
    expect: 'answer',
    run: async () => {
      const outcome = await timed(
        () =>
          fetch(`${base}/api/chat`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ message: 'Solve x**2 - 5*x + 6 = 0', provider: 'local' }),
          }),
        async (res) => {
          const body = (await res.json()) as { creditLimited: boolean; response: string };
          return body.creditLimited && !body.response.includes('Final answer')
            ? 'a free 30% of the solution, as for /api/process-text'
            : 'THE WHOLE SOLUTION';
        },
      );
      return [outcome];
    },
  },
  {
    name: 'POST /api/logout with an empty JSON body',
    expect: 'answer',
    run: async () => [await postJson('/api/logout', '')],
  },
];

// The server's resident memory (the worker threads are in the same process), sampled throughout.
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
let peakRss = 0;
let sampling = true;
const sampler = (async () => {
  while (sampling) {
    peakRss = Math.max(peakRss, rssOf(server.child.pid as number));
    await pause(100);
  }
})();

async function healthDuring<T>(work: Promise<T>): Promise<{ result: T; latencies: number[] }> {
  let done = false;
  const latencies: number[] = [];
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await pause(50);
    }
  })();
  const result = await work.finally(() => (done = true));
  await poll;
  return { result, latencies };
}

const rows: string[] = [];
const allHealth: number[] = [];
let missed = 0;
try {
  // Warm the workers and the detector, so the figures are of the attacks, not of first loads.
  await streamSolve('Solve 2x + 3 = 7');
  for (const attack of attacks) {
    const rssBefore = peakRss;
    const { result, latencies } = await healthDuring(attack.run());
    allHealth.push(...latencies);
    const slowest = Math.max(...result.map((r) => r.ms));
    const statuses = [...new Set(result.map((r) => r.status))].join('/');
    const ok =
      slowest < TARGET_MS &&
      (attack.expect === 'refusal'
        ? result.every((r) => r.status >= 400 && r.status < 600 && r.status !== 500)
        : result.every((r) => r.status === 200));
    if (!ok) missed++;
    rows.push(
      `| ${attack.name} | ${statuses} in ${Math.round(slowest)} ms | ${result[0]?.note.replace(/\|/g, '\\|').slice(0, 110)} | ` +
        `${latencies.length ? percentile(latencies, 0.99).toFixed(1) : '–'} ms | ${Math.round(Math.max(rssBefore, peakRss))} MB | ${ok ? 'met' : 'NOT met'} |`,
    );
  }
  const after = await streamSolve('Solve 2x + 3 = 7');
  const health = await fetch(`${base}/api/health`);
  const afterwards = after.status === 200 && health.status === 200;
  if (!afterwards) missed++;
  const p99 = percentile(allHealth, 0.99);
  if (p99 >= HEALTH_P99_MS || peakRss >= RSS_LIMIT_MB) missed++;
  console.log(
    `Attacks on the production build, ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ` +
      'anonymous sessions with no tokens:\n',
  );
  console.log('| attack | answer | what the attacker is told | /api/health p99 meanwhile | peak RSS so far | target |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log(
    `\n/api/health over all attacks: p99 ${p99.toFixed(1)} ms over ${allHealth.length} polls (target < ${HEALTH_P99_MS} ms: ` +
      `${p99 < HEALTH_P99_MS ? 'met' : 'NOT met'}); peak RSS ${Math.round(peakRss)} MB (target < ${RSS_LIMIT_MB} MB: ` +
      `${peakRss < RSS_LIMIT_MB ? 'met' : 'NOT met'}); afterwards a solve answers ${after.status} and health ${health.status} ` +
      `(${afterwards ? 'met' : 'NOT met'}).`,
  );
} finally {
  sampling = false;
  await sampler;
  await server.stop();
}
process.exit(missed ? 1 : 0);
