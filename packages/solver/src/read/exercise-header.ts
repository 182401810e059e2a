/**
 * One item pasted from a textbook's exercise with the exercise's heading above it: "Exercise 4.3  Solve each
 * equation.\n8)  4(x − 3) = 2x + 9", "Section 2 — Significant figures. Write each number correct to 2 significant
 * figures.\n(v)  86451", "Q10  A fair coin is tossed 4 times.\n(a)  Find the probability of …". The heading's
 * instruction is applied to the item ("Solve 4(x − 3) = 2x + 9."), its statements kept before an item that asks
 * its own question, and its title ("Reverse percentages", "Time zones") and numbering left out. Null when the text
 * is not a heading and one numbered item.
 */

const HEADING =
  /^(?:exercise|section|q|question|problem|task|unit|chapter|lesson|worksheet|homework|practice|review)\s*\.?\s*\d{1,3}(?:\.\d{1,3})?[a-z]?\b\s*[.):]?\s*(?:[—–-]\s*)?(.*)$/i;
const ITEM = /^\s*(?:\d{1,3}\s*[).]|\((?:[a-z]|[ivx]{1,5}|\d{1,3})\)|[a-z]\))\s*(.+)$/is;
/** Words that start an instruction. */
const VERBS =
  'solve|find|evaluate|calculate|compute|work out|simplify|factori[sz]e|expand|differentiate|integrate|round|convert|write|express|change|state|give|determine|sketch|graph|draw|plot|list|put|arrange|order|use|make|rationali[sz]e|show|prove|estimate';
const INSTRUCTION = new RegExp(String.raw`^(?:${VERBS})\b`, 'i');
// "each equation", "each of the following", "each pair of numbers", "in each case".
const EACH =
  /\b(?:each|every)\s+(?:of\s+the\s+following|(?:pair\s+of\s+)?(?:[a-z]+\s+){0,2}(?:numbers?|lists?|words?|sequences?|functions?|equations?|inequalit(?:y|ies)|expressions?|matri(?:x|ces)|data\s+sets?|sets?|times?|speeds?|amounts?|sums?|limits?|integrals?|probabilit(?:y|ies)|pairs?|systems?|polynomials?|values?|fractions?|decimals?|quantit(?:y|ies)|measurements?|masses|lengths?|powers?|complex\s+numbers?|terms?|points?|one)(?:\s+of\s+(?:(?:two|three|four|\d)\s+)?(?:equations|points|numbers|[a-z])\b)?)\b|\bthe\s+following(?:\s+[a-z]+)?\b/i;

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z(])/)
    .map((s) => s.trim())
    .filter(Boolean);

export function exerciseItem(text: string): string | null {
  if (text.length > 1500) return null;
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length < 2) return null;
  const heading = HEADING.exec(lines[0] as string);
  if (!heading) return null;
  const item = ITEM.exec(lines.slice(1).join('\n'));
  if (!item) return null;
  // An item over several lines (a system) keeps its lines.
  let body = (item[1] as string).replace(/\s*\n\s*/g, '\n').trim();
  const said = heading[1] as string;
  const sentences = sentencesOf(said);
  const instructions = sentences.filter((s) => INSTRUCTION.test(s) || EACH.test(s));
  const statements = sentences.filter((s) => !instructions.includes(s) && isStatement(s));
  const [main, ...forms] = instructions;
  // "Make the letter in brackets the subject." with "A = P(1 + rt)   [r]".
  const letter = /\s*[[(]\s*([a-z])\s*[\])]\s*$/i.exec(body);
  if (main && letter && /\bthe letter in (?:the )?brackets\b/i.test(main)) {
    return `Make ${letter[1]} the subject of ${body.slice(0, letter.index).trim()}.`;
  }
  const asksItself =
    INSTRUCTION.test(body) ||
    /\?/.test(body) ||
    /^(?:given|if|in|how|what|which|(?:a|an|the)\s+[a-z]{2,})\b/i.test(body);
  if (asksItself) return [...statements, body].join(' ');
  if (!main) return null;
  // "Find the remainder in each case." with "7¹⁰⁰ is divided by 5": the item is a clause of the question.
  if (/^\S.*\bis divided by\b/i.test(body)) body = `when ${body}`;
  // "Round each number to the number of decimal places shown in brackets" with "7.3649 (2 d.p.)".
  const shown = /\s*\(\s*(\d+)\s*(d\.?p\.?|s\.?f\.?|decimal places?|significant figures?)\s*\)\s*$/i.exec(body);
  // "Calculate, showing your working", "Evaluate, by rationalising the numerator": how, not what.
  let instruction = main
    .replace(/[.:]$/, '')
    .replace(/,?\s*(?:showing (?:all )?(?:your )?working|by rationali[sz]ing the (?:numerator|denominator))\b/i, '');
  if (shown && /\bshown in (?:the )?brackets\b|\bgiven in (?:the )?brackets\b/i.test(instruction)) {
    const kind = /^d|decimal/i.test(shown[2] as string) ? 'decimal places' : 'significant figures';
    body = body.slice(0, shown.index).trim();
    instruction = instruction.replace(
      /\bthe number of (?:decimal places|significant figures)\s+(?:shown|given) in (?:the )?brackets\b/i,
      `${shown[1]} ${kind}`,
    );
  }
  const applied = EACH.test(instruction)
    ? instruction.replace(EACH, body).replace(/\s+in each case\b/i, '')
    : /\bin each case\b/i.test(instruction)
      ? `${instruction.replace(/\s+in each case\b/i, '')} ${body}`
      : placeAfterVerb(instruction, body);
  const rest = forms.map((f) => f.replace(/\beach answer\b/gi, 'the answer').replace(/\beach\b/gi, 'the'));
  return [...statements, `${applied}.`, ...rest].join(' ').replace(/\.\./g, '.');
}

/** A statement of the heading that gives data ("A fair coin is tossed 4 times."), not a title ("Time zones"). */
function isStatement(sentence: string): boolean {
  return /\b(?:is|are|was|were|has|have|given|let|suppose)\b/i.test(sentence) && sentence.split(/\s+/).length >= 4;
}

/** "Round to 3 decimal places" with "14.99951": "Round 14.99951 to 3 decimal places"; "Evaluate" alone: "Evaluate: …". */
function placeAfterVerb(instruction: string, body: string): string {
  const verb = new RegExp(String.raw`^((?:${VERBS})\b(?:\s+(?:completely|fully|simultaneously))?)\s*(.*)$`, 'i').exec(
    instruction,
  );
  if (!verb) return `${instruction}: ${body}`;
  const rest = (verb[2] as string).trim();
  // "Convert the units", "Simplify the following": the object is the item itself.
  if (!rest || /^(?:the\s+)?(?:units?|following|these|them)$/i.test(rest)) return `${verb[1]}: ${body}`;
  // "Solve simultaneously", "Factorise completely": the adverb stays with the verb; the rest follows the item.
  return /^(?:to|in|into|as|correct|giving|using|with|by|for|without|showing)\b/i.test(rest)
    ? `${verb[1]} ${body} ${rest}`
    : `${verb[1]} ${rest}: ${body}`;
}
