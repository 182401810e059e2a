import { createHmac } from 'node:crypto';
import type { ProviderId } from '@zhi/contract';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { accounts, anonymousGrants, ledgerEntries, reservations } from '../../db/schema';
import { type Tx, applyEntry } from './ledger';
import { quoteTokens } from './rates';

/** Whose tokens: a signed-in user, or an anonymous session (with its address, for the allowance cap). */
export type Owner =
  { kind: 'user'; userId: string; unlimited: boolean } | { kind: 'session'; sessionId: string; ip: string };

export interface Reservation {
  /** Null when nothing was held: billing off, an unlimited account, or no work. */
  id: string | null;
  tokens: number;
}

export type ReserveResult =
  { ok: true; reservation: Reservation } | { ok: false; reason: 'insufficient'; balance: number; required: number };

export interface Balance {
  tokenBalance: number;
  unlimited: boolean;
  billing: boolean;
  authenticated: boolean;
  allowanceNote: string | null;
}

export const ALLOWANCE_USED_UP_NOTE =
  'The free allowance for new visitors from this network is used up for today. Sign in or buy tokens to continue.';
const DAY_MS = 24 * 60 * 60 * 1000;

export type BillingConfig = Pick<
  Config,
  'billing' | 'anonymousAllowanceTokens' | 'anonymousAllowancesPerIpPerDay' | 'wordsPerDollar'
>;

/** The one way tokens move for AI features: quote, reserve before the call, settle or refund after. */
export function createBillingService(db: Database, config: BillingConfig, ipHashKey: string) {
  const unmetered = (owner: Owner) => !config.billing || (owner.kind === 'user' && owner.unlimited);
  const hashIp = (ip: string) => createHmac('sha256', ipHashKey).update(ip).digest('base64url');

  /** A new anonymous account gets the one-time allowance, unless its network has had its share today. */
  async function grantAllowance(tx: Tx, accountId: string, sessionId: string, ip: string): Promise<void> {
    if (!config.billing || config.anonymousAllowanceTokens <= 0) return;
    const ipHash = hashIp(ip);
    // Serialise grants per address so two sessions starting together cannot both take the last one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ipHash}))`);
    const [row] = await tx
      .select({ granted: count() })
      .from(anonymousGrants)
      .where(and(eq(anonymousGrants.ipHash, ipHash), gt(anonymousGrants.createdAt, new Date(Date.now() - DAY_MS))));
    if ((row?.granted ?? 0) >= config.anonymousAllowancesPerIpPerDay) return;
    await tx.insert(anonymousGrants).values({ ipHash });
    await applyEntry(tx, {
      accountId,
      amount: config.anonymousAllowanceTokens,
      kind: 'allowance',
      reference: sessionId,
    });
  }

  // An owner's account id never changes once created, so every process may remember it (bounded, oldest out).
  const knownAccountIds = new Map<string, string>();
  const ownerKey = (owner: Owner) => (owner.kind === 'user' ? `u:${owner.userId}` : `s:${owner.sessionId}`);
  async function accountIdFor(owner: Owner): Promise<string> {
    const key = ownerKey(owner);
    const known = knownAccountIds.get(key);
    if (known) return known;
    const { id } = await accountFor(owner);
    if (knownAccountIds.size >= 10_000) knownAccountIds.delete(knownAccountIds.keys().next().value as string);
    knownAccountIds.set(key, id);
    return id;
  }

  /** The owner's account, created on first use (with the allowance for an anonymous session). */
  async function accountFor(owner: Owner): Promise<{ id: string; balance: number }> {
    // Almost always the account exists: one read, no transaction.
    const [existing] = await db
      .select({ id: accounts.id, balance: accounts.balance })
      .from(accounts)
      .where(owner.kind === 'user' ? eq(accounts.userId, owner.userId) : eq(accounts.sessionId, owner.sessionId));
    if (existing) return existing;
    return db.transaction(async (tx) => {
      if (owner.kind === 'user') {
        await tx.insert(accounts).values({ userId: owner.userId }).onConflictDoNothing({ target: accounts.userId });
        const [account] = await tx
          .select({ id: accounts.id, balance: accounts.balance })
          .from(accounts)
          .where(eq(accounts.userId, owner.userId));
        if (!account) throw new Error('account vanished');
        return account;
      }
      const [created] = await tx
        .insert(accounts)
        .values({ sessionId: owner.sessionId })
        .onConflictDoNothing({ target: accounts.sessionId })
        .returning({ id: accounts.id });
      if (created) await grantAllowance(tx, created.id, owner.sessionId, owner.ip);
      const [account] = await tx
        .select({ id: accounts.id, balance: accounts.balance })
        .from(accounts)
        .where(eq(accounts.sessionId, owner.sessionId));
      if (!account) throw new Error('account vanished');
      return account;
    });
  }

  async function allowanceNote(owner: Owner, accountId: string): Promise<string | null> {
    if (owner.kind !== 'session' || !config.billing || config.anonymousAllowanceTokens <= 0) return null;
    const [grant] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, 'allowance')));
    return grant ? null : ALLOWANCE_USED_UP_NOTE;
  }

  /**
   * Holds `tokens` now; the caller settles or refunds the reservation when the work is done. The debit, the
   * reservation and the ledger entry are one statement: atomic, one round trip, the account row locked only
   * while it runs (under contention that is what bounds throughput).
   */
  async function reserveTokens(owner: Owner, tokens: number, what: { purpose: string; provider: string }) {
    if (unmetered(owner) || tokens <= 0) return { ok: true, reservation: { id: null, tokens: 0 } } as const;
    const accountId = await accountIdFor(owner);
    const result = await db.execute<{ id: string }>(sql`
      with debited as (
        update ${accounts} set balance = balance - ${tokens}, updated_at = now()
        where id = ${accountId} and balance >= ${tokens}
        returning balance
      ), held as (
        insert into ${reservations} (account_id, amount, purpose, provider)
        select ${accountId}, ${tokens}, ${what.purpose}, ${what.provider} from debited
        returning id
      ), entry as (
        insert into ${ledgerEntries} (account_id, amount, balance_after, kind, reference)
        select ${accountId}, ${-tokens}, debited.balance, 'reserve', held.id::text from debited, held
        returning id
      )
      select held.id from held, entry`);
    const held = (result as unknown as { rows: { id: string }[] }).rows[0];
    if (held) return { ok: true as const, reservation: { id: held.id, tokens } };
    const [now] = await db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, accountId));
    return { ok: false as const, reason: 'insufficient' as const, balance: now?.balance ?? 0, required: tokens };
  }

  /** Closes an open reservation, charging `charge` of it (capped at what was held) and refunding the rest. */
  async function close(reservation: Reservation, charge: number): Promise<{ charged: number; refunded: number }> {
    if (!reservation.id) return { charged: 0, refunded: 0 };
    const id = reservation.id;
    return db.transaction(async (tx) => {
      const charged = Math.max(0, Math.min(charge, reservation.tokens));
      const [closed] = await tx
        .update(reservations)
        .set({ status: charged > 0 ? 'settled' : 'refunded', charged, closedAt: new Date() })
        .where(and(eq(reservations.id, id), eq(reservations.status, 'open')))
        .returning({ accountId: reservations.accountId, amount: reservations.amount });
      // Already closed (a retry, or the sweeper): nothing moves twice.
      if (!closed) return { charged: 0, refunded: 0 };
      const refunded = closed.amount - charged;
      if (refunded > 0)
        await applyEntry(tx, { accountId: closed.accountId, amount: refunded, kind: 'refund', reference: id });
      return { charged, refunded };
    });
  }

  return {
    quote: (provider: ProviderId, words: number) => quoteTokens(provider, words, config),

    async balance(owner: Owner): Promise<Balance> {
      const unlimited = owner.kind === 'user' && owner.unlimited;
      const base = { unlimited, billing: config.billing, authenticated: owner.kind === 'user' };
      if (unmetered(owner)) return { ...base, tokenBalance: 0, allowanceNote: null };
      const account = await accountFor(owner);
      return { ...base, tokenBalance: account.balance, allowanceNote: await allowanceNote(owner, account.id) };
    },

    reserveTokens,

    /** Reserves what `words` cost with `provider`, or reports 'insufficient' with the balance and the need. */
    reserve(owner: Owner, request: { provider: ProviderId; words: number; purpose: string }): Promise<ReserveResult> {
      const tokens = quoteTokens(request.provider, request.words, config);
      return reserveTokens(owner, tokens, { purpose: request.purpose, provider: request.provider });
    },

    /** Charges what the finished work cost (never more than was held) and refunds the unused part. */
    settle(reservation: Reservation, usage: { provider: ProviderId; words: number }) {
      return close(reservation, quoteTokens(usage.provider, usage.words, config));
    },

    settleTokens: close,

    /** Gives everything back: the provider failed, or nothing was delivered. */
    refund(reservation: Reservation) {
      return close(reservation, 0);
    },

    /** Refunds reservations left open by a process that died mid-call. */
    async refundStale(olderThanMs: number): Promise<number> {
      const stale = await db
        .select({ id: reservations.id, amount: reservations.amount })
        .from(reservations)
        .where(and(eq(reservations.status, 'open'), lt(reservations.createdAt, new Date(Date.now() - olderThanMs))));
      let refunded = 0;
      for (const row of stale) if ((await close({ id: row.id, tokens: row.amount }, 0)).refunded > 0) refunded++;
      return refunded;
    },

    accountFor,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
