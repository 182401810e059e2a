import type { CombinedPdfRequest, GraphData, GraphPdfRequest } from '@zhi/contract';
import { HttpError } from '../../lib/http-errors';
import { type Block, parseMarkdown, parsePlainText, protectMath } from './export/blocks';
import { renderDocx } from './export/docx-render';
import { renderHtml } from './export/html-render';
import { renderPdf } from './export/pdf-render';
import { imageSize } from './image-size';

const DEFAULT_TITLE = 'Solution';

/** What one export may typeset: far above a long solution (tens of formulas), far below what stalls a worker. */
export const EXPORT_LIMITS = { formulas: 500, texCharacters: 100_000 };

const count = (n: number) => n.toLocaleString('en-US');

/** Refuses, before any typesetting, a document with more formulas (or more TeX) than an export may set. */
function checkFormulas(...sources: (string | undefined)[]): void {
  let formulas = 0;
  let characters = 0;
  for (const source of sources) {
    if (!source) continue;
    for (const formula of protectMath(source).formulas) {
      formulas++;
      characters += formula.tex.length;
    }
  }
  if (formulas > EXPORT_LIMITS.formulas) {
    throw new HttpError(
      413,
      `The document has ${count(formulas)} formulas, and an export can typeset at most ${count(EXPORT_LIMITS.formulas)}. Export it in parts.`,
    );
  }
  if (characters > EXPORT_LIMITS.texCharacters) {
    throw new HttpError(
      413,
      `The document's formulas hold ${count(characters)} characters of TeX, and an export can typeset at most ${count(EXPORT_LIMITS.texCharacters)}. Export it in parts.`,
    );
  }
}

/** A graph's data URL as image bytes, decoded once to prove it is the whole PNG or JPEG it claims to be. */
async function graphImage(dataUrl: string, index: number, graph: GraphData | undefined): Promise<Block> {
  const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const size = imageSize(data);
  const unusable = new HttpError(422, `Could not read graph ${index + 1}: it is not a usable PNG or JPEG image.`);
  if (!size || !size.width || !size.height || size.width * size.height > 40_000_000) throw unusable;
  // The PDF writer copies PNG data without decoding it: a damaged image would only show up in the reader. The
  // decoders are pure JavaScript, so a hostile image can throw but cannot crash the process.
  try {
    if (data[0] === 0x89) (await import('pngjs')).PNG.sync.read(data);
    else (await import('jpeg-js')).default.decode(data, { maxMemoryUsageInMB: 256, maxResolutionInMP: 40 });
  } catch {
    throw unusable;
  }
  const lines = [
    graph?.xLabel ? `Horizontal axis: ${graph.xLabel}` : '',
    graph?.yLabel ? `Vertical axis: ${graph.yLabel}` : '',
    graph?.description ?? '',
  ].filter(Boolean);
  return { type: 'image', data, title: graph?.title ?? `Graph ${index + 1}`, lines };
}

const heading = (text: string): Block => ({ type: 'heading', level: 1, runs: [{ kind: 'text', text }] });

/** Markdown with LaTeX in, files out: PDF, Word, and the HTML of the print view. */
export const exportService = {
  pdf(content: string, title = DEFAULT_TITLE) {
    checkFormulas(content);
    return renderPdf(parseMarkdown(content), title || DEFAULT_TITLE);
  },

  docx(content: string, title = DEFAULT_TITLE) {
    checkFormulas(content);
    return renderDocx(parseMarkdown(content), title || DEFAULT_TITLE);
  },

  printHtml(content: string, title = DEFAULT_TITLE) {
    checkFormulas(content);
    return renderHtml(parseMarkdown(content), title || DEFAULT_TITLE);
  },

  async combinedPdf(request: CombinedPdfRequest) {
    checkFormulas(request.content, request.extractedText);
    const blocks: Block[] = [];
    if (request.extractedText?.trim()) blocks.push(heading('Problem'), ...parsePlainText(request.extractedText));
    blocks.push(heading('Solution'), ...parseMarkdown(request.content));
    const images = request.graphImages ?? [];
    if (images.length) {
      blocks.push(heading(images.length === 1 ? 'Graph' : 'Graphs'));
      for (const [i, url] of images.entries()) blocks.push(await graphImage(url, i, request.graphData?.[i]));
    }
    return renderPdf(blocks, request.title || DEFAULT_TITLE);
  },

  async graphPdf(request: GraphPdfRequest) {
    const title = request.title || 'Graph';
    return renderPdf([await graphImage(request.graphImage, 0, { title })], title);
  },
};
