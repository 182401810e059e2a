import { type Expr, evaluate, fromNode, toLatex, toSympy } from '../expr/expr';
import { latex as typeset } from '../expr/latex';
import { approaches, limitAt, limitAtInfinity } from './limits-general';
import { asQuotient, evalPoly, lowestTerms, trim } from '../expr/coefficients';
import { parseExpression } from '../parse';
import { ONE, ZERO, cmp, div, isZero, parseRational, toLatex as ratLatex, toText } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';

/** "Find the limit of f as x approaches a" / "lim_{x→a} f": exact for quotients of polynomials, at a point or ∞. */
export const solveLimit: Solver = (problem) => {
  const sideWords = /\s+from the (right|left|above|below)\s*[?.]?$|\s*\^?\(?([+-])\)?\s*[?.]?$/i.exec(problem.trim());
  const side = sideWords ? (/right|above|\+/.test(sideWords[1] ?? sideWords[2] ?? '') ? 1 : -1) : 0;
  const text = sideWords ? problem.trim().slice(0, sideWords.index) : problem.trim();
  const m =
    /limit of\s+(.+?)\s+(?:as|when)\s+([a-z])\s+(?:approaches|goes to|tends to|->|→)\s+(-?\s*(?:infinity|inf|oo|∞|[\d./]+|pi|[\d.]*\s*\*?\s*pi(?:\s*\/\s*\d+)?))\s*[?.]?$/i.exec(
      text,
    ) ??
    /^(?:(?:evaluate|find|compute|calculate|what is)\s+)?lim_?[{(]?\s*([a-z])\s*(?:->|→|\\to)\s*(-?(?:infinity|inf|oo|∞|\\infty|[\d./]+))\s*[})]?\s*(.+?)\s*[?.]?$/i.exec(
      text,
    );
  if (!m) return null;
  const [expression, v, at] =
    /^(?:\w+\s+)?lim/i.test(text) && !/limit of/i.test(text) ? [m[3], m[1], m[2]] : [m[1], m[2], m[3]];
  if (!expression || !v || !at) return null;
  // "the limit of f(x) = |x − 2|/(x − 2) as …": the function named, then its expression.
  const node = parseExpression(expression.replace(new RegExp(String.raw`^[a-z]\(\s*${v}\s*\)\s*=\s*`, 'i'), ''));
  const x = fromNode(node);
  const toInfinity = /inf|oo|∞/i.test(at);
  const negative = /^-/.test(at.trim());
  const point = toInfinity ? `${negative ? '-' : ''}\\infty` : at.replace(/\s+/g, '');
  const read = `\\lim_{${v} \\to ${point}${side ? `^{${side > 0 ? '+' : '-'}}` : ''}} ${nodeLatex(node)}`;
  const parts = asQuotient(x, v);
  if (!parts || side !== 0) return generalLimit(x, v, at, side, read, toInfinity ? (negative ? '-oo' : '+oo') : null);
  const [top, bottom] = parts;
  const { numerator: n, denominator: d, common } = lowestTerms(top, bottom);
  const steps = [
    {
      title: 'Cancel common factors',
      explanation:
        trim(common).length > 1
          ? 'Numerator and denominator share a factor; it cancels before the limit is taken.'
          : 'Numerator and denominator share no factor.',
      latex: toLatex(x),
    },
  ];
  let value: string;
  let latex: string;
  if (toInfinity) {
    // Compare degrees: the leading terms decide.
    const dn = trim(n).length - 1;
    const dd = trim(d).length - 1;
    const ratio = div(trim(n).at(-1) ?? ZERO, trim(d).at(-1) ?? ONE);
    if (dn < dd) [value, latex] = ['0', '0'];
    else if (dn === dd) [value, latex] = [toText(ratio), ratLatex(ratio)];
    else {
      const sign = cmp(ratio, ZERO) * ((dn - dd) % 2 === 1 && negative ? -1 : 1);
      [value, latex] = sign > 0 ? ['oo', '\\infty'] : ['-oo', '-\\infty'];
    }
    steps.push({
      title: 'Compare the leading terms',
      explanation: 'As the variable grows without bound, only the highest powers matter.',
      latex,
    });
  } else {
    const a = parseRational(at.replace(/\s+/g, ''));
    const below = evalPoly(d, a);
    if (isZero(below)) {
      return result('limit', {
        steps,
        reason: `The denominator is still zero at ${v} = ${toText(a)} after cancelling: the function grows without bound there, so the two-sided limit does not exist as a number.`,
      });
    }
    const limit = div(evalPoly(n, a), below);
    [value, latex] = [toText(limit), ratLatex(limit)];
    steps.push({
      title: 'Substitute',
      explanation: `After cancelling, the expression is continuous at ${v} = ${toText(a)}: put the value in.`,
      latex,
    });
  }
  // Check: the original expression near the point (or far out) approaches the value.
  let ok = true;
  if (value === 'oo' || value === '-oo') {
    // Unbounded: far out (or close in) the values grow, with the sign the answer says.
    const probes = toInfinity ? [1e3, 1e5].map((t) => (negative ? -t : t)) : [];
    const ys = probes.map((t) => evaluate(x, { [v]: t }));
    const sign = value === 'oo' ? 1 : -1;
    ok =
      ys.length === 2 &&
      ys.every((y) => Number.isFinite(y) && Math.sign(y) === sign) &&
      Math.abs(ys[1] ?? 0) > Math.abs(ys[0] ?? 0);
  } else {
    const target = Number(numberOf(value));
    const probes = toInfinity
      ? [1e4, 1e5].map((t) => (negative ? -t : t))
      : [1e-6, -1e-6].map((h) => Number(numberOf(at)) + h);
    for (const t of probes) {
      const y = evaluate(x, { [v]: t });
      if (!Number.isFinite(y) || Math.abs(y - target) > 1e-3 * Math.max(1, Math.abs(target))) ok = false;
    }
  }
  return result('limit', {
    reading: { latex: read, target: { kind: 'value', value } },
    steps,
    answer: { value, latex },
    verified: { ok, method: 'the original expression evaluated ever closer to the point approaches the value' },
  });
};

/** Any other expression: the general rules (substitution, L'Hôpital, powers through e), checked numerically. */
function generalLimit(x: Expr, v: string, at: string, side: number, read: string, infinite: '+oo' | '-oo' | null) {
  const point = infinite ? null : fromNode(parseExpression(at.replace(/\s+/g, '')));
  const found = infinite ? limitAtInfinity(x, v, infinite === '+oo' ? 1 : -1) : limitAt(x, v, point as Expr, side);
  if (!found)
    return result('limit', {
      reading: { latex: read, target: null },
      reason: "The engine could not settle this limit with substitution, L'Hôpital's rule or the power rule.",
    });
  const value = typeof found.value === 'string' ? (found.value === '+oo' ? 'oo' : '-oo') : toSympy(found.value);
  const valueLatex =
    typeof found.value === 'string' ? (found.value === '+oo' ? '\\infty' : '-\\infty') : typeset(found.value);
  const ok = approaches(x, v, infinite ?? evaluate(point as Expr, {}), side, found.value);
  return result('limit', {
    reading: { latex: read, target: { kind: 'value', value } },
    steps: found.steps,
    answer: { value, latex: valueLatex },
    verified: { ok, method: 'the expression evaluated ever closer to the point approaches the value' },
  });
}

/** "3", "-1/2" as a floating-point number, for probing. */
function numberOf(text: string): number {
  const [a = '0', b = '1'] = text.replace(/\s+/g, '').split('/');
  return Number(a) / Number(b);
}
