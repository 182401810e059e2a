import type * as UnpdfModule from 'unpdf';

// pdf.js (inside unpdf) calls ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks: a copying stand-in.
const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
if (!proto.transferToFixedLength) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

type Unpdf = typeof UnpdfModule;
export type PdfDocument = Awaited<ReturnType<Unpdf['getDocumentProxy']>>;

let unpdf: Promise<Unpdf> | undefined;
// Loaded on first use: pdf.js is large and most requests never touch a PDF.
const load = () => (unpdf ??= import('unpdf'));

export async function openPdf(buffer: Buffer): Promise<PdfDocument> {
  const { getDocumentProxy } = await load();
  // verbosity 0: pdf.js would otherwise print warnings about odd fonts into the server log.
  return getDocumentProxy(new Uint8Array(buffer), { verbosity: 0, isEvalSupported: false });
}

/** The text of each page, with line breaks where pdf.js found the ends of lines. */
export async function pageTexts(pdf: PdfDocument, pages: number): Promise<string[]> {
  const out: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
    }
    out.push(text.replace(/[ \t]+\n/g, '\n').trim());
    page.cleanup();
  }
  return out;
}

/** A page's size in points (1/72 inch), as it is shown (rotation applied). */
export async function pageSize(pdf: PdfDocument, pageNumber: number): Promise<{ width: number; height: number }> {
  const page = await pdf.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  page.cleanup();
  return { width, height };
}

/** One page as a PNG at the given resolution, for OCR. */
export async function renderPage(pdf: PdfDocument, pageNumber: number, dpi: number): Promise<Buffer> {
  const { renderPageAsImage } = await load();
  const image = await renderPageAsImage(pdf, pageNumber, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale: dpi / 72,
  });
  return Buffer.from(image);
}
