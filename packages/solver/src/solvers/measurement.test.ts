import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// Expected values with python3's fractions.Fraction and the exact definitions: 1 in = 2.54 cm, 1 ft = 0.3048 m,
// 1 mile = 1609.344 m, 1 lb = 453.59237 g, 1 oz = 28.349523125 g (so 16 oz to the pound), 1 US gallon =
// 3.785411784 L; a year counted as 365 days (3 years = 1095 days, a year = 8760 hours = 365/7 weeks).

function expectConversion(problem: string, value: string, wrong: string) {
  const out = solve(problem);
  expect(out.type, problem).toBe('measurement');
  expect(out.answer?.value).toBe(value);
  expect(out.verified?.ok).toBe(true);
  expect(out.reading?.latex).toBeTruthy();
  expect(verifyAnswer(problem, value, out).status).toBe('verified');
  expect(verifyAnswer(problem, wrong, out).status).toBe('refuted');
  return out;
}

describe('metric prefixes', () => {
  it.each([
    ['What is 3.5 km in metres?', '3500', '350'],
    ['Convert 250 mg to grams', '0.25', '2.5'],
    ['How many millilitres are there in 2.3 litres?', '2300', '230'],
    ['How many cm in 2 m?', '200', '20'],
    ["What's 1.2 liters in mL?", '1200', '120'],
    ['Convert 500 grams to kilograms', '0.5', '5'],
    ['What is 4000 micrometres in millimetres?', '4', '40'],
  ])('%s → %s', (problem, value, wrong) => {
    expectConversion(problem, value, wrong);
  });
});

describe('imperial units', () => {
  it.each([
    ['What is 12 inches in centimetres?', '30.48', '30'],
    ['Convert 3 feet to inches', '36', '30'],
    ['How many feet are in 2 miles?', '10560', '10000'],
    ['6 feet to metres', '1.8288', '1.8'],
    ['What is 2 miles in km?', '3.218688', '3.2'],
    ['What is 5 pounds in ounces?', '80', '75'],
    ['How many ounces in 2.5 lb?', '40', '35'],
    ['Convert 2 gallons to litres', '7.570823568', '7.5'],
  ])('%s → %s', (problem, value, wrong) => {
    expectConversion(problem, value, wrong);
  });

  it('gives a conversion with no finite decimal as a fraction, and checks a rounded claim to its digits', () => {
    const problem = 'Convert 5 kg to lbs';
    const out = expectConversion(problem, '500000000/45359237', '11');
    expect(verifyAnswer(problem, '11.02', out).status).toBe('verified');
    expect(verifyAnswer(problem, '11.03', out).status).toBe('refuted');
  });
});

describe('time', () => {
  it.each([
    ['How many seconds are there in 2.5 hours?', '9000', '150'],
    ['How many minutes are there in 3/8 of a day?', '540', '480'],
    ['What is 2 weeks in hours?', '336', '14'],
    ['How many seconds in a week?', '604800', '86400'],
    ['Convert 1/3 of an hour to seconds', '1200', '20'],
    ['What is 7 minutes in hours?', '7/60', '7'],
    ['What is 90 seconds in minutes?', '1.5', '1.3'],
  ])('%s → %s', (problem, value, wrong) => {
    expectConversion(problem, value, wrong);
  });
});

describe('calendar units', () => {
  it.each([
    ['How many days are there in 3 years?', '1095', '1096'],
    ['How many hours are in a year?', '8760', '8784'],
    ['How many months are in 3 decades?', '360', '30'],
    ['What is 3 years in months?', '36', '12'],
    ['What is 0.4 centuries in years?', '40', '4'],
    ['What is 1/4 of a century in years?', '25', '4'],
  ])('%s → %s', (problem, value, wrong) => {
    expectConversion(problem, value, wrong);
  });

  it('counts weeks in a 365-day year, exactly', () => {
    const problem = 'How many weeks are in a year?';
    const out = expectConversion(problem, '365/7', '52');
    expect(verifyAnswer(problem, '52.14', out).status).toBe('verified');
    expect(out.steps.map((s) => s.explanation).join(' ')).toMatch(/365 days/);
  });

  it.each(['How many days are in a month?', 'What is 2 months in days?', 'How many weeks are in 2 months?'])(
    'refuses a month in days: %s',
    (problem) => {
      const out = solve(problem);
      expect(out.type).toBe('measurement');
      expect(out.answer).toBeNull();
      expect(out.reason).toMatch(/month has no fixed number of days/);
      expect(verifyAnswer(problem, '30', out).status).toBe('not-checkable');
    },
  );
});

describe('numbers in words', () => {
  it.each([
    ['What is thirty-one fifths of a litre in millilitres?', '6200', '3100'],
    ['How many grams are there in three quarters of a kilogram?', '750', '340'],
  ])('%s → %s', (problem, value, wrong) => {
    const out = expectConversion(problem, value, wrong);
    expect(out.reading?.latex).toMatch(/thirty-one fifths|three quarters/);
  });
});

// By hand: 3 yd = 108 in; 12 mi × 1.609344 = 19.312128 km, × 1.6 = 19.2 km; 90 km/h = 25 m/s; 2.4 m = 240 cm.
describe('conversions asked in other ways', () => {
  it.each([
    ['how many inches is 3 yards', '108'],
    ['convert 12 miles to kilometers (1 mile = 1.609344 km)', '19.312128'],
    ['Convert 12 miles to km using 1 mile = 1.6 km', '19.2'],
    ['A train moves at 90 km/h. What is that in m/s?', '25'],
    ['A board is 2.4 m long. Express that in cm.', '240'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, value, out).status).toBe('verified');
  });

  it('refuses a stated factor far from the true one (a misread unit)', () => {
    expect(solve('convert 12 miles to kilometers (1 mile = 3 km)').answer).toBeFalsy();
  });
});

// By hand: 6 ft 2 in = 74 in = 187.96 cm; 3.2 m² = 32000 cm²; 0.0072 m³ = 7200 cm³; 80·25·30 cm³ = 60000 cm³ = 60 L.
describe('conversions with a stated factor, LaTeX units and capacity in words', () => {
  it.each([
    ['How many cm is 6 ft 2 in? (1 in = 2.54 cm)', '187.96'],
    ['Convert $3.2\\ \\text{m}^2$ to $\\text{cm}^2$.', '32000'],
    ['Determine the number of cubic centimetres in 0.0072 m³.', '7200'],
    ['A fish tank is 80 cm by 25 cm by 30 cm. How many litres does it hold?', '60'],
    ['A crate is 80 cm long, 25 cm wide and 30 cm tall. What is its capacity in litres?', '60'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses a mixed-unit conversion whose stated factor is not the table’s', () => {
    expect(solve('How many cm is 6 ft 2 in? (1 in = 2.5 cm)').answer ?? null).toBeNull();
  });
});
