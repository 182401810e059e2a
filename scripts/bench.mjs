// `npm run bench`: start-up time, throughput and latency of the production server, and the size of the page.
// Prints a Markdown table for docs/benchmarks.md and writes the raw figures to test-results/bench.json.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ensureBuilt } from './ensure-build.mjs';
import { root } from './build-state.mjs';
import { freePort, waitForHealth } from './server-process.mjs';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Empty DATA_DIRs inside the project, where the default ./data lives (same disk), never the user's own ./data.
const benchDataRoot = path.join(root, 'test-results');
mkdirSync(benchDataRoot, { recursive: true });

// Folders are deleted only at the end: deleting one (TRIM on this disk) and flushing its writes would otherwise
// land on the next start, which would then measure the benchmark's own leftovers, not a first start.
const usedDataDirs = [];
const quietDisk = async () => {
  execFileSync('sync');
  await new Promise((resolve) => setTimeout(resolve, 1000));
};

/** Starts a command on an empty DATA_DIR and measures the time until /api/health first answers 200. */
async function timedStart(command, args) {
  await quietDisk();
  const dataDir = mkdtempSync(path.join(benchDataRoot, 'bench-data-'));
  usedDataDirs.push(dataDir);
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForHealth(`http://127.0.0.1:${port}`, child, { intervalMs: 5 });
  const readyMs = performance.now() - started;
  return {
    readyMs,
    port,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts each command STARTS times, alternating between them so that all see the same machine conditions. */
async function measureStartups(commands) {
  const times = commands.map(() => []);
  for (let i = 0; i < STARTS; i++) {
    for (const [index, { command, args }] of commands.entries()) {
      const run = await timedStart(command, args);
      times[index].push(run.readyMs);
      await run.stop();
    }
  }
  return commands.map(({ label }, index) => {
    console.error(`  ${label}: ${times[index].map((t) => Math.round(t)).join(', ')} ms`);
    return { label, runsMs: times[index].map(Math.round), medianMs: Math.round(median(times[index])) };
  });
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Alternates the paths round by round so both see the same machine conditions; reports medians. */
async function measureThroughput(baseUrl, paths) {
  const samples = Object.fromEntries(paths.map((p) => [p, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const p of paths) {
      const result = await load(`${baseUrl}${p}`);
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${p}: ${result.non2xx} non-2xx answers, ${result.errors} errors during the load`);
      }
      samples[p].push({ rps: result.requests.average, p99: result.latency.p99 });
      console.error(
        `  ${p} round ${round + 1}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
  }
  return paths.map((p) => ({
    path: p,
    medianRps: Math.round(median(samples[p].map((s) => s.rps))),
    medianP99Ms: median(samples[p].map((s) => s.p99)),
  }));
}

/** The JavaScript the browser loads for `/` before any lazy chunk: entry scripts and their modulepreloads. */
function pageWeight() {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);
  const size = (files) =>
    files.reduce(
      (sum, file) => {
        const content = readFileSync(path.join(dist, file));
        return { raw: sum.raw + content.length, gzip: sum.gzip + gzipSync(content, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  return { scripts, js: size(scripts), css: size(css) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

ensureBuilt({ log: (line) => console.error(line) });
console.error(`Start-up (${STARTS} runs each, alternating, empty DATA_DIR each time, disk synced before each):`);
const startup = await measureStartups([
  { label: 'npm start', command: 'npm', args: ['start', '--silent'] },
  { label: 'node apps/server/dist/main.js', command: process.execPath, args: ['apps/server/dist/main.js'] },
]);

console.error(`Load (${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections, autocannon in this process):`);
const server = await timedStart(process.execPath, ['apps/server/dist/main.js']);
let throughput;
try {
  throughput = await measureThroughput(`http://127.0.0.1:${server.port}`, ['/api/health', '/']);
} finally {
  await server.stop();
}
for (const dir of usedDataDirs) rmSync(dir, { recursive: true, force: true });
const weight = pageWeight();

const report = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  startup,
  throughput,
  page: weight,
};
writeFileSync(path.join(root, 'test-results/bench.json'), `${JSON.stringify(report, null, 2)}\n`);

const mark = (ok) => (ok ? 'met' : 'NOT met');
const health = throughput.find((t) => t.path === '/api/health');
console.log(
  `Measured ${report.date.slice(0, 10)} on ${report.machine.cpus} × ${report.machine.model}, Node ${process.version}.\n`,
);
console.log('| measure | median | target | |');
console.log('|---|---|---|---|');
for (const s of startup) {
  console.log(
    `| first 200 from /api/health after \`${s.label}\`, empty DATA_DIR | ${s.medianMs} ms (runs: ${s.runsMs.join(', ')}) | ${s.label === 'npm start' ? '≤ 3000 ms' : '–'} | ${s.label === 'npm start' ? mark(s.medianMs <= 3000) : ''} |`,
  );
}
for (const t of throughput) {
  const target = t.path === '/api/health' ? '≥ 5,000 req/s' : '–';
  const verdict = t.path === '/api/health' ? mark(health.medianRps >= 5000) : '';
  console.log(`| \`GET ${t.path}\` throughput | ${t.medianRps.toLocaleString('en')} req/s | ${target} | ${verdict} |`);
  console.log(`| \`GET ${t.path}\` p99 latency (${CONNECTIONS} connections) | ${t.medianP99Ms} ms | – | |`);
}
console.log(
  `| JavaScript loaded for \`/\` (gzip -9) | ${kb(weight.js.gzip)} (${kb(weight.js.raw)} raw, ${weight.scripts.length} file(s)) | ≤ 200 KB | ${mark(weight.js.gzip <= 200 * 1024)} |`,
);
console.log(`| CSS loaded for \`/\` (gzip -9) | ${kb(weight.css.gzip)} (${kb(weight.css.raw)} raw) | – | |`);
