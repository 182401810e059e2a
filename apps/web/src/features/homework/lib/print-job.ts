import type { Graph } from '@zhi/contract';

/** What the print page shows: the problem, the solution, and the graphs with their pictures. */
export interface PrintJob {
  title: string;
  problem: string;
  solution: string;
  graphs: { graph: Graph; image?: string | undefined }[];
}

const PREFIX = 'zhi-print:';
// A job the print page never took (a closed popup) is cleared the next time one is made.
const MAX_AGE_MS = 60 * 60 * 1000;

export class PopupBlockedError extends Error {
  constructor() {
    super('Popup blocked');
    this.name = 'PopupBlockedError';
  }
}

function prune(): void {
  for (const key of Object.keys(localStorage)) {
    if (!key.startsWith(PREFIX)) continue;
    const at = (JSON.parse(localStorage.getItem(key) ?? '{}') as { at?: number }).at ?? 0;
    if (Date.now() - at > MAX_AGE_MS) localStorage.removeItem(key);
  }
}

/**
 * Opens the print page of the app (/print) in a new window, handing it the job through this origin's storage:
 * a real page with the app's own safe renderer, never HTML written into a blank window. Opened in the click
 * itself, so the browser counts it as the user's.
 */
export function openPrintPage(job: PrintJob): void {
  prune();
  const id = crypto.randomUUID();
  try {
    localStorage.setItem(`${PREFIX}${id}`, JSON.stringify({ ...job, at: Date.now() }));
  } catch {
    throw new Error("The print view could not be prepared: this browser's storage is full or turned off.");
  }
  const popup = window.open(`/print?job=${encodeURIComponent(id)}`, '_blank');
  if (!popup) {
    localStorage.removeItem(`${PREFIX}${id}`);
    throw new PopupBlockedError();
  }
}

/** The job the print page was opened for, or null (opened by hand, or already printed and closed). */
export function readPrintJob(id: string | null): PrintJob | null {
  if (!id) return null;
  try {
    const job = JSON.parse(localStorage.getItem(`${PREFIX}${id}`) ?? 'null') as PrintJob | null;
    if (!job || typeof job.solution !== 'string' || typeof job.title !== 'string') return null;
    return { title: job.title, problem: String(job.problem ?? ''), solution: job.solution, graphs: job.graphs ?? [] };
  } catch {
    return null;
  }
}

/** The job is used once: the page removes it when it has shown it. */
export const forgetPrintJob = (id: string) => localStorage.removeItem(`${PREFIX}${id}`);
