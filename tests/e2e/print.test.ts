import { describe, expect, inject, it } from 'vitest';
import { screenshot, useChromium } from './browser';

const chromiumPath = inject('chromiumPath');
const baseUrl = inject('baseUrl');

// What a hostile model answer or a pasted problem might hold.
const HOSTILE = [
  'Step 1: [click me](javascript:alert(1)) and <img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script>',
  '',
  '$\\href{javascript:window.__pwned=3}{x}$ and $\\style{color:red}{y}$ and $\\htmlStyle{color:red}{z}$',
  '',
  '<a href="javascript:window.__pwned=4">raw link</a>',
  '',
  'Final answer: x = 2',
].join('\n');

describe.skipIf(!chromiumPath)('the print view, a page of the app', () => {
  const chromium = useChromium(chromiumPath!, baseUrl);

  it('opens /print with the problem, the typeset solution and its graph, and asks the browser to print', async () => {
    const { page, context } = await chromium.open();
    await context.addInitScript(() => {
      window.print = () => {
        (window as unknown as { __printed: boolean }).__printed = true;
      };
    });
    await page.goto('/');
    await page.getByLabel('Question', { exact: true }).fill('Solve x**2 - 5*x + 6 = 0');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByTestId('graph').first().waitFor({ timeout: 15_000 });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print/PDF' }).click(),
    ]);
    await popup.getByTestId('print-document').waitFor();
    expect(new URL(popup.url()).pathname).toBe('/print');
    await expect.poll(() => popup.evaluate(() => (window as unknown as { __printed?: boolean }).__printed)).toBe(true);
    const document = popup.getByTestId('print-document');
    expect(await document.getByRole('heading', { level: 1 }).textContent()).toBe('Solve x**2 - 5*x + 6 = 0');
    expect(await document.locator('.katex').count()).toBeGreaterThan(0);
    const size = await document
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(size).toBe(640);
    // The job was handed over once: the page does not keep it.
    expect(await popup.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('zhi-print:')))).toEqual([]);
    await screenshot(popup, 'print-view');
  });

  it('never lets a javascript: link, a \\style, raw HTML or a script through', async () => {
    const { page, context } = await chromium.open();
    await context.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto('/');
    await page.getByLabel('Question', { exact: true }).fill('Solve 2*x + 3 = 7');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByTestId('verification').waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Edit View' }).click();
    await page.getByLabel('Edit the solution').fill(HOSTILE);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print/PDF' }).click(),
    ]);
    const document = popup.getByTestId('print-document');
    await document.waitFor();
    await expect.poll(() => document.textContent()).toContain('Final answer');
    const found = await popup.evaluate(() => {
      const doc = window.document;
      return {
        pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
        scripts: doc.querySelectorAll('[data-testid="print-document"] script').length,
        images: doc.querySelectorAll('[data-testid="print-document"] img[onerror], img[src="x"]').length,
        handlers: Array.from(doc.querySelectorAll('[data-testid="print-document"] *')).filter((el) =>
          Array.from(el.attributes).some((a) => a.name.startsWith('on')),
        ).length,
        badLinks: Array.from(doc.querySelectorAll('a')).filter((a) =>
          /^\s*javascript:/i.test(a.getAttribute('href') ?? ''),
        ).length,
        red: Array.from(doc.querySelectorAll('[data-testid="print-document"] .katex *')).filter(
          (el) => (el as HTMLElement).style.color === 'red',
        ).length,
      };
    });
    expect(found).toEqual({ pwned: null, scripts: 0, images: 0, handlers: 0, badLinks: 0, red: 0 });
  });

  it('says plainly that there is nothing to print when opened by hand', async () => {
    const { page } = await chromium.open();
    await page.goto('/print');
    await page.getByRole('heading', { name: 'Nothing to print' }).waitFor();
  });
});
