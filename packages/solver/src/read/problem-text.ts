import { examWording } from './exam-wording';
import { learnerWording } from './learner-phrases';
import { baseWords } from './base-words';
import { derivativeForm, integralWords } from './calculus-wording';
import { canonicalWording } from './vocabulary';
import { COURTESY, withoutCourtesy } from './courtesy';
import {
  absoluteBars,
  arcNames,
  baseNumerals,
  bigOperators,
  fractionsAroundDivision,
  logBases,
  mixedNumbers,
  primes,
  repeatingDecimals,
  sequenceTerms,
  thousands,
  trigPowers,
  gluedFunctions,
  timesLetter,
  vulgarFractions,
  semicolonMatrices,
  latexModulo,
  prefixedCounting,
} from './notation';
import { fromLatex } from '../latex-input';
import { latexToPlain } from './latex-parse';
import { SUPERSCRIPTS, toPlainMath } from './plain-math';
import { ESCAPED_DOLLAR, typesetMarks } from './typeset-marks';
import { definedOperation } from './defined-operation';
import { matrixEquation } from './matrix-equation';

/**
 * The reader's first pass: a problem as typed, pasted or recognised from a photo (words, plain math, LaTeX,
 * Unicode math, or a mix) in the one plain form the solvers read. Math segments are converted, courtesy words
 * dropped, and the goal put first: "solve for x: …" → "Solve … for x"; "if f(x) = …, find f(3)" → "Let f(x) = ….
 * What is f(3)?"; a bare equation or inequality → "Solve …". `plain` is the problem with only its math converted,
 * against which a reading is held (no number of it may be left out).
 */
export interface ProblemText {
  plain: string;
  text: string;
}

/** One LaTeX segment in plain syntax: compute-engine's parse first, the hand-written converter when it refuses. */
function mathOf(latex: string): string {
  const parsed = latexToPlain(latex);
  if ('text' in parsed) return parsed.text;
  const converted = fromLatex(latex);
  return converted === latex ? toPlainMath(latex, { forEngine: true }) : converted;
}

/** A calculus wording from the parser replaces a generic verb before it ("Evaluate ∫…" is "Integrate …"). */
const joinWords = (words: string, math: string) =>
  /^\s*(?:Integrate|Find the limit|d\/d|d\^\d|Sum of|Product of)/.test(math) &&
  /^(?:evaluate|find|compute|calculate|what is|work out|determine|solve)?\s*(?:the\s+)?(?:value of\s+)?$/i.test(
    words.trim(),
  )
    ? math
    : `${words}${math}`;

const MONEY = '\uE000';

/** "$40 to $50" is money, not a math segment: a $ before a number whose "segment" holds words or ends before a digit. */
function protectMoney(text: string): string {
  return text.replace(/\$(?=\d)([^$]*)(?=\$(\d)?)/g, (whole, inner: string, digitAfter?: string) =>
    digitAfter !== undefined || /\s[a-z]{2,}(?:\s|$)/i.test(inner) ? `${MONEY}${inner}` : whole,
  );
}

/** "for y = x⁴ − 3x²" beside a LaTeX segment: its powers and minus signs, the only Unicode math read among words. */
const unicodePowers = (text: string) =>
  text
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+/g, (run) => `^(${[...run].map((c) => SUPERSCRIPTS[c]).join('')})`)
    .replace(/(?<=[\d\w)\s])−(?=[\s\d\w(])/g, '-');

/** $…$, $$…$$, \(…\), \[…\]: each math segment converted on its own, the words around it kept. */
function convertSegments(raw: string): string {
  return convertMath(protectMoney(raw)).replaceAll(MONEY, '$');
}

function convertMath(text: string): string {
  const segments = /\$\$([\s\S]+?)\$\$|\$([^$]+?)\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;
  if (segments.test(text)) {
    segments.lastIndex = 0;
    let out = '';
    let at = 0;
    for (const m of text.matchAll(segments)) {
      out = joinWords(
        out + unicodePowers(text.slice(at, m.index)),
        ` ${mathOf((m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim())} `,
      );
      at = (m.index ?? 0) + m[0].length;
    }
    return out + unicodePowers(text.slice(at));
  }
  if (!/\\[A-Za-z]/.test(text)) return fromLatex(text);
  // LaTeX without delimiters, after words or alone: "Find \frac{d}{dx} \sin(x^2)".
  const lead = /^((?:[A-Za-z]{2,}[,:]?\s+)*)(\\[\s\S]*|[^A-Za-z\s][\s\S]*)$/.exec(text);
  if (lead && !/[A-Za-z]{3,}\s+[A-Za-z]{3,}/.test((lead[2] as string).replace(/\\[A-Za-z]+/g, ''))) {
    const parsed = latexToPlain(lead[2] as string);
    if ('text' in parsed) return joinWords(lead[1] as string, parsed.text);
  }
  return fromLatex(text);
}

const EQUATION_LINE = /^[^=<>≤≥]*[=<>≤≥][^=]*$/;

/** Equations on separate lines, or joined by "and" or ";", are one system, separated by commas. */
function joinSystem(text: string): string {
  const lines = text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  // The equations: every line, or all but a heading ("Solve:") and a question after them ("what are p, q and r?").
  const first = EQUATION_LINE.test(lines[0] ?? '') ? 0 : 1;
  const last = EQUATION_LINE.test(lines.at(-1) ?? '') ? lines.length : lines.length - 1;
  const equations = lines.slice(first, last);
  if (equations.length > 1 && equations.every((l) => EQUATION_LINE.test(l))) {
    const heading = first ? `${(lines[0] as string).replace(/:\s*$/, '')} ` : '';
    const question = last < lines.length ? `. ${lines.at(-1)}` : '';
    return `${heading}${equations.join(', ')}${question}`;
  }
  return lines.join(' ');
}

const RELATION = /(?<![<>!=])=(?!=)|<=|>=|<|>|≤|≥/;
const isRelation = (s: string) =>
  RELATION.test(s) && !/[a-z]{3,}\s*[a-z]{3,}/i.test(s.replace(/\b(?:sqrt|sin|cos|tan|log|ln|exp|abs|pi)\b/g, ''));

/** The goal first, in the wording the solvers read. */
function goalFirst(text: string): string {
  let t = text.trim().replace(/\s+/g, ' ');
  for (const pattern of COURTESY) t = t.replace(pattern, '').trim();
  // "solve for x: 2(x + 3) = 14", "find x: …", "solve for x and y: …".
  const forVariable =
    /^(?:solve|find|determine)\s+(?:for\s+)?([a-z])(?:\s+and\s+[a-z](?:\s+and\s+[a-z])?)?\s*[:,]\s*(.+)$/i.exec(t);
  if (forVariable) forVariable[2] = (forVariable[2] as string).replace(/\s*[.?!]\s*$/, '');
  if (forVariable && isRelation(forVariable[2] as string)) {
    const system = (forVariable[2] as string).includes(',') || /\band\b/.test(forVariable[0].split(':')[0] ?? '');
    // Equations joined by "and" or ";" are one system.
    const equations = (forVariable[2] as string).replace(/\s*;\s*|\s+and\s+(?=[^,]*[=<>])/g, ', ');
    return system || equations !== forVariable[2]
      ? `Solve ${equations}`
      : `Solve ${forVariable[2]} for ${forVariable[1]}`;
  }
  // "Solve the system: …", "Solve the simultaneous equations …", "Solve the equation …", "Solve the inequality …".
  t = t.replace(
    /^(solve|find the solutions? (?:of|to)|find the roots? of|find the zeros? of|what are the solutions? (?:of|to))\s+(?:the\s+)?(?:following\s+)?(?:system(?: of (?:linear )?equations)?|simultaneous equations|equations?|inequalit(?:y|ies))\s*:?\s*/i,
    'Solve ',
  );
  // "find the roots of x^2 - 4x - 1 = 0", "what are the solutions of …", "find the real solution of …".
  // A system in brackets (from \begin{cases}): "Solve [5*x + 2*y = 3, x - y = 2]".
  t = t.replace(/^(Solve )?\[(.+=.+)\]$/i, (_, solve?: string, body?: string) => `${solve ?? ''}${body}`);
  const realRoots =
    /^(?:find|what are|give|determine)\s+(?:all\s+)?the\s+real\s+(?:roots?|zeros?|solutions?)\s+(?:of|to)\s+(.+?)\s*[?.]?$/i.exec(
      t,
    );
  if (realRoots) return `Solve ${realRoots[1]} over the reals`;
  t = t.replace(
    /^(?:find|what are|give|determine)\s+(?:all\s+)?the\s+(?:roots?|zeros?|solutions?)\s+(?:of|to)\s+/i,
    'Solve ',
  );
  // x-intercepts are where y = 0: "x-intercepts of y = x^2 - 5x + 6", "x-intercept of the line 2x + 3y = 12".
  const xIntercept =
    /^(?:find |what (?:is|are) |which (?:is|are) )?(?:the )?x[- ]?intercepts? of\s+(?:the (?:line|graph|curve|parabola|function)\s+)?(?:(?:y|[a-z]\(x\))\s*=\s*)?(.+?)\s*[?.]?$/i.exec(
      t,
    );
  if (xIntercept) {
    const body = xIntercept[1] as string;
    return body.includes('=')
      ? `Solve ${body.replace(/(?<![a-z])y(?![a-z])/g, '(0)')} for real x`
      : `Solve ${body} = 0 for real x`;
  }
  // The y-intercept of a curve given implicitly ("2x + 3y = 12"): where x = 0.
  const yIntercept =
    /^(?:find |what (?:is|are) |which (?:is|are) )?(?:the )?y[- ]?intercepts? of\s+(?:the (?:line|graph|curve|parabola|function)\s+)?(.+?)\s*[?.]?$/i.exec(
      t,
    );
  // A function's own name ("h(x) = …") is not an unknown to solve for: that is f(0), for the function solvers.
  if (yIntercept && /^\s*[a-z]\(x\)\s*=/.test(yIntercept[1] as string))
    return `Find the y-intercept of ${(yIntercept[1] as string).replace(/^\s*[a-z]\(x\)\s*=\s*/, 'y = ')}`;
  if (yIntercept && /=/.test(yIntercept[1] as string) && !/^\s*y\s*=/.test(yIntercept[1] as string))
    return `Solve ${(yIntercept[1] as string).replace(/(?<![a-z])x(?![a-z])/g, '(0)')} for y`;
  const derivative = derivativeForm(t);
  if (derivative) return derivative;
  // Limits in any of the ways they are typed: "lim x→2 f", "lim_{x->3} f", "limit x->0 of f", "limit as x
  // approaches 0 of f", "lim f as x -> 1"; a side ("from the right") is kept.
  const lead = String.raw`^(?:(?:find|evaluate|compute|calculate|determine|what is|use l'h[oô]pital'?s rule(?: to find)?)\s*:?\s+)?(?:the\s+)?`;
  const arrow = String.raw`\s*(?:->|→|\\to|approaches|goes to|tends to|tends towards)\s*`;
  const limitForms: [RegExp, [number, number, number]][] = [
    [
      new RegExp(
        String.raw`${lead}lim(?:it)?\s*_?\{?\s*([a-z])${arrow}([^\s}]+?)\s*\}?\s+(?:of\s+)?(.+?)(\s+from the (?:right|left))?$`,
        'i',
      ),
      [3, 1, 2],
    ],
    [
      new RegExp(
        String.raw`${lead}(?:limit|lim) as ([a-z])${arrow}(.+?)\s+of\s+(.+?)(\s+from the (?:right|left))?$`,
        'i',
      ),
      [3, 1, 2],
    ],
    [
      new RegExp(
        String.raw`${lead}lim(?:it)?\s+(?!of\b)(.+?)\s+as\s+([a-z])${arrow}(.+?)(\s+from the (?:right|left))?$`,
        'i',
      ),
      [1, 2, 3],
    ],
    [
      new RegExp(String.raw`${lead}limit of\s+(.+?)\s+as\s+([a-z])${arrow}(.+?)(\s+from the (?:right|left))?$`, 'i'),
      [1, 2, 3],
    ],
  ];
  for (const [pattern, [f, v, a]] of limitForms) {
    const m = pattern.exec(t.replace(/[?.]\s*$/, ''));
    if (m)
      return `Find the limit of ${m[f]} as ${m[v]} approaches ${(m[a] as string).replace(/^infinity$|^∞$/i, 'oo')}${m[4] ?? ''}`;
  }
  // "for which x is x^2 + 4 < 0?"
  t = t.replace(/^for (?:which|what) (?:values? of )?([a-z]) (?:is|does)\s+(.+)$/i, 'Solve $2');
  // "x/3 + 2 = 5, find x", "4^x = 8, what is x?", "… Solve for x."
  const trailing =
    /^(?:if\s+|given\s+(?:that\s+)?)?(.+?)[,.;]?\s+(?:find|what is|solve for|determine|calculate)\s+([a-z])\s*[?.]?$/i.exec(
      t,
    );
  if (trailing && isRelation(trailing[1] as string) && !/^(?:let|suppose)\b/i.test(t))
    return `Solve ${trailing[1]} for ${trailing[2]}`;
  // Several equations joined by "and" or ";" are a system.
  if (/^solve\s/i.test(t) || isRelation(t)) t = t.replace(/\s*;\s*|\s+and\s+(?=[^,]*[=<>])/g, ', ');
  // A bare equation or inequality is to be solved.
  if (
    isRelation(t) &&
    !/=\s*\?/.test(t) &&
    !/^[a-z]+\b/i.test(t.replace(/^(?:sqrt|sin|cos|tan|log|ln|exp|abs|e)\b/i, ''))
  )
    return `Solve ${t}`;
  if (isRelation(t) && /^[a-z]\s*[(=<>≤≥]|^[a-z]\s*[+\-*/^]/i.test(t) && !/\b(?:find|what|is|are|of|the)\b/i.test(t))
    return `Solve ${t}`;
  return t;
}

/** Definitions stated before or after the question: "if f(x) = 2x + 3, find f(4)", "(f∘g)(2) where f(x) = …". */
function givensFirst(text: string): string {
  const definitions =
    // A function of a lower-case variable: f(x), g(t), F(x); P(A) is a probability, not a definition.
    /\b([A-Za-z])\s*\(\s*([a-z])\s*\)\s*=\s*([^,;]+?)(?=\s*(?:,|;|\b[Aa]nd\b|\.\s|\.$|$|\s+[A-Za-z]\s*\(\s*[a-z]\s*\)\s*=|\s+(?:[Ff]ind|[Ww]hat|[Ee]valuate|[Cc]alculate|[Dd]etermine|[Cc]ompute|[Gg]ive)\b))/g;
  const all = [...text.matchAll(definitions)];
  // "f(x) = −9" after f is defined is an equation to solve, not a second definition.
  const found = all.filter(
    (m, i) =>
      !(
        all.slice(0, i).some((d) => d[1] === m[1]) &&
        /^[-−]?\d+(?:\.\d+)?(?:\/\d+)?\s*\??$/.test((m[3] as string).trim())
      ),
  );
  if (found.length === 0) return text;
  let rest = text;
  for (const m of found) rest = rest.replace(m[0], ' ');
  const lets = found.map((m) => `Let ${m[1]}(${m[2]}) = ${(m[3] as string).trim()}.`).join(' ');
  // "… find x when f(x) = −9", "for what value of x is f(x) = 3?": the equation of the defined function, solved.
  const equation = /\b([A-Za-z])\s*\(\s*([a-z])\s*\)\s*=\s*([-−]?\d+(?:\.\d+)?(?:\/\d+)?)(?!\d|\.\d)/.exec(rest);
  if (
    equation &&
    found.some((m) => m[1] === equation[1]) &&
    /\b(?:solve|when|for what|for which|such that|so that|values? of [a-z]|find [a-z]\b)/i.test(rest)
  )
    return `${lets} Solve ${equation[1]}(${equation[2]}) = ${equation[3]} for ${equation[2]}.`;
  rest = rest
    .replace(/\b(?:if|given(?: that)?|where|when|suppose|let)\b/gi, ' ')
    .replace(/\band\b/gi, ' ')
    .replace(/[,;]|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // (f∘g)(2) → f(g(2)); "f(-2)=?" → f(-2).
  rest = rest
    .replace(/\(\s*([a-z])\s*(?:∘|o|circ)\s*([a-z])\s*\)\s*\(([^()]*)\)/g, '$1($2($3))')
    .replace(/\s*=\s*\?\s*$/, '');
  const question =
    /^(?:find|what is|what's|evaluate|calculate|determine|compute|give|work out)\s+(.+?)\??$/i.exec(rest)?.[1] ??
    rest.replace(/\?$/, '');
  if (!/^[-+*/^()\w\s.]+$/.test(question) || !/[a-z]\s*\(/i.test(question)) return text;
  return `${lets} What is ${question.trim()}?`;
}

/** "f^{-1}(x)" comes out of the LaTeX reader as f^(-1)*(x): the inverse function named, as typed. */
const inverseNames = (text: string) =>
  text.replace(/\b([a-z])\^\(-1\)\s*\*?\s*\(/gi, '$1^-1(').replaceAll(ESCAPED_DOLLAR, '$');

export function readProblemText(raw: string): ProblemText {
  // Each pass on the whole text, in order: systems joined, fractions grouped, math converted, then the notation.
  const passes = [
    typesetMarks,
    learnerWording,
    examWording,
    prefixedCounting,
    withoutCourtesy,
    primes,
    baseNumerals,
    baseWords,
    semicolonMatrices,
    latexModulo,
    repeatingDecimals,
    vulgarFractions,
    timesLetter,
    bigOperators,
    sequenceTerms,
    thousands,
    fractionsAroundDivision,
    convertSegments,
    inverseNames,
    matrixEquation,
    mixedNumbers,
    absoluteBars,
    logBases,
    arcNames,
    gluedFunctions,
    trigPowers,
    definedOperation,
    canonicalWording,
    integralWords,
  ];
  const plain = passes
    .reduce((text, pass) => pass(text), joinSystem(raw.trim()))
    .replace(/\s+/g, ' ')
    .trim()
    // A math segment's closing punctuation ("… = 8$.") ends the sentence, not the math.
    .replace(/\s+([.?!,;:])(?=\s|$)/g, '$1');
  if (/^(?:let|suppose)\b/i.test(plain)) {
    // "Let f(x) = x + 3 and g(x) = x²": each definition its own statement.
    const text = plain
      .replace(/(\b[a-z]\([a-z]\)\s*=\s*[^.;]+?)\s+and\s+(?=[a-z]\([a-z]\)\s*=)/gi, '$1. Let ')
      .replace(/\(\s*([a-z])\s*(?:∘|o|circ)\s*([a-z])\s*\)\s*\(([^()]*)\)/g, '$1($2($3))');
    return { plain, text };
  }
  const withGivens = givensFirst(plain);
  return { plain, text: withGivens === plain ? goalFirst(plain) : withGivens };
}
