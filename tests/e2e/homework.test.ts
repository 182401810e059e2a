import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useChromium } from './browser';

const chromiumPath = inject('chromiumPath');
const baseUrl = inject('baseUrl');

const toastWith = (page: Page, text: string) => page.locator('[aria-label^="Notifications"] li', { hasText: text });
const solveButton = (page: Page) => page.getByRole('button', { name: 'Solve', exact: true });

async function solve(page: Page, problem: string) {
  await page.getByLabel('Question', { exact: true }).fill(problem);
  await solveButton(page).click();
  await page.getByTestId('verification').waitFor({ timeout: 15_000 });
}

/** A photo of a line of text, as a phone would take of a worksheet. */
function photoOf(text: string): Buffer {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="240"><rect width="100%" height="100%" fill="white"/>' +
    `<text x="60" y="140" font-family="DejaVu Sans" font-size="64">${text}</text></svg>`;
  const font = { fontFiles: [require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')], loadSystemFonts: false };
  return Buffer.from(new Resvg(svg, { font }).render().asPng());
}

describe.skipIf(!chromiumPath)('the homework assistant in Chromium', () => {
  const chromium = useChromium(chromiumPath!, baseUrl);

  it('solves with the local engine: steps in KaTeX, the verified badge and a real graph', async () => {
    const { page } = await chromium.open();
    await page.goto('/');
    await solve(page, 'Solve x**2 - 5*x + 6 = 0');
    const math = page.getByTestId('solution-math');
    await expect.poll(() => math.textContent()).toContain('Step 1');
    expect(await math.locator('.katex').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('verification').getAttribute('data-status')).toBe('verified');
    expect(await page.getByText('Verified by the math engine').count()).toBeGreaterThan(0);
    const graph = page.getByTestId('graph').first();
    await graph.waitFor();
    // The server's PNG of the real function, loaded and decoded by the browser.
    const size = await graph.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([640, 400]);
    expect(await page.getByTestId('word-count').textContent()).toMatch(/\d+ words/);
    expect(await page.getByTestId('solution').getByText('ZHI Local').count()).toBe(1);
    await screenshot(page, 'homework-solved');
  });

  it('cancels a solve in flight, and says so', async () => {
    const { page } = await chromium.open();
    await page.goto('/');
    // Hold the request so there is time to cancel it.
    let arrived: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (arrived = resolve));
    await page.route('**/api/process-text/stream', async (route) => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await route.continue().catch(() => undefined);
    });
    const question = page.getByLabel('Question', { exact: true });
    await question.fill('Solve 2*x + 3 = 7');
    await expect.poll(() => question.inputValue()).toBe('Solve 2*x + 3 = 7');
    await solveButton(page).click();
    await held;
    await page.getByRole('button', { name: 'Cancel Generation' }).click();
    await toastWith(page, 'Stream cancelled').waitFor();
    await solveButton(page).waitFor();
  });

  it('refines a solution; empty feedback is refused, Ctrl+Enter submits', async () => {
    const { page } = await chromium.open();
    await page.goto('/');
    await solve(page, 'Solve 2*x + 3 = 7');
    await page.getByRole('button', { name: 'Refine Solution' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refine Solution' });
    await dialog.getByRole('button', { name: 'Refine', exact: true }).click();
    await dialog.getByText('Feedback required').waitFor();
    await dialog.getByLabel('Feedback').fill('Explain the division step.');
    await dialog.getByLabel('Feedback').press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('solution-math').textContent()).toContain('does not take feedback');
  });

  it('chats: Enter sends, the engine answers math and says plainly what it cannot do; a reply goes to the input', async () => {
    const { page } = await chromium.open();
    await page.goto('/');
    const chat = page.getByTestId('chat');
    await chat.getByLabel('Message', { exact: true }).fill('Solve 3*x = 12');
    await chat.getByLabel('Message', { exact: true }).press('Enter');
    const reply = chat.locator('li[data-role="assistant"]').first();
    await expect.poll(() => reply.textContent()).toContain('Final answer: 4');
    await reply.getByRole('button', { name: 'Send to Input' }).click();
    await expect.poll(() => page.getByLabel('Question', { exact: true }).inputValue()).toContain('Final answer: 4');
    await chat.getByLabel('Message', { exact: true }).fill('Why is the sky blue?');
    await chat.getByLabel('Message', { exact: true }).press('Enter');
    await expect.poll(() => chat.locator('li[data-role="assistant"]').nth(1).textContent()).toContain('AI provider');
    await chat.getByRole('button', { name: 'Clear Chat' }).click();
    expect(await chat.locator('li').count()).toBe(0);
  });

  it('saves, loads and deletes an assignment', async () => {
    const { page } = await chromium.open();
    await page.goto('/');
    await page.getByLabel('Question', { exact: true }).fill('Factor x**2 - 9');
    await page.getByLabel('Save This Assignment').fill('Difference of squares');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const list = page.getByTestId('assignment-list');
    await list.getByRole('button', { name: /^Difference of squares/ }).waitFor();
    await page.getByRole('button', { name: 'Clear All' }).click();
    expect(await page.getByLabel('Question', { exact: true }).inputValue()).toBe('');
    await list.getByRole('button', { name: /^Difference of squares/ }).click();
    await expect.poll(() => page.getByLabel('Question', { exact: true }).inputValue()).toBe('Factor x**2 - 9');
    await list.getByRole('button', { name: 'Delete Difference of squares' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Difference of squares/ }).count()).toBe(0);
  });

  it('reads a photo of a problem, solves it, and exports the solution as a PDF', async () => {
    const { page } = await chromium.open();
    await page.goto('/');
    await page
      .getByTestId('assignment-details')
      .getByTestId('file-input')
      .setInputFiles({ name: 'problem.png', mimeType: 'image/png', buffer: photoOf('Solve 2*x + 3 = 7') });
    await expect
      .poll(() => page.getByLabel('Question', { exact: true }).inputValue(), { timeout: 30_000 })
      .toContain('Solve');
    await solveButton(page).click();
    await page.getByTestId('verification').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('solution-math').textContent()).toContain('Final answer: 2');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
