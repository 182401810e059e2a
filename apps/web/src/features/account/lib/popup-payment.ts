import type { PaymentStatus } from '@zhi/contract';

export const PAYMENT_POPUP_NAME = 'zhi-payment';
export const PAYMENT_POPUP_FEATURES = 'width=800,height=600';
export const FIRST_STATUS_CHECK_MS = 3000;
export const STATUS_CHECK_EVERY_MS = 2000;
export const GIVE_UP_AFTER_MS = 3 * 60 * 1000;

export type PaymentPhase = 'setup' | 'popup' | 'polling';
export type PaymentOutcome = 'completed' | 'failed' | 'timeout' | 'cancelled' | 'blocked' | 'setup-failed';

/** The part of a popup window the flow uses; tests hand in a fake. */
export interface PopupLike {
  readonly closed: boolean;
  close(): void;
  location: { href: string };
}

export interface PopupPaymentDeps {
  /** Opens the (empty) popup; must run inside the click that started the purchase, or browsers block it. */
  openPopup(): PopupLike | null;
  createCheckout(): Promise<{ url: string; sessionId: string }>;
  checkStatus(sessionId: string): Promise<{ status: PaymentStatus; detail: string | null; tokens: number }>;
  onPhase(phase: PaymentPhase): void;
  sleep(ms: number): Promise<void>;
  now(): number;
}

export interface PaymentResult {
  outcome: PaymentOutcome;
  tokens: number;
  /** The server's or provider's reason, when there is one. */
  detail: string | null;
}

/**
 * A purchase in a popup: setup → popup → polling, then completed, failed, timed out or cancelled (the window was
 * closed before the payment completed). The server decides; this only watches.
 */
export async function runPopupPayment(deps: PopupPaymentDeps): Promise<PaymentResult> {
  const popup = deps.openPopup();
  if (!popup) return { outcome: 'blocked', tokens: 0, detail: null };
  deps.onPhase('setup');
  let checkout: { url: string; sessionId: string };
  try {
    checkout = await deps.createCheckout();
  } catch (error) {
    popup.close();
    return { outcome: 'setup-failed', tokens: 0, detail: error instanceof Error ? error.message : String(error) };
  }
  popup.location.href = checkout.url;
  deps.onPhase('popup');
  const startedAt = deps.now();
  await deps.sleep(FIRST_STATUS_CHECK_MS);
  deps.onPhase('polling');
  for (;;) {
    // Read before asking the server, so a payment completed just before the window closed still counts.
    const closedBefore = popup.closed;
    let answer: Awaited<ReturnType<PopupPaymentDeps['checkStatus']>> | undefined;
    try {
      answer = await deps.checkStatus(checkout.sessionId);
    } catch {
      // A failed check is retried at the next tick; the deadline still applies.
    }
    if (answer?.status === 'completed' || answer?.status === 'failed') {
      if (!popup.closed) popup.close();
      return { outcome: answer.status, tokens: answer.tokens, detail: answer.detail };
    }
    if (closedBefore) return { outcome: 'cancelled', tokens: 0, detail: null };
    if (deps.now() - startedAt >= GIVE_UP_AFTER_MS) {
      return { outcome: 'timeout', tokens: 0, detail: null };
    }
    await deps.sleep(STATUS_CHECK_EVERY_MS);
  }
}
