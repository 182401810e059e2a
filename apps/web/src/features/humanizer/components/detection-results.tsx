import type { RewriteResponse } from '@zhi/contract';

const pct = (n: number) => `${Math.round(n * 100)}%`;

function kept(label: string, part: { total: number; kept: number; missing: string[] }) {
  if (part.total === 0) return null;
  const all = part.kept === part.total;
  return (
    <li key={label} className={all ? undefined : 'text-destructive'}>
      {label}: {part.kept} of {part.total} kept{all ? '' : ` (missing: ${part.missing.slice(0, 5).join(', ')})`}
    </li>
  );
}

/** 'AI Detection Results': input score → output score and the change, beside what the rewrite kept. */
export function DetectionResults({ result }: { result: RewriteResponse }) {
  const { inputAiScore: before, outputAiScore: after, meaning } = result;
  const change = before !== null && after !== null ? after - before : null;
  return (
    <section
      aria-label="AI Detection Results"
      className="rounded-md border p-3 text-sm"
      data-testid="detection-results"
    >
      <h3 className="mb-1 font-semibold">AI Detection Results</h3>
      <p>
        Input {before === null ? 'not scored' : `${before}% AI`} → output{' '}
        {after === null ? 'not scored' : `${after}% AI`}
        {change !== null && (
          <span className={change <= 0 ? 'text-success' : 'text-destructive'}>
            {' '}
            ({change > 0 ? '+' : ''}
            {change} points)
          </span>
        )}
      </p>
      <ul className="mt-2 flex flex-col gap-0.5 text-xs text-muted-foreground" aria-label="Meaning check">
        <li>
          Content words kept: {pct(meaning.contentWordsKept)}; length {meaning.lengthChange >= 0 ? '+' : ''}
          {pct(meaning.lengthChange)} ({meaning.inputWords} → {meaning.outputWords} words)
        </li>
        {kept('Numbers', meaning.numbers)}
        {kept('Names', meaning.names)}
        {kept('Citations', meaning.citations)}
        {kept('Quotations', meaning.quotes)}
        {kept('Formulas', meaning.formulas)}
        {result.needsProvider.length > 0 && (
          <li>Not applied (they need an AI provider): {result.needsProvider.map((t) => t.name).join(', ')}</li>
        )}
      </ul>
    </section>
  );
}
