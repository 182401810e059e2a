import type PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { Run } from './blocks';
import { type FontName, fontFor } from './fonts';
import { type TypesetMath, svgAt, typeset } from './math-svg';

type Doc = InstanceType<typeof PDFDocument>;

type Piece =
  | { kind: 'text'; text: string; font: FontName; size: number; width: number; space: boolean }
  | { kind: 'math'; tex: string; math: TypesetMath; width: number; ascent: number; descent: number }
  | { kind: 'break' };

interface Line {
  pieces: Piece[];
  ascent: number;
  descent: number;
}

/** The page a flow writes on, and where on it: shared by every block so page breaks fall between lines. */
export interface Cursor {
  y: number;
  readonly top: number;
  readonly bottom: number;
  newPage(): void;
}

const measure = (doc: Doc, text: string, font: FontName, size: number) =>
  doc.font(font).fontSize(size).widthOfString(text);

function piecesOf(doc: Doc, runs: Run[], size: number, base: { bold?: boolean }): Piece[] {
  const pieces: Piece[] = [];
  const ex = size / 2;
  for (const run of runs) {
    if (run.kind === 'break') {
      pieces.push({ kind: 'break' });
      continue;
    }
    if (run.kind === 'math') {
      const result = typeset(run.tex, false);
      if (result.ok) {
        const { math } = result;
        const height = math.heightEx * ex;
        const descent = math.depthEx * ex;
        pieces.push({ kind: 'math', tex: run.tex, math, width: math.widthEx * ex, ascent: height - descent, descent });
        continue;
      }
      // A formula MathJax cannot read is shown as the author wrote it, never dropped.
      pieces.push(...wordsOf(doc, `$${run.tex}$`, 'mono', size));
      continue;
    }
    const font = fontFor({ ...run, bold: run.bold ?? base.bold });
    pieces.push(...wordsOf(doc, run.text, font, run.code ? size * 0.92 : size));
  }
  return pieces;
}

function wordsOf(doc: Doc, text: string, font: FontName, size: number): Piece[] {
  return text
    .split(/(\s+)/)
    .filter(Boolean)
    .map((part) => {
      const space = /^\s+$/.test(part);
      const shown = space ? ' ' : part;
      return { kind: 'text', text: shown, font, size, width: measure(doc, shown, font, size), space };
    });
}

/** Splits a word wider than the line into pieces that fit (long URLs, long numbers). */
function splitWide(doc: Doc, piece: Extract<Piece, { kind: 'text' }>, width: number): Piece[] {
  const out: Piece[] = [];
  let current = '';
  for (const ch of piece.text) {
    if (current && measure(doc, current + ch, piece.font, piece.size) > width) {
      out.push({ ...piece, text: current, width: measure(doc, current, piece.font, piece.size) });
      current = '';
    }
    current += ch;
  }
  if (current) out.push({ ...piece, text: current, width: measure(doc, current, piece.font, piece.size) });
  return out;
}

function linesOf(doc: Doc, pieces: Piece[], width: number, size: number): Line[] {
  const lines: Line[] = [];
  let line: Piece[] = [];
  let used = 0;
  const finish = () => {
    while (line.at(-1)?.kind === 'text' && (line.at(-1) as { space: boolean }).space) line.pop();
    let ascent = size * 0.93;
    let descent = size * 0.24;
    for (const p of line) {
      if (p.kind === 'math') {
        ascent = Math.max(ascent, p.ascent);
        descent = Math.max(descent, p.descent);
      }
    }
    lines.push({ pieces: line, ascent, descent });
    line = [];
    used = 0;
  };
  const queue = [...pieces];
  while (queue.length > 0) {
    const piece = queue.shift() as Piece;
    if (piece.kind === 'break') {
      finish();
      continue;
    }
    if (piece.kind === 'text' && piece.space && line.length === 0) continue;
    if (piece.kind === 'text' && !piece.space && piece.width > width && line.length === 0) {
      queue.unshift(...splitWide(doc, piece, width));
      continue;
    }
    if (used + piece.width > width && line.length > 0) {
      finish();
      if (!(piece.kind === 'text' && piece.space)) queue.unshift(piece);
      continue;
    }
    line.push(piece);
    used += piece.width;
  }
  if (line.length > 0 || lines.length === 0) finish();
  return lines;
}

export interface FlowOptions {
  x: number;
  width: number;
  size: number;
  bold?: boolean;
  color?: string;
  /** Drawn left of the first line (a list bullet or number). */
  marker?: string;
  /** Extra space between lines, as a share of the font size. */
  leading?: number;
}

/** Lays runs out in lines, words and formulas side by side on shared baselines, breaking pages between lines. */
export function flow(doc: Doc, cursor: Cursor, runs: Run[], o: FlowOptions): void {
  const lines = linesOf(doc, piecesOf(doc, runs, o.size, { bold: o.bold }), o.width, o.size);
  const gap = o.size * (o.leading ?? 0.32);
  lines.forEach((line, index) => {
    const height = line.ascent + line.descent + gap;
    if (cursor.y + height > cursor.bottom && cursor.y > cursor.top) cursor.newPage();
    const baseline = cursor.y + line.ascent;
    if (index === 0 && o.marker) {
      const width = measure(doc, o.marker, 'body', o.size);
      doc.fillColor('#000').text(o.marker, o.x - width - 5, baseline, { lineBreak: false, baseline: 'alphabetic' });
    }
    drawLine(doc, line, o.x, baseline, o.color ?? '#000');
    cursor.y += height;
  });
}

/** The height runs would take at a width, without drawing (for table rows). */
export function measureFlow(doc: Doc, runs: Run[], o: FlowOptions): number {
  const gap = o.size * (o.leading ?? 0.32);
  return linesOf(doc, piecesOf(doc, runs, o.size, { bold: o.bold }), o.width, o.size).reduce(
    (sum, line) => sum + line.ascent + line.descent + gap,
    0,
  );
}

function drawLine(doc: Doc, line: Line, x: number, baseline: number, color: string) {
  let at = x;
  // Neighbouring words in one font are drawn as one string, so the PDF's text keeps its spaces for copying.
  let pending: { text: string; font: FontName; size: number; x: number } | null = null;
  const flush = () => {
    if (!pending) return;
    doc.font(pending.font).fontSize(pending.size).fillColor(color);
    doc.text(pending.text, pending.x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    pending = null;
  };
  for (const piece of line.pieces) {
    if (piece.kind === 'text') {
      if (pending && pending.font === piece.font && pending.size === piece.size) pending.text += piece.text;
      else {
        flush();
        pending = { text: piece.text, font: piece.font, size: piece.size, x: at };
      }
    } else if (piece.kind === 'math') {
      flush();
      const height = piece.ascent + piece.descent;
      SVGtoPDF(doc, svgAt(piece.math, piece.width, height), at, baseline - piece.ascent, {
        width: piece.width,
        height,
        assumePt: true,
      });
      hiddenText(doc, piece.tex, at, baseline, piece.width);
    }
    at += piece.kind === 'break' ? 0 : piece.width;
  }
  flush();
}

/** The TeX of a formula as invisible text under its drawing: copying or searching the PDF finds the formula. */
export function hiddenText(doc: Doc, tex: string, x: number, baseline: number, width: number): void {
  doc.font('mono').fontSize(4);
  const natural = doc.widthOfString(tex) || 1;
  doc.save().fillOpacity(0);
  const horizontalScaling = Math.max(1, (width / natural) * 100);
  // horizontalScaling squeezes the string to the formula's width; pdfkit has it, its type definitions do not.
  const options = { lineBreak: false, baseline: 'alphabetic', horizontalScaling } as PDFKit.Mixins.TextOptions;
  doc.text(tex, x, baseline, options);
  doc.restore();
}
