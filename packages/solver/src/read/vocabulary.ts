import { derivativeQuestion } from './derivative-question';
import { unitNamed } from '../solvers/units';
import { numberOf } from './number-words';
import { numberSentence } from './number-sentence';
import { clockStory, timeWords } from './clock-story';
import { percentStory } from './percent-story';

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

const phrases: [RegExp, string | ((...m: string[]) => string)][] = [
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
  // "If x = 3 and y = −2, what is x² − y?": the values given, then the question about them.
  [
    /^(?:if|given(?: that)?|when|suppose(?: that)?)\s+([a-z]\s*=\s*-?[\d./]+(?:\s*(?:,|,?\s*and)\s*[a-z]\s*=\s*-?[\d./]+)*)\s*,?\s+(what|find|evaluate|compute|calculate|determine|give|work out)\b(.*)$/i,
    (_: string, values: string, verb: string, rest: string) =>
      `${values
        .split(/\s*(?:,|,?\s*and)\s*/)
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
  // Abbreviations and function forms: gcd(48, 180), HCF of …, lcm of …, det of ….
  [/\b(?:gcd|hcf|gcf)\s*\(([^()]+)\)/gi, (_, a) => `the greatest common divisor of ${a}`],
  [/\blcm\s*\(([^()]+)\)/gi, (_, a) => `the least common multiple of ${a}`],
  [/\b(?:gcd|hcf|gcf|g\.c\.d\.?|h\.c\.f\.?)(?![a-z])(?:\s+of)?\s*/gi, 'greatest common divisor of '],
  [/\b(?:lcm|l\.c\.m\.?)(?![a-z])(?:\s+of)?\s*/gi, 'least common multiple of '],
  [/\b(?:greatest|highest) common factor\b/gi, 'greatest common divisor'],
  [/\bdet\b(?:\s+of)?\s*/gi, 'determinant of '],
  // "(2 + 1/2)%" (a mixed number read from 2\tfrac{1}{2}\% or "2 1/2%"): the percent as a terminating decimal.
  [
    /\((\d+) \+ (\d+)\/(\d+)\)\s*%/g,
    (whole: string, a: string, b: string, c: string) => {
      const value = Number(a) + Number(b) / Number(c);
      // 2 1/2 is 2.5; 33 1/3 has no exact decimal and stays a fraction.
      return Number.isFinite(value) && Math.round(value * 1e6) / 1e6 === value ? `${value}%` : whole;
    },
  ],
  // "The mean of 4, 7, x and 9 is 8": an equation in the unknown.
  [
    /\b(?:the )?(?:mean|average) of ((?:[-\w.]+\s*,\s*(?:and\s+)?|[-\w.]+\s+and\s+)+[-\w.]+) (?:is|equals|=) (-?\d+(?:\.\d+)?)/i,
    (whole: string, list: string, mean: string) => {
      const items = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
      const unknowns = items.filter((x) => /^[a-z]$/i.test(x));
      if (unknowns.length !== 1 || !items.every((x) => /^[a-z]$|^-?\d+(?:\.\d+)?$/i.test(x))) return whole;
      return `(${items.join(' + ')})/${items.length} = ${mean}`;
    },
  ],
  // "number of ways to arrange the letters of BOOK" asks how many ways.
  [
    /^(?:find |what is )?(?:the )?number of (?:different |possible )?ways (?:to|you can|can you) (arrange|choose|pick|select|order|seat|line up) (.+?)\s*[?.]?$/i,
    'How many ways can you $1 $2?',
  ],
  // "A pizza place offers 8 toppings. How many ways can you pick 3 different toppings?": from the 8 named before.
  [
    /^(.*?\b(\d+)\s+(?:different\s+|kinds of\s+|types of\s+)?([a-z]+?)(?:e?s)?\b[^.?!]*)[.!;]\s*(how many (?:different )?(?:ways|combinations)[^?]*?\b(?:choose|pick|select|get|order)\s+(\d+)\s+(?:different\s+|distinct\s+)?)(\3(?:e?s)?)\b([^?]*)\??$/i,
    (whole: string, story: string, n: string, _noun: string, ask: string, _k: string, noun: string, rest: string) =>
      // Only a story with that one number in it: anything more is another problem.
      /\bfrom\b|\bof\b/i.test(rest) || (story.match(/\d+/g) ?? []).length !== 1
        ? whole
        : `${ask}${noun} from ${n}${rest}?`,
  ],
  // "(in that order)", "respectively": the order asked is the order written.
  [/,?\s*\(?\b(?:in that order|in this order|respectively)\)?\s*(?=[.?]?$)/i, ''],
  // "mode(s)", "solution(s)": the plural reads for both.
  [/\b([a-z]{3,})\(s\)/gi, '$1s'],
  // (11111111)_2 is the numeral 11111111 in base 2.
  [/\(([0-9A-Za-z]+)\)_\{?(\d+)\}?/g, '$1_$2'],
  // "Sort ascending: …", "order from least to greatest: …": the list, then the order.
  [
    /^(?:sort|order|arrange|put)\s+(?:(?:in|into)\s+)?(ascending|descending|increasing|decreasing)(?:\s+order)?\s*:?\s+(.+?)\s*[.?]?$/i,
    'Sort $2 in $1 order',
  ],
  // "largest number: √10, 3.2, π", "find the smallest of 3/7, 0.4, 2/5": which is the biggest / smallest.
  [
    /^(?:(?:find|what is|which is|give|pick)\s+)?(?:the\s+)?(largest|biggest|greatest|smallest|least|lowest)(?:\s+(?:number|value|one))?\s*(?::|of|among|in)\s+(.+?)\s*[.?]?$/i,
    'Which is the $1 value in $2?',
  ],
  // P(heads and a 6) is a probability in words; P(10, 3) stays the permutation count.
  [
    /\bP\s*\(\s*([^()]*?[a-z]{2,}[^()]*?|\d+)\s*\)(?!\s*=\s*\d)/g,
    // P(A and B) of named events stays for the probability rules.
    (whole: string, inner: string) =>
      /^[A-Z]\s*(?:and|or)\s*[A-Z]$/.test(inner) ? whole : `the probability of ${inner}`,
  ],
  [
    /\b(?:(?:a|an|the) )?(?:general term|explicit (?:formula|rule)(?: for the nth term)?|formula for the nth term|nth-term rule)\b/gi,
    'the nth term',
  ],
  // The method named ("using substitution", "by the quadratic formula") does not change the answer.
  [
    /^(solve|find|factor|factori[sz]e|evaluate|integrate|differentiate|compute|calculate|simplify)\s+(?:the (?:system|equation|integral|limit|derivative)\s+)?(?:by|using|with|via)\s+(?:the\s+)?(?:parts|substitution|elimination|graphing|quadratic formula|completing the square|factoring|factorising|factorizing|distributive property|long division|synthetic division|l'h[oô]pital'?s rule|chain rule|product rule|quotient rule|power rule|integration by parts|u-substitution|partial fractions|cramer'?s rule|matrices|inverse matrix)(?: method)?\s*:?\s*/i,
    '$1 ',
  ],
  // The same method named at the end: "Solve x^2 - 3x = 10 using the quadratic formula".
  [
    /\s*,?\s+(?:by|using|with|via)\s+(?:the\s+)?(?:substitution|elimination|graphing|quadratic formula|completing the square|factoring|factorising|factorizing|factorization|factorisation|the zero product property|l'h[oô]pital'?s rule|chain rule|product rule|quotient rule|power rule|integration by parts|parts|u-substitution|partial fractions|cramer'?s rule)(?: method)?\s*(?=[.?]?$)/i,
    '',
  ],
  // "Find x and y if x + 2y = 7 and 2x - y = 4": the system is to be solved.
  [
    /^(?:find|determine|solve for|what are|calculate)\s+(?:the values of\s+)?[a-z](?:\s*,\s*[a-z])*\s*,?\s+and\s+[a-z]\s+(?:if|when|such that|given(?: that)?|where|so that)\s+(.+?)\s*[.?]?$/i,
    'Solve $1',
  ],
  // "2:45 PM plus 3 hours 30 minutes": the time after.
  [
    /^(?:what is |what time is (?:it )?|find )?(\d{1,2}:\d{2}\s*(?:[ap]\.?\s?m\.?)?)\s*(?:plus|\+|and)\s+(.+?)\s*[?.]?$/i,
    'What time is $2 after $1?',
  ],
  [
    /^(?:what is |what time is (?:it )?|find )?(\d{1,2}:\d{2}\s*(?:[ap]\.?\s?m\.?)?)\s*(?:minus|-)\s+(.+?)\s*[?.]?$/i,
    'What time is $2 before $1?',
  ],
  // "Which fraction is larger", "which decimal is smaller": which is.
  [/\bwhich (?:fraction|number|decimal|value|one|quantity) is\b/gi, 'which is'],
  // "Compare 5/6 and 7/9": which is greater.
  [/^compare\s+(-?[\d./]+)\s+(?:and|with|to)\s+(-?[\d./]+)\s*[.?]?$/i, 'Which is greater, $1 or $2?'],
  // "the value of x" is x: "Find the value of x such that …", "…, what is the value of x?".
  [/\b(find|determine|what is|what's|give|calculate|solve for) the value of ([a-z])\b(?!\s*\()/gi, '$1 $2'],
  // "Find x such that √(x − 2) = 8": the equation solved for x.
  [
    /^(?:find|determine|give|what is) ([a-z]) (?:such that|so that|if|when|given that|for which) (.+=.+?)\s*[.?]?$/i,
    'Solve $2 for $1',
  ],
  // The supplement or complement of an angle: what it takes to make 180° or 90°.
  [
    /^(?:find |what is |calculate |give )?(?:the )?(supplement|complement)(?:ary angle)? (?:of|to) (?:an? |the )?(?:angle (?:of |measuring )?)?(\d+(?:\.\d+)?)\s*(?:°|degrees?)?(?: angle)?\s*[.?]?$/i,
    (_: string, which: string, angle: string) => `Calculate ${/^s/i.test(which) ? 180 : 90} - ${angle}`,
  ],
  // Where two lines meet: the system of their equations.
  [
    /^(?:find |what is |determine )?(?:the )?(?:point of intersection|intersection point|intersection) of (?:the lines |the graphs of )?(.+?=.+?) and (.+?=.+?)\s*[.?]?$/i,
    'Solve $1, $2',
  ],
  [
    /^where do (?:the lines |the graphs of )?(.+?=.+?) and (.+?=.+?) (?:intersect|meet|cross)\s*[.?]?$/i,
    'Solve $1, $2',
  ],
  // Clock stories: from one time to another, a duration before or after a time.
  [
    /^.*?\b(?:leaves|starts|begins|departs|opens|left|started|began|departed|opened) at (\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)\b.*?\b(?:arrives|ends|finishes|closes|gets there|arrived|ended|finished|closed) at (\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)[^?]*?\.\s*how long\b[^?]*\??$/i,
    'How long is it from $1 to $2?',
  ],
  [
    /^.*?\b(?:is|lasts|takes|runs(?: for)?) ((?:\d+ (?:hours?|hrs?|h)\s*(?:and )?)?(?:\d+ (?:minutes?|mins?|m))?)(?: long)?\b[^.?]*?\b(?:ends|finishes|ended|finished) at (\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)[^?]*?\.\s*(?:when|what time) did it (?:start|begin)\s*\??$/i,
    'What time is $1 before $2?',
  ],
  [/^it is (\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)\.\s*what time will it be in (.+?)\s*\??$/i, 'What time is $2 after $1?'],
  // Bases named in words and numerals named by their base: "base two", "the binary number 110110", "decimal 100".
  [
    /\bbase (two|three|four|five|six|seven|eight|nine|ten|sixteen)\b/gi,
    (_: string, w: string) =>
      `base ${{ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, sixteen: 16 }[w.toLowerCase() as 'two']}`,
  ],
  [
    /\b(?:the )?(binary|octal|hexadecimal|hex|ternary) (?:number |numeral )?([0-9a-f]+)\b(?=\s+(?:to|in|into|as)\b)/gi,
    '$2 ($1)',
  ],
  [/\b(?:the )?decimal (?:number )?(\d+)\b(?=\s+(?:to|in|into|as)\b)/gi, '$1'],
  [
    /^what is the (decimal|binary|octal|hexadecimal|hex) (?:value|equivalent|form|representation) of (.+?)\s*[?.]?$/i,
    'Convert $2 to $1',
  ],
  // Sums in one base: "1011_2 + 110_2", "Add 1011 and 110 in binary".
  // "11010 (base 2)" is the numeral 11010 in base 2.
  [/\b([0-9a-z]+)\s*\(base[- ]?(\d+)\)/gi, '$1_$2'],
  [
    /^(?:what is |what's |calculate |compute |find |evaluate )?([0-9a-z]+)_(\d+)\s*([-+*])\s*([0-9a-z]+)_\2\s*[?.]?(?:\s*[(,]?\s*(?:and )?(?:give |write |express |answer )?(?:the |your )?(?:answer |result )?in (base \d+|binary|octal|hexadecimal|hex)\s*\)?)?\s*[?.]?$/i,
    (whole: string, a: string, base: string, op: string, b: string, named?: string) =>
      // The answer's base, when named, must be the numerals' own.
      named && baseNumber(named) !== base ? whole : `In base ${base}, what is ${a} ${op} ${b}`,
  ],
  [/^add ([0-9a-f]+) and ([0-9a-f]+) in (binary|octal|hexadecimal|hex)\s*[.?]?$/i, 'Add the $3 numbers $1 and $2'],
  // "Subtract 1001₂ from 10100₂ (and give the result in base 2)".
  [
    /^subtract ([0-9a-z]+)_(\d+) from ([0-9a-z]+)_\2(?:,?\s*(?:and )?(?:give|write|express) (?:the |your )?(?:answer|result) in (?:base \2|binary|octal|hexadecimal|hex))?\s*[.?]?$/i,
    'In base $2, what is $3 - $1',
  ],
  // "212 in base 3 converted to base 10", "What decimal number does C0 represent in hexadecimal?".
  [
    /^(?:what is )?([0-9a-z]+) in base (\d+),? (?:converted |changed )?(?:to|into) (base \d+|binary|octal|decimal|hexadecimal|hex)\s*[?.]?$/i,
    'Convert $1_$2 to $3',
  ],
  [
    /^what (?:decimal|base[- ]10) number (?:does|is) ([0-9a-z]+) (?:represent |stand for )?in (binary|octal|hexadecimal|hex|base \d+)\s*[?.]?$/i,
    'Convert $1 from $2 to decimal',
  ],
  // "777 octal", "1011 binary", "FF hex": the numeral with its base named.
  [/\b([0-9a-f]+) (binary|octal|hexadecimal|hex|ternary)\b(?=\s+(?:to|in|into|as)\b)/gi, '$1 ($2)'],
  // Verb phrases with the same meaning as one verb; "fully", "completely" and "the following" add nothing to read.
  [
    /^(expand|simplify|evaluate|calculate|compute|solve|differentiate|integrate)\s+(?:fully|completely|totally|out|the following(?: expression| equation)?|this(?: expression| equation)?|the expression|the equation)\b\s*:?\s*/i,
    '$1 ',
  ],
  [
    /^(?:completely |fully )?(factor|factori[sz]e)(?: (?:completely|fully|by grouping|over the integers))?\b/i,
    'Factor',
  ],
  [
    /^(?:multiply out|expand and simplify|remove the (?:brackets|parentheses)|use the distributive property (?:on|to expand))\b/i,
    'Expand',
  ],
  [/^(?:combine|write|express|add)(?: (?:into|as) (?:a single|one) (?:fraction|rational expression))\b/i, 'Simplify'],
  [/^rationali[sz]e(?: the denominator(?: of)?)?\b/i, 'Simplify'],
  [
    /^(?:write|express|combine) (?:the (?:expression|sum|difference) |this )?(.+?) as (?:a single|one) (?:fraction|rational expression)\s*[.?]?$/i,
    'Simplify $1',
  ],
];

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
function howManyIsThat(t: string): string {
  const m =
    /^(?:.*?\s)?(\d+(?:\.\d+)?)\s*([a-zµ°][a-z/^²³]*(?:\s(?:per|square|cubic)\s[a-z]+)?)\b[^.?!]*[.?!]\s*(?:about\s+)?how many ([a-z /]+?) (?:is|are|was|were|does|do) (?:that|this|those|these|it|they)(?:\s+(?:make|weigh|measure|come to|equal))?\s*\??$/i.exec(
      t,
    );
  // Only units are converted: "15 people … how many handshakes is that" is a counting question; and only one
  // amount ("4 h 40 min and 2 h 35 min … how many hours" is a sum, not 4 h).
  return m &&
    unitNamed(m[2] as string) &&
    unitNamed((m[3] as string).trim()) &&
    (t.match(/\d+(?:\.\d+)?/g) ?? []).length === 1
    ? `Convert ${m[1]} ${m[2]} to ${m[3]}`
    : t;
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
        /\s*(?:use|give (?:the|your) answer (?:in|using)|answer (?:in|using)) (?:the )?24[- ]hour (?:clock|time|format)\.?\s*$/i,
        '',
      )
    : written;
  const text = /\b(?:past|o'clock|noon|midnight)\b|\bquarter to\b/i.test(raw) ? timeWords(raw) : raw;
  const story = numberSentence(text) ?? percentStory(text) ?? clockStory(text);
  if (story && keepsNumbers(text, story)) return story;
  let t = labelColon(text.replace(/\s+/g, ' ').trim());
  for (const [pattern, replacement] of phrases)
    t = typeof replacement === 'string' ? t.replace(pattern, replacement) : t.replace(pattern, replacement);
  return modulo(blanks(howManyIsThat(fractionOf(arithmeticWords(sequenceWords(t))))))
    .replace(/\s+/g, ' ')
    .trim();
}

/** "binary", "base 8", "hex": the base as a numeral. */
function baseNumber(name: string): string {
  const words: Record<string, string> = { binary: '2', octal: '8', hexadecimal: '16', hex: '16' };
  return words[name.toLowerCase()] ?? name.replace(/\D/g, '');
}
