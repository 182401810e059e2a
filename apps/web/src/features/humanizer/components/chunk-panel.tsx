import { useQueries } from '@tanstack/react-query';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { analyzeText } from '../api/analyze-text';
import { countWords } from '../lib/chunks';

export type ChunkStatus = 'waiting' | 'processing' | 'completed' | 'failed';

export interface ChunkRun {
  status: ChunkStatus;
  output?: string;
  outputScore?: number | null;
}

interface ChunkPanelProps {
  chunks: string[];
  selected: boolean[];
  onToggle: (index: number, on: boolean) => void;
  runs: ChunkRun[];
}

/** How many chunks are scored as soon as the text is cut (the rest on demand, to spare the server). */
const AUTO_SCORED = 3;

/** Chunk mode: the long input in chunks of 700 words, each selectable, with its score and its progress. */
export function ChunkPanel({ chunks, selected, onToggle, runs }: ChunkPanelProps) {
  const scores = useQueries({
    queries: chunks.slice(0, AUTO_SCORED).map((text) => ({
      queryKey: ['/api/humanize/analyze', text],
      queryFn: ({ signal }: { signal: AbortSignal }) => analyzeText(text, signal),
      staleTime: Infinity,
      retry: false,
    })),
  });
  const done = runs.filter((r) => r.status === 'completed' || r.status === 'failed').length;
  const active = runs.filter((r) => r.status !== 'waiting' || r.output !== undefined).length > 0;
  const total = runs.length || 1;
  return (
    <section aria-label="Chunks" className="flex flex-col gap-2 rounded-md border p-3" data-testid="chunk-panel">
      <h3 className="text-sm font-semibold">
        Chunk mode: {chunks.length} chunks of up to 700 words (texts over 800 words are humanized chunk by chunk)
      </h3>
      {active && (
        <div className="flex items-center gap-2">
          <Progress value={(done / total) * 100} aria-label="Chunks done" className="flex-1" />
          <span className="text-xs text-muted-foreground" data-testid="chunk-progress">
            {done} of {runs.length} done
          </span>
        </div>
      )}
      <ol className="flex flex-col gap-1">
        {chunks.map((chunk, i) => {
          const score = scores[i]?.data?.aiScore;
          const run = runs[i];
          return (
            <li key={i} className="flex flex-wrap items-center gap-2 text-sm" data-testid={`chunk-${i + 1}`}>
              <Checkbox
                id={`chunk-${i}`}
                checked={selected[i] ?? false}
                onCheckedChange={(v) => onToggle(i, v === true)}
              />
              <Label htmlFor={`chunk-${i}`} className="font-normal">
                Chunk {i + 1} ({countWords(chunk)} words)
              </Label>
              <span className="text-xs text-muted-foreground">
                {i < AUTO_SCORED ? (score == null ? 'scoring…' : `${score}% AI`) : ''}
                {run?.outputScore != null ? ` → ${run.outputScore}% AI` : ''}
              </span>
              {run && run.status !== 'waiting' && (
                <span className="text-xs font-medium" data-status={run.status}>
                  {run.status}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
