import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Where the card provider sends the buyer back; the window that opened this one confirms the payment. */
export function PaymentCompletePage({ cancelled }: { cancelled: boolean }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>{cancelled ? 'Payment cancelled' : 'Payment received'}</CardTitle>
          <CardDescription>
            {cancelled
              ? 'Nothing was charged. You can close this window.'
              : 'Your tokens appear in the app as soon as the payment is confirmed. You can close this window.'}
          </CardDescription>
        </CardHeader>
      </Card>
    </main>
  );
}
