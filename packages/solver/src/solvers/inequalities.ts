import { asQuotient } from '../expr/coefficients';
import { asRationalFunction } from '../expr/rational-normal';
import { type Expr, evaluate, fromNode, minus } from '../expr/expr';
import { type Node, parseExpression } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Solver, type Step, result } from '../types';
import { type ExactRoot, exactRealRoots } from './real-roots';

type Relation = '<' | '<=' | '>' | '>=';
const FLIP: Record<Relation, Relation> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };
const LATEX: Record<Relation, string> = { '<': '<', '<=': '\\le', '>': '>', '>=': '\\ge' };

/** A solution set as intervals between exact endpoints (null = unbounded). */
export interface Interval {
  low: ExactRoot | null;
  high: ExactRoot | null;
  lowClosed: boolean;
  highClosed: boolean;
}

const holds = (value: number, relation: Relation) =>
  relation === '<' ? value < 0 : relation === '<=' ? value <= 0 : relation === '>' ? value > 0 : value >= 0;

/** The set where f(v) relation 0, for f a quotient of polynomials: sign analysis between critical points. */
export function signAnalysis(
  f: Expr,
  v: string,
  relation: Relation,
  deadline: number,
): { intervals: Interval[]; points: ExactRoot[] } | null {
  const quotient = asQuotient(f, v) ?? asRationalFunction(f, v);
  if (!quotient) return null;
  const [top, bottom] = quotient;
  const zeros = exactRealRoots(top, deadline);
  const poles = bottom.length > 1 ? exactRealRoots(bottom, deadline) : [];
  if (!zeros || !poles) return null;
  const points = [...new Map([...zeros, ...poles].map((r) => [r.text, r])).values()].sort((a, b) => a.value - b.value);
  const isPole = (p: ExactRoot) => poles.some((q) => q.text === p.text);
  const isZero = (p: ExactRoot) => zeros.some((q) => q.text === p.text);
  const at = (x: number) => evaluate(f, { [v]: x });
  // A sample inside each gap between critical points decides that gap's sign.
  const gaps: { low: ExactRoot | null; high: ExactRoot | null; inside: boolean }[] = [];
  for (let i = 0; i <= points.length; i++) {
    const low = points[i - 1] ?? null;
    const high = points[i] ?? null;
    const x = low && high ? (low.value + high.value) / 2 : low ? low.value + 1 : high ? high.value - 1 : 0;
    gaps.push({ low, high, inside: holds(at(x), relation) });
  }
  const closed = relation === '<=' || relation === '>=';
  const intervals: Interval[] = [];
  for (const gap of gaps) {
    if (!gap.inside) continue;
    const last = intervals.at(-1);
    const joinable =
      last && gap.low && last.high?.text === gap.low.text && closed && isZero(gap.low) && !isPole(gap.low);
    if (joinable && last) {
      last.high = gap.high;
      last.highClosed = Boolean(gap.high && closed && isZero(gap.high) && !isPole(gap.high));
      continue;
    }
    intervals.push({
      low: gap.low,
      high: gap.high,
      lowClosed: Boolean(gap.low && closed && isZero(gap.low) && !isPole(gap.low)),
      highClosed: Boolean(gap.high && closed && isZero(gap.high) && !isPole(gap.high)),
    });
  }
  // Isolated points where f = 0 satisfies ≤ or ≥ although the gaps on both sides do not (x² ≤ 0 at 0).
  if (closed)
    for (const p of zeros)
      if (!isPole(p) && !intervals.some((i) => inInterval(p.value, i)))
        intervals.push({ low: p, high: p, lowClosed: true, highClosed: true });
  intervals.sort((a, b) => (a.low?.value ?? -Infinity) - (b.low?.value ?? -Infinity));
  return { intervals, points };
}

export const inInterval = (x: number, i: Interval) =>
  (i.low === null || (i.lowClosed ? x >= i.low.value : x > i.low.value)) &&
  (i.high === null || (i.highClosed ? x <= i.high.value : x < i.high.value));

/** The set in words a student writes: "x > 2", "-1 < x <= 3", "x < -1 or x > 3", "x = 0", "all real numbers". */
export function setText(intervals: Interval[], v: string, latex = false): string {
  if (intervals.length === 0) return latex ? '\\text{no solution}' : 'no solution';
  if (intervals.length === 1 && !intervals[0]?.low && !intervals[0]?.high)
    return latex ? '\\text{all real numbers}' : 'all real numbers';
  const rel = (closed: boolean, less: boolean) =>
    latex
      ? less
        ? closed
          ? '\\le'
          : '<'
        : closed
          ? '\\ge'
          : '>'
      : less
        ? closed
          ? '<='
          : '<'
        : closed
          ? '>='
          : '>';
  const num = (r: ExactRoot) => (latex ? r.latex : r.text);
  return intervals
    .map((i) => {
      if (i.low && i.high && i.low.text === i.high.text) return `${v} = ${num(i.low)}`;
      if (!i.low && i.high) return `${v} ${rel(i.highClosed, true)} ${num(i.high)}`;
      if (i.low && !i.high) return `${v} ${rel(i.lowClosed, false)} ${num(i.low)}`;
      return `${num(i.low as ExactRoot)} ${rel(i.lowClosed, true)} ${v} ${rel(i.highClosed, true)} ${num(i.high as ExactRoot)}`;
    })
    .join(latex ? ' \\text{ or } ' : ' or ');
}

/** Interval notation: (-oo, -1) ∪ [3, oo). */
function intervalLatex(intervals: Interval[]): string {
  if (intervals.length === 0) return '\\varnothing';
  return intervals
    .map(
      (i) =>
        `${i.lowClosed ? '[' : '('}${i.low ? i.low.latex : '-\\infty'}, ${i.high ? i.high.latex : '\\infty'}${i.highClosed ? ']' : ')'}`,
    )
    .join(' \\cup ');
}

const RELATION = /\s*(<=|>=|<|>)\s*/;

/** One inequality, or a chain a < f(x) <= b (two inequalities that must both hold). */
function sidesOf(text: string): { parts: string[]; relations: Relation[] } | null {
  const pieces = text.split(RELATION);
  if (pieces.length !== 3 && pieces.length !== 5) return null;
  const parts = pieces.filter((_, i) => i % 2 === 0).map((p) => p.trim());
  const relations = pieces.filter((_, i) => i % 2 === 1) as Relation[];
  if (relations.length === 2 && relations.some((r) => r.startsWith('>') !== relations[0]?.startsWith('>'))) return null;
  return parts.every(Boolean) ? { parts, relations } : null;
}

/** |A| < c, |A| >= c (c a number): the two inequalities without bars. */
function withoutBars(left: Node, right: Node, relation: Relation): { lhs: Node; relation: Relation }[][] | null {
  // A negative bound (|x + 3| ≤ −1) is read as the number it is; the two inequalities below still hold.
  const bound: Node | null =
    right.kind === 'num'
      ? right
      : right.kind === 'neg' && right.arg.kind === 'num'
        ? { kind: 'num', value: { n: -right.arg.value.n, d: right.arg.value.d } }
        : null;
  if (left.kind !== 'call' || left.name !== 'abs' || bound?.kind !== 'num') return null;
  const c = bound;
  const negC: Node = { kind: 'num', value: { n: -c.value.n, d: c.value.d } };
  const minusC = (x: Node): Node => ({ kind: 'bin', op: '-', left: x, right: c });
  const plusC = (x: Node): Node => ({ kind: 'bin', op: '-', left: x, right: negC });
  const a = left.arg;
  // |A| < c ⇔ A − c < 0 and A + c > 0; |A| > c ⇔ A − c > 0 or A + c < 0.
  if (relation === '<' || relation === '<=')
    return [
      [
        { lhs: minusC(a), relation },
        { lhs: plusC(a), relation: FLIP[relation] },
      ],
    ];
  return [[{ lhs: minusC(a), relation }], [{ lhs: plusC(a), relation: FLIP[relation] }]];
}

/** Intersection and union of interval sets, by the same sampling that checks the answer. */
export function combine(sets: Interval[][], mode: 'and' | 'or', points: ExactRoot[]): Interval[] | null {
  const member = (x: number) =>
    mode === 'and'
      ? sets.every((s) => s.some((i) => inInterval(x, i)))
      : sets.some((s) => s.some((i) => inInterval(x, i)));
  const sorted = [...new Map(points.map((p) => [p.text, p])).values()].sort((a, b) => a.value - b.value);
  const out: Interval[] = [];
  for (let i = 0; i <= sorted.length; i++) {
    const low = sorted[i - 1] ?? null;
    const high = sorted[i] ?? null;
    const x = low && high ? (low.value + high.value) / 2 : low ? low.value + 1 : high ? high.value - 1 : 0;
    if (!member(x)) continue;
    const last = out.at(-1);
    if (last && low && last.high?.text === low.text && member(low.value)) {
      last.high = high;
      last.highClosed = Boolean(high && member(high.value));
      continue;
    }
    out.push({
      low,
      high,
      lowClosed: Boolean(low && member(low.value)),
      highClosed: Boolean(high && member(high.value)),
    });
  }
  for (const p of sorted)
    if (member(p.value) && !out.some((i) => inInterval(p.value, i)))
      out.push({ low: p, high: p, lowClosed: true, highClosed: true });
  return out.sort((a, b) => (a.low?.value ?? -Infinity) - (b.low?.value ?? -Infinity));
}

/**
 * Linear, quadratic, polynomial and rational inequalities in one unknown, chains (−4 < 2x + 2 ≤ 8) and |A| < c:
 * critical points found exactly, the sign between them decided, the answer as an inequality and in interval form.
 */
export const solveInequality: Solver = (problem, deadline) => {
  const m = /^solve\s+(.+?)(?:\s+for\s+([a-z]))?\s*[.?]?$/i.exec(problem.trim());
  if (!m || !/[<>]/.test(m[1] as string)) return null;
  const sides = sidesOf(m[1] as string);
  if (!sides) return null;
  const nodes = sides.parts.map((p) => parseExpression(p));
  const names = new Set(nodes.flatMap((n) => namesOf(n)));
  const v = (m[2] as string | undefined) ?? [...names][0];
  if (!v || names.size !== 1) return null;
  // Alternatives (or) of conditions that must all hold (and): (left − right) relation 0 each. A chain a < f ≤ b is
  // one alternative of two conditions; |A| > c two alternatives.
  let conditions: { lhs: Node; relation: Relation }[][];
  if (sides.relations.length === 1) {
    const [left, right] = nodes as [Node, Node];
    const relation = sides.relations[0] as Relation;
    conditions = withoutBars(left, right, relation) ?? [[{ lhs: { kind: 'bin', op: '-', left, right }, relation }]];
  } else {
    conditions = [
      sides.relations.map((relation, k) => ({
        lhs: { kind: 'bin', op: '-', left: nodes[k] as Node, right: nodes[k + 1] as Node } as Node,
        relation: relation as Relation,
      })),
    ];
  }
  if (conditions.length === 0) return null;
  const steps: Step[] = [];
  const read = sides.parts
    .map(
      (_, k) =>
        `${nodeLatex(nodes[k] as Node)}${k < sides.relations.length ? ` ${LATEX[sides.relations[k] as Relation]} ` : ''}`,
    )
    .join('');
  const allPoints: ExactRoot[] = [];
  // Conditions joined: within a group all hold (and); the groups are alternatives (or) — |A| > c gives two.
  const groupSets: Interval[][] = [];
  for (const group of conditions) {
    const sets: Interval[][] = [];
    for (const c of group) {
      const f = fromNode(c.lhs);
      const solved = signAnalysis(f, v, c.relation, deadline);
      if (!solved) return null;
      sets.push(solved.intervals);
      allPoints.push(...solved.points);
      steps.push({
        title: 'Find where the sides are equal, then test the sign between those points',
        explanation: solved.points.length
          ? `Critical points: ${solved.points.map((p) => p.text).join(', ')}.`
          : 'There are no critical points: the sign is the same everywhere.',
        latex: `${nodeLatex(c.lhs)} ${LATEX[c.relation]} 0`,
      });
    }
    const joined = sets.length === 1 ? sets[0] : combine(sets, 'and', allPoints);
    if (!joined) return null;
    groupSets.push(joined);
  }
  const intervals = groupSets.length === 1 ? (groupSets[0] as Interval[]) : combine(groupSets, 'or', allPoints);
  if (!intervals) return null;
  const text = setText(intervals, v);
  // Checked apart from the sign analysis: the inequality as written, tested in floating point on both sides of
  // every critical point and far out, against membership in the answer.
  const original = sides.parts.map((p) => fromNode(parseExpression(p)));
  const truth = (x: number) =>
    sides.relations.every((r, k) => {
      const d = evaluate(minus(original[k] as Expr, original[k + 1] as Expr), { [v]: x });
      return Number.isFinite(d) && holds(Math.abs(d) < 1e-12 ? 0 : d, r as Relation);
    });
  const samples = [
    -1e4,
    1e4,
    0,
    ...allPoints.flatMap((p) => [p.value - 1e-6, p.value + 1e-6, p.value - 0.37, p.value + 0.37]),
  ];
  const ok = samples.every((x) => truth(x) === intervals.some((i) => inInterval(x, i)));
  steps.push({
    title: 'The solution',
    explanation: `In interval notation: ${intervalLatex(intervals).replace(/\\/g, '')}.`,
    latex: `${setText(intervals, v, true)} \\quad ${intervalLatex(intervals)}`,
  });
  return result('inequality', {
    reading: {
      latex: read,
      target: {
        kind: 'set',
        variable: v,
        intervals: intervals.map((i) => ({
          low: i.low?.text ?? null,
          high: i.high?.text ?? null,
          lowClosed: i.lowClosed,
          highClosed: i.highClosed,
        })),
      },
    },
    steps,
    answer: { value: text, latex: setText(intervals, v, true) },
    verified: {
      ok,
      method: 'the inequality as written tested beside every critical point and far out, against the answer',
    },
  });
};

function namesOf(node: Node): string[] {
  switch (node.kind) {
    case 'var':
      return node.name === 'pi' || node.name === 'e' ? [] : [node.name];
    case 'neg':
    case 'call':
      return namesOf(node.arg);
    case 'bin':
      return [...namesOf(node.left), ...namesOf(node.right)];
    default:
      return [];
  }
}
