import type { PaymentStatus, TokenPack } from '@zhi/contract';
import { and, count, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Payment, type paymentProviders, payments } from '../../db/schema';
import type { BillingService } from '../billing/billing-service';
import { applyEntry } from '../billing/ledger';
import { HttpError } from '../../lib/http-errors';

/** Purchases one user may have open at once (started in the last day and not finished): a person needs one. */
export const MAX_PENDING_PAYMENTS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PaymentProvider = (typeof paymentProviders)[number];

/** What the API says about a payment: cancelled is a kind of failed, with the reason in `detail`. */
export function publicStatus(payment: Payment): { status: PaymentStatus; detail: string | null; tokens: number } {
  const status: PaymentStatus =
    payment.status === 'completed' ? 'completed' : payment.status === 'pending' ? 'pending' : 'failed';
  const detail = payment.status === 'cancelled' ? 'cancelled' : payment.detail;
  return { status, detail, tokens: payment.tokens };
}

/** Payments and the one path that turns a paid payment into tokens. */
export function createPaymentStore(db: Database, billing: BillingService) {
  return {
    async create(userId: string, provider: PaymentProvider, pack: TokenPack): Promise<Payment> {
      const [open] = await db
        .select({ n: count() })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.status, 'pending'),
            gt(payments.createdAt, new Date(Date.now() - DAY_MS)),
          ),
        );
      if ((open?.n ?? 0) >= MAX_PENDING_PAYMENTS) {
        throw new HttpError(
          429,
          `You have ${MAX_PENDING_PAYMENTS} purchases waiting to be finished. Finish or cancel one of them, or try again tomorrow.`,
        );
      }
      const [payment] = await db
        .insert(payments)
        .values({ userId, provider, amountCents: Math.round(pack.amount * 100), tokens: pack.tokens })
        .returning();
      if (!payment) throw new Error('payment insert returned no row');
      return payment;
    },

    async setProviderRef(id: string, providerRef: string): Promise<void> {
      await db.update(payments).set({ providerRef, updatedAt: new Date() }).where(eq(payments.id, id));
    },

    async find(id: string): Promise<Payment | undefined> {
      const [payment] = await db.select().from(payments).where(eq(payments.id, id));
      return payment;
    },

    /** A payment as its owner may see it; anyone else gets nothing (the route answers 404). */
    async findForUser(id: string, userId: string): Promise<Payment | undefined> {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.userId, userId)));
      return payment;
    },

    async findByProviderRef(provider: PaymentProvider, providerRef: string): Promise<Payment | undefined> {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
      return payment;
    },

    /**
     * Credits a paid payment's tokens exactly once: the pending→completed update admits one caller, and the
     * ledger's unique (purchase, payment id) entry would refuse a second even if it did not. A provider amount
     * that is not the pack's price fails the payment instead.
     */
    async complete(
      id: string,
      paid: { amountCents: number; currency: string },
    ): Promise<{ credited: boolean; payment: Payment }> {
      const current = await this.find(id);
      if (!current) throw new Error(`No payment ${id}`);
      if (current.status !== 'pending') return { credited: false, payment: current };
      if (paid.amountCents !== current.amountCents || paid.currency.toLowerCase() !== current.currency) {
        const failed = await this.fail(id, 'amount mismatch');
        return { credited: false, payment: failed ?? current };
      }
      if (!current.userId) {
        const failed = await this.fail(id, 'no account to credit');
        return { credited: false, payment: failed ?? current };
      }
      const account = await billing.accountFor({ kind: 'user', userId: current.userId, unlimited: false });
      return db.transaction(async (tx) => {
        const [completed] = await tx
          .update(payments)
          .set({ status: 'completed', updatedAt: new Date() })
          .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
          .returning();
        if (!completed) {
          const [now] = await tx.select().from(payments).where(eq(payments.id, id));
          return { credited: false, payment: now ?? current };
        }
        await applyEntry(tx, { accountId: account.id, amount: completed.tokens, kind: 'purchase', reference: id });
        return { credited: true, payment: completed };
      });
    },

    /** Pending payments the provider knows about, created between `from` and `to`, oldest first. */
    async listPending(from: Date, to: Date, limit = 100): Promise<Payment[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            isNotNull(payments.providerRef),
            gt(payments.createdAt, from),
            lt(payments.createdAt, to),
          ),
        )
        .orderBy(payments.createdAt)
        .limit(limit);
    },

    /** Marks a pending payment failed (or cancelled); a completed payment stays completed. */
    async fail(id: string, detail: string, status: 'failed' | 'cancelled' = 'failed'): Promise<Payment | undefined> {
      const [failed] = await db
        .update(payments)
        .set({ status, detail, updatedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning();
      return failed ?? (await this.find(id));
    },
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
