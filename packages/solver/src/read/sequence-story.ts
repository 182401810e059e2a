/**
 * A sequence told as a story, in the wording the sequence solvers read: "15 push-ups on day 1 and 3 more each
 * day … in total over the first 30 days?" is the sum of the first 30 terms of an arithmetic sequence with first
 * term 15 and common difference 3; "$2 in the first week and doubles it each week … in week 8?" is the 8th term
 * of a geometric one. Every number of the story must be one of those read; otherwise null.
 */

const N = String.raw`\$?(\d+(?:\.\d+)?)`;
const PERIOD = String.raw`(?:day|week|month|year|row|lap|round|level|session|hour|minute)`;

/** The first term: "15 push-ups on day 1", "$2 in the first week", "on the first day she reads 10 pages". */
function firstTerm(t: string): { value: string; numbers: number } | null {
  const onOne = new RegExp(
    String.raw`${N}(?:\s+[a-z-]+){0,3}?\s+(?:on|in|for|during)\s+(?:the\s+)?${PERIOD}\s+1\b`,
    'i',
  ).exec(t);
  if (onOne) return { value: onOne[1] as string, numbers: 2 };
  const first = new RegExp(
    String.raw`${N}(?:\s+[a-z-]+){0,3}?\s+(?:on|in|for|during)\s+the\s+first\s+${PERIOD}\b`,
    'i',
  ).exec(t);
  if (first) return { value: first[1] as string, numbers: 1 };
  const firstBefore = new RegExp(
    String.raw`\b(?:on|in|during)\s+the\s+first\s+${PERIOD},?\s+(?:[a-z']+\s+){0,4}?${N}`,
    'i',
  ).exec(t);
  return firstBefore ? { value: firstBefore[1] as string, numbers: 1 } : null;
}

export function sequenceStory(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 500) return null;
  const start = firstTerm(t);
  if (!start) return null;
  const more =
    new RegExp(String.raw`${N}\s+(more|fewer|less|extra)\b[^.?]*?\b(?:each|every|per|a)\s+${PERIOD}`, 'i').exec(t) ??
    new RegExp(String.raw`\b(?:each|every)\s+${PERIOD}\b[^.?]*?${N}\s+(more|fewer|less|extra)\b`, 'i').exec(t);
  const factor =
    /\b(doubles?|doubling|triples?|tripling|halves|halving)\b[^.?]*?\b(?:each|every|per|a)\s+(?:day|week|month|year|row|lap|round|level|session)\b/i.exec(
      t,
    );
  if (Boolean(more) === Boolean(factor)) return null;
  const sum = new RegExp(
    String.raw`\b(?:in total|altogether|total(?: number)?|all together|in all)\b[^.?]*?\b(?:first|after|over|in|for)\s+(?:the\s+)?(?:first\s+)?(\d+)\s+${PERIOD}s\b|\b(?:first|after|over)\s+(\d+)\s+${PERIOD}s\b[^.?]*?\b(?:in total|altogether|in all)\b`,
    'i',
  ).exec(t);
  const term = new RegExp(String.raw`\b(?:on|in|during)\s+(?:the\s+)?${PERIOD}\s+(\d+)\b(?!\s*(?:and|,))`, 'i').exec(
    t.slice(t.search(/[^.?!]*\?\s*$/) >= 0 ? t.search(/[^.?!]*\?\s*$/) : 0),
  );
  const n = sum ? (sum[1] ?? sum[2]) : term?.[1];
  if (!n || n === '1') return null;
  // Every number of the story: the first term (with its "1"), the step (none for "doubles"), and n.
  const count = (t.match(/\d+(?:\.\d+)?/g) ?? []).length;
  if (count !== start.numbers + (more ? 1 : 0) + 1) return null;
  const goal = sum ? `Find the sum of the first ${n} terms.` : `Find the ${n}th term.`;
  if (more) {
    const step = /^(?:fewer|less)$/i.test(more[2] as string) ? `-${more[1]}` : (more[1] as string);
    return `The first term of an arithmetic sequence is ${start.value} and the common difference is ${step}. ${goal}`;
  }
  const word = (factor?.[1] as string).toLowerCase();
  const ratio = word.startsWith('doubl') ? '2' : word.startsWith('tripl') ? '3' : '1/2';
  return `The first term of a geometric sequence is ${start.value} and the common ratio is ${ratio}. ${goal}`;
}
