import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';
import { readProblemText } from './problem-text';

// Expected values by hand.
// Systems: 4x + y = 9, x − y = 1 → 5x = 10, x = 2, y = 1; y = x + 1, 2x + y = 10 → 3x = 9, x = 3, y = 4;
// x + y = 11, x − y = 3 → x = 7, y = 4; a + 2b = 8, 3a − b = 3 → 7a = 14, a = 2, b = 3; m + n = 5, m − n = 1 → 3, 2.
// Quadratics: x² − 2x − 8 = (x − 4)(x + 2); x² − 7x + 10 = (x − 2)(x − 5); x² − 3x − 10 = (x − 5)(x + 2).
// x³ − 3x² + 2x − 6 = x²(x − 3) + 2(x − 3) = (x − 3)(x² + 2). (eˣ − 1)/x → 1 at 0.
// Clock: 2:45 PM + 3 h 30 min = 6:15 PM; 10:40 PM + 3 h 35 min = 2:15 AM; 6:20 AM − 1 h 50 min = 4:30 AM.
// Bases: 777₈ = 7·64 + 7·8 + 7 = 511; 1101₂ = 13; 1A₁₆ = 26; 212₃ = 18 + 3 + 2 = 23.
// Areas: ∫₋₂² (4 − x²) dx = 16 − 16/3 = 32/3; ∫₀³ (2x + 1) dx = 9 + 3 = 12; ∫₁² x³ dx = (16 − 1)/4 = 15/4.
// ∫ x cos x dx = x sin x + cos x + C; ∫ x eˣ dx = (x − 1)eˣ + C; ∫₁^e ln x dx = [x ln x − x]₁^e = 0 − (−1) = 1;
// ∫₀² x dx = 2; ∫₀¹ x² dx = 1/3. (1 − cos 2x)/x² → 2 and (1 − cos 4x)/x² → 8 at 0 (1 − cos u ≈ u²/2);
// d/dx cos 4x = −4 sin 4x; sin 6x / x → 6. h(1.5) = −16·2.25 + 96 = −36 + 96 = 60; g(0.5) = 2 − 2.5 = −1/2;
// k(1.5) = 2.25 + 0.25 = 5/2.

/** Every number written in the input is in the text read, as many times: a rewrite never drops one. */
function expectNumbersKept(raw: string, read: string) {
  const left: string[] = read.match(/\d+(?:\.\d+)?/g) ?? [];
  for (const n of raw.match(/\d+(?:\.\d+)?/g) ?? []) {
    const at = left.indexOf(n);
    expect(at, `${n} of ${JSON.stringify(raw)} in ${JSON.stringify(read)}`).toBeGreaterThanOrEqual(0);
    left.splice(at, 1);
  }
}

function expectRead(raw: string, text: string) {
  const read = readProblemText(raw);
  expect(read.text, raw).toBe(text);
  expectNumbersKept(raw, read.plain);
  return read;
}

describe('method names are dropped', () => {
  it.each([
    ['Solve by elimination: 4x + y = 9 and x - y = 1', 'Solve 4x + y = 9, x - y = 1', 'x = 2, y = 1'],
    ['Solve using substitution: y = x + 1, 2x + y = 10', 'Solve y = x + 1, 2x + y = 10', 'x = 3, y = 4'],
    ['Solve the system by substitution: x + y = 10, x - y = 4', 'Solve x + y = 10, x - y = 4', 'x = 7, y = 3'],
    ['Solve by completing the square: x^2 - 2x - 8 = 0', 'Solve x^2 - 2x - 8 = 0', '-2, 4'],
    ['Solve using the quadratic formula: x^2 - 7x + 10 = 0', 'Solve x^2 - 7x + 10 = 0', '2, 5'],
  ])('%s', (raw, text, value) => {
    expectRead(raw, text);
    const out = solve(raw);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.reading?.latex).not.toMatch(/elimination|substitution|square|formula|using/);
  });

  it('Factor by grouping: the expression only', () => {
    expectRead('Factor by grouping: x^3 - 3x^2 + 2x - 6', 'Factor x^3 - 3x^2 + 2x - 6');
    const out = solve('Factor by grouping: x^3 - 3x^2 + 2x - 6');
    expect(verifyAnswer('Factor by grouping: x^3 - 3x^2 + 2x - 6', '(x - 3)(x^2 + 2)', out).status).toBe('verified');
    expect(verifyAnswer('Factor by grouping: x^3 - 3x^2 + 2x - 6', '(x + 3)(x^2 + 2)', out).status).toBe('refuted');
  });

  it("L'Hôpital's rule named before a limit", () => {
    const out = solve("Find the limit using L'Hopital's rule: lim x->0 (e^x - 1)/x");
    expect(out.type).toBe('limit');
    expect(out.answer?.value).toBe('1');
    expect(out.reading?.latex).not.toMatch(/Hopital|rule/);
  });

  it('a wrong root is still refuted after the method is dropped', () => {
    expect(verifyAnswer('Solve by completing the square: x^2 - 2x - 8 = 0', '-4, 2').status).toBe('refuted');
    expect(verifyAnswer('Solve by elimination: 4x + y = 9 and x - y = 1', 'x = 2, y = 1').status).toBe('verified');
    expect(verifyAnswer('Solve by elimination: 4x + y = 9 and x - y = 1', 'x = 1, y = 2').status).toBe('refuted');
  });

  // A method named after the equation is dropped too.
  it('Solve x^2 - 7x + 10 = 0 using the quadratic formula: the method is not in the reading', () => {
    const out = solve('Solve x^2 - 7x + 10 = 0 using the quadratic formula');
    expect(out.answer?.value).toBe('2, 5');
    expect(out.reading?.latex).not.toContain('using');
  });

  it('Solve x^2 - 3x = 10 using the quadratic formula → -2, 5', () => {
    expect(solve('Solve x^2 - 3x = 10 using the quadratic formula').answer?.value).toBe('-2, 5');
  });

  it('Solve x^2 + x - 6 = 0 by factoring: the method is not in the reading', () => {
    expect(solve('Solve x^2 + x - 6 = 0 by factoring').reading?.latex).not.toContain('factoring');
  });

  // "Integrate by parts:" drops the method: "Integrate x e^x dx".
  it('Integrate by parts: x e^x dx → x e^x - e^x', () => {
    const problem = 'Integrate by parts: x e^x dx';
    const out = solve(problem);
    expect(out.answer?.value).not.toContain('parts');
    expect(verifyAnswer(problem, 'x e^x - e^x', out).status).toBe('verified');
  });
});

describe('"find x and y if …" is a system', () => {
  it.each([
    ['Find x and y if x + y = 11 and x - y = 3', 'Solve x + y = 11, x - y = 3', 'x = 7, y = 4'],
    ['What are the values of a and b if a + 2b = 8 and 3a - b = 3?', 'Solve a + 2b = 8, 3a - b = 3', 'a = 2, b = 3'],
    ['Solve for m and n if m + n = 5 and m - n = 1', 'Solve m + n = 5, m - n = 1', 'm = 3, n = 2'],
  ])('%s', (raw, text, value) => {
    expectRead(raw, text);
    const out = solve(raw);
    expect(out.type).toBe('linear-system');
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(raw, value, out).status).toBe('verified');
  });
});

describe('clock times plus and minus durations', () => {
  it.each([
    ['2:45 PM plus 3 hours 30 minutes', 'What time is 3 hours 30 minutes after 2:45 PM?', '6:15 PM'],
    ['10:40 PM plus 3 hours 35 minutes', 'What time is 3 hours 35 minutes after 10:40 PM?', '2:15 AM'],
    ['What is 11:20 AM + 50 minutes?', 'What time is 50 minutes after 11:20 AM?', '12:10 PM'],
    ['6:20 AM minus 1 hour 50 minutes', 'What time is 1 hour 50 minutes before 6:20 AM?', '4:30 AM'],
  ])('%s → %s', (raw, text, value) => {
    expectRead(raw, text);
    const out = solve(raw);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.reading?.target).toEqual({ kind: 'text', value });
  });

  it('the time of day checked as a time, with AM and PM told apart', () => {
    const problem = '2:45 PM plus 3 hours 30 minutes';
    expect(verifyAnswer(problem, '6:15 pm').status).toBe('verified');
    expect(verifyAnswer(problem, '6:15 AM').status).toBe('refuted');
    expect(verifyAnswer(problem, '5:75 PM').status).not.toBe('verified');
    expect(verifyAnswer(problem, '6:45 PM').status).toBe('refuted');
  });
});

describe('a numeral with its base named in words', () => {
  it.each([
    ['777 octal to decimal', '777 (octal) to decimal', '511'],
    ['1101 binary to decimal', '1101 (binary) to decimal', '13'],
    ['1A hex to decimal', '1A (hex) to decimal', '26'],
    ['212 ternary in decimal', '212 (ternary) in decimal', '23'],
  ])('%s → %s', (raw, text, value) => {
    expectRead(raw, text);
    const out = solve(raw);
    expect(out.type).toBe('base');
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(raw, value, out).status).toBe('verified');
  });

  it('the numeral unconverted is refuted', () => {
    expect(verifyAnswer('777 octal to decimal', '777').status).toBe('refuted');
  });
});

describe('the area under a curve', () => {
  it.each([
    [
      'area under y = 4 - x^2 from x = -2 to x = 2',
      'Integrate 4 - x^2 from -2 to 2 with respect to x',
      '32/3',
      ['32/3', '10.67'],
      ['16/3', '-32/3'],
    ],
    [
      'What is the area under the curve y = 2x + 1 from x = 0 to x = 3?',
      'Integrate 2x + 1 from 0 to 3 with respect to x',
      '12',
      ['12'],
      ['7'],
    ],
    [
      'Find the area under f(x) = x^3 between x = 1 and x = 2',
      'Integrate x^3 from 1 to 2 with respect to x',
      '15/4',
      ['3.75'],
      ['4'],
    ],
  ])('%s → %s', (raw, text, value, right, wrong) => {
    expectRead(raw, text);
    const out = solve(raw);
    expect(out.type).toBe('integral');
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    for (const claim of right) expect(verifyAnswer(raw, claim, out).status, claim).toBe('verified');
    for (const claim of wrong) expect(verifyAnswer(raw, claim, out).status, claim).toBe('refuted');
  });

  it.each([
    // Below, then above: the integral is 0, the area 1.
    'Find the area under y = x - 1 from x = 0 to x = 2',
  ])('a curve that crosses the axis on the interval is not rewritten and gets no answer: %s', (raw) => {
    expect(readProblemText(raw).text).toBe(raw);
    const out = solve(raw);
    expect(out.answer).toBeNull();
    expect(verifyAnswer(raw, '0').status).not.toBe('verified');
    expect(verifyAnswer(raw, '-36').status).not.toBe('verified');
  });

  it('a curve below the axis on the whole interval bounds the area of −∫ f', () => {
    const raw = 'Find the area under y = x^2 - 9 from x = -3 to x = 3';
    expect(solve(raw).answer?.value).toBe('36');
    expect(verifyAnswer(raw, '-36').status).toBe('refuted');
  });
});

describe('integrals written short', () => {
  it.each([
    [
      'int x cos x dx',
      'Integrate x cos x with respect to x',
      ['x sin x + cos x + C', 'x*sin(x) + cos(x)'],
      ['x sin x - cos x', 'sin x'],
    ],
    ['int x e^x dx', 'Integrate x e^x with respect to x', ['(x - 1) e^x + C', 'x e^x - e^x'], ['x e^x', 'x e^x + e^x']],
  ])('%s', (raw, text, right, wrong) => {
    expectRead(raw, text);
    const out = solve(raw);
    expect(out.type).toBe('integral');
    expect(out.verified?.ok).toBe(true);
    expect(out.reading?.target).toMatchObject({ kind: 'antiderivative', variable: 'x' });
    for (const claim of right) expect(verifyAnswer(raw, claim, out).status, claim).toBe('verified');
    for (const claim of wrong) expect(verifyAnswer(raw, claim, out).status, claim).toBe('refuted');
  });

  it.each([
    ['∫₁^e ln x dx', 'Integrate ln x from 1 to e with respect to x', '1', 'e - 1'],
    ['∫₀² x dx', 'Integrate x from 0 to 2 with respect to x', '2', '4'],
    ['∫₀^1 x^2 dx', 'Integrate x^2 from 0 to 1 with respect to x', '1/3', '1'],
  ])('subscript lower limits: %s → %s', (raw, text, value, wrong) => {
    expect(readProblemText(raw).text).toBe(text);
    const out = solve(raw);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.reading?.target).toEqual({ kind: 'value', value });
    expect(verifyAnswer(raw, wrong, out).status).toBe('refuted');
  });
});

describe('"cos 4x" is cos(4x)', () => {
  it.each([
    ['lim x->0 (1 - cos 2x)/x^2', '2'],
    ['Find the limit of (1 - cos 4x)/x^2 as x approaches 0', '8'],
    ['Find the limit of sin 6x / x as x approaches 0', '6'],
  ])('in a limit: %s → %s', (raw, value) => {
    const out = solve(raw);
    expect(out.type).toBe('limit');
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.reading?.latex).toMatch(/\\(?:cos|sin)\\left\(\d x\\right\)/);
  });

  it('in a derivative', () => {
    const out = solve('Differentiate cos 4x');
    expect(out.reading?.latex).toContain('\\cos\\left(4 x\\right)');
    expect(verifyAnswer('Differentiate cos 4x', '-4 sin(4x)', out).status).toBe('verified');
    // cos(4)·x would have derivative cos 4; cos(x)·4 would have −4 sin x.
    expect(verifyAnswer('Differentiate cos 4x', 'cos(4)', out).status).toBe('refuted');
    expect(verifyAnswer('Differentiate cos 4x', '-4 sin(x)', out).status).toBe('refuted');
    expect(verifyAnswer('Differentiate cos 4x', '-sin(4x)', out).status).toBe('refuted');
  });

  it('a number alone after cos is still its argument: cos 4 + x', () => {
    const out = solve('Differentiate cos 4 + x');
    expect(out.reading?.latex).toContain('\\cos\\left(4\\right) + x');
    expect(out.answer?.value).toBe('1');
  });
});

describe('decimals are kept when a definition comes first', () => {
  it.each([
    ['If h(t) = −16t² + 64t, what is h(1.5)?', 'h(1.5)', '60'],
    ['If g(x) = 4x - 2.5, what is g(0.5)?', 'g(0.5)', '-1/2'],
    ['Given k(x) = x^2 + 0.25, find k(1.5)', 'k(1.5)', '5/2'],
  ])('%s → %s', (raw, call, value) => {
    const read = readProblemText(raw);
    expect(read.text).toContain(call);
    expectNumbersKept(raw.replace(/²/g, '^2'), read.text);
    const out = solve(raw);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    // The value asked for is in the reading as written, 1.5 and not 1 and 5.
    const at = /\((.+)\)/.exec(call)?.[1] ?? '';
    expect(out.reading?.latex).toContain(`\\left(${at}\\right)`);
  });

  it('h(1.5) is not h(15) or h(1)·5', () => {
    const problem = 'If h(t) = −16t² + 64t, what is h(1.5)?';
    expect(verifyAnswer(problem, '60').status).toBe('verified');
    expect(verifyAnswer(problem, '-2640').status).toBe('refuted');
    expect(verifyAnswer(problem, '240').status).toBe('refuted');
  });
});

describe('no answer when the reading drops a number of the problem as written', () => {
  it.each([
    ['If 5 machines can make 200 parts in 8 hours, how long would 4 machines take?', '200'],
    ['The ratio of boys to girls is 2:3. If there are 35 students and 4 teachers, how many are girls?', '4'],
    ['If 6 workers can build 2 sheds in 10 days, how long would 4 workers take to build 3 sheds?', '2, 3'],
  ])('%s', (raw, missing) => {
    const out = solve(raw);
    expect(out.answer).toBeNull();
    expect(out.verified).toBeNull();
    expect(out.reason).toContain(`leaves out ${missing}`);
    // The reading is still shown, without a target to check answers against.
    expect(out.reading?.latex).toBeTruthy();
    expect(out.reading?.target).toBeNull();
    expect(verifyAnswer(raw, '15', out).status).not.toBe('verified');
  });
});

// ∫ 3x²(x³ + 2)² dx: its derivative is the integrand back (checked by the engine); ∫ 5/(1 + u²) du = 5 atan u.
describe('"integrate" in lower case, with Unicode powers', () => {
  it('reads the verb as the integral, never as "int" followed by the letters "egrate"', () => {
    expect(readProblemText('integrate 3x²(x³ + 2)^2 dx').text).toBe('Integrate 3x^(2)(x^(3) + 2)^2 with respect to x');
    const out = solve('integrate 5/(1 + u²) du');
    expect(out.answer?.value).toBe('5*atan(u)');
    expect(out.verified?.ok).toBe(true);
    expect(solve('integrate x³ dx').reading?.latex).not.toContain('egrate');
  });
});

describe('words read as variables', () => {
  it('gives no answer when a reading multiplies words of the problem', () => {
    const out = solve('Write the thing (4+6a)/5 - (1+3a)/4 as one fraction');
    expect(out.answer).toBeFalsy();
    expect(out.reason).toContain('as variables');
  });

  it('reads "write the expression … as a single fraction" as simplifying the expression', () => {
    // (4 + 6a)/5 − (1 + 3a)/4 = (16 + 24a − 5 − 15a)/20 = (11 + 9a)/20.
    const out = solve('Write the expression (4+6a)/5 - (1+3a)/4 as a single fraction.');
    expect(out.verified?.ok).toBe(true);
    expect(
      verifyAnswer('Write the expression (4+6a)/5 - (1+3a)/4 as a single fraction.', '(11 + 9a)/20', out).status,
    ).toBe('verified');
  });
});

// By hand: −4 × −5 ÷ 2 = 10; 1/4 + 1/4 + 1/2 = 1; 45 = 101101₂; 36 = 2²·3² has 9 divisors; 0.5 · 0.6 = 0.3.
describe('informal openings and closings', () => {
  it.each([
    ['hw question: −4 × −5 ÷ 2', '10'],
    ['Could you work out 1/4 + 1/4 + 1/2 for me?', '1'],
    ['Can you convert 45 to binary, please?', '101101'],
    ['how many factors does 36 have?? pls help', '9'],
    ['whats 0.5 * 0.6', '0.3'],
    ['Find the next term pls: 2, 9, 16, 23, ...', '30'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

// Decimal arithmetic by hand: 27,501 → 28,000; 64,349 to 2 s.f. → 64,000; 0.0007051 to 2 s.f. → 0.00071;
// 2.71828 to 3 d.p. → 2.718.
describe('rounding wordings', () => {
  it.each([
    ['round 27,501 to nearest thousand', '28000'],
    ['64,349 to 2 sig figs', '64000'],
    ['What is 0.0007051 to two significant figures?', '0.00071'],
    ['2.71828 to 3 dp', '2.718'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('names written as math are variables', () => {
  it('integrates with a Greek-letter parameter written as code', () => {
    // d/dx of log(2√(β² + x²) + 2x) is 1/√(β² + x²): the engine's own check.
    const out = solve('Integrate 1/sqrt(beta**2 + x**2) with respect to x.');
    expect(out.answer?.value).toBe('log(2*sqrt(beta**2 + x**2) + 2*x)');
    expect(out.verified?.ok).toBe(true);
  });
});
