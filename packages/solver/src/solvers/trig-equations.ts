import { asQuotient, coefficientsOf } from '../expr/coefficients';
import { type Rule, differentiate } from '../expr/derivative';
import {
  type Expr,
  dependsOn,
  divide,
  evaluate,
  fn,
  fromNode,
  minus,
  num,
  product,
  substitute,
  sum,
  toSympy,
} from '../expr/expr';
import { latex } from '../expr/latex';
import { parseExpression } from '../parse';
import { type Rational, ZERO, rat } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, type Step, result } from '../types';
import { exactRealRoots } from './real-roots';

type Trig = 'sin' | 'cos' | 'tan';
const PI: Expr = { k: 'const', name: 'pi' };

/** Angles (as fractions of π) whose sine, cosine or tangent has a simple exact value. */
const SPECIAL = [0, 1 / 6, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 5 / 6, 1, -1 / 6, -1 / 4, -1 / 3, -1 / 2];
const FRACTIONS: Record<string, Rational> = Object.fromEntries(
  [
    [0, 0n, 1n],
    [1 / 6, 1n, 6n],
    [1 / 4, 1n, 4n],
    [1 / 3, 1n, 3n],
    [1 / 2, 1n, 2n],
    [2 / 3, 2n, 3n],
    [3 / 4, 3n, 4n],
    [5 / 6, 5n, 6n],
    [1, 1n, 1n],
    [-1 / 6, -1n, 6n],
    [-1 / 4, -1n, 4n],
    [-1 / 3, -1n, 3n],
    [-1 / 2, -1n, 2n],
  ].map(([x, n, d]) => [String(x), rat(n as bigint, d as bigint)]),
);

const VALUE: Record<Trig, (x: number) => number> = { sin: Math.sin, cos: Math.cos, tan: Math.tan };
const INVERSE: Record<Trig, 'asin' | 'acos' | 'atan'> = { sin: 'asin', cos: 'acos', tan: 'atan' };

/** The principal angle with f(θ) = t: a rational multiple of π when t is a special value, else asin(t) and so on. */
function principal(f: Trig, t: number, tExact: Expr): Expr {
  for (const k of SPECIAL) {
    const inRange = f === 'sin' ? Math.abs(k) <= 0.5 : f === 'cos' ? k >= 0 && k <= 1 : Math.abs(k) < 0.5;
    if (inRange && Math.abs(VALUE[f](k * Math.PI) - t) < 1e-12)
      return product(num(FRACTIONS[String(k)] as Rational), PI);
  }
  return fn(INVERSE[f], tExact);
}

/** A·t + B = 0 with constants that are not rational (2 sin x = √3): t = −B/A. */
function linearRoot(inT: Expr): { value: number; text: string }[] | null {
  const slope = differentiate(inT, '__t', new Set<Rule>());
  if (dependsOn(slope, '__t')) return null;
  const root = divide(minus(num(ZERO), substitute(inT, { k: 'var', name: '__t' }, num(ZERO))), slope);
  const value = evaluate(root, {});
  return Number.isFinite(value) ? [{ value, text: toSympy(root).replace(/\*\*/g, '^') }] : null;
}

/** All angles with f(θ) = t, as θ₀ + period·k generators. */
function families(f: Trig, theta: Expr): { base: Expr; period: Expr }[] {
  const twoPi = product(num(rat(2n)), PI);
  if (f === 'tan') return [{ base: theta, period: PI }];
  if (f === 'sin')
    return [
      { base: theta, period: twoPi },
      { base: minus(PI, theta), period: twoPi },
    ];
  return [
    { base: theta, period: twoPi },
    { base: product(num(rat(-1n)), theta), period: twoPi },
  ];
}

interface Range {
  low: number;
  high: number;
  lowClosed: boolean;
  highClosed: boolean;
  text: string;
}

const INTERVAL = String.raw`(?:\s*,\s*|\s+(?:for|on|in|over|where|with)\s+)(?:[a-z]\s+(?:in|on|∈)\s+)?(?:the interval\s+)?(?:(.+?)\s*(<=|<)\s*([a-z])\s*(<=|<)\s*(.+?)|([[(])\s*(.+?)\s*,\s*(.+?)\s*([\])]))\s*(\(?(?:answer |give answers? )?in degrees\)?)?`;

/**
 * "Find all angles x in [0°, 360°) such that cos x = −1/2. Answer in degrees.", "… for 0 <= x < 360 degrees": the
 * interval and the equation in the order the solver reads.
 */
function anglesAsked(text: string): string {
  const t = text
    .replace(/(\d)\s*(?:degrees?|deg)\b/gi, '$1°')
    .replace(
      /[.;,]?\s*\(?(?:answer|give (?:the |your )?answers?|write (?:the |your )?answers?)\s+in degrees\)?$/i,
      ' in degrees',
    );
  const m =
    /^(?:find|determine|give|list|what are)\s+(?:all\s+)?(?:the\s+)?(?:angles?|values?(?:\s+of)?|solutions?)\s+([a-z])\s+(?:in|on|between)\s+(?:the interval\s+)?([[(][^\])]+[\])])\s+(?:such that|for which|where|that satisfy|satisfying|with|so that)\s+([^=]+=[^=]+?)(\s+in degrees)?$/i.exec(
      t,
    );
  return m ? `Solve ${m[3]} for ${m[1]} in ${m[2]}${m[4] ?? ''}` : t;
}

/** "Solve sin x = 1/2 for 0 <= x < 2pi", "tan x = 1 on [0, 2pi)", "2cos x - 1 = 0 for 0° <= x < 360°". */
export const solveTrigEquation: Solver = (problem, deadline) => {
  const text = anglesAsked(problem.trim().replace(/[.?]\s*$/, ''));
  const m = new RegExp(String.raw`^solve\s+([^=]+?)\s*=\s*([^=,]+?)${INTERVAL}$`, 'i').exec(text);
  if (!m) return null;
  const bound = (x: string) => evaluate(fromNode(parseExpression(x.replace(/°/g, ''))), {});
  const chain = m[3] !== undefined;
  const [lowText, highText] = chain ? [m[3], m[7]] : [m[9], m[10]];
  // "0 <= x < 360" with no π and no degree sign: a whole turn in degrees, never 360 radians.
  const turn = !/π|pi/i.test(`${lowText}${highText}`) && /^-?(?:90|180|270|360|540|720)$/.test(`${highText}`.trim());
  const degrees = /°|degrees?/i.test(text) || turn;
  const v = (chain ? m[5] : null) ?? /\b(?:for|where|with)\s+([a-z])\s+(?:in|on|∈)\s/i.exec(text)?.[1] ?? 'x';
  const range: Range = {
    low: bound(lowText as string),
    high: bound(highText as string),
    lowClosed: chain ? m[4] === '<=' : m[8] === '[',
    highClosed: chain ? m[6] === '<=' : m[11] === ']',
    text: `${lowText} ${chain ? m[4] : m[8] === '[' ? '<=' : '<'} ${v} ${chain ? m[6] : m[11] === ']' ? '<=' : '<'} ${highText}`,
  };
  if (!Number.isFinite(range.low) || !Number.isFinite(range.high) || range.high <= range.low) return null;
  const leftNode = parseExpression(m[1] as string);
  const rightNode = parseExpression((m[2] as string).replace(/°/g, ''));
  // Solved in radians; an interval in degrees is converted, and so are the answers.
  const f = minus(fromNode(leftNode), fromNode(rightNode));
  const toRadians = degrees ? Math.PI / 180 : 1;
  // One trigonometric function of one linear argument a·x + b, the equation a polynomial in it.
  const calls = collect(f, v);
  if (calls.length === 0) return null;
  const kinds = new Set(calls.map((c) => c.f));
  const args = new Set(calls.map((c) => toSympy(c.a)));
  if (kinds.size !== 1 || args.size !== 1) return null;
  const kind = calls[0]?.f as Trig;
  const arg = calls[0]?.a as Expr;
  const [b = ZERO, a = ZERO] = coefficientsOf(arg, v) ?? [];
  if (!coefficientsOf(arg, v) || a.n === 0n) return null;
  const t: Expr = { k: 'var', name: '__t' };
  const inT = replaceCall(f, kind, toSympy(arg), t);
  if (dependsOn(inT, v)) return null;
  const q = asQuotient(inT, '__t');
  const roots = q ? exactRealRoots(q[0], deadline) : linearRoot(inT);
  if (!roots) return null;
  const solutions = new Map<string, { exact: Expr; value: number }>();
  for (const r of roots) {
    if (kind !== 'tan' && Math.abs(r.value) > 1 + 1e-12) continue;
    const theta = principal(kind, r.value, fromNode(parseExpression(r.text)));
    for (const family of families(kind, theta)) {
      for (let k = -40; k <= 40; k++) {
        const angle = sum(family.base, product(num(rat(BigInt(k))), family.period));
        // a·x + b = angle ⇒ x = (angle − b)/a, back in degrees when the problem is.
        const radians = divide(minus(angle, num(b)), num(a));
        const x = degrees ? product(num(rat(180n)), divide(radians, PI)) : radians;
        const value = evaluate(x, {});
        const inside =
          (range.lowClosed ? value >= range.low - 1e-12 : value > range.low + 1e-12) &&
          (range.highClosed ? value <= range.high + 1e-12 : value < range.high - 1e-12);
        if (inside) solutions.set(value.toFixed(10), { exact: x, value });
      }
    }
  }
  const sorted = [...solutions.values()].sort((p, q2) => p.value - q2.value);
  // Checked in the equation as written (its angles in degrees where the problem's are), in floating point.
  const ok = sorted.every((s2) => Math.abs(evaluate(f, { [v]: s2.value * toRadians })) < 1e-9);
  const textAnswer = sorted.map((s) => toSympy(s.exact)).join(', ');
  const steps: Step[] = [
    {
      title: `Solve for ${kind} first`,
      explanation: `Treat ${kind}(${toSympy(arg)}) as the unknown: ${roots.map((r) => r.text).join(', ') || 'no value'}${kind !== 'tan' ? ' (only values between −1 and 1 can be a sine or cosine)' : ''}.`,
      latex: `${latex(inT).replace(/\\mathit\{__t\}|__t/g, `\\${kind}\\left(${latex(arg)}\\right)`)} = 0`,
    },
    {
      title: 'Every angle in the interval',
      explanation: `All solutions with ${range.text}${degrees ? ' (in degrees)' : ''}.`,
      latex:
        sorted.map((s) => `${v} = ${latex(s.exact)}${degrees ? '^\\circ' : ''}`).join(',\\quad ') || '\\text{none}',
    },
  ];
  return result('polynomial-equation', {
    reading: {
      latex: `${nodeLatex(leftNode)} = ${nodeLatex(rightNode)},\\quad ${range.text
        .replace(/<=/g, '\\le')
        .replace(/(\d)\s*\*?\s*pi\b/g, '$1\\pi')
        .replace(/(?<!\\)\bpi\b/g, '\\pi')}`,
      target: {
        kind: 'roots',
        equation: degrees
          ? `${toSympy(f).replace(new RegExp(`\\b${v}\\b`, 'g'), `(pi*${v}/180)`)} = 0`
          : `${toSympy(f)} = 0`,
        variable: v,
        roots: sorted.map((s2) => toSympy(s2.exact)),
        complete: true,
        within: { low: range.low, high: range.high, lowClosed: range.lowClosed, highClosed: range.highClosed },
      },
    },
    steps,
    answer: sorted.length
      ? { value: textAnswer, latex: sorted.map((s) => `${latex(s.exact)}${degrees ? '^\\circ' : ''}`).join(',\\ ') }
      : null,
    reason: sorted.length ? null : 'No angle in the interval solves the equation.',
    verified: sorted.length ? { ok, method: 'each angle substituted into the equation as written' } : null,
  });
};

/** The trigonometric calls in f that involve v. */
function collect(f: Expr, v: string): { f: string; a: Expr }[] {
  if (f.k === 'fn') {
    if (dependsOn(f.a, v) && (f.f === 'sin' || f.f === 'cos' || f.f === 'tan')) return [{ f: f.f, a: f.a }];
    return dependsOn(f.a, v) ? [{ f: f.f, a: f.a }] : [];
  }
  if (f.k === 'add' || f.k === 'mul') return f.xs.flatMap((x) => collect(x, v));
  if (f.k === 'pow') return [...collect(f.b, v), ...collect(f.e, v)];
  return [];
}

function replaceCall(f: Expr, kind: string, arg: string, by: Expr): Expr {
  if (f.k === 'fn' && f.f === kind && toSympy(f.a) === arg) return by;
  if (f.k === 'add') return sum(...f.xs.map((x) => replaceCall(x, kind, arg, by)));
  if (f.k === 'mul') return product(...f.xs.map((x) => replaceCall(x, kind, arg, by)));
  if (f.k === 'pow') return { k: 'pow', b: replaceCall(f.b, kind, arg, by), e: f.e };
  return f;
}
