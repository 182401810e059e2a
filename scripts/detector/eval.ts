// `npm run eval:detector`: AUROC, TPR at 1% and 5% FPR and FPR at the default threshold — in-domain (5-fold),
// per domain, per generator, with whole domains held out, and on evaluation-only data — beside two one-line
// baselines (mean word length, type-token ratio) on the same texts.
import { AI_THRESHOLD, createDetector, defaultWeights } from '@zhi/detector';
import { auroc, assignFolds, fprAt, tprAtFpr, trainModel } from '@zhi/detector/training';
import { EVALUATION_ONLY, REVISIONS, type Row, TRAINABLE, authoredParts, readJsonl, readRows } from './data';

type Scored = { row: Row; score: number };

// Texts the detector declined to judge (too short, not prose) carry NaN and are left out of averages.
const finite = (v: number[]) => v.filter(Number.isFinite);
const mean = (v: number[]) => (finite(v).reduce((a, b) => a + b, 0) / Math.max(1, finite(v).length)).toFixed(1);

const wordsOf = (text: string) => text.match(/[A-Za-z]+(?:'[A-Za-z]+)*/g) ?? [];
const meanWordLength = (text: string) => {
  const words = wordsOf(text);
  return words.reduce((s, w) => s + w.length, 0) / Math.max(1, words.length);
};
const typeTokenRatio = (text: string) => {
  const words = wordsOf(text).map((w) => w.toLowerCase());
  return new Set(words).size / Math.max(1, words.length);
};

/** A one-line baseline, oriented by the training texts (does a higher value mean AI there?). */
function baseline(measure: (text: string) => number, train: Row[]) {
  const mean = (label: string) => {
    const values = train.filter((r) => r.label === label).map((r) => measure(r.text));
    return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  };
  const sign = mean('ai') >= mean('human') ? 1 : -1;
  return (text: string) => sign * measure(text);
}

const pct = (v: number) => (Number.isNaN(v) ? '–' : `${(v * 100).toFixed(1)}%`);
const num = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(3));

function metrics(scored: Scored[]) {
  const scores = scored.map((s) => s.score);
  const isAi = scored.map((s) => s.row.label === 'ai');
  return {
    n: scored.filter((s) => Number.isFinite(s.score)).length,
    unjudged: scored.filter((s) => !Number.isFinite(s.score)).length,
    auroc: auroc(scores, isAi),
    tpr1: tprAtFpr(scores, isAi, 0.01),
    tpr5: tprAtFpr(scores, isAi, 0.05),
    fpr: fprAt(scores, isAi, AI_THRESHOLD),
  };
}

function table(title: string, rows: [string, Scored[], Record<string, number>?][]) {
  console.log(`\n### ${title}\n`);
  console.log(
    '| set | texts judged (declined) | AUROC | TPR @ 1% FPR | TPR @ 5% FPR | FPR at score ≥ 50 | baseline AUROC: word length | baseline AUROC: type-token |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, scored, baselines] of rows) {
    const m = metrics(scored);
    console.log(
      `| ${name} | ${m.n} (${m.unjudged}) | ${num(m.auroc)} | ${pct(m.tpr1)} | ${pct(m.tpr5)} | ${pct(m.fpr)} | ${num(baselines?.wordLength ?? Number.NaN)} | ${num(baselines?.typeToken ?? Number.NaN)} |`,
    );
  }
}

function baselinesFor(train: Row[], test: Row[]) {
  const isAi = test.map((r) => r.label === 'ai');
  const wl = baseline(meanWordLength, train);
  const tt = baseline(typeTokenRatio, train);
  return {
    wordLength: auroc(
      test.map((r) => wl(r.text)),
      isAi,
    ),
    typeToken: auroc(
      test.map((r) => tt(r.text)),
      isAi,
    ),
  };
}

/** Scores every row of `test` (as given, prompts included) with a detector trained on `train`'s authored parts. */
function scoreWith(train: Row[], test: Row[]): Scored[] {
  const detector = createDetector(trainModel(authoredParts(train)));
  return test.map((row) => ({ row, score: detector.analyze(row.text).aiScore ?? Number.NaN }));
}

const started = performance.now();
const data = readRows(TRAINABLE);
const domains = [...new Set(data.map((r) => r.domain))];
const generators = [...new Set(data.filter((r) => r.generator).map((r) => r.generator as string))];

console.log(
  `## Detector evaluation\n\nTraining data: ${TRAINABLE} (${data.length} texts, ${domains.length} domains); ` +
    'trained on what each author wrote (the shared prompt removed), tested on the texts as given.',
);

// In-domain: 5-fold cross-validation over all trainable texts.
const folds = assignFolds(data.length, 5, 11);
const inDomain: Scored[] = [];
for (let k = 0; k < 5; k++) {
  const train = data.filter((_, i) => folds[i] !== k);
  const test = data.filter((_, i) => folds[i] === k);
  inDomain.push(...scoreWith(train, test));
}
const allBaselines = baselinesFor(data, data);
table('In-domain (5-fold cross-validation)', [
  ['all domains', inDomain, allBaselines],
  ...domains.map((d): [string, Scored[], Record<string, number>] => [
    d,
    inDomain.filter((s) => s.row.domain === d),
    baselinesFor(
      data,
      data.filter((r) => r.domain === d),
    ),
  ]),
  ...generators.map((g): [string, Scored[], Record<string, number>] => [
    `generator: ${g} (vs all human texts)`,
    inDomain.filter((s) => s.row.label === 'human' || s.row.generator === g),
    baselinesFor(
      data,
      data.filter((r) => r.label === 'human' || r.generator === g),
    ),
  ]),
]);

// Held-out domains: train without a domain, test on it.
const heldOut: [string, Scored[], Record<string, number>][] = [];
for (const domain of domains) {
  const train = data.filter((r) => r.domain !== domain);
  const test = data.filter((r) => r.domain === domain);
  heldOut.push([`held out: ${domain}`, scoreWith(train, test), baselinesFor(train, test)]);
}
table('Whole domains held out (trained on the other domains)', heldOut);
const heldOutMean = heldOut.reduce((s, [, scored]) => s + metrics(scored).auroc, 0) / heldOut.length;
console.log(`\nMean AUROC with domains held out: ${num(heldOutMean)}`);

// The shipped model (trained on all trainable data) on evaluation-only data it never saw.
const shipped = createDetector(defaultWeights);
const mixset = readRows(EVALUATION_ONLY);
const mixScored = mixset.map((row) => ({ row, score: shipped.analyze(row.text).aiScore ?? Number.NaN }));
const mixHumanDomains = [...new Set(mixset.filter((r) => r.label === 'human').map((r) => r.domain))];
console.log(`\n### Shipped weights on ${EVALUATION_ONLY} (evaluation only, never trained on)\n`);
table('MixSet: human writing of six kinds against answers of five model families', [
  ['all', mixScored, baselinesFor(data, mixset)],
]);
console.log('\n| human writing | texts | flagged as AI (score ≥ 50) | mean score |');
console.log('|---|---|---|---|');
for (const domain of mixHumanDomains) {
  const scores = finite(mixScored.filter((s) => s.row.domain === domain).map((s) => s.score));
  console.log(
    `| ${domain} | ${scores.length} | ${pct(scores.filter((s) => s >= AI_THRESHOLD).length / scores.length)} | ${mean(scores)} |`,
  );
}
console.log('\n| model answers | texts | caught (score ≥ 50) | mean score |');
console.log('|---|---|---|---|');
for (const generator of [...new Set(mixset.filter((r) => r.generator).map((r) => r.generator as string))]) {
  const scores = finite(mixScored.filter((s) => s.row.generator === generator).map((s) => s.score));
  console.log(
    `| ${generator} | ${scores.length} | ${pct(scores.filter((s) => s >= AI_THRESHOLD).length / scores.length)} | ${mean(scores)} |`,
  );
}

// Revisions: how the score moves when a model polishes or rewrites a text.
interface Revision {
  operation: string;
  before: string;
  before_label: string;
  after: string;
}
const revisions = readJsonl<Revision>(REVISIONS);
const byOperation = new Map<string, { before: number[]; after: number[] }>();
for (const r of revisions) {
  const entry = byOperation.get(`${r.operation} (of ${r.before_label} text)`) ?? { before: [], after: [] };
  entry.before.push(shipped.analyze(r.before).aiScore ?? Number.NaN);
  entry.after.push(shipped.analyze(r.after).aiScore ?? Number.NaN);
  byOperation.set(`${r.operation} (of ${r.before_label} text)`, entry);
}
console.log(`\n### Shipped weights on ${REVISIONS}: mean score before and after a model revised the text\n`);
console.log('| revision | pairs | before | after |');
console.log('|---|---|---|---|');
for (const [operation, { before, after }] of [...byOperation.entries()].sort()) {
  console.log(`| ${operation} | ${before.length} | ${mean(before)} | ${mean(after)} |`);
}
console.log(`\n(evaluation took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
