// `npm run bench:detector`: how fast the engine reads text on one core, in-process (median of several passes).
import { createDetector, defaultWeights } from '@zhi/detector';
import { EVALUATION_ONLY, TRAINABLE, readRows } from './data';

const PASSES = 7;
const texts = [...readRows(TRAINABLE), ...readRows(EVALUATION_ONLY)].map((r) => r.text);
const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0);

const started = performance.now();
const detector = createDetector(defaultWeights);
const loadMs = performance.now() - started;
// One warm-up pass so the JIT has compiled the hot loops before anything is timed.
for (const text of texts) detector.analyze(text);

const rates: number[] = [];
for (let pass = 0; pass < PASSES; pass++) {
  const t0 = performance.now();
  for (const text of texts) detector.analyze(text);
  rates.push(bytes / 1e6 / ((performance.now() - t0) / 1000));
}
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)] ?? 0;

// One long text: the 100,000-character limit of the API, made of real texts end to end.
let long = '';
for (const text of texts) {
  if (long.length >= 100_000) break;
  long += `${text}\n\n`;
}
long = long.slice(0, 100_000);
const longTimes: number[] = [];
for (let i = 0; i < PASSES; i++) {
  const t0 = performance.now();
  detector.analyze(long);
  longTimes.push(performance.now() - t0);
}
longTimes.sort((a, b) => a - b);

console.log(
  `Detector throughput, one core, in-process (${texts.length} texts, ${(bytes / 1e6).toFixed(2)} MB per pass)`,
);
console.log(`  weights load and compile: ${loadMs.toFixed(0)} ms`);
console.log(
  `  median of ${PASSES} passes: ${median.toFixed(2)} MB/s (min ${rates[0]?.toFixed(2)}, max ${rates.at(-1)?.toFixed(2)})`,
);
console.log(`  one 100,000-character text: median ${longTimes[Math.floor(PASSES / 2)]?.toFixed(1)} ms`);
