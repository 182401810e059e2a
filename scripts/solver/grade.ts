// Grading for the evaluation scripts: whether the engine's answer is the reference answer, by kind of answer. It
// reads answers with the engine's one answer reader but compares values its own way (sample points, sets,
// membership), never through the engine's checker.
import { type SolveResult, sameAnswer, sameUpToConstant } from '@zhi/solver';
import { evaluate } from 'mathjs';

export type Kind =
  'value' | 'list' | 'expression' | 'antiderivative' | 'inequality' | 'system' | 'text' | 'matrix' | 'graph';

const split = (s: string) => s.split(/\s*,\s*(?![^()[\]]*[)\]])/).map((x) => x.trim());

/** Ordered lists: item by item. */
export const sameInOrder = (a: string, b: string) => {
  // A point "(2, -1)" is its coordinates in order.
  const bare = (s: string) => s.trim().replace(/^\((.*)\)$/, '$1');
  const x = split(bare(a));
  const y = split(bare(b));
  return x.length === y.length && x.every((item, i) => sameAnswer(item, y[i] as string));
};

const written = (s: string) => s.replace(/\s+/g, '').replace(/[·×]/g, '*').replace(/\.$/, '').toLowerCase();

/** A number from plain syntax, by mathjs (independent of the engine's parser). */
function numberOf(text: string): number | null {
  try {
    const v = evaluate(
      text
        .replace(/\*\*/g, '^')
        .replace(/\boo\b|∞/g, 'Infinity')
        .replace(/\binf\b/g, 'Infinity'),
    );
    return typeof v === 'number' ? v : null;
  } catch {
    return null;
  }
}

/** "x > 2", "-1 <= x <= 3", "x < -1 or x > 3", "(2, oo)", "[-1, 3]", "(-oo, -1) U (3, oo)", "all real numbers". */
function membership(text: string): ((x: number) => boolean) | null {
  const t = text
    .trim()
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/\\le(?:q)?\b/g, '<=')
    .replace(/\\ge(?:q)?\b/g, '>=');
  if (/^all real numbers$|^\(-oo, oo\)$|^ℝ$|^reals?$/i.test(t)) return () => true;
  if (/^no (?:real )?solutions?$|^∅$|^empty set$/i.test(t)) return () => false;
  const pieces = t.split(/\s+or\s+|\s*[∪U]\s*/);
  const tests: ((x: number) => boolean)[] = [];
  for (const piece of pieces) {
    const interval = /^([[(])\s*([^,]+?)\s*,\s*([^,]+?)\s*([\])])$/.exec(piece);
    if (interval) {
      const lo = numberOf(interval[2] as string);
      const hi = numberOf(interval[3] as string);
      if (lo === null || hi === null) return null;
      tests.push((x) => (interval[1] === '[' ? x >= lo : x > lo) && (interval[4] === ']' ? x <= hi : x < hi));
      continue;
    }
    const chain = /^(.+?)\s*(<=|<)\s*[a-z]\s*(<=|<)\s*(.+)$/.exec(piece);
    if (chain) {
      const lo = numberOf(chain[1] as string);
      const hi = numberOf(chain[4] as string);
      if (lo === null || hi === null) return null;
      tests.push((x) => (chain[2] === '<=' ? x >= lo : x > lo) && (chain[3] === '<=' ? x <= hi : x < hi));
      continue;
    }
    const single = /^([a-z])\s*(<=|>=|<|>|!=|=)\s*(.+)$/.exec(piece) ?? /^(.+?)\s*(<=|>=|<|>)\s*([a-z])$/.exec(piece);
    if (!single) return null;
    const flipped = /^[a-z]$/.test(single[3] as string);
    const c = numberOf((flipped ? single[1] : single[3]) as string);
    if (c === null) return null;
    const op = flipped
      ? ({ '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as Record<string, string>)[single[2] as string]
      : single[2];
    tests.push((x) =>
      op === '<'
        ? x < c
        : op === '>'
          ? x > c
          : op === '<='
            ? x <= c
            : op === '>='
              ? x >= c
              : op === '!='
                ? x !== c
                : x === c,
    );
  }
  return (x) => tests.some((f) => f(x));
}

/** The same solution set: membership agrees at every boundary, just beside it, and far away. */
export function sameSet(a: string, b: string): boolean {
  const f = membership(a);
  const g = membership(b);
  if (!f || !g) return false;
  const numbers = [...`${a} ${b}`.matchAll(/-?\d+(?:\.\d+)?(?:\/\d+)?/g)].map((m) => numberOf(m[0]) ?? 0);
  const points = [-1e6, 1e6, 0, ...numbers.flatMap((n) => [n, n - 1e-3, n + 1e-3, n - 0.5, n + 0.5])];
  return points.every((x) => f(x) === g(x));
}

/** "x = 2, y = 1": the same value for each name. */
export function sameSystem(a: string, b: string): boolean {
  const read = (s: string) =>
    new Map(
      split(s).map((part) => {
        const [name = '', value = ''] = part.split('=').map((x) => x.trim());
        return [name, value] as const;
      }),
    );
  const x = read(a);
  const y = read(b);
  return x.size === y.size && [...x].every(([name, value]) => y.has(name) && sameAnswer(value, y.get(name) as string));
}

/** [[1, 2], [3, 4]]: entries compared as values. */
export function sameMatrix(a: string, b: string): boolean {
  const rows = (s: string) =>
    [...s.replace(/\s+/g, '').matchAll(/\[([^[\]]+)\]/g)].map((m) => (m[1] as string).split(','));
  const x = rows(a);
  const y = rows(b);
  return (
    x.length > 0 &&
    x.length === y.length &&
    x.every((row, i) => row.length === y[i]?.length && row.every((e, j) => sameAnswer(e, y[i]?.[j] as string)))
  );
}

/** A graph of the reference function: its plotted points lie on it. */
function graphs(result: SolveResult, reference: string): boolean {
  const points = result.graphs.flatMap((g) => g.points).filter((p) => Number.isFinite(p.y));
  if (points.length < 10) return false;
  // "x^2 if x < 0; x + 1 if x >= 0": each piece where its condition holds.
  const pieces = reference.split(/\s*;\s*/).map((piece) => {
    const [expression = '', condition] = piece.split(/\s+if\s+/);
    return { expression, holds: condition ? membership(condition) : () => true };
  });
  if (pieces.some((p) => !p.holds)) return false;
  const sample = points.filter((_, i) => i % Math.ceil(points.length / 20) === 0);
  let compared = 0;
  const onIt = sample.every((p) => {
    const piece = pieces.find((q) => q.holds?.(p.x));
    const y = piece ? numberOf(piece.expression.replace(/\bx\b/g, `(${p.x})`)) : null;
    if (y === null || !Number.isFinite(y)) return true;
    compared++;
    return Math.abs(y - p.y) <= 1e-6 * Math.max(1, Math.abs(y));
  });
  return onIt && compared >= 5;
}

/** Whether the engine's result answers the reference, for this kind of answer. */
export function isRight(kind: Kind, result: SolveResult, reference: string, variable = 'x'): boolean {
  if (kind === 'graph') return graphs(result, reference);
  const answer = result.answer?.value;
  if (!answer) return false;
  if (written(answer) === written(reference)) return true;
  switch (kind) {
    case 'antiderivative':
      return sameUpToConstant(answer, reference, variable);
    case 'list':
      return sameInOrder(answer, reference);
    case 'inequality':
      return sameSet(answer, reference);
    case 'system':
      return sameSystem(answer, reference);
    case 'matrix':
      return sameMatrix(answer, reference);
    case 'text':
      return false;
    default:
      return sameAnswer(answer, reference);
  }
}

/** "Is 199 prime?" answered "prime" by a set: the engine answers the yes-or-no question, so True is the same answer. */
export function yesNoReference(problem: string, reference: string, answer: string | undefined): string {
  const asked = /\bis\s+\S+\s+(?:a\s+)?(prime|composite)\b/i.exec(problem)?.[1]?.toLowerCase();
  if (!asked || !/^(?:true|false)$/i.test(answer ?? '') || !/^(?:prime|composite)$/i.test(reference.trim()))
    return reference;
  return reference.trim().toLowerCase() === asked ? 'True' : 'False';
}
