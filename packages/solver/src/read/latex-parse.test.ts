import { ComputeEngine } from '@cortex-js/compute-engine';
import { describe, expect, it } from 'vitest';
import { evaluate, fromNode } from '../expr/expr';
import { sameAnswer, solve } from '../index';
import { parseExpression } from '../parse';
import { latexToPlain } from './latex-parse';

const L = String.raw;

/** The plain text, failing the test with the reason when there is none. */
function plain(latex: string): string {
  const read = latexToPlain(latex);
  if ('error' in read) throw new Error(`${latex}: ${read.error}`);
  return read.text;
}

// [LaTeX, plain text, the problem solve() is given (the text put in for "%"), its answer].
const SOLVED: [string, string, string, string][] = [
  [L`2 \cdot 3 + 6 \div 3`, '2*3 + 6/3', '%', '8'],
  [L`\frac{8}{22}`, '8/22', '%', '4/11'],
  [L`\dfrac{1}{2}+\tfrac{1}{3}`, '1/2 + 1/3', '%', '5/6'],
  [L`2^{10}`, '2^10', '%', '1024'],
  [L`2^{3^2}`, '2^(3^2)', '%', '512'],
  [L`(-2)^3`, '(-2)^3', '%', '-8'],
  [L`-2^2`, '-2^2', '%', '-4'],
  [L`1.50+2.25`, '1.50 + 2.25', '%', '3.75'],
  [L`12345678901234567890123 + 1`, '12345678901234567890123 + 1', '%', '12345678901234567890124'],
  [L`1.5\times10^{3}`, '1.5*10^3', '%', '1500'],
  [L`|-3|`, 'abs(-3)', '%', '3'],
  [L`\left|3-7\right|`, 'abs(3 - 7)', '%', '4'],
  [L`5!`, '(5*4*3*2)', '%', '120'],
  [L`\frac{5!}{3!}`, '(5*4*3*2)/(3*2)', '%', '20'],
  [L`\binom{5}{2}`, '(5*4)/(2)', '%', '10'],
  [L`\binom{10}{8}`, '(10*9)/(2)', '%', '45'],
  [L`2\frac{1}{2}`, '(2 + 1/2)', '%', '5/2'],
  [L`\sqrt{72}`, 'sqrt(72)', 'Simplify %', '6*sqrt(2)'],
  [L`\left(x+1\right)^2`, '(x + 1)^2', 'Expand %', 'x^2 + 2*x + 1'],
  [L`(x+1)(x-1)`, '(x + 1)*(x - 1)', 'Expand %', 'x^2 - 1'],
  [L`x(x+1)`, 'x(x + 1)', 'Expand %', 'x^2 + x'],
  [L`x^2-5x+6`, 'x^2 - 5*x + 6', 'Factor %', '(x - 2)*(x - 3)'],
  [L`\frac{x^2-1}{x-1}`, '(x^2 - 1)/(x - 1)', 'Simplify %', 'x + 1'],
  [L`2(x-3)=4x+8`, '2*(x - 3) = 4*x + 8', 'Solve %', '-7'],
  [L`x^2 = 4`, 'x^2 = 4', 'Solve %', '-2, 2'],
  [L`\frac{x}{2}+1=3`, 'x/2 + 1 = 3', 'Solve %', '4'],
  [L`\text{Solve } x+1=2`, 'Solve x + 1 = 2', '%', '1'],
  [L`\frac{d}{dx} \sin(x^2)`, 'd/dx sin(x^2)', '%', '2*x*cos(x^2)'],
  [L`\dfrac{\mathrm{d}}{\mathrm{d}x}\left(\dfrac{1}{x}\right)`, 'd/dx (1/x)', '%', '-1/x^2'],
  [L`\frac{d^2}{dx^2} x^3`, 'd^2/dx^2 x^3', '%', '6*x'],
  [L`\frac{d}{dx}\frac{d}{dx} x^3`, 'd^2/dx^2 x^3', '%', '6*x'],
  [L`\frac{\mathrm{d}^{3}}{\mathrm{d}x^{3}} x^5`, 'd^3/dx^3 x^5', '%', '60*x^2'],
  [L`\frac{d}{dt} t^3`, 'd/dt t^3', '%', '3*t^2'],
  [L`\frac{\partial}{\partial x} x^2 y`, 'd/dx x^2*y', '%', '2*x*y'],
  [L`\frac{d}{dx} 3x^2\sin x`, 'd/dx 3*x^2*sin(x)', '%', '6*x*sin(x) + 3*x^2*cos(x)'],
  [L`\frac{d}{dx} e^{2x}`, 'd/dx e^(2*x)', '%', '2*exp(2*x)'],
  [L`\frac{d}{dx}\ln|x|`, 'd/dx log(abs(x))', '%', '1/x'],
  [L`\frac{d}{dx} \tan^{-1} x`, 'd/dx atan(x)', '%', '1/(1 + x^2)'],
  [L`\frac{d}{dx} \log_2 x`, 'd/dx log(x)/log(2)', '%', '1/(x*log(2))'],
  [L`\frac{d}{dx}\pi`, 'd/dx pi', '%', '0'],
  [L`\int 2\pi r\,dr`, 'Integrate 2*pi*r with respect to r', '%', 'pi*r^2'],
  [L`\int x^2\,dx`, 'Integrate x^2 with respect to x', '%', 'x^3/3'],
  [L`\int_0^3 x^2\,dx`, 'Integrate x^2 from 0 to 3 with respect to x', '%', '9'],
  [L`\int \frac{dx}{x}`, 'Integrate 1/x with respect to x', '%', 'log(x)'],
  [L`\int_0^{\pi} \sin x\,dx`, 'Integrate sin(x) from 0 to pi with respect to x', '%', '2'],
  [L`\int_1^e \ln x\,dx`, 'Integrate log(x) from 1 to e with respect to x', '%', '1'],
  [L`\int x e^x\,\mathrm{d}x`, 'Integrate x*e^x with respect to x', '%', 'x*exp(x) - exp(x)'],
  [L`\int \sec^2 x\,dx`, 'Integrate sec(x)^2 with respect to x', '%', 'tan(x)'],
  [L`\int\limits_0^1 x\,dx`, 'Integrate x from 0 to 1 with respect to x', '%', '1/2'],
  [L`\displaystyle\int_{-1}^{1} x^3\,dx`, 'Integrate x^3 from -1 to 1 with respect to x', '%', '0'],
  [L`\int t^2 dt`, 'Integrate t^2 with respect to t', '%', 't^3/3'],
  [L`\lim_{x\to 1} \frac{x^2-1}{x-1}`, 'Find the limit of (x^2 - 1)/(x - 1) as x approaches 1', '%', '2'],
  [L`\lim\limits_{x \to 2} x^2`, 'Find the limit of x^2 as x approaches 2', '%', '4'],
  [L`\lim_{x\to\infty} \frac{3x^2+1}{x^2-5}`, 'Find the limit of (3*x^2 + 1)/(x^2 - 5) as x approaches oo', '%', '3'],
  [L`\lim_{x\to -\infty} \frac{2x+1}{x}`, 'Find the limit of (2*x + 1)/x as x approaches -oo', '%', '2'],
];

// [LaTeX, plain text]: expressions, compared below with compute-engine's own value of the LaTeX.
const EXPRESSIONS: [string, string][] = [
  [L`3x^2\sin x`, '3*x^2*sin(x)'],
  [L`2\pi r`, '2*pi*r'],
  [L`\sin x^2`, 'sin(x^2)'],
  [L`\sin^2 x`, 'sin(x)^2'],
  [L`\sin^{-1} x`, 'asin(x)'],
  [L`\tan^{-1}\left(\frac{1}{2}\right)`, 'atan(1/2)'],
  [L`\arcsin x + \arccos x`, 'asin(x) + acos(x)'],
  [L`\sec^2 x - \csc x \cot x`, 'sec(x)^2 - csc(x)*cot(x)'],
  [L`\operatorname{sinh}(x) + \cosh x - \tanh x`, 'sinh(x) + cosh(x) - tanh(x)'],
  [L`\operatorname{arcsinh} x`, 'asinh(x)'],
  [L`e^x`, 'e^x'],
  [L`e^{2x}`, 'e^(2*x)'],
  [L`\mathrm{e}^{x}`, 'e^x'],
  [L`\exp\left(-x^2\right)`, 'exp(-x^2)'],
  [L`\ln(x+1)`, 'log(x + 1)'],
  [L`|x-1|`, 'abs(x - 1)'],
  [L`\left|2x+1\right|`, 'abs(2*x + 1)'],
  [L`\ln|x|`, 'log(abs(x))'],
  [L`\log_2 8`, 'log(8)/log(2)'],
  [L`\log_{3} 9`, 'log(9)/log(3)'],
  [L`\log x`, 'log(x)'],
  [L`\lg x`, 'log(x)/log(10)'],
  [L`\sqrt{x}\sqrt{y}`, 'sqrt(x)*sqrt(y)'],
  [L`\sqrt[3]{4^5+4^5+4^5+4^5}`, '(4^5 + 4^5 + 4^5 + 4^5)^(1/3)'],
  [L`\sqrt[2]{x}`, 'sqrt(x)'],
  [L`\sin 30^\circ`, 'sin(30*pi/180)'],
  [L`\cos\pi`, 'cos(pi)'],
  [L`x^{-1}`, 'x^(-1)'],
  [L`x^{-\frac12}`, 'x^(-1/2)'],
  [L`\frac{a}{\frac{b}{c}}`, 'a/(b/c)'],
  [L`a/b/c`, 'a/b/c'],
  [L`x - (y - z)`, 'x - (y - z)'],
  [L`x+-y`, 'x - y'],
  [L`-(-x)`, '-(-x)'],
  [L`x_1 + x_2`, 'x_1 + x_2'],
  [L`\alpha\beta`, 'alpha*beta'],
  [L`-2\frac{1}{2}`, '-(2 + 1/2)'],
  [L`0.0000001`, '0.0000001'],
  [L`-3.5`, '-3.5'],
  [L`\pi`, 'pi'],
  [L`e`, 'e'],
];

// [LaTeX, plain text]: relations, sets, wordings no solver answers, names.
const WRITTEN: [string, string][] = [
  [L`x \le 3`, 'x <= 3'],
  [L`x\geq-1`, 'x >= -1'],
  [L`1 < x < 3`, '1 < x < 3'],
  [L`x \ne 3`, 'x != 3'],
  [L`y=mx+b`, 'y = m*x + b'],
  [L`x \in \{2,3\}`, 'x ∈ {2, 3}'],
  [L`\{1,2,3\}`, '{1, 2, 3}'],
  [L`(1,2)`, '(1, 2)'],
  [L`\left[0, 1\right)`, '[0, 1)'],
  [L`x = 2, y = 3`, 'x = 2, y = 3'],
  [L`\emptyset`, '∅'],
  [L`i`, 'i'],
  [L`\infty`, 'oo'],
  [L`-\infty`, '-oo'],
  [L`\frac{-b \pm \sqrt{b^2-4ac}}{2a}`, '(-b ± sqrt(b^2 - 4*a*c))/(2*a)'],
  [L`3.14159265358979323846264338327950288`, '3.14159265358979323846264338327950288'],
  [L`1000000000000000000000`, '1000000000000000000000'],
  [L`0!`, '1'],
  [L`\int_0^\infty e^{-x}\,dx`, 'Integrate e^(-x) from 0 to oo with respect to x'],
  [L`\lim_{x \rightarrow 0} \frac{\sin x}{x}`, 'Find the limit of sin(x)/x as x approaches 0'],
  [L`\lim_{x\to 0^+} \frac{1}{x}`, 'Find the limit of 1/x as x approaches 0 from the right'],
  [L`\lim_{x\to 0^-} \frac{1}{x}`, 'Find the limit of 1/x as x approaches 0 from the left'],
  [L`\sum_{k=1}^{n} k^2`, 'Sum of k^2 for k from 1 to n'],
  [L`\prod_{k=1}^{5} k`, 'Product of k for k from 1 to 5'],
  [L`f'(x)`, "f'(x)"],
  [L`f''(x)`, "f''(x)"],
  [L`y'`, "y'"],
  // compute-engine has no arccot to compare values with.
  [L`\arccot 2x`, 'acot(2*x)'],
  [L`\operatorname{arccot}(x)`, 'acot(x)'],
];

// [LaTeX, the reason given].
const REFUSED: [string, RegExp][] = [
  ['', /no math/],
  [L`\begin{pmatrix}1&2\\3&4\end{pmatrix}`, /matrices/],
  [L`\frac{1}{`, /not closed/],
  [L`x^2+`, /nothing to act on/],
  [L`\sqrt{}`, /missing/],
  [L`\frac{dy}{dx}`, /unknown function y/],
  [L`\frac{d^2y}{dx^2}`, /unknown function y/],
  [L`\frac{\partial^2}{\partial x \partial y} xy`, /mixed partial/],
  [L`\frac{d}{dx} f(x)`, /f\(…\) may be a function/],
  [L`\int k(x+1)\,dx`, /k\(…\) may be a function/],
  [L`\int e^x`, /no variable of integration/],
  [L`\int_0^{2\pi}\cos\theta\,d\theta`, /single lowercase letter/],
  [L`\iint f\,dA`, /multiple and contour integrals/],
  [L`1 + \int x\,dx`, /an integral inside a larger expression/],
  [L`n!`, /factorials of whole numbers/],
  [L`x_{n+1}`, /subscripted name/],
  [L`\overline{x}`, /Conjugate/],
  [L`\lfloor x \rfloor`, /Floor/],
  [L`\{x \mid x > 0\}`, /Condition/],
];

const fill = (template: string, text: string) => template.replace('%', text);
/** Plain text the expression parser reads (not a relation, a set or a solver's wording). */
const isExpression = (text: string) => !/[=<>,∈]|^[A-Z]|^d[/^]/.test(text);

describe('latexToPlain: the plain text', () => {
  it.each([...SOLVED.map(([l, t]) => [l, t]), ...EXPRESSIONS, ...WRITTEN])('%s → %s', (latex, text) => {
    expect(latexToPlain(latex)).toEqual({ text });
  });

  it.each(REFUSED)('refuses %s', (latex, reason) => {
    const read = latexToPlain(latex);
    expect('error' in read && read.error).toMatch(reason);
  });
});

describe('latexToPlain: solve() answers the plain text', () => {
  it.each(SOLVED)('%s', (latex, _text, problem, answer) => {
    const solved = solve(fill(problem, plain(latex)));
    expect(solved.answer?.value, solved.reason ?? undefined).toBeDefined();
    expect(sameAnswer(solved.answer?.value ?? '', answer), `${solved.answer?.value} vs ${answer}`).toBe(true);
  });

  it('gives no answer, rather than a wrong one, to wordings no solver reads', () => {
    for (const latex of [L`\sum_{k=1}^{n} k^2`, L`f'(x)`]) expect(solve(plain(latex)).answer ?? null).toBeNull();
    // A one-sided limit is read with its side.
    expect(solve(plain(L`\lim_{x\to 0^+} \frac{1}{x}`)).answer?.value).toBe('oo');
  });

  it('writes a set the answer reader reads: x ∈ {2, 3} is the answers 2 and 3', () => {
    expect(sameAnswer(plain(L`x \in \{2,3\}`), '3, 2')).toBe(true);
  });
});

describe("latexToPlain: the same value as compute-engine's reading", () => {
  const ce = new ComputeEngine();
  const at = { x: 0.7, y: 1.3, z: 0.45, r: 1.1, a: 0.4, b: 2.3, c: 0.9, x_1: 0.2, x_2: 0.6, alpha: 1.9, beta: 0.8 };
  const cases = [...EXPRESSIONS, ...SOLVED.filter(([, text, p]) => p === '%' && isExpression(text))];
  it.each(cases.map(([latex]) => latex))('%s', (latex) => {
    const ours = evaluate(fromNode(parseExpression(plain(latex))), at);
    // compute-engine reads \log without a base as base 10; the engine reads it as ln (ADR 019).
    const theirs = Number(
      ce
        .parse(latex.replace(/\\log(?!_)/g, '\\ln'))
        .subs(at)
        .N().re,
    );
    expect(ours).toBeCloseTo(theirs, 9);
  });
});

describe('compute-engine quirks, handled', () => {
  it.each([
    // Read as usual: \sin x^2 is sin(x²), \sin^2 x is (sin x)², e^x the exponential, 2\pi r a product.
    [L`\sin x^2`, 'sin(x^2)'],
    [L`\sin^2 x`, 'sin(x)^2'],
    [L`e^x`, 'e^x'],
    [L`2\pi r`, '2*pi*r'],
    // \lim\limits and \mathrm dx (no braces) are errors for compute-engine: fixed in the source first.
    [L`\lim\limits_{x \to 2} x^2`, 'Find the limit of x^2 as x approaches 2'],
    [L`\int x\, \mathrm dx`, 'Integrate x with respect to x'],
    // \varphi is the golden ratio to compute-engine; it is the letter phi.
    [L`\varphi^2`, 'phi^2'],
    // \arccot is an unknown command, \operatorname{arccot} a bare name.
    [L`\arccot x`, 'acot(x)'],
    // Decimals keep their digits (parsed as exact rationals 150/100, printed back): 1.50, not 1.5.
    [L`1.50`, '1.50'],
    [L`2.0x`, '2.0*x'],
    // A digit run is a number, not a product ({2}{3} is 6 to compute-engine's canonical form).
    [L`{2}{3}`, '23'],
    // 2\frac{1}{2} is a mixed number, as compute-engine's canonical form reads it; with a factor after it, a product.
    [L`2\frac{1}{2}`, '(2 + 1/2)'],
    [L`2\frac{1}{2}x`, '2*(1/2)*x'],
    // \log without a base is the natural logarithm (ADR 019); \lg is base 10.
    [L`\log 100`, 'log(100)'],
    // The derivative operator takes everything after it: d/dx (x² + 3).
    [L`\frac{d}{dx}x^2 + 3`, 'd/dx x^2 + 3'],
    // \sin x/2 is sin(x/2) to compute-engine.
    [L`\sin x/2`, 'sin(x/2)'],
    // Percent is a power of ten.
    [L`10\%`, '10*10^(-2)'],
    // Digits separated by spacing are one number to compute-engine.
    [L`2\quad 3`, '23'],
  ])('%s → %s', (latex, text) => {
    expect(latexToPlain(latex)).toEqual({ text });
  });

  it.each([
    // \mathrm{2} is the name "two" to compute-engine: refused, not printed as two*3.
    [L`\mathrm{2}3`, /name two/],
    // \iint reads as a single integral and {,} as a digit-group separator (1{,}5 = 15): refused before parsing.
    [L`\iint f\,dA`, /multiple/],
    [L`1{,}5`, /decimal comma/],
  ])('refuses %s', (latex, reason) => {
    const read = latexToPlain(latex);
    expect('error' in read && read.error).toMatch(reason);
  });
});

describe('latexToPlain: bounded input', () => {
  it('refuses over 2,000 characters without parsing', () => {
    expect(latexToPlain('x+'.repeat(1001))).toEqual({ error: expect.stringMatching(/too long/) });
  });

  it.each([
    ['brackets', '('.repeat(101) + 'x' + ')'.repeat(101)],
    ['minus signs', '-'.repeat(1999) + 'x'],
    ['roots', L`\sqrt `.repeat(300) + 'x'],
    ['fractions', L`\frac1`.repeat(250) + '2'],
    ['factorials', '3' + '!'.repeat(1500)],
  ])('refuses hostile nesting (%s) without overflowing the stack', (_kind, latex) => {
    expect(latexToPlain(latex)).toEqual({ error: expect.stringMatching(/nested too deeply/) });
    expect(latexToPlain('x+1')).toEqual({ text: 'x + 1' });
  });

  it('reads nesting within the bound', () => {
    const read = plain('x^{'.repeat(90) + 'x' + '}'.repeat(90));
    expect(read.startsWith('x^(x^(x^(')).toBe(true);
  });

  it('quotes at most a short piece of hostile input in its reason', () => {
    const read = latexToPlain('x' + '_x'.repeat(999));
    expect('error' in read && read.error.length).toBeLessThan(120);
  });
});
