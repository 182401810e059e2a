import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type LedgerKind, accounts, ledgerEntries } from '../../db/schema';

/** A transaction handle: what db.transaction gives its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export class InsufficientTokensError extends Error {
  constructor(
    readonly balance: number,
    readonly required: number,
  ) {
    super(`Insufficient tokens: ${required} needed, ${balance} available`);
    this.name = 'InsufficientTokensError';
  }
}

export interface Entry {
  accountId: string;
  /** Positive credits, negative debits. */
  amount: number;
  kind: LedgerKind;
  reference: string | null;
}

/**
 * Moves a balance and records why, in the caller's transaction. The update only matches while the balance stays
 * at or above zero, and its row lock makes concurrent debits take turns; the check constraint is the backstop.
 */
export async function applyEntry(tx: Tx, entry: Entry): Promise<number> {
  const [row] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${entry.amount}`, updatedAt: sql`now()` })
    .where(and(eq(accounts.id, entry.accountId), sql`${accounts.balance} + ${entry.amount} >= 0`))
    .returning({ balance: accounts.balance });
  if (!row) {
    const [account] = await tx
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.id, entry.accountId));
    if (!account) throw new Error(`No account ${entry.accountId}`);
    throw new InsufficientTokensError(account.balance, -entry.amount);
  }
  await tx.insert(ledgerEntries).values({ ...entry, balanceAfter: row.balance });
  return row.balance;
}
