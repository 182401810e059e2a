import { type Rational, div, parseRational } from '../rational';

/**
 * The quantities of a story of amounts and rates, each with its unit: rates ("35 pages a day", "$1.75 per mile",
 * "5 pens cost $7.50", "60 km/h") and amounts ("$40", "12 apples", "a 420-page book"). Null when a number of the
 * story is not read as one of them.
 */

export interface Quantity {
  value: Rational;
  /** Unit counted: "money", "page", "mile"… */
  num: string;
  /** Per what, for a rate ("day" in 35 pages a day); null for an amount. */
  den: string | null;
  at: number;
  /** The rate is spent or drained (a start minus the rate times the count). */
  down?: boolean;
  /** A rate given by a pair (5 pens for $7.50) is shown as that pair. */
  written?: string;
}

const SYNONYMS: Record<string, string> = {
  hr: 'hour',
  hrs: 'hour',
  h: 'hour',
  min: 'minute',
  mins: 'minute',
  sec: 'second',
  secs: 'second',
  kilometre: 'km',
  kilometer: 'km',
  kms: 'km',
  mi: 'mile',
  l: 'liter',
  litre: 'liter',
  dollar: 'money',
  buck: 'money',
  pound: 'money',
  euro: 'money',
  gal: 'gallon',
  kg: 'kg',
  kilogram: 'kg',
  lb: 'pound-weight',
  lbs: 'pound-weight',
};
const NOT_UNITS = new Set([
  'more',
  'less',
  'times',
  'percent',
  'of',
  'and',
  'or',
  'to',
  'in',
  'a',
  'an',
  'the',
  'per',
  'each',
  'every',
  'for',
  'at',
  'on',
  'is',
  'are',
  'was',
  'were',
  'will',
  'plus',
  'minus',
  'by',
  'from',
]);

/** "pages" → "page", "hrs" → "hour", "dollars" → "money"; null for a word that is not a unit. */
export function unitOf(word: string): string | null {
  const w = word.toLowerCase();
  if (NOT_UNITS.has(w) || w.length > 14) return null;
  const single = w.endsWith('ies')
    ? `${w.slice(0, -3)}y`
    : /(?:ch|sh|x|ss)es$/.test(w)
      ? w.slice(0, -2)
      : /[^s]s$/.test(w)
        ? w.slice(0, -1)
        : w;
  return SYNONYMS[w] ?? SYNONYMS[single] ?? single;
}

const N = String.raw`(\d+(?:,\d{3})*(?:\.\d+)?)`;
const MONEY = String.raw`[$£€]\s*${N}`;
const WORD = String.raw`([A-Za-z]+)`;
const PER = String.raw`(?:per|an?|each|every|for each|for every)`;
const DOWN =
  /\b(?:drains?|leaks?|spends?|loses?|uses?|burns?|decreases?|falls?|drops?|melts?|withdraws?|pays? off|empties|goes down)\b/i;
const q = (s: string) => parseRational(s.replace(/,/g, ''));

/** Every quantity of the story, rates first (their spans are not read again as amounts). */
export function quantitiesOf(t: string): { found: Quantity[]; rest: string } | null {
  const found: Quantity[] = [];
  let rest = t;
  const take = (re: RegExp, make: (m: RegExpExecArray) => Omit<Quantity, 'at'> | null) => {
    for (const m of [...rest.matchAll(re)] as RegExpExecArray[]) {
      const quantity = make(m);
      if (!quantity) continue;
      found.push({ ...quantity, at: m.index ?? 0 });
      rest = `${rest.slice(0, m.index)}${' '.repeat(m[0].length)}${rest.slice((m.index ?? 0) + m[0].length)}`;
    }
  };
  const downNear = (m: RegExpExecArray) => DOWN.test(t.slice(Math.max(0, (m.index ?? 0) - 25), m.index ?? 0));
  // "5 pens cost $7.50", "$7.50 for 5 pens", "3 cups of flour for 12 cookies": a rate given by a pair.
  take(new RegExp(String.raw`\b${N}\s+${WORD}\s+(?:cost|costs|sell for|sells for|are|for)\s+${MONEY}`, 'gi'), (m) => {
    const den = unitOf(m[2] as string);
    return den
      ? { value: div(q(m[3] as string), q(m[1] as string)), num: 'money', den, written: `\\frac{${m[3]}}{${m[1]}}` }
      : null;
  });
  take(new RegExp(String.raw`${MONEY}\s+for\s+${N}\s+${WORD}`, 'gi'), (m) => {
    const den = unitOf(m[3] as string);
    return den
      ? { value: div(q(m[1] as string), q(m[2] as string)), num: 'money', den, written: `\\frac{${m[1]}}{${m[2]}}` }
      : null;
  });
  take(
    new RegExp(
      String.raw`\b${N}\s+${WORD}(?:\s+of\s+[a-z]+)?\s+(?:for|makes?|make|to make|per)\s+${N}\s+${WORD}`,
      'gi',
    ),
    (m) => {
      const [num, den] = [unitOf(m[2] as string), unitOf(m[4] as string)];
      return num && den && num !== den
        ? { value: div(q(m[1] as string), q(m[3] as string)), num, den, written: `\\frac{${m[1]}}{${m[3]}}` }
        : null;
    },
  );
  // "$0.45 each" after "Apples cost": money per apple.
  take(
    new RegExp(String.raw`\b${WORD}\s+(?:cost|costs|are|sell for|sells for)\s+${MONEY}\s+(?:each|apiece)`, 'gi'),
    (m) => {
      const den = unitOf(m[1] as string);
      return den ? { value: q(m[2] as string), num: 'money', den } : null;
    },
  );
  take(new RegExp(String.raw`${MONEY}\s+${PER}\s+${WORD}`, 'gi'), (m) => {
    const den = unitOf(m[2] as string);
    return den ? { value: q(m[1] as string), num: 'money', den, down: downNear(m) } : null;
  });
  take(new RegExp(String.raw`\b${N}\s*(mph|km/h|kph|km/hr|m/s)\b`, 'gi'), (m) => {
    const [num, den] = /^mph$/i.test(m[2] as string)
      ? ['mile', 'hour']
      : /^m\/s$/i.test(m[2] as string)
        ? ['m', 'second']
        : ['km', 'hour'];
    return { value: q(m[1] as string), num, den };
  });
  take(new RegExp(String.raw`\b${N}\s*${WORD}\s+${PER}\s+${WORD}`, 'gi'), (m) => {
    const [num, den] = [unitOf(m[2] as string), unitOf(m[3] as string)];
    return num && den && num !== den ? { value: q(m[1] as string), num, den, down: downNear(m) } : null;
  });
  // Amounts: "$40", "12 apples", "a 420-page book", "10 L".
  take(new RegExp(MONEY, 'g'), (m) => ({ value: q(m[1] as string), num: 'money', den: null }));
  take(new RegExp(String.raw`\b${N}[- ]?${WORD}`, 'g'), (m) => {
    const num = unitOf(m[2] as string);
    return num ? { value: q(m[1] as string), num, den: null } : null;
  });
  // Every number of the story must have been read as a quantity.
  if (/\d/.test(rest)) return null;
  return { found: found.sort((a, b) => a.at - b.at), rest };
}
