import { parseExpression } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';
import { mathjsValue } from './complex-number';

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** kπ/12 written as a reduced multiple of π: "pi/3", "-5*pi/6", "pi", "0". */
export function piText(k: number): { value: string; latex: string } {
  if (k === 0) return { value: '0', latex: '0' };
  const g = gcd(k, 12);
  const [n, d] = [k / g, 12 / g];
  const sign = n < 0 ? '-' : '';
  const top = Math.abs(n) === 1 ? 'pi' : `${Math.abs(n)}*pi`;
  const topLatex = Math.abs(n) === 1 ? '\\pi' : `${Math.abs(n)}\\pi`;
  return d === 1
    ? { value: `${sign}${top}`, latex: `${sign}${topLatex}` }
    : { value: `${sign}${top}/${d}`, latex: `${sign}\\frac{${topLatex}}{${d}}` };
}

/**
 * "Find the argument of z = 1 + √3 i (principal value)": the angle of the number in (−π, π], given exactly when it
 * is a multiple of π/12 (the angles of exact trigonometry) and in degrees when asked; otherwise no answer.
 */
export const solveComplexArgument: Solver = (problem) => {
  const m =
    /^(?:find |what is |compute |calculate |determine |give )?(?:the )?(?:principal )?(?:argument|arg|angle) of\s+(?:the complex number\s+)?(?:z\s*=\s*)?(.+?)\s*(?:,?\s*(?:in|as an angle in) (radians|degrees))?\s*(?:\(?(?:principal (?:value|argument)|in \(-?pi, ?pi\]|in radians|in degrees)\)?)?\s*[?.]?$/i.exec(
      problem.trim(),
    ) ??
    /^(?:find |what is |compute |calculate |determine |give )?(?:the )?arg\s*\((.+)\)\s*(?:,?\s*(?:in) (radians|degrees))?\s*[?.]?$/i.exec(
      problem.trim(),
    );
  if (!m || !/\bi\b|\di|argument|arg\s*\(/.test(m[0])) return null;
  const degrees = /degrees?|°/i.test(problem);
  const node = parseExpression((m[1] as string).replace(/(\d|\))\s*i\b/g, '$1*i'));
  const z = mathjsValue(node);
  if (!z || !Number.isFinite(z.re) || !Number.isFinite(z.im) || Math.hypot(z.re, z.im) < 1e-12) return null;
  const angle = Math.atan2(z.im, z.re);
  const k = Math.round((angle * 12) / Math.PI);
  if (Math.abs(angle - (k * Math.PI) / 12) > 1e-12) return null;
  // atan2 gives −π for a negative real number just below the axis in floating point; the principal value is π.
  const principal = k === -12 ? 12 : k;
  const answer = degrees ? { value: String(principal * 15), latex: `${principal * 15}^\\circ` } : piText(principal);
  const r = Math.hypot(z.re, z.im);
  const back = (principal * Math.PI) / 12;
  const ok = Math.abs(r * Math.cos(back) - z.re) < 1e-9 * r && Math.abs(r * Math.sin(back) - z.im) < 1e-9 * r;
  return result('complex', {
    reading: { latex: `\\arg\\left(${nodeLatex(node)}\\right)`, target: { kind: 'value', value: answer.value } },
    steps: [
      {
        title: 'Place the number in the plane',
        explanation: `Its real part is ${Number(z.re.toPrecision(12))} and its imaginary part ${Number(z.im.toPrecision(12))}.`,
        latex: `${nodeLatex(node)} = ${Number(z.re.toPrecision(12))} ${z.im < 0 ? '-' : '+'} ${Math.abs(Number(z.im.toPrecision(12)))}i`,
      },
      {
        title: 'The angle from the positive real axis',
        explanation: 'The principal argument is the angle θ in (−π, π] with cos θ = a/r and sin θ = b/r.',
        latex: `\\arg = ${answer.latex}`,
      },
    ],
    answer,
    verified: { ok, method: 'r·cos θ and r·sin θ give back the real and imaginary parts' },
  });
};
