import { derivativeMatches, parameterValues } from '../expr/check';
import { differentiate } from '../expr/derivative';
import { type Expr, evaluate, fromNode, toSympy } from '../expr/expr';
import { type Node, parseExpression, toPoly } from '../parse';
import { type Poly, asConstant, equal, minus, substitute } from '../polynomial';
import { type Rational, isZero, toNumber } from '../rational';
import { type AnswerPart, type ReadAnswer, readAnswer } from '../read/answer';
import { compareSets } from './check-set';
import type { CheckTarget, SolveResult } from '../types';

export interface Verification {
  status: 'verified' | 'refuted' | 'not-checkable';
  /** In words: how it was checked and what came out, or why it could not be. */
  detail: string;
  /** The engine's own answer, when it has one. */
  expected: string | null;
}

const verdict = (status: Verification['status'], detail: string, expected: string | null = null): Verification => ({
  status,
  detail,
  expected,
});

const unreadable = (written: string) =>
  verdict('not-checkable', `The engine could not read the answer "${written.trim().slice(0, 80)}".`);

/** A plain-syntax expression as a tree, or null when it cannot be read. */
function exprOf(text: string): Expr | null {
  try {
    return fromNode(parseExpression(text));
  } catch {
    return null;
  }
}

function nodeOf(text: string): Node | null {
  try {
    return parseExpression(text);
  } catch {
    return null;
  }
}

/** The exact rational a text stands for, when it is one. */
function exactOf(text: string): Rational | null {
  try {
    return asConstant(toPoly(parseExpression(text)));
  } catch {
    return null;
  }
}

/** A number as a person reads it: whole numbers whole, others to six significant figures. */
const shown = (x: number) =>
  Number.isInteger(x)
    ? `${x}`
    : Math.abs(Math.round(x) - x) < 1e-9
      ? `${Math.round(x)}`
      : `${Number(x.toPrecision(6))}`;

/** Whether a rational has a finite decimal expansion (its denominator has no prime but 2 and 5). */
function terminates(r: Rational): boolean {
  let d = r.d < 0n ? -r.d : r.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

const decimalsOf = (text: string) => /\.(\d+)/.exec(text)?.[1]?.length ?? 0;

/**
 * Whether a claimed value equals the expected one: exactly when both are exact; a decimal to the digits it gives
 * (so 0.333 stands for 1/3, to three places). Null when the claim is not a number.
 */
function compareValue(claim: string, expected: string, exact = false): { equal: boolean; how: string } | null {
  if (/^[-+]?\s*(?:oo|infinity)$/i.test(claim.trim()) || /oo/.test(expected)) {
    const sign = (t: string) => (t.trim().startsWith('-') ? -1 : 1);
    const infinite = /oo|infinity/i.test(claim);
    return { equal: infinite && /oo/.test(expected) && sign(claim) === sign(expected), how: 'compared' };
  }
  const a = exactOf(claim);
  const b = exactOf(expected);
  // Digits given stand for an approximation only in a bare decimal: 3.5 × 10^-4 states its value exactly.
  const places = /^\s*[-+]?\d*\.\d+\s*$/.test(claim) ? decimalsOf(claim) : 0;
  if (a && b && (places === 0 || a.d === b.d)) return { equal: a.n === b.n && a.d === b.d, how: 'compared exactly' };
  // A value with a short exact decimal (1/4 = 0.25) is not stood for by a coarser one (0.3); a long one
  // (1/32 = 0.03125) may be given to three places or more.
  if (a && b && terminates(b) && (exact || places < 3))
    return { equal: a.n === b.n && a.d === b.d, how: 'compared exactly' };
  const x = exprOf(claim);
  const y = exprOf(expected);
  if (!x || !y) return null;
  const cx = evaluate(x, {});
  const cy = evaluate(y, {});
  if (!Number.isFinite(cx) || !Number.isFinite(cy)) return null;
  if (places > 0) {
    return {
      equal: Math.abs(cx - cy) <= 0.5 * 10 ** -places + 1e-12 * Math.max(1, Math.abs(cy)),
      how: `checked to the ${places} decimal place${places === 1 ? '' : 's'} given`,
    };
  }
  return { equal: Math.abs(cx - cy) <= 1e-9 * Math.max(1, Math.abs(cy)), how: 'compared' };
}

/** The value of `e` at sample points of its variables (the same points for every expression). */
function samples(names: string[]): Record<string, number>[] {
  return [0.7, 1.3, 2.1, -0.6, 0.45, 3.3].map((base, k) =>
    Object.fromEntries(names.map((n, i) => [n, base + 0.17 * i + 0.01 * k])),
  );
}

/** Whether two polynomials (in plain syntax) are equal, exactly; null when either is not a polynomial. */
function polynomialsEqual(a: string, b: string): boolean | null {
  try {
    return equal(toPoly(parseExpression(a)), toPoly(parseExpression(b)));
  } catch {
    return null;
  }
}

/**
 * Whether two expressions are equal: exactly when both are polynomials, else at sample points where both are
 * defined (at least two), to about nine digits. Where they differ, the point and both values.
 */
function agreeAt(
  a: Expr,
  b: Expr,
  names: string[],
): { equal: boolean; at?: Record<string, number>; x?: number; y?: number } {
  const exact = polynomialsEqual(toSympy(a), toSympy(b));
  if (exact === true) return { equal: true };
  let compared = 0;
  for (const at of samples(names)) {
    const x = evaluate(a, at, true);
    const y = evaluate(b, at, true);
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    if (exact === false || Math.abs(x - y) > 1e-9 * Math.max(1, Math.abs(y))) return { equal: false, at, x, y };
    compared++;
  }
  return { equal: exact !== false && compared >= 2 };
}

const where = (at: Record<string, number>) =>
  Object.entries(at)
    .map(([n, v]) => `${n} = ${shown(v)}`)
    .join(', ');

function namesIn(x: Expr): string[] {
  switch (x.k) {
    case 'var':
      return [x.name];
    case 'add':
    case 'mul':
      return x.xs.flatMap(namesIn);
    case 'pow':
      return [...namesIn(x.b), ...namesIn(x.e)];
    case 'fn':
      return namesIn(x.a);
    default:
      return [];
  }
}

/** One value claimed where the problem has one, or null (the claim lists several, or none). */
function single(answer: ReadAnswer): AnswerPart | null {
  return answer.parts.length === 1 && (answer.parts[0]?.relation ?? '=') === '=' ? (answer.parts[0] ?? null) : null;
}

function checkValue(answer: ReadAnswer, target: { value: string; exact?: boolean }, written: string): Verification {
  const part = single(answer);
  if (!part) {
    return answer.parts.length > 1
      ? verdict(
          'refuted',
          `The problem has one answer, ${target.value}; the claim gives ${answer.parts.length}.`,
          target.value,
        )
      : unreadable(written);
  }
  const compared = compareValue(part.text, target.value, target.exact === true);
  if (!compared) return unreadable(written);
  return compared.equal
    ? verdict('verified', `It equals the value of the problem as read (${compared.how}).`, target.value)
    : verdict(
        'refuted',
        `The problem's value is ${target.value}; the claimed ${part.text} is not equal to it.`,
        target.value,
      );
}

/** Substitutes a value into the equation: exact for rationals, numerically otherwise; null when it cannot. */
function residual(
  equation: string,
  variable: string,
  value: string,
): { zero: boolean; left: number; right: number } | null {
  const [l = '', r = ''] = equation.split('=');
  const exact = exactOf(value);
  try {
    if (exact) {
      const poly: Poly = minus(toPoly(parseExpression(l)), toPoly(parseExpression(r)));
      const left = asConstant(substitute(toPoly(parseExpression(l)), new Map([[variable, exact]])));
      const right = asConstant(substitute(toPoly(parseExpression(r)), new Map([[variable, exact]])));
      const difference = asConstant(substitute(poly, new Map([[variable, exact]])));
      if (left && right && difference)
        return { zero: isZero(difference), left: toNumber(left), right: toNumber(right) };
    }
  } catch {
    // not polynomial: numerically below
  }
  const [le, re, v] = [exprOf(l), exprOf(r), exprOf(value)];
  if (!le || !re || !v) return null;
  const x = evaluate(v, {});
  if (!Number.isFinite(x)) return null;
  const left = evaluate(le, { [variable]: x });
  const right = evaluate(re, { [variable]: x });
  // A value where the equation is not defined (log of a negative number, a zero denominator) does not solve it.
  if (!Number.isFinite(left) || !Number.isFinite(right)) return { zero: false, left, right };
  return { zero: Math.abs(left - right) <= 1e-9 * Math.max(1, Math.abs(left), Math.abs(right)), left, right };
}

function checkRoots(
  answer: ReadAnswer,
  target: Extract<CheckTarget, { kind: 'roots' }>,
  written: string,
): Verification {
  const expected = target.roots.join(', ') || 'no real solution';
  const complete = target.complete;
  if (answer.none) {
    return target.roots.length === 0 && complete
      ? verdict('verified', 'The equation has no real solution.', expected)
      : verdict('refuted', `${target.variable} = ${target.roots[0]} solves the equation.`, expected);
  }
  if (answer.all) return verdict('refuted', `Not every number solves it: the solutions are ${expected}.`, expected);
  if (answer.parts.length === 0) return unreadable(written);
  const claimed: string[] = [];
  for (const part of answer.parts) {
    if ((part.name && part.name !== target.variable) || (part.relation && part.relation !== '='))
      return unreadable(written);
    claimed.push(part.text);
  }
  const approximate = claimed.some((c) => decimalsOf(c) > 0);
  for (const value of claimed) {
    // A decimal stands for the root it rounds: it is matched to the engine's roots to its digits.
    if (approximate && decimalsOf(value) > 0) {
      if (!target.roots.some((root) => compareValue(value, root)?.equal)) {
        return verdict('refuted', `${target.variable} = ${value} is not a solution, to the digits given.`, expected);
      }
      continue;
    }
    const r = residual(target.equation, target.variable, value);
    if (!r) return unreadable(written);
    const w = target.within;
    const at = exprOf(value);
    const x = at ? evaluate(at, {}) : Number.NaN;
    if (w && Number.isFinite(x)) {
      const inside =
        (w.lowClosed ? x >= w.low - 1e-12 : x > w.low + 1e-12) &&
        (w.highClosed ? x <= w.high + 1e-12 : x < w.high - 1e-12);
      if (!inside)
        return verdict('refuted', `${target.variable} = ${value} is outside the interval asked for.`, expected);
    }
    if (!r.zero) {
      const solutions = complete
        ? ` The ${target.roots.length === 1 ? 'solution is' : 'solutions are'} ${expected}.`
        : '';
      return verdict(
        'refuted',
        Number.isFinite(r.left) && Number.isFinite(r.right)
          ? `Substituting ${target.variable} = ${value} gives ${shown(r.left)} on the left and ${shown(r.right)} on the right.${solutions}`
          : `The equation is not defined at ${target.variable} = ${value}.${solutions}`,
        expected,
      );
    }
  }
  if (!complete) {
    return verdict(
      'not-checkable',
      'Each value claimed solves the equation, but the engine cannot tell whether it has other solutions.',
    );
  }
  const missing = target.roots.find((root) => !claimed.some((c) => compareValue(c, root)?.equal));
  if (missing) return verdict('refuted', `${target.variable} = ${missing} also solves the equation.`, expected);
  return verdict(
    'verified',
    `Each value substituted back into the equation satisfies it, and the equation has no other real solution.`,
    expected,
  );
}

function checkSystem(
  answer: ReadAnswer,
  target: Extract<CheckTarget, { kind: 'system' }>,
  written: string,
): Verification {
  const named = new Map(answer.parts.filter((p) => p.name).map((p) => [p.name as string, p.text]));
  const only = answer.parts.length === 1 ? answer.parts[0] : undefined;
  const value = named.get(target.variable) ?? (only && !only.name ? only.text : null);
  if (!value) return unreadable(written);
  // Every value given is put into every equation; the asked one is also compared with the system's solution.
  if (named.size > 1) {
    const assignment = new Map<string, Rational>();
    for (const [name, text] of named) {
      const exact = exactOf(text);
      if (!exact) return unreadable(written);
      assignment.set(name, exact);
    }
    for (const equation of target.equations) {
      const [l = '', r = ''] = equation.split('=');
      try {
        const difference = asConstant(
          substitute(minus(toPoly(parseExpression(l)), toPoly(parseExpression(r))), assignment),
        );
        if (difference && !isZero(difference)) {
          return verdict('refuted', `The values do not satisfy ${equation.trim()}.`, target.value);
        }
      } catch {
        return unreadable(written);
      }
    }
  }
  const compared = compareValue(value, target.value);
  if (!compared) return unreadable(written);
  return compared.equal
    ? verdict(
        'verified',
        `${target.variable} = ${target.value} satisfies both equations (substituted back).`,
        target.value,
      )
    : verdict('refuted', `The system gives ${target.variable} = ${target.value}, not ${value}.`, target.value);
}

function checkDerivative(
  answer: ReadAnswer,
  target: Extract<CheckTarget, { kind: 'derivative' }>,
  written: string,
): Verification {
  const part = single(answer);
  const claim = part ? exprOf(part.text) : null;
  const f = exprOf(target.f);
  if (!claim || !f) return unreadable(written);
  let derivative = f;
  try {
    for (let k = 0; k < target.order; k++) derivative = differentiate(derivative, target.variable, new Set());
  } catch {
    return verdict('not-checkable', 'The engine could not differentiate the function to compare.');
  }
  const names = [...new Set([...namesIn(f), ...namesIn(claim), target.variable])];
  const same = agreeAt(claim, derivative, names);
  if (same.equal) {
    // For a first derivative a second, independent look: central differences of the function itself.
    const numeric =
      target.order === 1 ? derivativeMatches(f, claim, target.variable, parameterValuesOr(f, target.variable)) : true;
    if (numeric) return verdict('verified', 'It agrees with the derivative of the function at sample points.');
  }
  if (same.at) {
    return verdict(
      'refuted',
      `At ${where(same.at)} the claimed derivative is ${shown(same.x as number)}, but the derivative is ${shown(same.y as number)}.`,
    );
  }
  return verdict('not-checkable', 'The claim and the derivative could not be compared at enough points.');
}

function parameterValuesOr(f: Expr, v: string): Record<string, number> {
  try {
    return parameterValues(f, v);
  } catch {
    return {};
  }
}

function checkAntiderivative(
  answer: ReadAnswer,
  target: Extract<CheckTarget, { kind: 'antiderivative' }>,
  written: string,
): Verification {
  const part = single(answer);
  const claim = part ? exprOf(part.text) : null;
  const f = exprOf(target.f);
  if (!claim || !f) return unreadable(written);
  let others: Record<string, number>;
  try {
    others = parameterValues(f, target.variable);
  } catch {
    return verdict('not-checkable', 'The integrand holds a name the engine cannot take as a number.');
  }
  if (derivativeMatches(claim, f, target.variable, others)) {
    return verdict('verified', 'Differentiating the claimed antiderivative gives the integrand back at sample points.');
  }
  // Where they part: the claim's slope (by central differences) against the integrand.
  for (const x of [0.7, 1.3, 2.1, -0.6, 0.45, 3.3]) {
    const h = 1e-5 * Math.max(1, Math.abs(x));
    const at = (t: number) => evaluate(claim, { ...others, [target.variable]: t }, true);
    const slope = (at(x + h) - at(x - h)) / (2 * h);
    const value = evaluate(f, { ...others, [target.variable]: x }, true);
    if (
      Number.isFinite(slope) &&
      Number.isFinite(value) &&
      Math.abs(slope - value) > 1e-4 * Math.max(1, Math.abs(value))
    ) {
      return verdict(
        'refuted',
        `Its derivative at ${target.variable} = ${shown(x)} is ${shown(slope)}, but the integrand there is ${shown(value)}.`,
      );
    }
  }
  return verdict('not-checkable', 'The claim and the integrand could not be compared at enough points.');
}

/** Whether a tree is written as a product (or a power, or a constant times one): factored. */
function isProduct(node: Node): boolean {
  if (node.kind === 'neg') return isProduct(node.arg);
  return node.kind === 'bin' && (node.op === '*' || node.op === '^' || node.op === '/');
}

/** Whether an expression in the variables stands below a division bar or under a negative power. */
function dividesByVariable(node: Node): boolean {
  const constant = (x: Node): boolean =>
    x.kind === 'num' ||
    (x.kind === 'neg' && constant(x.arg)) ||
    (x.kind === 'bin' && constant(x.left) && constant(x.right)) ||
    (x.kind === 'call' && constant(x.arg));
  switch (node.kind) {
    case 'bin':
      if (node.op === '/' && !constant(node.right)) return true;
      if (node.op === '^' && !constant(node.left) && node.right.kind === 'neg') return true;
      return dividesByVariable(node.left) || dividesByVariable(node.right);
    case 'neg':
    case 'call':
      return dividesByVariable(node.arg);
    default:
      return false;
  }
}

/** How many non-constant factors a product has, powers counted by their exponent: 2x(x − 2)(x + 2) has 3. */
function factorCount(node: Node): number {
  const constant = (x: Node): boolean =>
    x.kind === 'num' ||
    (x.kind === 'neg' && constant(x.arg)) ||
    (x.kind === 'bin' && constant(x.left) && constant(x.right)) ||
    (x.kind === 'call' && constant(x.arg));
  if (constant(node)) return 0;
  if (node.kind === 'neg') return factorCount(node.arg);
  if (node.kind === 'bin' && node.op === '*') return factorCount(node.left) + factorCount(node.right);
  if (node.kind === 'bin' && node.op === '/') return factorCount(node.left);
  if (node.kind === 'bin' && node.op === '^' && node.right.kind === 'num' && node.right.value.d === 1n)
    return factorCount(node.left) * Number(node.right.value.n);
  return 1;
}

/** Whether a tree has no sum multiplied or raised (expanded): (x + 1)^2 is not, x^2 + 2x + 1 is. */
function isExpanded(node: Node): boolean {
  const sum = (x: Node): boolean =>
    (x.kind === 'bin' && (x.op === '+' || x.op === '-')) || (x.kind === 'neg' && sum(x.arg));
  switch (node.kind) {
    case 'bin':
      if ((node.op === '*' || node.op === '^') && (sum(node.left) || (node.op === '*' && sum(node.right))))
        return false;
      return isExpanded(node.left) && isExpanded(node.right);
    case 'neg':
      return isExpanded(node.arg);
    default:
      return true;
  }
}

function checkEquivalent(
  answer: ReadAnswer,
  target: Extract<CheckTarget, { kind: 'equivalent' }>,
  solved: SolveResult,
  written: string,
): Verification {
  const part = single(answer);
  const node = part ? nodeOf(part.text) : null;
  const claim = node ? exprOf(part?.text ?? '') : null;
  const expected = exprOf(target.expr);
  if (!node || !claim || !expected) return unreadable(written);
  const names = [...new Set([...target.variables, ...namesIn(claim)])];
  const same = agreeAt(claim, expected, names);
  const answerText = solved.answer?.value ?? null;
  if (!same.equal) {
    return same.at
      ? verdict(
          'refuted',
          `At ${where(same.at)} the claim is ${shown(same.x as number)}, but the expression is ${shown(same.y as number)}.`,
          answerText,
        )
      : verdict('not-checkable', 'The claim and the expression could not be compared at enough points.');
  }
  const factorable = answerText ? (nodeOf(answerText) ? isProduct(nodeOf(answerText) as Node) : false) : false;
  if (target.form === 'factored' && factorable && !isProduct(node)) {
    return verdict('refuted', 'It equals the expression but is not factored.', answerText);
  }
  // A factorization is a product of polynomials: nothing divided by an expression in the variables.
  if (target.form === 'factored' && factorable && dividesByVariable(node)) {
    return verdict('refuted', 'It is not written as a product of polynomial factors.', answerText);
  }
  // Fewer factors than the engine's complete factorization: some factor still splits (3(x² − 4) = 3(x − 2)(x + 2)).
  if (
    target.form === 'factored' &&
    factorable &&
    factorCount(node) < factorCount(nodeOf(answerText as string) as Node)
  ) {
    return verdict(
      'refuted',
      'It equals the expression but is not factored completely: a factor still splits.',
      answerText,
    );
  }
  if (target.form === 'expanded' && !isExpanded(node)) {
    return verdict('refuted', 'It equals the expression but is not multiplied out.', answerText);
  }
  return verdict('verified', 'It equals the expression at sample points, in the form asked for.', answerText);
}

const normalText = (text: string) =>
  text
    .replace(/[\s$*]/g, '')
    .replace(/\.$/, '')
    .toLowerCase();

/** Two items the same: as numbers when both are, else as text. */
function sameItem(a: string, b: string): boolean {
  // Items of a list or options are exact values: 0.3 is not 1/3 there, whatever it rounds to.
  const x = exactOf(a);
  const y = exactOf(b);
  if (x && y) return x.n === y.n && x.d === y.d;
  const compared = compareValue(a, b);
  return compared ? compared.equal : normalText(a) === normalText(b);
}

function checkBoolean(answer: ReadAnswer, target: { value: boolean }, written: string): Verification {
  if (answer.boolean === null) return unreadable(written);
  const said = target.value ? 'True' : 'False';
  return answer.boolean === target.value
    ? verdict('verified', `The engine's own check gives ${said} as well.`, said)
    : verdict('refuted', `It is ${said.toLowerCase()}.`, said);
}

function checkList(
  answer: ReadAnswer,
  target: { items: string[]; values?: string[]; ordered?: boolean },
  written: string,
): Verification {
  // "[5, 3, 2]": brackets around a list; "(3, -4)": a point, its coordinates in order.
  const bracketed =
    answer.parts.length === 1 ? /^\[(.*)\]$|^\(([^()]*,[^()]*)\)$/.exec(answer.parts[0]?.text ?? '') : null;
  const items = bracketed
    ? ((bracketed[1] ?? bracketed[2]) as string).split(/\s*,\s*/)
    : answer.parts.map((p) => (p.name && !p.relation ? p.name : p.text));
  const expected = target.items.join(', ');
  if (items.length === 0) return unreadable(written);
  if (items.length !== target.items.length) {
    return verdict('refuted', `The answer has ${target.items.length} items: ${expected}.`, expected);
  }
  // Each item by its name or by its value.
  const matches = (item: string, i: number) =>
    sameItem(item, target.items[i] as string) || (target.values?.[i] !== undefined && sameItem(item, target.values[i]));
  if (target.ordered === false) {
    const left = target.items.map((_, i) => i);
    const all = items.every((item) => {
      const at = left.findIndex((i) => matches(item, i));
      if (at < 0) return false;
      left.splice(at, 1);
      return true;
    });
    return all
      ? verdict('verified', 'Every item matches (in any order).', expected)
      : verdict('refuted', `The answer is ${expected}.`, expected);
  }
  const wrongAt = items.findIndex((item, i) => !matches(item, i));
  return wrongAt < 0
    ? verdict('verified', 'Every item matches, in order.', expected)
    : verdict(
        'refuted',
        `Item ${wrongAt + 1} should be ${target.items[wrongAt]}: the answer is ${expected}.`,
        expected,
      );
}

function checkChoice(
  answer: ReadAnswer,
  target: { letter: string | null; item: string; value?: string },
  written: string,
): Verification {
  const said = answer.plain.replace(/^\(?([a-z])\)?$/i, '$1').trim();
  const expected = target.letter ?? target.item;
  if (!said) return unreadable(written);
  const right =
    (target.letter !== null && normalText(said) === target.letter) ||
    sameItem(said, target.item) ||
    (target.value !== undefined && sameItem(said, target.value));
  return right
    ? verdict('verified', 'It is the option the comparison gives.', expected)
    : verdict('refuted', `The answer is ${expected}${target.letter ? ` (${target.item})` : ''}.`, expected);
}

/** A time of day in minutes after midnight ("7:25 AM", "07:25", "19:45"); null when it is not one. */
function minutesOfDay(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})\s*([ap])?\.?m?\.?$/i.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const half = m[3]?.toLowerCase();
  if (Number(m[2]) > 59 || (half ? h < 1 || h > 12 : h > 23)) return null;
  return ((half ? (h % 12) + (half === 'p' ? 12 : 0) : h) * 60 + Number(m[2])) % 1440;
}

function checkText(answer: ReadAnswer, target: { value: string }, written: string): Verification {
  // "It is even.", "The answer is odd": the words around the answer are not part of it.
  const bare = written.replace(
    /^\s*(?:(?:it|this|that|the (?:answer|number|result)|-?\d[\d,.]*)\s+(?:is|'s)|it's|that's|answer\s*:)\s+/i,
    '',
  );
  if (bare !== written) return checkText(readAnswer(bare), target, bare);
  if (!answer.plain.trim()) return unreadable(written);
  // Times compare as times: 07:25 AM is 7:25 AM; 03:45 is 3:45 when the question used the 24-hour clock.
  const [claimed, expected] = [minutesOfDay(written), minutesOfDay(target.value)];
  if (claimed !== null && expected !== null) {
    const bare = !/[ap]\.?m/i.test(written) && /[ap]m/i.test(target.value);
    if (bare && claimed % 720 === expected % 720)
      return verdict(
        'not-checkable',
        'The time is right on a 12-hour clock, but the answer does not say AM or PM.',
        target.value,
      );
    return claimed === expected
      ? verdict('verified', 'It is the same time of day.', target.value)
      : verdict('refuted', `The answer is ${target.value}.`, target.value);
  }
  return normalText(answer.plain) === normalText(target.value)
    ? verdict('verified', 'It is the answer the engine found and checked.', target.value)
    : verdict('refuted', `The answer is ${target.value}.`, target.value);
}

/**
 * Checks an answer produced elsewhere (an AI provider's final line, a student's) against the problem as the
 * engine read it. `verified` only after a check that ran; `refuted` only for a claim that was read and shown
 * wrong (the detail says how); anything unread or uncheckable is `not-checkable`. A caller that has already
 * solved the problem passes that result, so the engine solves once.
 */
export function verifyAgainst(solved: SolveResult, written: string): Verification {
  const target = solved.reading?.target;
  if (!target) {
    return verdict(
      'not-checkable',
      solved.reason ?? 'The engine could not read this problem, so it cannot check the answer.',
    );
  }
  const answer = readAnswer(written);
  switch (target.kind) {
    case 'value':
      // The value is the engine's own result: it counts only when the engine's independent check confirmed it.
      if (!solved.verified?.ok) return verdict('not-checkable', "The engine's own check did not confirm its value.");
      return checkValue(answer, target, written);
    case 'roots':
      return checkRoots(answer, target, written);
    case 'set': {
      const compared = compareSets(answer.plain, target);
      if (!compared) return unreadable(written);
      const expected = solved.answer?.value ?? null;
      return compared.equal
        ? verdict('verified', 'It is the same set: compared on both sides of every endpoint and far out.', expected)
        : verdict(
            'refuted',
            `At ${target.variable} = ${shown(compared.at as number)} the claim and the inequality disagree.`,
            expected,
          );
    }
    case 'system':
      return checkSystem(answer, target, written);
    case 'derivative':
      return checkDerivative(answer, target, written);
    case 'antiderivative':
      return checkAntiderivative(answer, target, written);
    case 'equivalent':
      return checkEquivalent(answer, target, solved, written);
  }
  // The rest compare with the engine's own answer: they count only when its independent check confirmed it.
  if (!solved.verified?.ok) return verdict('not-checkable', "The engine's own check did not confirm its answer.");
  switch (target.kind) {
    case 'boolean':
      return checkBoolean(answer, target, written);
    case 'list':
      return checkList(answer, target, written);
    case 'choice':
      return checkChoice(answer, target, written);
    case 'text':
      return checkText(answer, target, written);
  }
}
