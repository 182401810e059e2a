import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAiScore } from '../hooks/use-ai-score';
import { AiScoreBadge } from './ai-score-badge';
import { SentenceView } from './sentence-view';

/** The AI-score badge of a box, scored automatically as its text settles, with the sentence view on demand. */
export function AiScorePanel({ text, label }: { text: string; label: string }) {
  const { analysis, pending, tooLong } = useAiScore(text);
  const [open, setOpen] = useState(false);
  const result = analysis?.result;
  const second = result?.secondOpinion;
  if (!text.trim()) return null;
  return (
    <div className="flex flex-col gap-2" data-testid={`ai-score-panel-${label}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-muted-foreground">AI score</span>
        <AiScoreBadge result={result} pending={pending} tooLong={tooLong} />
        {second && (
          <span className="text-xs text-muted-foreground" data-testid="second-opinion">
            {second.status === 'ok'
              ? `${second.name} (not blended): ${second.aiScore}% AI`
              : `${second.name} did not answer: ${second.message}`}
          </span>
        )}
        {result && !tooLong && (
          <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            {open ? 'Hide sentence view' : 'Sentence view'}
          </Button>
        )}
      </div>
      {result?.reason && <p className="text-xs text-muted-foreground">{result.reason}</p>}
      {open && analysis && <SentenceView text={analysis.text} result={analysis.result} />}
    </div>
  );
}
