import { Resvg } from '@resvg/resvg-js';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from './helpers/client';
import { darkPerRow, hasPdftoppm, pdfText, renderFirstPage } from './helpers/pdf-tools';
import { type TestApp, createTestApp } from './helpers/test-app';

const SOLUTION = `## Step 1: factor

We solve $x^2 - 5x + 6 = 0$ by **factoring** into \\((x-2)(x-3) = 0\\).

$$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$$

1. First root: $x = 2$
2. Second root: $x = 3$

| x | value |
|---|-------|
| 2 | 0 |
`;

// A small chart as a PNG data URL: what a chart's canvas gives the exporter.
const CHART = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="white"/>' +
    '<path d="M10 150 L10 10 M10 150 L230 150" stroke="black"/><path d="M20 20 Q120 280 220 20" fill="none" stroke="blue"/></svg>',
)
  .render()
  .asPng();
const PNG = `data:image/png;base64,${CHART.toString('base64')}`;

describe('exports: PDF, Word and the print view', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(async () => t.close());
  const post = (url: string, body: unknown) => t.app.inject({ method: 'POST', url, payload: body as object });

  it('makes a PDF whose text reads back: title, headings, words, formulas (as TeX) and page numbers', async () => {
    const res = await post('/api/generate-pdf', { content: SOLUTION, title: 'Quadratics – homework 3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Quadratics homework 3.pdf"; filename*=UTF-8''${encodeURIComponent('Quadratics – homework 3.pdf')}`,
    );
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      'Quadratics – homework 3',
      'Step 1: factor',
      'by factoring into',
      'First root',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Formulas are drawn as paths, with their TeX as invisible text for copying and search.
    expect(text.replace(/\s+/g, '')).toContain('x^2-5x+6=0');
    expect(text.replace(/\s+/g, '')).toContain('\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}');
  });

  it('breaks long content over pages and numbers every page', async () => {
    const content = Array.from(
      { length: 120 },
      (_, i) => `Paragraph ${i + 1}: $a_{${i}} = ${i}^2$ and more words.`,
    ).join('\n\n');
    const { pages, text } = await pdfText((await post('/api/generate-pdf', { content })).rawPayload);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Paragraph 120');
  });

  // In CI pdftoppm is installed (.ci/run), so this never skips there.
  it.skipIf(!hasPdftoppm && !process.env.CI)(
    'typesets a display formula that renders as ink, where the same page without it is blank',
    async () => {
      const render = async (content: string) =>
        darkPerRow(renderFirstPage((await post('/api/generate-pdf', { content, title: 'T' })).rawPayload));
      const withFormula = await render('$$\\int_0^1 x^2\\,dx = \\frac{1}{3}$$');
      const without = await render('');
      // Below the title (the top fifth) down to the middle: the formula's band.
      const band = (rows: number[]) => rows.slice(Math.round(rows.length * 0.12), Math.round(rows.length * 0.5));
      expect(band(without).reduce((a, b) => a + b, 0)).toBe(0);
      expect(band(withFormula).reduce((a, b) => a + b, 0)).toBeGreaterThan(50);
    },
  );

  it('keeps a formula MathJax cannot read as the TeX the author wrote', async () => {
    const { text } = await pdfText(
      (await post('/api/generate-pdf', { content: 'Broken: $\\frac{a}{$ here' })).rawPayload,
    );
    expect(text).toContain('\\frac{a}{');
  });

  it('makes a .docx that mammoth reads back, with headings, a numbered list and formulas as images', async () => {
    const res = await post('/api/generate-docx', { content: SOLUTION, title: 'Quadratics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const { value: html } = await mammoth.convertToHtml({ buffer: res.rawPayload });
    // The title is Word's Title style (mammoth shows it as a paragraph); headings keep their levels.
    expect(html.startsWith('<p>Quadratics</p>')).toBe(true);
    expect(html).toContain('<h2>Step 1: factor</h2>');
    expect(html).toMatch(/<ol><li>First root: <img [^>]*alt="x = 2"/);
    expect(html).toContain('<strong>factoring</strong>');
    expect(html).toMatch(/<img [^>]*alt="x = \\frac\{-b \\pm \\sqrt\{b\^2-4ac\}\}\{2a\}"/);
    expect(html).toContain('<table>');
  });

  it('serves a print view that escapes what it is given and carries no script', async () => {
    const res = await post('/api/print-view', {
      content: `${SOLUTION}\n\n<script>alert(1)</script> <img src=x onerror=alert(2)>`,
      title: '<b>T</b>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toMatch(/<script|<img src=x/i);
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('<title>&lt;b&gt;T&lt;/b&gt;</title>');
    expect(res.body).toMatch(/<svg [^>]*aria-label="x\^2 - 5x \+ 6 = 0"/);
  });

  it('typesets no link, style, class or id a formula asks for: they stay as the TeX written', async () => {
    const content = [
      '$\\href{javascript:alert(1)}{x}$',
      '$\\style{color:red}{y}$',
      '$\\class{evil}{z}$',
      '$\\cssId{evil}{w}$',
      '[raw](javascript:alert(3)) <a href="javascript:alert(4)">a</a>',
    ].join('\n\n');
    const res = await post('/api/print-view', { content });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/href="javascript|<a[\s>]|style="color|class="evil|id="evil"/i);
    expect(res.body).toContain('<code>$\\href{javascript:alert(1)}{x}$</code>');
    expect(res.body).toContain('&lt;a href=&quot;javascript:alert(4)&quot;&gt;');
  });

  it('refuses, before typesetting, an export with more formulas than one may hold', async () => {
    const res = await post('/api/generate-pdf', {
      content: Array.from({ length: 501 }, (_, i) => `$x_{${i}}$`).join(' '),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'The document has 501 formulas, and an export can typeset at most 500. Export it in parts.',
    );
  });

  it('combines the problem, the solution and the graphs with their titles, axes and descriptions', async () => {
    const res = await post('/api/generate-combined-pdf', {
      content: SOLUTION,
      title: 'Homework 3',
      extractedText: 'Solve x^2 - 5x + 6 = 0.\nShow your steps.',
      graphImages: [PNG],
      graphData: [
        { title: 'y = x² − 5x + 6', xLabel: 'x', yLabel: 'y', description: 'A parabola crossing the axis at 2 and 3.' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    for (const expected of [
      'Problem',
      'Show your steps.',
      'Solution',
      'Graph',
      'y = x² − 5x + 6',
      'Horizontal axis: x',
      'Vertical axis: y',
      'A parabola crossing',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('makes a one-graph PDF, and refuses what is not an image', async () => {
    const ok = await post('/api/generate-graph-pdf', { graphImage: PNG, title: 'Parabola' });
    expect(ok.statusCode).toBe(200);
    expect((await pdfText(ok.rawPayload)).text).toContain('Parabola');
    const notImage = await post('/api/generate-graph-pdf', {
      graphImage: `data:image/png;base64,${Buffer.from('hello').toString('base64')}`,
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().message).toBe('Could not read graph 1: it is not a usable PNG or JPEG image.');
    const notDataUrl = await post('/api/generate-graph-pdf', { graphImage: 'https://example.org/x.png' });
    expect(notDataUrl.statusCode).toBe(400);
    expect(notDataUrl.json().message).toMatch(/graphImage: must be a PNG or JPEG data URL/);
  });

  it('refuses missing content with a message', async () => {
    const res = await post('/api/generate-pdf', { title: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/content/);
  });

  it('answers a PNG whose data is damaged with 422, and stays up', async () => {
    const damaged = Buffer.concat([CHART.subarray(0, 60), Buffer.alloc(40, 7), CHART.subarray(100)]);
    const res = await post('/api/generate-graph-pdf', {
      graphImage: `data:image/png;base64,${damaged.toString('base64')}`,
    });
    expect(res.statusCode).toBe(422);
    expect((await clientFor(t.app).get('/api/health')).statusCode).toBe(200);
  });
});
