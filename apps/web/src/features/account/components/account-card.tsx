import { LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { errorMessage } from '@/lib/api';
import { useBalance, useMe, useSignOut } from '../api/account-queries';
import { AuthDialog } from './auth-dialog';
import { BalanceBadge } from './balance-badge';
import { PurchaseDialog } from './purchase-dialog';

/** Who the visitor is and what they hold: loading, anonymous, or signed in. */
export function AccountCard() {
  const me = useMe();
  const balance = useBalance();
  const signOut = useSignOut();
  const [authOpen, setAuthOpen] = useState(false);
  const [purchaseOpen, setPurchaseOpen] = useState(false);

  if (me.isPending || balance.isPending) {
    return (
      <div className="flex h-10 items-center gap-2 rounded-md border bg-card px-3 text-sm" data-testid="account-card">
        <UserRound className="size-4 animate-pulse text-muted-foreground" aria-hidden />
        <span className="text-muted-foreground">Loading account…</span>
      </div>
    );
  }
  const user = me.data ?? null;
  const metered = balance.data?.billing ?? true;
  return (
    <div className="flex items-center gap-2 rounded-md border bg-card px-3 py-1 text-sm" data-testid="account-card">
      <UserRound className="size-4 text-muted-foreground" aria-hidden />
      <span className="max-w-40 truncate font-medium" data-testid="account-name">
        {user ? user.username : 'Guest'}
      </span>
      {balance.data && metered ? (
        <BalanceBadge tokens={balance.data.tokenBalance} unlimited={balance.data.unlimited} />
      ) : null}
      {balance.data?.allowanceNote ? (
        <Tooltip>
          <TooltipTrigger className="text-xs text-muted-foreground underline decoration-dotted">why 0?</TooltipTrigger>
          <TooltipContent>{balance.data.allowanceNote}</TooltipContent>
        </Tooltip>
      ) : null}
      {metered && !balance.data?.unlimited ? (
        <Button size="sm" variant="outline" onClick={() => setPurchaseOpen(true)}>
          Buy Tokens
        </Button>
      ) : null}
      {user ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => toast({ title: 'Signed out' }),
              onError: (error) =>
                toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' }),
            })
          }
        >
          <LogOut aria-hidden />
          Logout
        </Button>
      ) : (
        <Button size="sm" onClick={() => setAuthOpen(true)}>
          Get Full Access
        </Button>
      )}
      <AuthDialog open={authOpen} onOpenChange={setAuthOpen} />
      <PurchaseDialog
        open={purchaseOpen}
        onOpenChange={setPurchaseOpen}
        signedIn={Boolean(user)}
        onSignInRequested={() => {
          setPurchaseOpen(false);
          setAuthOpen(true);
        }}
      />
    </div>
  );
}
