import { type TokenPack } from '@zhi/contract/lite';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { formatTokens } from '@/lib/format-tokens';
import { publishPaymentSuccess } from '@/lib/payment-events';
import { paymentApi, useRefreshAccount } from '../api/account-queries';
import { type PaypalSdkInstance, loadPaypalSdk } from '../lib/paypal-sdk';

/** A capture whose answer was lost is safe to repeat: the server and PayPal return the first capture's result. */
async function captureWithRetry(orderId: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await paymentApi.paypalCapture(orderId);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000 * attempt));
    }
  }
}

/** Wallet purchases with PayPal's own buttons and window; the server creates and captures the order. */
export function PaypalPacks({ packs, sdkUrl }: { packs: readonly TokenPack[]; sdkUrl: string }) {
  const refresh = useRefreshAccount();
  const [sdk, setSdk] = useState<PaypalSdkInstance | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    Promise.all([loadPaypalSdk(sdkUrl), paymentApi.paypalSetup()])
      .then(([paypal, { clientToken }]) => paypal.createInstance({ clientToken, components: ['paypal-payments'] }))
      .then((instance) => !cancelled && setSdk(instance))
      .catch((error: unknown) => !cancelled && setProblem(errorMessage(error)));
    return () => {
      cancelled = true;
    };
  }, [sdkUrl]);

  async function buy(pack: TokenPack) {
    if (!sdk) return;
    const session = sdk.createPayPalOneTimePaymentSession({
      async onApprove({ orderId }) {
        let result;
        try {
          result = await captureWithRetry(orderId);
        } catch (error) {
          toast({ title: 'Payment not confirmed yet', description: errorMessage(error), variant: 'destructive' });
          return;
        }
        if (result.status === 'completed') {
          toast({ title: 'Payment successful', description: `${formatTokens(result.tokensAdded)} tokens were added.` });
          await refresh();
          publishPaymentSuccess({ tokens: result.tokensAdded });
        } else if (result.status === 'pending') {
          toast({
            title: 'Payment pending',
            description: 'PayPal is still processing the payment; the tokens are added as soon as it completes.',
          });
        } else {
          toast({
            title: 'Payment failed',
            description: 'PayPal did not complete the payment.',
            variant: 'destructive',
          });
        }
      },
      onCancel: () => toast({ title: 'Payment cancelled', description: 'The payment window was closed' }),
      onError: (error) => toast({ title: 'Payment failed', description: errorMessage(error), variant: 'destructive' }),
    });
    try {
      await session.start(
        { presentationMode: 'auto' },
        paymentApi.paypalOrder(pack.amount).then((order) => ({ orderId: order.id })),
      );
    } catch (error) {
      toast({ title: 'Payment setup failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  if (problem) return <p className="text-sm text-destructive">PayPal is not available right now: {problem}</p>;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {packs.map((pack) => (
        <Button key={pack.amount} variant="outline" disabled={!sdk} onClick={() => void buy(pack)}>
          ${pack.amount.toLocaleString('en-US')} · {formatTokens(pack.tokens)} tokens with PayPal
        </Button>
      ))}
    </div>
  );
}
