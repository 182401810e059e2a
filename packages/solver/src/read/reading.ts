import type { Node } from '../parse';
import { toText } from '../rational';

const FUNCTION_LATEX: Record<string, string> = {
  sin: '\\sin',
  cos: '\\cos',
  tan: '\\tan',
  sec: '\\sec',
  csc: '\\csc',
  cot: '\\cot',
  asin: '\\arcsin',
  acos: '\\arccos',
  atan: '\\arctan',
  sinh: '\\sinh',
  cosh: '\\cosh',
  tanh: '\\tanh',
  coth: '\\coth',
  log: '\\ln',
  exp: '\\exp',
};

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2, neg: 3, '^': 4 } as const;

function precedenceOf(node: Node): number {
  if (node.kind === 'bin') return PRECEDENCE[node.op];
  if (node.kind === 'neg') return PRECEDENCE.neg;
  return 5;
}

const isDivision = (node: Node) => node.kind === 'bin' && node.op === '/';

/**
 * A parse tree as LaTeX exactly as it was read: every number as written, and the grouping the parser chose made
 * visible (a chain of divisions as ÷ with its groups), so a misreading shows in the "input interpretation".
 */
export function nodeLatex(node: Node, outer = 0): string {
  const wrap = (text: string, prec: number) => (prec < outer ? `\\left(${text}\\right)` : text);
  switch (node.kind) {
    case 'num':
      return node.raw ?? toText(node.value);
    case 'var':
      return node.name === 'pi' ? '\\pi' : node.name.length > 1 ? `\\mathit{${node.name}}` : node.name;
    case 'neg':
      return wrap(`-${nodeLatex(node.arg, PRECEDENCE.neg)}`, PRECEDENCE.neg);
    case 'call': {
      const arg = nodeLatex(node.arg);
      if (node.name === 'sqrt') return `\\sqrt{${arg}}`;
      if (node.name === 'abs') return `\\left|${arg}\\right|`;
      const name = FUNCTION_LATEX[node.name] ?? `\\operatorname{${node.name}}`;
      return `${name}\\left(${arg}\\right)`;
    }
    case 'bin': {
      const prec = PRECEDENCE[node.op];
      switch (node.op) {
        case '+':
          return wrap(`${nodeLatex(node.left, prec)} + ${nodeLatex(node.right, prec)}`, prec);
        case '-':
          return wrap(`${nodeLatex(node.left, prec)} - ${nodeLatex(node.right, prec + 1)}`, prec);
        case '*': {
          const left = nodeLatex(node.left, prec);
          const right = nodeLatex(node.right, prec + 1);
          // "2x", "3(x + 1)": a number before a letter or a group is written side by side.
          const together =
            node.left.kind === 'num' &&
            (node.right.kind === 'var' || node.right.kind === 'call' || node.right.kind === 'bin');
          // A number never stands beside another number: 3·2^x is not 32^x.
          const apart = right.startsWith('-') || /^[\d.]/.test(right);
          return wrap(together && !apart ? `${left} ${right}` : `${left} \\cdot ${right}`, prec);
        }
        case '/':
          // A chain of divisions is shown as ÷ with its groups: (2/3) ÷ (4/9), never a fraction that hides them.
          if (isDivision(node.left) || isDivision(node.right)) {
            const side = (x: Node) =>
              x.kind === 'bin' || x.kind === 'neg' ? `\\left(${nodeLatex(x)}\\right)` : nodeLatex(x);
            return wrap(`${side(node.left)} \\div ${side(node.right)}`, prec);
          }
          return `\\frac{${nodeLatex(node.left)}}{${nodeLatex(node.right)}}`;
        case '^': {
          const base = precedenceOf(node.left) < 5 ? `\\left(${nodeLatex(node.left)}\\right)` : nodeLatex(node.left);
          return wrap(`${base}^{${nodeLatex(node.right)}}`, prec);
        }
      }
    }
  }
}

const NUMBER = /\d+(?:\.\d+)?/g;
const normal = (n: string) =>
  n
    .replace(/^0+(?=\d)/, '')
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');

/** The numbers written in a text ("0.50" and ".5" count as "0.5"). */
export const numbersIn = (text: string): Set<string> => new Set((text.match(NUMBER) ?? []).map(normal));

/** "(24-hour clock)" says how to write the answer, not a number of the problem. */
export const CLOCK_FORMAT = /\b(?:12|24)[- ]?h(?:ou)?r\s*(?:clock|time|format|notation)\b/gi;

/** The numbers of the problem its reading leaves out: any at all means the reading is not the problem. */
export function numbersLeftOut(problem: string, reading: string): string[] {
  const read = numbersIn(reading);
  // "½x" written as \frac{1}{2}x is read as x/2: that 1 is a coefficient the reading keeps without writing it.
  const implicitOne =
    /\\frac\{1\}\{\d+\}\s*[a-z(]|(?<![\d.])1\s*\/\s*\d+\s*\)?\s*\*?\s*[a-z(]/i.test(problem) &&
    /\\frac\{[a-z]/i.test(reading);
  const asked = problem.replace(CLOCK_FORMAT, ' ');
  return [...numbersIn(asked)].filter((n) => !read.has(n) && !(n === '1' && implicitOne));
}
