import { toPlainMath } from './read/plain-math';

/**
 * A problem as typed or pasted (LaTeX, Unicode math, Markdown wrappers) in the plain syntax the engine reads.
 * An integral sign with its `d x` becomes the words the integral solver reads, limits included.
 */
export function fromLatex(text: string): string {
  if (!/\\[a-zA-Z]|\^\{|[√∛π²³⁻∞≤≥−×÷·∫]/.test(text)) return text;
  // \int_{a}^{b} f dx (or ∫ₐᵇ as typed): the limits go into words before the general conversion reads them.
  const definite = /\\int\s*_\s*(\{[^{}]*\}|\S)\s*\^\s*(\{[^{}]*\}|\S)\s*(.+?)\s*\\?[,;!]?\s*d\s*([a-z])\s*$/.exec(
    text,
  );
  if (definite) {
    const strip = (x: string) => x.replace(/^\{|\}$/g, '');
    const [, a = '', b = '', f = '', v = 'x'] = definite;
    const prefix = text.slice(0, definite.index).trim();
    return `${prefix ? `${toPlainMath(prefix, { forEngine: true })} ` : ''}Integrate ${toPlainMath(f, { forEngine: true })} from ${toPlainMath(strip(a), { forEngine: true })} to ${toPlainMath(strip(b), { forEngine: true })} with respect to ${v}`.trim();
  }
  // d/dx as a fraction: the derivative solver reads "d/dx f" and "d^2/dx^2 f".
  const derivative = text
    .replace(/\\frac\s*\{\s*d\s*\}\s*\{\s*d\s*([a-z])\s*\}/g, ' d/d$1 ')
    .replace(/\\frac\s*\{\s*d\^\{?(\d)\}?\s*\}\s*\{\s*d\s*([a-z])\^\{?\d\}?\s*\}/g, ' d^$1/d$2^$1 ');
  const s = toPlainMath(derivative, { forEngine: true });
  const integral = /^\s*(?:\\int|∫|int)\s*(.+?)\s*d([a-z])\s*$/.exec(s.replace(/\bint\b/, '∫'));
  if (integral) return `Integrate ${integral[1]} with respect to ${integral[2]}`;
  return s;
}
