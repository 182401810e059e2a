import { describe, expect, it } from 'vitest';
import { parseMarkdown, parsePlainText, protectMath, runsText } from './blocks';

describe('finding formulas', () => {
  it.each([
    ['inline $x^2$ here', [{ tex: 'x^2', display: false }]],
    ['paren \\(a+b\\) form', [{ tex: 'a+b', display: false }]],
    ['display $$\\frac{1}{2}$$ block', [{ tex: '\\frac{1}{2}', display: true }]],
    ['bracket \\[ y = mx \\] form', [{ tex: 'y = mx', display: true }]],
    ['it costs $5 and $10 today', []],
    ['escaped \\$5 and $x$', [{ tex: 'x', display: false }]],
    ['code `$x$` is not math', []],
    ['```\n$$x$$\n```\n', []],
    ['a $ b $ c (spaces inside are not math)', []],
  ])('%j', (source, formulas) => {
    expect(protectMath(source).formulas).toEqual(formulas);
  });
});

describe('Markdown to blocks', () => {
  it('keeps headings, emphasis, lists with their numbers and depth, tables, code and display math', () => {
    const blocks = parseMarkdown(
      '## Step 1\n\nWe **factor** _carefully_: $x^2-1$.\n\n3. three\n4. four\n   - nested\n\n$$a=b$$\n\n| h |\n|---|\n| $c$ |\n\n```\nraw $x$\n```\n',
    );
    expect(blocks.map((b) => b.type)).toEqual([
      'heading',
      'paragraph',
      'list-item',
      'list-item',
      'list-item',
      'math',
      'table',
      'code',
    ]);
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      runs: [
        { kind: 'text', text: 'We ' },
        { kind: 'text', text: 'factor', bold: true },
        { kind: 'text', text: ' ' },
        { kind: 'text', text: 'carefully', italic: true },
        { kind: 'text', text: ': ' },
        { kind: 'math', tex: 'x^2-1', display: false },
        { kind: 'text', text: '.' },
      ],
    });
    expect(blocks.slice(2, 5)).toMatchObject([
      { ordered: true, number: 3, depth: 0 },
      { ordered: true, number: 4, depth: 0 },
      { ordered: false, depth: 1 },
    ]);
    expect(blocks[5]).toEqual({ type: 'math', tex: 'a=b' });
    expect(blocks[7]).toEqual({ type: 'code', text: 'raw $x$' });
  });

  it('shows raw HTML as text, never as markup', () => {
    const [block] = parseMarkdown('<script>alert(1)</script>');
    expect(block?.type).toBe('paragraph');
    expect(runsText(block?.type === 'paragraph' ? block.runs : [])).toContain('<script>alert(1)</script>');
  });

  it('keeps the line breaks of plain text', () => {
    const [block] = parsePlainText('Solve for x:\n2x + 3 = 7\n\nShow your work.');
    expect(block).toMatchObject({ type: 'paragraph' });
    expect(runsText(block?.type === 'paragraph' ? block.runs : [])).toBe('Solve for x:\n2x + 3 = 7');
  });
});
