import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { solveComplexNames } from './complex-names';

// By hand: (2 + 5i) + (4 − i) = 6 + 4i, |6 + 4i| = √52 = 2√13; (1 + 2i)(3 − i) = 3 − i + 6i + 2 = 5 + 5i;
// (7 + i)/(1 − i) = (7 + i)(1 + i)/2 = (6 + 8i)/2 = 3 + 4i; (4 − 3i) − (1 + i) = 3 − 4i.
describe('complex numbers given names, and an expression of them asked', () => {
  it.each([
    [
      'Two loads with impedances Z1 = 2 + 5i ohms and Z2 = 4 − i ohms are joined in series, so the total is Z1 + Z2. Find the modulus of the total impedance.',
      '2*sqrt(13)',
    ],
    ['The voltage is V = IZ, where I = 1 + 2i amps and Z = 3 − i ohms. Find V in the form a + bi.', '5 + 5*i'],
    ['A current is given by I = V/Z with V = 7 + i volts and Z = 1 − i ohms. Find I.', '3 + 4*i'],
    ['If p = 4 - 3i and q = 1 + i, find p - q.', '3 - 4*i'],
    ['Let u = 4 - 3i and v = 1 + i. Find |u - v|.', '5'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('leaves alone a problem with a number that is not a value, or a name that is not given', () => {
    const deadline = Date.now() + 1000;
    expect(
      solveComplexNames('Z1 = 2 + 5i and Z2 = 4 - i are in series with a 3 ohm resistor. Find Z1 + Z2.', deadline),
    ).toBeNull();
    expect(solveComplexNames('Let z = 2 + 5i. Find z + w.', deadline)).toBeNull();
  });
});

// By hand: 4(cos 30° + i sin 30°) = 2√3 + 2i; 2(cos 3π/4 + i sin 3π/4) = −√2 + √2 i; 5 cis 270° = −5i.
describe('a complex number in polar form, written as a + bi', () => {
  it.each([
    ['Write 4(cos 30° + i sin 30°) in the form a + bi.', '2*sqrt(3) + 2*i'],
    ['Express 2(cos(3π/4) + i sin(3π/4)) in rectangular form', '-sqrt(2) + sqrt(2)*i'],
    ['5 cis 270°', '-5*i'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses an angle whose cosine is not exact here, or two different angles', () => {
    expect(solve('Write 3(cos 20° + i sin 20°) in the form a + bi.').answer ?? null).toBeNull();
    expect(solve('Write 2(cos 60° + i sin 30°) in the form a + bi.').answer ?? null).toBeNull();
  });

  it('reads "(1 + i) to the power 4" as a power of the bracket', () => {
    expect(solve('Please work out (1 - i) to the power 4.').answer?.value).toBe('-4');
  });
});
