import { evaluate, fromNode } from '../expr/expr';
import { parseExpression, toPoly } from '../parse';
import { asConstant, coefficientsIn, minus, variables } from '../polynomial';
import { type Rational, ZERO, cmp, toNumber, toText } from '../rational';
import { rationalRoots } from '../solvers/equations';
import { splitLetters } from './answer';

/**
 * "The area between y = x² and y = 4", "the region bounded by y = x and y = x²", "… from x = 0 to x = 2": the
 * integral of the upper curve minus the lower one. Without limits, the curves must meet at exactly two rational
 * points (a polynomial difference); the curves may not cross between the limits (checked at sample points).
 */
const BETWEEN =
  /^(?:find |compute |calculate |what is |determine )?(?:the )?area (?:of the region |of the area )?(?:bounded by|enclosed by|between|inside) (?:the (?:curves|graphs|lines|parabolas) )?(?:y\s*=\s*)?(.+?)\s+and\s+(?:the (?:curve|line|graph) )?(?:y\s*=\s*)?(.+?)(?:\s+(?:from|between)\s+(?:x\s*=\s*)?(.+?)\s+(?:to|and)\s+(?:x\s*=\s*)?(.+?))?\s*[?.]?$/i;

export function areaBetween(text: string): string | null {
  const m = BETWEEN.exec(text.trim());
  if (!m || /\bx-?axis\b/i.test(text)) return null;
  const [upperText, lowerText] = [m[1] as string, m[2] as string];
  try {
    const [f, g] = [upperText, lowerText].map((s) => parseExpression(splitLetters(s)));
    const difference = fromNode(parseExpression(`(${splitLetters(upperText)}) - (${splitLetters(lowerText)})`));
    let limits: [number, number, string, string];
    if (m[3] !== undefined) {
      const bound = (s: string) => evaluate(fromNode(parseExpression(splitLetters(s))), {});
      limits = [bound(m[3]), bound(m[4] as string), m[3], m[4] as string];
    } else {
      // Where the curves meet: the rational roots of their polynomial difference, exactly two of them.
      const p = minus(toPoly(f as never), toPoly(g as never));
      if (variables(p).some((v) => v !== 'x') || !variables(p).includes('x')) return null;
      const c = coefficientsIn(p, 'x').map((k) => asConstant(k) ?? null);
      if (c.some((k) => k === null)) return null;
      const { roots, rest } = rationalRoots(c as Rational[], Date.now() + 200);
      const distinct = [...new Map(roots.map((r) => [toText(r), r])).values()].sort(cmp);
      // Any part left after the rational roots may hide another crossing.
      if (distinct.length !== 2 || rest.length > 1) return null;
      const [a, b] = distinct as [Rational, Rational];
      if (cmp(a, ZERO) === 0 && cmp(b, ZERO) === 0) return null;
      limits = [toNumber(a), toNumber(b), toText(a), toText(b)];
    }
    const [a, b, aText, bText] = limits;
    if (!(a < b)) return null;
    const ys = Array.from({ length: 65 }, (_, i) => evaluate(difference, { x: a + ((b - a) * (i + 0.5)) / 65 }));
    if (!ys.every(Number.isFinite)) return null;
    const above = ys.every((y) => y >= -1e-12);
    if (!above && !ys.every((y) => y <= 1e-12)) return null;
    const [top, bottom] = above ? [upperText, lowerText] : [lowerText, upperText];
    return `Integrate (${top}) - (${bottom}) from ${aText} to ${bText} with respect to x`;
  } catch {
    return null;
  }
}
