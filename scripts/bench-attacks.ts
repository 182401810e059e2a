// `npm run bench:attacks`: replays the attacks of the hardening issue against the production build and measures
// what an attacker gets (status, time), /api/health latency while each runs, and the server's resident memory.
// Prints a Markdown table for docs/benchmarks.md; exits 1 when a target is missed. The attacks are in ./attacks.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { accountAttacks } from './attacks/accounts';
import { startFakeGptZero } from './attacks/fake-gptzero';
import { heavyWorkAttacks } from './attacks/heavy-work';
import { createClient } from './attacks/http-client';
import {
  type Attack,
  HEALTH_P99_MS,
  RSS_LIMIT_MB,
  type Row,
  formatRow,
  healthDuring,
  startRssSampler,
  verdict,
} from './attacks/measure';
import { moneyAttacks } from './attacks/money';
import { sessionAttacks } from './attacks/sessions';
import { shutdownAttack } from './attacks/shutdown';
import { percentile } from './bench-stats.mjs';
import { root } from './build-state.mjs';
import { ensureBuilt } from './ensure-build.mjs';
import { startBuiltServer } from './server-process.mjs';

ensureBuilt({ log: (line: string) => console.error(line) });
const gptzero = await startFakeGptZero();
// Our own DATA_DIR, kept past the server's stop: the session rows are counted in its database afterwards.
const dataDir = mkdtempSync(path.join(tmpdir(), 'zhi-bench-attacks-'));
const server = await startBuiltServer(root, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  // Every visitor of this run is a session with no tokens, as in the report.
  ANONYMOUS_ALLOWANCE_TOKENS: '0',
  UNLIMITED_USERS: 'boss',
  DEMO_PAYMENTS: 'on',
  // A configured second opinion, on a fake that counts the calls made on the operator's key.
  GPTZERO_API_KEY: 'bench-fake-key',
  GPTZERO_API_BASE: gptzero.baseUrl,
});
const client = createClient(server.baseUrl);
const rss = startRssSampler(server.child.pid as number);

// In this order: the thirty guesses leave the address throttled, so no sign-in without a device cookie follows.
const attacks: Attack[] = [
  ...heavyWorkAttacks(client),
  ...moneyAttacks(client, gptzero),
  ...accountAttacks(client),
  ...sessionAttacks(client),
  shutdownAttack(root, rss),
];

const rows: Row[] = [];
const allHealth: number[] = [];
let healthFailures = 0;
let summary: string;
let missed = 0;
try {
  // Warm the workers and the detector, so the figures are of the attacks, not of first loads.
  await client.streamSolve('Solve 2x + 3 = 7');
  for (const attack of attacks) {
    const rssBefore = rss.peak();
    const target = () => attack.healthBase?.() ?? server.baseUrl;
    // An attack that throws (a connection refused, say) is a row NOT met, not the end of the run.
    const work = attack
      .run()
      .catch((error: Error) => [{ status: 0, ms: 0, note: `THE ATTACK FAILED: ${error.message}` }]);
    const { result, latencies, failures } = await healthDuring(work, target);
    allHealth.push(...latencies);
    healthFailures += failures;
    rows.push({
      attack,
      outcomes: result,
      latencies,
      rssMb: Math.max(rssBefore, rss.peak()),
      met: verdict(attack, result),
    });
  }
  const after = await client.streamSolve('Solve 2x + 3 = 7');
  const health = await fetch(`${server.baseUrl}/api/health`);
  const afterwards = after.status === 200 && health.status === 200;
  if (!afterwards) missed++;
  const p99 = percentile(allHealth, 0.99);
  const peak = rss.peak();
  if (p99 >= HEALTH_P99_MS || peak >= RSS_LIMIT_MB) missed++;
  summary =
    `/api/health over all attacks: p99 ${p99.toFixed(1)} ms over ${allHealth.length} polls (target < ${HEALTH_P99_MS} ms: ` +
    `${p99 < HEALTH_P99_MS ? 'met' : 'NOT met'}; ${healthFailures} polls unanswered); peak RSS ${Math.round(peak)} MB ` +
    `(target < ${RSS_LIMIT_MB} MB: ${peak < RSS_LIMIT_MB ? 'met' : 'NOT met'}); afterwards a solve answers ` +
    `${after.status} and health ${health.status} (${afterwards ? 'met' : 'NOT met'}).`;
} finally {
  await rss.stop();
  await server.stop();
  await gptzero.close();
}
try {
  // What only the database can tell, read once the server has let go of it.
  for (const row of rows) {
    const settled = await row.attack.afterStop?.(dataDir);
    if (!settled) continue;
    row.met &&= settled.met;
    row.outcomes[0] = { status: row.outcomes[0]?.status ?? 0, ms: row.outcomes[0]?.ms ?? 0, note: settled.note };
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
missed += rows.filter((row) => !row.met).length;
console.log(
  `Attacks on the production build, ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ` +
    'anonymous sessions with no tokens:\n',
);
console.log('| attack | answer | what the attacker is told | /api/health p99 meanwhile | peak RSS so far | target |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(formatRow(row));
console.log(`\n${summary}`);
process.exit(missed ? 1 : 0);
