import { type Solver, result } from '../types';
import { clean } from './answer-format';

/**
 * Days of the week: "If today is Monday, what day will it be in 100 days?" (counted round the week) and "What day of
 * the week was July 4, 1976?" (from the calendar). Each is checked by a second method: stepping through the days one
 * at a time, or Zeller's congruence.
 */

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const dayIndex = (name: string) => DAYS.findIndex((d) => d.toLowerCase() === name.toLowerCase());

function answered(reading: string, day: string, explanation: string, latex: string, ok: boolean, method: string) {
  return result('measurement', {
    reading: { latex: reading, target: { kind: 'text', value: day } },
    steps: [{ title: 'Count round the week', explanation, latex }],
    answer: { value: day, latex: `\\text{${day}}` },
    verified: { ok, method },
  });
}

/** Zeller's congruence for the Gregorian calendar: 0 = Saturday. */
function zeller(year: number, month: number, day: number): number {
  const [m, y] = month < 3 ? [month + 12, year - 1] : [month, year];
  const k = y % 100;
  const j = Math.floor(y / 100);
  return (day + Math.floor((13 * (m + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7;
}

export const solveWeekday: Solver = (problem) => {
  const t = clean(problem);
  const shift =
    /^(?:if )?today is (?:a )?([a-z]+)[,.]?\s*what day (?:of the week )?(?:will it be|was it|is it) (?:in )?(\d{1,7}) days?(?: (from now|from today|later|ago|after today|before today))?$/i.exec(
      t,
    ) ??
    /^what day (?:of the week )?(?:will it be|was it|is it|is|was|will be) (\d{1,7}) days? (after|from|before) (?:a |an )?([a-z]+)$/i.exec(
      t,
    );
  if (shift) {
    const [start, n, back] = shift[0].toLowerCase().startsWith('what')
      ? [shift[3] as string, Number(shift[2] === undefined ? 0 : shift[1]), /before/i.test(shift[2] as string)]
      : [shift[1] as string, Number(shift[2]), /ago|before/i.test(shift[3] ?? '')];
    const i = dayIndex(start);
    if (i < 0) return null;
    const step = back ? -n : n;
    const day = DAYS[(((i + step) % 7) + 7) % 7] as string;
    let walked = i;
    for (let k = 0; k < n; k++) walked = (walked + (back ? 6 : 1)) % 7;
    return answered(
      `\\text{${DAYS[i]}} ${back ? '-' : '+'} ${n} \\text{ days}`,
      day,
      `The days repeat every 7: ${n} = ${Math.floor(n / 7)} × 7 + ${n % 7}, so count ${n % 7} day${n % 7 === 1 ? '' : 's'} ${back ? 'back' : 'on'}.`,
      `${n} \\bmod 7 = ${n % 7}`,
      DAYS[walked] === day,
      'the days stepped through one at a time',
    );
  }
  const date =
    /^what day of the week (?:was|is|will be|did|does)\s+([a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:\s+fall(?: on)?)?$/i.exec(
      t,
    );
  if (date) {
    const month = MONTHS.indexOf((date[1] as string).toLowerCase());
    const [day, year] = [Number(date[2]), Number(date[3])];
    if (month < 0 || year < 1583 || year > 9999) return null;
    const when = new Date(Date.UTC(year, month, day));
    if (when.getUTCMonth() !== month || when.getUTCDate() !== day) return null;
    const name = DAYS[when.getUTCDay()] as string;
    const check = DAYS[(zeller(year, month + 1, day) + 6) % 7];
    const label = `${MONTHS[month]?.replace(/^./, (c) => c.toUpperCase())} ${day}, ${year}`;
    return answered(
      `\\text{the weekday of ${label}}`,
      name,
      `${label} in the Gregorian calendar.`,
      `\\text{${name}}`,
      check === name,
      "Zeller's congruence",
    );
  }
  return null;
};
