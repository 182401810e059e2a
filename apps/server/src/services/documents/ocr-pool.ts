import { createRequire } from 'node:module';
import type { Block, Scheduler, Word } from 'tesseract.js';

export interface OcrResult {
  text: string;
  /** Mean word confidence, 0 to 100. */
  confidence: number;
}

export interface OcrPool {
  recognize(image: Buffer): Promise<OcrResult>;
  /** Starts the workers now rather than on the first request. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

// The English model ships in an npm package and is read from disk: nothing is fetched at run time. The
// "best_int" model is LSTM-only like our engine mode: less than half the memory of the default, and faster.
const englishData = createRequire(import.meta.url)('@tesseract.js-data/eng') as { langPath: string };
const langPath = englishData.langPath.replace(/4\.0\.0$/, '4.0.0_best_int');

/** Common OCR slips in simple math: a caret read as a trade mark, a minus read as a dash. */
export function tidyOcrText(text: string): string {
  return text
    .replace(/(\w)™\s?(\w)/g, '$1^$2')
    .replace(/(\d|\w)\s?[–—]\s?(\d)/g, '$1 - $2')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * A word's text with raised characters marked as exponents ("x2" with a raised 2 becomes "x^2"): Tesseract
 * reads a superscript as an ordinary character, but its box sits well above the word's baseline.
 */
export function wordWithExponents(word: Pick<Word, 'text' | 'symbols'>): string {
  const symbols = word.symbols ?? [];
  if (symbols.length < 2) return word.text;
  const baseline = median(symbols.map((s) => s.bbox.y1));
  const height = median(symbols.map((s) => s.bbox.y1 - s.bbox.y0));
  let out = '';
  let raised = false;
  symbols.forEach((symbol, i) => {
    const up = i > 0 && baseline - symbol.bbox.y1 > height * 0.25;
    if (up && !raised && !/[\^™'"`°*]/.test(symbol.text)) out += '^';
    raised = up;
    out += symbol.text;
  });
  return out;
}

/** The page's text rebuilt from its lines and words: line breaks kept, exponents marked. */
export function pageText(blocks: Block[] | null | undefined, fallback: string): string {
  if (!blocks?.length) return fallback;
  return blocks
    .map((block) =>
      block.paragraphs
        .map((paragraph) => paragraph.lines.map((line) => line.words.map(wordWithExponents).join(' ')).join('\n'))
        .join('\n\n'),
    )
    .join('\n\n');
}

/**
 * A fixed number of Tesseract workers behind one queue: concurrent uploads wait their turn instead of each
 * starting a worker, so memory stays bounded however many arrive.
 */
export function createOcrPool(size: number): OcrPool {
  let scheduler: Promise<Scheduler> | undefined;
  const start = () => {
    scheduler ??= (async () => {
      const { createScheduler, createWorker, OEM } = await import('tesseract.js');
      const s = createScheduler();
      const workers = await Promise.all(
        Array.from({ length: size }, () =>
          createWorker('eng', OEM.LSTM_ONLY, {
            langPath,
            gzip: true,
            cacheMethod: 'none',
            // Without a handler tesseract.js rethrows a job's error where nothing can catch it, ending the
            // process; with one, the job's own promise carries the error to the request that sent it.
            errorHandler: () => {},
          }),
        ),
      );
      for (const worker of workers) {
        // Keeps runs of spaces (aligned working, matrices) and the line structure of the page.
        await worker.setParameters({ preserve_interword_spaces: '1' });
        s.addWorker(worker);
      }
      return s;
    })();
    return scheduler;
  };
  return {
    async recognize(image) {
      const s = await start();
      const { data } = await s.addJob('recognize', image, {}, { blocks: true, text: true });
      return { text: tidyOcrText(pageText(data.blocks, data.text)), confidence: Math.round(data.confidence) };
    },
    async warm() {
      await start();
    },
    async close() {
      if (scheduler) await (await scheduler).terminate();
      scheduler = undefined;
    },
  };
}
