import { cardinal } from '../read/number-words';
import { add, div, mul, pow, rat, sub, toNumber } from '../rational';
import { closeTo, latexOf, plain } from './answer-format';
import { NUM, answered, q } from './story-parts';

/** Money stories of a known shape: compound interest, and a shopping total with its change. */

const PERIODS: Record<string, number> = {
  annually: 1,
  yearly: 1,
  semiannually: 2,
  'semi-annually': 2,
  quarterly: 4,
  monthly: 12,
  daily: 365,
};

/** "$2,000 at 5% compounded annually for 3 years": A = P(1 + r/n)^(nt); the interest alone when it is asked. */
export function compound(t: string) {
  const m =
    new RegExp(
      String.raw`[$£€]?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\b[^%]*?\b${NUM}\s*%[^.?]*?\bcompounded (annually|yearly|semi-?annually|quarterly|monthly|daily)\b`,
      'i',
    ).exec(t) ??
    // "3.2% per annum compound interest", "5% compound interest a year": compounded once a year.
    new RegExp(
      String.raw`[$£€]?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\b[^%]*?\b${NUM}\s*%\s*(?:(?:per annum|p\.\s?a\.|a year|per year|yearly|annual)\s+)?compound interest(?:\s+(?:per annum|p\.\s?a\.|a year|per year|annually))?()`,
      'i',
    ).exec(t);
  const years = /\b(?:after|for|in|over)\s+(\d+)\s+years?\b/i.exec(t);
  if (!m || !years) return null;
  const n = !m[3]
    ? 1
    : (PERIODS[(m[3] as string).toLowerCase().replace('semi-annually', 'semiannually')] ??
      PERIODS[(m[3] as string).toLowerCase()]);
  if (!n) return null;
  const [p, r, y] = [q(m[1] as string), q(m[2] as string), Number(years[1])];
  // Amounts a bank account holds; the cents are rounded in floating point, exact below 10^12.
  if (y > 100 || n * y > 2000 || toNumber(p) > 1e12) return null;
  const growth = add(rat(1n), div(r, rat(BigInt(100 * n))));
  const amount = mul(p, pow(growth, n * y));
  const interestOnly = /\bhow much interest\b|\bthe interest (?:earned|is)\b|\binterest earned\b/i.test(t);
  const exact = interestOnly ? sub(amount, p) : amount;
  // Money to the cent when the exact value has more decimals than that.
  const cents = mul(exact, rat(100n));
  // Rounded to the cent exactly, in whole numbers (half a cent up).
  const value = cents.d === 1n ? exact : rat((exact.n * 200n + exact.d) / (2n * exact.d), 100n);
  let simulated = toNumber(p);
  for (let k = 0; k < n * y; k++) simulated += (simulated * toNumber(r)) / 100 / n;
  const shown = interestOnly ? simulated - toNumber(p) : simulated;
  return answered(
    `${latexOf(p)}\\left(1 + \\frac{${latexOf(r)}\\%}{${n}}\\right)^{${n} \\cdot ${y}}${interestOnly ? ` - ${latexOf(p)}` : ''}`,
    value,
    [
      {
        title: 'Growth per period',
        explanation: `${plain(r)}% a year, paid ${n} time${n > 1 ? 's' : ''} a year.`,
        latex: `1 + \\frac{${latexOf(r)}}{100 \\cdot ${n}} = ${latexOf(growth)}`,
      },
      {
        title: 'Apply it for every period',
        explanation: `${n * y} periods in ${y} years.`,
        latex: `${latexOf(p)} \\times ${latexOf(growth)}^{${n * y}} ${value === exact ? '=' : '\\approx'} ${latexOf(value)}`,
      },
    ],
    Math.abs(shown - toNumber(value)) <= (value === exact ? 1e-6 * Math.max(1, shown) : 0.005 + 1e-9 * shown),
    'the interest added period by period (in floating point), as a bank would',
  );
}

/** "buys 4 notebooks at $2.75 each and a backpack for $18.50": each item's cost added (and the change, if asked). */
export function shopping(t: string) {
  if (
    !/\bhow much (?:does|did|will|do) .*?\b(?:spend|pay|cost)|\btotal (?:cost|price|bill)|\bhow much (?:change|money)\b|\bhow much in all\b/i.test(
      t,
    )
  )
    return null;
  const items = [
    ...t.matchAll(
      /(?<![$\d.,]\s*)\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+((?:(?!(?:than|of|less|more|the|dozen)\b)[a-z]+\s+of\s+)?(?!(?:than|of|less|more|the|dozen)\b)[a-z]+(?:[ -](?!(?:than|of|less|more|the|sold)\b)[a-z]+)?)\s+(?:at|for|costing|priced at)\s+\$\s*(\d+(?:\.\d{1,2})?)(\s+each|\s+apiece|\s+per \w+)?/gi,
    ),
  ];
  if (items.length === 0) return null;
  let total = rat(0n);
  let check = 0;
  const parts: string[] = [];
  for (const it of items) {
    const count = /^an?$/i.test(it[1] as string) ? 1 : Number(cardinal(it[1] as string) ?? it[1]);
    const price = q(it[3] as string);
    // "6 apples for $3" is one price for all; "at $2.75 each" is per item.
    const each = Boolean(it[4]) || /\bat\b/i.test(it[0].slice((it[1] as string).length + (it[2] as string).length));
    const cost = each ? mul(rat(BigInt(count)), price) : price;
    total = add(total, cost);
    check += each ? count * toNumber(price) : toNumber(price);
    parts.push(each && count !== 1 ? `${count} \\times \\$${latexOf(price)}` : `\\$${latexOf(price)}`);
  }
  const paid = /\b(?:pays|paid|gives|gave|hands|with) (?:the cashier |a )?\$\s*(\d+(?:\.\d{1,2})?)(?: bill)?/i.exec(t);
  const change = /\bchange\b/i.test(t) && paid;
  const money = (t.match(/\d+(?:\.\d+)?/g) ?? []).length;
  if (
    money !==
    items.length * 2 -
      items.filter((i) => /^(?:an?|one|two|three|four|five|six|seven|eight|nine|ten)$/i.test(i[1] as string)).length +
      (change ? 1 : 0)
  )
    return null;
  const value = change ? sub(q(paid[1] as string), total) : total;
  return answered(
    `${change ? `\\$${paid[1]} - (` : ''}${parts.join(' + ')}${change ? ')' : ''}`,
    value,
    [
      {
        title: 'Add the costs',
        explanation: 'Each item times how many, then all added.',
        latex: `${parts.join(' + ')} = \\$${latexOf(total)}`,
      },
      ...(change
        ? [
            {
              title: 'The change',
              explanation: 'What was paid, less the total.',
              latex: `${paid[1]} - ${latexOf(total)} = ${latexOf(value)}`,
            },
          ]
        : []),
    ],
    closeTo(change ? Number(paid[1]) - check : check, toNumber(value)),
    'the costs added again in floating point',
  );
}
