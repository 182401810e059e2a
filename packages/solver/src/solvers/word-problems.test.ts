import { describe, expect, it } from 'vitest';
import { numbersLeftOut } from '../read/reading';
import type { SolveResult, Solver } from '../types';
import { quantitiesIn } from './quantities';
import { solveRate, solveSimpleInterest } from './word-problems';

// Expected values by hand: 60 × 3 = 180; 150 / 50 = 3; 240 / 3 = 80; 4 × 1.5 = 6; 2 / 3 h = 40 min;
// simple interest P·r·t: 500 × 0.04 × 3 = 60, 750 × 0.06 × 8/12 = 30, 2000 + 2000 × 0.05 × 1.5 = 2150.

function expectWord(solver: Solver, problem: string, value: string, latex: string) {
  const out = solver(problem, Date.now() + 2000) as SolveResult;
  expect(out, problem).not.toBeNull();
  expect(out.answer?.value).toBe(value);
  expect(out.answer?.latex).toBe(latex);
  expect(out.reading?.target).toEqual({ kind: 'value', value });
  expect(out.verified?.ok).toBe(true);
  expect(numbersLeftOut(problem, out.reading?.latex ?? '')).toEqual([]);
  return out;
}

describe('distance, speed and time', () => {
  it.each([
    ['A car travels at 60 mph for 3 hours. How far does it go?', '180', '180\\text{ miles}'],
    ['How long does it take to drive 150 miles at 50 miles per hour?', '3', '3\\text{ hours}'],
    ['What is the speed of a train that covers 240 km in 3 hours?', '80', '80\\text{ km/h}'],
    ['If you walk at 4 miles per hour for 90 minutes, how far do you walk?', '6', '6\\text{ miles}'],
    ['A cyclist rides at 12 km/h for 2.5 hours. What distance does she cover?', '30', '30\\text{ km}'],
    ['How many hours will it take to travel 325 km at 65 km/h?', '5', '5\\text{ hours}'],
    ['A runner covers 400 meters in 50 seconds. What is her average speed?', '8', '8\\text{ m/s}'],
    ['How long does it take to go 100 miles at 40 mph?', '2.5', '2.5\\text{ hours}'],
    ['A plane flies 1,200 miles in 2.5 hours. What is its speed?', '480', '480\\text{ mi/h}'],
    ['How many minutes does it take to walk 2 miles at 3 miles per hour?', '40', '40\\text{ minutes}'],
    // 8 m/s = 8 × 3600 / 1000 km/h = 28.8 km/h; 80 km/h = 80000 / 3600 m/s = 200/9 m/s.
    ['A runner covers 400 meters in 50 seconds. What is her speed in km/h?', '28.8', '28.8\\text{ km/h}'],
    [
      'A train covers 240 km in 3 hours. What is its speed in m/s?',
      '200/9',
      '\\frac{200}{9} \\approx 22.2222\\text{ m/s}',
    ],
  ])('%s → %s', (problem, value, latex) => {
    const out = expectWord(solveRate, problem, value, latex);
    expect(out.verified?.method).toMatch(/mathjs/);
  });

  it.each([
    'A car travels at 60 mph for 3 hours and then at 40 mph for 2 hours. How far does it go?',
    'A car travels at 60 mph for 3 hours. What time is it?',
    'A car travels 180 miles. How far does it go?',
    'How long does it take to drive 150 km at 50 miles per hour?',
    'A train covers 240 km in 3 hours. What is its speed in mph?',
    'A car travels at 60 mph for 3 hours. How far does it go in km?',
    'Solve 2x + 3 = 7',
    'What is 3 + 4?',
  ])('refuses %s', (problem) => {
    expect(solveRate(problem, 0)).toBeNull();
  });
});

describe('simple interest', () => {
  it.each([
    ['Find the simple interest on $500 at 4% for 3 years.', '60', '\\$60'],
    ['What is the simple interest on $1,200 at 5% per year for 2 years?', '120', '\\$120'],
    ['$2,000 is invested at 3.5% simple interest for 4 years. How much interest is earned?', '280', '\\$280'],
    [
      'What is the total amount after 18 months if $2,000 is invested at 5% simple interest per year?',
      '2150',
      '\\$2150',
    ],
    ['Calculate the simple interest on $750 at 6% per annum for 8 months.', '30', '\\$30'],
    ['If you deposit $800 at 2.5% simple interest for 5 years, what will the balance be?', '900', '\\$900'],
    ['Find the simple interest on $1,000 at 3% for 1 year.', '30', '\\$30'],
  ])('%s → %s', (problem, value, latex) => {
    const out = expectWord(solveSimpleInterest, problem, value, latex);
    expect(out.verified?.method).toMatch(/month by month/);
  });

  it.each([
    'Find the compound interest on $500 at 4% for 3 years.',
    'Find the simple interest on $500 at 4% for 3 years compounded annually.',
    'Find the simple interest on $500 at 4% for 3 years and $200 at 2% for 1 year.',
    'Find the simple interest on $500 at 1% per month for 3 years.',
    'Solve 2x + 3 = 7',
  ])('refuses %s', (problem) => {
    expect(solveSimpleInterest(problem, 0)).toBeNull();
  });
});

describe('the quantity reader', () => {
  it('reads numbers with their units and the things they count', () => {
    const qs = quantitiesIn('If 3 pencils cost $1.20 at 60 mph for 1,500 feet in 4%') ?? [];
    expect(qs.map((q) => q.latex)).toEqual([
      '3\\text{ pencils}',
      '\\$1.20',
      '60\\text{ mph}',
      '1{,}500\\text{ feet}',
      '4\\%',
    ]);
    expect(qs.map((q) => q.unit?.dimension ?? q.noun)).toEqual(['pencil', 'money', 'speed', 'distance', 'percent']);
  });

  it('refuses a text with too many numbers', () => {
    const start = Date.now();
    expect(quantitiesIn(Array.from({ length: 100_000 }, (_, i) => `${i} miles`).join(' and '))).toBeNull();
    expect(solveRate(`A car travels at ${'60 mph for 3 hours, '.repeat(5000)}. How far does it go?`, 0)).toBeNull();
    expect(Date.now() - start).toBeLessThan(500);
  });
});
