import { describe, expect, it } from 'vitest';
import { namedMathStory } from './named-math-story';

describe('a story around named matrices', () => {
  it('keeps the definitions and the question, and drops the words around them', () => {
    expect(
      namedMathStory('The club codes messages with the matrix A = [[2, 3], [1, 2]]. They need A^(-1). Find A^(-1).'),
    ).toBe('A = [[2, 3], [1, 2]]. Find A^(-1).');
  });

  it('leaves a story alone when a number is outside a definition or the question names an undefined matrix', () => {
    expect(namedMathStory('In 2024 the club used A = [[2, 3], [1, 2]]. Find A^(-1).')).toBeNull();
    expect(namedMathStory('The club used A = [[2, 3], [1, 2]]. Find AB.')).toBeNull();
  });
});
