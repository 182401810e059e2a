// `npm run bench:analyze`: requests per second of POST /api/humanize/analyze on 300-word texts, production build.
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './build-state.mjs';
import { ensureBuilt } from './ensure-build.mjs';
import { startBuiltServer } from './server-process.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WORDS = 300;

// Real writing, 300 words each (texts of the detector's evaluation data joined end to end); else one essay.
function texts() {
  const file = path.join(root, '..', 'shared', 'data', 'detect', 'mixset_pure.jsonl');
  const words = existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .flatMap((line) => JSON.parse(line).text.split(/\s+/))
    : 'We walked to the old mill by the river, and my brother kept stopping to skim stones.'.repeat(40).split(/\s+/);
  const out = [];
  for (let at = 0; at + WORDS <= words.length && out.length < 200; at += WORDS)
    out.push(words.slice(at, at + WORDS).join(' '));
  return out;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

ensureBuilt({ log: (line) => console.error(line) });
const bodies = texts();
const server = await startBuiltServer(root);
const url = `${server.baseUrl}/api/humanize/analyze`;
try {
  // The first analysis loads the weights; it is not part of the load.
  const first = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: bodies[0] }),
  });
  if (first.status !== 200) throw new Error(`warm-up answered ${first.status}`);
  const requests = bodies.map((text) => ({ body: JSON.stringify({ text }) }));
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    const result = await autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
    samples.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    console.error(
      `  round ${round + 1}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
  const rps = Math.round(median(samples.map((s) => s.rps)));
  console.log(
    `POST /api/humanize/analyze, ${bodies.length} distinct ${WORDS}-word texts, ${CONNECTIONS} connections, ` +
      `${ROUNDS} × ${SECONDS} s on ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}:\n` +
      `  median ${rps} req/s, p50 ${median(samples.map((s) => s.p50))} ms, p99 ${median(samples.map((s) => s.p99))} ms ` +
      `(target ≥ 500 req/s: ${rps >= 500 ? 'met' : 'NOT met'})`,
  );
} finally {
  await server.stop();
}
