/**
 * Marks of typesetting that are not math: "64$\%$" is 64%, and \dots, \cdots, \ldots and … are the "..." of a
 * series ("1 + 2 + \dots + 49"), which the series reader knows.
 */
/** Stands for an escaped dollar sign while the math segments are read (see problem-text.ts). */
export const ESCAPED_DOLLAR = '\uE000';

export function typesetMarks(text: string): string {
  return (
    text
      // A percent sign alone in its math delimiters ("64$\%$"); inside math the LaTeX reader knows \%.
      .replace(/\$\\%\$/g, '%')
      // "$4\%$": a percentage alone in its math delimiters is the percentage as typed.
      .replace(/(?<!\\)\$\s*(\d+(?:\.\d+)?)\s*\\%\s*\$/g, '$1%')
      // "\$5000" in running text is a dollar sign, not a math delimiter: kept aside until the math is read.
      .replace(/\\\$/g, ESCAPED_DOLLAR)
      // \dbinom and \tbinom are \binom set larger or smaller; \mathrm{3A7}_{16} is the numeral 3A7 in base 16.
      .replace(/\\[dt]binom\b/g, '\\binom')
      .replace(/\\(?:mathrm|text|textrm|mathbf|mathit)\{([0-9A-Za-z]+)\}(?=_)/g, '$1')
      .replace(/\\(?:[lcv]?dots|dotsb|dotsc)\b|⋯|…/g, ' ... ')
      .replace(/\s*\.\.\.\s*/g, ' ... ')
      // "⁹P₃", "¹⁰C₄": the counts written with the numbers raised and lowered around the letter.
      .replace(/([⁰¹²³⁴⁵⁶⁷⁸⁹]+)\s*([PC])\s*([₀₁₂₃₄₅₆₇₈₉]+)/g, (_, n: string, letter: string, r: string) => {
        const plain = (s: string) => [...s].map((c) => String('⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉'.indexOf(c) % 10)).join('');
        return `${plain(n)}${letter}${plain(r)}`;
      })
  );
}
