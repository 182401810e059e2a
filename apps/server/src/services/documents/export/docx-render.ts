import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { imageSize } from '../image-size';
import type { Block, Run } from './blocks';
import { mathPng } from './math-png';
import { typeset } from './math-svg';

// Word lays out in pixels at 96 dpi for images; body text is 11 pt, and MathJax's ex is half the font size.
const EX_PX = (11 * 96) / 72 / 2;
const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];

function mathImage(tex: string, display: boolean): ParagraphChild {
  const result = typeset(tex, display);
  if (!result.ok) return new TextRun({ text: display ? `$$${tex}$$` : `$${tex}$`, font: 'Courier New' });
  const width = Math.max(1, Math.round(result.math.widthEx * EX_PX));
  const height = Math.max(1, Math.round(result.math.heightEx * EX_PX));
  return new ImageRun({
    type: 'png',
    data: mathPng(result.math, width, height),
    transformation: { width, height },
    altText: { name: 'formula', title: tex, description: tex },
  });
}

function children(runs: Run[], extra: { bold?: boolean; italics?: boolean } = {}): ParagraphChild[] {
  return runs.map((run) => {
    if (run.kind === 'break') return new TextRun({ text: '', break: 1 });
    if (run.kind === 'math') return mathImage(run.tex, false);
    return new TextRun({
      text: run.text,
      bold: run.bold || extra.bold,
      italics: run.italic || extra.italics,
      font: run.code ? 'Courier New' : undefined,
    });
  });
}

function table(header: Run[][], rows: Run[][][]): Table {
  const cell = (runs: Run[], bold: boolean) =>
    new TableCell({
      children: [new Paragraph({ children: children(runs, { bold }) })],
      shading: bold ? { type: ShadingType.CLEAR, fill: 'EEEEEE', color: 'auto' } : undefined,
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      ...(header.length ? [new TableRow({ tableHeader: true, children: header.map((c) => cell(c, true)) })] : []),
      ...rows.map((row) => new TableRow({ children: row.map((c) => cell(c, false)) })),
    ],
  });
}

/** Renders blocks to a real .docx: headings, lists, tables, code, and formulas as images with their TeX as alt text. */
export async function renderDocx(blocks: Block[], title: string): Promise<Buffer> {
  const body: (Paragraph | Table)[] = [new Paragraph({ heading: HeadingLevel.TITLE, text: title })];
  let list = 0;
  let previous: Block | undefined;
  for (const block of blocks) {
    switch (block.type) {
      case 'heading':
        body.push(new Paragraph({ heading: HEADINGS[block.level - 1], children: children(block.runs) }));
        break;
      case 'paragraph':
        body.push(new Paragraph({ children: children(block.runs), spacing: { after: 120 } }));
        break;
      case 'quote':
        body.push(new Paragraph({ children: children(block.runs, { italics: true }), indent: { left: 720 } }));
        break;
      case 'list-item':
        // Each ordered list counts from its own start: a new Word numbering instance per list.
        if (block.ordered && block.depth === 0 && previous?.type !== 'list-item') list++;
        body.push(
          new Paragraph({
            children: children(block.runs),
            ...(block.ordered
              ? { numbering: { reference: 'ordered', level: Math.min(block.depth, 3), instance: list } }
              : { bullet: { level: Math.min(block.depth, 3) } }),
          }),
        );
        break;
      case 'code':
        for (const line of block.text.split('\n')) {
          body.push(
            new Paragraph({
              children: [new TextRun({ text: line, font: 'Courier New', size: 19 })],
              shading: { type: ShadingType.CLEAR, fill: 'F3F3F3', color: 'auto' },
              spacing: { after: 0 },
            }),
          );
        }
        break;
      case 'math':
        body.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [mathImage(block.tex, true)] }));
        break;
      case 'table':
        body.push(table(block.header, block.rows));
        break;
      case 'rule':
        body.push(
          new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'AAAAAA', space: 1 } } }),
        );
        break;
      case 'image': {
        const size = imageSize(block.data);
        if (!size) throw new Error('unreadable image');
        const scale = Math.min(600 / size.width, 420 / size.height, 1);
        if (block.title) body.push(new Paragraph({ children: [new TextRun({ text: block.title, bold: true })] }));
        body.push(
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [
              new ImageRun({
                type: block.data[0] === 0x89 ? 'png' : 'jpg',
                data: block.data,
                transformation: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) },
                altText: {
                  name: block.title ?? 'graph',
                  title: block.title ?? 'graph',
                  description: block.lines.join(' '),
                },
              }),
            ],
          }),
        );
        for (const line of block.lines) body.push(new Paragraph({ text: line }));
        break;
      }
    }
    previous = block;
  }
  const document = new Document({
    title,
    creator: 'ZHI',
    numbering: {
      config: [
        {
          reference: 'ordered',
          levels: [0, 1, 2, 3].map((level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [
      {
        children: body,
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })],
              }),
            ],
          }),
        },
      },
    ],
  });
  return Packer.toBuffer(document);
}
