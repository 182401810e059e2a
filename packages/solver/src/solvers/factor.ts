import { parseExpression, toPoly } from '../parse';
import {
  type Poly,
  asConstant,
  coefficientsIn,
  constant,
  equal,
  plus,
  power,
  scale,
  times,
  toSympy,
  variable,
  variables,
} from '../polynomial';
import { type Rational, ONE, ZERO, cmp, div, eq, neg, pow, rat, toLatex, toText } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';
import { rationalRoots } from './equations';

/** "-3/8" in front of a product: "-3*(…)**2/8". */
function withLead(lead: Rational, body: string): string {
  if (eq(lead, ONE)) return body;
  if (eq(lead, neg(ONE))) return `-${body}`;
  const sign = lead.n < 0n ? '-' : '';
  const n = lead.n < 0n ? -lead.n : lead.n;
  const front = n === 1n ? '' : `${n}*`;
  return `${sign}${front}${body}${lead.d === 1n ? '' : `/${lead.d}`}`;
}

const asLatex = (sympy: string) => sympy.replace(/\*\*(\d+)/g, '^{$1}').replaceAll('*', ' \\cdot ');

/** Factoring a polynomial of one variable over the rationals, by its rational roots and their multiplicities. */
export const solveFactor: Solver = (problem, deadline) => {
  const m = /^factor(?:ise|ize)?\s+(.+?)\.?$/i.exec(problem.trim());
  if (!m?.[1]) return null;
  const node = parseExpression(m[1]);
  const p = toPoly(node);
  const names = variables(p);
  if (names.length !== 1) return null;
  const v = names[0] as string;
  const coefficients = coefficientsIn(p, v).map((c) => asConstant(c) ?? ZERO);
  const leading = coefficients.at(-1) ?? ONE;
  const { roots, rest } = rationalRoots(coefficients, deadline);
  const counts = new Map<string, { root: Rational; k: number }>();
  for (const r of roots) counts.set(toText(r), { root: r, k: (counts.get(toText(r))?.k ?? 0) + 1 });
  // p = a·Π(v − p/q)^k·(rest/a) and (v − p/q) = (q·v − p)/q, so the constant in front is a / Π q^k.
  let lead = leading;
  const factors: { poly: Poly; k: number }[] = [];
  for (const { root, k } of [...counts.values()].sort((a, b) => cmp(b.root, a.root))) {
    const poly = plus(scale(variable(v), rat(root.d)), constant(rat(-root.n)));
    lead = div(lead, pow(rat(root.d), k));
    factors.push({ poly, k });
  }
  if (rest.length > 1) {
    let leftover: Poly = new Map();
    rest.forEach((c, i) => {
      leftover = plus(leftover, times(constant(div(c, leading)), power(variable(v), i)));
    });
    factors.push({ poly: leftover, k: 1 });
  }
  let product = constant(lead);
  for (const f of factors) product = times(product, power(f.poly, f.k));
  const ok = equal(product, p);
  const single = factors.length === 1 && factors[0]?.k === 1 && eq(lead, ONE);
  const body = factors
    .map(({ poly, k }) => {
      const text = toSympy(poly);
      const compound = poly.size > 1 || /\//.test(text);
      return `${compound && !single ? `(${text})` : text}${k > 1 ? `**${k}` : ''}`;
    })
    .join('*');
  const value = withLead(lead, body);
  return result('factor', {
    reading: {
      latex: `\\text{factor } ${nodeLatex(node)}`,
      target: { kind: 'equivalent', expr: m[1], variables: [v], form: 'factored' },
    },
    steps: [
      {
        title: 'Find the rational roots',
        explanation:
          'A rational root p/q has p dividing the constant term and q dividing the leading coefficient; each root found is divided out as often as it divides.',
        latex:
          [...counts.values()]
            .map(({ root, k }) => `${v} = ${toLatex(root)}${k > 1 ? `\\ (\\times ${k})` : ''}`)
            .join(',\\quad ') || '\\text{no rational roots}',
      },
      {
        title: 'Write the product',
        explanation: 'Each root p/q gives a factor (q·x − p); repeated roots become powers.',
        latex: asLatex(value),
      },
    ],
    answer: { value, latex: asLatex(value) },
    verified: { ok, method: 'the factors multiplied out give the polynomial back' },
  });
};
