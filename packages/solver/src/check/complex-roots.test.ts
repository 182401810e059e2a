import { describe, expect, it } from 'vitest';
import { verifyAnswer } from '../index';

// By hand: x² + 2x + 5 = (x + 1)² + 4 is 0 at −1 ± 2i; x² + 9 at ±3i; x³ − 1 = (x − 1)(x² + x + 1) at 1 and
// −1/2 ± (√3/2)i.
const status = (problem: string, claim: string) => verifyAnswer(problem, claim).status;

describe('complex roots, put back into the polynomial with complex arithmetic', () => {
  it('verifies every root claimed, real and complex', () => {
    expect(status('Solve x^2 + 2x + 5 = 0', '-1 + 2i, -1 - 2i')).toBe('verified');
    expect(status('Solve x^2 + 9 = 0', 'x = ±3i')).toBe('verified');
    expect(status('Solve x^3 = 1', '1, -1/2 + sqrt(3)/2*i, -1/2 - sqrt(3)/2*i')).toBe('verified');
  });

  it('refutes a value that is not a root, and a root given without its conjugate', () => {
    expect(verifyAnswer('Solve x^2 + 2x + 5 = 0', '-1 + 3i, -1 - 3i')).toMatchObject({
      status: 'refuted',
      detail: 'Substituting x = -1 + 3i does not make both sides equal.',
    });
    expect(verifyAnswer('Solve x^2 + 2x + 5 = 0', '-1 + 2i').detail).toBe('x = -1 - 2i also solves the equation.');
  });

  it('never refutes complex roots given as decimals', () => {
    expect(status('Solve x^2 + x + 1 = 0', '-0.5 + 0.866i, -0.5 - 0.866i')).toBe('not-checkable');
  });
});
