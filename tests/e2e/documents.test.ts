import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import mammoth from 'mammoth';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useChromium } from './browser';

const chromiumPath = inject('chromiumPath');
const baseUrl = inject('baseUrl');

describe.skipIf(!chromiumPath)('files in Chromium', () => {
  const chromium = useChromium(chromiumPath!, baseUrl);

  it('uploads a file into box A, and downloads box C as Word and PDF', async () => {
    const watched = await chromium.open();
    const { page } = watched;
    await page.goto('/gpt-bypass');
    const boxA = page.getByTestId('box-a');
    await boxA.getByTestId('file-input').setInputFiles({
      name: 'essay.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('My essay about rivers.\nRivers carry water to the sea.'),
    });
    await expect
      .poll(() => boxA.getByRole('textbox').inputValue())
      .toBe('My essay about rivers.\nRivers carry water to the sea.');

    const boxC = page.getByTestId('box-c');
    await boxC.getByRole('textbox').fill('## A heading\n\nThe output, with a formula $x^2 + 1$ and **bold** words.');
    const [word] = await Promise.all([
      page.waitForEvent('download'),
      boxC.getByRole('button', { name: 'Word' }).click(),
    ]);
    expect(word.suggestedFilename()).toBe('Humanized text.docx');
    const { value: html } = await mammoth.convertToHtml({ buffer: await readFile((await word.path())!) });
    expect(html).toContain('<h2>A heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toMatch(/<img [^>]*alt="x\^2 \+ 1"/);

    const [pdf] = await Promise.all([page.waitForEvent('download'), boxC.getByRole('button', { name: 'PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('Humanized text.pdf');
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'humanizer-files');
  });

  it('reads a photo of a problem into the question by OCR', async () => {
    const watched = await chromium.open();
    const { page } = watched;
    await page.goto('/');
    const png = new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="240"><rect width="100%" height="100%" fill="white"/>' +
        '<text x="60" y="140" font-family="DejaVu Sans" font-size="56">A car travels 120 miles in 3 hours.</text></svg>',
      { font: { fontFiles: [require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')], loadSystemFonts: false } },
    )
      .render()
      .asPng();
    await page
      .getByTestId('assignment-details')
      .getByTestId('file-input')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    const question = page.getByLabel('Question', { exact: true });
    await expect
      .poll(() => question.inputValue(), { timeout: 30_000 })
      .toContain('A car travels 120 miles in 3 hours.');
    expect(await page.getByTestId('extraction-notice').textContent()).toMatch(
      /Read from photo\.png by text recognition \(confidence \d+%\)/,
    );
  });
});
