import { type Poly, asConstant, substitute } from '../polynomial';
import { type Rational, isZero, neg, rat, toLatex, toText } from '../rational';
import { valueOf } from './values';

/** Points written "(x, y)" and lines y = mx + b: what the coordinate solvers share. */
export type Point = [Rational, Rational] & { raw?: [string, string] };
export const POINT = /\(\s*([^(),]+?)\s*,\s*([^(),]+?)\s*\)/g;

export function pointsOf(text: string): Point[] | null {
  const out: Point[] = [];
  for (const m of text.matchAll(POINT)) {
    const x = valueOf(m[1] as string);
    const y = valueOf(m[2] as string);
    if (!x || !y) return null;
    out.push(
      Object.assign([x, y] as [Rational, Rational], { raw: [m[1] as string, m[2] as string] as [string, string] }),
    );
  }
  return out;
}

// Coordinates shown as written (0.5 stays 0.5), so the reading keeps every number of the problem.
export const pointLatex = (p: Point) => `\\left(${p.raw?.[0] ?? toLatex(p[0])}, ${p.raw?.[1] ?? toLatex(p[1])}\\right)`;
/** y = m x + b as plain text and LaTeX. */
export function lineOf(m: Rational, b: Rational) {
  const text = isZero(m)
    ? toText(b)
    : `${m.n === m.d ? '' : m.n === -m.d ? '-' : `${toText(m)}*`}x${isZero(b) ? '' : b.n < 0n ? ` - ${toText(neg(b))}` : ` + ${toText(b)}`}`;
  const mx = isZero(m) ? '' : m.n === m.d ? 'x' : m.n === -m.d ? '-x' : `${toLatex(m)}x`;
  const latex = isZero(m)
    ? toLatex(b)
    : `${mx}${isZero(b) ? '' : b.n < 0n ? ` - ${toLatex(neg(b))}` : ` + ${toLatex(b)}`}`;
  return { text, latex: `y = ${latex}` };
}

/** A polynomial in x and y at whole-number x and y, exactly; null when it is not a number there. */
export const valueAt = (p: Poly, x: number, y: number): Rational | null =>
  asConstant(
    substitute(
      p,
      new Map([
        ['x', rat(BigInt(x))],
        ['y', rat(BigInt(y))],
      ]),
    ),
  );
