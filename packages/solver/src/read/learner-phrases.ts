import type { Phrase } from './vocabulary-phrases';

/**
 * How learners of English and fast typists word questions the solvers know: "more big", "the rest when … is divide
 * by", "Find me the lcm from …", "In how many ways 6 friends can sit", "Make more simple", and the common typos
 * ("sovle", "derivitive", "qudratic"). Each written the way the other phrase tables read it.
 */
export const LEARNER_PHRASES: Phrase[] = [
  // Typos that keep their meaning.
  [/\bsovle\b|\bslove\b|\bsolv\b(?=\s)/gi, 'solve'],
  [/\b(?:derivitive|derivate|derivativ|dervative|derivatve)\b/gi, 'derivative'],
  [/\banti-?derivitive\b/gi, 'antiderivative'],
  [/\b(?:qudratic|quadradic|quadractic|quadriatic)\b/gi, 'quadratic'],
  [/\binfin(?:te|ate|ete)\b/gi, 'infinite'],
  [/\b(?:integeral|intergral|integal)\b/gi, 'integral'],
  [/\bsimplfy\b|\bsimpify\b/gi, 'simplify'],
  [/\b(?:wats|whats|wat's)\b/gi, 'what is'],
  [/\bwat\b(?=\s+(?:is|are)\b)/gi, 'what'],
  [/\bwat\b/gi, 'what is'],
  [/\b(?:tmes|tims|timse)\b/gi, 'times'],
  [/\b(?:intrst|intrest|intersest|interst)\b/gi, 'interest'],
  [/\b(?:plces|palces|placs)\b/gi, 'places'],
  [/\b(\d+(?:\.\d+)?)\s*yrs?\b|\bper\s+yr\b/gi, (w: string, n?: string) => (n ? `${n} years` : 'per year')],
  [/\b(\d+(?:\.\d+)?)\s*hrs?\b/gi, '$1 hours'],
  // "What do we get if 98765.4 is rounded to the nearest thousand?"
  [/^what do (?:we|you|i) get if\s+(\S+)\s+is rounded to\b/i, 'Round $1 to'],
  // "sqrt6", "sqrt 6": the root of the number after it.
  [/\bsqrt\s*(\d+(?:\.\d+)?)\b/gi, 'sqrt($1)'],
  // "which inputs may be used?", "what x-values are allowed?": the domain.
  [
    /\b(?:which|what)\s+(?:inputs|input values|values of x|x-values|x values)\s+(?:may|can|are allowed to)\s+be\s+used\b|\b(?:which|what)\s+(?:inputs|x-values|values of x)\s+are\s+allowed\b/gi,
    'what is the domain',
  ],
  [/\bppl\b/gi, 'people'],
  [/\bdiff\b(?=\s+[a-z])/gi, 'different'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\bb\/w\b/gi, 'between'],
  [/\beqns?\b/gi, 'equations'],
  [/\bperp\b(?=\s+bisector)/gi, 'perpendicular'],
  [/\bdist\b(?=\s+(?:from|between|of)\b)/gi, 'distance'],
  // Learners' grammar.
  [/\bmore (big|small|large|great|high|low)\b/gi, (_w: string, a: string) => `${a === 'big' ? 'bigg' : a}er`],
  [/\bthe rest\s+(?=when\b|of\b|after\b)/gi, 'the remainder '],
  [/\b(is|are) divide\b(?=\s+by\b)/gi, '$1 divided'],
  [/\bdivided with\b/gi, 'divided by'],
  [/\b(find|calculate|give|tell|show|compute|solve)\s+(?:for\s+)?me\b\s*/gi, '$1 '],
  [/\bplease give me\b/gi, 'give'],
  [
    /\b(least common multiple|lowest common multiple|lcm|greatest common divisor|greatest common factor|highest common factor|gcd|hcf|gcf)\s+from\b/gi,
    '$1 of',
  ],
  [/\bin (?:the )?lowest term\b/gi, 'in lowest terms'],
  [/\bhow many (divisor|factor)\b/gi, 'how many $1s'],
  [
    /^(?:please\s+)?(?:change|transform|turn)\s+(?:the number\s+)?(\d+)\s+(?:in|into|to)\s+(?:the\s+)?base\s+(\d+)\b/i,
    'Convert $1 to base $2',
  ],
  [/\bin how many ways (\d+|[a-z]+) ([a-z]+) can ([a-z]+)\b/gi, 'in how many ways can $1 $2 $3'],
  [/\bhow many ways are (?:for|to) (?=choose|pick|select|arrange)/gi, 'how many ways are there to '],
  [/\b(?:is|are|was|were) roll\b/gi, (w: string) => w.replace(/roll$/, 'rolled')],
  [/^make more simple\b/i, 'Simplify'],
  // "How much get Ben?", "At what time it arrive?": the question's verb after its subject.
  [/\bhow much (?:get|gets) ([A-Z][a-z]+)\b/g, 'how much does $1 get'],
  [/\bat what time (it|he|she|they|we) (arrive|leave|start|finish|end|land|depart)s?\b/gi, 'at what time does $1 $2'],
  // "18:45 in 12hr time", "1845 in 12 hour time": a time of the 24-hour clock.
  [/\b12\s*-?\s*(?:hr|hour)s?\b(?=\s*(?:time|clock|format|notation)\b)/gi, '12-hour'],
  [/\b([01]\d|2[0-3])([0-5]\d)\b(?=\s+(?:in|to|as)\s+(?:the\s+)?12-hour)/gi, '$1:$2'],
  // "per annum", "p.a.": per year.
  [/\bper annum\b|\bp\.a\.(?=\s|$)/gi, 'per year'],
  [
    /^what (?:time )?is (\d{1,2}:\d{2}) in (?:the )?12-hour (?:time|clock|format)\s*\??$/i,
    'Convert $1 to 12-hour time',
  ],
  [/\bhow much is the percent(?:age)? of (\d+(?:\.\d+)?) from (\d+(?:\.\d+)?)\b/gi, 'what percent of $2 is $1'],
  // "What is 203 written in hexadecimal?": what it is in hexadecimal.
  [/\b(what is|what's)\s+(\S+)\s+(?:when\s+)?(?:written|expressed|represented)\s+(in|as)\b/gi, '$1 $2 $3'],
  // "Determine what percentage 18 is of 48."
  [/\bwhat percent(?:age)? (\d+(?:\.\d+)?) is of (\d+(?:\.\d+)?)\b/gi, 'what percent of $2 is $1'],
  [/\b(?:of |by )?how many percents?\b/gi, 'by what percent'],
  // "For which x the expression x² − x − 12 is bigger than 0?": the inequality to solve.
  [
    /^(?:find\s+)?for which ([a-z])\s+(?:is\s+)?(?:the expression\s+)?(.+?)\s+(?:is\s+)?(bigger|greater|larger|more|positive|smaller|less|negative)(?:\s+than\s+(-?\d+(?:\.\d+)?))?\s*\??$/i,
    (whole: string, v: string, expr: string, word: string, bound?: string) => {
      if (!new RegExp(String.raw`\b${v}\b`).test(expr)) return whole;
      const up = /bigger|greater|larger|more|positive/i.test(word);
      if (!bound && !/positive|negative/i.test(word)) return whole;
      return `Solve ${expr} ${up ? '>' : '<'} ${bound ?? '0'}`;
    },
  ],
  [/(\d+)\s+(?:to the power(?: of)?|raised to(?: the power(?: of)?)?)\s+(\d+)\b(?!\s*\/)/gi, '$1^$2'],
  // "(1 + i) to the power 4": a bracket raised to a power.
  [/(\([^()]{1,60}\))\s+(?:to the power(?: of)?|raised to(?: the power(?: of)?)?)\s+(\d+)\b(?!\s*\/)/gi, '$1^$2'],
  [
    /\bprobability to (get|roll|draw|pick|have|obtain|win|throw|toss|land|choose|select)\b/gi,
    (_w: string, v: string) =>
      `probability of ${{ get: 'getting', roll: 'rolling', draw: 'drawing', pick: 'picking', have: 'having', obtain: 'obtaining', win: 'winning', throw: 'throwing', toss: 'tossing', land: 'landing', choose: 'choosing', select: 'selecting' }[v.toLowerCase()]}`,
  ],
  [/\bgive (?:the |your )?answer how\b/gi, 'give the answer as'],
  // "the limit when x go to 0 of …", "lim of … when x tends to 0": the usual "as x approaches".
  [
    /\b(?:when|while|if|as)\s+([a-z])\s+(?:go(?:es)?|tends?|approach(?:es)?|gets? close)\s+(?:to\s+)?(?=[-\d∞πi]|pi\b|infinity\b|zero\b)/gi,
    'as $1 approaches ',
  ],
  [/\blim\s+of\b/gi, 'limit of'],
  // "… and write the result like a + bi": the form of the answer.
  [/\b(write|give|express)\s+(?:it|the result|the answer|your answer)\s+like\b/gi, '$1 the answer in the form'],
  [/\binfinite sum\b/gi, 'sum to infinity'],
  [/^find the ([a-z]) when\b/i, 'Solve for $1:'],
];

/** Learners' and fast typists' wordings, written the usual way before anything else reads the text. */
export function learnerWording(text: string): string {
  let t = text;
  for (const [pattern, replacement] of LEARNER_PHRASES)
    t = typeof replacement === 'string' ? t.replace(pattern, replacement) : t.replace(pattern, replacement);
  return t;
}
