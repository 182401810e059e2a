import type { ProviderId } from '@zhi/contract';
import { Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { refineSolution } from '../api/homework-api';

interface RefineDialogProps {
  problem: string;
  solution: string;
  provider: ProviderId;
  disabled: boolean;
  onRefined: (solution: string) => void;
}

/** 'Refine Solution': feedback in, a reworked solution out. Ctrl/Cmd+Enter submits. */
export function RefineDialog({ problem, solution, provider, disabled, onRefined }: RefineDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!feedback.trim()) {
      setError('Feedback required: say what to change.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await refineSolution({ originalProblem: problem, currentSolution: solution, feedback, provider });
      if (!result.success) throw new Error(result.error ?? 'The solution was not refined.');
      onRefined(result.refinedSolution);
      setFeedback('');
      setOpen(false);
      toast({ title: 'Solution refined', description: `Done in ${(result.processingTime / 1000).toFixed(1)} s.` });
    } catch (failure) {
      toast({ title: 'Error: Failed to refine solution', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <Wand2 aria-hidden="true" />
          Refine Solution
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refine Solution</DialogTitle>
          <DialogDescription>
            Say what to change: a step to explain, a mistake to fix, a method to use.
          </DialogDescription>
        </DialogHeader>
        <Label htmlFor={id}>Feedback</Label>
        <Textarea
          id={id}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void submit();
            }
          }}
          placeholder="Explain step 2 in more detail"
          aria-invalid={error ? true : undefined}
          className="min-h-28"
        />
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button onClick={() => void submit()} disabled={busy}>
            {busy ? 'Refining…' : 'Refine'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
