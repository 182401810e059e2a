// One LaTeX math segment read by compute-engine's parser and printed in the plain syntax the engine's own parser
// (parse.ts) and solvers read. Anything the plain syntax cannot say is refused with a reason, never guessed.
import { ComputeEngine } from '@cortex-js/compute-engine';
import {
  CALCULUS_HEADS,
  type MathJson,
  type Printer,
  Unreadable,
  checkTree,
  clip,
  digitsOf,
  isWhole,
  nestedCalculus,
  operandsOf,
  operatorOf,
  printCalculus,
  printCounting,
  printPrimed,
  stringOf,
} from './latex-calculus';

const MAX_LENGTH = 2000;
const MAX_DEPTH = 200;
/** Brackets nested past this overflow compute-engine's recursive parser long before the input limit. */
const MAX_BRACKETS = 100;

let engine: ComputeEngine | null = null;
/** Created on first use (about 0.1 s) and reused: parsing keeps no state between calls. */
const parser = () => (engine ??= new ComputeEngine());

// Precedence of printed text: a child with a lower one is parenthesised.
const [LIST, SUM, PRODUCT, UNARY, POWER, ATOM] = [0, 1, 2, 3, 4, 5];
type Out = { text: string; prec: number };
const out = (text: string, prec: number): Out => ({ text, prec });
const wrap = (o: Out, min: number) => (o.prec < min ? `(${o.text})` : o.text);

const HEADS_OF_FUNCTIONS = 'Sin Cos Tan Sec Csc Cot Sinh Cosh Tanh Coth Sech Csch Exp Sqrt '.concat(
  'Arcsin Arccos Arctan Arcsec Arccsc Arccot Arsinh Arcosh Artanh',
);
/** compute-engine's function heads by their plain names: Sin → sin, Arcsin → asin, Arcosh → acosh. */
const FUNCTIONS: Record<string, string> = Object.fromEntries(
  HEADS_OF_FUNCTIONS.split(' ').map((h) => [h, h.toLowerCase().replace(/^ar(?:c(?=sin|cos|tan|sec|csc|cot))?/, 'a')]),
);
/** sin⁻¹ x is compute-engine's ["Apply", ["InverseFunction", "Sin"], x]. */
const inverseOf = (f: MathJson) =>
  FUNCTIONS[`Arc${String(f).toLowerCase()}`] ?? FUNCTIONS[`Ar${String(f).toLowerCase()}`];
/** Functions compute-engine leaves as plain names (\operatorname{arccot} x). */
const NAMED_FUNCTIONS: Record<string, string> = { arccot: 'acot' };
const CONSTANTS: Record<string, Out> = {
  ...{ Pi: out('pi', ATOM), e: out('e', ATOM), ExponentialE: out('e', ATOM), i: out('i', ATOM) },
  ...{ ImaginaryUnit: out('i', ATOM), PositiveInfinity: out('oo', ATOM), NegativeInfinity: out('-oo', UNARY) },
  EmptySet: out('∅', ATOM),
};
const RELATIONS: Record<string, string> = { Equal: '=', NotEqual: '!=', Less: '<', LessEqual: '<=' };
Object.assign(RELATIONS, { Greater: '>', GreaterEqual: '>=' });
const GREEK =
  'alpha|beta|gamma|delta|epsilon|varepsilon|zeta|eta|theta|vartheta|iota|kappa|lambda|mu|nu|xi|rho|sigma|tau|upsilon|phi|chi|psi|omega';
/** Names the plain parser reads as one variable; longer ones (compute-engine's `two`, `d_upright`) are refused. */
const NAME = new RegExp(
  `^(?:[A-Za-z]|${GREEK}|${GREEK.replace(/\b\w/g, (c) => c.toUpperCase())})(?:_[A-Za-z0-9]{1,3})?$`,
);

/** A decimal read exactly (`parseNumbers: 'rational'`) is n/10ᵏ: printed back with its k digits, 1.50 as 1.50. */
function rational(args: MathJson[]): Out {
  const [n, d] = args.map(digitsOf);
  if (!n || !d || !/^-?\d+$/.test(n) || !/^\d+$/.test(d)) throw new Unreadable('a fraction that is not of numbers');
  if (!/^10*$/.test(d)) return out(`${n}/${d}`, PRODUCT);
  const k = d.length - 1;
  const body = n.replace('-', '').padStart(k + 1, '0');
  return out(`${n.startsWith('-') ? '-' : ''}${k ? `${body.slice(0, -k)}.${body.slice(-k)}` : body}`, ATOM);
}

function name(node: MathJson): string {
  if (typeof node === 'string' && NAME.test(node)) return node;
  throw new Unreadable(
    `the name ${clip(typeof node === 'string' ? node : String(JSON.stringify(node)))} is not a variable`,
  );
}

/** x_{1} as the one name x_1; a subscript that is an expression (x_{n+1}) names nothing the engine reads. */
function subscripted(base: MathJson, sub: MathJson): Out {
  const text = `${name(base)}_${expr(sub).text}`;
  if (!NAME.test(text)) throw new Unreadable(`the subscripted name ${clip(text)} is not one the engine reads`);
  return out(text, ATOM);
}

/** log_b x = ln x / ln b; compute-engine reads \log x (no base) as base 10, \lg as 10 and \lb as 2. */
// log without a base is the natural logarithm, as in SymPy and Wolfram|Alpha (ADR 019); the reading shows ln.
function logarithm(x: MathJson, base: MathJson = 'e'): Out {
  const ln = `log(${expr(x).text})`;
  return base === 'e' || base === 'ExponentialE' ? out(ln, ATOM) : out(`${ln}/log(${expr(base).text})`, PRODUCT);
}

/** A right operand of −: a second minus sign gets parentheses, x − (−y). */
function operand(node: MathJson): string {
  const text = wrap(expr(node), PRODUCT);
  return text.startsWith('-') ? `(${text})` : text;
}

/** Sums print negative terms as subtractions; addition being associative, only a relation needs parentheses. */
function sum(terms: MathJson[]): Out {
  const texts = terms.map((t, i) => {
    const text = wrap(expr(t), SUM);
    return i === 0 ? text : text.startsWith('-') ? ` - ${text.slice(1)}` : ` + ${text}`;
  });
  return out(texts.join(''), SUM);
}

/** Juxtaposed factors: a digit run is one number, 2\frac{1}{2} a mixed number (as compute-engine reads them). */
function juxtaposed(items: MathJson[]): Out {
  const factors = items.filter((f) => operatorOf(f) !== 'HorizontalSpacing');
  const [whole, part] = factors;
  if (factors.length <= 1) return expr(whole ?? 'Nothing');
  const fraction = operatorOf(part) === 'Divide' && operandsOf(part).every(isWhole);
  const negated = operatorOf(whole) === 'Negate' && isWhole(operandsOf(whole)[0]);
  if (factors.length === 2 && fraction && (isWhole(whole) || negated)) {
    const mixed = `(${expr(negated ? operandsOf(whole)[0] : whole).text} + ${expr(part).text})`;
    return out(negated ? `-${mixed}` : mixed, negated ? UNARY : ATOM);
  }
  const pieces: string[] = [];
  let product = false;
  for (const [i, f] of factors.entries()) {
    const [before, text] = [factors[i - 1], stringOf(f)];
    const named = typeof f === 'string' ? NAMED_FUNCTIONS[f] : undefined;
    if (named) {
      const rest = factors.slice(i + 1);
      const arg = rest.length === 1 && operatorOf(rest[0]) === 'Delimiter' ? operandsOf(rest[0]) : rest;
      product ||= i > 0;
      pieces.push(`${i > 0 ? '*' : ''}${named}(${juxtaposed(arg).text})`);
      break;
    }
    // f(x) stays juxtaposed: whether it is a call or a product, parse.ts decides as it does for typed text.
    const applied = operatorOf(f) === 'Delimiter' && typeof before === 'string' && stringOf(before) === null;
    const digits = isWhole(f) && isWhole(before);
    const sep = i === 0 || digits || applied ? '' : text !== null || stringOf(before) !== null ? ' ' : '*';
    product ||= sep === '*' || applied;
    pieces.push(sep + (text ?? wrap(expr(f), i === 0 ? UNARY : POWER)));
  }
  return out(pieces.join(''), product ? PRODUCT : ATOM);
}

function items(args: MathJson[], open: string, close: string, sep = ','): Out {
  const text = args.map((x) => expr(x).text).join(`${sep} `);
  return out(`${open}${text}${close}`, open ? ATOM : LIST);
}

/** ( … ) as written; a comma list keeps its brackets: (1, 2), "x = 2, y = 3". */
function delimiter([body, delimiters]: MathJson[]): Out {
  if (operatorOf(body) !== 'Sequence') return out(`(${expr(body ?? 'Nothing').text})`, ATOM);
  const d = stringOf(delimiters ?? "'(,)'") ?? '(,)';
  const [open, sep, close] = d.length === 3 ? [d[0], d[1], d[2]] : d.length === 1 ? ['', d, ''] : [d[0], ',', d[1]];
  return items(operandsOf(body), open ?? '', close ?? '', sep);
}

function interval(args: MathJson[]): Out {
  const [a, b] = args.map((x) => (operatorOf(x) === 'Open' ? { open: true, x: operandsOf(x)[0] } : { open: false, x }));
  if (!a || !b || args.length !== 2) throw new Unreadable('an interval needs two ends');
  return out(`${a.open ? '(' : '['}${expr(a.x).text}, ${expr(b.x).text}${b.open ? ')' : ']'}`, ATOM);
}

function atom(node: MathJson): Out {
  const text = stringOf(node);
  if (text !== null) return out(text.trim(), ATOM);
  if (typeof node === 'string') return CONSTANTS[node] ?? out(name(node), ATOM);
  const digits = digitsOf(node);
  if (digits !== null) return out(digits, digits.startsWith('-') ? UNARY : ATOM);
  if (typeof node === 'object' && node && 'num' in node && /inf/i.test(String(node.num)))
    return String(node.num).startsWith('-') ? out('-oo', UNARY) : out('oo', ATOM);
  throw new Unreadable(`the value ${clip(String(JSON.stringify(node)))} is not a number the engine reads`);
}

/** \begin{cases} a & x < 0 \\ b & x \ge 0 \end{cases} (condition, value pairs) as "{a if x < 0; b if x >= 0}". */
function cases(args: MathJson[]): Out {
  if (args.length % 2 !== 0) throw new Unreadable('a case needs a value and a condition');
  const pieces: string[] = [];
  for (let i = 0; i < args.length; i += 2) {
    if (args[i] === 'True') throw new Unreadable('a case written "otherwise" has no condition the engine reads');
    pieces.push(`${expr(args[i + 1] as MathJson).text} if ${expr(args[i] as MathJson).text}`);
  }
  return out(`{${pieces.join('; ')}}`, ATOM);
}

const call = (f: string, x: MathJson) => out(`${f}(${expr(x).text})`, ATOM);

/** The printers of the other heads, by head; ARITY says how many operands each takes. */
const HEADS: Record<string, (args: MathJson[]) => Out> = {
  Add: sum,
  Subtract: (xs) => out(xs.map((x, i) => (i === 0 ? wrap(expr(x), SUM) : operand(x))).join(' - '), SUM),
  Multiply: (xs) => out(xs.map((f, i) => wrap(expr(f), i === 0 ? UNARY : POWER)).join('*'), PRODUCT),
  InvisibleOperator: juxtaposed,
  Divide: ([a, b]) => out(`${wrap(expr(a), PRODUCT)}/${wrap(expr(b), POWER)}`, PRODUCT),
  Power: ([a, b]) => out(`${wrap(expr(a), ATOM)}^${wrap(expr(b), ATOM)}`, POWER),
  // −a: a product or quotient needs no parentheses, −2*x being (−2)*x.
  Negate: ([a]) => out(`-${operand(a)}`, UNARY),
  Root: ([a, n]) => (n === 2 ? call('sqrt', a) : out(`${wrap(expr(a), ATOM)}^(1/${wrap(expr(n), POWER)})`, POWER)),
  Ln: ([a]) => call('log', a),
  Abs: ([a]) => call('abs', a),
  Log: ([a, base]) => logarithm(a, base),
  Lb: ([a]) => logarithm(a, 2),
  Lg: ([a]) => logarithm(a, 10),
  Degrees: ([a]) => out(`${wrap(expr(a), UNARY)}*pi/180`, PRODUCT),
  Rational: rational,
  Subscript: ([a, b]) => subscripted(a, b),
  Delimiter: delimiter,
  Annotated: ([a]) => expr(a),
  Set: (xs) => items(xs, '{', '}'),
  List: (xs) => items(xs, '[', ']'),
  Tuple: (xs) => items(xs, '(', ')'),
  Sequence: (xs) => items(xs, '', ''),
  Interval: interval,
  Which: cases,
  Element: ([a, b]) => out(`${expr(a).text} ∈ ${expr(b).text}`, LIST),
  // x ± y (compute-engine's Measurement): the answer reader reads ± as two answers.
  Measurement: ([a, b]) => out(digitsOf(a) === '0' ? `±${operand(b)}` : `${wrap(expr(a), SUM)} ± ${operand(b)}`, SUM),
};
const ARITY: Record<string, number[]> = { Divide: [2], Power: [2], Negate: [1], Root: [2], Ln: [1], Log: [1, 2] };
Object.assign(ARITY, { Lb: [1], Lg: [1], Degrees: [1], Rational: [2], Subscript: [2], Element: [2] });
Object.assign(ARITY, { Measurement: [2], Interval: [2], Delimiter: [1, 2], Annotated: [1, 2] });

/** Heads printed by name: functions, relations, primes (f'(x)), counting, one-letter calls F(x). */
function byName(head: string, args: MathJson[], node: MathJson): Out | null {
  const [a, b] = args;
  if (FUNCTIONS[head] && args.length === 1) return call(FUNCTIONS[head], a);
  // A chain 0 ≤ x < 2π nests one relation in another: printed flat.
  if (RELATIONS[head])
    return out(
      args
        .map((x) => (RELATIONS[operatorOf(x) ?? ''] ? expr(x).text : wrap(expr(x), SUM)))
        .join(` ${RELATIONS[head]} `),
      LIST,
    );
  const inverse = head === 'Apply' && operatorOf(a) === 'InverseFunction' ? inverseOf(operandsOf(a)[0]) : undefined;
  if (inverse && args.length === 2) return call(inverse, b);
  const counted = printCounting(head, args);
  if (counted !== null) return out(counted, /^[\d(][^/]*$/.test(counted) ? ATOM : PRODUCT);
  const primed = printPrimed(node, name, PRINTER);
  if (primed !== null) return out(primed, ATOM);
  // A one-letter head applied to one argument, F(x): compute-engine's reading of a call, kept as written.
  return /^[A-Za-z]$/.test(head) && args.length === 1 ? out(`${head}(${expr(a).text})`, PRODUCT) : null;
}

/** The expression as plain text with its precedence. */
function expr(node: MathJson): Out {
  const head = operatorOf(node);
  if (head === null) return atom(node);
  const args = operandsOf(node);
  if (CALCULUS_HEADS.has(head)) throw nestedCalculus(head);
  const printer = HEADS[head];
  if (printer && args.length && (ARITY[head]?.includes(args.length) ?? true)) return printer(args);
  const printed = printer ? null : byName(head, args, node);
  if (printed) return printed;
  if (head === 'Matrix') throw new Unreadable('matrices are not supported');
  const count = printer || FUNCTIONS[head] ? ` with ${args.length} operand${args.length === 1 ? '' : 's'}` : '';
  throw new Unreadable(`“${clip(head)}”${count} has no form in the engine's plain syntax`);
}

const PRINTER: Printer = { expr: (node) => expr(node).text };

/** Source-level fixes for LaTeX compute-engine misreads. */
function normalize(latex: string): string {
  return (
    latex
      // \lim\limits: compute-engine reads \limits as an unknown command after \lim.
      .replace(/\\(?:no)?limits(?![A-Za-z])/g, '')
      // \mathrm dx (no braces) is an error for compute-engine; \mathrm{d}x is the differential it knows.
      .replace(/\\mathrm\s+([A-Za-z])/g, '\\mathrm{$1}')
      // \varphi is a letter (an angle), not the golden ratio compute-engine makes of it.
      .replace(/\\varphi\b/g, '\\phi')
      // \arccot is unknown to compute-engine; \operatorname{arccot} is a name printed as acot.
      .replace(/\\arccot(?![a-z])/g, '\\operatorname{arccot}')
      // compute-engine writes \log_{10} x and \log x alike (Log with its default base 10); \lg keeps base 10 apart.
      .replace(/\\log\s*_\s*(?:\{\s*10\s*\}|10)/g, '\\lg ')
  );
}

/** LaTeX refused before parsing: misread by compute-engine in ways the tree cannot show, or too deep. */
function refused(latex: string): string | null {
  if (!latex.trim()) return 'there is no math to read';
  // \iint and \oint come back as one ordinary integral.
  if (/\\(?:i+nt|oint)\b/.test(latex.replace(/\\int\b/g, '')))
    return 'multiple and contour integrals are not supported';
  // 3{,}14 is a decimal comma in European typesetting; compute-engine reads it as the number 314.
  if (/\d\s*\{,\}\s*\d/.test(latex))
    return 'a comma between digits ({,}) may be a decimal comma or a thousands separator';
  let depth = 0;
  for (const ch of latex) {
    depth += '([{'.includes(ch) ? 1 : ')]}'.includes(ch) ? -1 : 0;
    if (depth > MAX_BRACKETS) return 'the expression is nested too deeply';
  }
  return null;
}

/** The whole segment: a calculus wording, |number| as the arithmetic solver's abs(…), or an expression. */
function printRoot(node: MathJson): string {
  const [inner] = operandsOf(node);
  if (operatorOf(node) === 'Annotated') return printRoot(inner);
  const calculus = printCalculus(node, PRINTER);
  if (calculus !== null) return calculus;
  return expr(node).text;
}

/**
 * One LaTeX math segment (no $…$) in the engine's plain syntax: `\frac{d}{dx} \sin(x^2)` is `d/dx sin(x^2)`,
 * `\int_0^3 x^2\,dx` is `Integrate x^2 from 0 to 3 with respect to x`; what it cannot say is an error, never a guess.
 */
export function latexToPlain(latex: string): { text: string } | { error: string } {
  if (latex.length > MAX_LENGTH)
    return { error: `the LaTeX is too long (over ${MAX_LENGTH.toLocaleString('en-US')} characters)` };
  const source = normalize(latex);
  const reason = refused(source);
  if (reason) return { error: reason };
  try {
    const json = parser().parse(source, { form: 'raw', parseNumbers: 'rational' }).json as MathJson;
    checkTree(json, MAX_DEPTH);
    return { text: printRoot(json).replace(/\s+/g, ' ').trim() };
  } catch (error) {
    if (error instanceof Unreadable) return { error: error.message };
    // compute-engine's parser recurses: input deep enough overflows it (the bracket check catches most).
    if (error instanceof RangeError) return { error: 'the expression is nested too deeply' };
    throw error;
  }
}
