import { readLiterals } from '../solvers/matrix-read';

const UNKNOWNS = '⟪';
const UNKNOWNS_END = '⟫';

/** A column of unknowns as written: \begin{pmatrix} x \\ y \end{pmatrix}, its plain reading, or [[x], [y]]. */
const COLUMN = [
  /\\begin\s*\{([pb]matrix)\}\s*([a-z](?:\s*\\\\\s*[a-z]){1,2})\s*\\end\s*\{\1\}/g,
  /begin\s*\(([pb]matrix)\)\s*([a-z](?:\s*\\\\?\s*[a-z]){1,2})\s*end\s*\(\1\)/g,
  /\[()\s*(\[\s*[a-z]\s*\](?:\s*,\s*\[\s*[a-z]\s*\]){1,2})\s*\]/g,
];

const term = (c: string, v: string) => (c === '1' ? v : c === '-1' ? `-${v}` : `${c}*${v}`);

/**
 * A system written as a matrix times a column of unknowns, A·(x, y) = b (LaTeX or nested lists), as the equations
 * it stands for: "Solve x + 2*y = 8, 3*x - y = 3". Anything else is left as it is.
 */
export function matrixEquation(text: string): string {
  if (!/matrix|\[\s*\[/.test(text)) return text;
  let marked = text;
  for (const pattern of COLUMN)
    marked = marked.replace(pattern, (_, _kind: string, body: string) => {
      const names = body.match(/[a-z]/g) ?? [];
      return `${UNKNOWNS}${names.join(',')}${UNKNOWNS_END}`;
    });
  if (marked === text) return text;
  const { text: tokens, matrices } = readLiterals(marked);
  const m = /^(.*?)⟨(\d+)⟩\s*\*?\s*⟪([^⟫]+)⟫\s*=\s*⟨(\d+)⟩(.*)$/s.exec(tokens);
  if (!m) return text;
  const names = (m[3] as string).split(',');
  const a = matrices[Number(m[2])];
  const b = matrices[Number(m[4])];
  if (!a || !b || new Set(names).size !== names.length) return text;
  const n = names.length;
  const rhs = b.raw.length === n && b.raw.every((r) => r.length === 1) ? b.raw.map((r) => r[0]) : null;
  if (a.raw.length !== n || a.raw.some((r) => r.length !== n) || !rhs) return text;
  const equations = a.raw.map((row, i) => {
    const left = row
      .map((c, j) => (c.trim() === '0' ? '' : term(c.trim(), names[j] as string)))
      .filter(Boolean)
      .join(' + ')
      .replace(/\+ -/g, '- ');
    return `${left || '0'} = ${(rhs[i] as string).trim()}`;
  });
  const before = (m[1] as string).trim().replace(/[:,]$/, '');
  const verb = /^(?:solve|find|determine)\b/i.test(before) || before === '' ? 'Solve' : before;
  return `${verb} ${equations.join(', ')}${m[5] as string}`;
}
