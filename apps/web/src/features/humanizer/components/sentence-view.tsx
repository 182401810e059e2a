import type { AnalyzeResponse, DetectionSignal } from '@zhi/contract';
import { type ScoreBand, scoreBand } from '@zhi/contract/lite';
import { cn } from '@/lib/cn';

const SHADE: Record<ScoreBand, string> = {
  red: 'bg-destructive/25',
  yellow: 'bg-warning/35',
  blue: 'bg-info/20',
  green: 'bg-success/15',
};

interface SentenceViewProps {
  /** The text the result was computed on: its offsets point into it. */
  text: string;
  result: AnalyzeResponse;
}

/** The analysed text with each sentence shaded by its own score, then the signals behind the whole score. */
export function SentenceView({ text, result }: SentenceViewProps) {
  const pieces: { text: string; score?: number }[] = [];
  let at = 0;
  for (const s of result.sentences) {
    if (s.start > at) pieces.push({ text: text.slice(at, s.start) });
    pieces.push({ text: text.slice(s.start, s.end), score: s.aiScore });
    at = s.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  const scored = result.signals.filter((s) => s.scored);
  const context = result.signals.filter((s) => !s.scored);
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="sentence-view">
      {result.sentences.length > 0 && (
        <>
          <p className="text-xs text-muted-foreground">
            Each sentence is shaded by its own score: green under 20% AI, blue 20–49%, yellow 50–79%, red 80% and more.
            One sentence is little evidence; the overall score weighs the whole text.
          </p>
          <p className="max-h-72 overflow-auto rounded-md border p-3 leading-relaxed whitespace-pre-wrap">
            {pieces.map((piece, i) =>
              piece.score === undefined ? (
                <span key={i}>{piece.text}</span>
              ) : (
                <mark
                  key={i}
                  data-score={piece.score}
                  title={`${piece.score}% AI`}
                  className={cn('rounded-sm text-foreground', SHADE[scoreBand(piece.score)])}
                >
                  {piece.text}
                </mark>
              ),
            )}
          </p>
        </>
      )}
      {scored.length > 0 && <SignalList title="What the score weighs" signals={scored} />}
      {context.length > 0 && (
        <SignalList
          title="Also measured (not counted in the score)"
          note="Across kinds of writing these point both ways, or they would count plain, simple writing as AI."
          signals={context}
          muted
        />
      )}
      {result.modelFavouredTerms.length > 0 && (
        <p>
          <span className="font-medium">Words and phrases models favour, found here: </span>
          {result.modelFavouredTerms.join(', ')}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {result.detector.name} {result.detector.version}, offline. No detector is proof of authorship; treat the score
        as one piece of evidence.
      </p>
    </div>
  );
}

interface SignalListProps {
  title: string;
  note?: string;
  signals: DetectionSignal[];
  muted?: boolean;
}

function SignalList({ title, note, signals, muted = false }: SignalListProps) {
  return (
    <section aria-label={title}>
      <h4 className="mb-1 font-medium">{title}</h4>
      {note && <p className="mb-1 text-xs text-muted-foreground">{note}</p>}
      <ul className={cn('flex flex-col gap-1.5', muted && 'text-muted-foreground')}>
        {signals.map((signal) => (
          <li key={signal.id} data-signal={signal.id}>
            <span className="font-medium">{signal.name}</span>: {signal.value}
            {signal.scored && (
              <span className={signal.leansTowards === 'ai' ? 'text-destructive' : 'text-success'}>
                {' '}
                (leans {signal.leansTowards === 'ai' ? 'AI' : 'human'}, {signal.effect >= 0 ? '+' : ''}
                {signal.effect.toFixed(2)})
              </span>
            )}
            <span className="block text-xs text-muted-foreground">{signal.explanation}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
