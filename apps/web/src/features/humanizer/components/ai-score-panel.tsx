import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAiScore } from '../hooks/use-ai-score';
import { AiScoreBadge } from './ai-score-badge';
import { SecondOpinion } from './second-opinion';
import { SentenceView } from './sentence-view';

/**
 * The AI-score badge of a box, scored automatically as its text settles, with the sentence view and a paid
 * second opinion on demand.
 */
export function AiScorePanel({ text, label }: { text: string; label: string }) {
  const { analysis, pending, tooLong } = useAiScore(text);
  const [open, setOpen] = useState(false);
  const result = analysis?.result;
  if (!text.trim()) return null;
  return (
    <div className="flex flex-col gap-2" data-testid={`ai-score-panel-${label}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-muted-foreground">AI score</span>
        <AiScoreBadge result={result} pending={pending} tooLong={tooLong} />
        {result && !tooLong && (
          <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            {open ? 'Hide sentence view' : 'Sentence view'}
          </Button>
        )}
        {result && !tooLong && <SecondOpinion text={analysis.text} />}
      </div>
      {result?.reason && <p className="text-xs text-muted-foreground">{result.reason}</p>}
      {open && analysis && <SentenceView text={analysis.text} result={analysis.result} />}
    </div>
  );
}
