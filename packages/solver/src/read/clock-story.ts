/**
 * Clock questions told as a story, in the wording the clock solver reads: two times of day and "how many minutes
 * (or hours)" or "how long" between them; one time, one span and "what time" the other end is. Null otherwise.
 */

const TIME = /\b(\d{1,2}:\d{2}(?:\s*[ap](?:\.m\.|m\b))?|\d{1,2}\s*[ap](?:\.m\.|m\b))(?![\w:])/gi;
/** An amount of hours: a whole number, a decimal, or a mixed number as the reader writes it ("(2 + 3/4)"). */
const AMOUNT = String.raw`(?:\(\d+ \+ \d+\/\d+\)|\d+(?:\.\d+)?)`;
const SPAN = new RegExp(
  String.raw`(?<![\w.])(${AMOUNT}\s*-?\s*(?:hours?|hrs?|h)\b(?:\s*(?:and\s+)?\d+\s*-?\s*(?:minutes?|mins?|m)\b)?|\d+\s*-?\s*(?:minutes?|mins?)\b)`,
  'gi',
);
/** A span that is a break ("a 45-minute unpaid break", "30 minutes for lunch"): taken off the time between. */
const BREAK_AFTER = /^\s*(?:\w+\s+){0,2}(?:break|lunch|rest|pause)\b|^\s*(?:for|of)\s+(?:\w+\s+)?(?:break|lunch)\b/i;
// The asked end is the start when the question asks when something began and the story's time is its end.
const START =
  /\b(?:start|starts|started|begin|began|begins|leave|left|leaves|depart|departs|departed|set out|set off|opens?|opened)\b/i;
const END =
  /\b(?:end|ends|ended|finish|finishes|finished|arrive|arrives|arrived|lands?|landed|closes?|closed|get(?:s)? (?:there|home|back)|done|over)\b/i;

/** The first time is said to be an end and the second a start, each by the words just before it. */
function endFirst(t: string, times: string[]): boolean {
  const first = t.indexOf(times[0] as string);
  const second = t.indexOf(times[1] as string, first + (times[0] as string).length);
  if (first < 0 || second < 0) return false;
  const before = (from: number, to: number) =>
    t
      .slice(from, to)
      .split(/[.!?;]\s/)
      .at(-1) ?? '';
  const a = before(0, first);
  const b = before(first + (times[0] as string).length, second);
  return END.test(a) && !START.test(a) && START.test(b) && !END.test(b);
}

/** How the answer's time is to be written ("Give the time as h:mm AM/PM.", "(24-hour clock, hh:mm)"), at the end. */
const FORM = String.raw`(?:the\s+)?(?:(?:12|24)[- ]?h(?:ou)?r(?:\s+(?:clock|time|format|notation))?(?:,?\s*h{1,2}:mm)?|h{1,2}:mm(?:\s*(?:am\s*\/\s*pm|am or pm|a\.m\.\s*\/\s*p\.m\.))?|(?:with\s+)?(?:am or pm|am\/pm|a\.m\. or p\.m\.))(?:\s+(?:form|format))?`;
const FORM_TRAILER = new RegExp(
  String.raw`(?<=[.?!)]|^)\s*(?:\(\s*(?:(?:write|give|answer)\s+(?:it\s+)?(?:as|in|on|using|with)\s+)?${FORM}\s*\.?\s*\)|(?:(?:give|write|state|enter|type|express)\s+(?:the\s+(?:\w+\s+)?time|it|your answer|the answer)|answer)\s+(?:as|in|on|using|with|in the form)\s+${FORM}|use\s+${FORM})\s*\.?\s*$`,
  'i',
);

/** The form asked for the answer's time, taken off the text: 12- or 24-hour, or none said. */
function askedForm(text: string): { text: string; form: 12 | 24 | null } {
  const m = FORM_TRAILER.exec(text);
  if (!m) return { text, form: null };
  const said = m[0];
  const form = /\b(?:am|a\.m\.)\b|\b12[- ]?h/i.test(said) ? 12 : /\b24[- ]?h|\bhh:mm\b/i.test(said) ? 24 : null;
  return { text: text.slice(0, m.index).trim(), form };
}

/** The clock the answer is asked on, when it differs from the story's; null when the story's time is unclear. */
function clockAsked(time: string, form: 12 | 24 | null): string | null {
  const m = /^(\d{1,2}):(\d{2})\s*([ap])?/i.exec(time);
  if (!form || !m || Boolean(m[3]) === (form === 12)) return '';
  // "10:47" with a 12-hour answer asked: only a time plainly on the 24-hour clock says its half of the day.
  if (form === 12 && Number(m[1]) < 13 && !/^0\d/.test(m[1] as string)) return null;
  return `, on the ${form}-hour clock`;
}

const PLACE = String.raw`[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}`;
/** "London is 5 hours ahead of New York.": the sentence, the place whose clock is ahead, the other, and the hours. */
function timeZone(text: string): { sentence: string; ahead: string; behind: string; hours: number } | null {
  const m = new RegExp(
    String.raw`(?:^|(?<=[.;!?]\s))(${PLACE}) is (\d{1,2}) hours? (ahead of|behind|later than|earlier than) (${PLACE})(?: time)?[.;]`,
  ).exec(text);
  if (!m) return null;
  const first = m[1] as string;
  const second = m[4] as string;
  const ahead = /^(?:ahead|later)/.test(m[3] as string);
  const hours = Number(m[2]);
  if (hours < 1 || hours > 14 || first === second) return null;
  return { sentence: m[0], ahead: ahead ? first : second, behind: ahead ? second : first, hours };
}

export function clockStory(text: string): string | null {
  const asked = askedForm(text.replace(/\s+/g, ' ').trim());
  let t = asked.text
    .replace(/\s+/g, ' ')
    .trim()
    // "(24-hour clock)", "in 24 hour time" inside the question: how to write the answer (the story's times say it).
    .replace(/\s*\(\s*(?:in |on |using )?(?:the )?(?:12|24)[- ]?h(?:ou)?r(?: clock| time| format)?\s*\)/gi, '')
    .replace(/\bmidnight\b/gi, '12:00 AM')
    .replace(/\b(?:noon|midday)\b/gi, '12:00 PM');
  if (t.length > 400) return null;
  const zone = timeZone(t);
  if (zone) t = t.replace(zone.sentence, ' ').trim();
  const times = [...t.matchAll(TIME)].map((m) => m[1] as string);
  const spans = [...t.matchAll(SPAN)].map((m) => m[1] as string);
  // The question: the last sentence (or the clause after the last comma when it asks).
  const question = /(?:^|[.!?,;]\s*|\b(?:and|now|then|so)\s+)((?:how|what|when|at what)\b[^.!?]*)[.!?]?\s*$/i.exec(
    t,
  )?.[1];
  if (!question) return null;
  const story = t.slice(0, t.length - question.length);
  const numbers = (t.match(/\d+/g) ?? []).length;
  if (times.length === 2 && spans.length === 0 && numbers === times.join(' ').match(/\d+/g)?.length) {
    const asked = /\b(minutes|mins?|hours|hrs?)\b/i.exec(question)?.[1]?.toLowerCase();
    const unit = asked ? (asked.startsWith('m') ? 'minutes' : 'hours') : undefined;
    if (!/^how (?:many|long|much time)/i.test(question)) return null;
    // "School finishes at 15:20. Lessons start at 08:50.": the times in the order the story's words give them.
    const [from, to] = endFirst(t, times) ? [times[1], times[0]] : times;
    if (/\bhours and minutes\b/i.test(question)) return `How long is it from ${from} to ${to}?`;
    return unit ? `How many ${unit} are there between ${from} and ${to}?` : `How long is it from ${from} to ${to}?`;
  }
  const spanAt = spans.length === 1 ? t.search(SPAN) : -1;
  const pause = spanAt >= 0 && BREAK_AFTER.test(t.slice(spanAt + (spans[0] as string).length));
  if (times.length === 2 && pause && /^how (?:many|long|much time)/i.test(question)) {
    if (numbers !== `${times.join(' ')} ${spans[0]}`.match(/\d+/g)?.length) return null;
    const span = (spans[0] as string).replace(/\s*-\s*/g, ' ');
    const asked = /\b(minutes|mins?|hours|hrs?)\b/i.exec(question)?.[1]?.toLowerCase();
    const unit = asked ? (asked.startsWith('m') ? 'minutes' : 'hours') : undefined;
    return unit
      ? `How many ${unit} are there between ${times[0]} and ${times[1]} less ${span} of break?`
      : `How long is it from ${times[0]} to ${times[1]} less ${span} of break?`;
  }
  if (
    times.length === 1 &&
    spans.length === 1 &&
    /^(?:what time|when|at what time|what will (?:the time be|be the time)|what (?:is|was|will be) the (?:local )?time)\b/i.test(
      question,
    )
  ) {
    const time = times[0] as string;
    const clock = clockAsked(time, asked.form);
    if (clock === null) return null;
    const span = (spans[0] as string).replace(/(\d)\s*h\b/i, '$1 hours').replace(/(\d)\s*m(?:in)?\b/i, '$1 minutes');
    // Every number of the story is the time's or the span's.
    if (numbers !== `${time} ${spans[0]}`.match(/\d+/g)?.length) return null;
    // "be at school by 8:15 … what time do I need to leave?": the story's time is a deadline, the start is asked.
    const deadline = /\b(?:by|no later than)\s+\d/i.test(story);
    const before = (START.test(question) && (END.test(story) || deadline)) || /\b(?:ago|earlier|before)\b/i.test(t);
    if (!zone) return `What time is ${span} ${before ? 'before' : 'after'} ${time}${clock}?`;
    // The clock of the place asked runs ahead of (or behind) the clock of the story's time.
    const place = new RegExp(
      String.raw`\b(?:time in|in) (${zone.ahead}|${zone.behind})\b|\b(${zone.ahead}|${zone.behind})(?:'s)? (?:local )?time\b`,
    ).exec(question);
    const named = place?.[1] ?? place?.[2];
    if (before || !named) return null;
    return `What time is ${span} after ${time}, on a clock ${zone.hours} hours ${named === zone.ahead ? 'ahead' : 'behind'}${clock}?`;
  }
  return null;
}

const HOURS = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
const hourOf = (w: string) => (/^\d+$/.test(w) ? Number(w) % 12 : HOURS.indexOf(w.toLowerCase()));

/** "half past nine in the morning", "quarter to six pm", "seven o'clock", "noon": the time as 9:30 AM and so on. */
export function timeWords(text: string): string {
  return text
    .replace(
      /\b(half past|quarter past|quarter to|(\d{1,2}|[a-z]+(?:-[a-z]+)?) (?:minutes )?(?:past|after|to))\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: o'clock)?\s*(in the morning|in the afternoon|in the evening|at night|a\.?m\.?|p\.?m\.?)?/gi,
      (whole, how: string, _n: string, hour: string, half?: string) => {
        const h = hourOf(hour);
        const words: Record<string, number> = { five: 5, ten: 10, twenty: 20, 'twenty-five': 25 };
        const m = /^half/i.test(how) ? 30 : /^quarter past/i.test(how) ? 15 : /^quarter to/i.test(how) ? -15 : null;
        const n =
          m ??
          (/\bto$/i.test(how) ? -1 : 1) *
            Number(/^\d/.test(how) ? parseInt(how, 10) : (words[how.split(' ')[0]?.toLowerCase() ?? ''] ?? NaN));
        if (h < 0 || !half || !Number.isFinite(n)) return whole;
        const pm = /afternoon|evening|night|p/i.test(half);
        const total = ((((h + (pm ? 12 : 0)) * 60 + n) % 1440) + 1440) % 1440;
        const hh = Math.floor(total / 60);
        return `${hh % 12 === 0 ? 12 : hh % 12}:${String(total % 60).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
      },
    )
    .replace(
      /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) o'clock (in the morning|in the afternoon|in the evening|at night)\b/gi,
      (whole, hour: string, part: string) => {
        const h = hourOf(hour);
        if (h < 0) return whole;
        return `${h === 0 ? 12 : h}:00 ${/morning/i.test(part) ? 'AM' : 'PM'}`;
      },
    )
    .replace(
      /\b(\d{1,2}):(\d{2}) (in the morning|in the afternoon|in the evening|at night)\b/gi,
      (whole, hour: string, minute: string, part: string) => {
        const h = Number(hour);
        if (h < 1 || h > 12) return whole;
        return `${hour}:${minute} ${/morning/i.test(part) || (/night/i.test(part) && h < 5) ? 'AM' : 'PM'}`;
      },
    )
    .replace(/\bnoon\b/gi, '12:00 PM')
    .replace(/\bmidnight\b/gi, '12:00 AM');
}
