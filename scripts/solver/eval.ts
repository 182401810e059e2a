// `npm run eval:solver`: the offline engine on ../shared/data/math and on the team's everyday set
// (scripts/solver/everyday): per category, the share answered correctly (graded against the reference answer,
// not by the engine's own check), the share verified, the verified answers that are wrong, and time per problem.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solve } from '@zhi/solver';
import { type Kind, isRight, yesNoReference } from './grade';
import { mathAnswer } from './math-answers';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const shared = path.resolve(root, '..', 'shared', 'data', 'math');
interface Row {
  problem: string;
  answer: string;
  category: string;
  variable?: string;
  kind?: Kind;
}
const read = (full: string): Row[] => {
  if (!existsSync(full)) throw new Error(`${full} is missing: the math data lives in ../shared/data/math.`);
  return readFileSync(full, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Row & { level?: number })
    .map((row) =>
      // Competition rows (MATH): LaTeX answers in plain syntax, grouped by level.
      row.level !== undefined ? { ...row, ...mathAnswer(row.answer), category: `level ${row.level}` } : row,
    );
};
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const pct = (n: number, d: number) => `${((n / Math.max(1, d)) * 100).toFixed(1)}%`;

// EVAL_SETS=deepmind_all_dev,everyday limits the run; SHOW_FAILURES=3 lists up to 3 wrong or unanswered per category.
const only = process.env.EVAL_SETS?.split(',');
const SETS: Record<string, string> = {
  deepmind_dev: path.join(shared, 'deepmind_dev.jsonl'),
  integrals_dev: path.join(shared, 'integrals_dev.jsonl'),
  deepmind_all_dev: path.join(shared, 'deepmind_all_dev.jsonl'),
  gsm8k_dev: path.join(shared, 'gsm8k_dev.jsonl'),
  everyday: path.join(root, 'scripts', 'solver', 'everyday', 'questions.jsonl'),
  everyday_holdout: path.join(root, 'scripts', 'solver', 'everyday-holdout', 'questions.jsonl'),
  everyday_holdout_2: path.join(root, 'scripts', 'solver', 'everyday-holdout-2', 'questions.jsonl'),
  everyday_holdout_3: path.join(root, 'scripts', 'solver', 'everyday-holdout-3', 'questions.jsonl'),
  everyday_holdout_4: path.join(root, 'scripts', 'solver', 'everyday-holdout-4', 'questions.jsonl'),
  everyday_holdout_5: path.join(root, 'scripts', 'solver', 'everyday-holdout-5', 'questions.jsonl'),
  everyday_dev: path.join(root, 'scripts', 'solver', 'everyday-dev', 'questions.jsonl'),
  everyday_dev_2: path.join(root, 'scripts', 'solver', 'everyday-dev-2', 'questions.jsonl'),
  everyday_dev_3: path.join(root, 'scripts', 'solver', 'everyday-dev-3', 'questions.jsonl'),
  everyday_dev_4: path.join(root, 'scripts', 'solver', 'everyday-dev-4', 'questions.jsonl'),
  everyday_dev_5: path.join(root, 'scripts', 'solver', 'everyday-dev-5', 'questions.jsonl'),
  everyday_dev_6: path.join(root, 'scripts', 'solver', 'everyday-dev-6', 'questions.jsonl'),
  everyday_dev_7: path.join(root, 'scripts', 'solver', 'everyday-dev-7', 'questions.jsonl'),
  everyday_dev_8: path.join(root, 'scripts', 'solver', 'everyday-dev-8', 'questions.jsonl'),
  // Public competition problems kept outside the repository (MATH_FILE=/path/to/levels12.jsonl).
  ...(process.env.MATH_FILE ? { math: process.env.MATH_FILE } : {}),
};
const showPerCategory = Number(process.env.SHOW_FAILURES ?? 0);

/** The kind of answer of a row of the shared sets: antiderivatives up to a constant, sorted lists in order. */
const kindOf = (row: Row): Kind =>
  row.kind ??
  (row.category === 'calculus__integrate' ? 'antiderivative' : /sort/.test(row.category) ? 'list' : 'value');

for (const [name, file] of Object.entries(SETS).filter(([s]) => !only || only.includes(s))) {
  const rows = read(file);
  const byCategory = new Map<string, Row[]>();
  for (const row of rows) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row]);
  console.log(`\n### ${name}\n`);
  console.log(
    '| category | problems | correct | verified | answered but wrong | verified but wrong | median ms | p95 ms | max ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const all = { n: 0, correct: 0, verified: 0, wrong: 0, wrongVerified: 0 };
  const times: number[] = [];
  const failures: string[] = [];
  for (const [category, list] of byCategory) {
    let correct = 0;
    let verified = 0;
    let wrongVerified = 0;
    let wrong = 0;
    const categoryTimes: number[] = [];
    let shown = 0;
    for (const row of list) {
      const started = performance.now();
      const result = solve(row.problem);
      const ms = performance.now() - started;
      categoryTimes.push(ms);
      if (category !== 'calculus__integrate' && category !== 'integrals') times.push(ms);
      const right = isRight(
        kindOf(row),
        result,
        yesNoReference(row.problem, row.answer, result.answer?.value),
        row.variable ?? 'x',
      );
      const ok = result.verified?.ok === true;
      if (right) correct++;
      else if (result.answer) wrong++;
      if (ok) verified++;
      if (ok && !right) {
        wrongVerified++;
        failures.unshift(`VERIFIED BUT WRONG ${row.problem} → ${result.answer?.value} (expected ${row.answer})`);
      } else if (!right && shown < showPerCategory) {
        shown++;
        failures.push(`${row.problem} → ${result.answer?.value ?? result.reason} (expected ${row.answer})`);
      }
    }
    all.n += list.length;
    all.correct += correct;
    all.verified += verified;
    all.wrongVerified += wrongVerified;
    all.wrong += wrong;
    console.log(
      `| ${category} | ${list.length} | ${pct(correct, list.length)} | ${pct(verified, list.length)} | ${wrong} | ${wrongVerified} | ${quantile(categoryTimes, 0.5).toFixed(2)} | ${quantile(categoryTimes, 0.95).toFixed(2)} | ${Math.max(...categoryTimes).toFixed(1)} |`,
    );
  }
  console.log(
    `| all | ${all.n} | ${pct(all.correct, all.n)} | ${pct(all.verified, all.n)} | ${all.wrong} | ${all.wrongVerified} | ${quantile(times, 0.5).toFixed(2)} | ${quantile(times, 0.95).toFixed(2)} | (outside integration) |`,
  );
  if (failures.length) console.log(`\n${failures.map((f) => `- ${f}`).join('\n')}`);
}
