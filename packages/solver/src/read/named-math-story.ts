/**
 * A story around named math ("The coding club encodes messages with the matrix A = [[2, 3], [1, 2]]. To decode them
 * they need A⁻¹. Find A⁻¹."): the definitions it states and its last question, the story's other words left out.
 * Only when every number of the story is inside a definition and the question names nothing the story does not
 * define; null otherwise.
 */

const MATRIX = String.raw`\[\s*\[[-\d.,\s/\]\[]*\]\s*\]`;
const DEFINITION = new RegExp(String.raw`(?<![\w^])([A-Z])\s*=\s*(${MATRIX})`, 'g');
const ASKS = /^(?:find|compute|calculate|work out|determine|evaluate|what is|what's|give|write down)\b/i;

export function namedMathStory(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 800) return null;
  // Sentences end at ". " before a capital; a matrix's decimals ("0.9") never do.
  const sentences = t.split(/(?<=[.?!])\s+(?=[A-Z])/);
  const question = (sentences.pop() ?? '').trim();
  if (sentences.length === 0 || !ASKS.test(question)) return null;
  const definitions: string[] = [];
  for (const sentence of sentences) {
    const found = [...sentence.matchAll(DEFINITION)];
    let rest = sentence;
    for (const m of found) {
      definitions.push(`${m[1]} = ${m[2]}`);
      rest = rest.replace(m[0], ' ');
    }
    // A number outside a definition is part of the story's math: not read here ("they need A^(-1)" says no number).
    if (/\d/.test(rest.replace(/(?<![A-Za-z])[A-Z]\s*\^\s*(?:\(\s*-?\d+\s*\)|-?\d+|T)/g, ' '))) return null;
  }
  if (definitions.length === 0) return null;
  const defined = new Set(definitions.map((d) => d[0]));
  // Capital letters of the question that stand alone are names; each must be defined (I is the identity).
  // "AB" is A times B: each capital of a run is a name.
  const named = [...question.replace(ASKS, '').matchAll(/(?<![A-Za-z])([A-Z]{1,3})(?![a-z])/g)].flatMap((m) => [
    ...(m[1] as string),
  ]);
  if (named.length === 0 || named.some((n) => !defined.has(n) && n !== 'I')) return null;
  const read = `${definitions.join('. ')}. ${question}`;
  return read === t ? null : read;
}
