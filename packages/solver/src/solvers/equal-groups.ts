import { type Solver, result } from '../types';

/**
 * Sharing into containers of a fixed size: "Buses hold 52 people each. How many buses are needed for 417 people?"
 * (rounded up: a part-full bus is still a bus), "How many 750 ml bottles can be filled completely from a 20 litre
 * container?" (rounded down), "… how many eggs are left over?" (the remainder). Amounts in ml and litres, g and kg
 * are put in one unit. Every number must be the size or an amount (two amounts joined by "and" are added: "389
 * students and 28 teachers"). Checked by multiplying back.
 */

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`(?:\s*(ml|millilit(?:re|er)s?|l|lit(?:re|er)s?|g|grams?|kg|kilograms?|cm|m|met(?:re|er)s?))?`;
const SCALE: Record<string, number> = { ml: 1, l: 1000, g: 1, kg: 1000, cm: 1, m: 100 };
const unitKey = (u?: string) => {
  if (!u) return null;
  const w = u.toLowerCase();
  if (/^ml|^millilit/.test(w)) return 'ml';
  if (/^l$|^lit/.test(w)) return 'l';
  if (/^kg|^kilog/.test(w)) return 'kg';
  if (/^g$|^gram/.test(w)) return 'g';
  if (/^cm$/.test(w)) return 'cm';
  return 'm';
};
const family = (k: string | null) => (k === 'ml' || k === 'l' ? 'v' : k === 'g' || k === 'kg' ? 'w' : k ? 'len' : null);

export const solveEqualGroups: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 400) return null;
  const question = t.slice(Math.max(0, t.search(/[^.?!]*\?\s*$/)));
  const up =
    /\bhow many [a-z]+(?: [a-z]+)? (?:are|is|will be|would be|must be|do (?:we|they|you) need|does \w+ need)?\s*(?:needed|required|need(?:ed)? to be (?:hired|ordered|used|bought)|must be (?:hired|ordered|used|bought)|to (?:hire|order|book|buy)|needed)\b|\bhow many [a-z]+ (?:do|does|will) [a-z]+ need\b|\bminimum number of\b|\bfewest\b|\bleast number of\b/i.test(
      question,
    );
  const down =
    /\b(?:can be filled(?: completely| fully)?|(?:full|complete) [a-z]+ can|greatest number of [a-z]+ (?:that )?can be (?:filled|made|packed)|how many (?:full|complete|whole) [a-z]+)\b/i.test(
      question,
    );
  const left = /\bhow many [a-z]+ (?:are|will be|is) left(?: over)?\b|\bleft over\b|\bremain(?:s|ing)?\b/i.test(
    question,
  );
  if ([up, down, left].filter(Boolean).length !== 1) return null;
  // The size of one container: "hold 52 people each", "in boxes of 12", "750 ml bottles", "52 seats per bus".
  const size =
    new RegExp(
      String.raw`\b(?:holds?|seats?|carr(?:y|ies)|fits?|takes?)\s+(?:up to\s+|only\s+)?${NUM}${UNIT}(?:\s+[a-z]+)?(?:\s+each)?\b`,
      'i',
    ).exec(t) ??
    new RegExp(
      String.raw`\b(?:in|into)\s+(?:boxes|packs|bags|crates|cartons|groups|teams|rows|bottles|jars|cases|trays)\s+of\s+${NUM}${UNIT}`,
      'i',
    ).exec(t) ??
    new RegExp(
      String.raw`\b${NUM}${UNIT}\s+(?:bottles|jars|cups|glasses|boxes|bags|containers|cans|packs)\b`,
      'i',
    ).exec(t) ??
    new RegExp(String.raw`\b(?:a|each|one)\s+[a-z]+\s+(?:holds|contains|has|takes)\s+${NUM}${UNIT}`, 'i').exec(t);
  if (!size) return null;
  const cap = Number(size[1]);
  const capUnit = unitKey(size[2]);
  // The amounts: every other number of the text.
  const others = [...t.matchAll(new RegExp(String.raw`(?<![\w.])${NUM}${UNIT}(?![\w.])`, 'gi'))].filter(
    (m) => !(m.index >= size.index && m.index < size.index + size[0].length),
  );
  if (others.length < 1 || others.length > 2) return null;
  // Two amounts must be joined as a sum ("389 students and 28 teachers").
  if (others.length === 2) {
    const between = t.slice((others[0]?.index ?? 0) + (others[0]?.[0].length ?? 0), others[1]?.index);
    if (!/^\s+[a-z]+\s+(?:and|plus)\s+$/i.test(between)) return null;
  }
  const units = others.map((m) => unitKey(m[2]));
  if (units.some((u) => family(u) !== family(capUnit))) return null;
  const inBase = (n: number, u: string | null) => (u ? n * (SCALE[u] as number) : n);
  const total = others.reduce((s, m, i) => s + inBase(Number(m[1]), units[i] ?? null), 0);
  const each = inBase(cap, capUnit);
  if (!(each > 0) || !(total > 0) || !Number.isFinite(total / each) || total / each > 1e9) return null;
  const whole = Math.floor(total / each + 1e-9);
  const remainder = Math.round((total - whole * each) * 1e6) / 1e6;
  const value = up ? (remainder > 0 ? whole + 1 : whole) : down ? whole : remainder;
  const ok = up
    ? value * each >= total - 1e-9 && (value - 1) * each < total - 1e-9
    : down
      ? value * each <= total + 1e-9 && (value + 1) * each > total + 1e-9
      : Math.abs(whole * each + value - total) <= 1e-9 && value < each;
  const shown = (m: RegExpMatchArray) => `${m[1]}${m[2] ? `\\ \\text{${m[2]}}` : ''}`;
  const totalLatex = others.map(shown).join(' + ');
  const capLatex = shown(size);
  const latex = up
    ? `\\left\\lceil \\frac{${totalLatex}}{${capLatex}} \\right\\rceil`
    : down
      ? `\\left\\lfloor \\frac{${totalLatex}}{${capLatex}} \\right\\rfloor`
      : `(${totalLatex}) \\bmod ${capLatex}`;
  return result('word-problem', {
    reading: { latex, target: { kind: 'value', value: String(value) } },
    steps: [
      {
        title: up ? 'Divide, then round up' : down ? 'Divide, then round down' : 'Divide and keep the remainder',
        explanation: up
          ? `${total} ÷ ${each} = ${(total / each).toFixed(3).replace(/\.?0+$/, '')}; a part-full one is still needed, so ${value}.`
          : down
            ? `${total} ÷ ${each} = ${(total / each).toFixed(3).replace(/\.?0+$/, '')}; only whole ones count, so ${value}.`
            : `${total} = ${whole} × ${each} + ${value}.`,
        latex: `${latex} = ${value}`,
      },
    ],
    answer: { value: String(value), latex: String(value) },
    verified: { ok, method: 'multiplied back: the count holds the total, and one fewer (or one more) does not' },
  });
};
