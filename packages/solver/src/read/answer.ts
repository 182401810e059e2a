import { SET_CLOSE, SET_OPEN, toPlainMath } from './plain-math';

/** One item of an answer: `x = 2`, `2`, `x >= 3`, `3x^2 sin x`. */
export interface AnswerPart {
  /** The name on the left of a relation (`x` in `x = 2`), or null. */
  name: string | null;
  relation: '=' | '<' | '<=' | '>' | '>=' | '!=' | null;
  /** The value or expression, in plain syntax (implicit products made explicit). */
  text: string;
}

/** An answer as written by a student or a model, read into its parts. */
export interface ReadAnswer {
  /** The whole answer in plain syntax. */
  plain: string;
  parts: AnswerPart[];
  /** "no solution", "no real solutions", ∅. */
  none: boolean;
  /** "all real numbers", "infinitely many solutions", ℝ. */
  all: boolean;
  /** An added constant of integration was written (`+ C`). */
  plusC: boolean;
  /** True/False, yes/no. */
  boolean: boolean | null;
  /** Written with a decimal point somewhere: an approximation unless it is exact. */
  decimals: boolean;
  /** An interval or a union of intervals: `[1, 3)`, `(-oo, 2) ∪ (3, oo)`. */
  intervals: { low: string; high: string; lowClosed: boolean; highClosed: boolean }[] | null;
}

// Names that are read whole inside a run of letters; anything else splits into one-letter factors (xe → x·e).
const NAMES = [
  'asinh',
  'acosh',
  'atanh',
  'asin',
  'acos',
  'atan',
  'acot',
  'asec',
  'acsc',
  'sinh',
  'cosh',
  'tanh',
  'coth',
  'sech',
  'csch',
  'abs',
  'sqrt',
  'sin',
  'cos',
  'tan',
  'sec',
  'csc',
  'cot',
  'exp',
  'log',
  'ln',
  'abs',
  'pi',
  'oo',
  'Ei',
  'Si',
  'Ci',
  'li',
  'alpha',
  'beta',
  'gamma',
  'delta',
  'theta',
  'lambda',
  'mu',
  'sigma',
  'omega',
  'phi',
];

const FUNCTIONS = new Set(NAMES.slice(0, NAMES.indexOf('abs') + 1));

/** Makes implicit products between letters explicit: `xe^x` → `x*e^x`, `3x^2sinx` → `3x^2*sin x`, `ab1x` → `a*b1*x`. */
export function splitLetters(text: string, keep: ReadonlySet<string> = new Set()): string {
  return text.replace(/[A-Za-z][A-Za-z0-9]*/g, (run) => {
    if (keep.has(run) || NAMES.includes(run)) return run;
    const pieces: string[] = [];
    let i = 0;
    while (i < run.length) {
      const name = NAMES.find((n) => run.startsWith(n, i));
      const taken = name ?? (/[A-Za-z]/.test(run[i] as string) ? (run[i] as string) : null);
      if (taken) {
        pieces.push(taken);
        i += taken.length;
      } else {
        // Digits after a letter belong to its name (x1, b1), as subscripts do.
        const digits = /^\d+/.exec(run.slice(i))?.[0] ?? '';
        if (pieces.length) pieces[pieces.length - 1] += digits;
        else pieces.push(digits);
        i += digits.length;
      }
    }
    // A function name keeps its argument: "sin x", not "sin*x".
    return pieces.reduce(
      (out, piece, k) => (k === 0 ? piece : `${out}${FUNCTIONS.has(pieces[k - 1] as string) ? ' ' : '*'}${piece}`),
      '',
    );
  });
}

const LEAD_IN =
  /^\s*(?:final answer|answer|the (?:answer|result|limit|value|sum|product|derivative|integral|antiderivative) is|the solutions? (?:is|are)|result|solution|thus|so|therefore|hence)\s*[:：,]?\s*/i;

/** Splits on commas, semicolons, "or" and "and" outside brackets: `x = 2 or x = 3`, `2, 3`, `(1, 2)` stays. */
function topLevelItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  const words = /^\s+(?:or|and)\s+/i;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if ('([{'.includes(ch) || ch === SET_OPEN) depth++;
    if (')]}'.includes(ch) || ch === SET_CLOSE) depth--;
    if (depth === 0) {
      const word = words.exec(text.slice(i));
      if (ch === ',' || ch === ';' || word) {
        items.push(current);
        current = '';
        if (word) i += word[0].length - 1;
        continue;
      }
    }
    current += ch;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter(Boolean);
}

const INTERVAL = /^([[(])\s*([^,]+?)\s*,\s*([^,]+?)\s*([\])])$/;

const MATH_WORDS = new Set([...NAMES, 'arcsin', 'arccos', 'arctan', 'cbrt', 'and', 'or', 'mod', 'gcd', 'lcm', 'erf']);

const FUNCTIONS_IN = /sin|cos|tan|sec|csc|cot|exp|log|sqrt/i;

/**
 * Words, not math: two or more free-standing words of three letters or more that name nothing and hold no
 * function name ("use the product rule"); "xsin x", "aexp(ax)" and "sin x cos x" are math.
 */
const isProse = (piece: string) =>
  (piece.match(/(?<![\w^(*/])[A-Za-z]{3,}(?![\w(^*/])/g) ?? []).filter(
    (word) => !MATH_WORDS.has(word.toLowerCase()) && !FUNCTIONS_IN.test(word),
  ).length >= 2;

/** Reads an answer written the ways students and models write them. Never throws. */
export function readAnswer(written: string, options: { keepNames?: ReadonlySet<string> } = {}): ReadAnswer {
  const stripped = written
    // LaTeX's spaces (x = 2,\ y = 1; x = 2,\; y = 1) are spaces, also where nothing else marks the text as LaTeX.
    .replace(/(?<!\\)\\[ ,;:!]/g, ' ')
    .replace(LEAD_IN, '')
    .replace(/\s*\.\s*$/, '')
    .trim()
    // "800,000" alone is one number with thousands separators, not a list of two.
    .replace(
      /^([-$]?)(\d{1,3}(?:,\d{3})+(?:\.\d+)?)$/,
      (_, sign: string, n: string) => `${sign}${n.replace(/,/g, '')}`,
    );
  const words = stripped.replace(/[*_$\\()]/g, ' ').toLowerCase();
  const none =
    /\bno (?:real )?(?:solutions?|roots?|answer)\b|\bnot? (?:have any |has no )?(?:real )?solutions?\b|∅|emptyset|varnothing|empty set/.test(
      words,
    );
  const all = /\ball real (?:numbers|values|x)\b|infinitely many|every real number|ℝ|mathbb ?\{?r\}?\b/.test(words);
  // "True", "**No**", "Yes, it is.", "No, it does not."
  const bool =
    /^\s*(true|false|yes|no)\b[\s,.!]*(?:(?:it|that|this)\s+(?:is|isn't|is not|does|doesn't|does not|can|cannot)\b[^.,;]*)?[\s.!]*$/i
      .exec(words)?.[1]
      ?.toLowerCase();
  // "25%", "180 miles", "$2.80": the number, its sign or unit words aside.
  let plain = toPlainMath(
    stripped
      .replace(/^\$\s*(?=\d)/, '')
      // Unit words stand apart from the number ("180 miles"); "2x" and "2s" (base 36) are not units.
      .replace(
        /^(-?\d(?:[\d.,/]*\d)?)(?:\s*%|\s+(?!(?:pi|sqrt|sin|cos|tan|log|ln|exp|or|and)\b)[A-Za-z]{2,}(?: [A-Za-z]{2,})*)$/,
        (m, n: string) => (/^(?:or|and)\b/i.test(m.slice(n.length).trim()) ? m : n),
      ),
  );
  // A constant of integration at the end: "+ C", "+ c", "+ K", "+ constant".
  const plusC = /\+\s*(?:C|c|K|constant)\s*$/.test(plain);
  if (plusC) plain = plain.replace(/\s*\+\s*(?:C|c|K|constant)\s*$/, '');
  plain = plain.replace(/\s*\.\s*$/, '');
  // "x ∈ {2, 3}", "x in {2, 3}": the set's members, named.
  const member = new RegExp(`^([A-Za-z]\\w*)\\s*(?:∈|\\bin\\b)\\s*${SET_OPEN}(.*)${SET_CLOSE}$`).exec(plain);
  const set = new RegExp(`^${SET_OPEN}(.*)${SET_CLOSE}$`).exec(plain);
  const listed = member ? (member[2] ?? '') : set ? (set[1] ?? '') : plain;
  const named = member?.[1] ?? null;
  const items = topLevelItems(listed.replaceAll(SET_OPEN, '(').replaceAll(SET_CLOSE, ')'));
  const intervals: NonNullable<ReadAnswer['intervals']> = [];
  const parts: AnswerPart[] = [];
  // "x = ±2", "1 ± √2": two answers.
  const expanded = items.flatMap((item) =>
    item.includes('±') ? [item.replace('±', '+'), item.replace('±', '-')] : [item],
  );
  for (const item of expanded) {
    for (const piece of item.split(/\s*∪\s*/)) {
      const interval = INTERVAL.exec(piece);
      if (interval && /oo|[[\]]/.test(piece)) {
        intervals.push({
          low: interval[2] as string,
          high: interval[3] as string,
          lowClosed: interval[1] === '[',
          highClosed: interval[4] === ']',
        });
        continue;
      }
      // x = 2; f'(x) = …, f(x) = …, dy/dx = …, y' = … (a name for what is given, not part of it).
      const relation = /^([A-Za-z]\w*'*(?:\s*\([^()]*\))?|d\w*\s*\/\s*d\w+)\s*(<=|>=|!=|=|<|>)\s*(.+)$/.exec(piece);
      if (relation) {
        parts.push({
          name: relation[1] as string,
          relation: relation[2] as AnswerPart['relation'],
          text: splitLetters(relation[3] as string, options.keepNames),
        });
      } else {
        parts.push({ name: named, relation: named ? '=' : null, text: splitLetters(piece, options.keepNames) });
      }
    }
  }
  return {
    plain,
    // Prose is not split into one-letter products: "use the rule" is not u·s·e·t·h·e·r·u·l·e.
    parts: none || all || bool || expanded.some(isProse) ? [] : parts,
    none,
    all,
    plusC,
    boolean: bool === undefined ? null : bool === 'true' || bool === 'yes',
    decimals: /\d\.\d/.test(plain),
    intervals: intervals.length ? intervals : null,
  };
}
