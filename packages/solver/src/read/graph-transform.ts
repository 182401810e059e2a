/**
 * A graph moved and the new graph asked for: "Sketch y = 2^x shifted 3 units down", "The graph of y = x² is
 * translated by the vector (2, −5). Sketch the translated curve.", "… reflected in the x-axis", "… stretched
 * vertically by a factor of 2". Each move applied to the equation in the order written: a shift right by a puts
 * x − a for x, up by b adds b, a reflection in the x-axis negates y, one in the y-axis puts −x for x. Null unless
 * a graph is asked and every move is read.
 */

const BASE =
  /\b(?:graph|curve|function|line|sketch|plot|draw)\s+(?:of\s+)?(?:the\s+function\s+)?\$?\s*y\s*=\s*([^,.;$?]+?)\s*\$?(?=\s+(?:is|when|after|has|was|are|translated|shifted|moved|reflected|stretched)\b|[,.;?]|$)/i;
const NUM = String.raw`[-−]?\d+(?:\.\d+)?(?:\/\d+)?`;
const VECTOR = new RegExp(
  String.raw`\bby\s+(?:the\s+)?vector\s+\$?\s*(?:\(\s*(${NUM})\s*,\s*(${NUM})\s*\)|\\begin\{pmatrix\}\s*(${NUM})\s*\\\\\s*(${NUM})\s*\\end\{pmatrix\})`,
  'gi',
);
const SHIFT = new RegExp(
  String.raw`\b(?:translated|shifted|moved)?\s*(${NUM}|one|two|three|four|five|six)\s+units?\s+(up|upwards|down|downwards|left|right)\b`,
  'gi',
);
const WORDS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6' };

type Move = { at: number; apply: (expr: string) => string };

const withX = (expr: string, by: string) => expr.replace(/(?<![a-z])x(?![a-z])/gi, by);
const signed = (n: string) => n.replace('−', '-');

export function graphTransform(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 500 || !/\b(?:sketch|plot|draw)\b|(?<!\b(?:the|a|its|this|new)\s)\bgraph\b/i.test(t)) return null;
  const base = BASE.exec(t);
  if (!base) return null;
  const moves: Move[] = [];
  for (const m of t.matchAll(VECTOR)) {
    const a = signed((m[1] ?? m[3]) as string);
    const b = signed((m[2] ?? m[4]) as string);
    moves.push({ at: m.index ?? 0, apply: (e) => `${withX(e, `(x - (${a}))`)} + (${b})` });
  }
  for (const m of t.matchAll(SHIFT)) {
    const n = WORDS[(m[1] as string).toLowerCase()] ?? signed(m[1] as string);
    const way = (m[2] as string).toLowerCase();
    moves.push({
      at: m.index ?? 0,
      apply: /^up/.test(way)
        ? (e) => `(${e}) + ${n}`
        : /^down/.test(way)
          ? (e) => `(${e}) - ${n}`
          : (e) => withX(e, way === 'right' ? `(x - ${n})` : `(x + ${n})`),
    });
  }
  for (const m of t.matchAll(/\breflected\s+(?:in|over|across|about)\s+the\s+([xy])[- ]axis\b/gi)) {
    const axis = (m[1] as string).toLowerCase();
    moves.push({ at: m.index ?? 0, apply: axis === 'x' ? (e) => `-(${e})` : (e) => withX(e, '(-x)') });
  }
  for (const m of t.matchAll(
    new RegExp(String.raw`\bstretched\s+vertically\s+by\s+(?:a\s+)?(?:scale\s+)?factor\s+(?:of\s+)?(${NUM})`, 'gi'),
  )) {
    const k = signed(m[1] as string);
    moves.push({ at: m.index ?? 0, apply: (e) => `${k}*(${e})` });
  }
  if (moves.length === 0) return null;
  // Every number of the text is the equation's or a move's.
  const numbers = (t.match(/\d+(?:\.\d+)?/g) ?? []).length;
  const read =
    ((base[1] as string).match(/\d+(?:\.\d+)?/g) ?? []).length +
    [...t.matchAll(VECTOR)].length * 2 +
    [...t.matchAll(SHIFT)].filter((m) => /\d/.test(m[1] as string)).length +
    [...t.matchAll(/\bfactor\s+(?:of\s+)?\d/gi)].length;
  if (numbers !== read) return null;
  const expr = moves.sort((p, q) => p.at - q.at).reduce((e, move) => move.apply(e), base[1] as string);
  return `Graph y = ${expr}`;
}
