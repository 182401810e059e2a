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

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/**
 * "$15 in the first week, $19 in the second week, $23 in the third, and so on": the terms listed by their
 * ordinals, then "the sum after 20 weeks" or "in week 20". Null unless every number is a term or the n asked.
 */
function listedStory(t: string): string | null {
  const terms: string[] = [];
  for (const [k, word] of ORDINALS.entries()) {
    const m =
      new RegExp(String.raw`${N}(?:\s+[a-z-]+){0,3}?\s+(?:on|in|for|during)\s+the\s+${word}\b`, 'i').exec(t) ??
      new RegExp(String.raw`\b(?:on|in|during)\s+the\s+${word}\s+${PERIOD},?\s+(?:[a-z']+\s+){0,4}?${N}`, 'i').exec(t);
    if (!m) break;
    if (k > 0 && t.indexOf(m[0]) < t.indexOf(terms.length ? `${terms.at(-1)}` : '')) break;
    terms.push(m[1] as string);
  }
  if (terms.length < 3 || !/\band so on\b|\band so forth\b|…|\.\.\./i.test(t)) return null;
  const question = t.slice(Math.max(0, t.search(/[^.?!]*\?\s*$/)));
  const sum = new RegExp(String.raw`\b(?:after|over|in|for)\s+(?:the\s+)?(?:first\s+)?(\d+)\s+${PERIOD}s\b`, 'i').exec(
    question,
  );
  const total = /\b(?:altogether|in total|total|in all|saved|save|sum|so far)\b/i.test(question);
  const term = new RegExp(
    String.raw`\b(?:in|on|during)\s+(?:the\s+)?${PERIOD}\s+(\d+)\b|\b(\d+)(?:st|nd|rd|th)\s+${PERIOD}\b`,
    'i',
  ).exec(question);
  const n = total ? sum?.[1] : (term?.[1] ?? term?.[2]);
  if (!n) return null;
  // "each week $4 more than the week before": a step the list already shows.
  const step = new RegExp(String.raw`${N}\s+(?:more|less|fewer)\b`, 'i').exec(t);
  const count = (t.match(/\d+(?:\.\d+)?/g) ?? []).length;
  if (count !== terms.length + 1 + (step ? 1 : 0)) return null;
  const list = `${terms.join(', ')}, ...`;
  const goal = total ? `Find the sum of the first ${n} terms.` : `Find the ${n}th term.`;
  // The step told is kept, and checked against the terms by the solver.
  const d = step ? `${/less|fewer/i.test(step[0]) ? '-' : ''}${step[1]}` : null;
  return d ? `The sequence ${list} has common difference ${d}. ${goal}` : `The sequence ${list}. ${goal}`;
}

export function sequenceStory(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 500) return null;
  const listed = listedStory(t);
  if (listed) return listed;
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
