import { describe, expect, it } from 'vitest';
import { sameAnswer, solve, verifyAnswer } from '../index';

// Expected times by hand, in minutes after midnight: 2:08 AM is 128, + 317 = 445 = 7:25 AM; 10:30 AM + 3 h 45 min
// = 14:15 = 2:15 PM; 11:15 PM + 90 min = 24:45 → 12:45 AM; 00:20 − 50 min = −30 → 23:30; 10:42 AM to 8:12 PM is
// 1212 − 642 = 570 minutes; 9 PM to 5 AM crosses midnight: 300 + 1440 − 1260 = 480 minutes = 8 hours.

function expectTime(problem: string, value: string, wrong: string[]) {
  const out = solve(problem);
  expect(out.type, problem).toBe('measurement');
  expect(out.answer?.value).toBe(value);
  expect(out.verified?.ok).toBe(true);
  expect(out.reading?.latex).toBeTruthy();
  expect(verifyAnswer(problem, value, out).status).toBe('verified');
  for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  return out;
}

describe('a time after or before another, 12-hour clock', () => {
  it.each([
    ['What is 317 minutes after 2:08 AM?', '7:25 AM', ['7:25 PM', '7:15 AM']],
    ['What time is it 3 hours and 45 minutes after 10:30 AM?', '2:15 PM', ['2:15 AM', '1:15 PM']],
    ['What time is it 2 hours 15 minutes after 9:50 PM?', '12:05 AM', ['12:05 PM', '11:05 PM']],
    ['What time will it be 90 minutes after 11:15 PM?', '12:45 AM', ['12:45 PM']],
    ['What time was it 2 hours before 1:15 AM?', '11:15 PM', ['11:15 AM', '3:15 AM']],
    ['What is 1 hour 20 minutes before 12:10 AM?', '10:50 PM', ['10:50 AM']],
    ['What is seventy minutes after 9:55 AM?', '11:05 AM', ['10:65 AM', '11:15 AM']],
    ['What is 25 minutes past 12:50 PM?', '1:15 PM', ['13:15 PM', '1:15 AM']],
  ])('%s → %s', (problem, value, wrong) => {
    expectTime(problem, value, wrong);
  });

  it('accepts the answer in lower case or without the space', () => {
    const problem = 'What is 317 minutes after 2:08 AM?';
    expect(verifyAnswer(problem, '7:25 am').status).toBe('verified');
    expect(verifyAnswer(problem, '7:25AM').status).toBe('verified');
  });
});

describe('a time after or before another, 24-hour clock', () => {
  it.each([
    ['What is 50 minutes before 00:20?', '23:30', ['00:30', '11:30']],
    ['What is 6 hours after 21:45?', '03:45', ['04:45', '27:45']],
  ])('%s → %s', (problem, value, wrong) => {
    expectTime(problem, value, wrong);
  });

  // Bug: a time is compared as text, so a leading zero decides: "3:45" is refuted against "03:45" (and
  // "07:25 AM" against "7:25 AM") although it is the same time of day.
  it('accepts a time without its leading zero', () => {
    expect(verifyAnswer('What is 6 hours after 21:45?', '3:45').status).toBe('verified');
    expect(verifyAnswer('What is 317 minutes after 2:08 AM?', '07:25 AM').status).toBe('verified');
  });
});

describe('time between two times', () => {
  it.each([
    ['How many minutes are there between 10:42 AM and 8:12 PM?', '570', '530'],
    ['How many minutes between 14:05 and 16:50?', '165', '245'],
    ['How many minutes are there from 11:50 PM to 12:20 AM?', '30', '1410'],
    ['How many hours are there between 9:00 PM and 5:00 AM?', '8', '16'],
  ])('%s → %s', (problem, value, wrong) => {
    expectTime(problem, value, [wrong]);
  });

  it.each([
    ['How many hours between 8:00 AM and 9:30 AM?', '3/2', '1.3'],
    ['How many hours are there between 11:00 PM and 1:30 AM?', '5/2', '22.5'],
    ['How many hours are there between 7:15 AM and 9:35 AM?', '7/3', '2.2'],
  ])('part of an hour: %s → %s', (problem, value, wrong) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value)).toBe(true);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, value, out).status).toBe('verified');
    expect(verifyAnswer(problem, wrong, out).status).toBe('refuted');
  });

  it('checks a decimal number of hours', () => {
    expect(verifyAnswer('How many hours between 8:00 AM and 9:30 AM?', '1.5').status).toBe('verified');
  });

  // Bug: the answer is the unreduced "90/60" (and "150/60", "140/60") instead of 3/2.
  it('gives part of an hour in lowest terms', () => {
    expect(solve('How many hours between 8:00 AM and 9:30 AM?').answer?.value).toBe('3/2');
  });
});

describe('not clock problems', () => {
  it('does not take a minute count over 59 as a time', () => {
    expect(solve('What is 20 minutes after 10:75 AM?').answer).toBeNull();
  });

  it('does not take 13 o’clock with AM as a time', () => {
    expect(solve('What is 20 minutes after 13:10 PM?').answer).toBeNull();
  });
});
