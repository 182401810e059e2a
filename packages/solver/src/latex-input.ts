import { toPlainMath } from './read/plain-math';

/**
 * A problem as typed or pasted (LaTeX, Unicode math, Markdown wrappers) in the plain syntax the engine reads.
 * An integral sign with its `d x` becomes the words the integral solver reads, limits included.
 */
const SUB = '₀₁₂₃₄₅₆₇₈₉₋';
const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹⁻';
const digitsOf = (run: string, table: string) => [...run].map((c) => '0123456789-'[table.indexOf(c)]).join('');

export function fromLatex(input: string): string {
  // Every superscript digit (x⁴, x⁵, not only ² and ³) is Unicode math to convert.
  if (!/\\[a-zA-Z]|\^\{|[√∛π⁰¹²³⁴⁵⁶⁷⁸⁹⁻ⁿˣʸᵗᵏ∞≤≥−×÷·∫]|\bint_/.test(input)) return input;
  // ∫₀³: limits typed as Unicode sub- and superscripts; "int_0^pi" typed as ∫_0^pi; ∫₀^{π/2} half and half.
  const text = input
    .replace(/\bint_/g, '∫_')
    .replace(/∫\s*([₀₁₂₃₄₅₆₇₈₉₋]+)\s*(?=\^)/g, (_, a: string) => `∫_{${digitsOf(a, SUB)}}`)
    .replace(
      /∫\s*([₀₁₂₃₄₅₆₇₈₉₋]+)\s*([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)/g,
      (_, a: string, b: string) => `∫_{${digitsOf(a, SUB)}}^{${digitsOf(b, SUP)}}`,
    );
  // \int_{a}^{b} f dx (or ∫ₐᵇ as typed): the limits go into words before the general conversion reads them.
  // A limit is one character or a braced group in LaTeX (\int_0^12x is 1 and 2x); typed, it is a whole number or π.
  const limit = /\\int/.test(text)
    ? String.raw`(\{[^{}]*\}|\S)`
    : String.raw`(\{[^{}]*\}|-?\d*\.?\d+(?:\s*\*?\s*(?:pi|π))?(?:\/\d+)?|-?(?:pi|π)(?:\/\d+)?|\S)`;
  const definite = new RegExp(
    String.raw`(?:\\int|∫)\s*_\s*${limit}\s*\^\s*${limit}\s*(.+?)\s*\\?[,;!]?\s*(?:\\mathrm\{d\}|d)\s*([a-z])\s*[.?!]?(?:\s+(?:what is|find|give) (?:the |its )?(?:exact )?(?:value|answer)\s*[?.]?)?\s*$`,
    'i',
  ).exec(text);
  if (definite) {
    const strip = (x: string) => x.replace(/^\{|\}$/g, '');
    const [, a = '', b = '', f = '', v = 'x'] = definite;
    // "Calculate the definite integral ∫₀² …": the words only name what the sign already says.
    const prefix = text
      .slice(0, definite.index)
      .trim()
      .replace(
        /^(?:(?:evaluate|find|compute|calculate|work out|determine|what is)\s+)?(?:the\s+)?(?:value of the\s+)?(?:definite\s+)?integral\s*:?$/i,
        '',
      );
    return `${prefix ? `${toPlainMath(prefix, { forEngine: true })} ` : ''}Integrate ${toPlainMath(f, { forEngine: true })} from ${toPlainMath(strip(a), { forEngine: true })} to ${toPlainMath(strip(b), { forEngine: true })} with respect to ${v}`.trim();
  }
  // d/dx as a fraction: the derivative solver reads "d/dx f" and "d^2/dx^2 f".
  const derivative = text
    .replace(/\\frac\s*\{\s*d\s*\}\s*\{\s*d\s*([a-z])\s*\}/g, ' d/d$1 ')
    .replace(/\\frac\s*\{\s*d\^\{?(\d)\}?\s*\}\s*\{\s*d\s*([a-z])\^\{?\d\}?\s*\}/g, ' d^$1/d$2^$1 ');
  const s = toPlainMath(derivative, { forEngine: true });
  // "∫ from 0 to π of sin x dx": limits in words.
  const worded =
    /^\s*(?:(?:find|evaluate|compute|calculate|what is)\s+)?(?:∫|\bint\b)\s*from\s+(.+?)\s+to\s+(.+?)\s+of\s+(.+?)\s*d([a-z])\s*[.?]?\s*$/i.exec(
      s,
    );
  if (worded) return `Integrate ${worded[3]} from ${worded[1]} to ${worded[2]} with respect to ${worded[4]}`;
  // An integrand never starts with a sub- or superscript: those are limits the reading did not understand.
  const integral =
    /^\s*(?:(?:find|evaluate|compute|calculate|integrate)\s+)?(?:\\int\b|∫|int\b|integrate\b)\s*([^_^\s].*?)\s*d([a-z])\s*[.?]?\s*$/i.exec(
      s.replace(/\bint\b/, '∫'),
    );
  if (integral) return `Integrate ${integral[1]} with respect to ${integral[2]}`;
  return s;
}
