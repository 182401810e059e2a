/** Courtesy around a problem ("hw question:", "can you", "pls help"): not part of it. */

export const COURTESY = [
  /^(?:can|could) (?:someone|somebody|anyone|anybody)(?: please| pls)?(?: help(?: me)?)?(?: (?:to )?(?:solve|do|answer|work out|figure out|explain))?\s+/i,
  /^(?:(?:hw|homework|quick|easy|simple|math|maths)\s*(?:question|problem|one|q)|question|problem|q)\s*\d*\s*(?:[:.)]|\s[-–—]\s)\s*/i,
  /^(?:please|pls|plz)[,\s]+/i,
  // A teacher or parent introducing the problem: "My students keep getting this wrong: …", "For tomorrow's quiz: …".
  /^(?:my (?:students|class|kids|pupils) keep getting this(?: one)? wrong|i'?m making an answer key|i am making an answer key|i'?m writing an answer key|for (?:tomorrow'?s|today'?s|my|our|the) (?:quiz|lesson|test|class|worksheet)(?: i need(?: this one checked| to know)?)?|can you check(?: this(?: one)?)?)\s*(?:[:—–]|\s-|,)\s*/i,
  // A worksheet's numbering: "3) Evaluate …", "12. Find …", "(4) Solve …".
  /^(?:\(\d{1,3}\)|\d{1,3}\s?[).]|q\s?\d{1,3}[.):]?)\s+(?=[A-Za-z$\\])/i,
  // "10)  5 − 3(x − 1) ≤ 2x + 18": a bracket that closes nothing is the problem's number, even before math.
  /^\d{1,3}\)\s+(?=[-\d(√−])/,
  /^(?:can|could|would) (?:you|u)(?: please| pls)?(?: help me)?(?: (?:to )?(?:tell me|show me))?\s+/i,
  /^(?:help me|i need to|i need you to|i want to|how do i|how do you|how to|tell me|show me)\s+/i,
];
/** Words of chat that never belong to the math ("… lol", "… idk"). */
export const CHAT_WORD = 'lol|lmao|idk|thx|ty|omg|tbh|btw|smh|haha|hehe|xd|fr|ngl';

/** Closings, tried on the last few words only (a long run of spaces must not make them slow). */
const CLOSINGS = [
  /(?:[,\s]+for me)?[,\s]+(?:please|pls|plz|thanks|thank you|thx|help)(?:\s+(?:me|please|pls))?[.!?]*$/i,
  /\s+for me(?=\s*[?.!]*$)/i,
  /(?:\s+for me)?\s+so (?:i|we) can check (?:their|my|his|her|our|the) (?:work|answers?)(?=\s*[?.!]*$)/i,
  /\s+(?:pls|please|plz)(?=\s*[:,.?])/i,
  // Chat words after the problem ("… lol", "… idk", "… thx"): never a variable.
  new RegExp(String.raw`\s+(?:${CHAT_WORD})(?:\s+(?:${CHAT_WORD}))*[\s.!?]*$`, 'i'),
  // "??", "?!": one question mark is enough.
  /(?<=\?)[?!]+$/,
  // "… = ?" after a question written out: the blank asks for the value.
  // Not "<, > or =?", where = is one of the signs offered.
  /(?<=[a-z)}$]\s*)(?<!\b(?:or|and)\s*)\s*=\s*\?+$/i,
  // "06:50 + 9 h 25 min → ?": an arrow to a blank asks for the result too.
  /\s*(?:→|->|=>)\s*\?+$/,
  // "Give exact answers.", "Leave your answer in simplest form.": the engine's answers are exact and simplest.
  /[.?]?\s*(?:give (?:the |your )?(?:answers?|solutions?|roots?) (?:in )?(?:exact|simplest) (?:form|values?)?|give exact (?:answers?|values?|solutions?)|leave (?:the |your )?answers? in (?:exact|simplest) form|in exact form)\.?$/i,
  // "Give the answer in hours and minutes." after a time question: the form the answer takes anyway.
  /[.?]?\s*(?:(?:give|write|express) (?:the|your) answer|answer) in hours and minutes\.?$/i,
];

/** Courtesy words around the problem ("please", "can you help me"): not part of it. */
/** "Express your answer in the form ax^2 + bx + c, where …", "… as a common fraction": the form the answers take. */
const ANSWER_FORM =
  /(?<=[.?:]|\$|\])\s*(?:express|write|give|leave) (?:your|the) answer (?:in the form [^.?]{1,120}?(?:,? where [^.?]{1,120}?)?|as a common fraction|in simplest(?: radical)? form)\s*\.?\s*$/i;
/** "… expressed as a positive integer?", "Compute without a calculator: …": nothing the engine does differently. */
const ASIDES = [
  // A method named in brackets: the engine chooses its own and shows it.
  /\s*\((?:use |using |by |with |hint:\s*)?(?:integration by parts|by parts|u-?substitution|substitution|the chain rule|chain rule|the product rule|product rule|the quotient rule|quotient rule|l'h[oô]pital'?s rule|partial fractions)\)/i,
  // What the round-table and complex-root solvers do anyway.
  /\s*\(\s*rotations (?:count|are counted|are considered|are) (?:as )?the same\s*\)/i,
  /(?<=[.?])\s*give (?:the )?complex (?:roots|solutions)(?: if (?:there are no real ones|needed|necessary))?\.?\s*$/i,
  // "Solve x^2 + 4x + 13 = 0 giving complex roots.": complex roots are given when there are no real ones.
  /,?\s+giving (?:the |its |exact )?complex (?:roots|solutions)(?=\s*[.?]?\s*$)/i,
  /,?\s+(?:expressed|written) as an? (?:positive |whole )?(?:integer|whole number|common fraction)(?=\s*[?.]?\s*$)/i,
  /\s+without (?:using )?a calculator\b:?/i,
  /\s+(?:in your head|mentally)(?=\s*[?.]?\s*$)/i,
  /\s*\(\s*(?:mental math|no calculator(?: allowed)?)\s*\)|\s+no calculator(?: allowed)?(?: pls| please)?(?=\s*[?.]?\s*$)/i,
  // Complex roots are given when there are no real ones; positive exponents and exponents in a factorization anyway.
  /\s*\(\s*(?:include|including|give|allow|with) (?:the )?complex (?:solutions|roots)\s*\)|\s+(?:over|in) the complex numbers(?=\s*[?.]?\s*$)/i,
  /,?\s*(?:and )?(?:write|express|leave|give)(?: it| the answer| your answer)? (?:with|using) (?:only )?positive exponents(?=\s*[?.]?\s*$)/i,
  /\s+using exponents(?=\s*[?.]?\s*$)/i,
  /,?\s+(?:in|using) interval notation(?=\s*[?.]?\s*$)/i,
  // "Enter your answer as x = __, y = __.", "Enter it in h:mm AM/PM form.": the boxes of a homework site.
  /(?<=[.?:)]|^)\s*\(?(?:enter|type|write|give) (?:your |the )?(?:answers?|it|solutions?) (?:as|in the form)\s+[^.]*_{2,}[^.]*\.?\)?\s*$/i,
  /(?<=[.?:)]|^)\s*\(?(?:(?:enter|type|write|give)(?: (?:your|the) answer| it)?(?: in the form| in| as)? )?h{1,2}:mm(?:\s*(?:am\/pm|am or pm))?(?: form| format)?\.?\)?\s*$/i,
  /\s*\(\s*(?:24|12)-hour clock,?\s*h{1,2}:mm\s*\)/i,
  // The unknowns named after a system ("2p − q = 4, p + q = 11  (p, q)"): the solution names them anyway.
  /(?<==[^=]*)\s*\(\s*[a-z]\s*,\s*[a-z](?:\s*,\s*[a-z])?\s*\)\s*$/,
  // A unit naming a list's values ("the following temperatures (°C): …").
  /\s*\((?:°\s?[CF]|cm|mm|m|km|kg|g|lb|in|ft|s|min|h|hours|minutes|seconds|\$|£|€|%)\)(?=\s*:)/,
  // Quartiles are found by the medians of the halves, the median itself left out.
  /\s*\((?:use |using )?(?:the )?medians? of (?:each|the lower|the upper|the two) halv?f?e?s?(?:,? (?:not )?including the median)?\)/i,
  /,?\s*using the medians? of (?:each|the two) hal(?:ves|f)\b[^.?]*(?=\s*[.?]?\s*$)/i,
  // "as a product of its prime factors, using index notation": the factorization is written with powers anyway.
  /,?\s*(?:using|in) index (?:notation|form)(?=\s*[.?]?\s*$)/i,
  // "the principal argument of z, in radians, in the interval (−π, π]": the argument the solver gives.
  /(?<=\bargument\b[^.]*?),?\s*in radians(?:,?\s*in the (?:interval|range)\s*\(\s*[−-]\s*π\s*,\s*π\s*\])?/i,
  // "Use the graphing tool to graph the line.": the graph is drawn with the answer anyway.
  /(?<=[.?:)])\s*\(?use the (?:graphing|graph|drawing|plotting) tool\b[^.]{0,80}\.?\)?\s*$/i,
  // "Use the plotting tool to draw the line …" as the whole problem: the drawing asked.
  /^\s*use the (?:graphing|graph|drawing|plotting) tool to\s+/i,
  // "Use F = 9/5·C + 32.": the conversion the measurement solver makes anyway (only this formula, exactly).
  /[.;]?\s*\(?(?:use|using)\s+(?:the\s+formula\s+)?F\s*=\s*(?:9\s*\/\s*5|1\.8)\s*[·*×]?\s*C\s*\+\s*32\s*\)?\.?(?=\s*$)/i,
  /[.;]?\s*\(?(?:use|using)\s+(?:the\s+formula\s+)?C\s*=\s*(?:5\s*\/\s*9)\s*[·*×]?\s*\(\s*F\s*[-−]\s*32\s*\)\s*\)?\.?(?=\s*$)/i,
  // "(differentiate implicitly)", "(use implicit differentiation)": the method the solver takes anyway.
  /\s*\((?:use |using |by )?(?:differentiate implicitly|implicit differentiation|implicitly)\)/i,
  // ", or write DNE if the limit does not exist": what the engine says when there is no limit.
  /,?\s+or (?:write|answer|enter|type|say) (?:DNE|"DNE")(?: if [^.?]{1,50})?(?=\s*[.?]?\s*$)/i,
  // "(answer DNE if there is none)": what the engine says when there is no limit.
  /\s*\((?:answer|write|enter|type)\s+(?:DNE|"DNE")\s+if\s+[^)]{1,40}\)/i,
  // "Graph 2x − 3y = 6 by first solving for y": the way the graph solver goes anyway.
  /,?\s+by (?:first )?(?:solving (?:it )?for y|(?:re)?writing it in slope-intercept form)(?=\s*[.?]?\s*$)/i,
  // "Convert please 5 m² …": the courtesy inside the instruction.
  /(?<=^(?:convert|calculate|compute|find|solve|simplify|evaluate|write|express|change|factor|expand)\s+)(?:please|pls|plz)\s+/i,
  // "… approx?" with no precision: the engine's exact answer is the best approximation.
  /\s+(?:approx(?:imately)?|roughly)\s*\?*(?=\s*$|\s*\n|\s+\d+\s*(?:dp|d\.p\.|decimal places?)\b)/i,
  // "Show your work.": the steps are always shown.
  /(?<=(?:[.?:]|^)\s*)show (?:your|all(?: of)?(?: your)?) (?:work(?:ing)?|steps)\s*[.:]?\s*/i,
];

/** Words that only say what form an answer takes ("(answer as an improper fraction)", "(simplify)"). */
const FORM_WORDS = new Set(
  (
    'give write leave express state answer answers result it its your the a an as in to with and or please pls ' +
    'fraction fractions improper proper common simplest lowest terms form radical exact exactly simplify simplified ' +
    'reduce reduced fully completely exponents exponent notation decimal number integer whole mixed standard interval ' +
    'is are ok okay fine allowed ' +
    // What homework sites ask of the typing: "Type an exact answer, using radicals as needed."
    'enter type use using comma commas separate separated separating between needed necessary if all solution ' +
    'solutions numbers written given radicals expression variable an answer box do not include extraneous ' +
    'show working work steps any symbolic by there value values not integers decimals fractions hours minutes for ' +
    'factors symbols terms arbitrary constant bi each matrix element dne limit does exist single power of inequality ' +
    'lowercase uppercase lower upper case letters capital capitals digits positive only word words reply respond one'
  ).split(' '),
);
const onlyForm = (words: string) => {
  // A single letter names the variable the answer is written in ("using n as the variable").
  const list = (words.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 1);
  // At least one word that is about form, not only "a", "it" or "and".
  const minor = new Set(
    'it its your the a an as in to with and or please pls give write leave express state answer answers result is are ok okay fine allowed'.split(
      ' ',
    ),
  );
  return (
    list.length > 0 &&
    list.length <= 14 &&
    !/\d/.test(words) &&
    list.every((w) => FORM_WORDS.has(w)) &&
    list.some((w) => !minor.has(w))
  );
};

/** A line that only says how to type the answer ("(Type an exact answer. Use C as the arbitrary constant.)"). */
export const isFormRemark = (line: string) =>
  line
    .trim()
    .replace(/^\(|\)$/g, '')
    .split(/(?<=[.!?])\s+/)
    .every((sentence) => onlyForm(sentence.replace(/[.!?]$/, '')));

/** Sentences in words that ask nothing: what is left when a question is taken for a remark about form. */
const isStoryOnly = (text: string) =>
  (text.match(/[A-Za-z]{2,}/g) ?? []).length >= 3 &&
  !/[?]/.test(text) &&
  !/\b(?:solve|find|evaluate|simplify|factor|expand|compute|calculate|work|convert|round|differentiate|integrate|what|how|which|graph|plot|sketch|draw|determine|express|write|give|show|state|list|sort|order)\b/i.test(
    text,
  );

/** A closing remark about the answer's form, in brackets, as a last sentence or as "… and give …": dropped. */
function withoutAnswerForm(text: string): string {
  // "Solve. Leave answers in exact form: x^2 - 4x - 1 = 0": a form sentence before the math it introduces.
  let t = text.replace(/[.]\s+([A-Za-z][^.?!:]{0,120}):\s*/g, (whole, words: string) =>
    onlyForm(words) ? ': ' : whole,
  );
  for (let k = 0; k < 3; k++) {
    // A remark in brackets stands apart ("… (simplify)"), never a function's argument ("m(a)").
    const bracket = /\s+\(([^()]{1,120})\)\s*[.?]?\s*$/.exec(t);
    const sentence = /(?<=[.?!])\s+([A-Za-z][^.?!]{0,120})[.?!]?\s*$/.exec(t);
    const clause =
      /,?\s+(?:and|then)\s+((?:give|write|leave|express|state|simplify|reduce)\b[^.?!]{0,120})[.?!]?\s*$/i.exec(t);
    const found = [bracket, sentence, clause].find((m) => m && onlyForm(m[1] as string));
    if (!found) break;
    const left = t.slice(0, found.index).trimEnd();
    // "Our swim lasted 130 minutes. Write it in hours and minutes.": the only instruction is the question itself.
    if (isStoryOnly(left)) break;
    t = left;
  }
  return t;
}

export function withoutCourtesy(text: string): string {
  let t = text
    .trim()
    // "5(2x - 1) = 3(3x + 4)  x=?": the unknown asked after the equation.
    .replace(/^([^=a-z]*[a-z]?[^=a-z]*=[^=]*?)[\s,;]+([a-z])\s*=?\s*\?+\s*$/i, (whole, equation: string, v: string) =>
      /[a-z]{2,}/i.test(equation) ? whole : `Solve ${equation.trim()} for ${v}`,
    );
  if (t.length < 2000) t = withoutAnswerForm(t.replace(ANSWER_FORM, '').trim());
  for (const aside of ASIDES) t = t.replace(aside, '');
  // "Factor completely. Show your work: 2x^2 - 8" left "Factor completely. 2x^2 - 8": the verb introduces the math.
  t = t.replace(/^([A-Za-z]+(?: [a-z]+){0,2})\.\s+(?=[-\d([$\\]|[a-z](?:\^|\s*[-+=*/]))/, '$1: ');
  for (const pattern of COURTESY) t = t.replace(pattern, '').trim();
  const cut = Math.max(0, t.length - 60);
  let tail = t.slice(cut);
  // "?? pls help": each closing word may uncover another.
  for (let k = 0; k < 4; k++) {
    const before = tail;
    for (const pattern of CLOSINGS) tail = tail.replace(pattern, '').trimEnd();
    if (tail === before) break;
  }
  // "… 2 dp pls", "… 3sf": the precision asked in chat, written out for the rounding reader.
  tail = tail.replace(
    /(?<!\b(?:to|in|of|with|at|than|by))[,\s]+(\d+)\s*(dp|d\.p\.?|decimal places?|sf|s\.f\.?|sig figs?|significant figures?)\s*(?:pls|please|plz)?\s*[.?!]*$/i,
    (_, n: string, kind: string) =>
      `, to ${n} ${/^(?:dp|d\.p|decimal)/i.test(kind) ? 'decimal places' : 'significant figures'}`,
  );
  return `${t.slice(0, cut)}${tail}`.trim();
}
