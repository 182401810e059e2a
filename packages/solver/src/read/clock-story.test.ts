import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';
import { clockStory } from './clock-story';

// By hand: 6:50 AM + 2 h 55 min = 9:45 AM; 9:40 PM − 1 h 35 min = 8:05 PM; 7:25 AM to 2:05 PM = 400 minutes;
// 11:30 PM to 7:15 AM crosses midnight: 30 + 435 = 465 minutes = 31/4 hours; 1:20 PM to 4:05 PM = 2 h 45 min.
describe('clock questions told as a story', () => {
  it.each([
    ['The ferry departs at 6:50 AM and the crossing takes 2 h 55 min. What time does it arrive?', '9:45 AM'],
    ['A concert lasts 1 hour 35 minutes and finishes at 9:40 PM. When did it start?', '8:05 PM'],
    ['Practice starts at 7:25 AM and ends at 2:05 PM. How many minutes is practice?', '400'],
    ['She fell asleep at 11:30 PM and got up at 7:15 AM. How many hours did she sleep?', '31/4'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, value, out).status).toBe('verified');
  });

  it('answers "how long" in hours and minutes', () => {
    const out = solve('The game began at 1:20 p.m. and ended at 4:05 p.m.. How long did it last?');
    expect(out.answer?.value).toBe('2 hours 45 minutes');
    expect(out.verified?.ok).toBe(true);
  });

  it('reads the story into the question the clock solver asks', () => {
    expect(clockStory('The bus leaves at 3:10 PM and the ride takes 45 minutes. What time does it get there?')).toBe(
      'What time is 45 minutes after 3:10 PM?',
    );
    expect(clockStory('Class starts at 9:05 AM and ends at 10:50 AM. How long is class?')).toBe(
      'How long is it from 9:05 AM to 10:50 AM?',
    );
  });

  it('leaves alone a story with another number in it, or with no clock question', () => {
    // The 3 laps would be lost in the rewrite: no story reading.
    expect(clockStory('Ann ran 3 laps from 9:00 AM to 9:40 AM. How many minutes did it take?')).toBeNull();
    expect(clockStory('The shop opens at 9:00 AM and closes at 5:00 PM.')).toBeNull();
    expect(clockStory('The train leaves at 4:35 PM. What time is it in Tokyo?')).toBeNull();
  });
});

// By hand: 2 h 45 min = 165 min; half past seven in the evening + 50 min = 8:20 PM; quarter to eleven in the morning
// + 30 min = 11:15 AM; 14:35 + 95 min = 16:10; 12:15 AM is 00:15; noon + 4 h = 4:00 PM.
describe('times and spans in words', () => {
  it.each([
    ['how many minutes is 2 h 45 min', '165'],
    ['What time is 50 minutes after half past seven in the evening?', '8:20 PM'],
    ['What time is 30 minutes after quarter to eleven in the morning?', '11:15 AM'],
    ['A film starts at 14:35 and lasts 95 minutes. When does it end? Use the 24-hour clock.', '16:10'],
    ['Convert 12:15 AM to 24 hour time', '00:15'],
    ['What time is 4 hours after noon?', '4:00 PM'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: 7:20 AM + 5 h 45 min = 1:05 PM; 7:30 AM − 1 h 55 min = 5:35 AM; 11:10 PM − 3 h 25 min = 7:45 PM.
describe('a deadline and a time of day in words', () => {
  it.each([
    ["It's 7:20 in the morning. What time will it be in 5 hours and 45 minutes?", '1:05 PM'],
    ['I must be at work by 7:30 AM and the drive takes 1 hr 55 min. What time do I need to leave?', '5:35 AM'],
    ['The concert ends at 11:10 at night and lasts 3 hours 25 minutes. When did it start?', '7:45 PM'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: 8:35 PM + 1 h 50 min = 10:25 PM; 13:05 + 2 3/4 h = 15:50; 7:40 PM + 1.5 h = 21:10 on the 24-hour clock;
// 14:20 + 11 h 5 min = 01:25, and a clock 8 hours ahead shows 09:25; 9:30 PM + 9 h 15 min = 6:45 AM, 5 hours behind: 1:45 AM.
describe('clock stories with the form of the answer and other clocks', () => {
  it.each([
    [
      'A play starts at 8:35 PM and lasts 1 hour 50 minutes. When does it end? Give the time as h:mm AM/PM.',
      '10:25 PM',
    ],
    ['The baking takes 2 3/4 hours, starting at 13:05. At what time is it done? (24-hour clock)', '15:50'],
    [
      'The show begins at 7:40 pm and runs for 1.5 hours. When does it end? Give the time on the 24-hour clock.',
      '21:10',
    ],
    [
      'A plane leaves Paris at 14:20 local time and lands in Tokyo 11 hours 5 minutes later. Tokyo is 8 hours ahead of Paris. What is the local time in Tokyo when it lands?',
      '09:25',
    ],
    [
      'A ship leaves Lisbon at 9:30 PM and reaches Boston 9 hours 15 minutes later. Boston is 5 hours behind Lisbon. What is the local time in Boston when it arrives? Answer as h:mm AM/PM.',
      '1:45 AM',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses a 12-hour answer from a time that does not say its half of the day, or a clock of a place not named', () => {
    expect(
      solve('The game starts at 10:15 and lasts 1 hour 50 minutes. When does it end? Give the time with am or pm.')
        .answer ?? null,
    ).toBeNull();
    expect(
      clockStory(
        'A plane leaves Paris at 14:20 and lands 3 hours later. Tokyo is 8 hours ahead of Paris. What is the local time in Rome when it lands?',
      ),
    ).toBeNull();
  });

  it('reads the weekday of a date asked in other words', () => {
    expect(solve('Determine the day of the week on which 4 July 1976 fell.').answer?.value).toBe('Sunday');
    expect(solve('On what day of the week did 1 January 2000 fall?').answer?.value).toBe('Saturday');
  });
});
