import { writeFileSync } from 'node:fs';
import { parseMarkdown } from './src/services/documents/export/blocks';
import { renderPdf } from './src/services/documents/export/pdf-render';
const md = `# Solving a quadratic

We solve $x^2 - 5x + 6 = 0$ by factoring. The **roots** are where the _product_ is zero, and it costs $5 or $10.

$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$

1. Factor: \\((x-2)(x-3) = 0\\)
2. Solve each factor:
   - $x = 2$
   - $x = 3$

| x | f(x) |
|---|------|
| 2 | $0$ |
| 3 | 0 |

\`\`\`
code block with $dollar$ kept
\`\`\`

> A quote with Greek: α β γ and \\[\\int_0^1 x\\,dx = \\tfrac12\\]

Broken: $\\frac{a}{$ stays.
`;
const blocks = parseMarkdown(md);
console.log(JSON.stringify(blocks).slice(0, 600));
const t = performance.now();
const pdf = await renderPdf(blocks, 'Quadratic equations');
console.log('ms', performance.now() - t, pdf.length);
writeFileSync('/tmp/probe.pdf', pdf);
