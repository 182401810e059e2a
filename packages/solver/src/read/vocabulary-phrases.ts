import { numberOf } from './number-words';
import { derivativeQuestion } from './derivative-question';

/** The vocabulary's rewrites (see vocabulary.ts), each a pattern and its replacement, applied in this order. */

export type Phrase = [RegExp, string | ((...m: string[]) => string)];

/** Wordings of questions: orders, counting, rounding, methods, definitions given after the question. */
/** A count in figures or words ("7", "seven"), as figures. */
const figures = (word: string) => {
  const v = numberOf(word);
  return v && v.d === 1n ? `${v.n}` : word;
};

export const QUESTION_PHRASES: Phrase[] = [
  // "What remainder do you get when 1000 is divided by 7?"
  [/^what remainder do (?:you|we|I) get when\b/i, 'What is the remainder when'],
  // "the last digit of 7^2026", "the ones digit": the units digit.
  [/\b(?:last|ones|unit) digit\b/gi, 'units digit'],
  // "a 7 element set", "a 7-element set": a set with 7 elements.
  [/\ban? (\d+)[- ]element set\b/gi, 'a set with $1 elements'],
  // "At what x-value does f(x) = … have a critical point?"
  [
    /^at what x-values? does (.+?) have (?:a |its )?(critical points?|stationary points?|turning points?)\s*[?.]?$/i,
    'Find the $2 of $1',
  ],
  // "Determine the day of the week on which 20 July 1969 fell.": the weekday of that date.
  [
    /^(?:determine|find|work out|state|name|give|say)\s+(?:the\s+)?(?:day of the week|weekday)\s+(?:on which|that)\s+(.+?)\s+(?:fell|falls|was|is|will fall|fell on|falls on)\s*[.?]?$/i,
    'What day of the week was $1?',
  ],
  [/^on (?:what|which) day of the week (?:did|does|will)\s+(.+?)\s+fall\s*\??$/i, 'What day of the week was $1?'],
  // Clock formats: "What is 7:15 PM on a 24-hour clock?", "Write 00:25 using the 12-hour clock with AM/PM."
  [/^(what is .+?)\s+(?:on|using|with) (?:a|the) 24[- ]hour clock\s*[?.]?$/i, '$1 in 24-hour time?'],
  [
    /^(?:write|express|give)\s+(\d{1,2}:\d{2})\s+(?:on|using|with|in) (?:a |the )?12[- ]hour (?:clock|time)(?: with am\/pm| with a\.?m\.?\/p\.?m\.?)?\s*[?.]?$/i,
    'Convert $1 to 12-hour time',
  ],
  // "Complete the square to solve …", "Use the quadratic formula to solve …": the method, then the equation.
  [
    /^(?:complete the square|use the quadratic formula|use factoring|factor|by factoring|by completing the square)\s*(?:,\s*)?(?:to\s+)?solve\b\s*:?\s*/i,
    'Solve ',
  ],
  // "y = 3x − 4 and y = x + 6. Find x and y.": a system.
  [
    /^([^.?]+=[^.?]+?)\s+and\s+([^.?]+=[^.?]+?)[.,;]?\s+(?:find|solve for|what are|determine)\s+([a-z]) and ([a-z])\s*[.?]?$/i,
    'Solve $1, $2',
  ],
  // "even, odd or neither: f(x) = …" puts the question first.
  [
    /^(?:even|odd),? (?:even |odd )?(?:or )?neither\s*[:?]\s*(f\(x\)\s*=\s*.+?)\s*[.?]?$/i,
    'Is $1 even, odd or neither?',
  ],
  [/\bwhen (?:you|we) divide (.+?) by (.+?)(?=\s*[?.]?$)/i, 'when $1 is divided by $2'],
  // "Calculate the determinant: [[…]]", "What is the determinant of the determinant of …" (from bars).
  [/^(?:calculate|find|compute|evaluate|what is) the (determinant|inverse|transpose)\s*:\s*/i, 'Find the $1 of '],
  [/\bthe determinant of the determinant of\b/gi, 'the determinant of'],
  // "the inverse of A = [[…]]": the matrix named, then written out.
  [/\b(of|for) (?:the matrix )?[A-Z]\s*=\s*(?=\[\[)/g, '$1 '],
  // "least to greatest: √10, π, 3.2" puts the order first.
  [
    /^(?:order |sort |arrange )?(?:from )?((?:least|smallest|lowest) to (?:greatest|largest|biggest|highest)|(?:greatest|largest|biggest|highest) to (?:least|smallest|lowest))\s*:\s*(.+?)\s*[.?]?$/i,
    'Sort $2 from $1',
  ],
  // Counting notations and wordings: "nPr 7 3", "nCr 10 3", "(order doesn't matter)", "the number of …".
  [
    /\bn([PC])r\s*\(?\s*(\d+)\s*[, ]\s*(\d+)\s*\)?/g,
    (_: string, k: string, n: string, r: string) => `${k}(${n}, ${r})`,
  ],
  [/\s*\((?:the )?order (?:doesn't|does not|don't|do not) matter\)|\s*\((?:the )?order matters\)/gi, ''],
  [
    /^(?:what is |find )?(?:the )?number of ((?:different |possible |distinct )?(?:arrangements|ways|committees|outfits|combinations|permutations|handshakes|codes|passwords)\b.*?)\s*[?.]?$/i,
    'How many $1 are there?',
  ],
  [
    /^how many ways are there to (choose|pick|select) (\d+) (.+?) (?:out of|from) (\d+)(.*)$/i,
    'How many ways can you $1 $2 $3 from $4$5',
  ],
  // "A committee of 3 is chosen from 10 people. How many different committees are possible?"
  [
    /^an? ([a-z]+) of (\d+) (?:is|are|will be|must be|has to be) (chosen|selected|formed|picked) (?:from|out of) (?:a (?:group|class|club|team) of )?(\d+) ([a-z]+)\.\s*how many (?:different |possible |distinct )?\1s? (?:are possible|can be (?:formed|made|chosen|selected)|are there)\s*[?.]?$/i,
    'How many $1s of $2 can be chosen from $4 $5?',
  ],
  // "to nearest thousand", "2 sig figs", "3 s.f.", "2 dp": the rounding wordings.
  [/\bto nearest\b/gi, 'to the nearest'],
  [
    /\b(\d+|one|two|three|four|five|six)\s*(?:sig\.?\s*figs?|s\.?\s?f\.?|significant digits|sf)(?=\s|[?.,]|$)/gi,
    '$1 significant figures',
  ],
  [/\b(\d+|one|two|three|four|five|six)\s*(?:d\.?\s?p\.?|dp|decimals)(?=\s|[?.,]|$)/gi, '$1 decimal places'],
  // "86451 to 2 significant figures", "what is 3.14159 to 2 decimal places": a rounding without the verb.
  [
    /^(?:what is\s+)?(-?[\d,]*\.?\d+)\s+(?:rounded\s+)?(?:correct\s+)?to\s+((?:\d+|one|two|three|four|five|six) (?:significant figures|decimal places?)|the nearest [a-z]+)\s*[?.]?$/i,
    'Round $1 to $2',
  ],
  // "whats", "what's": what is.
  [/\bwhat'?s\b/gi, 'what is'],
  // "Expand (1 + i)^4": with i the only letter, written by hand, i is the imaginary unit.
  [
    /^(?:expand|simplify|multiply(?: out)?|evaluate|compute|calculate|find|write in standard form)\s*:?\s+([-+*/^()\d\s.i]*\bi\b[-+*/^()\d\s.i]*)$/i,
    (whole: string, expression: string) =>
      // Code-style input (3*i, i**2, as the DeepMind generator writes) names a variable i; handwriting means √−1.
      /\*\s*i\b|\bi\s*\*|\*\*/.test(expression) || !/\d|\)\s*\^/.test(expression)
        ? whole
        : `Calculate ${expression.trim()}`,
  ],
  // "What is (x − y)(x + y) if x = 10 and y = 15?": several values after the question, each a "Let".
  [
    /^((?:what is|what's|find|evaluate|compute|calculate|determine)\b.+?)\s*,?\s+(?:if|for|given(?: that)?|when|where)\s+([a-z]\s*=\s*-?[\d./]+(?:\s*(?:,|,?\s*and)\s*[a-z]\s*=\s*-?[\d./]+)+)\s*[?.]?$/i,
    (_: string, question: string, values: string) =>
      `${values
        .split(/\s*(?:,\s*and\b|,|\band\b)\s*/)
        .filter(Boolean)
        .map((v) => `Let ${v.trim()}.`)
        .join(' ')} ${question}?`,
  ],
  // "What is f'(2) if f(x) = x³ − x?", "find dy/dx given y = x²eˣ": the definition first, then the question.
  [
    /^(.+?)\s*,?\s+(?:if|for|given(?: that)?|when|where)\s+((?:[a-z]\([a-z]\)|[a-z])\s*=\s*[^,;=]+?)\s*[?.]?$/i,
    (whole: string, question: string, definition: string) =>
      // A derivative at a point ("… when r = 5") is read whole by the derivative reader.
      !/^(?:what|find|evaluate|compute|calculate|determine|give)\b/i.test(question) || derivativeQuestion(whole)
        ? whole
        : // A number given to a letter is a "Let"; a function or y is defined as written.
          /^[a-z]\s*=\s*-?[\d./]+$/i.test(definition)
          ? `Let ${definition}. ${question}?`
          : /^(?:[a-z]\([a-z]\)|y)\s*=/i.test(definition)
            ? `${definition}. ${question}`
            : whole,
  ],
  [/^(?:if|given(?: that)?|suppose(?: that)?)\s+((?:[a-z]\([a-z]\)|y)\s*=\s*[^,;=]+?)\s*[,;]\s*(.+)$/i, '$1. $2'],
  // "f(x) = (x + 5)/2. Find f⁻¹(x)": the inverse of that function.
  [
    /^([a-z])\(x\)\s*=\s*([^.;]+?)[.;]\s*(?:find|what is|determine|give)\s+\1\^\(?\{?-1\}?\)?\(x\)\s*[?.]?$/i,
    'Find the inverse of $1(x) = $2',
  ],
  // "the derivative of tan x" without a verb.
  [/^the (derivative|second derivative|integral|antiderivative|limit) of\b/i, 'Find the $1 of'],
  // "the sequence of odd numbers 1, 3, 5, …": the terms say it.
  [
    /\bsequence of (?:the )?(?:positive )?(?:odd|even|whole|natural) (?:numbers|integers)\s*:?\s+(?=-?\d)/gi,
    'sequence ',
  ],
  // "Jane's quiz scores were 98, 97, 92, 85 and 93. What was her mean score?": a statistic of the list told.
  [
    /^(.*?)((?:-?\d+(?:\.\d+)?(?:\s*,\s*(?:and\s+)?|\s+and\s+)){2,}-?\d+(?:\.\d+)?)([^\d]*?)[.;:]\s*(?:what (?:is|was|were)|find|compute|calculate|determine)\s+(?:the\s+|her\s+|his\s+|their\s+|its\s+)?(mean|average|median|mode|range)\b([^\d]*)$/i,
    (whole: string, before: string, list: string, after: string, statistic: string, tail: string) => {
      const values = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
      // What the statistic is of must be what was listed: "the mean of their side lengths" after areas is not.
      const told = `${before} ${after}`.toLowerCase();
      const named = (tail.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter(
        (w) =>
          !/^(?:mean|average|median|mode|range|their|number|value|values|these|those|data|list|numbers|that|this|what|with)$/.test(
            w,
          ),
      );
      if (named.some((w) => !told.includes(w.slice(0, 4)))) return whole;
      // Any other number is the count of the list ("in 8 games"), or this is not the list's statistic.
      const others = `${before} ${after}`.match(/\d+(?:\.\d+)?/g) ?? [];
      if (others.some((n) => Number(n) !== values.length)) return whole;
      return `Find the ${statistic.toLowerCase() === 'average' ? 'mean' : statistic.toLowerCase()} of ${values.join(', ')}`;
    },
  ],
  // "s is two less than t", "x is three times y": the relation as an equation.
  [
    /\b([a-z]) is (\d+|two|three|four|five|six|seven|eight|nine|ten) (less|more) than ([a-z])\b/gi,
    (_: string, a: string, n: string, way: string, b: string) =>
      `${a} = ${b} ${/less/i.test(way) ? '-' : '+'} ${figures(n)}`,
  ],
  [
    /\b([a-z]) is (twice|double|(?:\d+|two|three|four|five|six|seven|eight|nine|ten) times) ([a-z])\b/gi,
    (_: string, a: string, k: string, b: string) =>
      `${a} = ${/twice|double/i.test(k) ? 2 : figures(k.split(' ')[0] ?? '')}*${b}`,
  ],
  // "If 2a + 1 = 1 and b − a = 1, what is b?", "We have that …": a system, solved for the letter asked ("Suppose
  // …" statements, as the DeepMind generator writes them, are read by the context reader instead).
  [
    /^(?:if|given(?: that)?|we have(?: that)?)\s+((?:[^=,;?]+=[^=,;?]+?)(?:\s*(?:,|,?\s*and|;)\s*[^=,;?]+=[^=,;?]+?)+)\s*[,.;]?\s+(?:then\s+)?(?:what is|what's|find|determine|compute|calculate)\s+(?:the\s+value\s+of\s+)?([a-z])\s*[?.]?$/i,
    (whole: string, equations: string, v: string) => {
      const list = equations.split(/\s*(?:,\s*and\b|,|\band\b|;)\s*/).filter(Boolean);
      // Only equations between expressions (every side has a letter or a number, nothing in words).
      if (list.some((e) => /[a-z]{2,}/i.test(e.replace(/\b(?:sqrt|abs|log|ln|sin|cos|tan)\b/g, '')))) return whole;
      return `Solve ${list.join(', ')} for ${v}`;
    },
  ],
  // "If x = 3 and y = −2, what is x² − y?": the values given, then the question about them.
  [
    /^(?:if|given(?: that)?|when|suppose(?: that)?)\s+([a-z]\s*=\s*-?[\d./]+(?:\s*(?:,|,?\s*and)\s*[a-z]\s*=\s*-?[\d./]+)*)\s*,?\s+(?:then\s+)?(what|find|evaluate|compute|calculate|determine|give|work out)\b(.*)$/i,
    (_: string, values: string, verb: string, rest: string) =>
      `${values
        .split(/\s*(?:,\s*and\b|,|\band\b)\s*/)
        .filter(Boolean)
        .map((v) => `Let ${v.trim()}.`)
        .join(' ')} ${verb[0]?.toUpperCase()}${verb.slice(1)}${rest}`,
  ],
  // "What is (the value of) x in the equation 3x − 7 = 11?", "find x in 2x + 1 = 9": solve it for x.
  [
    /^(?:what is|what's|find|determine|give)\s+(?:the value of\s+)?([a-z])\s+(?:in|from|if|given|satisfying)\s+(?:the equation\s+)?([^=]+=[^=]+?)\s*[?.]?$/i,
    'Solve $2 for $1',
  ],
  // "Find the sum of the arithmetic series 4 + 9 + … + 99": the series itself says what to add.
  [
    /^(?:find |what is |what's |compute |calculate |evaluate )?(?:the )?sum of (?:the |this )?(?:arithmetic |geometric |finite )?(?:series|progression)\s*:?\s*(?=\S.*(?:\.\.\.|…|⋯|\\cdots|\\ldots))/i,
    '',
  ],
  // "<the sequence>: what is the 8th term?" asks the term of that sequence.
  [
    /^(.+?(?:sequence|progression).*?)\s*:\s*(what is|what's|find|give|determine) the (\w+) term\s*[?.]?$/i,
    '$2 the $3 term of the $1?',
  ],
  // "gcf 84 126", "lcm 4 6 8": the numbers after the abbreviation are its list.
  [
    /\b(gcd|gcf|hcf|lcm)\s+(\d+(?:\s+\d+)+)\s*[?.]?$/gi,
    (_, f: string, list: string) => `${f} of ${list.trim().split(/\s+/).join(', ')}`,
  ],
  // "the smallest positive integer divisible by each of 2, 3, 4, 5 and 6" is their least common multiple.
  [
    /^(?:what is |find |determine )?the (?:smallest|least) (?:positive )?(?:whole )?(?:integer|number) (?:that is )?(?:divisible by|a multiple of) (?:each of |all of |both |every one of )?(.+?)\s*[?.]?$/i,
    'What is the least common multiple of $1?',
  ],
  // "the zeros of f(x) = x² − x − 12": the roots of the expression.
  [
    /^(?:find |what are |determine |give |list )?(?:all )?(?:the )?(?:real )?(?:zeros|zeroes|roots|solutions)\s+of\s+(?:(?:the )?function\s+)?(?:[a-z]\([a-z]\)|y)\s*=\s*(.+?)\s*[?.]?$/i,
    'Solve $1 = 0',
  ],
];
