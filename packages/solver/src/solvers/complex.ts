import { type Node, parseExpression, usesDecimals } from '../parse';
import { toLatex, toNumber, toText } from '../rational';
import { sqrtOf, surdLatex, surdNumber, surdText } from '../expr/surd';
import { nodeLatex } from '../read/reading';
import { type ProblemType, type Solver, type Step, result } from '../types';
import {
  type Gaussian,
  Refusal,
  close,
  complexLatex,
  complexText,
  conjC,
  evaluateC,
  isRealC,
  mathjsNumber,
  mathjsText,
  mathjsValue,
  normC,
} from './complex-number';

/** The type complex-number problems report (a dedicated 'complex' type may replace it once registered). */
const TYPE: ProblemType = 'complex';

type Ask = 'value' | 'modulus' | 'conjugate' | 'real' | 'imaginary';

/** The question's expression and what is asked of it; null when the wording is not a complex-number question. */
function readQuestion(problem: string): { ask: Ask; text: string; note: string } | null {
  let t = problem
    .trim()
    .replace(/\$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[?.!]\s*$/, '')
    .trim();
  let note = '';
  const where = /,?\s*(?:where|with|given that)\s+i\s*(?:\^\s*2|²)\s*=\s*-\s*1$|,?\s*where\s+i\s*=\s*sqrt\(-1\)$/i;
  if (where.test(t)) {
    note = /sqrt/.test(t.match(where)?.[0] ?? '') ? ' \\quad (i = \\sqrt{-1})' : ' \\quad (i^2 = -1)';
    t = t.replace(where, '').trim();
  }
  t = t
    .replace(
      /,?\s*(?:in|into|as a number in) (?:the )?(?:(?:standard|rectangular|cartesian|algebraic) )?(?:form\s*)?(?:a ?\+ ?b\s*\*?\s*i|a ?\+ ?i\s*b)?(?: form)?$/i,
      '',
    )
    .trim();
  t = t.replace(
    // Code-style input ("Expand (-3*i + 2)*(i - 1)") keeps i a variable, as the DeepMind generator means it.
    t.includes('*')
      ? /^(?:simplify|compute|calculate|evaluate|find|what is|what's|work out|express|write|determine|give)\b:?\s*/i
      : /^(?:simplify|compute|calculate|evaluate|find|what is|what's|work out|express|write|determine|give|expand|multiply out)\b:?\s*/i,
    '',
  );
  const named: [RegExp, Ask][] = [
    [/^(?:the )?(?:modulus|absolute value|magnitude) of (.+)$/i, 'modulus'],
    [/^(?:the )?(?:complex )?conjugate of (.+)$/i, 'conjugate'],
    [/^(?:the )?real part of (.+)$/i, 'real'],
    [/^(?:the )?imaginary part of (.+)$/i, 'imaginary'],
    [/^\|(.+)\|$/, 'modulus'],
    [/^abs\((.+)\)$/, 'modulus'],
    [/^conj\((.+)\)$/, 'conjugate'],
  ];
  for (const [pattern, ask] of named) {
    const m = pattern.exec(t);
    if (m) return { ask, text: m[1] as string, note };
  }
  const worded: [RegExp, (a: string, b: string) => string][] = [
    [/^multiply (.+?) (?:by|and) (.+)$/i, (a, b) => `(${a})*(${b})`],
    [/^divide (.+?) by (.+)$/i, (a, b) => `(${a})/(${b})`],
    [/^add (.+?) (?:and|to) (.+)$/i, (a, b) => `(${a})+(${b})`],
    [/^subtract (.+?) from (.+)$/i, (a, b) => `(${b})-(${a})`],
    [/^(?:the )?product of (.+?) and (.+)$/i, (a, b) => `(${a})*(${b})`],
    [/^(?:the )?sum of (.+?) and (.+)$/i, (a, b) => `(${a})+(${b})`],
    [/^(?:the )?quotient of (.+?) and (.+)$/i, (a, b) => `(${a})/(${b})`],
  ];
  for (const [pattern, build] of worded) {
    const m = pattern.exec(t);
    if (m) return { ask: 'value', text: build(m[1] as string, m[2] as string), note };
  }
  return { ask: 'value', text: t.replace(/^multiply\s+/i, ''), note };
}

/** "(3 + 2i)(1 - 4i)", "Simplify (1 + i)^4", "Write (2 - i)/(1 + i) in the form a + bi", "|3 + 4i|", "i^7". */
export const solveComplex: Solver = (problem) => {
  if (problem.length > 1000 || /\d{31,}/.test(problem) || !/i|sqrt\s*\(\s*-/.test(problem)) return null;
  const question = readQuestion(problem);
  if (!question || !/^[\d\s.+\-*/^()i]|^sqrt/.test(question.text)) return null;
  let node: Node;
  try {
    node = parseExpression(question.text.replace(/\\cdot|×|·/g, '*'));
  } catch {
    return null;
  }
  const steps: Step[] = [];
  const seen = { i: false };
  let z: Gaussian;
  try {
    z = evaluateC(node, steps, seen);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (!seen.i || !error.answered) return null;
    return result(TYPE, { reading: { latex: nodeLatex(node) + question.note, target: null }, reason: error.message });
  }
  // Without i (or the root of a negative number) it is real arithmetic, for other solvers.
  if (!seen.i) return null;
  const decimals = usesDecimals(question.text);
  const read = nodeLatex(node);
  const check = mathjsValue(node);
  const scale = Math.hypot(toNumber(z.re), toNumber(z.im));
  const method = 'the expression evaluated again with mathjs complex arithmetic in floating point';
  const sameValue = check !== null && close(check.re, toNumber(z.re), scale) && close(check.im, toNumber(z.im), scale);
  const valueStep: Step[] = steps.length
    ? []
    : [
        {
          title: 'Combine',
          explanation: 'Collect the real and imaginary parts.',
          latex: `${read} = ${complexLatex(z)}`,
        },
      ];
  if (question.ask === 'modulus') {
    const modulus = sqrtOf(normC(z));
    if (!modulus) return null;
    const absolute = mathjsNumber(`abs(${mathjsText(node)})`);
    const ok = absolute !== null && close(absolute, surdNumber(modulus), scale);
    const approx = modulus.size === 1 && modulus.has(1n) ? '' : ` \\approx ${Number(surdNumber(modulus).toFixed(4))}`;
    return result(TYPE, {
      reading: { latex: `\\left|${read}\\right|${question.note}`, target: { kind: 'value', value: surdText(modulus) } },
      steps: [
        ...steps,
        {
          title: 'Use |a + bi| = √(a² + b²)',
          explanation: `The modulus of ${complexText(z)} is the square root of ${toText(z.re)}² + ${toText(z.im)}² = ${toText(normC(z))}.`,
          latex: `\\left|${complexLatex(z)}\\right| = \\sqrt{${toLatex(normC(z))}} = ${surdLatex(modulus)}`,
        },
      ],
      answer: { value: surdText(modulus), latex: surdLatex(modulus) + approx },
      verified: { ok, method: "mathjs's abs of the expression evaluated in floating point" },
    });
  }
  if (question.ask === 'real' || question.ask === 'imaginary') {
    const part = question.ask === 'real' ? z.re : z.im;
    const checked = check && (question.ask === 'real' ? check.re : check.im);
    return result(TYPE, {
      reading: {
        latex: `\\operatorname{${question.ask === 'real' ? 'Re' : 'Im'}}\\left(${read}\\right)${question.note}`,
        target: { kind: 'value', value: toText(part) },
      },
      steps: [
        ...steps,
        {
          title: `Read off the ${question.ask} part`,
          explanation: `${complexText(z)} has ${question.ask} part ${toText(part)}.`,
          latex: `${read} = ${complexLatex(z)}`,
        },
      ],
      answer: { value: toText(part), latex: toLatex(part) },
      verified: { ok: checked !== null && close(checked, toNumber(part), scale), method },
    });
  }
  const out = question.ask === 'conjugate' ? conjC(z) : z;
  const text = complexText(out, decimals);
  const ok =
    check !== null &&
    close(check.re, toNumber(out.re), scale) &&
    close(question.ask === 'conjugate' ? -check.im : check.im, toNumber(out.im), scale);
  return result(TYPE, {
    reading: {
      latex: (question.ask === 'conjugate' ? `\\overline{${read}}` : read) + question.note,
      target: isRealC(out) ? { kind: 'value', value: toText(out.re) } : { kind: 'text', value: text },
    },
    steps: [
      ...steps,
      ...valueStep,
      ...(question.ask === 'conjugate'
        ? [
            {
              title: 'Change the sign of the imaginary part',
              explanation: `The conjugate of a + bi is a − bi.`,
              latex: `\\overline{${complexLatex(z)}} = ${complexLatex(out)}`,
            },
          ]
        : []),
    ],
    answer: { value: text, latex: complexLatex(out, decimals) },
    verified: {
      ok: ok && (question.ask === 'conjugate' || sameValue),
      method: question.ask === 'conjugate' ? `${method}, then conjugated` : method,
    },
  });
};
