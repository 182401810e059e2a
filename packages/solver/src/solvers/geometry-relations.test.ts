import { describe, expect, it } from 'vitest';
import { sameAnswer, solve } from '../index';

// By hand: angle sum 1440° → 10 sides; interior 150° → exterior 30° → 12 sides; exterior 40° → 9 sides;
// arc with r = 10, 72° → 4π; sector r = 6, 120° → 12π; similar LMN ~ RST with LM = 5, RS = 15, MN = 7 → ST = 21;
// shadows 1.8 m person / 1.2 m shadow, pole shadow 8 m → 12 m; ladder 17 with base 8 → 15; legs 9 and 12 → 15.
describe('relations of angles and proportions', () => {
  it.each([
    ['The interior angles of a polygon add up to 1440 degrees. How many sides does it have?', '10'],
    ['A regular polygon has interior angles of 150°. How many sides does it have?', '12'],
    ['How many sides does a regular polygon have if each exterior angle is 40 degrees?', '9'],
    ['Find the arc length of a sector with radius 10 and central angle 72°.', '4*pi'],
    ['What is the area of a sector of a circle with radius 6 and angle 120°?', '12*pi'],
    ['Triangle LMN is similar to triangle RST. LM = 5, RS = 15 and MN = 7. Find ST.', '21'],
    [
      'At the same time of day a 1.8 m person casts a 1.2 m shadow and a flagpole casts an 8 m shadow. How tall is the flagpole?',
      '12',
    ],
    ['A 17 ft ladder leans against a wall with its base 8 ft from the wall. How high up the wall does it reach?', '15'],
    ['A ladder reaches 12 m up a wall and its foot is 9 m from the wall. How long is the ladder?', '15'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses what the relation cannot give', () => {
    // 360/7 is not a whole number of sides.
    expect(solve('Each exterior angle of a regular polygon is 70°. How many sides does it have?').answer).toBeNull();
    // A ladder shorter than its distance from the wall.
    expect(
      solve('A 5 ft ladder leans against a wall with its base 6 ft from the wall. How high does it reach?').answer,
    ).toBeNull();
  });
});

// By hand: 120/360 · 2π · 6 = 4π; 100/360 · 2π · 18 = 10π ≈ 31.4; 30/360 · π · 12² = 12π.
describe('sectors with the angle said in other places', () => {
  it.each([
    ['arc length of a 120 degree sector with radius 6? exact pls', '4*pi'],
    [
      'Find the length of the arc of a circle of radius 18 cm that subtends an angle of 100° at the centre. Give your answer correct to 1 decimal place, in cm.',
      '31.4',
    ],
    ['Find the area of a 30° sector of a circle with radius 12.', '12*pi'],
  ])('%s → %s', (problem, value) => {
    expect(solve(problem).answer?.value).toBe(value);
  });

  it('refuses a sector whose lengths are in two units', () => {
    expect(
      solve(
        'Find the length of the arc of a circle of radius 18 m that subtends an angle of 100° at the centre, in cm.',
      ).answer ?? null,
    ).toBeNull();
  });
});
