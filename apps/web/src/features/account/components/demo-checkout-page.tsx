import type { DemoPaymentResponse } from '@zhi/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { paymentApi } from '../api/account-queries';

/** The demo provider's checkout: says plainly it is a demo; Pay and Cancel go through the real crediting path. */
export function DemoCheckoutPage({ paymentId }: { paymentId: string }) {
  const payment = useQuery({ queryKey: ['/api/demo-payments', paymentId], queryFn: () => paymentApi.demo(paymentId) });
  const act = useMutation({
    mutationFn: (action: 'complete' | 'cancel') =>
      action === 'complete' ? paymentApi.demoComplete(paymentId) : paymentApi.demoCancel(paymentId),
  });
  const current: DemoPaymentResponse | undefined = act.data ?? payment.data;
  const finished = current && current.status !== 'pending';
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <Badge variant="warning" className="w-fit">
            Demo — no real payment
          </Badge>
          <CardTitle>Demo checkout</CardTitle>
          <CardDescription>
            This server has no payment provider configured. This page stands in for one so the whole purchase can be
            tried: no card is asked for and no money moves.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          {payment.isPending ? <p>Loading…</p> : null}
          {payment.isError ? <p className="text-destructive">{errorMessage(payment.error)}</p> : null}
          {current ? (
            <p className="text-lg font-semibold" data-testid="demo-pack">
              ${current.amount.toLocaleString('en-US')} for {current.tokens.toLocaleString('en-US')} tokens
            </p>
          ) : null}
          {finished ? (
            <p role="status" data-testid="demo-result">
              {current.status === 'completed'
                ? 'Payment complete. You can close this window.'
                : 'Payment cancelled. You can close this window.'}
            </p>
          ) : null}
          {act.isError ? <p className="text-destructive">{errorMessage(act.error)}</p> : null}
        </CardContent>
        {current && !finished ? (
          <CardFooter className="justify-end">
            <Button variant="outline" disabled={act.isPending} onClick={() => act.mutate('cancel')}>
              Cancel
            </Button>
            <Button disabled={act.isPending} onClick={() => act.mutate('complete')}>
              Pay ${current.amount.toLocaleString('en-US')} (demo)
            </Button>
          </CardFooter>
        ) : null}
      </Card>
    </main>
  );
}
