import type { ProviderId, StreamMetadata } from '@zhi/contract';
import { providerLabels } from '@zhi/contract/lite';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { onHomeworkHandoff, takeHomeworkHandoff } from '@/lib/homework-handoff';
import { onPaymentSuccess } from '@/lib/payment-events';
import { solveProblem } from '../api/homework-api';
import { CREDIT_MESSAGE, isCreditProblem } from '../lib/solution-stream';

export type SolutionNotice = 'incomplete' | 'partial' | 'cancelled' | 'credits' | null;

const creditsToast = () =>
  toast({ title: 'Insufficient Credits', description: CREDIT_MESSAGE, variant: 'destructive' });

/** The homework page's state: the problem, the solution as it streams, and what happened to it. */
export function useHomework(provider: ProviderId) {
  const queryClient = useQueryClient();
  // Text sent from the humanizer ('Send to Homework') becomes the question.
  const [question, setQuestion] = useState(() => takeHomeworkHandoff() ?? '');
  useEffect(
    () =>
      onHomeworkHandoff(() => {
        const text = takeHomeworkHandoff();
        if (text !== null) setQuestion(text);
      }),
    [],
  );
  const [instructions, setInstructions] = useState('');
  const [solution, setSolution] = useState('');
  const [problem, setProblem] = useState('');
  const [meta, setMeta] = useState<StreamMetadata | null>(null);
  const [solvedWith, setSolvedWith] = useState<string | null>(null);
  const [notice, setNotice] = useState<SolutionNotice>(null);
  const [streaming, setStreaming] = useState(false);
  const [assignmentId, setAssignmentId] = useState<string | undefined>();
  const controller = useRef<AbortController | null>(null);
  const blockedByCredits = useRef(false);

  async function solve() {
    if (!question.trim()) {
      toast({ title: 'No content to process', description: 'Type, paste, upload or dictate a problem first.' });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setStreaming(true);
    setSolution('');
    setMeta(null);
    setNotice(null);
    setProblem(question);
    setSolvedWith(providerLabels[provider]);
    blockedByCredits.current = false;
    try {
      const outcome = await solveProblem(
        { inputText: question, llmProvider: provider, specialInstructions: instructions, assignmentId },
        { signal: abort.signal, onText: setSolution },
      );
      setSolution(outcome.text);
      setMeta(outcome.meta);
      if (outcome.meta?.assignmentId) setAssignmentId(outcome.meta.assignmentId);
      if (outcome.fellBack) toast({ title: 'Streaming not available', description: 'The solution came in one piece.' });
      if (outcome.cancelled) {
        setNotice('cancelled');
        toast({ title: 'Stream cancelled', description: 'What arrived so far is kept.' });
      } else if (outcome.incomplete) {
        setNotice('incomplete');
        toast({
          title: 'Incomplete Solution',
          description: 'The connection ended early; the part that arrived is shown.',
        });
      } else if (outcome.meta?.creditLimited) {
        blockedByCredits.current = true;
        setNotice('credits');
        toast({
          title: 'Partial Solution Generated',
          description: "You've received 30% of the solution due to insufficient credits.",
        });
      } else if (outcome.meta?.error) {
        if (outcome.meta.partial) setNotice('partial');
        toast({ title: 'Processing failed', description: outcome.meta.error, variant: 'destructive' });
      }
      if (outcome.meta?.notice) toast({ title: 'Not saved', description: outcome.meta.notice });
    } catch (error) {
      const message = errorMessage(error);
      if ((error as { name?: string }).name === 'AbortError') {
        setNotice('cancelled');
        toast({ title: 'Stream cancelled' });
      } else if (isCreditProblem(message)) {
        blockedByCredits.current = true;
        creditsToast();
      } else {
        toast({ title: 'Processing failed', description: message, variant: 'destructive' });
      }
    } finally {
      controller.current = null;
      setStreaming(false);
      void queryClient.invalidateQueries({ queryKey: ['/api/balance'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/assignments'] });
    }
  }

  // After a purchase, a solve that was stopped for credits runs again a second later.
  const solveRef = useRef(solve);
  useEffect(() => {
    solveRef.current = solve;
  });
  useEffect(
    () =>
      onPaymentSuccess(() => {
        if (blockedByCredits.current) setTimeout(() => void solveRef.current(), 1000);
      }),
    [],
  );

  return {
    question,
    setQuestion,
    instructions,
    setInstructions,
    solution,
    setSolution,
    problem,
    meta,
    notice,
    streaming,
    solvedWith,
    assignmentId,
    solve,
    cancel: () => controller.current?.abort(),
    clearSolution: () => {
      setSolution('');
      setMeta(null);
      setNotice(null);
    },
    clearAll: () => {
      controller.current?.abort();
      setQuestion('');
      setInstructions('');
      setSolution('');
      setMeta(null);
      setNotice(null);
      setProblem('');
      setAssignmentId(undefined);
    },
    /** Shows a saved assignment: its problem, and its solution when it has one. */
    load: (a: { id: string; inputText: string; solution: string | null; provider: string | null }) => {
      setQuestion(a.inputText);
      setProblem(a.inputText);
      setSolution(a.solution ?? '');
      setMeta(null);
      setNotice(null);
      setAssignmentId(a.id);
      setSolvedWith(a.provider && a.provider in providerLabels ? providerLabels[a.provider as ProviderId] : null);
    },
  };
}

export type HomeworkState = ReturnType<typeof useHomework>;
