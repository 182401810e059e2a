import { parseExpression, toPoly } from '../parse';
import {
  type Poly,
  asConstant,
  coefficientsIn,
  derivative,
  minus,
  plus,
  substitute,
  times,
  toSympy,
  variable,
  variables,
} from '../polynomial';
import { type Rational, ZERO, div, isZero, mul, neg, sub, toText } from '../rational';
import { nodeLatex } from './reading';

/** A function the problem defines: its parameter and its body, a polynomial in that parameter. */
export interface FunctionDef {
  param: string;
  body: Poly;
}

/** What a problem's "Let …" and "Suppose …" sentences establish, and the question they lead to. */
export interface Context {
  values: Map<string, Rational>;
  functions: Map<string, FunctionDef>;
  /** Equations not solved on their own (one unknown, not linear): the question may ask for their unknown. */
  pending: { equation: string; unknowns: string[] }[];
  /** How each statement was read, in LaTeX. */
  statements: string[];
  /** The question, as written. */
  question: string;
}

const ORDERS: Record<string, number> = { first: 1, second: 2, third: 3 };

/** Sentences: a full stop (or ? or !) followed by a space and a capital letter ends one. */
export const sentencesOf = (text: string) =>
  text
    .trim()
    .split(/(?<=[.?!])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);

/** p(v := q): a polynomial composed with another. */
function compose(p: Poly, v: string, q: Poly): Poly {
  const coefficients = coefficientsIn(p, v);
  let out: Poly = new Map();
  for (let i = coefficients.length - 1; i >= 0; i--) out = plus(times(out, q), coefficients[i] ?? new Map());
  return out;
}

/** The polynomial of an expression with the known values and functions put in. */
function polyOf(text: string, context: Pick<Context, 'values' | 'functions'>): Poly {
  const functions = new Map<string, (arg: Poly) => Poly>();
  for (const [name, f] of context.functions) functions.set(name, (arg) => compose(f.body, f.param, arg));
  // Known values go in before parsing: "3/s" with s = 6 divides by a number, "y**j" is a whole power.
  const p = toPoly(parseExpression(putValues(text, context.values), new Set(context.functions.keys())), functions);
  return substitute(p, context.values);
}

/** Each known value's name replaced by the value in parentheses. */
function putValues(text: string, values: ReadonlyMap<string, Rational>): string {
  let out = text;
  for (const [name, value] of values)
    out = out.replace(new RegExp(`(?<![A-Za-z_'])${name}(?![A-Za-z_(']|\\s*\\()`, 'g'), `(${toText(value)})`);
  return out;
}

/** An expression's exact value with the known values and functions put in; null when it is not a number. */
export function constantOf(text: string, context: Pick<Context, 'values' | 'functions'>): Rational | null {
  try {
    return asConstant(polyOf(text, context));
  } catch {
    return null;
  }
}

const latexOf = (text: string, names: ReadonlySet<string>) => nodeLatex(parseExpression(text, names));

/** Solves linear equations (as polynomials equal to zero) for their unknowns; null when they do not fix them. */
function solveLinear(polys: Poly[]): Map<string, Rational> | null {
  const unknowns = [...new Set(polys.flatMap(variables))];
  if (unknowns.length === 0 || unknowns.length > polys.length || unknowns.length > 3) return null;
  for (const p of polys) for (const u of unknowns) if (coefficientsIn(p, u).length > 2) return null;
  // Gaussian elimination over the rationals on [A | b] with A x + c = 0.
  const rows = polys.map((p) => {
    const zeros = new Map(unknowns.map((u) => [u, ZERO]));
    const c = asConstant(substitute(p, zeros));
    const coefficients = unknowns.map((u) => {
      const k = coefficientsIn(p, u)[1];
      return (k && asConstant(k)) ?? ZERO;
    });
    if (!c) return null;
    return [...coefficients, neg(c)];
  });
  if (rows.some((r) => r === null)) return null;
  const m = rows as Rational[][];
  const n = unknowns.length;
  let row = 0;
  const pivots: number[] = [];
  for (let col = 0; col < n && row < m.length; col++) {
    const pivot = m.findIndex((r, i) => i >= row && !isZero(r[col] as Rational));
    if (pivot < 0) continue;
    [m[row], m[pivot]] = [m[pivot] as Rational[], m[row] as Rational[]];
    const lead = (m[row] as Rational[])[col] as Rational;
    m[row] = (m[row] as Rational[]).map((x) => div(x, lead));
    for (let i = 0; i < m.length; i++) {
      if (i === row) continue;
      const factor = (m[i] as Rational[])[col] as Rational;
      if (isZero(factor)) continue;
      m[i] = (m[i] as Rational[]).map((x, j) => sub(x, mul(factor, (m[row] as Rational[])[j] as Rational)));
    }
    pivots.push(col);
    row++;
  }
  if (pivots.length < n) return null;
  // A leftover row 0 = c (c ≠ 0) means the equations contradict each other.
  if (m.slice(row).some((r) => !isZero(r[n] as Rational))) return null;
  return new Map(unknowns.map((u, k) => [u, (m[k] as Rational[])[n] as Rational]));
}

/** Equations split at top-level commas ("a = b, c = d"). */
const equationsIn = (text: string) => text.split(/,\s*(?![^()]*\))/).map((e) => e.trim());

/**
 * Reads the "Let …" and "Suppose …" sentences in front of a question: values (Let g = 10 - -85; Let i be q(-5)),
 * functions (Let q(l) = …; Let m(a) be the first derivative of …) and linear equations (Suppose 2*b + 3*c = 21,
 * …) solved for their unknowns. Null when there are none, or when one cannot be read (the problem is then not
 * answered rather than answered without it).
 */
export function readContext(problem: string): Context | null {
  const sentences = sentencesOf(problem);
  const context: Context = { values: new Map(), functions: new Map(), pending: [], statements: [], question: '' };
  let i = 0;
  for (; i < sentences.length; i++) {
    const sentence = (sentences[i] as string).replace(/[.]$/, '');
    if (!/^(?:let|suppose)\b/i.test(sentence)) break;
    const names = new Set(context.functions.keys());
    try {
      let fn = /^let\s+([a-z]\w*)\(([a-z])\)\s*(?:=|be)\s*(.+)$/i.exec(sentence);
      // "Let b(z) = 0" for a b already defined is an equation in z, not a new definition.
      if (fn && context.functions.has(fn[1] as string) && /^let\s+\w+\(\w\)\s*=/i.test(sentence)) fn = null;
      const value = fn ? null : /^let\s+([a-z]\w*)\s*(?:=|be)\s*(.+)$/i.exec(sentence);
      // "Suppose …" and "Let <equation>" ("Let 3*b**2 - b = 0") both state equations.
      const supposed = /^suppose\s+(.+)$/i.exec(sentence) ?? (!fn && !value ? /^let\s+(.+=.+)$/i.exec(sentence) : null);
      if (fn) {
        const [, name = '', param = '', rest = ''] = fn;
        const derived = /^the\s+(first|second|third)\s+derivative\s+of\s+(.+)$/i.exec(rest);
        let body: Poly;
        if (derived) {
          body = polyOf(derived[2] as string, context);
          // The expression is in the parameter's name, or in one other letter: that letter is differentiated.
          const free = variables(body);
          const v = free.includes(param) ? param : free.length === 1 ? (free[0] as string) : param;
          const order = ORDERS[(derived[1] as string).toLowerCase()] ?? 1;
          for (let k = 0; k < order; k++) body = derivative(body, v);
          if (v !== param) body = compose(body, v, variable(param));
          context.statements.push(
            `${name}(${param}) = \\frac{d${order === 1 ? '' : `^{${order}}`}}{d${v}${order === 1 ? '' : `^{${order}}`}}\\left(${latexOf(derived[2] as string, names)}\\right)`,
          );
        } else {
          body = polyOf(rest, context);
          context.statements.push(`${name}(${param}) = ${latexOf(rest, names)}`);
        }
        context.functions.set(name, { param, body });
      } else if (value) {
        const [, name = '', rest = ''] = value;
        const c = asConstant(polyOf(rest, context));
        if (!c) return null;
        context.values.set(name, c);
        context.statements.push(`${name} = ${latexOf(rest, names)}`);
      } else if (supposed) {
        const equations = equationsIn(supposed[1] as string);
        if (!equations.every((e) => e.split('=').length === 2)) return null;
        const polys = equations.map((e) => {
          const [l = '', r = ''] = e.split('=');
          return minus(polyOf(l, context), polyOf(r, context));
        });
        const solved = solveLinear(polys);
        context.statements.push(
          equations
            .map((e) => {
              const [l = '', r = ''] = e.split('=');
              return `${latexOf(l, names)} = ${latexOf(r, names)}`;
            })
            .join(',\\quad '),
        );
        if (solved) for (const [u, x] of solved) context.values.set(u, x);
        else {
          // Not linear: kept for a question that asks for its unknown ("Suppose i(q) = 0. What is q?").
          for (const p of polys) context.pending.push({ equation: `${toSympy(p)} = 0`, unknowns: variables(p) });
        }
      } else return null;
    } catch {
      // A statement the engine cannot read: better no answer than one that ignores it.
      return null;
    }
  }
  if (i === 0 || i >= sentences.length) return null;
  context.question = sentences.slice(i).join(' ');
  return context;
}

/** The text with defined calls replaced by their polynomials, innermost first: f(3), f(x), y(f(m)). */
function replaceCalls(text: string, context: Context, depth = 0): string {
  if (depth > 20 || context.functions.size === 0) return text;
  const names = [...context.functions.keys()].join('|');
  const call = new RegExp(`(?<![A-Za-z_])(${names})\\(`, 'g');
  let out = '';
  let at = 0;
  for (let m = call.exec(text); m; m = call.exec(text)) {
    // The argument runs to the matching parenthesis.
    let level = 1;
    let end = m.index + m[0].length;
    for (; end < text.length && level > 0; end++) level += text[end] === '(' ? 1 : text[end] === ')' ? -1 : 0;
    if (level !== 0) return text;
    const f = context.functions.get(m[1] as string) as FunctionDef;
    const argument = replaceCalls(text.slice(m.index + m[0].length, end - 1), context, depth + 1);
    out += `${text.slice(at, m.index)}(${toSympy(compose(f.body, f.param, polyOf(argument, context)))})`;
    at = end;
    call.lastIndex = end;
  }
  return out + text.slice(at);
}

/** The text with a known value's name replaced by the value (parenthesised), a defined call by its polynomial. */
export function substituteKnown(text: string, context: Context): string {
  return putValues(replaceCalls(text, context), context.values);
}
