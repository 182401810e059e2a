// Calculus and counting heads of compute-engine's MathJSON (D, Integrate, Limit, Sum, Product, primes, n!, binomial
// coefficients) in the wordings and forms the solvers read, and the MathJSON readers (numbers, strings, Error nodes)
// latex-parse.ts shares with them.

/** A MathJSON expression as compute-engine's `.json` gives it: a number, a name, a string or an array. */
export type MathJson = unknown;

/** LaTeX the engine's plain syntax cannot say, with a reason a person understands. */
export class Unreadable extends Error {}

/** The head of a function expression (`"Add"` of `["Add", 1, 2]`), or null for an atom. */
export const operatorOf = (node: MathJson): string | null =>
  Array.isArray(node) && typeof node[0] === 'string' ? node[0] : null;

/** The operands of a function expression; none for an atom. */
export const operandsOf = (node: MathJson): MathJson[] => (Array.isArray(node) ? node.slice(1) : []);

/** A MathJSON string ("'text'") without its quotes; null for anything else. */
export function stringOf(node: MathJson): string | null {
  if (typeof node === 'string' && /^'.*'$/s.test(node)) return node.slice(1, -1);
  if (typeof node === 'object' && node !== null && 'str' in node && typeof node.str === 'string') return node.str;
  return null;
}

/** A number as written, in decimal digits without an exponent (1e+21 is 21 zeros); null if it is not one. */
export function digitsOf(node: MathJson): string | null {
  const raw =
    typeof node === 'number' ? String(node) : typeof node === 'object' && node && 'num' in node ? node.num : null;
  const m = typeof raw === 'string' ? /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(raw.trim()) : null;
  if (!m || !(m[2] || m[3])) return null;
  const [sign, whole = '', fraction = '', exponent = '0'] = [m[1] === '-' ? '-' : '', m[2], m[3], m[4]];
  const shift = Number(exponent);
  // Input is at most 2,000 characters: an exponent past twice that is no number anyone wrote out.
  if (Math.abs(shift) > 4000) throw new Unreadable('a number is too large to write out');
  // Moving the decimal point on the digit string keeps every digit exact (no floating point).
  const digits = whole + fraction;
  const point = whole.length + shift;
  const padded = point > digits.length ? digits.padEnd(point, '0') : digits;
  const [int, frac] = point <= 0 ? ['0', '0'.repeat(-point) + digits] : [padded.slice(0, point), padded.slice(point)];
  const cleaned = int.replace(/^0+(?=\d)/, '');
  return `${sign}${frac && (shift || fraction) ? `${cleaned}.${frac}` : cleaned}`;
}

export const isWhole = (node: MathJson) => /^\d+$/.test(digitsOf(node) ?? '');

/** A fragment quoted in a reason, cut short: hostile input must not come back whole. */
export const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** compute-engine's parse error codes, in words. */
const ERRORS: Record<string, string> = {
  missing: 'a missing part',
  'unexpected-command': 'a command it does not know',
  'unexpected-token': 'an unexpected symbol',
  'unexpected-operator': 'an operator with nothing to act on',
  'expected-closing-delimiter': 'a brace or bracket that is not closed',
  'unexpected-closing-delimiter': 'a closing brace or bracket that was not opened',
};

/** The first Error node of the tree as a reason, and the depth bound (so printing cannot overflow the stack). */
export function checkTree(node: MathJson, maxDepth: number, depth = 0): void {
  if (depth > maxDepth) throw new Unreadable('the expression is nested too deeply');
  if (!Array.isArray(node)) return;
  if (node[0] === 'Error') {
    const [code, at] = operandsOf(node);
    const key = String(operatorOf(code) === 'ErrorCode' ? operandsOf(code)[0] : code).replace(/'/g, '');
    const latex = operatorOf(at) === 'LatexString' ? stringOf(operandsOf(at)[0]) : null;
    throw new Unreadable(`the LaTeX has ${ERRORS[key] ?? key.replace(/-/g, ' ')}${latex ? ` (${clip(latex)})` : ''}`);
  }
  for (const child of node.slice(1)) checkTree(child, maxDepth, depth + 1);
}

/** What the calculus printer needs of the expression printer. */
export interface Printer {
  /** The expression as plain text. */
  expr(node: MathJson): string;
}

const NAMES: Record<string, string> = {
  D: 'a derivative',
  Integrate: 'an integral',
  Limit: 'a limit',
  Sum: 'a sum (Σ)',
  Product: 'a product (Π)',
};

/** The calculus heads, read only as the whole segment: the solvers' wordings cannot nest. */
export const CALCULUS_HEADS = new Set(Object.keys(NAMES));

export const nestedCalculus = (head: string) =>
  new Unreadable(`${NAMES[head] ?? head} inside a larger expression has no form in the engine's plain syntax`);

/** compute-engine's names of constants (d/dx π is 0, not the derivative of an unknown function). */
const CONSTANTS = new Set(['Pi', 'e', 'ExponentialE', 'i', 'ImaginaryUnit']);

/** The solvers' wordings ("d/dx", "with respect to x", "as x approaches") take a one-letter variable. */
function variableOf(node: MathJson): string {
  if (typeof node === 'string' && /^[a-z]$/.test(node)) return node;
  if (node === 'Nothing') throw new Unreadable('the integral has no variable of integration (dx)');
  const shown = clip(typeof node === 'string' ? node : String(JSON.stringify(node)));
  throw new Unreadable(`the variable ${shown} is not a single lowercase letter, which the engine's wordings need`);
}

/**
 * f(x) in a calculus body: a call of a function nobody defined, or a product; the plain parser would read a
 * product (d/dx f(x) = f), so it is refused rather than guessed. The variable itself, x(x + 1), is a product.
 */
function refuseUnknownCalls(node: MathJson, v: string): void {
  const [head, args] = [operatorOf(node), operandsOf(node)];
  const applied =
    head === 'InvisibleOperator'
      ? args.find((f, i) => operatorOf(args[i + 1]) === 'Delimiter' && typeof f === 'string' && /^[A-Za-z]$/.test(f))
      : head !== null && /^[A-Za-z]$/.test(head)
        ? head
        : undefined;
  if (typeof applied === 'string' && applied !== v && applied !== 'e')
    throw new Unreadable(
      `${applied}(…) may be a function the problem does not define, or a product: write ${applied} \\cdot (…)`,
    );
  for (const child of args) refuseUnknownCalls(child, v);
}

/** A calculus body in plain text, once it is clear of unknown calls. */
function body(node: MathJson, v: string, p: Printer): string {
  refuseUnknownCalls(node, v);
  return p.expr(node);
}

/** dⁿ/dxⁿ f: nested D with one variable collapse into one order. */
function derivative(node: MathJson, p: Printer): string {
  let f = node;
  const variables: MathJson[] = [];
  while (operatorOf(f) === 'D') {
    const [inner, ...wrt] = operandsOf(f);
    variables.push(...wrt);
    f = inner;
  }
  const names = variables.map(variableOf);
  const v = names[0] ?? '';
  if (!v) throw new Unreadable('the derivative names no variable (d/dx)');
  if (names.some((n) => n !== v)) throw new Unreadable('mixed partial derivatives are not supported');
  // dy/dx and ∂f/∂x differentiate a quantity that depends on x in an unknown way: no plain form.
  if (typeof f === 'string' && f !== v && /^[A-Za-z]\w*$/.test(f) && !CONSTANTS.has(f))
    throw new Unreadable(`d${f}/d${v} is the derivative of an unknown function ${f}; write out what ${f} is`);
  const n = names.length;
  return `${n === 1 ? `d/d${v}` : `d^${n}/d${v}^${n}`} ${body(f, v, p)}`;
}

/** [variable, lower, upper] of a Tuple range; the bounds are null when the range has none. */
function range(node: MathJson, p: Printer): [string, string | null, string | null] {
  if (operatorOf(node) !== 'Tuple') return [variableOf(node), null, null];
  const [v, lower, upper, ...rest] = operandsOf(node);
  const written = (bound: MathJson) => (bound === undefined || bound === 'Nothing' ? null : p.expr(bound));
  const [a, b] = [written(lower), written(upper)];
  if (rest.length || (a === null) !== (b === null)) throw new Unreadable('a range needs both of its limits');
  return [variableOf(v), a, b];
}

function integral(node: MathJson, p: Printer): string {
  const [f, spec, ...more] = operandsOf(node);
  if (more.length) throw new Unreadable('multiple integrals are not supported');
  const [v, a, b] = range(spec ?? 'Nothing', p);
  const limits = a === null ? '' : ` from ${a} to ${b}`;
  return `Integrate ${body(f, v, p)}${limits} with respect to ${v}`;
}

function limit(node: MathJson, p: Printer): string {
  const [fn, point, direction] = operandsOf(node);
  const [f, v, ...more] = operandsOf(fn);
  if (operatorOf(fn) !== 'Function' || more.length) throw new Unreadable('the limit names no variable (x \\to a)');
  // A direction is 1 for a → from above (a^+), −1 from below.
  const side = { '1': ' from the right', '-1': ' from the left' }[digitsOf(direction) ?? ''] ?? '';
  const x = variableOf(v);
  return `Find the limit of ${body(f, x, p)} as ${x} approaches ${p.expr(point)}${side}`;
}

function series(node: MathJson, p: Printer, word: string): string {
  const [f, spec, ...more] = operandsOf(node);
  const [k, a, b] = range(spec ?? 'Nothing', p);
  if (more.length || a === null) throw new Unreadable(`the ${word.toLowerCase()} needs one index with both limits`);
  return `${word} of ${body(f, k, p)} for ${k} from ${a} to ${b}`;
}

/** The segment in the solvers' wording when it is a calculus head; null for any other expression. */
export function printCalculus(node: MathJson, p: Printer): string | null {
  switch (operatorOf(node)) {
    case 'D':
      return derivative(node, p);
    case 'Integrate':
      return integral(node, p);
    case 'Limit':
      return limit(node, p);
    case 'Sum':
      return series(node, p, 'Sum');
    case 'Product':
      return series(node, p, 'Product');
    default:
      return null;
  }
}

const MAX_FACTORIAL = 50;

/** from·(from − 1)·… (count factors) written out, so the plain parser evaluates n! exactly. */
function falling(from: bigint, count: bigint): string {
  const factors: string[] = [];
  for (let k = 0n; k < count; k++) factors.push(String(from - k));
  return factors.length ? `(${factors.join('*')})` : '1';
}

const wholeOf = (node: MathJson) => BigInt(isWhole(node) ? (digitsOf(node) ?? '') : -1);

/** n! and (n choose k) of whole numbers as products (the plain syntax has neither); null for other heads. */
export function printCounting(head: string, args: MathJson[]): string | null {
  if (head === 'Factorial' && args.length === 1) {
    const n = wholeOf(args[0]);
    if (n < 0n || n > MAX_FACTORIAL)
      throw new Unreadable(`only factorials of whole numbers up to ${MAX_FACTORIAL} are written out`);
    return falling(n, n > 1n ? n - 1n : 0n);
  }
  if (head !== 'Binomial' || args.length !== 2) return null;
  const [n, k] = [wholeOf(args[0]), wholeOf(args[1])];
  const j = k > n - k ? n - k : k;
  if (n < 0n || k < 0n || j > MAX_FACTORIAL)
    throw new Unreadable('only binomial coefficients of whole numbers are written out');
  return j < 0n ? '0' : j === 0n ? '1' : `${falling(n, j)}/${falling(j, j - 1n)}`;
}

/** The number of primes a Derivative or Prime node carries (1 when unwritten). */
function primes(order: MathJson): string {
  const n = order === undefined ? 1 : order;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 4)
    throw new Unreadable('more than four primes are not supported');
  return "'".repeat(n);
}

/** f′(x), y″ as names in plain text (`f'(x)`, `y''`): the answer reader takes them as what an answer names. */
export function printPrimed(node: MathJson, name: (node: MathJson) => string, p: Printer): string | null {
  const head = operatorOf(node);
  const [first, second, ...rest] = operandsOf(node);
  if (head === 'Prime' && !rest.length) return `${name(first)}${primes(second)}`;
  if (head === 'Derivative' && !rest.length) return `${name(first)}${primes(second)}`;
  if (head === 'Apply' && operatorOf(first) === 'Derivative' && second !== undefined && !rest.length) {
    const [f, order] = operandsOf(first);
    return `${name(f)}${primes(order)}(${p.expr(second)})`;
  }
  return null;
}
