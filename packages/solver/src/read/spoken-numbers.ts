/**
 * Numbers as a speech-to-text tool writes them: "forty two", "seven point two", "three fifths", "two and a half",
 * "one zero one one" (digits read one by one), "the twentieth", "July fourth seventeen seventy six". Each written in
 * figures; a run of numbers said one after another stays a run of separate numbers.
 */

import { ORDINALS, SMALL } from './number-words';

/** The number words by the part they play in a number: units, teens, tens. */
const byRange = (low: number, high: number, step = 1) =>
  Object.fromEntries(
    Object.entries(SMALL).filter(([w, n]) => n >= low && n <= high && n % step === 0 && w !== 'a' && w !== 'an'),
  );
const UNITS = byRange(1, 9);
const TEENS = byRange(10, 19);
const TENS = byRange(20, 90, 10);
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };
const DIGITS: Record<string, string> = {
  zero: '0',
  oh: '0',
  ...Object.fromEntries(Object.entries(UNITS).map(([w, n]) => [w, String(n)])),
};
/** Places: "first", "second" and the ordinals of number-words.ts ("third" … "thousandth"). */
const ORDINAL: Record<string, number> = {
  first: 1,
  second: 2,
  ...Object.fromEntries(Object.entries(ORDINALS).filter(([w]) => !/^(?:half|halve|quarter)$/.test(w))),
};
/** Denominators: "half", "halves", "quarters" and the ordinals from third on. */
function denominator(word: string): number | null {
  if (/^hal(?:f|ves)$/.test(word)) return 2;
  if (/^quarters?$/.test(word)) return 4;
  const n = ORDINAL[word.replace(/s$/, '')];
  return n !== undefined && n >= 3 ? n : null;
}

type Kind = 'unit' | 'teen' | 'tens' | 'hundred' | 'scale';
const kindOf = (w: string): Kind | null =>
  w in UNITS
    ? 'unit'
    : w in TEENS
      ? 'teen'
      : w in TENS
        ? 'tens'
        : w === 'hundred'
          ? 'hundred'
          : w in SCALES
            ? 'scale'
            : null;

/** The longest whole number said from words[i] on ("two hundred and five", "forty two"): its value and end. */
function cardinalAt(words: string[], i: number): { value: number; end: number } | null {
  const first = words[i] as string;
  if (first === 'zero') return { value: 0, end: i + 1 };
  if (!['unit', 'teen', 'tens'].includes(kindOf(first) ?? '')) return null;
  let total = 0;
  let group = 0;
  let last: Kind | null = null;
  let j = i;
  for (; j < words.length; j++) {
    let w = words[j] as string;
    // "one hundred and five": "and" only inside a number, before the part it joins.
    if (
      w === 'and' &&
      (last === 'hundred' || last === 'scale') &&
      /^(?:unit|teen|tens)$/.test(kindOf(words[j + 1] ?? '') ?? '')
    ) {
      j++;
      w = words[j] as string;
    }
    const k = kindOf(w);
    const fits =
      last === null
        ? k !== 'hundred' && k !== 'scale'
        : last === 'unit' || last === 'teen'
          ? k === 'hundred' || k === 'scale'
          : last === 'tens'
            ? k === 'unit' || k === 'scale'
            : last === 'hundred'
              ? k === 'unit' || k === 'teen' || k === 'tens' || k === 'scale'
              : k === 'unit' || k === 'teen' || k === 'tens';
    if (!k || !fits || (k === 'hundred' && group >= 100)) break;
    if (k === 'unit') group += UNITS[w] as number;
    else if (k === 'teen') group += TEENS[w] as number;
    else if (k === 'tens') group += TENS[w] as number;
    else if (k === 'hundred') group *= 100;
    else {
      total += group * (SCALES[w] as number);
      group = 0;
    }
    last = k;
  }
  if (words[j - 1] === 'and') j--;
  return { value: total + group, end: j };
}

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';

/** The words of a spoken text with every number said in words written in figures. */
export function spokenNumbers(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const w = words[i] as string;
    const lower = w.toLowerCase();
    // "a half", "a quarter", "one third": a fraction with one on top.
    if ((lower === 'a' || lower === 'one') && denominator(words[i + 1]?.toLowerCase() ?? '')) {
      out.push(`1/${denominator((words[i + 1] as string).toLowerCase())}`);
      i += 2;
      continue;
    }
    // "the largest one", "which one": a pronoun, not a number.
    if (
      lower === 'one' &&
      /^(?:largest|smallest|greatest|least|biggest|other|another|each|which|this|that|last|next|middle|first|second|right|wrong|new|same)$/i.test(
        words[i - 1] ?? '',
      ) &&
      !isNumberWord(words[i + 1] ?? '')
    ) {
      out.push(w);
      i++;
      continue;
    }
    // Digits read one by one after "point": "seven point two", "zero point zero eight".
    const whole =
      lower === 'point'
        ? null
        : cardinalAt(
            words.map((x) => x.toLowerCase()),
            i,
          );
    if (!whole) {
      const place = ORDINAL[lower];
      // "the twentieth term", "March third": an ordinal on its own.
      // "first" and "second" are words more often than places ("the first ten terms", "second derivative").
      out.push(place !== undefined && place > 2 ? `${place}${suffix(place)}` : w);
      i++;
      continue;
    }
    let end = whole.end;
    let figure = String(whole.value);
    const next = words[end]?.toLowerCase();
    if (next === 'point' && words[end + 1] && DIGITS[(words[end + 1] as string).toLowerCase()] !== undefined) {
      let decimals = '';
      end++;
      while (end < words.length && DIGITS[(words[end] as string).toLowerCase()] !== undefined) {
        decimals += DIGITS[(words[end] as string).toLowerCase()];
        end++;
      }
      figure = `${figure}.${decimals}`;
    } else if (next && denominator(next) && !(whole.value === 1 && next === 'second')) {
      // "three fifths", "five ninths": a fraction.
      figure = `${figure}/${denominator(next)}`;
      end++;
    } else if (
      next === 'and' &&
      ['a', 'one'].includes(words[end + 1]?.toLowerCase() ?? '') &&
      denominator(words[end + 2]?.toLowerCase() ?? '')
    ) {
      // "two and a half", "one and one third": a mixed number.
      figure = `${figure} 1/${denominator((words[end + 2] as string).toLowerCase())}`;
      end += 3;
    }
    out.push(figure);
    i = end;
  }
  // "July 4 17 76", "May 20th 20 25": a year said in two halves after a date.
  return out
    .join(' ')
    .replace(
      new RegExp(String.raw`\b(${MONTHS})\s+(\d{1,2})(?:st|nd|rd|th)?\s+([1-9]\d)\s+(\d{1,2})\b`, 'gi'),
      (_w, month: string, day: string, a: string, b: string) => `${month} ${day}, ${Number(a) * 100 + Number(b)}`,
    )
    .replace(new RegExp(String.raw`\b(${MONTHS})\s+(\d{1,2})(?:st|nd|rd|th)\b`, 'gi'), '$1 $2');
}

const suffix = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));

/** A word that is part of a number said aloud ("forty", "hundred", "point", "fifths"). */
export const isNumberWord = (word: string): boolean => {
  const w = word.toLowerCase();
  return kindOf(w) !== null || w === 'zero' || w === 'point' || denominator(w) !== null;
};
