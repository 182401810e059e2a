import { type TokenPack, tokenPacks } from '@zhi/contract/lite';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { formatTokens } from '@/lib/format-tokens';
import { useBalance, usePaymentOptions } from '../api/account-queries';
import { usePopupPayment } from '../hooks/use-popup-payment';
import type { PaymentPhase } from '../lib/popup-payment';
import { PaypalPacks } from './paypal-packs';

interface PurchaseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  onSignInRequested: () => void;
}

const phaseText: Record<PaymentPhase, string> = {
  setup: 'Setting up the payment…',
  popup: 'Complete the payment in the new window.',
  polling: 'Waiting for the payment to be confirmed…',
};

function PackGrid({
  signedIn,
  busy,
  onBuy,
  onSignInRequested,
}: {
  signedIn: boolean;
  busy: boolean;
  onBuy: (pack: TokenPack) => void;
  onSignInRequested: () => void;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {tokenPacks.map((pack) => (
        <li
          key={pack.amount}
          className={cn(
            'flex flex-col gap-2 rounded-md border p-4',
            pack.popular && 'border-primary ring-1 ring-primary',
          )}
          data-testid={`pack-${pack.amount}`}
        >
          <div className="flex items-center justify-between">
            <span className="text-xl font-bold">${pack.amount.toLocaleString('en-US')}</span>
            {pack.popular ? <Badge>Most popular</Badge> : null}
          </div>
          <span className="text-sm text-muted-foreground">{pack.tokens.toLocaleString('en-US')} tokens</span>
          {signedIn ? (
            <Button size="sm" disabled={busy} onClick={() => onBuy(pack)}>
              Buy {formatTokens(pack.tokens)}
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={onSignInRequested}>
              Login Required
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

const demoNote = (
  <p className="mb-3 rounded-md bg-warning/15 p-2 text-xs">
    Demo payments: this server has no payment provider configured, so purchases are simulated and no money moves.
  </p>
);

/** The four packs, by card or by wallet; anonymous visitors are asked to sign in first. */
export function PurchaseDialog({ open, onOpenChange, signedIn, onSignInRequested }: PurchaseDialogProps) {
  const options = usePaymentOptions();
  const balance = useBalance();
  const payment = usePopupPayment();
  const grid = (
    <PackGrid
      signedIn={signedIn}
      busy={payment.busy}
      onBuy={(pack) => void payment.pay(pack.amount)}
      onSignInRequested={onSignInRequested}
    />
  );
  const card = options.data?.card ?? null;
  const wallet = options.data?.wallet ?? null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Purchase Tokens</DialogTitle>
          <DialogDescription>
            {balance.data ? `You have ${balance.data.tokenBalance.toLocaleString('en-US')} tokens. ` : ''}
            Tokens pay for AI work by the word; the offline engines cost least.
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="card">
          <TabsList className="w-full">
            <TabsTrigger value="card">Card</TabsTrigger>
            <TabsTrigger value="wallet">Wallet</TabsTrigger>
          </TabsList>
          <TabsContent value="card">
            {card === null ? (
              <p className="text-sm text-muted-foreground">Card payments are not available on this server.</p>
            ) : (
              <>
                {card === 'demo' ? demoNote : null}
                {grid}
              </>
            )}
          </TabsContent>
          <TabsContent value="wallet">
            {wallet === 'paypal' && options.data?.paypalSdkUrl && signedIn ? (
              <PaypalPacks packs={tokenPacks} sdkUrl={options.data.paypalSdkUrl} />
            ) : wallet === null || (wallet === 'paypal' && !options.data?.paypalSdkUrl) ? (
              <p className="text-sm text-muted-foreground">Wallet payments are not available on this server.</p>
            ) : (
              <>
                {wallet === 'demo' ? demoNote : null}
                {grid}
              </>
            )}
          </TabsContent>
        </Tabs>
        {payment.phase ? (
          <p role="status" className="text-sm font-medium" data-testid="payment-phase">
            {phaseText[payment.phase]}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
