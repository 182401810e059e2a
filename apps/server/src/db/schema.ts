import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // As typed, in Unicode NFKC.
    username: text('username').notNull(),
    // What makes it unique: case folded, look-alike letters of other alphabets read as Latin (username-key.ts).
    usernameKey: text('username_key').notNull(),
    passwordHash: text('password_hash'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_username_key_idx').on(t.usernameKey)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Only a hash of the cookie token is stored, so a database leak does not hand out live sessions.
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Owned by a user, or by an anonymous session until its visitor signs in.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    fileName: text('file_name'),
    inputText: text('input_text').notNull().default(''),
    extractedText: text('extracted_text'),
    title: text('title'),
    // The latest solution shown for it, the provider that wrote it, and its check by the math engine.
    solution: text('solution'),
    provider: text('provider'),
    verification: jsonb('verification'),
    ...timestamps,
  },
  (t) => [
    check('assignments_owner_check', sql`${t.userId} is not null or ${t.sessionId} is not null`),
    index('assignments_user_idx').on(t.userId, t.updatedAt),
    index('assignments_session_idx').on(t.sessionId, t.updatedAt),
  ],
);

// Token balances: one account per user, or per anonymous session. Accounts outlive their owners (set null),
// because the ledger that explains their balance is kept for good.
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('accounts_balance_not_negative', sql`${t.balance} >= 0`),
    uniqueIndex('accounts_user_idx').on(t.userId),
    uniqueIndex('accounts_session_idx').on(t.sessionId),
  ],
);

export const ledgerKinds = ['allowance', 'purchase', 'reserve', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

// Every change of a balance, append-only (a trigger refuses updates and deletes). The balance changes in the
// same transaction as its entry; balance_after lets anyone audit the chain.
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    // What the entry is for: a payment id, a reservation id, a session id.
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_amount_not_zero', sql`${t.amount} <> 0`),
    check('ledger_balance_after_not_negative', sql`${t.balanceAfter} >= 0`),
    index('ledger_account_idx').on(t.accountId, t.id),
    // A payment credits once and an allowance is granted once, whatever replays or races happen.
    uniqueIndex('ledger_one_credit_idx')
      .on(t.kind, t.reference)
      .where(sql`${t.kind} in ('purchase', 'allowance')`),
  ],
);

export const reservationStatuses = ['open', 'settled', 'refunded'] as const;

// Tokens held for an AI call in progress: debited at once, settled (unused part refunded) or refunded after.
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    charged: bigint('charged', { mode: 'number' }),
    status: text('status', { enum: reservationStatuses }).notNull().default('open'),
    purpose: text('purpose').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('reservations_amount_positive', sql`${t.amount} > 0`),
    index('reservations_open_idx').on(t.status, t.createdAt),
  ],
);

export const paymentProviders = ['stripe', 'paypal', 'demo'] as const;
export const paymentStatuses = ['pending', 'completed', 'failed', 'cancelled'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    // The provider's own id: a Stripe Checkout Session, a PayPal order.
    providerRef: text('provider_ref'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    tokens: bigint('tokens', { mode: 'number' }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    detail: text('detail'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    index('payments_user_idx').on(t.userId),
  ],
);

// Failed logins, counted per username and per address over a window; the database makes the limit hold across processes.
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    usernameKey: text('username_key').notNull(),
    ip: text('ip').notNull(),
    // The browser the owner signed in from before (its device cookie), when the attempt came with one.
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.usernameKey, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
    index('login_failures_device_idx').on(t.device, t.createdAt),
  ],
);

// One row per free anonymous allowance handed out, to cap them per network address per day. The address is
// stored only as a keyed hash.
export const anonymousGrants = pgTable(
  'anonymous_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('anonymous_grants_ip_idx').on(t.ipHash, t.createdAt)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Assignment = typeof assignments.$inferSelect;
export type Account = typeof accounts.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Reservation = typeof reservations.$inferSelect;
