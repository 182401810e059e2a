import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPdf, pageTexts } from '../../src/services/documents/pdf-engine';

/** Every page's text, as pdf.js reads it (the same reader the upload endpoint uses). */
export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await openPdf(pdf);
  try {
    return { pages: doc.numPages, text: (await pageTexts(doc, doc.numPages)).join('\n') };
  } finally {
    await doc.destroy();
  }
}

export const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Page 1 rendered by poppler's pdftoppm as 8-bit grey pixels (an independent renderer, not ours). */
export function renderFirstPage(pdf: Buffer, dpi = 50): { width: number; height: number; pixels: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'zhi-pdf-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(dir, 'in.pdf'),
      path.join(dir, 'out'),
    ]);
    const pgm = readFileSync(path.join(dir, 'out.pgm'));
    // P5 header: magic, width, height, max value, each separated by whitespace, then the pixels.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('not a PGM image');
    const width = Number(header[1]);
    const height = Number(header[2]);
    return { width, height, pixels: pgm.subarray(header[0].length) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How many dark pixels each row of an image has. */
export const darkPerRow = (image: { width: number; height: number; pixels: Buffer }) =>
  Array.from({ length: image.height }, (_, y) => {
    let dark = 0;
    for (let x = 0; x < image.width; x++) if ((image.pixels[y * image.width + x] ?? 255) < 128) dark++;
    return dark;
  });
