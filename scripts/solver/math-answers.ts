import { toPlainMath } from '@zhi/solver';
import type { Kind } from './grade';

/**
 * A competition answer (MATH, in LaTeX) in the plain syntax the grader compares, with the kind of answer it is:
 * intervals are sets, column vectors are matrices, and typesetting that is not the value ("1,\!000", "\$", "\%",
 * "^\circ", a unit in \text or \mbox) is dropped.
 */
export function mathAnswer(raw: string): { answer: string; kind: Kind } {
  const matrix = /^\\begin\{[pb]matrix\}([\s\S]*)\\end\{[pb]matrix\}$/.exec(raw.trim());
  if (matrix) {
    const rows = (matrix[1] as string).split('\\\\').map(
      (row) =>
        `[${row
          .split('&')
          .map((c) => toPlainMath(c.trim()))
          .join(', ')}]`,
    );
    return { answer: `[${rows.join(', ')}]`, kind: 'matrix' };
  }
  const t = raw
    .replace(/\\[!,;]/g, '')
    .replace(/\\\$|\\%|\^\s*\{?\\circ\}?|(?<=\d\s*)\\(?:text|mbox)\{\s*[a-zA-Z ]*\}(?:\^\{?\d\}?)?/g, '')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    // A numeral in a base, 40_9, is answered as its digits (the problem names the base).
    .replace(/^(\w+)_\{?(\d+)\}?$/, '$1')
    .trim();
  const plain = toPlainMath(t)
    .replace(/\s+\)/g, ')')
    .replace(/\(\s+/g, '(')
    .replace(/-\s+oo/g, '-oo');
  const interval = /^[[(][^,]+,[^,]+[\])](?:\s*∪\s*[[(][^,]+,[^,]+[\])])*$/.test(plain) && /oo|∪/.test(plain);
  if (interval) return { answer: plain.replace(/\s*∪\s*/g, ' U '), kind: 'inequality' };
  // A point or an ordered pair, "(2, 5pi/3)": its coordinates in order.
  return /^\(.+,.+\)$/.test(plain) ? { answer: plain, kind: 'list' } : { answer: plain, kind: 'value' };
}
