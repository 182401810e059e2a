import { describe, expect, it } from 'vitest';
import { readAnswer } from './answer';

const parts = (written: string) => readAnswer(written).parts.map((p) => [p.name, p.relation, p.text]);

describe('readAnswer', () => {
  it('reads assignments, with LaTeX spaces between them', () => {
    expect(parts('x = 2,\\ y = 1')).toEqual([
      ['x', '=', '2'],
      ['y', '=', '1'],
    ]);
    expect(parts('$a = 4,\\; b = -1$')).toEqual([
      ['a', '=', '4'],
      ['b', '=', '-1'],
    ]);
    expect(parts('x = 5,\\quad y = 6')).toEqual([
      ['x', '=', '5'],
      ['y', '=', '6'],
    ]);
  });

  it('keeps a point whole: its coordinates are one part', () => {
    expect(parts('(3, -4)')).toEqual([[null, null, '(3, -4)']]);
  });

  it('reads intervals, LaTeX infinity included', () => {
    expect(readAnswer('(-\\infty, 5]').intervals).toEqual([
      { low: '- oo', high: '5', lowClosed: false, highClosed: true },
    ]);
  });

  it('takes off the words that introduce an answer', () => {
    expect(parts('The limit is 7')).toEqual([[null, null, '7']]);
    expect(parts('the derivative is 4x')).toEqual([[null, null, '4x']]);
  });

  it('does not read prose as a product of one-letter names', () => {
    expect(readAnswer('use the chain rule').parts).toEqual([]);
    expect(readAnswer('x = 5 because both sides match').parts).toEqual([]);
    // Function names and a few short words are math, not prose.
    expect(parts('sin x cos x')).toEqual([[null, null, 'sin x cos x']]);
    expect(parts('4 and 9')).toEqual([
      [null, null, '4'],
      [null, null, '9'],
    ]);
  });

  it('reads "no solution", "all real numbers" and ∅ as flags, with no parts', () => {
    expect(readAnswer('No real solutions.')).toMatchObject({ none: true, parts: [] });
    expect(readAnswer('$\\varnothing$')).toMatchObject({ none: true, parts: [] });
    expect(readAnswer('All real numbers')).toMatchObject({ all: true, parts: [] });
  });
});
