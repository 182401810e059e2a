import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { forgetPrintJob, readPrintJob } from '../lib/print-job';

// The renderer comes with the document, so KaTeX stays out of the app's first download.
const PrintDocument = lazy(() => import('./print-document'));

/** /print: a page of the app that shows one solution for printing and opens the print dialog once drawn. */
export function PrintPage() {
  const id = new URLSearchParams(useSearch()).get('job');
  const [job] = useState(() => readPrintJob(id));
  const printed = useRef(false);
  useEffect(() => {
    if (job) document.title = job.title;
    if (id) forgetPrintJob(id);
  }, [id, job]);
  const print = useCallback(() => {
    if (printed.current) return;
    printed.current = true;
    window.print();
  }, []);
  if (!job) {
    return (
      <main className="mx-auto max-w-xl p-6 text-sm">
        <h1 className="mb-2 text-lg font-semibold">Nothing to print</h1>
        <p>Open the print view from a solution with its Print/PDF button.</p>
      </main>
    );
  }
  return (
    <Suspense fallback={<p className="p-6 text-sm">Preparing the print view…</p>}>
      <PrintDocument job={job} onDrawn={print} />
    </Suspense>
  );
}
