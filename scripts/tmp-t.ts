import { fromLatex } from '../packages/solver/src/latex-input';
import { solve } from '../packages/solver/src/index';
for (const p of ['\\int_0^3 x^2 dx', '\\int x e^{x}\\,dx', '\\frac{d}{dx} \\sin(x^2)', '∫ cos(3x) dx', 'Integrate x^2 from 0 to 3', 'Evaluate the integral of x^2 from 0 to 3', '2/3 divided by 4/9', 'What is 2/3 divided by 4/9?', 'Solve x^2 - 5x + 6 = 0', 'Let j be ((-27)/36)/(1/(-4)). Let q = j + 15. Calculate the least common multiple of q and 18.', 'Integrate sin(x) from 0 to pi']) {
  const r = solve(p);
  console.log(JSON.stringify(p), '|', fromLatex(p), '|', r.reading?.latex, '|', r.answer?.value ?? r.reason, r.verified?.ok);
}
