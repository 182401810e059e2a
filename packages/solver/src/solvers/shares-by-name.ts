import { type Rational, add, div, mul, rat, toLatex, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';
import { valueOf } from './values';

/**
 * An amount shared in a ratio between people named or asked by size (the ratio-share solver reads "the ratio of A to
 * B is a:b" with a total): "Share $420 between Ana and Ben in the ratio 3:4. How much does Ben get?", "Divide 90
 * in the ratio 2 : 3 : 4; what is the largest share?". Each share is amount × part / sum of the parts; checked by the
 * shares adding up to the amount and standing to each other as the ratio says.
 */
export const solveSharesByName: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 400) return null;
  const m =
    /\b(?:share|shared|divide|divided|split|splits|distribute|distributed|shares)\s+(?:of\s+)?([$£€]?\s*\d+(?:\.\d+)?)\s*(?:dollars?|pounds?|euros?|[a-z]+)?\s*(?:(?:between|among|amongst)\s+(?:([A-Z][a-z]+(?:\s*,\s*[A-Z][a-z]+)*(?:,?\s+and\s+[A-Z][a-z]+)?)|(?:the\s+)?(?:two|three|four|five|six)\s+[a-z]+)\s+)?in\s+(?:the\s+)?ratio\s+(\d+(?:\s*:\s*\d+){1,4})/i.exec(
      t,
    ) ??
    /(?:^|\b(?:made|raised|collected|earned|won|has|had|got)\s+)([$£€]?\s*\d+(?:\.\d+)?)\s*(?:dollars?|pounds?|euros?)?,?\s+(?:which\s+)?(?:is|are|was|were)\s+(?:shared|divided|split)\s+(?:(?:between|among|amongst)\s+(?:([A-Z][a-z]+(?:\s*,\s*[A-Z][a-z]+)*(?:,?\s+and\s+[A-Z][a-z]+)?)|(?:the\s+)?(?:two|three|four|five|six)\s+[a-z]+)\s+)?in\s+(?:the\s+)?ratio\s+(\d+(?:\s*:\s*\d+){1,4})/i.exec(
      t,
    );
  if (!m) return null;
  const amount = valueOf((m[1] as string).replace(/[$£€\s]/g, ''));
  const parts = (m[3] as string).split(':').map((p) => Number(p.trim()));
  const names = m[2] ? (m[2] as string).split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((n) => n.trim()) : [];
  if (!amount || parts.some((p) => p <= 0) || (names.length > 0 && names.length !== parts.length)) return null;
  const question = t.slice(m.index + m[0].length);
  const named = names.findIndex((n) => new RegExp(String.raw`\b${n}\b`).test(question));
  const extreme = /\b(larger|largest|biggest|greater|greatest|smaller|smallest|least|lesser)\b/i.exec(question)?.[1];
  const total = parts.reduce((a, b) => a + b, 0);
  const shares = parts.map((p) => mul(amount, rat(BigInt(p), BigInt(total))));
  // Checked apart: the shares add up to the amount, and each over its part is the same in floating point.
  const sum = shares.reduce((a, b) => add(a, b), rat(0n));
  const agree = (at: number) =>
    toText(sum) === toText(amount) &&
    shares.every(
      (s, i) =>
        Math.abs(toNumber(s) / (parts[i] as number) - toNumber(shares[at] as Rational) / (parts[at] as number)) < 1e-9,
    );
  let at: number;
  if (named >= 0) at = named;
  else if (extreme) {
    const values = parts.slice();
    at = /larg|bigg|great/i.test(extreme) ? values.indexOf(Math.max(...values)) : values.indexOf(Math.min(...values));
  } else if (
    !/[a-z]/i.test(question) ||
    /\b(?:each|both|all|every)\b|\bthe (?:shares|parts|amounts)\b/i.test(question)
  ) {
    // "Divide 84 in the ratio 3:4.": every share, in the order of the ratio.
    const value = shares.map(toText).join(', ');
    return result('word-problem', {
      reading: {
        latex: `${toLatex(amount)} \\text{ shared in the ratio } ${parts.join(' : ')}${names.length ? `\\text{ between ${names.join(', ')}}` : ''}`,
        target: { kind: 'list', items: shares.map(toText), values: shares.map(toText) },
      },
      steps: [
        {
          title: 'One part',
          explanation: `There are ${parts.join(' + ')} = ${total} parts in all.`,
          latex: `\\frac{${toLatex(amount)}}{${total}} = ${toLatex(div(amount, rat(BigInt(total))))}`,
        },
        {
          title: 'Each share',
          explanation: 'Each share is its number of parts times one part.',
          latex: parts
            .map(
              (p, i) => `${p} \\times ${toLatex(div(amount, rat(BigInt(total))))} = ${toLatex(shares[i] as Rational)}`,
            )
            .join(',\\quad '),
        },
      ],
      answer: { value, latex: shares.map(toLatex).join(',\\ ') },
      verified: { ok: agree(0), method: 'the shares add up to the amount and each is the same multiple of its part' },
    });
  } else return null;
  const share = shares[at] as Rational;
  const ok = agree(at);
  const who = named >= 0 ? (names[named] as string) : `the ${extreme} share`;
  return result('word-problem', {
    reading: {
      latex: `${toLatex(amount)} \\text{ shared in the ratio } ${parts.join(' : ')}${names.length ? `\\text{ between ${names.join(', ')}}` : ''}\\text{; ${who}}`,
      target: { kind: 'value', value: toText(share) },
    },
    steps: [
      {
        title: 'One part',
        explanation: `There are ${parts.join(' + ')} = ${total} parts in all.`,
        latex: `\\frac{${toLatex(amount)}}{${total}} = ${toLatex(div(amount, rat(BigInt(total))))}`,
      },
      {
        title: `${who[0]?.toUpperCase()}${who.slice(1)}`,
        explanation: `${parts[at]} parts.`,
        latex: `${parts[at]} \\times ${toLatex(div(amount, rat(BigInt(total))))} = ${toLatex(share)}`,
      },
    ],
    answer: { value: toText(share), latex: toLatex(share) },
    verified: { ok, method: 'the shares add up to the amount and each is the same multiple of its part' },
  });
};
