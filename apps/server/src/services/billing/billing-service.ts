import { createHmac } from 'node:crypto';
import type { ProviderId } from '@zhi/contract';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { accounts, anonymousGrants, ledgerEntries, reservations } from '../../db/schema';
import { type Tx, applyEntry } from './ledger';
import { quoteTokens, wordsForTokens } from './rates';

/**
 * Whose tokens: a signed-in user, an anonymous session (with its address, for the allowance cap), or a guest
 * (a visitor with nothing stored yet: what they would get is shown, nothing is written).
 */
export type UserOwner = { kind: 'user'; userId: string; unlimited: boolean };
export type SessionOwner = { kind: 'session'; sessionId: string; ip: string };
export type Owner = UserOwner | SessionOwner | { kind: 'guest'; ip: string };

interface AccountRef {
  id: string;
  balance: number;
}

/** Tokens held for work in progress. */
export interface TokenHold {
  /** Null when nothing was held: billing off, an unlimited account, or no work. */
  id: string | null;
  tokens: number;
}

export type ReserveResult =
  { ok: true; reservation: TokenHold } | { ok: false; reason: 'insufficient'; balance: number; required: number };

/** An AI call's hold: its input, and an answer of up to `maxAnswerWords` (at least `minAnswerWords`). */
export interface AnswerRequest {
  provider: ProviderId;
  inputWords: number;
  maxAnswerWords: number;
  minAnswerWords?: number;
  purpose: string;
}

export type AnswerReservation =
  | { ok: true; reservation: TokenHold; answerWords: number }
  | { ok: false; reason: 'insufficient'; balance: number; required: number };

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

/**
 * The network an address belongs to, for the allowance cap: an IPv4 address itself, an IPv6 address's /64
 * (one subscriber usually holds a whole /64 and could otherwise rotate through it).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...new Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The one way tokens move for AI features: quote, reserve before the call, settle or refund after. */
export function createBillingService(db: Database, config: BillingConfig, ipHashKey: string) {
  const unmetered = (owner: Owner) => !config.billing || (owner.kind === 'user' && owner.unlimited);
  const hashIp = (ip: string) => createHmac('sha256', ipHashKey).update(networkOf(ip)).digest('base64url');
  const allowancesOn = () => config.billing && config.anonymousAllowanceTokens > 0;

  /** Allowances granted to this network in the last day. */
  async function allowanceCount(ipHash: string, tx: Tx | Database = db): Promise<number> {
    const [row] = await tx
      .select({ granted: count() })
      .from(anonymousGrants)
      .where(and(eq(anonymousGrants.ipHash, ipHash), gt(anonymousGrants.createdAt, new Date(Date.now() - DAY_MS))));
    return row?.granted ?? 0;
  }

  /** Whether the cap admits one more allowance for this network; holds the network's lock until the transaction ends. */
  async function allowanceAvailable(tx: Tx, ipHash: string): Promise<boolean> {
    if (!allowancesOn()) return false;
    // Serialise grants per network so two sessions starting together cannot both take the last one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ipHash}))`);
    return (await allowanceCount(ipHash, tx)) < config.anonymousAllowancesPerIpPerDay;
  }

  const selectAccount = (tx: Tx | Database, owner: UserOwner | SessionOwner) =>
    tx
      .select({ id: accounts.id, balance: accounts.balance })
      .from(accounts)
      .where(owner.kind === 'user' ? eq(accounts.userId, owner.userId) : eq(accounts.sessionId, owner.sessionId));

  /**
   * The owner's account, created on first use. An anonymous session gets one only together with its one-time
   * allowance: when its network's allowances are used up it has no account (a zero balance) and nothing is
   * written, so cookie-less requests cannot fill the table.
   */
  function accountFor(owner: UserOwner): Promise<AccountRef>;
  function accountFor(owner: Owner): Promise<AccountRef | null>;
  async function accountFor(owner: Owner): Promise<AccountRef | null> {
    if (owner.kind === 'guest') return null;
    // Almost always the account exists: one read, no transaction.
    const [existing] = await selectAccount(db, owner);
    if (existing) return existing;
    return db.transaction(async (tx) => {
      if (owner.kind === 'user') {
        await tx.insert(accounts).values({ userId: owner.userId }).onConflictDoNothing({ target: accounts.userId });
      } else {
        const ipHash = hashIp(owner.ip);
        if (!(await allowanceAvailable(tx, ipHash))) return null;
        const [created] = await tx
          .insert(accounts)
          .values({ sessionId: owner.sessionId })
          .onConflictDoNothing({ target: accounts.sessionId })
          .returning({ id: accounts.id });
        if (created) {
          await tx.insert(anonymousGrants).values({ ipHash });
          await applyEntry(tx, {
            accountId: created.id,
            amount: config.anonymousAllowanceTokens,
            kind: 'allowance',
            reference: owner.sessionId,
          });
        }
      }
      const [account] = await selectAccount(tx, owner);
      return account ?? null;
    });
  }

  // An owner's account id never changes once created, so every process may remember it (bounded, oldest out).
  const knownAccountIds = new Map<string, string>();
  const ownerKey = (owner: UserOwner | SessionOwner) =>
    owner.kind === 'user' ? `u:${owner.userId}` : `s:${owner.sessionId}`;
  async function accountIdFor(owner: Owner): Promise<string | null> {
    if (owner.kind === 'guest') return null;
    const key = ownerKey(owner);
    const known = knownAccountIds.get(key);
    if (known) return known;
    const account = await accountFor(owner);
    if (!account) return null;
    if (knownAccountIds.size >= 10_000) knownAccountIds.delete(knownAccountIds.keys().next().value as string);
    knownAccountIds.set(key, account.id);
    return account.id;
  }

  /**
   * Holds tokens now: `most` when the balance has them, else the whole balance when it is at least `least`. The
   * caller settles or refunds the hold when the work is done. The debit, the reservation and the ledger entry are
   * one statement: atomic, one round trip, the account row locked only while it runs (under contention that is
   * what bounds throughput). `applyEntry` moves every other balance change.
   */
  async function reserveTokens(
    owner: Owner,
    least: number,
    what: { purpose: string; provider: string },
    most = least,
  ): Promise<
    { ok: true; reservation: TokenHold } | { ok: false; reason: 'insufficient'; balance: number; required: number }
  > {
    if (unmetered(owner) || most <= 0) return { ok: true, reservation: { id: null, tokens: 0 } };
    const accountId = await accountIdFor(owner);
    if (!accountId) return { ok: false, reason: 'insufficient', balance: 0, required: least };
    const result = await db.execute<{ id: string; amount: string | number }>(sql`
      with current as (
        select id, balance from ${accounts} where id = ${accountId} for update
      ), debited as (
        update ${accounts} a set balance = a.balance - least(current.balance, ${most}), updated_at = now()
        from current
        where a.id = current.id and current.balance >= ${Math.max(1, least)}
        returning a.balance, least(current.balance, ${most}) as held
      ), reserved as (
        insert into ${reservations} (account_id, amount, purpose, provider)
        select ${accountId}, debited.held, ${what.purpose}, ${what.provider} from debited
        returning id, amount
      ), entry as (
        insert into ${ledgerEntries} (account_id, amount, balance_after, kind, reference)
        select ${accountId}, -debited.held, debited.balance, 'reserve', reserved.id::text from debited, reserved
        returning id
      )
      select reserved.id, reserved.amount from reserved, entry`);
    const held = (result as unknown as { rows: { id: string; amount: string | number }[] }).rows[0];
    if (held) return { ok: true, reservation: { id: held.id, tokens: Number(held.amount) } };
    const [now] = await db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, accountId));
    return { ok: false, reason: 'insufficient', balance: now?.balance ?? 0, required: least };
  }

  /** Closes an open hold, charging `charge` of it (capped at what the database says was held), refunding the rest. */
  async function close(hold: TokenHold, charge: number): Promise<{ charged: number; refunded: number }> {
    if (!hold.id) return { charged: 0, refunded: 0 };
    const id = hold.id;
    const wanted = Math.max(0, Math.round(charge));
    return db.transaction(async (tx) => {
      const charged = sql`least(${wanted}::bigint, ${reservations.amount})`;
      const [closed] = await tx
        .update(reservations)
        .set({
          status: sql`case when ${charged} > 0 then 'settled' else 'refunded' end`,
          charged,
          closedAt: new Date(),
        })
        .where(and(eq(reservations.id, id), eq(reservations.status, 'open')))
        .returning({ accountId: reservations.accountId, amount: reservations.amount, charged: reservations.charged });
      // Already closed (a retry, or the sweeper): nothing moves twice.
      if (!closed) return { charged: 0, refunded: 0 };
      const paid = closed.charged ?? 0;
      const refunded = closed.amount - paid;
      if (refunded > 0) {
        await applyEntry(tx, { accountId: closed.accountId, amount: refunded, kind: 'refund', reference: id });
      }
      return { charged: paid, refunded };
    });
  }

  return {
    quote: (provider: ProviderId, words: number) => quoteTokens(provider, words, config),

    async balance(owner: Owner): Promise<Balance> {
      const unlimited = owner.kind === 'user' && owner.unlimited;
      const base = { unlimited, billing: config.billing, authenticated: owner.kind === 'user' };
      if (unmetered(owner)) return { ...base, tokenBalance: 0, allowanceNote: null };
      if (owner.kind === 'guest') {
        // What a new visitor would be given, read without writing (the grant happens when something is kept).
        const left = allowancesOn() && (await allowanceCount(hashIp(owner.ip))) < config.anonymousAllowancesPerIpPerDay;
        return {
          ...base,
          tokenBalance: left ? config.anonymousAllowanceTokens : 0,
          allowanceNote: allowancesOn() && !left ? ALLOWANCE_USED_UP_NOTE : null,
        };
      }
      const account = await accountFor(owner);
      const noAllowance = !account && owner.kind === 'session' && allowancesOn();
      return {
        ...base,
        tokenBalance: account?.balance ?? 0,
        allowanceNote: noAllowance ? ALLOWANCE_USED_UP_NOTE : null,
      };
    },

    reserveTokens,

    /** Reserves what `words` cost with `provider`, or reports 'insufficient' with the balance and the need. */
    reserve(owner: Owner, request: { provider: ProviderId; words: number; purpose: string }): Promise<ReserveResult> {
      const tokens = quoteTokens(request.provider, request.words, config);
      return reserveTokens(owner, tokens, { purpose: request.purpose, provider: request.provider });
    },

    /**
     * Holds what the input and the longest answer allowed cost (docs/pricing.md). With fewer tokens it holds the
     * balance, when that still pays for the input and `minAnswerWords`, and says how long the answer may be then.
     */
    async reserveForAnswer(owner: Owner, request: AnswerRequest): Promise<AnswerReservation> {
      const { provider, inputWords, maxAnswerWords, purpose } = request;
      const minAnswerWords = Math.min(request.minAnswerWords ?? maxAnswerWords, maxAnswerWords);
      const least = quoteTokens(provider, inputWords + minAnswerWords, config);
      const most = quoteTokens(provider, inputWords + maxAnswerWords, config);
      const reserved = await reserveTokens(owner, least, { purpose, provider }, most);
      if (!reserved.ok) return reserved;
      const { reservation } = reserved;
      if (!reservation.id) return { ok: true, reservation, answerWords: maxAnswerWords };
      const affordable = wordsForTokens(provider, reservation.tokens, config) - inputWords;
      return { ok: true, reservation, answerWords: Math.max(minAnswerWords, Math.min(maxAnswerWords, affordable)) };
    },

    /** Charges what the finished work cost (never more than was held) and refunds the unused part. */
    settle(hold: TokenHold, usage: { provider: ProviderId; words: number }) {
      return close(hold, quoteTokens(usage.provider, usage.words, config));
    },

    settleTokens: close,

    /** Gives everything back: the provider failed, or nothing was delivered. */
    refund(hold: TokenHold) {
      return close(hold, 0);
    },

    /** Refunds holds left open by a process that died mid-call. */
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
