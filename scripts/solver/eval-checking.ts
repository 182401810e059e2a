// `npm run eval:checking`: the answer checker on the problems of ../shared/data/math that the engine solves. Each
// reference answer is written in every ordinary format (as models and students write answers) beside a wrong one,
// and checked against the problem: per format, how many right answers were verified, refuted or not checkable, and
// the same for wrong ones. Goals: no right answer refuted, no wrong one verified, ≥ 95% of right answers verified,
// ≥ 90% of wrong ones refuted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SolveResult, solve, verifyAnswer } from '@zhi/solver';

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

// ---------------------------------------------------------------- writers: one answer, many ways of writing it

/** SymPy syntax as TeX, written here (not by the engine): fractions, roots, powers, functions. */
function toTex(sympy: string, dfrac = false): string {
  let s = sympy.replace(/\*\*/g, '^');
  // A power of e^x is written with its group: (e^x)^(1/3), never the double superscript e^{x}^{…}.
  s = s.replace(/exp\(([^()]*)\)\^/g, '\\left(e^{$1}\\right)^');
  s = s.replace(/sqrt\(([^()]*)\)/g, '\\sqrt{$1}');
  s = s.replace(/\b(sin|cos|tan|log|exp|atan|asin|acos|sinh|cosh|tanh)\(([^()]*)\)/g, (_, f: string, a: string) =>
    f === 'exp' ? `e^{${a}}` : `\\${f === 'log' ? 'ln' : f.replace(/^a/, 'arc')}\\left(${a}\\right)`,
  );
  s = s.replace(/\^(\d+|\([^()]*\))/g, (_, e: string) => `^{${e.replace(/^\(|\)$/g, '')}}`);
  s = s.replace(/(-?\d+)\/(\d+)/g, (_, a: string, b: string) => `${dfrac ? '\\dfrac' : '\\frac'}{${a}}{${b}}`);
  s = s.replace(/\bpi\b/g, '\\pi').replace(/\*/g, ' \\cdot ');
  return s;
}

/** Implicit products, as people type: 3*x**2*sin(x) → 3x^2sin(x). */
const implicit = (sympy: string) =>
  sympy
    .replace(/\*\*/g, '^')
    .replace(/(\d|\))\*(?=[a-zA-Z(])/g, '$1')
    .replace(/([a-zA-Z])\*(?=[a-zA-Z(])/g, '$1');

/** Unicode math: ² ³, √, π, ·, −. */
const unicode = (sympy: string) =>
  sympy
    .replace(/\*\*2\b/g, '²')
    .replace(/\*\*3\b/g, '³')
    .replace(/sqrt\(/g, '√(')
    .replace(/\bpi\b/g, 'π')
    .replace(/\*\*/g, '^')
    .replace(/\*/g, '·')
    .replace(/-/g, '−');

const values = (answer: string) => answer.split(/,\s*/).map((v) => v.trim());

/** A decimal to 4 places, when the value is a number that is not whole; else null. */
function decimal(answer: string): string | null {
  if (!/^-?\d+\/\d+$/.test(answer.trim())) return null;
  const [a = '0', b = '1'] = answer.split('/');
  return (Number(a) / Number(b)).toFixed(4);
}

type Kind = 'roots' | 'value' | 'expression' | 'antiderivative' | 'yes or no' | 'choice' | 'list' | 'text';

function kindOf(row: Row, solved: SolveResult): Kind {
  if (row.category === 'calculus__integrate') return 'antiderivative';
  const target = solved.reading?.target?.kind;
  if (target === 'boolean') return 'yes or no';
  if (target === 'choice' || target === 'list' || target === 'text') return target;
  if (target === 'roots') return 'roots';
  if (target === 'value' || target === 'system') return 'value';
  return 'expression';
}

/** Answers in words, letters, lists in order, times, numerals in other bases: as people write them. */
function wordFormats(answer: string, kind: Kind): Record<string, string> {
  const out: Record<string, string> = {
    'as given (SymPy)': answer,
    'Markdown bold, full stop': `**${answer}**.`,
    'a sentence': `The answer is ${answer}.`,
  };
  if (kind === 'yes or no') {
    const yes = /^true$/i.test(answer);
    out['yes or no'] = yes ? 'Yes' : 'No';
    out['yes or no, with a reason'] = yes ? 'Yes, it is.' : 'No, it is not.';
  }
  if (kind === 'choice') out['(letter)'] = `(${answer})`;
  if (kind === 'list') out['a, b and c'] = answer.replace(/, ([^,]+)$/, ' and $1');
  return out;
}

/** Every format of a right answer for this kind of problem (name → answer text). */
function formats(answer: string, kind: Kind, v: string): Record<string, string> {
  if (kind === 'yes or no' || kind === 'choice' || kind === 'list' || kind === 'text') return wordFormats(answer, kind);
  const out: Record<string, string> = {
    'as given (SymPy)': answer,
    'LaTeX in $…$': `$${toTex(answer)}$`,
    'LaTeX in \\(…\\)': `\\(${toTex(answer)}\\)`,
    'LaTeX in $$…$$': `$$${toTex(answer)}$$`,
    '\\boxed{…}': `\\boxed{${toTex(answer, true)}}`,
    'implicit products': implicit(answer),
    'Unicode (², √, π, ·, −)': unicode(answer),
    'Markdown bold, full stop': `**${answer}**.`,
  };
  if (kind === 'roots') {
    const list = values(answer);
    out['x = a, x = b'] = list.map((x) => `${v} = ${x}`).join(', ');
    out['x = a or x = b'] = list.map((x) => `${v} = ${x}`).join(' or ');
    out['a and b'] = list.join(' and ');
    out['x ∈ {a, b}'] = `${v} ∈ {${list.join(', ')}}`;
    out['x \\in \\{a, b\\}'] = `$${v} \\in \\{${list.map((x) => toTex(x)).join(', ')}\\}$`;
    const decimals = list.map(decimal);
    if (decimals.some(Boolean)) out['decimals (4 places)'] = list.map((x, i) => decimals[i] ?? x).join(', ');
  }
  if (kind === 'value') {
    out['x = value'] = `${v} = ${answer}`;
    const d = decimal(answer);
    if (d) out['decimal (4 places)'] = d;
  }
  if (kind === 'antiderivative') {
    out['+ C'] = `${answer} + C`;
    out['+ c, LaTeX'] = `$${toTex(answer)} + c$`;
  }
  if (kind === 'expression') out["f'(x) = …"] = `f'(${v}) = ${answer}`;
  return out;
}

/** A wrong answer of the same shape: a root moved, a value off by one, an expression changed. */
function wrong(answer: string, kind: Kind, v: string, ordered = true): string {
  if (kind === 'yes or no') return /^true$/i.test(answer) ? 'False' : 'True';
  if (kind === 'choice') return answer === 'a' ? 'b' : 'a';
  if (kind === 'list') {
    const items = values(answer);
    // A set (prime factors) is wrong with an item changed; a sorted list with its order changed.
    if (!ordered || items.length < 2) return [...items.slice(0, -1), `${items.at(-1)}1`].join(', ');
    return [...items.slice(1), items[0]].join(', ');
  }
  // A time a minute off, a numeral with one more digit.
  if (kind === 'text')
    return /\d:\d\d/.test(answer) ? answer.replace(/(\d)(?= [AP]M|$)/, (d) => `${(Number(d) + 1) % 10}`) : `${answer}1`;
  if (kind === 'roots') {
    const list = values(answer);
    return [...list.slice(0, -1), `(${list.at(-1)}) + 1`].join(', ');
  }
  if (kind === 'value') return `(${answer}) + 1`;
  // An added constant does not change an antiderivative: an added variable does.
  if (kind === 'antiderivative') return `${answer} + ${v}`;
  return `${answer} + 1`;
}

// ---------------------------------------------------------------- the run

type Tally = Record<'verified' | 'refuted' | 'not-checkable', number>;
const empty = (): Tally => ({ verified: 0, refuted: 0, 'not-checkable': 0 });
const right = new Map<string, Tally>();
const wrongs = new Map<string, Tally>();
const bad: string[] = [];
const started = performance.now();
let problems = 0;

const files = ['deepmind_dev.jsonl', 'integrals_dev.jsonl', 'deepmind_all_dev.jsonl'];
for (const file of files) {
  for (const row of read(file)) {
    const solved = solve(row.problem);
    if (!solved.answer || !solved.verified?.ok) continue;
    problems++;
    const kind = kindOf(row, solved);
    const target = solved.reading?.target;
    const v =
      row.variable ??
      (target && 'variable' in target ? target.variable : null) ??
      /\b([a-z])\b/.exec(row.answer)?.[1] ??
      'x';
    for (const [format, text] of Object.entries(formats(row.answer, kind, v))) {
      const judged = verifyAnswer(row.problem, text, solved);
      const tally = right.get(format) ?? empty();
      tally[judged.status]++;
      right.set(format, tally);
      if (judged.status === 'refuted' && bad.length < 40)
        bad.unshift(`RIGHT refuted [${format}] ${row.problem} ← ${text}: ${judged.detail}`);
      if (process.env.SHOW_UNCHECKED && judged.status === 'not-checkable' && bad.length < 40) {
        bad.push(`RIGHT not checkable [${format}] ${row.problem} ← ${text}: ${judged.detail}`);
      }
    }
    const w = wrong(row.answer, kind, v, !(target?.kind === 'list' && target.ordered === false));
    const judged = verifyAnswer(row.problem, w, solved);
    const tally = wrongs.get(kind) ?? empty();
    tally[judged.status]++;
    wrongs.set(kind, tally);
    if (judged.status === 'verified' && bad.length < 25) bad.push(`WRONG verified ${row.problem} ← ${w}`);
  }
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
const line = (name: string, t: Tally) => {
  const n = t.verified + t.refuted + t['not-checkable'];
  return `| ${name} | ${n} | ${t.verified} (${pct(t.verified, n)}) | ${t.refuted} (${pct(t.refuted, n)}) | ${t['not-checkable']} (${pct(t['not-checkable'], n)}) |`;
};
console.log(
  `Answer checking on ${problems} problems the engine solves (${files.join(', ')}), ${((performance.now() - started) / 1000).toFixed(1)} s.\n`,
);
console.log('Right answers, per format:\n');
console.log('| format | answers | verified | refuted | not checkable |');
console.log('| --- | --- | --- | --- | --- |');
const totalRight = empty();
for (const [format, t] of right) {
  console.log(line(format, t));
  for (const k of Object.keys(t) as (keyof Tally)[]) totalRight[k] += t[k];
}
console.log(line('**all right answers**', totalRight));
console.log('\nWrong answers (one per problem), per kind of answer:\n');
console.log('| kind | answers | verified | refuted | not checkable |');
console.log('| --- | --- | --- | --- | --- |');
const totalWrong = empty();
for (const [kind, t] of wrongs) {
  console.log(line(kind, t));
  for (const k of Object.keys(t) as (keyof Tally)[]) totalWrong[k] += t[k];
}
console.log(line('**all wrong answers**', totalWrong));
const nRight = totalRight.verified + totalRight.refuted + totalRight['not-checkable'];
const nWrong = totalWrong.verified + totalWrong.refuted + totalWrong['not-checkable'];
console.log(
  `\nGoals: right refuted ${totalRight.refuted} (goal 0: ${totalRight.refuted === 0 ? 'met' : 'NOT met'}); wrong verified ${totalWrong.verified} (goal 0: ${totalWrong.verified === 0 ? 'met' : 'NOT met'}); right verified ${pct(totalRight.verified, nRight)} (goal ≥ 95%: ${totalRight.verified / nRight >= 0.95 ? 'met' : 'NOT met'}); wrong refuted ${pct(totalWrong.refuted, nWrong)} (goal ≥ 90%: ${totalWrong.refuted / nWrong >= 0.9 ? 'met' : 'NOT met'}).`,
);
if (bad.length) console.log(`\n${bad.map((b) => `- ${b}`).join('\n')}`);
