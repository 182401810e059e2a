/** Published inside the app when a purchase completes, so features can re-run work that lacked tokens. */
export interface PaymentSuccess {
  tokens: number;
}

const target = new EventTarget();
const EVENT = 'payment-success';

export function publishPaymentSuccess(detail: PaymentSuccess): void {
  target.dispatchEvent(new CustomEvent<PaymentSuccess>(EVENT, { detail }));
}

/** Subscribes; returns the unsubscribe function (suits a React effect's cleanup). */
export function onPaymentSuccess(listener: (detail: PaymentSuccess) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<PaymentSuccess>).detail);
  target.addEventListener(EVENT, handler);
  return () => target.removeEventListener(EVENT, handler);
}
