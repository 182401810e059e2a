/** LaTeX as people paste it ("\int x e^{x}\,dx", "\frac{1}{2}") turned into the plain syntax the parser reads. */
export function fromLatex(text: string): string {
  if (!/\\[a-zA-Z]|\^\{/.test(text)) return text;
  let s = text
    .replace(/\\left|\\right/g, '')
    .replace(/\\[,;:!]|\\quad|\\qquad/g, ' ')
    .replace(/\\cdot|\\times/g, '*')
    .replace(/\\div/g, '/')
    .replace(/\\(sin|cos|tan|sec|csc|cot|sinh|cosh|tanh|exp|log|ln|arcsin|arccos|arctan)\b/g, (_, f: string) =>
      f.replace(/^arc/, 'a'),
    )
    .replace(/\\pi\b/g, 'pi');
  // \frac and \sqrt take braced arguments, possibly nested: replace innermost first until none are left.
  for (let i = 0; i < 20 && /\\(d?frac|sqrt)\{/.test(s); i++) {
    s = s.replace(/\\d?frac\{([^{}]*)\}\{([^{}]*)\}/g, '(($1)/($2))').replace(/\\sqrt\{([^{}]*)\}/g, 'sqrt($1)');
  }
  s = s.replace(/\^\{([^{}]*)\}/g, '^($1)').replace(/[{}]/g, ' ');
  const integral = /^\s*\\int\s*(.+?)\s*d([a-z])\s*$/.exec(s);
  if (integral) return `Integrate ${integral[1]} with respect to ${integral[2]}`;
  return s.replace(/\s+/g, ' ').trim();
}
