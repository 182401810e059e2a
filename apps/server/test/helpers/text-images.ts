import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import PDFDocument from 'pdfkit';

const font = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Lines of text drawn as a PNG page at about 300 dpi (12 pt type), with a font from npm, not the system's. */
export function textImage(lines: string[], width = 2480): Buffer {
  const lineHeight = 70;
  const height = Math.max(400, lines.length * lineHeight + 200);
  const text = lines
    .map(
      (line, i) =>
        `<text x="150" y="${150 + i * lineHeight}" font-family="DejaVu Sans" font-size="50">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return Buffer.from(
    new Resvg(svg, { font: { fontFiles: [font], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } })
      .render()
      .asPng(),
  );
}

/** The same page as a JPEG (pure-JavaScript encoder). */
export function textJpeg(lines: string[]): Buffer {
  const rendered = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="${lines.length * 70 + 200}"><rect width="100%" height="100%" fill="white"/>${lines
      .map(
        (l, i) => `<text x="100" y="${150 + i * 70}" font-family="DejaVu Sans" font-size="50">${escapeXml(l)}</text>`,
      )
      .join('')}</svg>`,
    { font: { fontFiles: [font], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } },
  ).render();
  return jpeg.encode({ data: rendered.pixels, width: rendered.width, height: rendered.height }, 90).data;
}

/** A "scanned" PDF: each page is only a picture of text, with no text layer. */
export async function scannedPdf(pages: string[][]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  pages.forEach((lines, i) => {
    if (i > 0) doc.addPage();
    doc.image(textImage(lines), 0, 0, { width: doc.page.width });
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The share of the expected words found in the text read (each found word used once). */
export function wordAccuracy(expected: string, read: string): number {
  const norm = (s: string) => s.toLowerCase().match(/[a-z0-9^/+=.-]+/g) ?? [];
  const pool = new Map<string, number>();
  for (const w of norm(read)) pool.set(w, (pool.get(w) ?? 0) + 1);
  const words = norm(expected);
  let found = 0;
  for (const w of words) {
    const n = pool.get(w) ?? 0;
    if (n > 0) {
      found++;
      pool.set(w, n - 1);
    }
  }
  return found / Math.max(1, words.length);
}
