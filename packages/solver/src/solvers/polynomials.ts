import { type Defined, close, evaluate, evaluateExact } from '../numeric';
import { type Node, NotPolynomial, parseExpression, toPoly } from '../parse';
import { type Poly, asConstant, substitute, toLatexPoly, toSympy, variables } from '../polynomial';
import { add, eq, rat, toLatex, toNumber, toText } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';

/**
 * The polynomial agrees with the expression it came from at three points: the expression evaluated exactly from
 * its tree (a separate path from the polynomial arithmetic), the polynomial by substitution.
 */
export function agrees(node: Node, p: Poly): boolean {
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
      reading: {
        latex: `\\text{${type} } ${nodeLatex(node)}`,
        target: { kind: 'equivalent', expr: m[1], variables: variables(p), form: 'expanded' },
      },
      steps: [
        {
          title: 'The expression',
          explanation: 'As given.',
          latex: nodeLatex(node),
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
  const defined = new Map<string, Defined>();
  const shown: string[] = [];
  const names = new Set(definitions.map((d) => d[1] ?? ''));
  for (const [, name = '', v = '', body = ''] of definitions) {
    const node = parseExpression(body, names);
    const p = toPoly(node, functions);
    shown.push(`${name}(${v}) = ${nodeLatex(node)}`);
    defined.set(name, { parameter: v, body: node });
    functions.set(name, (arg) => {
      const c = asConstant(arg);
      if (!c) throw new NotPolynomial('a function of an expression');
      return substitute(p, new Map([[v, c]]));
    });
  }
  const question = /(?:determine|calculate|give|what is|find|evaluate|work out)\s+(.+?)\s*[?.]?\s*$/i.exec(
    problem.slice((definitions.at(-1)?.index ?? 0) + (definitions.at(-1)?.[0].length ?? 0)),
  );
  if (!question?.[1]) return null;
  const asked = parseExpression(question[1], names);
  const value = asConstant(toPoly(asked, functions));
  if (!value) return null;
  // Recomputed another way: the definitions applied in floating point, straight from their parse trees.
  const ok = close(toNumber(value), evaluate(asked, {}, defined));
  return result('evaluate', {
    reading: {
      latex: `${shown.join(',\\quad ')};\\quad ${nodeLatex(asked)}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      { title: 'The definition', explanation: 'The function as given.', latex: shown.join(',\\quad ') },
      {
        title: 'Substitute and calculate',
        explanation: `Put the value in for the variable and work it out exactly.`,
        latex: `${nodeLatex(asked)} = ${toLatex(value)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: { ok, method: 'the definitions applied again in floating point, and the two results compared' },
  });
};
