import { expect, it, vi } from 'vitest';
import { onPaymentSuccess, publishPaymentSuccess } from './payment-events';

it('delivers the payment-success event to subscribers until they unsubscribe', () => {
  const listener = vi.fn();
  const unsubscribe = onPaymentSuccess(listener);
  publishPaymentSuccess({ tokens: 30_000 });
  unsubscribe();
  publishPaymentSuccess({ tokens: 2_000 });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(listener).toHaveBeenCalledWith({ tokens: 30_000 });
});
