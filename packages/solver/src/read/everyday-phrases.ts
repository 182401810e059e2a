import type { Phrase } from './vocabulary-phrases';
import { ORDINALS } from '../solvers/sequence-positions';

/** "second" → "2nd", "5th" stays. */
const ordinal = (word: string) => {
  const i = ORDINALS.indexOf(word.toLowerCase());
  return i < 1 ? word : `${i}${i > 3 && i < 21 ? 'th' : (['st', 'nd', 'rd'][i - 1] ?? 'th')}`;
};
/**
 * Everyday wordings of questions the solvers read in one canonical form: the number first and the instruction
 * after ("3.14159 rounded to two decimal places is?", "72 has how many divisors?"), a value told in a story then
 * acted on ("The population is 1234567. Round it to …"), "True or false:" before a statement.
 */
export const EVERYDAY_PHRASES: Phrase[] = [
  // Typed fast: "sq rt of 50", "medain", "probablity", "avg", "thru", "how many pins r there".
  [/\bsq(?:uare)?\.?\s*rt\.?(?=\s+of\b)/gi, 'square root'],
  [/\bmed(?:ain|ian)\b/gi, 'median'],
  [/\bprobab(?:lity|ilty|illity|litiy)\b/gi, 'probability'],
  [/\bprob\b(?=\s+(?:of|that|the)\b)/gi, 'probability'],
  [/\bavg\b/gi, 'average'],
  [/\bthru\b/gi, 'through'],
  [/\br there\b/gi, 'are there'],
  // Everyday wordings of questions the solvers know: "rounded at", "Round the number …", "a prime number or a
  // composite number", "How many divisors has 72", "is -5 > -2 true or false", "A or B which one is greater".
  [/\brounded at\b/gi, 'rounded to'],
  // "Write down the transpose of …", "State the exact value of …": exam wordings of "find".
  [/^(?:write down|state)\s+(?=the\b)/i, 'Find '],
  // "75 is 120% of ?", "18 is 30% of ___": the blank is the number asked.
  [/\b(is|are)\s+(\d+(?:\.\d+)?)\s*%\s+of\s*(?:\?+|_{2,}|□)\s*$/i, '$1 $2% of what number?'],
  // "solve for x 3x - 7 = 2x + 5": the unknown named, then the equation.
  [/^(solve|find|determine)\s+for\s+([a-z])\s+(?=[-\d(√−]|[a-z]\s*[-+=^*/<>])/i, '$1 for $2: '],
  // "put in order from smallest to largest the numbers 2/3, 0.6, 5/9": the list after a colon.
  [/^((?:put|arrange|order|sort|write)\b[^:\d]{0,60}?)\s+the numbers\s+(?=-?\d)/i, '$1: '],
  // "the sum of all the whole numbers from 1 to 100": the series written out.
  [
    /^(?:what is |find |calculate |compute )?(?:the )?sum of (?:all )?(?:the )?(?:whole numbers|integers|natural numbers|positive integers|numbers|counting numbers) from (-?\d{1,6}) (?:to|through) (-?\d{1,6})\s*[?.]?$/i,
    (whole: string, a: string, b: string) =>
      Number(b) - Number(a) >= 3 ? `What is ${a} + ${Number(a) + 1} + ${Number(a) + 2} + ... + ${b}?` : whole,
  ],
  // "1 + 1/3 + 1/9 + ... sum to infinity?", "The geometric series 8 + 4 + 2 + ... continues forever. What is its sum?"
  [
    /^(?:the (?:geometric )?series\s+)?((?:-?[\d./]+\s*[-+]\s*){2,}\.\.\.)\s*(?:sum to infinity|infinite sum|continues? (?:forever|indefinitely|to infinity)\.?\s*(?:what|how much) is (?:the|its) sum)\s*\??$/i,
    'What is the sum of the infinite geometric series $1?',
  ],
  // "Given z = 1 + i√3, determine arg z": the argument (or modulus) of that number.
  [
    /^given(?: that)? z\s*=\s*(.+?),\s*(?:determine|find|calculate|state|write down|what is)\s+(?:the\s+)?(arg\s*z|arg\(z\)|argument of z|\|z\||abs\(z\)|modulus of z)(?![a-z])/i,
    (_w: string, z: string, asked: string) => `Find the ${/arg/i.test(asked) ? 'argument' : 'modulus'} of ${z}`,
  ],
  // "the area enclosed between the curve y = x² and the line y = 4": the area between the two graphs.
  [/\barea\s+(?:enclosed|contained|lying)\s+between\b/gi, 'area between'],
  [
    /(\barea\s+(?:between|bounded by)\s+)(?:the\s+(?:curves?|lines?|graphs?|parabola)\s+)?(y\s*=[^.?]*?)\s+and\s+the\s+(?:line|curve|graph|parabola)\s+(?=y\s*=)/gi,
    '$1$2 and ',
  ],
  // "The lines A and B, they are parallel, perpendicular or neither?": the usual question.
  [
    /^the lines (.+?) and (.+?),?\s+(?:are they|they are)\s+(parallel,? perpendicular,? or neither)\s*\??$/i,
    'Are the lines $1 and $2 $3?',
  ],
  // "The circle C has equation …. Determine the coordinates of the centre of C."
  [
    /^the circle ([A-Z]) has (?:the )?equation (.+?)\.\s*(?:determine|find|state|write down|what are|give)\s+(?:the )?(?:coordinates of the )?(centre|center|radius) of (?:the circle )?\1\s*[?.]?$/i,
    'Find the $3 of the circle $2',
  ],
  // "the point where the lines … are crossing each other": where they intersect.
  [
    /^(?:find|what is|give) the point (?:where|at which) the lines (.+?) and (.+?) (?:are crossing|cross|meet|intersect)(?: each other)?\s*[?.]?$/i,
    'Where do the lines $1 and $2 intersect?',
  ],
  // "1 over (5x - 1)", "3 over x": a fraction said in words, between one term and one term.
  [
    /(\b\d+(?:\.\d+)?|(?<![a-z])[a-z](?![a-z])|\))\s+over\s+(\([^()]{1,60}\)|\d+(?:\.\d+)?(?![\d.])|[a-z](?![a-z(]))(?!\s*\^)/gi,
    '$1/$2',
  ],
  // "… at the point where x = 2": at x = 2.
  [/\bat\s+the\s+point\s+(?:where|at which|for which)\s+([a-z])\s*=/gi, 'at $1 ='],
  // "the gradient of the line joining A and B": the slope of the line through them.
  [/\bgradient of the (line|segment)\b/gi, 'slope of the $1'],
  [/\b(line|segment) joining\b/gi, '$1 through'],
  // "minutes between 11:35 am and 2:10 pm", "hrs from 9am to 5pm": the question the clock solver reads.
  [
    /^(minutes|hours|mins|hrs)\s+(?:between|from)\s+(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\s+(and|to)\s+(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\s*\??$/i,
    (_w: string, unit: string, a: string, link: string, b: string) =>
      `How many ${/^h/i.test(unit) ? 'hours' : 'minutes'} are there between ${a} ${link} ${b}?`,
  ],
  // "3:50pm + 2h 45m": m after hours is minutes.
  [/(\d\s*h(?:rs?)?)\s+(\d{1,2})\s*m\b(?!\w)/gi, '$1 $2 min'],
  // "the number of subsets of {a, b, c}": 2 to the number of its elements.
  [
    /^(?:what is |find |how many )?(?:the )?(?:number of |no\.? of )?subsets (?:of|does|are there (?:of|in)) (?:the set )?\{([^{}]{1,200})\}(?: have)?\s*\??$/i,
    (whole: string, items: string) => {
      const list = items.split(',').map((e) => e.trim());
      return list.every(Boolean) && new Set(list).size === list.length
        ? `How many subsets does a set with ${list.length} elements have?`
        : whole;
    },
  ],
  [/^round the number\s+/i, 'Round '],
  [/^is (\d+) a prime number or a composite number\s*\??$/i, 'Is $1 prime or composite?'],
  [/^how many (.+?) (?:has|have) (?:the number )?(\d+)\s*\??$/i, 'How many $1 does $2 have?'],
  [/^is (.+?[<>=].+?),?\s+true or false\s*\??$/i, 'Is $1?'],
  [
    /^(-?[\d./]+) or (-?[\d./]+),?\s+which (?:one |number )?is (?:the )?(bigger|greater|larger|smaller|less)\s*\??$/i,
    'Which is $3: $1 or $2?',
  ],
  [/\bis (?:bigger|greater|larger) (?:than )?or equal to\b/gi, '>='],
  [/\bis (?:smaller|less) (?:than )?or equal to\b/gi, '<='],
  // "next number: 2 6 18 54 ?": terms typed with spaces.
  [
    /^(?:what(?:'s| is) the )?next (?:number|term)\s*:?\s*((?:-?\d+(?:\.\d+)?\s+){2,}-?\d+(?:\.\d+)?)\s*\??$/i,
    (_: string, terms: string) => `Find the next term of ${terms.trim().split(/\s+/).join(', ')}`,
  ],
  // "sum of the geometric series 3 + 6 + 12 + ... (10 terms)": the sum of that many terms.
  [
    /^(?:find |what is )?(?:the )?sum of (?:the )?(?:arithmetic |geometric )?(?:series|sequence)\s*:?\s*((?:-?[\d./]+\s*\+\s*){2,})\.\.\.\s*\(?(\d+) terms\)?\s*[.?]?$/i,
    (_: string, terms: string, n: string) =>
      `What is the sum of the first ${n} terms of ${terms
        .replace(/\s*\+\s*$/, '')
        .split(/\s*\+\s*/)
        .join(', ')}, ...?`,
  ],
  // "the eighth term of …": the position in figures, as the sequence solvers read it.
  [
    /\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|[a-z]+teenth|eleventh|twelfth|twentieth)\s+term\b/gi,
    (_: string, w: string) => `${ordinal(w)} term`,
  ],
  // "How many units long is a segment whose endpoints are (2,3) and (7,15)?": the distance between them.
  [
    /^how (?:many units )?long is (?:a|the) (?:line )?segment (?:whose|with) endpoints (?:are |at )?(\([^()]+\)) and (\([^()]+\))\s*\??$/i,
    'What is the distance between $1 and $2?',
  ],
  // "if 5 notebooks cost 8.75 how much do 12 cost": the story and its question as sentences, the price in dollars.
  [
    /^if (\d+) ([a-z]+) costs? \$?(\d+(?:\.\d+)?),? how much (?:do|does|would|will) (\d+)(?: \2)? cost\s*\??$/i,
    '$1 $2 cost $$$3. How much do $4 $2 cost?',
  ],
  // "which day of the week will it be after 100 days": in that many days.
  [/\b(?:which|what) day(?: of the week)? will it be after (\d+) days\b/gi, 'what day will it be in $1 days'],
  // "A number's 15 percent is 27": 15% of the number.
  [/^a number's (\d+(?:\.\d+)?)\s*(?:%|percent) is (\d+(?:\.\d+)?)\.?.*$/i, '$1% of what number is $2?'],
  // "2.5 multiplied with 1.2 and then divided by 0.4": one operation after another.
  [/\bmultiplied with\b/gi, 'multiplied by'],
  [/\s+and then\s+(?=(?:multiplied|divided|added|subtracted|increased|decreased)\b)/gi, ' '],
  // "multiply 2 − i by its conjugate", "the product of 3 − 4i and its conjugate": the conjugate written out.
  [
    /\b(?:multiply\s+(\(?\s*-?\d+(?:\.\d+)?\s*[-+]\s*\d*(?:\.\d+)?\s*i\s*\)?)\s+by|the\s+product\s+of\s+(\(?\s*-?\d+(?:\.\d+)?\s*[-+]\s*\d*(?:\.\d+)?\s*i\s*\)?)\s+and)\s+its\s+(?:complex\s+)?conjugate\b/gi,
    (whole: string, a?: string, b?: string) => {
      const z = (a ?? b ?? '').replace(/[()]/g, '').trim();
      const m = /^(-?\d+(?:\.\d+)?)\s*([-+])\s*(\d*(?:\.\d+)?)\s*i$/.exec(z);
      return m ? `Simplify (${z})(${m[1]} ${m[2] === '+' ? '-' : '+'} ${m[3]}i)` : whole;
    },
  ],
  // "the modulus of z = -6 + 8i": the number named z.
  [/\b(modulus|argument|conjugate|real part|imaginary part|absolute value) of z\s*=\s*/gi, '$1 of '],
  // "Calculate the derivative d/dx tan(x²)", "the antiderivative ∫ (4/x² + √x) dx": the operator says it already.
  [
    /^(?:calculate|compute|find|evaluate|what is|give|determine)\s+(?:the\s+)?derivative\s*:?\s*d\s*\/\s*d([a-z])\s+(?:of\s+)?(.+?)\s*[?.]?$/i,
    'Differentiate $2 with respect to $1',
  ],
  [
    /^(?:what is|what's|find|evaluate|calculate|compute|work out)\s+(?:the\s+)?(?:(?:anti-?derivative|(?:indefinite\s+)?integral)\s*:?\s*)?∫\s*(?![_^₀-₉])(.+?)\s*d([a-z])\s*[?.]?\s*$/i,
    'Integrate $1 with respect to $2',
  ],
  // "solve x2 - 5x + 6 = 0": x2 beside a plain x is x squared (x₁, x₂ as names have no plain x beside them).
  // "y = x5 − 2x3 + 4x": powers typed without ^ beside the plain letter (x₁, x₂ as names have no plain x beside
  // them, and a name ending in 0 or 1 means the digits are names).
  [
    /(?<![A-Za-z_^\d.])(\d*)([a-z])([2-9])(?![\d.])(?=\s*[-+=)<>*/,]|\s*$)/g,
    (whole: string, coefficient: string, letter: string, power: string, _at: string, text: string) =>
      new RegExp(`(?<![A-Za-z_^])${letter}(?![A-Za-z0-9_])`).test(text) &&
      !new RegExp(`(?<![A-Za-z])${letter}[01](?!\\d)`).test(text)
        ? `${coefficient}${letter}^${power}`
        : whole,
  ],
  // "3.14159 rounded to two decimal places is?", "Give √2 correct to 4 decimal places".
  [/^(-?[\d.]+|sqrt\([^()]+\))\s+(?:rounded|correct)\s+to\s+(.+?)\s+(?:is|equals|=)\s*\??\s*$/i, 'Round $1 to $2'],
  [/^(?:give|write|find)\s+(.+?)\s+(?:correct|accurate|rounded)\s+to\s+(.+?)\s*[.?]?$/i, 'Round $1 to $2'],
  // "A bacterium is 0.004567 mm long. Write this length to 3 significant figures.": one value, then rounded.
  [
    /^([^.?!]*?)(-?\d+(?:\.\d+)?)([^.?!\d]*)[.]\s*(?:write|round|give|express|record|report)\s+(?:this|it|that|the)(?:\s+[a-z]+)?\s+(?:to|correct to)\s+((?:the\s+nearest\s+[a-z ]+?|\d+\s+(?:decimal places?|significant figures?|sig\.? figs?|s\.f\.|d\.p\.)))\s*[.?]?$/i,
    (whole: string, before: string, value: string, after: string, precision: string) =>
      /\d/.test(before) || /\d/.test(after) ? whole : `Round ${value} to ${precision}`,
  ],
  // "In the number 84312, what is the value of the digit 4?": the question, then the number.
  [
    /^in\s+the\s+number\s+(\d+),?\s+(what\s+is\s+the\s+(?:place\s+)?value\s+of\s+the\s+(?:digit\s+)?\d)\s*\??$/i,
    '$2 in $1?',
  ],
  // "True or false: 123456 is divisible by 8", read as "Is 123456 divisible by 8?" (a second "is" goes).
  [
    /^is\s+(.+?)\s+is\s+(?=divisible|greater|less|smaller|larger|bigger|prime|even|odd|a\s+multiple|a\s+factor|equal)/i,
    'Is $1 ',
  ],
  [/^true\s+or\s+false\s*[?:.]?\s*(.+?)\s+is\s+(.+?)\.?$/i, 'Is $1 $2?'],
  // "2.5 hours is how many seconds?": how many of the one are in the other.
  [
    /^(-?[\d.]+)\s+([a-z]+(?:\s[a-z]+)?)\s+(?:is|are|equals|makes)\s+how\s+many\s+([a-z ]+?)\s*\??$/i,
    'How many $3 are in $1 $2?',
  ],
  // "1 January 2030": the month first, as the calendar solvers read dates.
  [
    /\b(\d{1,2})(?:st|nd|rd|th)?\s+(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{4})\b/g,
    '$2 $1, $3',
  ],
  // "the smallest positive integer that is both a multiple of 7 and a multiple of 4": their lcm.
  [
    /^(?:what is |find )?the\s+(?:smallest|least)\s+positive\s+(?:integer|number|whole number|[a-z])\s+(?:that\s+is\s+|which\s+is\s+|such\s+that\s+[a-z]\s+is\s+)?(?:both\s+)?a\s+multiple\s+of\s+(\d+)\s+and\s+(?:[a-z]\s+is\s+)?(?:also\s+)?a\s+multiple\s+of\s+(\d+)\s*[.?]?$/i,
    'What is the least common multiple of $1 and $2?',
  ],
  // "The probability that Kim has a test is 4/7. What is the probability that she does not?": 1 − p (one trial only).
  [
    /^the\s+probability\s+(?:that|of)\s+[^.?]+?\s+is\s+(-?[\d./]+|\(\d+\/\d+\))\s*[.]\s*what\s+is\s+the\s+probability\s+(?:that|of)\s+(?![^.?]*\b(?:two|three|four|five|both|either|neither|twice|row|each|all|any|every|consecutive|days|times|trials|\d))[^.?]*\b(?:not|n't|no)\b[^.?]*\?*$/i,
    'Calculate 1 - $1',
  ],
  // "the probability of a 2 or 4 being rolled": of rolling it.
  [/\bprobability\s+of\s+(?:an?\s+)?(.+?)\s+being\s+rolled\b/gi, 'probability of rolling a $1'],
  // "the remainder when x⁴ + x + 2 is divided by x − 3": the value at x = 3 (the remainder theorem).
  [
    /^(?:find|what is|determine)\s+the\s+remainder\s+when\s+(.*x.*?)\s+is\s+divided\s+by\s+\(?\s*x\s*([-+])\s*(\d+)\s*\)?\s*[.?]?$/i,
    (_: string, p: string, sign: string, a: string) => `Let x = ${sign === '-' ? '' : '-'}${a}. What is ${p}?`,
  ],
  // "A triangular sail has …", "A can of soup is a cylinder with …": the shape itself.
  [
    /\b(?:an?|the)\s+(triangular|rectangular|circular|cylindrical|spherical|square|cubical)\s+(?!prism|pyramid|box|solid)[a-z]+(?:\s+of\s+[a-z]+)?\s+(?=has\b|is\b|measures\b|with\b)/gi,
    (_: string, shape: string) =>
      `a ${{ triangular: 'triangle', rectangular: 'rectangle', circular: 'circle', cylindrical: 'cylinder', spherical: 'sphere', square: 'square', cubical: 'cube' }[shape.toLowerCase()]} `,
  ],
  [
    /^(?:an?|the)\s+[a-z]+(?:\s+of\s+[a-z]+)?\s+is\s+(?:shaped\s+like\s+)?an?\s+(cylinder|cone|sphere|cube|rectangle|triangle|circle|square|trapezoid|rectangular prism)\s+(?:with|of|that has)\s+/i,
    'A $1 has ',
  ],
  // "5 cm × 4 cm × 3.5 cm" (× read as *): measures one by another.
  [/(\d(?:\.\d+)?)\s*(cm|mm|m|km|in|ft|yd|inches|feet|meters|metres|units)\s*[*×]\s*(?=\d)/gi, '$1 $2 by '],
  // "What is its volume in cm³?": the unit of the answer, when the measures given are in that unit already.
  [
    /\s+in\s+(cm|mm|m|km|in|ft|yd)\s*(?:\^\s*\(?\s*[23]\s*\)?|[²³])(?=\s*[?.])/gi,
    (...m: string[]) => {
      const [whole, unit, text] = [m[0] as string, m[1] as string, m.at(-1) as string];
      return new RegExp(String.raw`\d\s*${unit}(?![a-z])`).test(text.replace(whole, '')) ? '' : whole;
    },
  ],
  // "to the nearest square metre", "to the nearest cent" is to the nearest whole unit.
  [
    /\bto\s+the\s+nearest\s+(?:square\s+|cubic\s+)?(?:cm|centimet(?:er|re)s?|met(?:er|re)s?|m|km|kilomet(?:er|re)s?|mm|inch(?:es)?|in|foot|feet|ft|yards?|yd|units?|degrees?|dollars?|minutes?|seconds?|hours?|grams?|kilograms?|kg|lit(?:er|re)s?|pounds?|miles?)\b/gi,
    'to the nearest whole number',
  ],
  [/\bto\s+the\s+nearest\s+cent\b/gi, 'to 2 decimal places'],
  // Sequences: "… is equal to 249", "what is the next number", "has second term 12 and fifth term 96".
  [/\b(which\s+term\s+(?:of|in)\s+.+?)\s+is\s+equal\s+to\s+/gi, '$1 is '],
  [/\b(?:what\s+is|what's|whats)\s+the\s+next\s+(?:number|term|one)\s*\??\s*$/i, 'what comes next'],
  [
    /\b(sequence)\s+has\s+(?:a\s+|its\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+term\s+(?:of\s+)?(-?[\d./]+)\s+and\s+(?:a\s+|its\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+term\s+(?:of\s+)?(-?[\d./]+)/gi,
    (_: string, seq: string, a: string, x: string, b: string, y: string) =>
      `${seq}, the ${ordinal(a)} term is ${x} and the ${ordinal(b)} term is ${y}`,
  ],
  // "72 has how many positive divisors?": how many the number has.
  [/^(\d+)\s+has\s+how\s+many\s+(.+?)\s*\??$/i, 'How many $2 does $1 have?'],
  // "Add up all the primes between 10 and 30. What do you get?": their sum.
  [
    /^add\s+up\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(.+?)(?:[.?]\s*what\s+do\s+you\s+get)?\s*[.?]?$/i,
    'What is the sum of the $1?',
  ],
  // "Is 97 a prime number? Answer prime or composite.": the answer is the word asked for.
  [
    /^is\s+(\d+)\s+(?:a\s+)?prime(?:\s+number)?\s*\?\s*(?:answer|say|write|state)\s+(?:with\s+)?["']?prime["']?\s+or\s+["']?composite["']?\s*[.?]?$/i,
    'Is $1 prime or composite?',
  ],
  // "the smallest positive number divisible by every whole number from 1 to 10": their lcm.
  [
    /^(?:what(?:'s| is)\s+|find\s+)?the\s+(?:smallest|least|lowest)\s+positive\s+(?:integer|number|whole number)\s+(?:that\s+is\s+|which\s+is\s+)?(?:evenly\s+)?divisible\s+by\s+(?:every|each|all(?:\s+(?:of\s+)?the)?)\s+(?:whole\s+)?(?:numbers?|integers?)\s+from\s+(\d+)\s+to\s+(\d+)\s*[.?]?$/i,
    (whole: string, a: string, b: string) =>
      Number(b) - Number(a) > 0 && Number(b) - Number(a) <= 40
        ? `What is the lcm of ${Array.from({ length: Number(b) - Number(a) + 1 }, (_, i) => Number(a) + i).join(', ')}?`
        : whole,
  ],
  // "how much bigger is 5/6 than 3/4": the difference, larger first as asked.
  [/^how\s+much\s+(?:bigger|larger|greater|more|higher)\s+is\s+(.+?)\s+than\s+(.+?)\s*\??$/i, 'What is ($1) - ($2)?'],
  [/^how\s+much\s+(?:smaller|less|lower)\s+is\s+(.+?)\s+than\s+(.+?)\s*\??$/i, 'What is ($2) - ($1)?'],
  // "what's left over when you divide 523 by 12": the remainder.
  [
    /^(?:what(?:'s| is)\s+|find\s+)?(?:the\s+(?:amount\s+)?)?left\s*over\s+when\s+(?:you\s+)?divid(?:e|ing)\s+(\d+)\s+by\s+(\d+)\s*[.?]?$/i,
    'What is the remainder when $1 is divided by $2?',
  ],
  // "list all the factors of 36 from smallest to largest": the factors, which are listed in that order.
  [
    /^list\s+(?:all\s+)?(?:of\s+)?the\s+(?:positive\s+)?(factors|divisors)\s+of\s+(\d+)(?:\s*,?\s*(?:from\s+)?(?:smallest|least|lowest)\s+to\s+(?:largest|greatest|biggest|highest)|\s+in\s+(?:increasing|ascending)\s+order)?\s*[.?]?$/i,
    'What are the $1 of $2?',
  ],
  // "how many times does 7 go into 100?", "the quotient when 100 is divided by 7": whole times, the remainder left.
  [
    /^how\s+many\s+(?:whole\s+)?times\s+(?:does|will|can)\s+(\d+)\s+go\s+(?:into|in)\s+(\d+)(?:\s+(?:completely|evenly))?\s*\??\s*(?:\(\s*(?:whole(?:\s+times|\s+number)?(?:\s+only)?|ignore\s+the\s+remainder)\s*\))?\s*[.?]?$/i,
    'Calculate floor($2/$1)',
  ],
  [
    /^(?:what\s+is|find|give)\s+the\s+(?:whole[- ]number\s+)?quotient\s+when\s+(\d+)\s+is\s+divided\s+by\s+(\d+)\s*[.?]?$/i,
    'Calculate floor($1/$2)',
  ],
  // "lcm of 12 18 and 30": numbers of a list typed with spaces only.
  [
    /\b((?:gcd|gcf|hcf|lcm|greatest\s+common\s+(?:factor|divisor)|highest\s+common\s+factor|(?:least|lowest)\s+common\s+multiple)\s+of\s+)(\d+(?:\s+\d+)+)(?=\s+and\s+\d+|\s*[?.]?$)/gi,
    (_: string, head: string, list: string) => `${head}${list.trim().split(/\s+/).join(', ')}`,
  ],
  // "How far is the point (7, 24) from the origin?": the distance to (0, 0).
  [
    /^how\s+far\s+(?:away\s+)?is\s+(?:the\s+point\s+)?(\(\s*-?[\d./]+\s*,\s*-?[\d./]+\s*\))\s+from\s+the\s+origin\s*\??$/i,
    'What is the distance between $1 and (0, 0)?',
  ],
  // "At what x-value does the line 3x + 4y = 24 cross the x-axis?": its x-intercept.
  [
    /^(?:at\s+)?(?:what|which)\s+(?:x-?value|value\s+of\s+x|point|x)\s+does\s+(?:the\s+)?(?:line|graph|curve)?\s*(?:of\s+)?(.+?)\s+(?:cross|meet|hit|intersect)\s+the\s+x-?axis\s*\??$/i,
    'Find the x-intercept of $1',
  ],
  // "May 17 is how many days after March 3 (same year)?": the days from the one to the other.
  [
    /^((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2})\s+is\s+how\s+many\s+days\s+after\s+((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2})(?:\s*\(?same year\)?)?\s*\??$/i,
    'How many days are there from $2 to $1?',
  ],
  // "in 24-hour (military) time? write it like hh:mm": the 24-hour form, which is written that way.
  [/\s*\(military\)/gi, ''],
  [/(?<=[.?])\s*write\s+it\s+(?:like|as|in\s+the\s+form)\s+hh:mm\.?$/i, ''],
  // "Which of these is the largest: …", "the minimum value in the list …".
  [/^which\s+of\s+(?:these|the\s+following)(?:\s+numbers)?\s+is\s+(?:the\s+)?/i, 'Which is the '],
  [/^(which\s+is\s+the\s+(?:smallest|largest|greatest|least|biggest))\s*\?\s*(?=[-\d])/i, '$1: '],
  [
    /\b(?:the\s+)?(minimum|maximum)\s+(?:value\s+)?(?:in|of)\s+(?:the\s+)?(?:list|set|numbers)\s*:?\s*/gi,
    (_: string, m: string) => `the ${/min/i.test(m) ? 'smallest' : 'largest'} of `,
  ],
];
