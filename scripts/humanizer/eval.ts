// `npm run eval:humanizer`: the local engine on the AI texts of ../shared/data/detect: how far the detector's score
// falls, what survives (content words, numbers, names), and how fast 1,000 words are rewritten.
import { analyze } from '@zhi/detector';
import { rewriteLocally } from '@zhi/rewriter';
import { EVALUATION_ONLY, TRAINABLE, readRows } from '../detector/data';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const techniques = process.argv.slice(2);

const sample = Number(process.env.SAMPLE ?? 0);
const sets = [TRAINABLE, EVALUATION_ONLY].map((file) => {
  const rows = readRows(file).filter((r) => r.label === 'ai');
  return { file, rows: sample ? rows.filter((_, i) => i % Math.ceil(rows.length / sample) === 0) : rows };
});
console.log(
  `## Humanizer evaluation (local engine, no provider; techniques: ${techniques.join(', ') || 'default set'})\n`,
);
console.log(
  '| data | AI texts scored | mean AI score before | after | drop | content words kept | numbers kept | names kept |',
);
console.log('|---|---|---|---|---|---|---|---|');
let example = '';
for (const { file, rows } of sets) {
  const before: number[] = [];
  const after: number[] = [];
  const kept: number[] = [];
  let numbers = 0;
  let numbersTotal = 0;
  let names = 0;
  let namesTotal = 0;
  for (const [i, row] of rows.entries()) {
    const input = analyze(row.text);
    if (input.aiScore === null) continue;
    const result = rewriteLocally(row.text, { techniques, seed: i + 1 });
    const output = analyze(result.text);
    if (output.aiScore === null) continue;
    before.push(input.aiScore);
    after.push(output.aiScore);
    kept.push(result.meaning.contentWordsKept);
    numbers += result.meaning.numbers.kept;
    numbersTotal += result.meaning.numbers.total;
    names += result.meaning.names.kept;
    namesTotal += result.meaning.names.total;
    if (!example && input.aiScore > 70)
      example = `Before (${input.aiScore}):\n${row.text}\n\nAfter (${output.aiScore}):\n${result.text}`;
  }
  const pct = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(1)}%` : '–');
  console.log(
    `| ${file} | ${before.length} | ${mean(before).toFixed(1)} | ${mean(after).toFixed(1)} | ${(mean(before) - mean(after)).toFixed(1)} | ${(mean(kept) * 100).toFixed(1)}% | ${pct(numbers, numbersTotal)} (${numbersTotal}) | ${pct(names, namesTotal)} (${namesTotal}) |`,
  );
}

// Speed: 1,000 words of the AI texts, rewritten 20 times after a warm-up; median.
const words = sets[0]?.rows.flatMap((r) => r.text.split(/\s+/)) ?? [];
const thousand = words.slice(0, 1000).join(' ');
for (let i = 0; i < 5; i++) rewriteLocally(thousand, { techniques, seed: i });
const times: number[] = [];
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  rewriteLocally(thousand, { techniques, seed: i });
  times.push(performance.now() - started);
}
console.log(`\n1,000 words rewritten in ${median(times).toFixed(1)} ms (median of 20; target < 100 ms)\n`);
if (process.env.SHOW_EXAMPLE) console.log(example);
