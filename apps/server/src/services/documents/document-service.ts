import type { CombinedPdfRequest, DocumentKind, GraphPdfRequest } from '@zhi/contract';
import type { Config } from '../../config';
import type { DocumentTasks } from '../../workers/document-worker';
import type { WorkPool } from '../../workers/work-pool';
import type { Extracted, ExtractionLimits } from './extract-document';

export interface DocumentService {
  extract(
    file: { buffer: Buffer; filename: string },
    accepted: readonly DocumentKind[],
    signal?: AbortSignal,
  ): Promise<Extracted>;
  pdf(request: { content: string; title?: string | undefined }): Promise<Buffer>;
  docx(request: { content: string; title?: string | undefined }): Promise<Buffer>;
  printHtml(request: { content: string; title?: string | undefined }): Promise<string>;
  combinedPdf(request: CombinedPdfRequest): Promise<Buffer>;
  graphPdf(request: GraphPdfRequest): Promise<Buffer>;
}

/** What any upload may cost to read, whatever the configuration. */
export const FILE_LIMITS = {
  // An A4 page at 300 dpi is 8.7 megapixels; a 48-megapixel phone photo still fits.
  maxImagePixels: 50_000_000,
  // A .docx of photos unpacks to about its size; its text and markup to a few MB even for a thesis.
  maxUnpackedBytes: 64 * 1024 * 1024,
  maxUnpackedXmlBytes: 16 * 1024 * 1024,
  // Two million characters: a 500-page book; twenty times what a problem or an essay box holds.
  maxTextChars: 2_000_000,
};
/** Hard limits per job: reading a text file or a Word document takes well under a second, OCR a few per page. */
const EXTRACT_BASE_MS = 20_000;
const OCR_PAGE_MS = 5_000;
const EXPORT_MS = 30_000;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Uploads read and exports written in the document workers, each job under a hard time limit. */
export function createDocumentService(config: Config, pool: WorkPool<DocumentTasks>): DocumentService {
  const limits: ExtractionLimits = {
    pdfMaxPages: config.documents.pdfMaxPages,
    ocrMaxPages: config.documents.ocrMaxPages,
    ...FILE_LIMITS,
  };
  const extractMs = EXTRACT_BASE_MS + OCR_PAGE_MS * config.documents.ocrMaxPages;
  const exportJob = { timeMs: EXPORT_MS };
  return {
    extract: (file, accepted, signal) =>
      pool.run('extract', { file, accepted: [...accepted], limits }, { timeMs: extractMs, signal }),
    pdf: async (request) => asBuffer(await pool.run('pdf', request, exportJob)),
    docx: async (request) => asBuffer(await pool.run('docx', request, exportJob)),
    printHtml: (request) => pool.run('printHtml', request, exportJob),
    combinedPdf: async (request) => asBuffer(await pool.run('combinedPdf', request, exportJob)),
    graphPdf: async (request) => asBuffer(await pool.run('graphPdf', request, exportJob)),
  };
}
