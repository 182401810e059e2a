import { type Rational, cmp, div, mul, parseRational, rat, sub, toDecimal, toLatex, toText } from '../rational';
import { type Solver, result } from '../types';

/**
 * Break-even: items sold at a price, each costing an amount to make, and a fixed cost ("rent is $99 a day"): the
 * number to sell so that takings cover costs, F / (p − c), rounded up to a whole item when it is not whole. Every
 * number must be the price, the cost of one or the fixed cost. Checked by the takings against the costs at n and n − 1.
 */

const MONEY = String.raw`\$\s?(\d+(?:\.\d+)?)`;

export const solveBreakEven: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 500 || !/\bbreak[- ]even\b/i.test(t)) return null;
  const price =
    new RegExp(
      String.raw`\b(?:sells?|sold|charges?|priced at)\b[^.?$]{0,40}?(?:for|at)?\s*${MONEY}\s*(?:each|apiece|per [a-z]+|a [a-z]+)?`,
      'i',
    ).exec(t) ?? new RegExp(String.raw`\bselling price\b[^.?$]{0,20}?${MONEY}`, 'i').exec(t);
  const cost =
    new RegExp(String.raw`\bcosts?\s+(?:\w+\s+){0,3}?${MONEY}\s+to\s+(?:make|produce|build|bake|print)\b`, 'i').exec(
      t,
    ) ??
    new RegExp(
      String.raw`\b(?:costs?|spends?)\s+${MONEY}\s+(?:to make|to produce|in materials|in ingredients|per [a-z]+ (?:to make|in materials))`,
      'i',
    ).exec(t) ??
    new RegExp(
      String.raw`\b(?:materials?|ingredients?|making (?:each|one)|cost (?:of|to make) (?:each|one)(?: [a-z]+)?)\s+(?:costs?|is)\s+${MONEY}`,
      'i',
    ).exec(t);
  if (!price || !cost) return null;
  // The fixed cost: a named cost whose amount is not the price's or the cost of one ("A stall sells … for $3.50").
  const used = new Set([price[0].lastIndexOf('$') + price.index, cost[0].lastIndexOf('$') + cost.index]);
  const fixed = [
    ...t.matchAll(
      new RegExp(
        String.raw`\b(?:rent|fixed costs?|set-?up(?: costs?)?|fee|stall|booth|overheads?|equipment)\b[^.?$]{0,30}?${MONEY}|${MONEY}\s+(?:for|in)\s+(?:the\s+)?(?:rent|stall|booth|fixed costs?|set-?up|equipment)`,
        'gi',
      ),
    ),
  ].find((m) => !used.has(m[0].indexOf('$') + m.index));
  if (!fixed) return null;
  if ((t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  const [p, c] = [parseRational(price[1] as string), parseRational(cost[1] as string)];
  const f = parseRational((fixed[1] ?? fixed[2]) as string);
  const margin = sub(p, c);
  if (cmp(margin, rat(0n)) <= 0) return null;
  const exact = div(f, margin);
  const n = exact.d === 1n ? exact.n : exact.n / exact.d + 1n;
  const profit = (k: bigint) => sub(mul(rat(k), margin), f);
  const ok = cmp(profit(n), rat(0n)) >= 0 && cmp(profit(n - 1n), rat(0n)) < 0;
  const shown = (r: Rational) => toDecimal(r) ?? toText(r);
  return result('word-problem', {
    reading: {
      latex: `${shown(p)}n = ${shown(c)}n + ${shown(f)}\\ (\\text{takings = costs})`,
      target: { kind: 'value', value: String(n) },
    },
    steps: [
      {
        title: 'Each item sold covers its own cost and part of the fixed cost',
        explanation: `Each one brings in ${shown(p)} − ${shown(c)} = ${shown(margin)} towards the ${shown(f)}${exact.d === 1n ? '' : '; a part item cannot be sold, so round up'}.`,
        latex: `n = \\frac{${toLatex(f)}}{${toLatex(p)} - ${toLatex(c)}} = ${toLatex(exact)}${exact.d === 1n ? '' : ` \\to ${n}`}`,
      },
    ],
    answer: { value: String(n), latex: String(n) },
    verified: { ok, method: `the takings against the costs at ${n} items (covered) and ${n - 1n} (not covered)` },
  });
};
