import { numberOf } from './number-words';

/**
 * Sentences about "a number" as equations: "Twice a number plus 5 is 17" → 2*(n) + 5 = 17, "Three times a number
 * minus 4 equals 11", "5 less than a number is 12", "the sum of a number and 8 is 20". Null when the sentence is
 * not made only of such phrases (every word must be read, or nothing is returned).
 */

// Binary phrases, loosest first; each side is read again. `flip` puts the operands the other way round.
const LEVELS: { words: string; op: string; flip?: boolean }[][] = [
  [
    { words: 'more than', op: '+', flip: true },
    { words: 'greater than', op: '+', flip: true },
    { words: 'less than', op: '-', flip: true },
    { words: 'fewer than', op: '-', flip: true },
    { words: 'subtracted from', op: '-', flip: true },
    { words: 'added to', op: '+', flip: true },
    { words: 'increased by', op: '+' },
    { words: 'decreased by', op: '-' },
    { words: 'reduced by', op: '-' },
    { words: 'plus', op: '+' },
    { words: 'minus', op: '-' },
  ],
  [
    { words: 'multiplied by', op: '*' },
    { words: 'divided by', op: '/' },
    { words: 'times', op: '*' },
  ],
];

const MULTIPLIERS: Record<string, string> = { twice: '2', double: '2', triple: '3', thrice: '3', half: '1/2' };

/** One side of the sentence as an expression in n, or null when a word is left unread. */
function phrase(text: string, depth = 0): string | null {
  const t = text
    .trim()
    .replace(/^(?:the|a|an)\s+(?=(?:sum|difference|product|quotient|square|cube|reciprocal|opposite|absolute)\b)/i, '');
  if (!t || depth > 12) return null;
  if (/^(?:a|the|some|an unknown|a certain|the unknown) number$|^n$|^x$/i.test(t)) return 'n';
  // A number in figures stays as written (2.5, not 5/2), so the reading keeps every number of the sentence.
  if (/^-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?$/.test(t)) return t.includes('/') ? `(${t})` : t;
  // Math written as math among the words ("(2 + 3/5)", "40*10^(-2)") is kept as it is.
  if (/^[\d\s+\-*/^().]+$/.test(t) && /\d/.test(t) && !/^[\d.]+$/.test(t)) return `(${t})`;
  const value = numberOf(t);
  if (value) return value.d === 1n ? `${value.n}` : `(${value.n}/${value.d})`;
  for (const level of LEVELS) {
    // The last operator of the loosest level splits: "a number minus 4 plus 2" is (n − 4) + 2.
    let best: { at: number; op: (typeof level)[number] } | null = null;
    for (const op of level) {
      const re = new RegExp(`\\s${op.words}\\s`, 'gi');
      for (const m of t.matchAll(re)) if (!best || (m.index ?? 0) > best.at) best = { at: m.index ?? 0, op };
    }
    if (best) {
      const [left, right] = [t.slice(0, best.at), t.slice(best.at + best.op.words.length + 2)];
      // "the absolute value of three minus ten", "the square root of nine plus sixteen": said aloud, the sum may be
      // inside or outside; no reading is given.
      if (/^(?:the\s+)?(?:(?:positive\s+)?square root|cube root|absolute value)\s+of\b/i.test(left)) return null;
      // "3 times a number" needs a number before "times": "twice" and the like are read below.
      const a = phrase(left, depth + 1);
      const b = phrase(right, depth + 1);
      if (!a || !b) return null;
      return best.op.flip ? `(${b}) ${best.op.op} (${a})` : `(${a}) ${best.op.op} (${b})`;
    }
  }
  const pair = /^(sum|difference|product|quotient)\s+(?:of|between)\s+(.+?)\s+and\s+(.+)$/i.exec(t);
  if (pair) {
    const [a, b] = [phrase(pair[2] as string, depth + 1), phrase(pair[3] as string, depth + 1)];
    const op = { sum: '+', difference: '-', product: '*', quotient: '/' }[(pair[1] as string).toLowerCase()] as string;
    return a && b ? `(${a}) ${op} (${b})` : null;
  }
  const power = /^(square|cube)\s+of\s+(.+)$/i.exec(t);
  const powered = /^(.+?)\s+(squared|cubed)$/i.exec(t);
  if (power || powered) {
    const e = phrase((power ? power[2] : powered?.[1]) as string, depth + 1);
    const square = /^square/i.test((power ? power[1] : powered?.[2]) as string);
    return e ? `(${e})^${square ? 2 : 3}` : null;
  }
  const scaled = /^(twice|double|triple|thrice|half)\s+(?:of\s+)?(.+)$/i.exec(t);
  if (scaled) {
    const e = phrase(scaled[2] as string, depth + 1);
    return e ? `${MULTIPLIERS[(scaled[1] as string).toLowerCase()]}*(${e})` : null;
  }
  return quantityPhrase(t, depth);
}

/** Percents, fractions, roots, powers and "A of B" ("two thirds of ninety", "40% of 3/4 of 200"). */
function quantityPhrase(t: string, depth: number): string | null {
  const percent = /^(\d+(?:\.\d+)?)\s*(?:%|percent|per cent)$/i.exec(t);
  if (percent) return `(${percent[1]}/100)`;
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (mixed) return `(${mixed[1]} + ${mixed[2]}/${mixed[3]})`;
  const unary = /^(reciprocal|(?:positive )?square root|negative|opposite|absolute value)\s+of\s+(.+)$/i.exec(t);
  if (unary) {
    const e = phrase(unary[2] as string, depth + 1);
    const op = (unary[1] as string).toLowerCase();
    if (!e) return null;
    return op === 'reciprocal'
      ? `1/(${e})`
      : op.endsWith('square root')
        ? `sqrt(${e})`
        : op === 'absolute value'
          ? `abs(${e})`
          : `-(${e})`;
  }
  const power =
    /^(.+?)\s+(?:to the power of|raised to the power of|raised to|to the)\s+(.+?)(?:\s*(?:st|nd|rd|th))?(?:\s+power)?$/i.exec(
      t,
    );
  if (power) {
    const [a, b] = [phrase(power[1] as string, depth + 1), phrase(power[2] as string, depth + 1)];
    return a && b ? `(${a})^(${b})` : null;
  }
  // "A of B" where A is a share: a fraction, a percent, a number in words.
  const of = /^(.+?)\s+of\s+(.+)$/i.exec(t);
  if (of) {
    const share = phrase(of[1] as string, depth + 1);
    const whole = phrase(of[2] as string, depth + 1);
    return share && whole && !/\bn\b/.test(share) ? `(${share})*(${whole})` : null;
  }
  return null;
}

/**
 * An arithmetic question in words: "What is seventeen times twenty-three?", "What is two thirds of ninety?", "the
 * reciprocal of 2 3/5", "40% of 3/4 of 200". Every word must be read; null otherwise.
 */
export function wordArithmetic(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 300) return null;
  const m =
    /^(?:what is|what's|whats|calculate|compute|evaluate|find|work out|how much is|give)\s+(?:the value of\s+)?(.+?)\s*[?.]?$/i.exec(
      t,
    );
  // "seventeen times twenty-three", "two and a third multiplied by one and a half = ?": no verb, an operator word.
  const bare = m
    ? null
    : /^(.+?\b(?:times|plus|minus|divided by|multiplied by|over)\b.+?)\s*(?:=\s*\?*)?\s*[?.]?$/i.exec(t);
  const asked = m?.[1] ?? bare?.[1];
  // Math alone (no word to read) is the other solvers'.
  if (!asked || !/[a-z]{2,}/i.test(asked.replace(/\b(?:sqrt|abs)\b/g, ''))) return null;
  const e = phrase(asked);
  return e && !/\bn\b/.test(e) ? `Calculate ${e}` : null;
}

const RELATION = /\s+(?:is equal to|is the same as|equals|is|gives|results in|makes|was|will be)\s+/i;

export function numberSentence(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!/\bnumber\b/i.test(t) || t.length > 300) return null;
  // The statement, then the question about it ("What is the number?", "Find the number.").
  const m =
    /^(?:if\s+)?(.+?)[.,;]?\s*(?:what is (?:the|this) number|find (?:the|this) number|what is it|find it|what number is it|determine the number)\s*[?.]?$/i.exec(
      t,
    );
  const statement = (m?.[1] ?? '').replace(/[.?]$/, '');
  if (!statement) return null;
  const steps = inSteps(statement);
  if (steps) return `Solve ${steps} for n`;
  // "A number divided by 3, plus 8, equals 12": commas between the parts of one side.
  const sides = statement.replace(/,\s*/g, ' ').split(RELATION);
  if (sides.length !== 2) return null;
  const [left, right] = [phrase(sides[0] as string), phrase(sides[1] as string)];
  if (!left || !right || !`${left} ${right}`.includes('n')) return null;
  return `Solve ${left} = ${right} for n`;
}

// What is done to the number, as a step: "doubled", "increased by 9", "divided by 4".
const STEP = /^(doubled|tripled|halved|squared|cubed|(increased|decreased|reduced|multiplied|divided) by (.+))$/i;
const OUTCOME =
  /[,;]?\s*(?:and\s+)?(?:the (?:result|answer|outcome)|you get|we get|this gives|that gives|it becomes|it gives)\s*(?:is|equals|will be|would be|becomes|of)?\s+(.+)$/i;

/**
 * The number put through steps, then the outcome: "When half of a number is increased by 7, the result is 19",
 * "a number is doubled and then increased by 9, the result is 41", "If 4 is subtracted from twice a number, the
 * result is 10". The steps apply in the order written; every word must be read.
 */
function inSteps(statement: string): string | null {
  const t = statement.replace(/^(?:when|if)\s+/i, '');
  const outcome = OUTCOME.exec(t);
  if (!outcome) return null;
  const right = phrase(outcome[1] as string);
  const body = t.slice(0, outcome.index).trim();
  // "4 is subtracted from twice a number", "5 is added to a number": one step, the other way round.
  const onto = /^(.+?) is (subtracted from|added to) (.+)$/i.exec(body);
  if (onto) {
    const [a, b] = [phrase(onto[1] as string), phrase(onto[3] as string)];
    const op = /^sub/i.test(onto[2] as string) ? '-' : '+';
    return a && b && right && b.includes('n') ? `(${b}) ${op} (${a}) = ${right}` : null;
  }
  const done = /^(.+?) is (.+)$/i.exec(body);
  if (!done || !right) return null;
  let e = phrase(done[1] as string);
  if (!e?.includes('n')) return null;
  for (const part of (done[2] as string).split(/,?\s+and then\s+|,?\s+then\s+|,\s*(?:and\s+)?|\s+and\s+/i)) {
    const step = STEP.exec(part.trim());
    if (!step) return null;
    const word = (step[1] as string).toLowerCase();
    const by = step[3] === undefined ? null : phrase(step[3]);
    if (step[3] !== undefined && !by) return null;
    const op = { increased: '+', decreased: '-', reduced: '-', multiplied: '*', divided: '/' }[
      (step[2] ?? '').toLowerCase()
    ];
    e = op
      ? `(${e}) ${op} (${by})`
      : ({ doubled: `2*(${e})`, tripled: `3*(${e})`, halved: `(${e})/2`, squared: `(${e})^2`, cubed: `(${e})^3` }[
          word
        ] ?? null);
    if (!e) return null;
  }
  return `${e} = ${right}`;
}
