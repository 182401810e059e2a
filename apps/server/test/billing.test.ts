import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, reservations, users } from '../src/db/schema';
import {
  ALLOWANCE_USED_UP_NOTE,
  type BillingConfig,
  type Owner,
  createBillingService,
} from '../src/services/billing/billing-service';
import { applyEntry } from '../src/services/billing/ledger';
import { backends, createTestDatabase, type TestDatabase } from './helpers/test-database';

const config: BillingConfig = {
  billing: true,
  anonymousAllowanceTokens: 1000,
  anonymousAllowancesPerIpPerDay: 2,
  wordsPerDollar: { azure: undefined, local: undefined, openaiCompatible: undefined },
};

describe.each(backends)('billing on %s', (backend) => {
  let database: TestDatabase;
  afterEach(() => database?.destroy());

  async function userWith(balance: number, unlimited = false): Promise<Owner> {
    const { db } = database.handle;
    const [user] = await db
      .insert(users)
      .values(((name) => ({ username: name, usernameKey: name }))(`u${Math.random()}`))
      .returning();
    const owner: Owner = { kind: 'user', userId: user!.id, unlimited };
    const billing = createBillingService(db, config, 'k');
    const account = await billing.accountFor(owner);
    if (balance > 0) {
      await db.transaction((tx) =>
        applyEntry(tx, { accountId: account.id, amount: balance, kind: 'adjustment', reference: 'test' }),
      );
    }
    return owner;
  }

  const ledgerSum = async (owner: Owner & { kind: 'user' }) => {
    const { db } = database.handle;
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(eq(accounts.userId, owner.userId));
    return Number(row!.total);
  };

  it('50 parallel debits of 1 against a balance of 10: exactly 10 succeed, the balance ends at 0', async () => {
    database = await createTestDatabase(backend);
    const billing = createBillingService(database.handle.db, config, 'k');
    const owner = await userWith(10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => billing.reserveTokens(owner, 1, { purpose: 'test', provider: 'local' })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok)).toHaveLength(40);
    expect((await billing.balance(owner)).tokenBalance).toBe(0);
    expect(await ledgerSum(owner as Owner & { kind: 'user' })).toBe(0);
  });

  it('reserves, then settles the real cost and refunds the rest; a second settle moves nothing', async () => {
    database = await createTestDatabase(backend);
    const billing = createBillingService(database.handle.db, config, 'k');
    const owner = await userWith(1000);
    const result = await billing.reserve(owner, { provider: 'openai', words: 10_000, purpose: 'solve' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 10,000 words at 28,834 words per $1 = $0.3468 = 693.6 → 694 tokens.
    expect(result.reservation.tokens).toBe(694);
    expect((await billing.balance(owner)).tokenBalance).toBe(306);
    const settled = await billing.settle(result.reservation, { provider: 'openai', words: 1000 });
    expect(settled).toEqual({ charged: 70, refunded: 624 });
    expect((await billing.balance(owner)).tokenBalance).toBe(930);
    expect(await billing.settle(result.reservation, { provider: 'openai', words: 1000 })).toEqual({
      charged: 0,
      refunded: 0,
    });
    expect(await billing.refund(result.reservation)).toEqual({ charged: 0, refunded: 0 });
    expect((await billing.balance(owner)).tokenBalance).toBe(930);
    expect(await ledgerSum(owner as Owner & { kind: 'user' })).toBe(930);
  });

  it('never charges more than was reserved', async () => {
    database = await createTestDatabase(backend);
    const billing = createBillingService(database.handle.db, config, 'k');
    const owner = await userWith(100);
    const result = await billing.reserveTokens(owner, 10, { purpose: 'x', provider: 'openai' });
    if (!result.ok) throw new Error('expected a reservation');
    expect(await billing.settleTokens(result.reservation, 50)).toEqual({ charged: 10, refunded: 0 });
    expect((await billing.balance(owner)).tokenBalance).toBe(90);
  });

  it('caps a charge by what the database says was held, whatever the caller claims', async () => {
    database = await createTestDatabase(backend);
    const billing = createBillingService(database.handle.db, config, 'k');
    const owner = await userWith(100);
    const result = await billing.reserveTokens(owner, 10, { purpose: 'x', provider: 'openai' });
    if (!result.ok) throw new Error('expected a reservation');
    const forged = { id: result.reservation.id, tokens: 1_000_000 };
    expect(await billing.settleTokens(forged, 50)).toEqual({ charged: 10, refunded: 0 });
    expect((await billing.balance(owner)).tokenBalance).toBe(90);
  });

  it('refunds everything on a provider failure', async () => {
    database = await createTestDatabase(backend);
    const billing = createBillingService(database.handle.db, config, 'k');
    const owner = await userWith(100);
    const result = await billing.reserveTokens(owner, 60, { purpose: 'x', provider: 'anthropic' });
    if (!result.ok) throw new Error('expected a reservation');
    expect(await billing.refund(result.reservation)).toEqual({ charged: 0, refunded: 60 });
    expect((await billing.balance(owner)).tokenBalance).toBe(100);
  });

  it("reports 'insufficient' with the balance and what was needed, holding nothing", async () => {
    database = await createTestDatabase(backend);
    const billing = createBillingService(database.handle.db, config, 'k');
    const owner = await userWith(5);
    expect(await billing.reserveTokens(owner, 8, { purpose: 'x', provider: 'local' })).toEqual({
      ok: false,
      reason: 'insufficient',
      balance: 5,
      required: 8,
    });
    expect((await billing.balance(owner)).tokenBalance).toBe(5);
    expect(await database.handle.db.select().from(reservations)).toHaveLength(0);
  });

  it('refunds reservations left open by a process that died', async () => {
    database = await createTestDatabase(backend);
    const billing = createBillingService(database.handle.db, config, 'k');
    const owner = await userWith(50);
    const result = await billing.reserveTokens(owner, 20, { purpose: 'x', provider: 'local' });
    if (!result.ok) throw new Error('expected a reservation');
    expect(await billing.refundStale(60_000)).toBe(0);
    await database.handle.db
      .update(reservations)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(reservations.id, result.reservation.id!));
    expect(await billing.refundStale(60_000)).toBe(1);
    expect((await billing.balance(owner)).tokenBalance).toBe(50);
  });

  it('meters nothing for unlimited accounts or with billing off', async () => {
    database = await createTestDatabase(backend);
    const unlimited = await userWith(0, true);
    const billing = createBillingService(database.handle.db, config, 'k');
    const held = await billing.reserve(unlimited, { provider: 'openai', words: 1_000_000, purpose: 'x' });
    expect(held).toEqual({ ok: true, reservation: { id: null, tokens: 0 } });
    expect((await billing.balance(unlimited)).unlimited).toBe(true);
    const off = createBillingService(database.handle.db, { ...config, billing: false }, 'k');
    const poor = await userWith(0);
    expect((await off.reserve(poor, { provider: 'openai', words: 1000, purpose: 'x' })).ok).toBe(true);
    expect(await off.balance(poor)).toMatchObject({ billing: false, tokenBalance: 0 });
  });

  it('gives each anonymous session its allowance once, capped per network per day', async () => {
    database = await createTestDatabase(backend);
    const { db } = database.handle;
    const billing = createBillingService(db, config, 'k');
    const { sessions } = await import('../src/db/schema');
    const newSession = async () =>
      (
        await db
          .insert(sessions)
          .values({ tokenHash: `h${Math.random()}`, expiresAt: new Date(Date.now() + 1e6) })
          .returning()
      )[0]!.id;
    const visitor = (sessionId: string, ip = '203.0.113.7'): Owner => ({ kind: 'session', sessionId, ip });

    const first = visitor(await newSession());
    expect(await billing.balance(first)).toMatchObject({
      tokenBalance: 1000,
      authenticated: false,
      allowanceNote: null,
    });
    // Asking again, even concurrently, grants nothing more.
    await Promise.all([billing.balance(first), billing.balance(first), billing.accountFor(first)]);
    expect((await billing.balance(first)).tokenBalance).toBe(1000);

    const second = visitor(await newSession());
    expect((await billing.balance(second)).tokenBalance).toBe(1000);
    const third = visitor(await newSession()) as Owner & { kind: 'session' };
    expect(await billing.balance(third)).toMatchObject({ tokenBalance: 0, allowanceNote: ALLOWANCE_USED_UP_NOTE });
    // Another network still gets one.
    expect((await billing.balance(visitor(await newSession(), '198.51.100.1'))).tokenBalance).toBe(1000);
    // A visitor turned away writes no account row.
    expect(await db.select().from(accounts).where(eq(accounts.sessionId, third.sessionId))).toHaveLength(0);
    // IPv6 addresses count by their /64 network.
    expect((await billing.balance(visitor(await newSession(), '2001:db8:1:2::a'))).tokenBalance).toBe(1000);
    expect((await billing.balance(visitor(await newSession(), '2001:db8:1:2:ffff::b'))).tokenBalance).toBe(1000);
    expect((await billing.balance(visitor(await newSession(), '2001:0db8:0001:0002:1::c'))).tokenBalance).toBe(0);
    expect((await billing.balance(visitor(await newSession(), '2001:db8:1:3::a'))).tokenBalance).toBe(1000);
  });

  it('keeps the ledger append-only', async () => {
    database = await createTestDatabase(backend);
    const owner = await userWith(10);
    const { db } = database.handle;
    expect(await ledgerSum(owner as Owner & { kind: 'user' })).toBe(10);
    await expect(db.update(ledgerEntries).set({ amount: 1_000_000 })).rejects.toThrow();
    await expect(db.delete(ledgerEntries)).rejects.toThrow();
    await expect(db.execute(sql`truncate ledger_entries cascade`)).rejects.toThrow();
    expect(await ledgerSum(owner as Owner & { kind: 'user' })).toBe(10);
  });

  it('refuses a balance below zero even to a direct update', async () => {
    database = await createTestDatabase(backend);
    await userWith(3);
    await expect(database.handle.db.update(accounts).set({ balance: -1 })).rejects.toThrow();
  });
});
