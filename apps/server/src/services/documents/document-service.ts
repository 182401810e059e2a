import type { DocumentKind } from '@zhi/contract';
import type { Config } from '../../config';
import { type Extracted, type ExtractionLimits, extractDocument } from './extract-document';
import { createOcrPool } from './ocr-pool';

export interface DocumentService {
  extract(file: { buffer: Buffer; filename: string }, accepted: readonly DocumentKind[]): Promise<Extracted>;
  close(): Promise<void>;
}

// An A4 page at 300 dpi is 8.7 megapixels; a 48-megapixel phone photo still fits.
const MAX_IMAGE_PIXELS = 50_000_000;
// A real .docx unpacks to a few times its size; 200 MB is far beyond any essay and far below harm.
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export function createDocumentService(config: Config): DocumentService {
  const ocr = createOcrPool(config.documents.ocrWorkers);
  const limits: ExtractionLimits = {
    pdfMaxPages: config.documents.pdfMaxPages,
    ocrMaxPages: config.documents.ocrMaxPages,
    maxImagePixels: MAX_IMAGE_PIXELS,
    maxUnpackedBytes: MAX_UNPACKED_BYTES,
  };
  return {
    extract: (file, accepted) => extractDocument(file, accepted, ocr, limits),
    close: () => ocr.close(),
  };
}
