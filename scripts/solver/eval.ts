// `npm run eval:solver`: the offline engine on ../shared/data/math: per category, the share answered correctly
// (graded against the reference answer, not by the engine's own check), the share verified, and time per problem.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sameAnswer, sameUpToConstant, solve } from '@zhi/solver';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const dir = path.resolve(root, '..', 'shared', 'data', 'math');
interface Row {
  problem: string;
  answer: string;
  category: string;
  variable?: string;
}
const read = (file: string): Row[] => {
  const full = path.join(dir, file);
  if (!existsSync(full)) throw new Error(`${full} is missing: the math data lives in ../shared/data/math.`);
  return readFileSync(full, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Row);
};
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const pct = (n: number, d: number) => `${((n / Math.max(1, d)) * 100).toFixed(1)}%`;

// EVAL_SETS=deepmind_all_dev limits the run to some sets; SHOW_FAILURES=3 lists up to 3 wrong or unanswered per category.
const only = process.env.EVAL_SETS?.split(',');
const sets = ['deepmind_dev', 'integrals_dev', 'deepmind_all_dev', 'gsm8k_dev'].filter(
  (s) => !only || only.includes(s),
);
const showPerCategory = Number(process.env.SHOW_FAILURES ?? 0);
// Sorted lists are right only in their order; other lists (roots, factors) are sets.
const ordered = (category: string) => /sort/.test(category);
const sameInOrder = (a: string, b: string) => {
  const x = a.split(/\s*,\s*/);
  const y = b.split(/\s*,\s*/);
  return x.length === y.length && x.every((item, i) => sameAnswer(item, y[i] as string));
};

for (const file of sets.map((s) => `${s}.jsonl`)) {
  const rows = read(file);
  const byCategory = new Map<string, Row[]>();
  for (const row of rows) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row]);
  console.log(`\n### ${file}\n`);
  console.log('| category | problems | correct | verified | verified but wrong | median ms | p95 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  const all = { n: 0, correct: 0, verified: 0, wrongVerified: 0 };
  const failures: string[] = [];
  for (const [category, list] of byCategory) {
    let correct = 0;
    let verified = 0;
    let wrongVerified = 0;
    const times: number[] = [];
    let shown = 0;
    for (const row of list) {
      const started = performance.now();
      const result = solve(row.problem);
      times.push(performance.now() - started);
      // An antiderivative is right up to an added constant; everything else as values or expressions.
      const right =
        result.answer !== null &&
        (row.category === 'calculus__integrate'
          ? sameUpToConstant(result.answer.value, row.answer, row.variable ?? 'x')
          : ordered(row.category)
            ? sameInOrder(result.answer.value, row.answer)
            : sameAnswer(result.answer.value, row.answer));
      const ok = result.verified?.ok === true;
      if (right) correct++;
      if (ok) verified++;
      if (ok && !right) {
        wrongVerified++;
        if (failures.length < 10) failures.push(`${row.problem} → ${result.answer?.value} (expected ${row.answer})`);
      } else if (!right && shown < showPerCategory) {
        shown++;
        failures.push(`${row.problem} → ${result.answer?.value ?? result.reason} (expected ${row.answer})`);
      }
    }
    all.n += list.length;
    all.correct += correct;
    all.verified += verified;
    all.wrongVerified += wrongVerified;
    console.log(
      `| ${category} | ${list.length} | ${pct(correct, list.length)} | ${pct(verified, list.length)} | ${wrongVerified} | ${quantile(times, 0.5).toFixed(2)} | ${quantile(times, 0.95).toFixed(2)} | ${Math.max(...times).toFixed(1)} |`,
    );
  }
  console.log(
    `| all | ${all.n} | ${pct(all.correct, all.n)} | ${pct(all.verified, all.n)} | ${all.wrongVerified} | | | |`,
  );
  if (failures.length) console.log(`\n${failures.map((f) => `- ${f}`).join('\n')}`);
}
