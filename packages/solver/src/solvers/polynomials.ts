import { evaluateExact } from '../numeric';
import { type Node, parseExpression, toPoly } from '../parse';
import { type Poly, asConstant, substitute, toLatexPoly, toSympy, variables } from '../polynomial';
import { add, eq, rat, toLatex, toText } from '../rational';
import { type Solver, result } from '../types';

/**
 * The polynomial agrees with the expression it came from at three points: the expression evaluated exactly from
 * its tree (a separate path from the polynomial arithmetic), the polynomial by substitution.
 */
function agrees(node: Node, p: Poly): boolean {
  const names = [...new Set([...variables(p), ...namesIn(node)])];
  return ['37/100', '-121/100', '253/100'].every((base, k) => {
    const at = new Map(names.map((n, i) => [n, add(parseFraction(base), rat(BigInt(i + k)))]));
    const value = asConstant(substitute(p, at));
    return value !== null && eq(value, evaluateExact(node, at));
  });
}

const parseFraction = (text: string) => {
  const [n = '0', d = '1'] = text.split('/');
  return rat(BigInt(n), BigInt(d));
};

function namesIn(node: Node): string[] {
  switch (node.kind) {
    case 'var':
      return [node.name];
    case 'neg':
    case 'call':
      return namesIn(node.arg);
    case 'bin':
      return [...namesIn(node.left), ...namesIn(node.right)];
    default:
      return [];
  }
}

function rewrite(type: 'expand' | 'collect', verb: RegExp, title: string, explanation: string): Solver {
  return (problem) => {
    const m = verb.exec(problem.trim());
    if (!m?.[1]) return null;
    const node = parseExpression(m[1]);
    const p = toPoly(node);
    return result(type, {
      steps: [
        {
          title: 'The expression',
          explanation: 'As given.',
          latex: m[1].replaceAll('**', '^').replaceAll('*', ' \\cdot '),
        },
        { title, explanation, latex: toLatexPoly(p) },
      ],
      answer: { value: toSympy(p), latex: toLatexPoly(p) },
      verified: { ok: agrees(node, p), method: 'the result and the original agree at three sample points' },
    });
  };
}

export const solveExpand = rewrite(
  'expand',
  /^expand\s+(.+?)\.?$/i,
  'Multiply out and collect',
  'Every product is multiplied out term by term, and like terms are added.',
);

export const solveCollect = rewrite(
  'collect',
  /^collect the terms in\s+(.+?)\.?$/i,
  'Collect like terms',
  'Terms with the same powers are added together.',
);

/** "Let f(x) = …. Determine f(3)." — definitions substituted, evaluated exactly. */
export const solveEvaluate: Solver = (problem) => {
  const definitions = [...problem.matchAll(/let\s+([a-z])\(([a-z])\)\s*=\s*([^.]+(?:\.\d[^.]*)*)\.?/gi)];
  if (definitions.length === 0) return null;
  const functions = new Map<string, (arg: Poly) => Poly>();
  const shown: string[] = [];
  const names = new Set(definitions.map((d) => d[1] ?? ''));
  for (const [, name = '', v = '', body = ''] of definitions) {
    const p = toPoly(parseExpression(body, names), functions);
    shown.push(`${name}(${v}) = ${toLatexPoly(p)}`);
    functions.set(name, (arg) => {
      const c = asConstant(arg);
      if (!c) throw new Error('a function of an expression');
      return substitute(p, new Map([[v, c]]));
    });
  }
  const question = /(?:determine|calculate|give|what is|find|evaluate|work out)\s+(.+?)\s*[?.]?\s*$/i.exec(
    problem.slice((definitions.at(-1)?.index ?? 0) + (definitions.at(-1)?.[0].length ?? 0)),
  );
  if (!question?.[1]) return null;
  const value = asConstant(toPoly(parseExpression(question[1], names), functions));
  if (!value) return null;
  return result('evaluate', {
    steps: [
      { title: 'The definition', explanation: 'The function as given.', latex: shown.join(',\\quad ') },
      {
        title: 'Substitute and calculate',
        explanation: `Put the value in for the variable and work it out exactly.`,
        latex: `${question[1]} = ${toLatex(value)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: { ok: true, method: 'exact arithmetic on whole numbers and fractions' },
  });
};
