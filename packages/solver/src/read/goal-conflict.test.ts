import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { result } from '../types';
import { goalConflict } from './goal-conflict';

// Each was once answered, and shown as checked, with something the problem mentions but does not ask.
describe('an answer to something else in the text is not given', () => {
  it.each([
    // A distance found where a sketch is asked too: the number is not the graph asked for.
    'Find the distance between (0, 1) and (3, 5) and sketch it',
    // A remark about the derivative is not the question.
    'Practice question: find the x-coordinate of the turning point of y = x e^(−4x). I took the derivative and got stuck.',
  ])('%s', (problem) => {
    const out = solve(problem);
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/asks for (?:a graph|a stationary point|a tangent line)/);
  });

  it('still answers what is asked', () => {
    // y = x³ + x at x = 1: slope 4, point (1, 2), so y = 4x − 2.
    expect(solve('Find the tangent to y = x^3 + x at x = 1').answer?.value).toBe('4*x - 2');
    // The remark about differentiating is left out and the tangent asked is given.
    const asked =
      'I know how to differentiate but not the tangent line part. Can you find the tangent to y = x³ + x at x = 1?';
    expect(solve(asked).answer?.value).toBe('4*x - 2');
    expect(solve('Differentiate y = x^3 + x').answer?.value).toBe('3*x**2 + 1');
    expect(solve('What is the slope of the tangent to y = x^3 + x at x = 1?').answer?.value).toBe('4');
    expect(solve('Graph y = 2x - 1').graphs.length).toBeGreaterThan(0);
  });
});

describe('the goals compared', () => {
  it('names the goal asked that the answer is not', () => {
    const distance = result('geometry', { answer: { value: '5', latex: '5' } });
    expect(goalConflict('The path passes through (0, 1) and (3, 5), distances in metres. Plot it.', distance)).toMatch(
      /graph/,
    );
    expect(goalConflict('Find the distance between (0, 1) and (3, 5).', distance)).toBeNull();
    const derivative = result('derivative', { answer: { value: '2*x - 4', latex: '2x - 4' } });
    expect(goalConflict('Find the turning point of y = x^2 - 4x.', derivative)).toMatch(/stationary point/);
    expect(goalConflict('Differentiate y = x^2 - 4x.', derivative)).toBeNull();
  });
});

describe('a rounding asked, with remarks on how to type the answer after it', () => {
  it.each([
    [
      'A phone costs $399.99 and the sales tax is 7.5%. How much tax do you pay? Round to the nearest cent. Do not include the dollar sign.',
      '30.00',
    ],
    [
      'Ana earns a 4% commission on a $1234.56 sale. What is her commission? Give the answer to the nearest cent (no dollar sign).',
      '49.38',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
  });

  it('never gives an unrounded decimal when a rounding is asked', () => {
    const rounded = { type: 'percent', answer: { value: '29.99925', latex: '29.99925' }, steps: [], graphs: [] };
    expect(goalConflict('What is 7.5% of $399.99, to the nearest cent?', rounded as never)).toMatch(/rounded/);
    expect(
      goalConflict('What is 7.5% of $399.99, to 3 decimal places?', {
        ...rounded,
        answer: { value: '29.999', latex: '' },
      } as never),
    ).toBeNull();
  });
});
