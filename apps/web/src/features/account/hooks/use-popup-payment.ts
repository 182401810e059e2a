import { useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { formatTokens } from '@/lib/format-tokens';
import { publishPaymentSuccess } from '@/lib/payment-events';
import { paymentApi, useRefreshAccount } from '../api/account-queries';
import {
  PAYMENT_POPUP_FEATURES,
  PAYMENT_POPUP_NAME,
  type PaymentOutcome,
  type PaymentPhase,
  type PaymentResult,
  runPopupPayment,
} from '../lib/popup-payment';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The user-facing messages for each way a purchase can end. */
function announce(result: PaymentResult) {
  const messages: Record<Exclude<PaymentOutcome, 'completed'>, [string, string]> = {
    failed: [
      'Payment failed',
      result.detail ? `The payment did not go through (${result.detail}).` : 'The payment did not go through.',
    ],
    timeout: [
      'Payment processing timeout',
      'No confirmation arrived within 3 minutes. If you paid, your tokens appear once it is confirmed.',
    ],
    cancelled: ['Payment cancelled', 'The payment window was closed'],
    blocked: ['Popup blocked', 'Please allow popups for this site and try again'],
    'setup-failed': ['Payment setup failed', result.detail ?? 'The payment could not be started.'],
  };
  if (result.outcome === 'completed') {
    toast({
      title: 'Payment successful',
      description: `${formatTokens(result.tokens)} tokens were added to your balance.`,
    });
    return;
  }
  const [title, description] = messages[result.outcome];
  toast({ title, description, variant: result.outcome === 'cancelled' ? 'default' : 'destructive' });
}

/** Runs a purchase in an 800×600 popup and reports its phase while it runs. */
export function usePopupPayment() {
  const refresh = useRefreshAccount();
  const [phase, setPhase] = useState<PaymentPhase | null>(null);

  async function pay(amount: number): Promise<PaymentResult> {
    const result = await runPopupPayment({
      openPopup: () => window.open('', PAYMENT_POPUP_NAME, PAYMENT_POPUP_FEATURES),
      createCheckout: () =>
        paymentApi.createCheckout(amount).catch((error: unknown) => {
          throw new Error(errorMessage(error));
        }),
      checkStatus: paymentApi.status,
      onPhase: setPhase,
      sleep,
      now: () => Date.now(),
    });
    setPhase(null);
    announce(result);
    if (result.outcome === 'completed') {
      await refresh();
      publishPaymentSuccess({ tokens: result.tokens });
    }
    return result;
  }

  return { pay, phase, busy: phase !== null };
}
