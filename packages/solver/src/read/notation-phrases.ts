import type { Phrase } from './vocabulary-phrases';

/** "binary", "base 8", "hex": the base as a numeral. */
function baseNumber(name: string): string {
  const words: Record<string, string> = { binary: '2', octal: '8', hexadecimal: '16', hex: '16' };
  return words[name.toLowerCase()] ?? name.replace(/\D/g, '');
}

/** Abbreviations, function forms and notations written in words. */
export const NOTATION_PHRASES: Phrase[] = [
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
    /^(?:find |what is |determine |compute |calculate )?(?:the )?number of (?:different |possible )?ways (?:to|you can|can you) (arrange|choose|pick|select|order|seat|line up) (.+?)\s*[?.]?$/i,
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
  // "Expand the product (x+2)(x+5)", "Simplify the following expression in x: …": the verb and the math.
  [
    /(?<=^|[.?!]\s+)(expand|simplify|factor|factorise|factorize|evaluate|compute|calculate)\s+(?:completely\s+)?the\s+(?:following(?:\s+(?:product|expression|polynomial|fraction))?|product|expression|sum|difference|quotient|polynomial|fraction)(?:\s+in\s+[a-z])?\s*:?\s*(?!of\b|between\b)(?=[\d([{$\\a-z-])/i,
    '$1 ',
  ],
  // "The function f(x) is defined by f(x) = …": the definition itself.
  [
    /(?<=^|[.?!]\s+)(?:the )?function\s+(?:[a-z]\s*\(\s*[a-z]\s*\)|[a-z])\s+is\s+(?:defined|given)\s+(?:by|as)\s*:?\s*/gi,
    '',
  ],
  // "If x is a real number and x^2 = 16": real is what the engine solves over anyway.
  [/\b(if|let|suppose)\s+([a-z])\s+is\s+a\s+real\s+number\s+(?:and|such\s+that|with)\s+/gi, '$1 '],
  // "Rewrite √(…) as an integer", "Find the fraction that equals 0.4…": the value.
  [/^rewrite\s+(.+?)\s+as\s+an?\s+(?:integer|whole number|common fraction|fraction)\s*[.?]?$/i, 'Calculate $1'],
  [/^find\s+the\s+(?:common\s+)?fraction\s+(?:that\s+)?(?:equals|is equal to|equivalent to)\s+/i, 'Calculate '],
  // "If x = 2 and y = 5, then what is …": the values, then the question.
  [/,\s*then\s+(what is|what's|find|compute|calculate|evaluate|determine)\b/gi, ', $1'],
  // "Given the two functions f(x) = … and g(x) = …": the definitions themselves.
  [/\b(?:given|consider)\s+(?:the\s+)?(?:two\s+|following\s+)?functions?\s*:?\s*(?=[a-z]\s*\()/gi, ''],
  // "If x satisfies 1/2 − 1/3 = 3/x, then what is x?": the equation solved for x.
  [
    /^(?:if|suppose)\s+([a-z])\s+satisfies\s+(?:the\s+equation\s+)?([^,]+=[^,]+?),\s*(?:then\s+)?(?:what is|find|determine)\s+(?:the\s+value\s+of\s+)?\1\s*[?.]?$/i,
    'Solve $2 for $1',
  ],
  // "What is the value of the expression … for x = 2?": the expression.
  [/\b(what is|what's|find|evaluate|compute|calculate)\s+the\s+value\s+of\s+the\s+expression\s+/gi, '$1 '],
  // "Find the coefficient of x when … is simplified": of the expression.
  [/\b(coefficient of\s+\S+)\s+when\s+(.+?)\s+is\s+(?:simplified|expanded|multiplied out)\s*[.?]?$/i, '$1 in $2'],
  // "What integer is closest to the value of …?": the value rounded to a whole number.
  [
    /^(?:what|which)\s+(?:integer|whole number)\s+is\s+(?:closest|nearest)\s+to\s+(?:the\s+value\s+of\s+)?(.+?)\s*[?.]?$/i,
    'Round $1 to the nearest integer',
  ],
  // "the first six terms": the count in figures.
  [
    /\bfirst\s+(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+terms\b/gi,
    (_: string, n: string) =>
      `first ${['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].indexOf(n.toLowerCase()) + 2 || (n.toLowerCase() === 'fifteen' ? 15 : 20)} terms`,
  ],
  // "graph the cubic y = x³ − 3x", "sketch the exponential y = 2^x": the shape's name says nothing more.
  [
    /^(graph|sketch|draw|plot)\s+(?:the\s+)?(?:graph\s+of\s+(?:the\s+)?)?(?:cubic|quadratic|parabola|exponential|function|curve|equation|polynomial|hyperbola|logarithmic|absolute value)(?:\s+(?:function|curve|graph|equation))?\s+(?=[a-z]\s*(?:\(\s*[a-z]\s*\)\s*)?=)/i,
    '$1 ',
  ],
  // G.P. and A.P.: a geometric and an arithmetic progression.
  [/\b(?:an?\s+)?G\.\s?P\.(?=\s|$|,)/g, 'a geometric sequence'],
  [/\b(?:an?\s+)?A\.\s?P\.(?=\s|$|,)/g, 'an arithmetic sequence'],
  // "the range of the following temperatures: …": the list is what the statistic is of.
  [/\bof the following(?: [a-z]+){0,3}\s*:\s*/gi, 'of '],
  // "the lower quartile Q1": the name and its symbol.
  [/\b(lower|upper|first|third) quartile\s*\(?Q[13]\)?/gi, '$1 quartile'],
  // "Solve 20 + 0.10t ≤ 35 for the number of texts t": the unknown is t.
  [/\bfor the (?:number|amount|value|count) of [a-z ]{1,30}? ([a-z])\b(?=\s*(?:and\b|[.?,]|$))/gi, 'for $1'],
  // "Write 2/(x − 1) − 3/(x + 1) as a single fraction": simplify it.
  [
    /^(?:write|express|rewrite)\s+(.+?)\s+as a single (?:fraction|rational expression|power(?: of [a-z])?)\s*([.?]?)$/i,
    'Simplify $1$2',
  ],
  // "the line with slope −2 and y-intercept 5": y = −2x + 5.
  [
    /\b(?:the\s+|a\s+)?line\s+(?:with|(?:which|that)\s+(?:has|have))\s+(?:a\s+)?(?:slope|gradient)\s+(?:of\s+)?(-?\d+(?:\.\d+)?(?:\/\d+)?)\s+and\s+(?:an?\s+)?y-intercept\s+(?:of\s+|at\s+)?(-?\d+(?:\.\d+)?(?:\/\d+)?)/gi,
    'y = ($1)*x + ($2)',
  ],
  [/^(?:draw|sketch)\s+the\s+graph\s+of\s+(?=y\s*=)/i, 'Graph '],
  // \frac{d^2y}{dx^2} as converted, ((d^(2)y)/(dx^(2))): the derivative's own notation.
  [/\(\(d\^\(?(\d)\)?\s*([a-z])\)\s*\/\s*\(d\s*([a-z])\^\(?\1\)?\)\)/g, 'd^$1$2/d$3^$1'],
  [/\(\(d\s*([a-z])\)\s*\/\s*\(d\s*([a-z])\)\)/g, 'd$1/d$2'],
  // "Combine like terms: 4a + 3b − 2a": simplify it.
  [/^(?:combine|collect)\s+(?:the\s+)?like\s+terms\s*(?:in|of)?\s*:?\s*/i, 'Simplify '],
  // "0.375 — write this decimal as a fraction": the number, then what to do with it.
  [
    /^(.+?)\s*[—–:]\s*(write|express|convert|change)\s+(?:this|it|that)(?:\s+(?:decimal|number|fraction|percent))?\s+(?:as|to|into)\s+(?:an?\s+)?(fraction|percent(?:age)?|decimal)\b(?:\s+in\s+(?:lowest|simplest)\s+(?:terms|form))?\s*[.?]?$/i,
    '$2 $1 as a $3',
  ],
  // "What is the value of f(11)?", "find the value of 2^5 - 3": the thing itself.
  [/\b(find|determine|what is|what's|give|calculate|compute|evaluate) the value of (?=[a-z]\s*\(|[\d(√-])/gi, '$1 '],
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
    /^[^\d]*?\b(?:leaves|starts|begins|departs|opens|left|started|began|departed|opened) at (\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)\b[^\d]*?\b(?:arrives|ends|finishes|closes|gets there|arrived|ended|finished|closed) at (\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)[^?\d]*?\.\s*how long\b[^?\d]*\??$/i,
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
