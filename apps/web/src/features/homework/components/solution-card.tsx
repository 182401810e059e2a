import type { ProviderId, StreamMetadata } from '@zhi/contract';
import { Copy, FileDown, Printer, Send, Trash } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { downloadExport, fileNameFor } from '@/lib/documents';
import { sendToHumanizer } from '@/lib/humanizer-handoff';
import type { HomeworkState } from '../hooks/use-homework';
import { GraphFigure } from './graph-figure';
import { MathView } from './lazy-math';
import { RefineDialog } from './refine-dialog';
import { partsProgress } from '../lib/parts-progress';
import { PopupBlockedError, openPrintPage } from '../lib/print-job';
import { VerificationBadge } from './verification-badge';

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

const NOTICES = {
  incomplete: 'Incomplete Solution: the connection ended before the solution did. The part that arrived is shown.',
  partial: 'Partial solution: the provider stopped part-way. The part that arrived is shown and kept.',
  cancelled: 'Stream cancelled: the part that arrived is shown and kept.',
  credits:
    'Unlock the full solution: buy tokens (or register) in the account card above. Once the payment goes through, the problem is solved again by itself.',
};

/** The solution: toolbar, the problem echoed, Math View and Edit View, the check, the graphs. */
export function SolutionCard({ homework, provider }: { homework: HomeworkState; provider: ProviderId }) {
  const [busy, setBusy] = useState<'print' | 'pdf' | null>(null);
  const { solution, meta } = homework;
  const empty = !solution.trim();
  const progress = partsProgress(solution);
  const title = homework.problem.trim().split('\n')[0]?.slice(0, 80) || 'Solution';
  const exportAs = async (kind: 'print' | 'pdf') => {
    if (empty) return toast({ title: 'Content not ready', description: 'Solve a problem first.' });
    setBusy(kind);
    const content = `**Problem.** ${homework.problem}\n\n${solution}`;
    try {
      if (kind === 'print') {
        const graphs = (meta?.graphData ?? []).map((graph, i) => ({ graph, image: meta?.graphImages[i] || undefined }));
        openPrintPage({ title, problem: homework.problem, solution, graphs });
      } else await downloadExport('/api/generate-pdf', { content, title }, fileNameFor(title, 'pdf'));
    } catch (error) {
      if (error instanceof PopupBlockedError) {
        toast({ title: 'Popup blocked', description: 'Allow popups for this site to print.', variant: 'destructive' });
      } else {
        toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' });
      }
    } finally {
      setBusy(null);
    }
  };
  const copy = async () => {
    if (empty) return toast({ title: 'Content not ready', description: 'Solve a problem first.' });
    await navigator.clipboard.writeText(solution);
    toast({ title: 'Copied', description: 'The solution is on the clipboard.' });
  };
  return (
    <Card data-testid="solution">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle>Solution</CardTitle>
            <CardDescription>Step by step, with its answer checked by the math engine.</CardDescription>
          </div>
          <div className="flex flex-wrap gap-1" role="toolbar" aria-label="Solution actions">
            <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void exportAs('print')}>
              <Printer aria-hidden="true" />
              Print/PDF
            </Button>
            <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void exportAs('pdf')}>
              <FileDown aria-hidden="true" />
              {busy === 'pdf' ? 'Preparing…' : 'Download PDF'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
            <Button variant="outline" size="sm" disabled={empty || homework.streaming} onClick={homework.clearSolution}>
              <Trash aria-hidden="true" />
              Clear
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={empty}
              onClick={() => {
                sendToHumanizer(solution);
                toast({ title: 'Sent to the humanizer', description: 'The solution is in Box A.' });
              }}
            >
              <Send aria-hidden="true" />
              Send to the humanizer
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {homework.problem ? (
          <div className="rounded-md bg-muted/40 p-3" data-testid="problem-echo">
            <p className="mb-1 text-xs text-muted-foreground">Problem</p>
            <MathView text={homework.problem} />
          </div>
        ) : null}
        {homework.streaming && progress ? (
          <div className="flex flex-col gap-1" data-testid="chunk-progress">
            <Progress value={((progress.part - 1) / progress.of) * 100} aria-label="Progress through the parts" />
            <span className="text-xs text-muted-foreground">
              Part {progress.part} of {progress.of}
            </span>
          </div>
        ) : null}
        {homework.notice ? (
          <p role="status" className="rounded-md border border-warning/40 bg-warning/10 p-2 text-sm">
            {NOTICES[homework.notice]}
          </p>
        ) : null}
        {empty && !homework.streaming ? (
          <div className="flex min-h-56 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
            No solution yet.
          </div>
        ) : (
          <Tabs defaultValue="math">
            <TabsList>
              <TabsTrigger value="math">Math View</TabsTrigger>
              <TabsTrigger value="edit">Edit View</TabsTrigger>
            </TabsList>
            <TabsContent value="math">
              <div className="min-h-56 rounded-md border p-3" data-testid="solution-math" aria-live="polite">
                <MathView text={solution} />
              </div>
            </TabsContent>
            <TabsContent value="edit">
              <Textarea
                aria-label="Edit the solution"
                value={solution}
                onChange={(e) => homework.setSolution(e.target.value)}
                className="min-h-56 font-mono text-sm"
                disabled={homework.streaming}
              />
            </TabsContent>
          </Tabs>
        )}
        <SolutionFooter meta={meta} solution={solution} solvedWith={homework.solvedWith} />
        <div className="flex flex-wrap gap-2">
          <RefineDialog
            problem={homework.problem}
            solution={solution}
            provider={provider}
            disabled={empty || homework.streaming}
            onRefined={homework.setSolution}
          />
        </div>
        {meta?.graphData.length ? (
          <section aria-label="Graphs" className="grid gap-3">
            {meta.graphData.map((graph, i) => (
              <GraphFigure key={`${graph.title}-${i}`} graph={graph} image={meta.graphImages[i]} />
            ))}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

function SolutionFooter(props: { meta: StreamMetadata | null; solution: string; solvedWith: string | null }) {
  if (!props.solution.trim()) return null;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      {props.meta?.verification ? <VerificationBadge verification={props.meta.verification} /> : <span />}
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <span data-testid="word-count">{wordsIn(props.solution).toLocaleString('en-US')} words</span>
        {props.solvedWith ? <Badge variant="outline">{props.solvedWith}</Badge> : null}
      </div>
    </div>
  );
}
