import { FUNCTIONS } from '../parse';

/**
 * A derivative asked of a function the problem defines, in whatever order the two come: "Differentiate s(t) = 4.9t²
 * + 3t", "y = cos(x²). dy/dx = ?", "f(x) = 1/x², f'(x)?", "h(t) = −16t² + 64t + 5 feet after t seconds. What is its
 * velocity at t = 1?", "the rate of change of A(r) = πr² when r = 5". The definition, the order, the variable and the
 * point are read apart, and the question is rewritten in the one wording the derivative solvers read.
 */

// Names that belong to the math of an expression (the parser's functions, the written-out inverse names, π); any
// other word ends it.
const MATH_WORDS = new Set([...FUNCTIONS, 'arcsin', 'arccos', 'arctan', 'pi']);

/** The math at the start of `text`: up to a comma, a question mark, a sentence's end or the first word. */
export function mathSpan(text: string): string {
  let end = text.length;
  const stop = /[,;?!:]|\.(?!\d)|\b[A-Za-z]{2,}\b/g;
  for (const m of text.matchAll(stop)) {
    if (/^[A-Za-z]/.test(m[0]) && MATH_WORDS.has(m[0].toLowerCase())) continue;
    end = m.index ?? end;
    break;
  }
  return text.slice(0, end).trim();
}

const ORDINAL: Record<string, number> = { first: 1, second: 2, '2nd': 2, third: 3, '3rd': 3 };
const ASKS_DERIVATIVE =
  /\b(?:derivative|differentiate|rate of change|slope of the tangent(?: line)?|gradient of the tangent|velocity|acceleration)\b|\bd[a-z]?\s*\/\s*d[a-z]\b|\bd\^?[2²][a-z]?\s*\/\s*d[a-z]\^?[2²]|[A-Za-z]'+(?:\(|\s|$|=)/i;

export function derivativeQuestion(text: string): string | null {
  const s = text
    // A prime typed as ′ or ’ is the same mark.
    .replace(/[′’]/g, "'")
    .replace(/[?.]\s*$/, '')
    .trim()
    // "Use the chain rule to differentiate …": the rule named is how, not what.
    .replace(/^(?:use|using|apply|applying|by) (?:the )?(?:chain|product|quotient|power|sum) rule,?\s*(?:to\s+)?/i, '');
  // "What is d/dx of x³ sin x?"
  const of =
    /^(?:what is|what's|find|compute|calculate|evaluate|give)?\s*(?:the\s+)?d\s*\/\s*d([a-z])\s+of\s+(.+)$/i.exec(s);
  if (of) return `Differentiate ${of[2]} with respect to ${of[1]}`;
  const chain = /^(differentiate|find the derivative of)\s+(.+)$/i.exec(s);
  if (chain && s !== text.replace(/[?.]\s*$/, '').trim()) return `${chain[1]} ${chain[2]}`;
  if (s.length > 300 || !ASKS_DERIVATIVE.test(s)) return null;
  // An average rate of change, a tangent or normal line's equation, and implicit curves are other questions.
  if (/\b(?:average|mean|equation of|normal|implicit(?:ly)?|partial)\b/i.test(s)) return null;
  const named = /(?<![A-Za-z'])([A-Za-z])\s*\(\s*([a-z])\s*\)\s*=\s*/.exec(s);
  // y alone on the left of its equation ("e^y = x²" and "x + y = 5" are implicit curves).
  const plainY = named ? null : /(?<=^|(?<![-+*/^=<>]\s*)[\s,:;])(y)\s*=\s*/.exec(s);
  const definition = named ?? plainY;
  if (!definition) return null;
  const body = mathSpan(s.slice((definition.index ?? 0) + definition[0].length));
  if (!body || !/[a-z]/i.test(body)) return null;
  const name = definition[1] as string;
  // What is left once the definition is taken out is the question.
  const question = `${s.slice(0, definition.index)} ${s.slice((definition.index ?? 0) + definition[0].length + body.length)}`;
  if (!ASKS_DERIVATIVE.test(question)) return null;
  const respect =
    /\b(?:with respect to|wrt)\s+([a-z])\b|\bd[a-z]?\s*\/\s*d([a-z])\b|\bd\^?[2²][a-z]?\s*\/\s*d([a-z])/.exec(question);
  const letters = [...new Set(body.replace(/\b(?:[a-z]{2,})\b/gi, ' ').match(/[a-z]/g) ?? [])].filter((l) => l !== 'e');
  const v = named?.[2] ?? respect?.[1] ?? respect?.[2] ?? respect?.[3] ?? (letters.length === 1 ? letters[0] : 'x');
  if (!v || (plainY && body.includes('y'))) return null;
  if (letters.some((l) => l !== v)) return null;
  // The order: primes, "second", d²/dx², acceleration.
  const primed = new RegExp(String.raw`(?<![A-Za-z])${name}('+)(?:\(([^()]*)\))?`).exec(question);
  const ordinal = /\b(first|second|2nd|third|3rd)\b/i.exec(question)?.[1]?.toLowerCase();
  const order =
    primed?.[1]?.length ??
    (ordinal ? ORDINAL[ordinal] : undefined) ??
    (/d\^?[2²]|\bacceleration\b/.test(question) ? 2 : 1);
  if (order > 3 || (/\bvelocity|acceleration\b/.test(question) && v !== 't')) return null;
  // The point: f'(2), "at t = 1", "when r = 5", "at x = 3".
  const at =
    (primed?.[2] && primed[2].trim() !== v ? primed[2].trim() : undefined) ??
    new RegExp(
      String.raw`\b(?:at|when|where|for)\s+${v}\s*=\s*(-?[\d./]+|-?[\d.]*\s*pi|-?[\d.]*π(?:\s*/\s*\d+)?)`,
    ).exec(question)?.[1];
  const ordinalWord = ['', '', 'second ', 'third '][order];
  if (at) return order === 3 ? null : `Find the ${ordinalWord}derivative of ${body} at ${v} = ${at}`;
  return order === 1
    ? `Differentiate ${body} with respect to ${v}`
    : `Find the ${ordinalWord}derivative of ${body} with respect to ${v}`;
}
