import { cardinal } from './number-words';

/**
 * The reader's last pass, for wordings no solver knows: the problem is split into its math (one expression,
 * equation, inequality, list or system) and its words, and the words are read for the goal alone ("What value of
 * x satisfies …", "Use the order of operations: …", "… — what is the range of this data?"). Every word must be a
 * known instruction, filler or property name; any other word (positive, nearest, degrees, a story) may carry
 * meaning, so the problem is left to the other readers and nothing is guessed.
 */

/** Names that are math, not words. */
const MATH_NAMES = new Set(
  'sin cos tan sec csc cot arcsin arccos arctan asin acos atan sinh cosh tanh sqrt cbrt log ln exp abs pi'.split(' '),
);

/** Words that say "do the obvious thing with this math" and nothing more. */
const FILLERS = new Set(
  `the a an of for to in on as is are be and this these that its it what whats which find determine calculate
  compute evaluate work out get give show state write express use using please pls plz help me i we you can could
  would someone need want know how do does solve simplify answer result value values expression following given
  equation equations inequality inequalities system simultaneously simultaneous linear quadratic cubic polynomial
  compound all possible exact exactly simplest form completely fully data set list numbers number line curve graph
  function matrix order operations check extraneous solutions solution roots zeros complex real satisfies satisfy
  satisfying true make makes hold holds where so just quickly divide multiply your my step steps here following circle
  below above each they them both by exponential logarithmic radical rational absolute trigonometric simplfy simpify simplifiy simlify sovle slove solv evalute evaulate calcualte caculate meet intersect intersection cross substitution elimination method lines pair ordered`.split(
    /\s+/,
  ),
);

/** Property names, longest first, and the wording the solvers know for each. */
const PROPERTIES: [string, string][] = [
  ['product of prime numbers', 'prime factorization'],
  ['product of prime factors', 'prime factorization'],
  ['product of primes', 'prime factorization'],
  ['prime factorisation', 'prime factorization'],
  ['prime factorization', 'prime factorization'],
  ['prime factors', 'prime factors'],
  ['population standard deviation', 'population standard deviation'],
  ['standard deviation', 'standard deviation'],
  ['population variance', 'population variance'],
  ['variance', 'variance'],
  ['greatest common factor', 'gcd'],
  ['greatest common divisor', 'gcd'],
  ['highest common factor', 'gcd'],
  ['least common multiple', 'lcm'],
  ['lowest common multiple', 'lcm'],
  ['axis of symmetry', 'axis of symmetry'],
  ['absolute value', 'absolute value'],
  ['square root', 'square root'],
  ['y intercept', 'y-intercept'],
  ['x intercepts', 'x-intercepts'],
  ['x intercept', 'x-intercept'],
  ['average', 'mean'],
  ['mean', 'mean'],
  ['median', 'median'],
  ['mode', 'mode'],
  ['range', 'range'],
  ['gcd', 'gcd'],
  ['gcf', 'gcd'],
  ['hcf', 'gcd'],
  ['lcm', 'lcm'],
  ['slope', 'slope'],
  ['gradient', 'slope'],
  ['radius', 'radius'],
  ['centre', 'center'],
  ['center', 'center'],
  ['vertex', 'vertex'],
  ['domain', 'domain'],
  ['inverse', 'inverse'],
  ['derivative', 'derivative'],
  ['determinant', 'determinant'],
  ['modulus', 'modulus'],
  ['magnitude', 'modulus'],
  ['conjugate', 'conjugate'],
  ['divisors', 'factors'],
  ['factors', 'factors'],
];

const RELATION = /<=|>=|!=|[=<>≤≥≠]/;
/** An equation and no inequality. */
const EQUATION = /^[^<>≤≥≠!]*=[^<>≤≥≠]*$/;

interface Parts {
  math: string;
  letters: string[];
  words: string[];
}

/** The text's one piece of math and its words; null when there is no math or more than one piece of it. */
export function splitMath(text: string): Parts | null {
  const t = text
    // "… and write in a + bi form", "in standard form": the form complex answers take anyway.
    .replace(
      /\s*(?:,\s*)?(?:and\s+)?(?:(?:write|express|give)(?: it| the answer| your answer)?\s+)?in (?:the )?(?:standard |rectangular )?(?:form )?a\s*\+\s*bi(?: form)?/gi,
      '',
    )
    .replace(/\b(what|it|that|let)'s\b/gi, (_, w: string) => `${w} ${w.toLowerCase() === 'let' ? 'us' : 'is'}`)
    .replace(/\bx[- ]intercepts?\b|\by[- ]intercept\b/gi, (m) => m.replace(/[- ]/, '_'));
  const pieces: string[] = [];
  const words: string[] = [];
  let run = '';
  // "y = 2x + 1 and y = 7 - x": equations joined by "and" are one system.
  let joining = false;
  const end = () => {
    if (joining && EQUATION.test(run) && EQUATION.test(pieces.at(-1) ?? ''))
      pieces.push(`${pieces.pop()}, ${run.trim()}`);
    else if (run.trim() || !joining) pieces.push(run);
    joining = false;
    run = '';
  };
  for (const m of t.matchAll(/[A-Za-z_]+|\d+(?:\.\d+)?|\s+|./g)) {
    const token = m[0];
    const at = m.index ?? 0;
    if (/^[A-Za-z_]+$/.test(token)) {
      const lower = token.toLowerCase();
      // "2xy", "(ab)": letters run into math are products of variables; a word stands apart.
      const glued = /[\d)(^*/+\-=]/.test(t[at - 1] ?? '') || /[\d)(^*/+\-=]/.test(t[at + token.length] ?? '');
      if (token.length === 1 || MATH_NAMES.has(lower) || (token.length <= 3 && glued && !lower.includes('_'))) {
        run += token;
      } else {
        end();
        if (lower === 'and' && EQUATION.test(pieces.at(-1) ?? '')) joining = true;
        else words.push(lower.replace('_', ' '));
      }
    } else if (/^[?!:;]$/.test(token) || (token === '.' && !/\d/.test(t[at + 1] ?? ''))) end();
    else run += token;
  }
  end();
  const trimmed = pieces
    .map((p) => p.replace(/^[\s,.]+/, '').replace(/[\s,.]*(?:[-+*/=]\s*)*[\s,.]*$/, ''))
    .filter(Boolean);
  const significant = trimmed.filter((p) => /\d/.test(p) || /[-+*/^=<>≤≥|]/.test(p));
  if (significant.length !== 1) return null;
  const letters = trimmed.filter((p) => /^[A-Za-z](?:\s*,\s*[A-Za-z])*$/.test(p)).flatMap((p) => p.split(/\s*,\s*/));
  return { math: significant[0] as string, letters, words };
}

/** The property a question asks of its math, and the words left after it. */
function propertyOf(words: string[]): { name: string; rest: string[] } | null {
  const joined = ` ${words.join(' ')} `;
  for (const [phrase, name] of PROPERTIES) {
    const at = joined.indexOf(` ${phrase} `);
    if (at < 0) continue;
    const rest = `${joined.slice(0, at)} ${joined.slice(at + phrase.length + 2)}`.trim();
    return { name, rest: rest ? rest.split(/\s+/) : [] };
  }
  return null;
}

/** The problem in the one wording the solvers read, or null when its words say more than a goal. */
export function goalOfMath(text: string): string | null {
  if (text.length > 600) return null;
  const parts = splitMath(text);
  if (!parts) return null;
  const { math, letters, words } = parts;
  const property = propertyOf(words);
  const rest = property?.rest ?? words;
  if (rest.some((w) => !FILLERS.has(w))) return null;
  // "multiply 2 − i by its conjugate": an operation on the property, not the property itself.
  if (property && rest.some((w) => /^(?:multiply|divide|add|subtract|by)$/.test(w))) return null;
  if (property) {
    // A property of a function or list, never of one side of an equation to solve.
    if (/[<>≤≥]/.test(math)) return null;
    // "the modulus |6 − 8i|": the bars already say it.
    if (/^(?:modulus|absolute value)$/.test(property.name) && /^(?:abs\(.*\)|\|.*\|)$/.test(math))
      return `Find ${math}`;
    // "x² + y² − 2x + 8y − 32 = 0 circle radius??": a circle's radius or centre.
    if (/^(?:radius|center)$/.test(property.name))
      return /=/.test(math) ? `Find the ${property.name} of the circle ${math}` : null;
    return `Find the ${property.name} of ${math}`;
  }
  const has = (...ws: string[]) => ws.some((w) => words.includes(w));
  if (RELATION.test(math)) {
    // "What value of x satisfies …": one letter named, and in the math; "find p, q and r" names them all.
    const named = [...new Set(letters)].filter((v) => new RegExp(`(?<![A-Za-z])${v}(?![A-Za-z])`).test(math));
    const target = named.length === 1 ? named[0] : undefined;
    const real = has('real') && !has('complex') && /=/.test(math) && !/[<>≤≥]/.test(math);
    return `Solve ${math}${target ? ` for ${target}` : ''}${real ? ' over the reals' : ''}`;
  }
  if (has('solutions', 'solution', 'roots', 'zeros', 'satisfies', 'satisfy', 'satisfying')) {
    return /[a-z]/i.test(math) ? `Solve ${math} = 0` : null;
  }
  if (has('factor')) return `Factor ${math}`;
  if (has('expand')) return `Expand ${math}`;
  // The modulus of a complex number inside a larger expression is not simplified by the solvers: left to them.
  if (/\babs\(|\|/.test(math) && /\bi\b|\di\b/.test(math)) return null;
  const algebra = /[a-df-hj-z]/i.test(math.replace(/\b(?:sqrt|cbrt|abs|pi|sin|cos|tan|log|ln|exp)\b/gi, ''));
  return algebra || /\bi\b|\di\b/.test(math) ? `Simplify ${math}` : `Calculate ${math}`;
}

const NUMBER_WORD =
  'zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion';
// "one-third", "two fifths" are fractions (another reader's), not a whole number followed by a word.
const FRACTION_AFTER = String.raw`(?![\s-]+(?:halves|half|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|hundredths?|thousandths?)\b)`;
const NUMBER_RUN = new RegExp(
  String.raw`\b(?:${NUMBER_WORD})(?:(?:[\s-]+(?:and[\s-]+)?)(?:${NUMBER_WORD}))*\b${FRACTION_AFTER}`,
  'gi',
);

/** "fifteen percent of two hundred forty" → "15 percent of 240": whole numbers in words written in figures. */
export function spelledNumbers(text: string): string {
  return text.replace(NUMBER_RUN, (run) => {
    const n = cardinal(run);
    return n === null ? run : n.toString();
  });
}

/**
 * "212 in base 3 - what is it in base 10?", "2 1/3 × 1 3/4 - write the answer as an improper fraction": the thing
 * named before the dash put in place of "it" in the question after it, or the question alone when the rest only
 * says how to write the answer.
 */
export function dashObject(text: string): string | null {
  const m = /^(.{1,200}?)\s+[-—–]\s+((?:what|which|how|find|write|give|express|is|are|convert)\b.{1,200})$/i.exec(text);
  if (!m) return null;
  const [object, question] = [(m[1] as string).trim(), (m[2] as string).trim()];
  if (
    /\b(?:it|this|that)\b/i.test(question) &&
    !/^(?:write|give|express)\s+(?:it|the answer|your answer)\b/i.test(question)
  )
    return question.replace(/\b(?:it|this|that)\b/i, object);
  return /^(?:write|give|express)\s+(?:it|the answer|your answer)\s+(?:as|in)\b/i.test(question) ? object : null;
}

/** Words that ask for something: a sentence with one of them is part of the problem, never a preamble. */
const GOAL_WORDS =
  /\b(?:solve|find|evaluate|simplify|factor|expand|compute|calculate|work out|derivative|differentiate|integral|integrate|antiderivative|limit|graph|plot|sketch|draw|round|convert|probability|chance|mean|median|mode|range|average|percent|area|volume|perimeter|slope|how|what|which|is|are|does|do|can)\b/i;

/**
 * "Going back to school at 40 and I'm stuck: simplify √72", "Back in college after 20 years. My textbook asks for
 * …": sentences before the problem that hold no number, no math and no question are left out. Null when there are
 * none.
 */
const NUMBER_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|dozen|half|twice|double|triple|once|pair|couple)\b/i;

export function withoutPreamble(text: string): string | null {
  if (text.length > 1000) return null;
  let t = text.trim();
  for (let k = 0; k < 3; k++) {
    const m = /^([^.?!:]{3,160}?)(?:[.!:]|\?(?=\s))\s+(?=\S)/.exec(t);
    if (!m) break;
    const lead = m[1] as string;
    // A number, a math sign or a word that asks keeps the sentence ("Solve for x: …" is not a preamble).
    // A number written as a word ("sells four flavors") is a number too.
    if (/[\d=+*/^√∫π]|\\[a-z]/i.test(lead) || NUMBER_WORDS.test(lead) || GOAL_WORDS.test(lead)) break;
    t = t.slice(m[0].length);
  }
  // "… ?? order of operations confuses me": a remark after the question, with no number, math or question in it.
  const after = /^(.*[?])\s*([^?.!]{3,120})[.!]?$/.exec(t);
  // An instruction ("Answer with the size in ounces") says what to answer: kept.
  const remark = after?.[2] as string | undefined;
  if (
    remark &&
    !/[\d=+*/^√∫π]/.test(remark) &&
    !GOAL_WORDS.test(remark) &&
    !/^(?:answer|give|write|express|state|round|use|leave)\b/i.test(remark)
  )
    t = after?.[1] as string;
  return t === text.trim() ? null : t;
}

/**
 * "My phone plan is $20 a month plus $0.10 a text … Solve 20 + 0.10t ≤ 35 for t.": a story whose last sentence
 * states the math again in full. That sentence alone, when every number of the story is one of its own.
 */
export function restatedLast(text: string): string | null {
  if (text.length > 1000) return null;
  const sentences = text.trim().split(/(?<=[.!?])\s+(?=[A-Z])/);
  if (sentences.length < 2) return null;
  const last = (sentences.at(-1) as string).trim();
  if (!/^(?:solve|find|evaluate|simplify|calculate|compute|factor|expand|graph)\b/i.test(last) || !/[=<>≤≥]/.test(last))
    return null;
  const values = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const own = values(last);
  const story = values(sentences.slice(0, -1).join(' '));
  return story.every((v) => own.includes(v)) ? last : null;
}
