import { FileDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { PopupBlockedError, downloadExport, fileNameFor, openPrintView } from '@/lib/documents';

interface SolutionCardProps {
  /** The solution as Markdown with LaTeX; empty until one is made. */
  solution?: string;
  title?: string;
}

export function SolutionCard({ solution = '', title = 'Solution' }: SolutionCardProps) {
  const [busy, setBusy] = useState<'print' | 'pdf' | null>(null);
  const run = async (kind: 'print' | 'pdf') => {
    setBusy(kind);
    try {
      if (kind === 'print') await openPrintView(solution, title);
      else await downloadExport('/api/generate-pdf', { content: solution, title }, fileNameFor(title, 'pdf'));
    } catch (error) {
      if (error instanceof PopupBlockedError) {
        toast({ title: 'Popup blocked', description: 'Allow popups for this site to print.', variant: 'destructive' });
      } else {
        toast({
          title: kind === 'print' ? 'Print failed' : 'Download failed',
          description: errorMessage(error),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(null);
    }
  };
  const empty = !solution.trim();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle>Solution</CardTitle>
            <CardDescription>The step-by-step solution appears here, with its answer checked.</CardDescription>
          </div>
          <div className="flex gap-2" role="group" aria-label="Print or save the solution">
            <Button variant="outline" size="sm" disabled={empty || busy !== null} onClick={() => run('print')}>
              <Printer aria-hidden="true" />
              Print
            </Button>
            <Button variant="outline" size="sm" disabled={empty || busy !== null} onClick={() => run('pdf')}>
              <FileDown aria-hidden="true" />
              {busy === 'pdf' ? 'Preparing…' : 'PDF'}
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {empty ? (
          <div className="flex min-h-56 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
            No solution yet.
          </div>
        ) : (
          <pre className="min-h-56 rounded-md border p-3 text-sm whitespace-pre-wrap">{solution}</pre>
        )}
      </CardContent>
    </Card>
  );
}
