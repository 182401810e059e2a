import { type Solver, result } from '../types';

/** "The expected value of a roll of a fair six-sided (octahedral, 20-sided) die": (1 + n)/2, faces averaged. */
const FACES: Record<string, number> = {
  four: 4,
  six: 6,
  eight: 8,
  ten: 10,
  twelve: 12,
  twenty: 20,
  tetrahedral: 4,
  cubical: 6,
  standard: 6,
  octahedral: 8,
  dodecahedral: 12,
  icosahedral: 20,
};

export const solveDieExpectation: Solver = (problem) => {
  const m =
    /\bexpected\s+(?:value|outcome|number)\s+(?:of|for|when rolling)\s+(?:the\s+|a\s+|one\s+|a\s+single\s+)?(?:single\s+)?(?:roll\s+of\s+)?(?:a\s+|one\s+)?(?:fair\s+)?(?:(\d+|[a-z]+)[- ](?:sided\s+)?|(tetrahedral|cubical|standard|octahedral|dodecahedral|icosahedral)\s+)?(?:fair\s+)?(?:die|dice)\b/i.exec(
      problem,
    );
  if (!m || problem.length > 300) return null;
  const word = (m[1] ?? m[2] ?? 'six').toLowerCase();
  const n = /^\d+$/.test(word) ? Number(word) : FACES[word];
  if (!n || n < 2 || n > 1000) return null;
  // Any other number must be the faces again ("8 faces, numbered from 1 to 8").
  const others = (problem.match(/\d+/g) ?? []).map(Number);
  if (others.some((x) => x !== n && x !== 1)) return null;
  let sum = 0;
  for (let face = 1; face <= n; face++) sum += face;
  const value = (n + 1) / 2;
  return result('probability', {
    reading: {
      latex: `E = \\frac{1 + 2 + \\cdots + ${n}}{${n}}`,
      target: { kind: 'value', value: `${value}` },
    },
    steps: [
      {
        title: 'Average the faces',
        explanation: `Each of the ${n} faces is equally likely, so the expected value is their mean.`,
        latex: `E = \\frac{1 + 2 + \\cdots + ${n}}{${n}} = \\frac{${n + 1}}{2} = ${value}`,
      },
    ],
    answer: { value: `${value}`, latex: `${value}` },
    verified: { ok: sum / n === value, method: 'the faces added one by one and divided by their number' },
  });
};
