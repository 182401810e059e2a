import { useEffect } from 'react';
import type { PrintJob } from '../lib/print-job';
import { GraphFigure } from './graph-figure';
import MathMarkdown from './math-markdown';

/** The printable solution: loaded with its renderer, it tells the page when it is drawn. */
export default function PrintDocument({ job, onDrawn }: { job: PrintJob; onDrawn: () => void }) {
  useEffect(() => {
    // KaTeX's fonts must be in before the print dialog takes its picture of the page.
    void document.fonts.ready.then(() => requestAnimationFrame(() => onDrawn()));
  }, [onDrawn]);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4 p-6 print:p-0" data-testid="print-document">
      <h1 className="border-b pb-2 text-2xl font-semibold">{job.title}</h1>
      {job.problem.trim() ? (
        <section aria-label="Problem">
          <h2 className="text-sm font-semibold text-muted-foreground uppercase">Problem</h2>
          <MathMarkdown className="prose-math leading-relaxed break-words">{job.problem}</MathMarkdown>
        </section>
      ) : null}
      <section aria-label="Solution">
        <h2 className="text-sm font-semibold text-muted-foreground uppercase">Solution</h2>
        <MathMarkdown className="prose-math leading-relaxed break-words">{job.solution}</MathMarkdown>
      </section>
      {job.graphs.length ? (
        <section aria-label="Graphs" className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold text-muted-foreground uppercase">
            {job.graphs.length === 1 ? 'Graph' : 'Graphs'}
          </h2>
          {job.graphs.map(({ graph, image }, i) => (
            <div key={`${graph.title}-${i}`} className="break-inside-avoid">
              <GraphFigure graph={graph} image={image} />
            </div>
          ))}
        </section>
      ) : null}
    </article>
  );
}
