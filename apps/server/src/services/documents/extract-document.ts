import { type DocumentKind, OCR_CHECK_BELOW } from '@zhi/contract';
import { HttpError } from '../../lib/http-errors';
import { storable } from '../../lib/storable-text';
import { describeKind, sniffKind } from './detect-kind';
import { imageSize } from './image-size';
import type { OcrPool } from './ocr-pool';
import { openPdf, pageSize, pageTexts, renderPage } from './pdf-engine';
import { ZipBombError, checkZip } from './zip-guard';

export interface ExtractionLimits {
  /** The most pages of a PDF read for text. */
  pdfMaxPages: number;
  /** The most pages of a scanned PDF read by OCR; the rest are skipped with a note. */
  ocrMaxPages: number;
  /** The most pixels an image may have (width × height). */
  maxImagePixels: number;
  /** The most bytes a .docx may unpack to, all parts together. */
  maxUnpackedBytes: number;
  /** The most bytes the XML parts of a .docx (its text and markup) may unpack to. */
  maxUnpackedXmlBytes: number;
  /** The most characters of text a file may yield. */
  maxTextChars: number;
}

export interface Extracted {
  text: string;
  kind: DocumentKind;
  pages: number | null;
  ocr: { confidence: number; pages: number; checkAdvised: boolean } | null;
  notes: string[];
}

// Scanned pages are read at 300 dpi, Tesseract's best resolution for print-size text.
const OCR_DPI = 300;
// A page with fewer characters than this in its text layer is treated as a scan.
const MIN_LAYER_CHARS = 20;

const unreadable = (why: string) => new HttpError(422, `Could not read the file: ${why}.`);
const count = (n: number) => n.toLocaleString('en-US');

/** Reads the text of an uploaded file, choosing the reader by its content; every failure is a clear HttpError. */
export async function extractDocument(
  file: { buffer: Buffer; filename: string },
  accepted: readonly DocumentKind[],
  ocr: OcrPool,
  limits: ExtractionLimits,
): Promise<Extracted> {
  const read = await extractByKind(file, accepted, ocr, limits);
  const extracted = { ...read, text: storable(read.text) };
  if (extracted.text.length > limits.maxTextChars) {
    throw new HttpError(
      413,
      `The file holds too much text: ${count(extracted.text.length)} characters, and the limit is ${count(limits.maxTextChars)}. Upload it in parts.`,
    );
  }
  return extracted;
}

async function extractByKind(
  file: { buffer: Buffer; filename: string },
  accepted: readonly DocumentKind[],
  ocr: OcrPool,
  limits: ExtractionLimits,
): Promise<Extracted> {
  if (file.buffer.length === 0) throw unreadable('it is empty (0 bytes)');
  const kind = sniffKind(file.buffer);
  if (kind === 'zip' || kind === 'executable' || kind === 'unknown' || !accepted.includes(kind)) {
    throw new HttpError(
      415,
      `Unsupported file type: ${file.filename} is ${describeKind(kind)}. Accepted here: ${accepted.map((k) => `.${k === 'jpeg' ? 'jpg' : k}`).join(', ')}.`,
    );
  }
  switch (kind) {
    case 'txt':
      return { text: decodeText(file.buffer), kind, pages: null, ocr: null, notes: [] };
    case 'docx':
      return { text: await readDocx(file.buffer, limits), kind, pages: null, ocr: null, notes: [] };
    case 'doc':
      return { text: await readDoc(file.buffer), kind, pages: null, ocr: null, notes: [] };
    case 'pdf':
      return readPdf(file.buffer, ocr, limits);
    case 'png':
    case 'jpeg':
      return readImage(file.buffer, kind, ocr, limits);
  }
}

function decodeText(buffer: Buffer): string {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return buffer.subarray(2).toString('utf16le');
  const text = buffer.toString('utf8');
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n?/g, '\n');
}

async function readDocx(buffer: Buffer, limits: ExtractionLimits): Promise<string> {
  try {
    await checkZip(buffer, {
      maxEntries: 5000,
      maxTotalBytes: limits.maxUnpackedBytes,
      maxXmlBytes: limits.maxUnpackedXmlBytes,
    });
  } catch (error) {
    if (error instanceof ZipBombError) throw new HttpError(413, `The document is too large to open: ${error.message}.`);
    throw unreadable('the Word document is damaged or incomplete');
  }
  const mammoth = await import('mammoth');
  try {
    const { value } = await mammoth.extractRawText({ buffer });
    return value.replace(/\n{3,}/g, '\n\n').trim();
  } catch {
    throw unreadable('the Word document is damaged or incomplete');
  }
}

async function readDoc(buffer: Buffer): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const doc = await new WordExtractor().extract(buffer);
    return doc.getBody().replace(/\r\n?/g, '\n').trim();
  } catch {
    throw unreadable('the Word 97–2003 document is damaged or incomplete');
  }
}

async function readPdf(buffer: Buffer, ocr: OcrPool, limits: ExtractionLimits): Promise<Extracted> {
  let pdf;
  try {
    pdf = await openPdf(buffer);
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw unreadable(
      name === 'PasswordException' ? 'the PDF is protected by a password' : 'the PDF is damaged or incomplete',
    );
  }
  try {
    const pages = pdf.numPages;
    if (pages > limits.pdfMaxPages) {
      throw new HttpError(
        413,
        `The PDF is too long: ${count(pages)} pages, and the limit is ${count(limits.pdfMaxPages)}.`,
      );
    }
    let texts: string[];
    try {
      texts = await pageTexts(pdf, pages);
    } catch {
      throw unreadable('the PDF is damaged or incomplete');
    }
    const notes: string[] = [];
    const scanned = texts.map((t, i) => (t.replace(/\s/g, '').length < MIN_LAYER_CHARS ? i : -1)).filter((i) => i >= 0);
    let ocrResult: Extracted['ocr'] = null;
    if (scanned.length > 0) {
      const read = scanned.slice(0, limits.ocrMaxPages);
      if (scanned.length > read.length) {
        notes.push(
          `${count(scanned.length - read.length)} scanned pages were not read: text recognition reads at most ${count(limits.ocrMaxPages)} pages of a file.`,
        );
      }
      // The image rule holds for rendered pages too: a page too large to render at OCR resolution is refused
      // before any pixel is drawn (a 550-byte PDF can declare a page of any size).
      for (const index of read) {
        const { width, height } = await pageSize(pdf, index + 1);
        const [w, h] = [Math.ceil((width * OCR_DPI) / 72), Math.ceil((height * OCR_DPI) / 72)];
        if (w * h > limits.maxImagePixels) {
          throw new HttpError(
            413,
            `Page ${index + 1} of the PDF is too large to read: ${count(w)} × ${count(h)} pixels at ${OCR_DPI} dpi, and the limit is ${Math.round(limits.maxImagePixels / 1e6)} megapixels.`,
          );
        }
      }
      const confidences: number[] = [];
      for (const index of read) {
        const result = await ocr.recognize(await renderPage(pdf, index + 1, OCR_DPI));
        texts[index] = result.text;
        confidences.push(result.confidence);
      }
      const confidence = Math.round(confidences.reduce((a, b) => a + b, 0) / confidences.length);
      ocrResult = { confidence, pages: read.length, checkAdvised: confidence < OCR_CHECK_BELOW };
    }
    return { text: texts.filter(Boolean).join('\n\n'), kind: 'pdf', pages, ocr: ocrResult, notes };
  } finally {
    await pdf.destroy();
  }
}

async function readImage(
  buffer: Buffer,
  kind: 'png' | 'jpeg',
  ocr: OcrPool,
  limits: ExtractionLimits,
): Promise<Extracted> {
  const size = imageSize(buffer);
  if (!size || size.width === 0 || size.height === 0) throw unreadable(`the ${kind.toUpperCase()} image is damaged`);
  if (size.width * size.height > limits.maxImagePixels) {
    throw new HttpError(
      413,
      `The image is too large: ${count(size.width)} × ${count(size.height)} pixels, and the limit is ${Math.round(limits.maxImagePixels / 1e6)} megapixels.`,
    );
  }
  let result;
  try {
    result = await ocr.recognize(buffer);
  } catch {
    throw unreadable(`the ${kind.toUpperCase()} image is damaged or incomplete`);
  }
  const notes = result.text ? [] : ['No text was found in the image.'];
  return {
    text: result.text,
    kind,
    pages: null,
    ocr: { confidence: result.confidence, pages: 1, checkAdvised: result.confidence < OCR_CHECK_BELOW },
    notes,
  };
}
