import { splitLetters } from './answer';

/**
 * An operation the problem defines, then uses: "The operation ⋆ is defined as a ⋆ b = a + a/b. What is 12 ⋆ 3?",
 * "If x ◇ y = 3x + 5y, what is 2 ◇ 7?", "A ♣ B = 3A + 2B + 5; for which A is A ♣ 4 = 58?". The uses are written out
 * from the definition ((12) + (12)/(3)), innermost first, and the question is asked of that: a value, or an equation
 * in one unknown. Null unless the definition and every use are read. `*` is never taken for an operation (it is
 * multiplication), and a definition by an example ("for example, 3 ∇ 6 = …") is not read.
 */

const SYMBOL = String.raw`\\?[#&@$§]|star|odot|oplus|otimes|ominus|nabla|diamondsuit|clubsuit|heartsuit|spadesuit|diamond|circ|bullet|triangle|ast|bigstar|boxtimes|boxplus|dagger|S|[A-Z]`;
const DEFINITION = new RegExp(
  String.raw`(?:^|[\s,.:;])([a-zA-Z])\s*\*?\s*(${SYMBOL})\s*\*?\s*([a-zA-Z])\s*=\s*([^=]+?)(?=\s+for all\b|[.?;](?:\s|$)|,\s*(?:what|find|calculate|compute|evaluate|if|then)\b|$)`,
);
const OPERAND = String.raw`-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?|\([^()]*\)|[a-zA-Z]`;

export function definedOperation(text: string): string {
  if (text.length > 600 || /\bfor example\b/i.test(text)) return text;
  const t = text.replace(/\s+/g, ' ').replace(/\s+(?=[,.?;:])/g, '');
  const d = DEFINITION.exec(t);
  if (!d) return text;
  const [left, symbol, right] = [d[1] as string, d[2] as string, d[3] as string];
  // A capital letter is an operation only between two other letters ("a Z b", not "A = …").
  if (left === right || symbol === left || symbol === right) return text;
  // "3a + 5b": the products written out, so each letter stands alone.
  const body = splitLetters((d[4] as string).trim()).replace(/(\d)(?=[a-zA-Z(])/g, '$1*');
  if (!new RegExp(String.raw`\b[${left}${right}]\b`).test(body)) return text;
  const sym = symbol.replace(/^\\/, '').replace(/[$]/g, '\\$');
  const at = (d.index ?? 0) + d[0].length;
  let rest = t.slice(at).replace(new RegExp(String.raw`\*?\s*\\?${sym}\s*\*?`, 'g'), ` ${symbol.replace(/^\\/, '')} `);
  const use = new RegExp(String.raw`(${OPERAND})\s+${sym}\s+(${OPERAND})`);
  const apply = (x: string, y: string) =>
    `(${body.replace(new RegExp(String.raw`\b[${left}${right}]\b`, 'g'), (v) => `(${v === left ? x : y})`)})`;
  let uses = 0;
  for (let m = use.exec(rest); m && uses < 8; m = use.exec(rest), uses++)
    rest = `${rest.slice(0, m.index)}${apply(m[1] as string, m[2] as string)}${rest.slice(m.index + m[0].length)}`;
  if (uses === 0 || new RegExp(String.raw`\s${sym}\s`).test(rest)) return text;
  return question(rest.trim()) ?? text;
}

/** What is asked of the uses written out: a value, or the unknown of an equation. */
function question(rest: string): string | null {
  const t = rest.replace(/^[.,;:]?\s*(?:for all [a-z]+(?: and [a-z]+)?\s*,?\s*)?|\s*[?.]\s*$/gi, '');
  const value =
    /^(?:then\s+)?(?:what is|what's|calculate|compute|evaluate|find|determine)\s+(?:the\s+(?:simplified\s+)?value\s+of\s+)?(\(.+\))$/i.exec(
      t,
    );
  if (value) return `Calculate ${value[1]}`;
  // "If (…) = 169, what is the value of A?", "what is the value of A for which (…) = 58?"
  const given = /^if\s+(.+?=\s*-?[\d./]+)\s*,\s*(?:what is|find)\s+(?:the\s+value\s+of\s+)?([a-zA-Z])$/i.exec(t);
  const which =
    /^(?:what is|find)\s+(?:the\s+value\s+of\s+)?([a-zA-Z])\s+(?:for which|such that|if)\s+(.+?=\s*-?[\d./]+)$/i.exec(
      t,
    );
  const [equation, unknown] = given ? [given[1], given[2]] : which ? [which[2], which[1]] : [null, null];
  return equation && unknown ? `Solve ${equation} for ${unknown}` : null;
}
