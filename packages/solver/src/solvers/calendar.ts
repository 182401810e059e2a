import { rat, toText } from '../rational';
import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { MONTHS } from './weekdays';

/**
 * Days between two dates of a year ("How many days after March 3 is April 15?", "from June 1 to August 31
 * inclusive", in a leap year when the problem says so or names one) and sums and conversions of durations in
 * hours and minutes ("Add 4 h 40 min and 2 h 35 min", "Convert 2 hours 15 minutes to minutes"). Checked by counting
 * the days one by one, and by adding the minutes apart from the hours.
 */

const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const monthOf = (w: string) => MONTHS.findIndex((m) => m.startsWith(w.toLowerCase().slice(0, 3)));

/** "1 Jan 2024", "3rd of March": each written month first ("Jan 1, 2024"). */
function monthFirst(t: string): string {
  return t.replace(
    new RegExp(String.raw`\b${DAY}\s+(?:of\s+)?${MONTH}(?:,?\s+(\d{4}))?\b`, 'gi'),
    (_, day: string, month: string, year?: string) => `${month} ${day}${year ? `, ${year}` : ''}`,
  );
}

function daysBetween(written: string) {
  const t = monthFirst(written);
  const dates = [...t.matchAll(new RegExp(String.raw`\b${MONTH}\s+${DAY}(?:,?\s+(\d{4}))?\b`, 'gi'))];
  if (dates.length !== 2 || !/\bhow many days\b|\bnumber of days\b/i.test(t)) return null;
  const years = dates.map((d) => (d[3] ? Number(d[3]) : null));
  if (years[0] !== years[1] && years.every((y) => y !== null) && (years[1] as number) - (years[0] as number) > 50)
    return null;
  // Without a year: a leap year only when the problem says so.
  const leap = /\b(?<!not a |non-)leap year\b/i.test(t) && !/\bnot a leap year\b|\bnon-leap\b/i.test(t);
  const base = leap ? 2024 : 2023;
  const [a, b] = dates.map((d, i) => {
    const month = monthOf(d[1] as string);
    const day = Number(d[2]);
    // "March 3 to May 19, 2025": one year written is the year of both.
    const y = years[i] ?? years.find((v) => v !== null) ?? base;
    const date = Date.UTC(y, month, day);
    return new Date(date).getUTCDate() === day && month >= 0 ? date : Number.NaN;
  }) as [number, number];
  if (!Number.isFinite(a) || !Number.isFinite(b) || b < a) return null;
  const inclusive = /\binclusive\b|\bincluding both\b/i.test(t);
  const days = Math.round((b - a) / 86_400_000) + (inclusive ? 1 : 0);
  // Checked by stepping one day at a time.
  let count = 0;
  for (let d = new Date(a); d.getTime() < b; d.setUTCDate(d.getUTCDate() + 1)) count++;
  const [from, to] = dates.map((d) => `${d[1]} ${d[2]}${d[3] ? `, ${d[3]}` : ''}`);
  return result('measurement', {
    reading: {
      latex: `\\text{days from ${from} to ${to}${inclusive ? ' (both counted)' : ''}${leap ? ' in a leap year' : ''}}`,
      target: { kind: 'value', value: String(days) },
    },
    steps: [
      {
        title: 'Count the days',
        explanation: `From ${from} to ${to}${inclusive ? ', counting both days' : ''}: ${days} days.`,
        latex: `${days}`,
      },
    ],
    answer: { value: String(days), latex: String(days) },
    verified: { ok: count + (inclusive ? 1 : 0) === days, method: 'the days counted one at a time' },
  });
}

const DURATION = String.raw`(\d+)\s*(?:h|hrs?|hours?)\s*(?:and\s+)?(\d+)\s*(?:m|mins?|minutes?)\b`;

function durations(t: string) {
  // "2.4 hours in hours and minutes": a decimal number of hours written out.
  const decimal =
    /^(?:write|express|convert|change)\s+(\d+(?:\.\d+)?)\s+hours?\s+(?:in|as|to|into)\s+hours and minutes$/i.exec(t);
  if (decimal) {
    const minutes = Math.round(Number(decimal[1]) * 60 * 1e6) / 1e6;
    if (!Number.isInteger(minutes)) return null;
    const value = `${Math.floor(minutes / 60)} hours ${minutes % 60} minutes`;
    return result('measurement', {
      reading: { latex: `${decimal[1]}\\text{ hours in hours and minutes}`, target: { kind: 'text', value } },
      steps: [
        {
          title: 'Minutes from the fraction',
          explanation: `${decimal[1]} h = ${minutes} min.`,
          latex: `${minutes}\\text{ min}`,
        },
      ],
      answer: { value, latex: `\\text{${value}}` },
      verified: {
        ok: Math.floor(minutes / 60) * 60 + (minutes % 60) === minutes,
        method: 'the hours and minutes added back',
      },
    });
  }
  const parts = [...t.matchAll(new RegExp(DURATION, 'gi'))];
  if (parts.length === 0 || parts.length > 4) return null;
  const minutes = parts.map((p) => Number(p[1]) * 60 + Number(p[2]));
  const rest = parts.reduce((s, p) => s.replace(p[0], ' '), t);
  if (/\d/.test(rest)) return null;
  const sum = parts.length > 1 && /\b(?:add|sum|total|together|altogether|plus|combined)\b/i.test(t);
  const diff = parts.length === 2 && /\b(?:subtract|difference|minus|longer|shorter|how much more)\b/i.test(t);
  const convert =
    parts.length === 1 &&
    /\b(?:convert|in minutes|how many minutes|to minutes|express|how many seconds|in seconds)\b/i.test(t);
  if (!sum && !diff && !convert) return null;
  const total = sum
    ? minutes.reduce((a, b) => a + b, 0)
    : diff
      ? Math.abs((minutes[0] as number) - (minutes[1] as number))
      : (minutes[0] as number);
  const both = /\bhours and minutes\b/i.test(t);
  const inHours = !both && /\bhow many hours\b|\bin hours\b|\bto hours\b/i.test(t);
  const inSeconds = !both && /\bhow many seconds\b|\bin seconds\b|\bto seconds\b/i.test(t);
  const asMinutes = !both && !inSeconds && /\bminutes\b/i.test(rest) && !inHours;
  // Hours and minutes added apart: the check.
  const h = parts.reduce((s, p) => s + Number(p[1]), 0);
  const m = parts.reduce((s, p) => s + Number(p[2]), 0);
  const ok = !sum || h * 60 + m === total;
  const value = inSeconds
    ? String(total * 60)
    : inHours
      ? toText(rat(BigInt(total), 60n))
      : asMinutes
        ? String(total)
        : `${Math.floor(total / 60)} hours ${total % 60} minutes`;
  if (!asMinutes && !inHours && !inSeconds && !sum && !diff) return null;
  return result('measurement', {
    reading: {
      latex: `\\text{${parts.map((p) => p[0]).join(sum ? ' + ' : diff ? ' - ' : '')}}`,
      target: { kind: 'text', value },
    },
    steps: [
      {
        title: 'Work in minutes',
        explanation: `${parts.map((p, i) => `${p[0]} = ${minutes[i]} min`).join('; ')}.`,
        latex: `${total}\\text{ min}`,
      },
    ],
    answer: { value, latex: `\\text{${value}}` },
    verified: { ok, method: 'the hours and the minutes added apart' },
  });
}

export const solveCalendar: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 300) return null;
  return daysBetween(t) ?? durations(t);
};
