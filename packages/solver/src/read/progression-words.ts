/**
 * Progressions given by their parts in words, in the wording the sequence solvers read:
 * - "20 seats in the first row, each row has 3 more … There are 15 rows. How many seats in total?" (the sum of the
 *   first 15 terms), "The front row has 22 seats … The back row has 100 seats. How many rows?" (the number of terms);
 * - "a_1 = 2, and each next term is 3 times the term before minus 1. What is a_6?" (a recurrence).
 * Every number of the text must be one of those read; null otherwise.
 */

const N = String.raw`(-?\d+(?:\.\d+)?(?:\/\d+)?)`;
const ROW = String.raw`(?:row|level|step|layer|stack|shelf|tier|line)`;
const numbersIn = (t: string) => (t.match(/\d+(?:\.\d+)?/g) ?? []).length;

/** Rows of seats (or layers, steps) with the same increase each time. */
function rowsStory(t: string): string | null {
  const first =
    new RegExp(
      String.raw`${N}\s+[a-z-]+(?:\s+[a-z-]+)?\s+(?:in|on)\s+the\s+(?:first|front|bottom|top)\s+${ROW}\b`,
      'i',
    ).exec(t) ??
    new RegExp(
      String.raw`\bthe\s+(?:first|front|bottom|top)\s+${ROW}\s+(?:has|holds|contains|is|of)\s+${N}\b`,
      'i',
    ).exec(t);
  const step = new RegExp(
    String.raw`\b(?:each|every)\s+(?:next\s+|new\s+|following\s+)?${ROW}\s+(?:has|holds|contains|is)\s+${N}\s+(more|fewer|less)\b`,
    'i',
  ).exec(t);
  if (!first || !step) return null;
  const a = first[1] as string;
  const d = `${/more/i.test(step[2] as string) ? '' : '-'}${step[1]}`;
  const question = t.slice(Math.max(0, t.search(/[^.?!]*\?\s*$/)));
  const count = new RegExp(String.raw`\b(?:there\s+are|it\s+has|has|with)\s+(\d+)\s+${ROW}s\b`, 'i').exec(t);
  const last = new RegExp(
    String.raw`\bthe\s+(?:last|back|top|final)\s+${ROW}\s+(?:has|holds|contains|is|of)\s+${N}\b`,
    'i',
  ).exec(t);
  if (count && !last && /\b(?:in total|total|altogether|in all|how many [a-z]+ are there)\b/i.test(question)) {
    if (numbersIn(t) !== 3) return null;
    return `The first term of an arithmetic sequence is ${a} and the common difference is ${d}. Find the sum of the first ${count[1]} terms.`;
  }
  if (last && !count && new RegExp(String.raw`\bhow many\s+${ROW}s\b`, 'i').test(question)) {
    if (numbersIn(t) !== 3) return null;
    const [x, s] = [Number(a), Number(d)];
    return `The sequence ${x}, ${x + s}, ${x + 2 * s}, ..., ${last[1]} has common difference ${d}. How many terms does it have?`;
  }
  return null;
}

/** "a_1 = 2, and each next term is 3 times the term before minus 1. What is a_6?": a_{n+1} = 3a_n − 1. */
function recurrenceWords(t: string): string | null {
  const start = new RegExp(String.raw`\ba_?\{?1\}?\s*=\s*${N}`, 'i').exec(t);
  const rule = new RegExp(
    String.raw`\beach\s+(?:next\s+|new\s+|following\s+)?term\s+is\s+(?:(\d+|twice|double|three)\s+times\s+)?the\s+(?:term\s+before(?:\s+it)?|previous\s+(?:term|one)|one\s+before(?:\s+it)?|last\s+term)\s*(?:(plus|minus|add|subtract)\s+${N})?`,
    'i',
  ).exec(t);
  const asked = /\b(?:what is|find|work out|calculate)\s+a_?\{?(\d+)\}?\b/i.exec(t);
  if (!start || !rule || !asked || (!rule[1] && !rule[2])) return null;
  const k = rule[1]
    ? (({ twice: '2', double: '2', three: '3' } as Record<string, string>)[rule[1].toLowerCase()] ?? rule[1])
    : '1';
  const c = rule[2] ? `${/minus|subtract/i.test(rule[2]) ? '-' : '+'} ${rule[3]}` : '';
  const known = numbersIn(start[0]) + numbersIn(rule[0]) + 1;
  if (numbersIn(t) !== known) return null;
  return `a_1 = ${start[1]}, a_{n+1} = ${k === '1' ? '' : k}a_n ${c}. Find a_${asked[1]}.`.replace(/\s+\./, '.');
}

export function progressionWords(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 500) return null;
  return rowsStory(t) ?? recurrenceWords(t);
}
