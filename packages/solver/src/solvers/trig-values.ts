import { evaluate, fromNode } from '../expr/expr';
import { parseExpression } from '../parse';
import { type Solver, result } from '../types';

/**
 * Exact values of sin, cos, tan, csc, sec and cot at multiples of 15° (π/12), in degrees or radians, any size:
 * the angle is reduced to [0°, 360°), the value read off its reference angle with the quadrant's sign. Checked
 * apart from the table: the exact value evaluated in floating point against Math.sin/cos of the angle.
 */
const SIN: Record<number, string> = {
  0: '0',
  15: '(sqrt(6) - sqrt(2))/4',
  30: '1/2',
  45: 'sqrt(2)/2',
  60: 'sqrt(3)/2',
  75: '(sqrt(6) + sqrt(2))/4',
  90: '1',
};
const TAN: Record<number, string | null> = {
  0: '0',
  15: '2 - sqrt(3)',
  30: 'sqrt(3)/3',
  45: '1',
  60: 'sqrt(3)',
  75: '2 + sqrt(3)',
  90: null,
};
const RECIPROCAL: Record<string, string> = { csc: 'sin', sec: 'cos', cot: 'tan' };
/** 1/v for each value above, rationalised. */
const INVERSE: Record<string, string> = {
  '1/2': '2',
  'sqrt(2)/2': 'sqrt(2)',
  'sqrt(3)/2': '2*sqrt(3)/3',
  '(sqrt(6) - sqrt(2))/4': 'sqrt(6) + sqrt(2)',
  '(sqrt(6) + sqrt(2))/4': 'sqrt(6) - sqrt(2)',
  '1': '1',
  '2 - sqrt(3)': '2 + sqrt(3)',
  'sqrt(3)/3': 'sqrt(3)',
  'sqrt(3)': 'sqrt(3)/3',
  '2 + sqrt(3)': '2 - sqrt(3)',
};
const LATEX: Record<string, string> = {
  '0': '0',
  '(sqrt(6) - sqrt(2))/4': '\\frac{\\sqrt{6} - \\sqrt{2}}{4}',
  '1/2': '\\frac{1}{2}',
  'sqrt(2)/2': '\\frac{\\sqrt{2}}{2}',
  'sqrt(3)/2': '\\frac{\\sqrt{3}}{2}',
  '(sqrt(6) + sqrt(2))/4': '\\frac{\\sqrt{6} + \\sqrt{2}}{4}',
  '1': '1',
  '2 - sqrt(3)': '2 - \\sqrt{3}',
  'sqrt(3)/3': '\\frac{\\sqrt{3}}{3}',
  'sqrt(3)': '\\sqrt{3}',
  '2 + sqrt(3)': '2 + \\sqrt{3}',
  '2': '2',
  'sqrt(2)': '\\sqrt{2}',
  '2*sqrt(3)/3': '\\frac{2\\sqrt{3}}{3}',
  'sqrt(6) + sqrt(2)': '\\sqrt{6} + \\sqrt{2}',
  'sqrt(6) - sqrt(2)': '\\sqrt{6} - \\sqrt{2}',
};

/** sin, cos or tan at a whole number of degrees that is a multiple of 15, exactly (null where undefined). */
function exact(fn: 'sin' | 'cos' | 'tan', degrees: number): string | null {
  const d = ((degrees % 360) + 360) % 360;
  const shifted = fn === 'cos' ? (d + 90) % 360 : d;
  if (fn === 'tan') {
    const r = d % 180;
    const ref = r <= 90 ? r : 180 - r;
    const v = TAN[ref];
    if (v == null) return null;
    return r > 90 && v !== '0' ? `-(${v})` : v;
  }
  // sin θ by quadrant: the reference angle's value, negative below the axis.
  const ref = shifted <= 90 ? shifted : shifted <= 180 ? 180 - shifted : shifted <= 270 ? shifted - 180 : 360 - shifted;
  const v = SIN[ref] as string;
  return shifted > 180 && v !== '0' ? `-(${v})` : v;
}

const ASKED =
  /^(?:find|compute|evaluate|calculate|what is|what's|give|determine|simplify)?\s*(?:the\s+(?:exact\s+)?value\s+of\s+)?(sin|cos|tan|csc|sec|cot)\s*\(?\s*([^()?]+?|[^?]*\([^?]*\)[^?]*?)\s*\)?\s*(°|degrees?)?\s*[?.]?$/i;

export const solveTrigValue: Solver = (problem) => {
  const m = ASKED.exec(problem.trim());
  if (!m) return null;
  const name = (m[1] as string).toLowerCase();
  const written = (m[2] as string).replace(/°/g, '').trim();
  const inDegrees = !!m[3] || /°/.test(m[2] as string);
  let angle: number;
  try {
    angle = evaluate(fromNode(parseExpression(written.replace(/(\d)\s*pi/g, '$1*pi'))), {});
  } catch {
    return null;
  }
  if (!Number.isFinite(angle)) return null;
  // Degrees when said (°, "degrees", or written ·π/180); else the angle is in radians.
  const degrees = inDegrees ? angle : (angle * 180) / Math.PI;
  const fifteenths = Math.round(degrees / 15);
  if (Math.abs(degrees / 15 - fifteenths) > 1e-9 || Math.abs(degrees) > 1e6) return null;
  const whole = fifteenths * 15;
  const base = (RECIPROCAL[name] ?? name) as 'sin' | 'cos' | 'tan';
  const v = exact(base, whole);
  if (v === null || (RECIPROCAL[name] && v === '0')) {
    return result('evaluate', { reason: `${name} is not defined at ${whole}°.` });
  }
  // A value below the axis is written "-v" (with brackets round a sum); reciprocals come rationalised.
  const negative = v.startsWith('-(');
  const magnitude = negative ? v.slice(2, -1) : v;
  const size = RECIPROCAL[name] ? (INVERSE[magnitude] as string) : magnitude;
  const value = negative ? (/[+-]/.test(size) ? `-(${size})` : `-${size}`) : size;
  const approx = evaluate(fromNode(parseExpression(value)), {});
  const r = (whole * Math.PI) / 180;
  const direct = { sin: Math.sin(r), cos: Math.cos(r), tan: Math.tan(r) }[base];
  const expected = RECIPROCAL[name] ? 1 / direct : direct;
  const ok = Math.abs(approx - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
  const shownSize = LATEX[size] ?? size;
  const latex = negative ? (/[+-]/.test(size) ? `-\\left(${shownSize}\\right)` : `-${shownSize}`) : shownSize;
  const shownAngle = inDegrees ? `${written}^\\circ` : written.replace(/\*?pi/g, '\\pi');
  return result('evaluate', {
    reading: {
      latex: `\\${name}\\left(${shownAngle}\\right)`,
      target: { kind: 'value', value },
    },
    steps: [
      {
        title: 'Reduce the angle',
        explanation: `The angle is ${whole}°; in [0°, 360°) it is ${((whole % 360) + 360) % 360}°, and the quadrant gives the sign.`,
        latex: `${whole}^\\circ`,
      },
      {
        title: 'Read the exact value',
        explanation: RECIPROCAL[name] ? `${name} is 1/${base}.` : 'From the reference angle.',
        latex: `\\${name}\\left(${shownAngle}\\right) = ${latex}`,
      },
    ],
    answer: { value, latex },
    verified: { ok, method: "the exact value evaluated again against the calculator's sine and cosine of the angle" },
  });
};
