import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { Block, Run } from './blocks';
import { imageSize } from '../image-size';
import { FONT_FILES } from './fonts';
import { svgAt, typeset } from './math-svg';
import { type Cursor, flow, hiddenText, measureFlow } from './pdf-flow';

type Doc = InstanceType<typeof PDFDocument>;

const BODY = 11;
const HEADING_SIZES = [20, 16, 13.5, 12, 11, 11];
const MARGIN = 56;

/** Renders blocks to a PDF: a title, typeset formulas, selectable text, and "Page n of N" on every page. */
export async function renderPdf(blocks: Block[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: title, Creator: 'ZHI' },
    lang: 'en',
    displayTitle: true,
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    const cursor: Cursor = {
      y: MARGIN,
      top: MARGIN,
      bottom: doc.page.height - MARGIN,
      newPage() {
        doc.addPage();
        this.y = MARGIN;
      },
    };
    const width = doc.page.width - 2 * MARGIN;
    flow(doc, cursor, [{ kind: 'text', text: title, bold: true }], { x: MARGIN, width, size: 20 });
    doc
      .moveTo(MARGIN, cursor.y + 2)
      .lineTo(MARGIN + width, cursor.y + 2)
      .lineWidth(0.6)
      .strokeColor('#999')
      .stroke();
    cursor.y += 14;
    for (const block of blocks) drawBlock(doc, cursor, block, MARGIN, width);
    numberPages(doc);
  } catch (error) {
    doc.end();
    throw error;
  }
  doc.end();
  return finished;
}

function drawBlock(doc: Doc, cursor: Cursor, block: Block, x: number, width: number): void {
  switch (block.type) {
    case 'heading': {
      const size = HEADING_SIZES[block.level - 1] ?? BODY;
      // Keep a heading with the start of what follows it.
      if (cursor.y + size * 4 > cursor.bottom) cursor.newPage();
      else cursor.y += size * 0.6;
      flow(doc, cursor, block.runs, { x, width, size, bold: true });
      cursor.y += 3;
      return;
    }
    case 'paragraph':
      flow(doc, cursor, block.runs, { x, width, size: BODY });
      cursor.y += 6;
      return;
    case 'quote': {
      const top = cursor.y;
      flow(doc, cursor, block.runs, { x: x + 14, width: width - 14, size: BODY, color: '#444' });
      if (cursor.y > top)
        doc
          .moveTo(x + 3, top)
          .lineTo(x + 3, cursor.y)
          .lineWidth(2)
          .strokeColor('#ccc')
          .stroke();
      cursor.y += 6;
      return;
    }
    case 'list-item': {
      const indent = 20 + block.depth * 18;
      const marker = block.ordered ? `${block.number}.` : block.depth % 2 ? '◦' : '•';
      flow(doc, cursor, block.runs, { x: x + indent, width: width - indent, size: BODY, marker });
      cursor.y += 2;
      return;
    }
    case 'code':
      drawCode(doc, cursor, block.text, x, width);
      return;
    case 'math':
      drawDisplayMath(doc, cursor, block.tex, x, width);
      return;
    case 'table':
      drawTable(doc, cursor, block.header, block.rows, x, width);
      return;
    case 'rule':
      cursor.y += 6;
      doc
        .moveTo(x, cursor.y)
        .lineTo(x + width, cursor.y)
        .lineWidth(0.5)
        .strokeColor('#bbb')
        .stroke();
      cursor.y += 10;
      return;
    case 'image':
      drawImage(doc, cursor, block, x, width);
      return;
  }
}

function drawCode(doc: Doc, cursor: Cursor, text: string, x: number, width: number): void {
  const size = 9.5;
  const lineHeight = size * 1.35;
  cursor.y += 2;
  for (const raw of text.split('\n')) {
    // Long code lines wrap at the box's width rather than run off the page.
    const chars = Math.max(10, Math.floor((width - 12) / doc.font('mono').fontSize(size).widthOfString('m')));
    const pieces = raw.length ? (raw.match(new RegExp(`.{1,${chars}}`, 'g')) ?? ['']) : [''];
    for (const piece of pieces) {
      if (cursor.y + lineHeight > cursor.bottom) cursor.newPage();
      doc.rect(x, cursor.y, width, lineHeight).fill('#f3f3f3');
      doc.fillColor('#222').font('mono').fontSize(size);
      doc.text(piece, x + 6, cursor.y + size, { lineBreak: false, baseline: 'alphabetic' });
      cursor.y += lineHeight;
    }
  }
  cursor.y += 8;
}

function drawDisplayMath(doc: Doc, cursor: Cursor, tex: string, x: number, width: number): void {
  const result = typeset(tex, true);
  if (!result.ok) {
    flow(doc, cursor, [{ kind: 'text', text: `$$${tex}$$`, code: true }], { x, width, size: BODY });
    flow(doc, cursor, [{ kind: 'text', text: `(This formula could not be typeset: ${result.error}.)`, italic: true }], {
      x,
      width,
      size: 9,
      color: '#666',
    });
    cursor.y += 6;
    return;
  }
  const ex = BODY / 2;
  let w = result.math.widthEx * ex;
  let h = result.math.heightEx * ex;
  if (w > width) {
    h *= width / w;
    w = width;
  }
  if (cursor.y + h + 12 > cursor.bottom) cursor.newPage();
  cursor.y += 5;
  const left = x + (width - w) / 2;
  SVGtoPDF(doc, svgAt(result.math, w, h), left, cursor.y, { width: w, height: h, assumePt: true });
  hiddenText(doc, tex, left, cursor.y + h * 0.7, w);
  cursor.y += h + 9;
}

function drawTable(doc: Doc, cursor: Cursor, header: Run[][], rows: Run[][][], x: number, width: number): void {
  const columns = Math.max(header.length, ...rows.map((r) => r.length), 1);
  const cellWidth = width / columns;
  const pad = 4;
  const size = 10;
  const drawRow = (cells: Run[][], bold: boolean) => {
    const options = { width: cellWidth - 2 * pad, size, bold };
    const height =
      Math.max(...Array.from({ length: columns }, (_, i) => measureFlow(doc, cells[i] ?? [], { x: 0, ...options }))) +
      2 * pad;
    if (cursor.y + height > cursor.bottom) cursor.newPage();
    const top = cursor.y;
    if (bold) doc.rect(x, top, width, height).fill('#eeeeee');
    for (let i = 0; i < columns; i++) {
      const cell: Cursor = { y: top + pad, top: top + pad, bottom: Number.POSITIVE_INFINITY, newPage() {} };
      flow(doc, cell, cells[i] ?? [], { x: x + i * cellWidth + pad, ...options });
      doc
        .rect(x + i * cellWidth, top, cellWidth, height)
        .lineWidth(0.5)
        .strokeColor('#999')
        .stroke();
    }
    cursor.y = top + height;
  };
  cursor.y += 3;
  if (header.length) drawRow(header, true);
  for (const row of rows) drawRow(row, false);
  cursor.y += 8;
}

function drawImage(doc: Doc, cursor: Cursor, block: Extract<Block, { type: 'image' }>, x: number, width: number): void {
  const image = imageSize(block.data);
  if (!image || !image.width || !image.height) throw new Error('unreadable image');
  const maxHeight = 330;
  const scale = Math.min(width / image.width, maxHeight / image.height, 1.5);
  const w = image.width * scale;
  const h = image.height * scale;
  if (cursor.y + h + 60 > cursor.bottom) cursor.newPage();
  if (block.title) flow(doc, cursor, [{ kind: 'text', text: block.title, bold: true }], { x, width, size: 12 });
  doc.image(block.data, x + (width - w) / 2, cursor.y + 4, { width: w, height: h });
  cursor.y += h + 10;
  for (const line of block.lines)
    flow(doc, cursor, [{ kind: 'text', text: line }], { x, width, size: 10, color: '#333' });
  cursor.y += 10;
}

function numberPages(doc: Doc): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const text = `Page ${i - start + 1} of ${count}`;
    doc.font('body').fontSize(9).fillColor('#777');
    const w = doc.widthOfString(text);
    // Written inside the bottom margin: pdfkit must not take that as a reason for a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(text, (doc.page.width - w) / 2, doc.page.height - MARGIN / 2, { lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
