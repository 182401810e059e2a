import { UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useSession } from '@/lib/session';

/** Who the visitor is. Accounts and balances come with the accounts work; for now every visitor is a guest. */
export function AccountCard() {
  const session = useSession();
  const status = session.isPending ? 'Connecting…' : session.isError ? 'Offline' : 'Guest';
  return (
    <div
      className="flex items-center gap-2 rounded-md border bg-card px-3 py-1.5 text-sm"
      data-testid="account-card"
      aria-live="polite"
    >
      <UserRound className="size-4 text-muted-foreground" aria-hidden />
      <span className="font-medium">{status}</span>
      {session.isError ? <Badge variant="danger">No connection</Badge> : null}
    </div>
  );
}
