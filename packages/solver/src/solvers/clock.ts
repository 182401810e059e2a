import { numberOf } from '../read/number-words';
import { type Solver, result } from '../types';

const DAY = 24 * 60;
export const TIME = String.raw`(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?`;

/** Minutes after midnight of a time of day ("2:08 AM", "14:30", "noon"); null when it is not one. */
export function minutesOf(h: string, m: string | undefined, half: string | undefined): number | null {
  let hours = Number(h);
  const minutes = m ? Number(m) : 0;
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    const pm = half.toLowerCase().startsWith('p');
    hours = (hours % 12) + (pm ? 12 : 0);
  } else if (hours > 23 || !m) return null;
  return hours * 60 + minutes;
}

/** A time of day written as the question wrote it: 12-hour with AM/PM when it was given so. */
export function timeText(total: number, twelveHour: boolean): string {
  const t = ((total % DAY) + DAY) % DAY;
  const h = Math.floor(t / 60);
  const m = String(t % 60).padStart(2, '0');
  if (!twelveHour) return `${String(h).padStart(2, '0')}:${m}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "… less 45 minutes of break": a break taken off a span between two times. */
const BREAK = String.raw`(?:,?\s+less\s+(.+?)\s+of\s+break)?`;

/** "317 minutes", "3 hours 45 minutes", "2 hours and 5 minutes", "an hour": a span in minutes. */

function spanOf(text: string): number | null {
  let total = 0;
  let found = false;
  const parts = text
    .toLowerCase()
    .replace(/\band\b|,/g, ' ')
    .trim();
  const re = /(.+?)\s*(hours?|hrs?|h|minutes?|mins?)(?=\s|$)/gy;
  let at = 0;
  for (let m = re.exec(parts); m; m = re.exec(parts)) {
    // "(2 + 3/4) hours": a mixed number as the reader writes it.
    const mixed = /^\((\d+) \+ (\d+)\/(\d+)\)$/.exec((m[1] as string).trim());
    const amount = mixed
      ? numberOf(`${Number(mixed[1]) * Number(mixed[3]) + Number(mixed[2])}/${mixed[3]}`)
      : numberOf((m[1] as string).trim());
    if (!amount) return null;
    const value = Number(amount.n) / Number(amount.d);
    total += /^h/.test(m[2] as string) ? value * 60 : value;
    found = true;
    at = re.lastIndex;
    while (parts[at] === ' ') at++;
    re.lastIndex = at;
  }
  return found && at >= parts.length && Number.isInteger(total) && total < 1e7 ? total : null;
}

const gcdOf = (a: number, b: number): number => (b === 0 ? a : gcdOf(b, a % b));

/** The independent check: the same clock arithmetic done with Date in UTC. */
function dateTime(minutes: number): number {
  const d = new Date(Date.UTC(2000, 0, 1, 0, 0));
  d.setUTCMinutes(d.getUTCMinutes() + minutes);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** 14:30 as 2:30 PM, 7:45 PM as 19:45. */
function clockFormat(written: string, to24: boolean) {
  const m = new RegExp(`^${TIME}$`, 'i').exec(written.trim());
  const minutes = m ? minutesOf(m[1] as string, m[2], m[3]) : null;
  if (minutes === null) return null;
  const answer = timeText(minutes, !to24);
  const again = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  const check = to24
    ? `${String(again.getUTCHours()).padStart(2, '0')}:${String(again.getUTCMinutes()).padStart(2, '0')}`
    : `${again.getUTCHours() % 12 || 12}:${String(again.getUTCMinutes()).padStart(2, '0')} ${again.getUTCHours() < 12 ? 'AM' : 'PM'}`;
  return result('measurement', {
    reading: { latex: `\\text{${written} in ${to24 ? 24 : 12}-hour time}`, target: { kind: 'text', value: answer } },
    steps: [
      {
        title: to24 ? 'Count hours from midnight' : 'Hours after noon are PM',
        explanation: `${written} is ${answer}.`,
        latex: `\\text{${answer}}`,
      },
    ],
    answer: { value: answer, latex: `\\text{${answer}}` },
    verified: { ok: check === answer, method: 'the time read again as a calendar time and printed' },
  });
}

/** "What is 95 minutes after 11:50 PM?", "How many minutes are there between 9:15 AM and 4:40 PM?" */
export const solveClock: Solver = (problem) => {
  const t = problem
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]\s*$/, '')
    // "90 minutes before 12:10 AM is what time" is "What is 90 minutes before 12:10 AM".
    .replace(/^(.+?\s+(?:after|before)\s+\S+(?:\s*[ap]\.?m\.?)?)\s+is what time$/i, 'What is $1')
    // "minutes between 7:05 and 11:50": a note, asked as the question it stands for.
    .replace(/^(minutes|hours)\s+(?=(?:between|from)\s+\d)/i, 'How many $1 are there ')
    // "How many hours and minutes from 10:50 to 14:15?": how long.
    .replace(
      /^how many hours and minutes (?:are there |is it |pass )?(?:from|between) (.+?) (?:to|until|and) (.+)$/i,
      'How long is it from $1 to $2',
    )
    // "how long is it from 10:45 PM to 1:15 AM, in minutes": minutes between.
    .replace(
      /^how long is it from (.+?) (?:to|until) (.+?),? in (minutes|hours)$/i,
      'How many $3 are there between $1 and $2',
    );
  // "How many minutes is 3 h 20 min?": a span in one unit.
  const inUnit = /^how many (minutes|hours|seconds) (?:is|are|are in|in|make|makes) (.+)$/i.exec(t);
  const spanMinutes = inUnit ? spanOf(inUnit[2] as string) : null;
  if (inUnit && spanMinutes !== null) {
    const unit = (inUnit[1] as string).toLowerCase();
    const value = unit === 'hours' ? spanMinutes / 60 : unit === 'seconds' ? spanMinutes * 60 : spanMinutes;
    const g = gcdOf(spanMinutes, 60);
    const text = Number.isInteger(value) ? String(value) : `${spanMinutes / g}/${60 / g}`;
    const hours = Math.floor(spanMinutes / 60);
    return result('measurement', {
      reading: { latex: `\\text{${inUnit[2]} in ${unit}}`, target: { kind: 'value', value: text } },
      steps: [
        {
          title: 'Add the parts',
          explanation: `${hours} hour${hours === 1 ? '' : 's'} is ${hours * 60} minutes; with the rest, ${spanMinutes} minutes.`,
          latex: `${spanMinutes}\\ \\text{min}`,
        },
      ],
      answer: { value: text, latex: text },
      verified: {
        ok: (unit === 'hours' ? value * 60 : unit === 'seconds' ? value / 60 : value) === spanMinutes,
        method: 'the answer turned back into minutes',
      },
    });
  }
  const format =
    /^(?:convert|what is|what's|write|express|change)\s+(\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)\s+(?:to|in|as|using|on)\s+(?:the\s+)?(12|24)[- ]hour(?: time| clock| format| notation)?(?: with am (?:or|\/) pm)?$/i.exec(
      t,
    );
  if (format) return clockFormat(format[1] as string, format[2] === '24');
  const shift = new RegExp(
    String.raw`^(?:what is|what time is it|what time will it be|what time was it|what time is|what's|find the time)\s+(.+?)\s+(after|before|past|from)\s+${TIME}(?:,?\s+on a clock (\d{1,2}) hours? (ahead|behind))?(?:,?\s+on the (12|24)-hour clock)?$`,
    'i',
  ).exec(t);
  if (shift) {
    const span = spanOf(shift[1] as string);
    const start = minutesOf(shift[3] as string, shift[4], shift[5]);
    if (span === null || start === null) return null;
    const sign = (shift[2] as string).toLowerCase() === 'before' ? -1 : 1;
    // The place asked keeps a clock some hours ahead of (or behind) the one the start was read on.
    const zone = shift[6] ? Number(shift[6]) * 60 * (shift[7]?.toLowerCase() === 'ahead' ? 1 : -1) : 0;
    const end = start + sign * span + zone;
    // The answer on the clock asked for, else on the clock the start was written on.
    const twelve = shift[8] ? shift[8] === '12' : Boolean(shift[5]);
    const answer = timeText(end, twelve);
    const startText = timeText(start, Boolean(shift[5]));
    const asked = shift[8] ? `\\ (\\text{on the ${shift[8]}-hour clock})` : '';
    const ok =
      dateTime(start + sign * span + zone) === ((end % DAY) + DAY) % DAY &&
      dateTime(end - zone - sign * span) === start;
    const zoneText = zone ? `${Math.abs(zone) / 60} hours ${zone > 0 ? 'ahead' : 'behind'}` : '';
    return result('measurement', {
      reading: {
        latex: `\\text{${startText}} ${sign > 0 ? '+' : '-'} \\text{${shift[1]}}${zone ? ` ${zone > 0 ? '+' : '-'} \\text{${Math.abs(zone) / 60} hours (the other clock)}` : ''}${asked}`,
        target: { kind: 'text', value: answer },
      },
      steps: [
        {
          title: 'Count in minutes from midnight',
          explanation: `${startText} is ${start} minutes after midnight; ${sign > 0 ? 'adding' : 'taking away'} ${span} minutes${zone ? ` and ${zone > 0 ? 'adding' : 'taking away'} ${Math.abs(zone)} minutes for a clock ${zoneText}` : ''} gives ${end} (a day has ${DAY} minutes).`,
          latex: `${start} ${sign > 0 ? '+' : '-'} ${span}${zone ? ` ${zone > 0 ? '+' : '-'} ${Math.abs(zone)}` : ''} = ${end}`,
        },
        { title: 'Read it as a time of day', explanation: `That is ${answer}.`, latex: `\\text{${answer}}` },
      ],
      answer: { value: answer, latex: `\\text{${answer}}` },
      verified: { ok, method: 'the same clock arithmetic done again with calendar dates, and undone' },
    });
  }
  // "How long is it from 9:45 AM to 2:10 PM?": the hours and minutes between.
  const span = new RegExp(
    String.raw`^how long is it (?:from|between) ${TIME} (?:to|until|and) ${TIME}${BREAK}$`,
    'i',
  ).exec(t);
  if (span) {
    const a = minutesOf(span[1] as string, span[2], span[3]);
    const read = minutesOf(span[4] as string, span[5], span[6]);
    const pause = span[7] ? spanOf(span[7]) : 0;
    if (a === null || read === null || pause === null) return null;
    // 8:15 to 3:05 with no AM/PM on a 12-hour dial is the afternoon, not the next day (22:00 to 06:00 is).
    const twelveHourDial = !span[3] && !span[6] && a < 13 * 60 && read < 13 * 60;
    const b = twelveHourDial && read < a ? read + 12 * 60 : read;
    const minutes = ((b - a + DAY) % DAY) - pause;
    if (minutes < 0) return null;
    const [h, m] = [Math.floor(minutes / 60), minutes % 60];
    const text =
      [h ? `${h} hour${h === 1 ? '' : 's'}` : '', m ? `${m} minute${m === 1 ? '' : 's'}` : '']
        .filter(Boolean)
        .join(' ') || '0 minutes';
    const checked =
      (Date.UTC(2000, 0, b >= a ? 1 : 2, Math.floor(b / 60), b % 60) -
        Date.UTC(2000, 0, 1, Math.floor(a / 60), a % 60)) /
        60000 -
      pause;
    return result('measurement', {
      // A duration is written many ways (4 h 25 min, 4:25, 265 minutes): claims are not compared with this one.
      reading: {
        latex: `\\text{${(/(?:from|between) (.+?) (?:to|until|and) (.+)$/i.exec(t) ?? []).slice(1).join(' to ')}${twelveHourDial && read < a ? ' (the afternoon)' : ''}}`,
        target: null,
      },
      steps: [
        {
          title: 'Count in minutes from midnight',
          explanation: `${a} and ${b} minutes after midnight${b < a ? ' (the second time is on the next day)' : ''}: ${minutes + pause} minutes apart${pause ? `, less the ${pause}-minute break: ${minutes} minutes` : ''}, which is ${text}.`,
          latex: `${b < a ? `${b} + ${DAY}` : b} - ${a}${pause ? ` - ${pause}` : ''} = ${minutes}`,
        },
      ],
      answer: { value: text, latex: `\\text{${text}}` },
      verified: { ok: checked === minutes, method: 'the difference taken again between calendar dates' },
    });
  }
  const between = new RegExp(
    String.raw`^how many (minutes|hours) (?:are there |is it |pass |elapse )?(?:between|from) ${TIME} (?:and|to|until) ${TIME}${BREAK}$`,
    'i',
  ).exec(t);
  if (between) {
    const a = minutesOf(between[2] as string, between[3], between[4]);
    const b = minutesOf(between[5] as string, between[6], between[7]);
    const pause = between[8] ? spanOf(between[8]) : 0;
    if (a === null || b === null || pause === null) return null;
    // A later time that reads earlier is on the next day (8 PM to 1 AM); a break is taken off.
    const minutes = ((b - a + DAY) % DAY) - pause;
    if (minutes < 0) return null;
    const unit = (between[1] as string).toLowerCase();
    const value = unit === 'hours' ? minutes / 60 : minutes;
    const g = gcdOf(minutes, 60);
    const text = Number.isInteger(value) ? String(value) : `${minutes / g}/${60 / g}`;
    const checked =
      (Date.UTC(2000, 0, b >= a ? 1 : 2, Math.floor(b / 60), b % 60) -
        Date.UTC(2000, 0, 1, Math.floor(a / 60), a % 60)) /
        60000 -
      pause;
    return result('measurement', {
      reading: {
        latex: `\\text{${timeText(a, Boolean(between[4]))} to ${timeText(b, Boolean(between[7]))}${pause ? ` less a ${pause}-minute break` : ''} in ${unit}}`,
        target: { kind: 'value', value: text },
      },
      steps: [
        {
          title: 'Count in minutes from midnight',
          explanation: `${a} and ${b} minutes after midnight${b < a ? ' (the second time is on the next day)' : ''}: ${minutes + pause} minutes apart${pause ? `, less the ${pause}-minute break: ${minutes}` : ''}.`,
          latex: `${b < a ? `${b} + ${DAY}` : b} - ${a}${pause ? ` - ${pause}` : ''} = ${minutes}`,
        },
      ],
      answer: {
        value: text,
        latex: unit === 'hours' && !Number.isInteger(value) ? `\\frac{${minutes / g}}{${60 / g}}` : text,
      },
      verified: { ok: checked === minutes, method: 'the difference taken again between calendar dates' },
    });
  }
  return null;
};
