// The document worker: reading uploads (with OCR) and writing exports, off the event loop (see work-pool.ts).
import type { CombinedPdfRequest, DocumentKind, GraphPdfRequest } from '@zhi/contract';
import { exportService } from '../services/documents/export-service';
import { type ExtractionLimits, extractDocument } from '../services/documents/extract-document';
import { createOcrPool } from '../services/documents/ocr-pool';
import { serveTasks } from './serve-tasks';

// One OCR engine per worker thread, started on the first scan; it ends with the thread.
const ocr = createOcrPool(1);
// Structured cloning turns a Buffer into a plain Uint8Array: the same bytes, viewed as a Buffer again.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const documentTasks = {
  extract: ({
    file,
    accepted,
    limits,
  }: {
    file: { buffer: Uint8Array; filename: string };
    accepted: DocumentKind[];
    limits: ExtractionLimits;
  }) => extractDocument({ buffer: asBuffer(file.buffer), filename: file.filename }, accepted, ocr, limits),
  pdf: ({ content, title }: { content: string; title?: string | undefined }) => exportService.pdf(content, title),
  docx: ({ content, title }: { content: string; title?: string | undefined }) => exportService.docx(content, title),
  printHtml: ({ content, title }: { content: string; title?: string | undefined }) =>
    exportService.printHtml(content, title),
  combinedPdf: (request: CombinedPdfRequest) => exportService.combinedPdf(request),
  graphPdf: (request: GraphPdfRequest) => exportService.graphPdf(request),
};

export type DocumentTasks = typeof documentTasks;

export default serveTasks(documentTasks);
