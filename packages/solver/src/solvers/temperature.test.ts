import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';
import { solveTemperature } from './temperature';

// Expected values by hand from F = C × 9/5 + 32 and K = C + 273.15: 40 °C = 72 + 32 = 104 °F; 86 °F = 54 × 5/9 = 30 °C;
// 70 °F = 38 × 5/9 = 190/9 ≈ 21.11 °C; −4 °F = −36 × 5/9 = −20 °C; −15 °C = −27 + 32 = 5 °F; −40 is the same on both;
// 36.6 °C = 65.88 + 32 = 97.88 °F; 25 °C = 298.15 K; 250 K = −23.15 °C; 310.15 K = 37 °C = 98.6 °F;
// 212 °F = 100 °C = 373.15 K; 0 K = −273.15 °C = −491.67 + 32 = −459.67 °F; 263.15 K = −10 °C = 14 °F.

const soon = () => Date.now() + 2000;

function expectConverted(problem: string, value: string, from: string, to: string) {
  const out = solve(problem);
  expect(out.type, problem).toBe('measurement');
  expect(out.answer?.value, problem).toBe(value);
  expect(out.verified?.ok, problem).toBe(true);
  expect(out.reading?.latex, problem).toContain(`\\text{${to}}`);
  expect(out.reading?.latex, problem).toContain(from);
  expect(out.reading?.target).toEqual({ kind: 'value', value });
  return out;
}

describe('Celsius and Fahrenheit', () => {
  it.each([
    ['Convert 40 °C to °F', '104', 'degrees Celsius', 'degrees Fahrenheit'],
    ['What is 86 degrees Fahrenheit in Celsius?', '30', 'degrees Fahrenheit', 'degrees Celsius'],
    ['Express 36.6 degrees Celsius in Fahrenheit.', '97.88', 'degrees Celsius', 'degrees Fahrenheit'],
    ['What is 50 degrees F in degrees C?', '10', 'degrees Fahrenheit', 'degrees Celsius'],
    ['Change 212 deg F to deg C', '100', 'degrees Fahrenheit', 'degrees Celsius'],
  ])('%s → %s', (problem, value, from, to) => {
    expectConverted(problem, value, from, to);
  });

  it('"degrees Fahrenheit in Celsius" that is not whole stays an exact fraction', () => {
    const problem = 'What is 70 degrees Fahrenheit in Celsius?';
    expectConverted(problem, '190/9', 'degrees Fahrenheit', 'degrees Celsius');
    expect(verifyAnswer(problem, '21.1').status).toBe('verified');
    expect(verifyAnswer(problem, '190/9').status).toBe('verified');
    expect(verifyAnswer(problem, '21').status).toBe('refuted');
    // The usual slip: multiplying before subtracting 32.
    expect(verifyAnswer(problem, '6.89').status).toBe('refuted');
  });

  it('shows the formula with its offset', () => {
    const out = solve('Convert 40 °C to °F');
    expect(out.steps.map((s) => s.explanation).join(' ')).toContain('F = C × 9/5 + 32');
  });
});

describe('negative temperatures', () => {
  it.each([
    ['Convert -40 °C to °F', '-40'],
    ['Change -4 deg F to deg C', '-20'],
    ['Convert −15 °C to °F', '5'],
    ['Convert -10 degrees Celsius to kelvin', '263.15'],
    ['What is 0 K in Fahrenheit?', '-459.67'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('a claim with the sign dropped is refuted', () => {
    expect(verifyAnswer('Change -4 deg F to deg C', '-20').status).toBe('verified');
    expect(verifyAnswer('Change -4 deg F to deg C', '20').status).toBe('refuted');
  });
});

describe('kelvin', () => {
  it.each([
    ['Convert 25 degrees Celsius to kelvin', '298.15', 'degrees Celsius', 'kelvin'],
    ['Express 250 K in °C', '-23.15', 'kelvin', 'degrees Celsius'],
    ['What is 310.15 K in Fahrenheit?', '98.6', 'kelvin', 'degrees Fahrenheit'],
    ['Convert 212 °F to K', '373.15', 'degrees Fahrenheit', 'kelvin'],
    ['Convert 20 °C into kelvins', '293.15', 'degrees Celsius', 'kelvin'],
  ])('%s → %s', (problem, value, from, to) => {
    expectConverted(problem, value, from, to);
  });

  it('kelvin are not degrees Celsius: the offset is 273.15, not 273', () => {
    expect(verifyAnswer('Convert 25 degrees Celsius to kelvin', '298').status).toBe('refuted');
    expect(verifyAnswer('Convert 25 degrees Celsius to kelvin', '298.15').status).toBe('verified');
  });
});

describe('refused', () => {
  it.each([
    'Convert 20 °C to degrees Celsius',
    'Convert 300 K to kelvin',
    'What is 45 degrees Fahrenheit in Fahrenheit?',
    'Convert 12 °C to centigrade',
  ])('the same scale on both sides: %s', (problem) => {
    expect(solveTemperature(problem, soon())).toBeNull();
    expect(solve(problem).answer).toBeNull();
  });

  it.each(['Convert 7 feet to inches', 'Convert 3 kg to g', 'Convert 100 °C', 'Convert 10 °C to °F and to K'])(
    'not a conversion between two scales: %s',
    (problem) => {
      expect(solveTemperature(problem, soon())).toBeNull();
    },
  );
});
