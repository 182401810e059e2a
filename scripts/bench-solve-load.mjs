// `npm run bench:solve-load`: the offline engine under load, production build, BILLING=off.
// 1. Quiet: ordinary problems to POST /api/solve from 4 clients at once; solves per second.
// 2. Hard: 4 clients each solving a hard integral over and over, one client solving ordinary problems, and
//    GET /api/health every 50 ms; health latency (p50, p99, max) and the ordinary solves' latency meanwhile.
import { cpus } from 'node:os';
import { root } from './build-state.mjs';
import { ensureBuilt } from './ensure-build.mjs';
import { percentile, pause, summarise } from './bench-stats.mjs';
import { startBuiltServer } from './server-process.mjs';

const QUIET_SECONDS = Number(process.env.BENCH_QUIET_SECONDS ?? 10);
const HARD_SECONDS = Number(process.env.BENCH_HARD_SECONDS ?? 15);
const EASY = [
  'Solve x^2 - 5x + 6 = 0',
  'Differentiate x^3*sin(x)',
  'Factor x^2 - 9',
  'Calculate 3/4 + 5/6',
  'Integrate x*e^x dx',
  'Expand (x + 2)^3',
];
// Each takes the engine about its whole time limit on this machine.
const HARD = ['Integrate sec(x)^41 dx', 'Integrate sec(x)^43 dx', 'Integrate sec(x)^45 dx', 'Integrate sec(x)^47 dx'];

async function solveOnce(baseUrl, problem) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/solve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ problem }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/** Runs `work` in a closed loop until `until`; returns each result. */
async function loop(until, work) {
  const results = [];
  for (let i = 0; performance.now() < until; i++) results.push(await work(i));
  return results;
}

async function healthPolls(baseUrl, until) {
  const latencies = [];
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    await pause(50);
  }
  return latencies;
}

ensureBuilt({ log: (line) => console.error(line) });
const server = await startBuiltServer(root, { BILLING: 'off' });
try {
  for (const problem of [...EASY, HARD[0]]) await solveOnce(server.baseUrl, problem);

  const quietUntil = performance.now() + QUIET_SECONDS * 1000;
  const quiet = (
    await Promise.all([0, 1, 2, 3].map((c) => loop(quietUntil, (i) => solveOnce(server.baseUrl, EASY[(c + i) % 6]))))
  ).flat();
  const quietHealth = await healthPolls(server.baseUrl, performance.now() + 2000);

  const hardUntil = performance.now() + HARD_SECONDS * 1000;
  const [health, easy, ...hard] = await Promise.all([
    healthPolls(server.baseUrl, hardUntil),
    loop(hardUntil, (i) => solveOnce(server.baseUrl, EASY[i % 6])),
    ...HARD.map((problem) => loop(hardUntil, () => solveOnce(server.baseUrl, problem))),
  ]);
  const hardDone = hard.flat();
  const statuses = (list) => [...new Set(list.map((r) => r.status))].join('/');

  console.log(
    `Offline engine under load, production build, ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}`,
  );
  console.log('| measure | figure |');
  console.log('| --- | --- |');
  console.log(
    `| ordinary solves, 4 clients, ${QUIET_SECONDS} s | ${(quiet.length / QUIET_SECONDS).toFixed(1)} solves/s, p50 ${summarise(quiet.map((r) => r.ms)).p50} ms, p99 ${summarise(quiet.map((r) => r.ms)).p99} ms (HTTP ${statuses(quiet)}) |`,
  );
  console.log(`| /api/health, quiet | p99 ${percentile(quietHealth, 0.99).toFixed(1)} ms |`);
  const h = summarise(health);
  console.log(
    `| /api/health while 4 hard integrals are solved (${HARD_SECONDS} s, ${health.length} polls) | p50 ${h.p50} ms, p99 ${h.p99} ms, max ${h.max} ms |`,
  );
  const e = summarise(easy.map((r) => r.ms));
  console.log(
    `| ordinary solves meanwhile, 1 client | ${easy.length} done, p50 ${e.p50} ms, p99 ${e.p99} ms (HTTP ${statuses(easy)}) |`,
  );
  const d = summarise(hardDone.map((r) => r.ms));
  console.log(
    `| hard integrals meanwhile, 4 clients | ${hardDone.length} done, p50 ${d.p50} ms (HTTP ${statuses(hardDone)}) |`,
  );
} finally {
  await server.stop();
}
