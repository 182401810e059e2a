import { readAnswer } from '../packages/solver/src/read/answer.ts';
for (const a of ['Final answer: x = 2, x = 3', 'x = 2 or x = 3', '2 and 3', 'x ∈ {2, 3}', '\\boxed{x = -\\frac{1}{2}}', '$3x^2\\sin x + x^3\\cos x$', '\\(3x^2\\sin x + x^3\\cos x\\)', 'xe^x - e^x + C', '3x²sin x + x³cos x', '\\sqrt[3]{4}', 'x = 2, y = 1', 'no solution', 'All real numbers', '(-\\infty, 2) \\cup (3, \\infty)', 'x ≤ -1 or x ≥ 3', '√2/2', 'True', '\\dfrac{\\sqrt{3}}{2}', '\\ln|x| + C', '2(x+1)', '**x = 4**.', '$$x = \\pm 2$$', 'x \\in \\{2, 3\\}']) {
  const r = readAnswer(a);
  console.log(JSON.stringify(a), '→', JSON.stringify({ parts: r.parts.map((p) => `${p.name ?? ''}${p.relation ?? ''}${p.text}`), none: r.none, all: r.all, C: r.plusC, b: r.boolean, iv: r.intervals }));
}
