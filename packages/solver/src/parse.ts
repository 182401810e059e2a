import { type Poly, asConstant, constant, minus, negate, plus, power, scale, times, variable } from './polynomial';
import { type Rational, div, isInteger, parseRational } from './rational';

export type Node =
  /** `raw`: the number as written ("0.50"), for stating how a problem was read. */
  | { kind: 'num'; value: Rational; raw?: string }
  | { kind: 'var'; name: string }
  | { kind: 'neg'; arg: Node }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/' | '^'; left: Node; right: Node }
  | { kind: 'call'; name: string; arg: Node };

/** Input the engine cannot read, with a reason a person understands. */
export class ParseError extends Error {}

const MAX_LENGTH = 5000;
const MAX_DEPTH = 200;

/** Functions the parser knows by name: "sin(x)", and "sin x" without parentheses. */
export const FUNCTIONS = new Set([
  'sin',
  'cos',
  'tan',
  'sec',
  'csc',
  'cot',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'exp',
  'log',
  'ln',
  'sqrt',
  'asinh',
  'acosh',
  'atanh',
  'acot',
  'asec',
  'acsc',
  'coth',
  'sech',
  'csch',
  'abs',
]);

/** Special functions SymPy answers with, read only when applied: "Ei(x)", while a lone "Si" stays a name. */
const APPLIED_ONLY = new Set(['Ei', 'li', 'Si', 'Ci']);

type Token = { type: 'num' | 'id' | 'op' | '(' | ')'; text: string };

/** Names of two or three letters that are one name, not a product of letters. */
const WHOLE_NAMES = new Set(
  'pi oo inf mod max min gcd lcm det deg rad sgn erf mu nu xi phi psi chi eta tau rho'.split(' '),
);

/**
 * "4xy^2", "3abc", "2xy": two or three letters run into a number before them, or raised to a power, are a product of
 * variables; standing apart ("is", "of") they stay one name, for the reader to refuse as a word.
 */
function letters(name: string, before: Token | undefined, next: string, spaced: boolean): Token[] {
  const glued = (!spaced && (before?.type === 'num' || before?.type === ')')) || next === '^';
  if (!glued || !lettersOf(name)) return [{ type: 'id', text: name }];
  return [...name].map((c) => ({ type: 'id', text: c }));
}

const lettersOf = (name: string) => /^[a-z]{2,3}$/.test(name) && !FUNCTIONS.has(name) && !WHOLE_NAMES.has(name);

/** The same products written out for another parser (mathjs reads "4xy" as 4 times one name "xy"). */
export const gluedProducts = (text: string): string =>
  text.replace(/(?<=[\d)])([a-z]{2,3})(?![A-Za-z_0-9])|(?<![A-Za-z_0-9])([a-z]{2,3})(?=\^)/g, (name: string) =>
    lettersOf(name) ? [...name].join('*') : name,
  );

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d*)?|\.\d+)|([A-Za-z_][A-Za-z_0-9]*)|(\*\*|[-+*/^])|([([{])|([)\]}]))/y;
  let at = 0;
  const text = source.replace(/\s+$/, '');
  while (at < text.length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) throw new ParseError(`unexpected "${text.slice(at, at + 10).trim()}"`);
    at = re.lastIndex;
    if (m[1] !== undefined) tokens.push({ type: 'num', text: m[1] });
    else if (m[2] !== undefined) tokens.push(...letters(m[2], tokens.at(-1), text[at] ?? '', m[0] !== m[2]));
    else if (m[3] !== undefined) tokens.push({ type: 'op', text: m[3] === '**' ? '^' : m[3] });
    else if (m[4] !== undefined) tokens.push({ type: '(', text: '(' });
    else tokens.push({ type: ')', text: ')' });
  }
  return tokens;
}

/** Parses an arithmetic or polynomial expression: + - * / ^ (or **), parentheses, implied multiplication. */
export function parseExpression(source: string, functionNames: ReadonlySet<string> = new Set()): Node {
  if (source.length > MAX_LENGTH) throw new ParseError('the expression is too long');
  const tokens = tokenize(source);
  let i = 0;
  let depth = 0;
  const peek = () => tokens[i];
  const take = () => tokens[i++];

  function expression(): Node {
    let left = term();
    while (peek()?.type === 'op' && (peek()?.text === '+' || peek()?.text === '-')) {
      const op = take()?.text as '+' | '-';
      left = { kind: 'bin', op, left, right: term() };
    }
    return left;
  }
  function term(): Node {
    let left = unary();
    for (;;) {
      const t = peek();
      if (t?.type === 'op' && (t.text === '*' || t.text === '/')) {
        take();
        left = { kind: 'bin', op: t.text as '*' | '/', left, right: unary() };
      } else if (t && (t.type === 'num' || t.type === 'id' || t.type === '(')) {
        // "12 18" is two numbers of a list, never their product.
        if (t.type === 'num' && tokens[i - 1]?.type === 'num')
          throw new ParseError(`two numbers side by side ("${tokens[i - 1]?.text} ${t.text}")`);
        // Implied multiplication: "2x", "3(x + 1)", "(x + 1)(x - 1)".
        left = { kind: 'bin', op: '*', left, right: unary() };
      } else return left;
    }
  }
  function unary(): Node {
    const t = peek();
    if (t?.type === 'op' && (t.text === '-' || t.text === '+')) {
      take();
      const arg = unary();
      return t.text === '-' ? { kind: 'neg', arg } : arg;
    }
    return powerOf();
  }
  function powerOf(): Node {
    const base = atom();
    if (peek()?.type === 'op' && peek()?.text === '^') {
      take();
      // Right-associative, and the exponent may carry its own sign: 2^-1, 9^9^9.
      return { kind: 'bin', op: '^', left: base, right: unary() };
    }
    return base;
  }
  function atom(): Node {
    const t = take();
    if (!t) throw new ParseError('the expression ends too early');
    if (t.type === 'num') return { kind: 'num', value: parseRational(t.text), raw: t.text };
    if (t.type === 'id' && (FUNCTIONS.has(t.text) || (APPLIED_ONLY.has(t.text) && peek()?.type === '('))) {
      const name = t.text === 'ln' ? 'log' : t.text;
      if (peek()?.type === '(') {
        take();
        if (++depth > MAX_DEPTH) throw new ParseError('the parentheses are nested too deeply');
        const arg = expression();
        if (take()?.type !== ')') throw new ParseError('a parenthesis is not closed');
        depth--;
        return { kind: 'call', name, arg };
      }
      // "sin x": the function applies to the next factor; "cos 4x" to the number and the letters written against it.
      let arg = powerOf();
      if (arg.kind === 'num' && peek()?.type === 'id' && !FUNCTIONS.has(peek()?.text ?? '') && peek()?.text !== 'ln')
        arg = { kind: 'bin', op: '*', left: arg, right: powerOf() };
      return { kind: 'call', name, arg };
    }
    if (t.type === 'id') {
      if (
        peek()?.type === '(' &&
        (functionNames.has(t.text) ||
          (/^[a-z]$/.test(t.text) && tokens[i + 2]?.type === ')' && tokens[i + 1]?.type === 'num'))
      ) {
        // A defined function applied to an argument: f(3), g(-2), f(x + 1).
        take();
        const arg = expression();
        take();
        return { kind: 'call', name: t.text, arg };
      }
      return { kind: 'var', name: t.text };
    }
    if (t.type === '(') {
      if (++depth > MAX_DEPTH) throw new ParseError('the parentheses are nested too deeply');
      const inner = expression();
      if (take()?.type !== ')') throw new ParseError('a parenthesis is not closed');
      depth--;
      return inner;
    }
    throw new ParseError(`unexpected "${t.text}"`);
  }
  const node = expression();
  if (i < tokens.length) throw new ParseError(`unexpected "${tokens[i]?.text}"`);
  return node;
}

/** An expression that is not a polynomial (division by a variable, a variable exponent). */
export class NotPolynomial extends Error {}

/** The polynomial an expression is; function calls are looked up in `functions`. */
export function toPoly(node: Node, functions: Map<string, (arg: Poly) => Poly> = new Map()): Poly {
  switch (node.kind) {
    case 'num':
      return constant(node.value);
    case 'var':
      return variable(node.name);
    case 'neg':
      return negate(toPoly(node.arg, functions));
    case 'call': {
      const f = functions.get(node.name);
      if (!f) throw new NotPolynomial(`${node.name}(…) is not defined`);
      return f(toPoly(node.arg, functions));
    }
    case 'bin': {
      const left = toPoly(node.left, functions);
      const right = toPoly(node.right, functions);
      switch (node.op) {
        case '+':
          return plus(left, right);
        case '-':
          return minus(left, right);
        case '*':
          return times(left, right);
        case '/': {
          const c = asConstant(right);
          if (!c) throw new NotPolynomial('division by an expression with a variable');
          if (c.n === 0n) throw new RangeError('division by zero');
          return scale(left, div({ n: 1n, d: 1n }, c));
        }
        case '^': {
          const e = asConstant(right);
          if (!e || !isInteger(e) || e.n < 0n) throw new NotPolynomial('a power that is not a whole number');
          if (e.n > 10_000n) throw new RangeError('exponent too large');
          return power(left, Number(e.n));
        }
      }
    }
  }
}

/** Whether the source wrote any number with a decimal point (answers are then given as decimals). */
export const usesDecimals = (source: string) => /\d\.\d/.test(source);
