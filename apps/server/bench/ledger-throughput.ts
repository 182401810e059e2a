// `npm run bench:ledger`: debits per second under 100 concurrent clients, on PGlite and (when one answers)
// PostgreSQL, each run checked: final balance = start − successful debits = the ledger's sum.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { accounts, ledgerEntries, users } from '../src/db/schema';
import { type Owner, createBillingService } from '../src/services/billing/billing-service';
import { applyEntry } from '../src/services/billing/ledger';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const START_BALANCE = 10_000_000;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

async function round(handle: DatabaseHandle) {
  const { db } = handle;
  const billing = createBillingService(
    db,
    {
      billing: true,
      anonymousAllowanceTokens: 0,
      anonymousAllowancesPerIpPerDay: 0,
      wordsPerDollar: { azure: undefined, local: undefined, openaiCompatible: undefined },
    },
    'bench',
  );
  const [user] = await db
    .insert(users)
    .values(((name) => ({ username: name, usernameKey: name }))(`bench-${randomBytes(4).toString('hex')}`))
    .returning();
  if (!user) throw new Error('could not create the benchmark user');
  const owner: Owner = { kind: 'user', userId: user.id, unlimited: false };
  const account = await billing.accountFor(owner);
  await db.transaction((tx) =>
    applyEntry(tx, { accountId: account.id, amount: START_BALANCE, kind: 'adjustment', reference: 'bench' }),
  );

  let debits = 0;
  let refused = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const result = await billing.reserveTokens(owner, 1, { purpose: 'bench', provider: 'local' });
        if (result.ok) debits++;
        else refused++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  const [balanceRow] = await db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, account.id));
  const [sumRow] = await db
    .select({ total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account.id));
  const balance = balanceRow?.balance ?? Number.NaN;
  const ledgerSum = Number(sumRow?.total);
  const consistent = balance === START_BALANCE - debits && balance === ledgerSum;
  return { debitsPerSecond: debits / elapsed, debits, refused, balance, ledgerSum, consistent };
}

async function measure(label: string, open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>) {
  const { handle, cleanup } = await open();
  try {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      const result = await round(handle);
      console.error(
        `  ${label} round ${i + 1}: ${Math.round(result.debitsPerSecond)} debits/s, ${result.debits} debits, ` +
          `balance ${result.balance}, ledger sum ${result.ledgerSum}, ${result.consistent ? 'consistent' : 'INCONSISTENT'}`,
      );
      rounds.push(result);
    }
    return {
      label,
      medianDebitsPerSecond: Math.round(median(rounds.map((r) => r.debitsPerSecond))),
      consistent: rounds.every((r) => r.consistent),
      totalDebits: rounds.reduce((sum, r) => sum + r.debits, 0),
    };
  } finally {
    await cleanup();
  }
}

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const results = [];
console.error(
  `Ledger: ${CLIENTS} concurrent clients debiting 1 token each, ${SECONDS} s × ${ROUNDS} rounds per database.`,
);
results.push(
  await measure('PGlite (embedded)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'zhi-bench-ledger-'));
    const handle = await openDatabase({ dataDir });
    return { handle, cleanup: async () => (await handle.close(), await rm(dataDir, { recursive: true, force: true })) };
  }),
);
if (await postgresAvailable()) {
  results.push(
    await measure('PostgreSQL (pool of 10)', async () => {
      const name = `zhi_bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(path.join(tmpdir(), 'zhi-bench-ledger-'));
      const handle = await openDatabase({ databaseUrl: url.toString(), dataDir, poolSize: 10 });
      return {
        handle,
        cleanup: async () => {
          await handle.close();
          await admin.query(`drop database ${name} with (force)`);
          await admin.end();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    }),
  );
} else {
  console.error(`  PostgreSQL: none answered at ${new URL(ADMIN_URL).host}; measured PGlite only.`);
}

console.log(`| database | debits/s (median of ${ROUNDS}) | final balance = start − debits = ledger sum |`);
console.log('|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.medianDebitsPerSecond.toLocaleString('en-US')} | ${r.consistent ? 'yes, every round' : 'NO'} (${r.totalDebits.toLocaleString('en-US')} debits) |`,
  );
}
if (results.some((r) => !r.consistent)) process.exitCode = 1;
