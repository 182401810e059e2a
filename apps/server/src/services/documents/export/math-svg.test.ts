import { describe, expect, it } from 'vitest';
import { mathJaxInstances, typeset } from './math-svg';

describe('typesetting formulas with MathJax', () => {
  it('builds one MathJax for every formula of the thread', () => {
    expect(typeset('y = x^2', false).ok).toBe(true);
    expect(typeset('\\frac{1}{2}', true).ok).toBe(true);
    expect(mathJaxInstances()).toBe(1);
  });

  it.each([
    ['\\href{javascript:alert(1)}{x}', 'a link'],
    ['\\style{color:red}{x}', 'a style'],
    ['\\class{evil}{x}', 'a class'],
    ['\\cssId{evil}{x}', 'an id'],
    ['\\toggle{a}{b}\\endtoggle', 'an action'],
    ['\\bbox[background:url(https://example.com)]{x}', 'CSS in a box'],
  ])('refuses %s (%s): the formula is shown as TeX, nothing of it reaches the SVG', (tex) => {
    const result = typeset(tex, false);
    expect(result.ok).toBe(false);
  });

  it('still sets ordinary formulas with colour and fractions', () => {
    const result = typeset('\\color{red}{x} + \\frac{a}{b}', false);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.math.svg).not.toMatch(/href|javascript|<a\b|onclick|style=/i);
    }
  });
});
