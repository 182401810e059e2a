// `npm run bench:documents`: extraction, export and OCR speed in-process, and the server's memory (RSS) while it
// reads 10 page images at once through the real endpoint (production build).
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { HOMEWORK_UPLOAD_KINDS } from '@zhi/contract';
import pg from 'pg';
import { ensureBuilt } from '../../../scripts/ensure-build.mjs';
import { startBuiltServer } from '../../../scripts/server-process.mjs';
import { FILE_LIMITS } from '../src/services/documents/document-service';
import { extractDocument } from '../src/services/documents/extract-document';
import { exportService } from '../src/services/documents/export-service';
import { createOcrPool } from '../src/services/documents/ocr-pool';
import { multipart } from '../test/helpers/multipart';
import { textImage } from '../test/helpers/text-images';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, '../../..');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

// An A4 page of prose at 300 dpi: 40 lines of about 70 characters, the size of a scanned worksheet.
const SENTENCES = [
  'A train leaves the station at nine and travels sixty miles every hour',
  'toward the coast, where the harbour lies two hundred miles away from it.',
  'How far has it gone by half past eleven, and at what time will it arrive?',
  'Show each step of the working and give the answer in hours and minutes.',
];
const a4Lines = Array.from({ length: 40 }, (_, i) => SENTENCES[i % SENTENCES.length] ?? '');
const a4 = textImage(a4Lines, 2480);

const ocr = createOcrPool(1);
const limits = { pdfMaxPages: 500, ocrMaxPages: 20, ...FILE_LIMITS };
const results: [string, number[], string][] = [];

const longText = Array.from({ length: 20 * 18 }, (_, i) => `${SENTENCES[i % 4]} ${SENTENCES[(i + 1) % 4]}`).join(
  '\n\n',
);
const twentyPages = await exportService.pdf(longText, 'Twenty pages');
const pages = (await extractDocument({ buffer: twentyPages, filename: 'x.pdf' }, HOMEWORK_UPLOAD_KINDS, ocr, limits))
  .pages;
results.push([
  `text extraction of a ${pages}-page PDF`,
  await timed(() => extractDocument({ buffer: twentyPages, filename: 'x.pdf' }, HOMEWORK_UPLOAD_KINDS, ocr, limits)),
  '< 1 s',
]);

const formulas = Array.from(
  { length: 30 },
  (_, i) =>
    `Step ${i + 1}: since $x_{${i}}^2 + ${i}x = ${i * 3}$, we get $$\\frac{-${i} \\pm \\sqrt{${i}^2 + ${12 * i}}}{2} = \\int_0^{${i}} t\\,dt$$`,
).join('\n\n');
const firstStarted = performance.now();
await exportService.pdf(formulas, 'Thirty formulas');
const first = performance.now() - firstStarted;
// Each run typesets new formulas (a different title changes nothing; new numbers defeat the formula cache).
let variant = 0;
results.push([
  'a PDF with 30 display formulas (and 30 inline), new formulas each run',
  await timed(() =>
    exportService.pdf(formulas.replaceAll('Step', `Step${++variant}`).replaceAll('t\\,dt', `t^{${variant}}\\,dt`), 'T'),
  ),
  '< 1 s',
]);

await ocr.warm();
results.push([
  `OCR of one A4 page at 300 dpi (${a4Lines.length} lines), worker warm`,
  await timed(() => ocr.recognize(a4)),
  '< 5 s',
]);
await ocr.close();

// The server under 10 concurrent OCR uploads: peak RSS sampled from /proc every 20 ms; on the embedded database,
// and on PostgreSQL when one answers (the database's own memory is then in another process).
ensureBuilt({ log: (line: string) => console.error(line) });
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `zhi_bench_docs_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: ADMIN_URL });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

async function memoryUnderOcr(databaseUrl: string | undefined) {
  const server = await startBuiltServer(root, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const rss = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the detector loads once the server listens
    const ready = rss();
    const send = async () => {
      const { payload, headers } = multipart('page.png', a4);
      const res = await fetch(`${server.baseUrl}/api/extract-text`, { method: 'POST', body: payload, headers });
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    };
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 20);
    const started = performance.now();
    await Promise.all(Array.from({ length: 10 }, send));
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    return { ready, peak, elapsed, after: rss() };
  } finally {
    await server.stop();
  }
}

const memory: [string, Awaited<ReturnType<typeof memoryUnderOcr>>][] = [
  ['embedded database (PGlite)', await memoryUnderOcr(undefined)],
];
const postgres = await scratchPostgres();
if (postgres) {
  try {
    memory.push(['PostgreSQL (DATABASE_URL)', await memoryUnderOcr(postgres.url)]);
  } finally {
    await postgres.drop();
  }
}

console.log(`Documents, ${RUNS} runs each, medians; ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}\n`);
console.log('| measure | median | runs | target |');
console.log('| --- | --- | --- | --- |');
for (const [name, times, target] of results) {
  console.log(`| ${name} | ${ms(median(times))} | ${times.map((t) => Math.round(t)).join(', ')} | ${target} |`);
}
console.log(`| the first PDF with 30 formulas in a fresh process (MathJax and fonts loading) | ${ms(first)} | 1 | – |`);
const workers = Math.max(1, Math.min(4, cpus().length - 1));
for (const [name, m] of memory) {
  console.log(
    `| server RSS during 10 concurrent OCR uploads of that A4 page, ${name}, ${workers} OCR worker(s) | peak ${Math.round(m.peak)} MB (ready: ${Math.round(m.ready)} MB; after: ${Math.round(m.after)} MB; all 10 read in ${ms(m.elapsed)}) | 1 | < 600 MB |`,
  );
}
