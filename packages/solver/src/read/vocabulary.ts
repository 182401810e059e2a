import { NOTATION_PHRASES } from './notation-phrases';
import { QUESTION_PHRASES } from './vocabulary-phrases';
import { EVERYDAY_PHRASES } from './everyday-phrases';
import { unitNamed } from '../solvers/units';
import { numberOf } from './number-words';
import { spelledNumbers } from './goal-reader';
import { numberSentence } from './number-sentence';
import { clockStory, timeWords } from './clock-story';
import { trialStory } from './trial-story';
import { CLOCK_FORMAT } from './reading';
import { percentStory } from './percent-story';
import { countingStory } from './counting-story';

/**
 * One wording for each thing students say several ways: abbreviations (gcd, hcf, lcm, det, mod), labels with a
 * colon ("Factor completely: …"), arithmetic in words ("multiply 3.2 by 0.15", "the sum of 3 and 4"), roots in
 * words, fractions of a quantity, and blanks to fill ("12.6 / 0.3 = ?", "5000 mg = ___ g").
 */

// Plain arithmetic with no words in it: operands of the verbs below.
const NUM = String.raw`[-+*/^().\d\s√π]*\d[-+*/^().\d\s√π]*`;
const VERBS =
  'factor|factorise|factorize|expand|simplify|divide|multiply|add|subtract|sort|order|arrange|evaluate|calculate|compute|rationali[sz]e|differentiate|integrate|convert|round|graph|plot|combine|reduce|write|express|find|solve|true or false|determine';

const ROOT_INDEX: Record<string, number> = { square: 2, cube: 3, fourth: 4, fifth: 5, sixth: 6 };

// The rewrites, question wordings first, then notations and abbreviations (vocabulary-phrases.ts).
const phrases = [...EVERYDAY_PHRASES, ...QUESTION_PHRASES, ...NOTATION_PHRASES];

/** "Factor completely: 2x^3 - 8x" → "Factor completely 2x^3 - 8x": a leading instruction needs no colon. */
function labelColon(t: string): string {
  const m = new RegExp(String.raw`^((?:${VERBS})\b[a-z' ]{0,40}?)\s*:\s*(?=\S)`, 'i').exec(t);
  // "find the nth term: …" keeps its colon: the head names what is asked, not an instruction.
  if (
    !m ||
    /\bthe\b/i.test(m[1] as string) ||
    /^(?:solve|find|determine)\s+(?:for\s+)?[a-z](?:\s+and\s+[a-z])*$/i.test((m[1] as string).trim())
  )
    return t;
  const head = (m[1] as string).trim();
  const rest = t.slice(m[0].length);
  if (/^true or false$/i.test(head)) return `Is ${rest.replace(/[.?]\s*$/, '')}?`;
  return `${head} ${rest}`;
}

/** Arithmetic said in words, on plain numbers only. */
function arithmeticWords(t: string): string {
  const verbs: [RegExp, (a: string, b: string) => string][] = [
    [new RegExp(String.raw`^multiply (${NUM}) (?:by|and) (${NUM})$`, 'i'), (a, b) => `(${a})*(${b})`],
    [new RegExp(String.raw`^divide (${NUM}) by (${NUM})$`, 'i'), (a, b) => `(${a})/(${b})`],
    [new RegExp(String.raw`^add (${NUM}) (?:and|to) (${NUM})$`, 'i'), (a, b) => `(${a})+(${b})`],
    [new RegExp(String.raw`^subtract (${NUM}) from (${NUM})$`, 'i'), (a, b) => `(${b})-(${a})`],
  ];
  const bare = t.replace(/[.?]\s*$/, '').trim();
  for (const [pattern, make] of verbs) {
    const m = pattern.exec(bare);
    if (m) return `Calculate ${make((m[1] as string).trim(), (m[2] as string).trim())}`;
  }
  // "Divide (3 + 4i)/(1 - 2i)", "Multiply (x + 2)(x - 3)": the verb names the operation already written out.
  const written = /^(divide|multiply|add|subtract)\s+(?!.*\b(?:by|and|to|from)\b)(.*[-+*/^()].*)$/i.exec(bare);
  if (written) {
    const algebra = /[a-hj-z]/i.test((written[2] as string).replace(/\b(?:sqrt|pi)\b/g, ''));
    return `${algebra && /^multiply$/i.test(written[1] as string) ? 'Expand' : 'Simplify'} ${written[2]}`;
  }
  return t
    .replace(
      new RegExp(String.raw`\b(?:the )?(sum|quotient) (?:of|between) (${NUM}) and (${NUM})(?=[?.,]|$)`, 'gi'),
      (_, op: string, a: string, b: string) => `(${a.trim()})${op.toLowerCase() === 'sum' ? '+' : '/'}(${b.trim()})`,
    )
    .replace(
      /\b(?:the )?(square|cube|fourth|fifth|sixth) root of (-?\d+(?:\.\d+)?|\([^()]*\))/gi,
      (whole: string, k: string, x: string) => {
        // "the cube root of 3000 to the nearest integer" is the nearest-root question, read in those words.
        if (/\bnearest\b|\bround/i.test(t)) return whole;
        const n = ROOT_INDEX[k.toLowerCase()] as number;
        return n === 2 ? `sqrt(${x})` : `(${x})^(1/${n})`;
      },
    )
    .replace(/\bcbrt\s*\(([^()]+)\)/gi, '($1)^(1/3)');
}

/** "1/3 of 42", "two thirds of 60", "half of 18": a fraction of a quantity is a product. */
function fractionOf(t: string): string {
  return t
    .replace(/(?<![\d.%])(\d+\s*\/\s*\d+) of \$?(?=\d|\()/g, '($1)*')
    .replace(
      /\b(?:([a-z]+)[- ])?(halves|half|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?) of \$?(?=\d|\()/gi,
      (whole, count: string | undefined, part: string) => {
        // "two thirds of 60" takes its count; "is half of 34" keeps the word before it.
        const counted = count ? numberOf(`${count} ${part}`) : null;
        const v = counted ?? numberOf(/^half$/i.test(part) ? 'half' : `one ${part}`);
        if (!v) return whole;
        return `${counted || !count ? '' : `${count} `}(${v.n}/${v.d})*`;
      },
    );
}

/** "A recipe needs 750 g of flour. How many kilograms is that?": the quantity converted. */
function howManyIsThat(whole: string): string {
  // "(1 cup = 8 fl oz)" after the question is the factor to use: kept after the rewritten question.
  const factor = /\s*\(\s*(?:use\s+|using\s+)?1\s+[a-z. ]+=\s*\d+(?:\.\d+)?\s*[a-z. ]+\)\s*$/i.exec(whole);
  const t = factor ? whole.slice(0, factor.index) : whole;
  const m =
    /^(?:.*?\s)?(\d+(?:\.\d+)?)\s*([a-zµ°][a-z/²³]*(?:\^\(?[23]\)?)?(?:\s(?:per|square|cubic)\s[a-z]+)?)(?![a-z])[^.?!]*[.?!]\s*(?:about\s+)?how many ([a-z /]+?) (?:is|are|was|were|does|do) (?:that|this|those|these|it|they)(?:\s+(?:make|weigh|measure|come to|equal))?\s*\??$/i.exec(
      t,
    );
  const unit = (m?.[2] ?? '').replace(/\^\((\d)\)/, '^$1');
  // Only units are converted: "15 people … how many handshakes is that" is a counting question; and only one
  // amount ("4 h 40 min and 2 h 35 min … how many hours" is a sum, not 4 h).
  return m &&
    unitNamed(unit) &&
    unitNamed((m[3] as string).trim()) &&
    (t.replace(/\^\(?[23]\)?/g, '').match(/\d+(?:\.\d+)?/g) ?? []).length === 1
    ? `Convert ${m[1]} ${unit} to ${m[3]}${factor ? factor[0] : ''}`
    : whole;
}

/** "12.6 / 0.3 = ?" is to be calculated, "5000 mg = ___ g" converted, "2, 6, 12, 20, ?" continued. */
function blanks(t: string): string {
  const sequence = /^((?:\s*-?\d+(?:\.\d+)?\s*,){3,}?)\s*(?:\?|_+|\.\.\.|…)\s*$/.exec(t);
  if (sequence) return `Find the next term of ${(sequence[1] as string).replace(/,\s*$/, '')}`;
  const m = /^(.+?)\s*=\s*(?:\?+|_+|\.\.\.|…)\s*([a-zµ°²³ /]*?)\s*[.?]?$/i.exec(t);
  if (!m || /[=<>]/.test(m[1] as string)) return t;
  const unit = (m[2] as string).trim();
  if (unit) return `Convert ${m[1]} to ${unit}`;
  return /^(?:what is|find|calculate|compute|evaluate|simplify)\b/i.test(m[1] as string)
    ? (m[1] as string)
    : `Calculate ${m[1]}`;
}

/** "2023 mod 12", "what is 100 modulo 7": the remainder. */
function modulo(t: string): string {
  const m = new RegExp(
    String.raw`^(?:(?:what is|find|calculate|compute|evaluate)\s+)?(${NUM}?)\s*(?:mod|modulo|\(mod)\s+(${NUM}?)\)?\s*[?.]?$`,
    'i',
  ).exec(t);
  return m ? `What is the remainder when ${(m[1] as string).trim()} is divided by ${(m[2] as string).trim()}?` : t;
}

const FAMILIES: Record<string, string> = {
  'positive integers': '1, 2, 3',
  'natural numbers': '1, 2, 3',
  'counting numbers': '1, 2, 3',
  'whole numbers': '1, 2, 3',
  integers: '1, 2, 3',
  'odd numbers': '1, 3, 5',
  'positive odd numbers': '1, 3, 5',
  'odd integers': '1, 3, 5',
  'positive odd integers': '1, 3, 5',
  'positive even integers': '2, 4, 6',
  'even numbers': '2, 4, 6',
  'positive even numbers': '2, 4, 6',
  'even integers': '2, 4, 6',
  'perfect squares': '1, 4, 9, 16',
  squares: '1, 4, 9, 16',
  cubes: '1, 8, 27, 64, 125',
  'perfect cubes': '1, 8, 27, 64, 125',
};

/**
 * Sequences given by a rule in words become their first terms: "first term 10 and common difference -3",
 * "a_1 = 2, r = 3", "the first 100 positive integers".
 */
function sequenceWords(t: string): string {
  const N = String.raw`(-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)`;
  const first = String.raw`(?:a_?\{?1\}?|a₁|u_?1|t_?1|(?:the )?first term)\s*(?:=|is|of)?\s*${N}`;
  const step = String.raw`(?:(?:the )?common (difference|ratio)|\b(d|r))\s*(?:=|is|of)?\s*${N}`;
  const rule = new RegExp(
    String.raw`(?:(?:with|where|whose|having|if)\s+)?${first}\s*(?:,\s*)?(?:and\s+)?${step}`,
    'i',
  );
  const m = rule.exec(t);
  let out = t;
  if (m) {
    const a = numberOf(m[1] as string);
    const k = numberOf(m[4] as string);
    const ratio = /ratio|^r$/i.test((m[2] ?? m[3]) as string);
    if (a && k) {
      const [an, ad, kn, kd] = [Number(a.n), Number(a.d), Number(k.n), Number(k.d)];
      const at = (i: number) => (ratio ? `${an * kn ** i}/${ad * kd ** i}` : `${an * kd + i * kn * ad}/${ad * kd}`);
      const terms = [0, 1, 2, 3]
        .map(at)
        .map((x) => x.replace(/\/1$/, ''))
        .join(', ');
      out = `${t.slice(0, m.index).replace(/\s+$/, '')} ${terms}, ...${t.slice(m.index + m[0].length)}`;
    }
  }
  return (
    out
      .replace(
        new RegExp(String.raw`\bsum of the first (\d+) (${Object.keys(FAMILIES).join('|')})\b`, 'i'),
        (_, n: string, family: string) => `sum of the first ${n} terms of ${FAMILIES[family.toLowerCase()]}, ...`,
      )
      // "… 5, 5/2, 5/4, …, what is the sum of the first 6 terms?": the sum asked of those terms.
      .replace(
        /^(.*?(?:sequence|progression|seq)\b)?[^,\d]*?((?:-?[\d./]+,\s*){2,}(?:\.\.\.|…))[.,]?\s*(?:what is|find|give|determine|calculate|work out) (?:the )?sum of (?:the )?first (\d+) terms\s*\??$/i,
        (whole: string, kind: string | undefined, terms: string, n: string) =>
          `Find the sum of the first ${n} terms of the ${/geometric/i.test(kind ?? '') ? 'geometric sequence' : /arithmetic/i.test(kind ?? '') ? 'arithmetic sequence' : 'sequence'} ${terms.trim()}`,
      )
      // "… 3, 3/2, 3/4, …. What is a_5?": the 5th term of those terms.
      .replace(
        /^(.*?(?:sequence|progression)\s*:?\s*)?((?:-?[\d./]+,\s*){2,}(?:\.\.\.|…))\.?\s*(?:what is|find|give|determine) (?:the )?(?:[a-z]_\{?(\d+)\}?|[a-z]\((\d+)\))\s*\??$/i,
        (whole: string, kind: string | undefined, terms: string, a?: string, b?: string) => {
          const n = Number(a ?? b);
          const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
          return `What is the ${n}${suffix} term of the ${(kind ?? '').replace(/\s*:\s*$/, '').trim() || 'sequence'} ${terms.trim()}?`;
        },
      )
  );
}

/** Every number of the text, as written: a story rewritten into one question may not drop any. */
const numbersIn = (text: string): string[] => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => m[0]);
const keepsNumbers = (before: string, after: string) => {
  const left = numbersIn(after);
  return numbersIn(before).every((n) => {
    const at = left.indexOf(n);
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
};

export function canonicalWording(written: string): string {
  // "Use the 24-hour clock." after a question with 24-hour times says how the answer is written, which it already is.
  const raw = /\b\d{1,2}:\d{2}\b(?!\s*[ap]\.?m)/i.test(written)
    ? written.replace(
        /\s*(?:(?:use|give (?:the|your) answer (?:in|using)|answer (?:in|using)) (?:the )?24[- ]hour (?:clock|time|format)(?:\s+(?:like|as|in the form)\s+hh:mm)?\.?|\(\s*24[- ]hour(?: clock| time| format)?\s*\))\s*$/i,
        '',
      )
    : written;
  const text = /\b(?:past|o'clock|noon|midnight|in the (?:morning|afternoon|evening)|at night)\b|\bquarter to\b/i.test(
    raw,
  )
    ? timeWords(raw)
    : raw;
  const story =
    numberSentence(text) ??
    percentStory(text) ??
    clockStory(text) ??
    trialStory(text) ??
    countingStory(spelledNumbers(text));
  if (story && keepsNumbers(text.replace(CLOCK_FORMAT, ' '), story)) return story;
  let t = labelColon(text.replace(/\s+/g, ' ').trim());
  for (const [pattern, replacement] of phrases)
    t = typeof replacement === 'string' ? t.replace(pattern, replacement) : t.replace(pattern, replacement);
  return modulo(blanks(howManyIsThat(fractionOf(arithmeticWords(sequenceWords(t))))))
    .replace(/\s+/g, ' ')
    .trim();
}
