// `npm run eval:checking`: the answer checker on problems the engine solves in ../shared/data/math (developed on),
// in small sets made here (no solution, all real numbers, systems, intervals) and in scripts/solver/everyday* (not
// developed on): each reference answer in every ordinary format, a wrong one beside it in the same format, judged.
// Goals: no right answer refuted, no wrong one verified, ≥ 95% of right answers verified, ≥ 90% of wrong refuted.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SolveResult, solve, verifyAnswer } from '@zhi/solver';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const shared = path.resolve(root, '..', 'shared', 'data', 'math');
type Row = { problem: string; answer: string; category?: string; variable?: string; kind?: string };
const read = (full: string): Row[] => JSON.parse(`[${readFileSync(full, 'utf8').trim().replace(/\n+/g, ',')}]`);
if (!existsSync(shared)) throw new Error(`${shared} is missing: the math data lives in ../shared/data/math.`);
/** Each regular expression replaced by the text after it, in order. */
const sub = (s: string, rules: (RegExp | string)[]): string =>
  rules.length ? sub(s.replace(rules[0] as RegExp, rules[1] as string), rules.slice(2)) : s;

/** SymPy syntax as TeX, written here (not by the engine): fractions, roots, powers, functions, ≤ and ≥. */
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
  return sub(s, [/\bpi\b/g, '\\pi', /\*/g, ' \\cdot ', /<=/g, '\\le ', />=/g, '\\ge ']);
}
/** Implicit products, as people type: 3*x**2*sin(x) → 3x^2sin(x). */
const implicit = (sympy: string) => sub(sympy, [/\*\*/g, '^', /(\d|\)|[a-zA-Z])\*(?=[a-zA-Z(])/g, '$1']);
/** Unicode math: ² ³, √, π, ·, −, ≤, ≥. */
const UNICODE = [
  /\*\*2\b|\^2\b/g,
  '²',
  /\*\*3\b|\^3\b/g,
  '³',
  /sqrt\(/g,
  '√(',
  /\bpi\b/g,
  'π',
  /\*\*/g,
  '^',
  /\*/g,
  '·',
];
const unicode = (sympy: string) => sub(sympy, [...UNICODE, /<=/g, '≤', />=/g, '≥', /-/g, '−']);
const values = (answer: string) => answer.split(/,\s*/).map((v) => v.trim());
/** A decimal to 4 places, when the value is a fraction; else null. */
const decimal = (a: string) =>
  /^-?\d+\/\d+$/.test(a.trim()) ? (Number(a.split('/')[0]) / Number(a.split('/')[1])).toFixed(4) : null;
/** A number plus one, exactly (whole numbers as BigInt: 7107180000000000000 + 1 is not 7107180000000000000). */
function plusOne(v: string): string {
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(v.trim());
  return m?.[1] ? (m[2] ? `${BigInt(m[1]) + BigInt(m[2])}/${m[2]}` : `${BigInt(m[1]) + 1n}`) : `(${v}) + 1`;
}
const bumpFirst = (s: string) => s.replace(/-?\d+(?:\/\d+)?/, plusOne);
/** The kind of answer: the check target's, named for people (yes or no, expression), or system, none, all. */
function kindOf(solved: SolveResult, reference: string, integral: boolean): string {
  const t = solved.reading?.target?.kind;
  if (integral || !t) return integral ? 'antiderivative' : 'no check target';
  if (t === 'system') return reference.includes('=') ? 'system' : 'value';
  return t === 'boolean' ? 'yes or no' : t === 'derivative' || t === 'equivalent' ? 'expression' : t;
}
/** A solution set as intervals, read from "x < 2", "-1 <= x < 3", "x < -2 or x > 3"; null otherwise. */
type Interval = { lo: string | null; hi: string | null; lc: boolean; hc: boolean };
function intervalsOf(text: string, v: string): Interval[] | null {
  const out: Interval[] = [];
  for (const piece of text.split(/\s+or\s+/)) {
    const chain = new RegExp(`^(\\S+) (<=?) ${v} (<=?) (\\S+)$`).exec(piece);
    const side = new RegExp(`^${v} ([<>]=?) (\\S+)$`).exec(piece);
    const [lo, hi] = chain ? [chain[1] as string, chain[4] as string] : [side?.[2] ?? null, side?.[2] ?? null];
    if (chain) out.push({ lo, hi, lc: chain[2] === '<=', hc: chain[3] === '<=' });
    else if (side?.[1]?.startsWith('<')) out.push({ lo: null, hi, lc: false, hc: side[1] === '<=' });
    else if (side) out.push({ lo, hi: null, lc: side[1] === '>=', hc: false });
    else return null;
  }
  return out;
}
const interval = (i: Interval, inf: string) =>
  `${i.lc ? '[' : '('}${i.lo ?? `-${inf}`}, ${i.hi ?? inf}${i.hc ? ']' : ')'}`;

/** Every format of an answer for this kind of problem (name → answer text). */
function formats(answer: string, kind: string, v: string): Record<string, string> {
  const out: Record<string, string> = { 'as given (SymPy)': answer, 'Markdown bold, full stop': `**${answer}**.` };
  if (kind === 'none' || kind === 'all') {
    const [words, sign, tex] =
      kind === 'none' ? ['no solution', '∅', '\\varnothing'] : ['all real numbers', 'ℝ', '\\mathbb{R}'];
    out['in words, a capital'] = `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
    Object.assign(out, { 'Unicode sign': sign, 'LaTeX sign': `$${tex}$`, 'x ∈ sign': `${v} ∈ ${sign}` });
    out['\\boxed{\\text{…}}'] = `\\boxed{\\text{${words}}}`;
    if (kind === 'all') Object.assign(out, { '(-∞, ∞)': '(-∞, ∞)', '$(-\\infty, \\infty)$': '$(-\\infty, \\infty)$' });
    return out;
  }
  if (!['roots', 'value', 'expression', 'antiderivative', 'system', 'set'].includes(kind)) {
    // Words, letters, lists in order, times, numerals in other bases: as people write them.
    out['a sentence'] = `The answer is ${answer}.`;
    if (kind === 'yes or no') out['yes or no'] = /^true$/i.test(answer) ? 'Yes' : 'No';
    if (kind === 'choice') out['(letter)'] = `(${answer})`;
    if (kind === 'list') out['a, b and c'] = answer.replace(/, ([^,]+)$/, ' and $1');
    return out;
  }
  out['LaTeX in $…$'] = `$${toTex(answer)}$`;
  out['LaTeX in \\(…\\)'] = `\\(${toTex(answer)}\\)`;
  out['LaTeX in $$…$$'] = `$$${toTex(answer)}$$`;
  out['\\boxed{…}'] = `\\boxed{${toTex(answer, true)}}`;
  out['Unicode (², √, π, ·, −, ≤)'] = unicode(answer);
  if (kind !== 'set' && kind !== 'system') out['implicit products'] = implicit(answer);
  if (kind === 'roots') {
    const list = values(answer);
    out['x = a, x = b'] = list.map((x) => `${v} = ${x}`).join(', ');
    out['x = a or x = b'] = list.map((x) => `${v} = ${x}`).join(' or ');
    out['a and b'] = list.join(' and ');
    out['x ∈ {a, b}'] = `${v} ∈ {${list.join(', ')}}`;
    out['x \\in \\{a, b\\}'] = `$${v} \\in \\{${list.map((x) => toTex(x)).join(', ')}\\}$`;
    if (list.some(decimal)) out['decimals (4 places)'] = list.map((x) => decimal(x) ?? x).join(', ');
  }
  if (kind === 'value') out['x = value'] = `${v} = ${answer}`;
  if (kind === 'value' && decimal(answer)) out['decimal (4 places)'] = decimal(answer) as string;
  if (kind === 'antiderivative') Object.assign(out, { '+ C': `${answer} + C`, '+ c, LaTeX': `$${toTex(answer)} + c$` });
  if (kind === 'expression') out["f'(x) = …"] = `f'(${v}) = ${answer}`;
  if (kind === 'system') {
    const pairs = values(answer).map((a) => a.split(/\s*=\s*/) as [string, string]);
    out['(a, b) point'] = `(${pairs.map((p) => p[1]).join(', ')})`;
    out['\\boxed{(a, b)}'] = `\\boxed{(${pairs.map((p) => toTex(p[1])).join(', ')})}`;
    out['x = a and y = b'] = pairs.map((p) => p.join(' = ')).join(' and ');
    out['x = a,\\ y = b'] = `$${pairs.map((p) => `${p[0]} = ${toTex(p[1])}`).join(',\\ ')}$`;
  }
  const set = kind === 'set' ? intervalsOf(answer, v) : null;
  if (set) {
    out['interval (-∞, a)'] = set.map((i) => interval(i, '∞')).join(' ∪ ');
    out['LaTeX interval'] = `$${set.map((i) => interval(i, '\\infty')).join(' \\cup ')}$`;
    out['x ∈ interval'] = `${v} ∈ ${set.map((i) => interval(i, 'oo')).join(' ∪ ')}`;
  }
  return out;
}

/** A wrong answer of the same shape: a root or value moved by one, an expression changed, an endpoint moved. */
function wrong(answer: string, kind: string, v: string, ordered = true): string {
  const items = values(answer);
  if (kind === 'yes or no') return /^true$/i.test(answer) ? 'False' : 'True';
  if (kind === 'choice') return answer === 'a' ? 'b' : 'a';
  // A set (prime factors) is wrong with an item changed; a sorted list with its order changed.
  if (kind === 'list' && (!ordered || items.length < 2)) return [...items.slice(0, -1), `${items.at(-1)}1`].join(', ');
  if (kind === 'list') return [...items.slice(1), items[0]].join(', ');
  // A time a minute off, a matrix with an entry changed, a numeral with one more digit.
  if (/\d:\d\d/.test(answer)) return answer.replace(/(\d)(?= [AP]M|$)/, (d) => `${(Number(d) + 1) % 10}`);
  if (kind === 'text' || kind === 'no check target') return answer.startsWith('[') ? bumpFirst(answer) : `${answer}1`;
  if (kind === 'roots') return [...items.slice(0, -1), plusOne(items.at(-1) as string)].join(', ');
  if (kind === 'value') return plusOne(answer);
  // An added constant does not change an antiderivative: an added variable does.
  if (kind === 'antiderivative') return `${answer} + ${v}`;
  if (kind === 'system') return answer.replace(/-?\d+(?:\/\d+)?\s*$/, plusOne);
  if (kind === 'set' && !/\d/.test(answer)) return /all/.test(answer) ? 'no solution' : 'all real numbers';
  return kind === 'set' ? bumpFirst(answer) : `${answer} + 1`;
}
/** A fixed pseudo-random sequence (the same problems on every run). */
let seed = 20261124;
const pick = (lo: number, hi: number) => lo + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % (hi - lo + 1));
const nz = (lo: number, hi: number) => pick(lo, hi) || hi;
const term = (c: number, rest: string) => (c === 1 ? rest : c === -1 ? `-${rest}` : `${c}${rest}`);
const signed = (c: number) => (c < 0 ? `- ${-c}` : `+ ${c}`);
/** Problems made here with their answers; `wrongProblem` is one where the same claim is wrong. */
function generate(): (Row & { kind: string; wrongProblem?: string })[] {
  const out: (Row & { kind: string; wrongProblem?: string })[] = [];
  const add = (problem: string, answer: string, kind: string, wrongProblem?: string) =>
    out.push({ problem, answer, kind, wrongProblem });
  for (let k = 0; k < 24; k++) {
    const [p, q, c, s, b] = [pick(-6, 2), pick(4, 9), pick(1, 20), pick(1, 9), pick(-4, 4)];
    // (x − p)(x − q) has two roots; x² + bx + c with b² < 4c none.
    const quad = `Solve x^2 ${signed(-(p + q))}x ${signed(p * q)}`;
    add(`Solve x^2 ${signed(b)}x ${signed(c + b * b)} = 0`, 'no solution', 'none', `${quad} = 0`);
    add(`Solve x^2 ${signed(c)} < 0`, 'no solution', 'none', `Solve x^2 - ${s * s} < 0`);
    add(`Solve x^2 ${signed(c)} > 0`, 'all real numbers', 'all', `Solve x^2 - ${s * s} > 0`);
    add(`Solve (x ${signed(-p)})^2 >= 0`, 'all real numbers', 'all', `${quad} >= 0`);
    // An identity and a contradiction in one unknown: the engine gives no reading target for these (yet).
    const identity = `Solve ${s}(x ${signed(c)}) = ${s}x ${signed(s * c)}`;
    const never = `Solve ${s}x ${signed(c)} = ${s}x ${signed(c + 1)}`;
    add(identity, 'all real numbers', 'all', never);
    add(never, 'no solution', 'none', identity);
    // Systems with a whole-number solution, two and three unknowns.
    const [x, y, z] = [pick(-9, 9), pick(-9, 9), pick(-9, 9)];
    const [a1, b1, a2, b2] = [nz(-5, 5), nz(-5, 5), nz(-5, 5), nz(-5, 5)];
    const line = (a: number, d: number) => `${term(a, 'x')} ${signed(d)}y = ${a * x + d * y}`;
    if (a1 * b2 !== a2 * b1) add(`Solve ${line(a1, b1)} and ${line(a2, b2)}`, `x = ${x}, y = ${y}`, 'system');
    const three = `x + y + z = ${x + y + z}, x - y = ${x - y}, y + ${s}z = ${y + s * z}`;
    add(`Solve ${three}`, `x = ${x}, y = ${y}, z = ${z}`, 'system');
    // Inequalities: linear (either direction) and quadratic (between or outside the roots).
    const [m, r, op] = [nz(-5, 5), pick(-9, 9), ['<', '<=', '>', '>='][pick(0, 3)] as string];
    const flipped = m < 0 ? { '<': '>', '<=': '>=', '>': '<', '>=': '<=' }[op as '<'] : op;
    add(`Solve ${term(m, 'x')} ${signed(c)} ${op} ${m * r + c}`, `x ${flipped} ${r}`, 'set');
    add(`${quad} <= 0`, `${p} <= x <= ${q}`, 'set');
    add(`${quad} > 0`, `x < ${p} or x > ${q}`, 'set');
  }
  return out;
}

type Tally = Record<'verified' | 'refuted' | 'not-checkable', number>;
type Pair = { right: Tally; wrong: Tally };
type Table = Map<string, Pair>;
const tally = (): Tally => ({ verified: 0, refuted: 0, 'not-checkable': 0 });
const pair = (): Pair => ({ right: tally(), wrong: tally() });
const bad: string[] = [];
// One engine solve per problem, shared by all its claims.
const cache = new Map<string, SolveResult>();
const solved = (p: string) => cache.get(p) ?? (cache.set(p, solve(p)), cache.get(p) as SolveResult);
/** Judges a claim and counts it, right or wrong, in each table under its key. */
function judge(tables: [Table, string][], side: keyof Pair, problem: string, claim: string | undefined) {
  if (claim === undefined) return;
  const v = verifyAnswer(problem, claim, solved(problem));
  for (const [table, key] of tables) (table.get(key) ?? table.set(key, pair()).get(key) ?? pair())[side][v.status]++;
  // SHOW_UNCHECKED=1 lists the answers left not checkable too.
  const alarm = v.status === (side === 'right' ? 'refuted' : 'verified');
  if ((alarm || (process.env.SHOW_UNCHECKED && v.status === 'not-checkable')) && bad.length < 60)
    bad.push(`${side.toUpperCase()} ${v.status} [${tables.at(-1)?.[1]}] ${problem} ← ${claim}: ${v.detail}`);
}
/** Every format of a reference answer and of a wrong one, for a problem the engine solves and checks. */
function run(tables: Table[], row: Row, integral: boolean): boolean {
  const s = solved(row.problem);
  if (!s.answer || !s.verified?.ok) return false;
  const target = s.reading?.target;
  const kind = kindOf(s, row.answer, integral);
  const v = row.variable ?? (target && 'variable' in target ? target.variable : /\b([a-z])\b/.exec(row.answer)?.[1]);
  const ordered = !(target?.kind === 'list' && target.ordered === false);
  const w = formats(wrong(row.answer, kind, v ?? 'x', ordered), kind, v ?? 'x');
  for (const [format, text] of Object.entries(formats(row.answer, kind, v ?? 'x'))) {
    const keyed: [Table, string][] = tables.map((t, i) => [t, i === 0 ? format : i === 1 ? kind : (row.kind ?? kind)]);
    judge(keyed, 'right', row.problem, text);
    judge(keyed, 'wrong', row.problem, w[format]);
  }
  return true;
}

const started = performance.now();
const dev = { format: new Map() as Table, kind: new Map() as Table, problems: 0 };
const devFiles = ['deepmind_dev.jsonl', 'integrals_dev.jsonl', 'deepmind_all_dev.jsonl'];
for (const file of devFiles)
  for (const row of read(path.join(shared, file)))
    if (run([dev.format, dev.kind], row, row.category === 'calculus__integrate')) dev.problems++;
const gen = { format: new Map() as Table, unsolved: new Map() as Table, problems: 0 };
for (const g of generate()) {
  gen.problems++;
  // Only problems the engine answers (and checks) count; the others are shown apart.
  const answered = [g.problem, g.wrongProblem ?? g.problem].every((p) => solved(p).answer && solved(p).verified?.ok);
  if (g.kind === 'none' || g.kind === 'all') {
    for (const [format, text] of Object.entries(formats(g.answer, g.kind, 'x'))) {
      const name = `${g.answer}: ${format}`;
      const tables: [Table, string][] = [[answered ? gen.format : gen.unsolved, name]];
      judge(tables, 'right', g.problem, text);
      judge(tables, 'wrong', g.wrongProblem as string, text);
    }
  } else if (!run([gen.format], { ...g, variable: 'x' }, false))
    judge([[gen.unsolved, g.kind]], 'right', g.problem, g.answer);
}
const daily = { format: new Map() as Table, kind: new Map() as Table, set: new Map() as Table, problems: 0 };
const solverDir = path.join(root, 'scripts', 'solver');
const dailySets = readdirSync(solverDir).filter((d) => existsSync(path.join(solverDir, d, 'questions.jsonl')));
for (const set of dailySets)
  for (const row of read(path.join(solverDir, set, 'questions.jsonl')))
    if (run([daily.format, daily.kind, daily.set], { ...row, kind: set }, row.kind === 'antiderivative'))
      daily.problems++;
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
const total = (t: Tally) => t.verified + t.refuted + t['not-checkable'];
const share = (t: Tally, k: keyof Tally) => `${t[k]} (${pct(t[k], total(t))})`;
const cells = (t: Tally, k: keyof Tally) =>
  `${total(t)} | ${k === 'verified' ? share(t, k) : t.verified} | ${k === 'refuted' ? share(t, k) : t.refuted} | ${t['not-checkable']}`;
function table(title: string, first: string, rows: Table): Pair {
  const sum = { right: tally(), wrong: tally() };
  const head = ['right', 'verified', 'refuted', 'not checkable', 'wrong', 'verified', 'refuted', 'not checkable'];
  console.log(`\n${title}\n\n| ${[first, ...head].join(' | ')} |\n|${' --- |'.repeat(9)}`);
  for (const [name, p] of [...rows, ['**all**', sum] as const]) {
    for (const k of p === sum ? [] : (Object.keys(tally()) as (keyof Tally)[]))
      [sum.right[k], sum.wrong[k]] = [sum.right[k] + p.right[k], sum.wrong[k] + p.wrong[k]];
    console.log(`| ${name} | ${cells(p.right, 'verified')} | ${cells(p.wrong, 'refuted')} |`);
  }
  return sum;
}
function goals(name: string, { right: r, wrong: w }: Pair) {
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `\nGoals, ${name}: right refuted ${r.refuted} (goal 0: ${met(r.refuted === 0)}); wrong verified ${w.verified} (goal 0: ${met(w.verified === 0)}); right verified ${pct(r.verified, total(r))} (goal ≥ 95%: ${met(r.verified / total(r) >= 0.95)}); wrong refuted ${pct(w.refuted, total(w))} (goal ≥ 90%: ${met(w.refuted / total(w) >= 0.9)}).`,
  );
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Answer checking, ${seconds} s. Each row: right answers in one format, then wrong ones beside them.`);
console.log(`\n### Development data: ${dev.problems} problems the engine solves (${devFiles.join(', ')})`);
table('Per format:', 'format', dev.format);
goals('development data', table('Per kind of answer:', 'kind', dev.kind));
console.log(`\n### Generated here: ${gen.problems} problems (no solution, all real numbers, systems, intervals)`);
goals('generated problems', table('Per format (problems the engine answers):', 'format', gen.format));
if (gen.unsolved.size) table('Problems the engine gives no answer for (not counted above):', 'format', gen.unsolved);
console.log(`\n### Everyday sets (not developed on): ${daily.problems} problems the engine solves`);
table('Per format:', 'format', daily.format);
table('Per set:', 'set', daily.set);
goals('everyday sets', table('Per kind:', 'kind', daily.kind));
if (bad.length) console.log(`\n${bad.map((b) => `- ${b}`).join('\n')}`);
