import { expect, it } from 'vitest';
import { scoreBand } from './detection-limits';

it('colours scores by the bands of the badge', () => {
  expect([0, 19, 20, 49, 50, 79, 80, 100].map(scoreBand)).toEqual([
    'green',
    'green',
    'blue',
    'blue',
    'yellow',
    'yellow',
    'red',
    'red',
  ]);
});
