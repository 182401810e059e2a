import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MathMarkdown from './math-markdown';

describe('rendering model output and user text', () => {
  it('typesets math with KaTeX, including \\( \\) and \\[ \\] delimiters', () => {
    const { container } = render(
      <MathMarkdown>{'Inline $x^2$, and \\(y\\) and \\[z\\].\n\n$$\n\\frac{1}{2}\n$$\n'}</MathMarkdown>,
    );
    expect(container.querySelectorAll('.katex').length).toBe(4);
    expect(container.querySelector('.katex-display')).not.toBeNull();
  });

  it('never renders raw HTML, scripts, event handlers or javascript: links', () => {
    const hostile = [
      '<script>window.hacked = true</script>',
      '<img src=x onerror="window.hacked = true">',
      '<iframe src="https://example.org"></iframe>',
      '[click](javascript:window.hacked=true)',
      '$\\href{javascript:alert(1)}{x}$',
    ].join('\n\n');
    const { container } = render(<MathMarkdown>{hostile}</MathMarkdown>);
    expect(container.querySelector('script, img, iframe')).toBeNull();
    // No live attribute carries code (the TeX source may still show as text in KaTeX's annotation).
    const attributes = [...container.querySelectorAll('*')].flatMap((el) => [...el.attributes]);
    expect(attributes.filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value))).toEqual([]);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
