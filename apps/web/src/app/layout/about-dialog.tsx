import { Info } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useHealth } from '@/lib/server-info';

/** What this installation is running on, read from the server rather than assumed. */
export function AboutDialog() {
  const health = useHealth();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="About this app">
          <Info aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>About ZHI</DialogTitle>
          <DialogDescription>
            Step-by-step homework help with checked math, and a humanizer that keeps your meaning. The built-in engines
            work offline; an AI provider makes the answers richer.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Server</dt>
          <dd>
            {health.isPending ? (
              'checking…'
            ) : health.isError ? (
              <Badge variant="danger">not reachable</Badge>
            ) : (
              <Badge variant="success">ready</Badge>
            )}
          </dd>
          <dt className="text-muted-foreground">Version</dt>
          <dd data-testid="about-version">{health.data?.version ?? '–'}</dd>
          <dt className="text-muted-foreground">Database</dt>
          <dd>{health.data ? (health.data.database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL') : '–'}</dd>
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
