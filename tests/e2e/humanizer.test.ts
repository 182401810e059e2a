import { describe, expect, inject, it } from 'vitest';
import { screenshot, useChromium } from './browser';

const chromiumPath = inject('chromiumPath');
const baseUrl = inject('baseUrl');

const MODEL_PROSE =
  "In today's rapidly evolving landscape, it is important to note that renewable energy plays a crucial role in reducing emissions. " +
  'Moreover, solar capacity in Germany grew by 14% in 2023, according to the Fraunhofer Institute. ' +
  'Furthermore, wind farms utilize advanced turbines to leverage very strong coastal winds. ' +
  'Additionally, it is essential to foster collaboration among stakeholders to ensure a seamless transition.';

describe.skipIf(!chromiumPath)('the humanizer in Chromium', () => {
  const chromium = useChromium(chromiumPath!, baseUrl);

  it('rewrites with the local engine, shows the scores and what was kept, and RE-HUMANIZE runs again', async () => {
    const { page } = await chromium.open();
    await page.goto('/gpt-bypass');
    await page.getByTestId('box-a').getByRole('textbox').fill(MODEL_PROSE);
    await page.getByRole('button', { name: 'HUMANIZE TEXT' }).click();
    const output = page.getByTestId('box-c').getByRole('textbox');
    await expect.poll(() => output.inputValue(), { timeout: 15_000 }).toContain('Germany grew by 14% in 2023');
    expect(await output.inputValue()).not.toMatch(/Moreover|utilize/);
    const results = page.getByTestId('detection-results');
    expect(await results.textContent()).toMatch(/Input \d+% AI → output \d+% AI/);
    expect(await results.textContent()).toContain('Numbers: 2 of 2 kept');
    await screenshot(page, 'humanizer-rewrite');

    const first = await output.inputValue();
    await page.getByRole('button', { name: 'RE-HUMANIZE' }).click();
    await expect.poll(() => page.getByTestId('box-a').getByRole('textbox').inputValue()).toBe(first);
    await expect.poll(() => output.inputValue(), { timeout: 15_000 }).not.toBe('');
  });

  it("asks for input: 'Input required'", async () => {
    const { page } = await chromium.open();
    await page.goto('/gpt-bypass');
    await page.getByRole('button', { name: 'HUMANIZE TEXT' }).click();
    await page.getByText('Please enter text to humanize in Box A').first().waitFor();
  });

  it('uses a preset writing sample through its preview, and editing it makes the choice custom', async () => {
    const { page } = await chromium.open();
    await page.goto('/gpt-bypass');
    await page.getByRole('combobox', { name: 'Writing sample' }).click();
    await page.getByRole('option', { name: 'The Raven Paradox' }).click();
    const dialog = page.getByRole('dialog', { name: 'The Raven Paradox' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Use This Sample' }).click();
    const boxB = page.getByTestId('box-b');
    await expect.poll(() => boxB.getByRole('textbox').inputValue()).toMatch(/raven/i);
    const words = Number((await boxB.getByText(/^\d+ words$/).textContent())?.split(' ')[0]);
    expect(words).toBeGreaterThanOrEqual(250);
    expect(words).toBeLessThanOrEqual(400);
    await boxB.getByRole('textbox').press('End');
    await boxB.getByRole('textbox').pressSequentially(' More.');
    expect(await page.getByRole('combobox', { name: 'Writing sample' }).textContent()).toBe('Upload custom');
  });

  it('works in chunks over 800 words: 2,000 words in chunks of 700, one at a time, joined, with the changes shown', async () => {
    const { page } = await chromium.open();
    await page.goto('/gpt-bypass');
    const paragraph = (p: number) =>
      Array.from(
        { length: 10 },
        (_, i) => `Moreover, step ${p * 10 + i} of the plan utilizes very careful checks.`,
      ).join(' ');
    const text = Array.from({ length: 20 }, (_, p) => paragraph(p)).join('\n\n');
    await page.getByTestId('box-a').getByRole('textbox').fill(text);
    const panel = page.getByTestId('chunk-panel');
    await panel.waitFor();
    expect(await panel.locator('li').count()).toBe(3);
    await page.getByRole('button', { name: 'HUMANIZE TEXT' }).click();
    await expect.poll(() => page.getByTestId('chunk-progress').textContent(), { timeout: 30_000 }).toBe('3 of 3 done');
    const output = await page.getByTestId('box-c').getByRole('textbox').inputValue();
    expect(output.split('\n\n').length).toBe(20);
    expect(output).not.toMatch(/Moreover|utilizes/);
    expect(output).toContain('step 199 of the plan');
    expect(await page.getByTestId('detection-results').textContent()).toMatch(/Input \d+% AI → output \d+% AI/);
    await page.getByRole('button', { name: 'Show changes' }).click();
    // The diff view loads on demand and compares 2,000 words: room for a busy machine.
    await expect
      .poll(() => page.getByTestId('diff-view').locator('del').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'humanizer-chunks');
  });

  it("says 'No chunks selected' when every chunk is unticked", async () => {
    const { page } = await chromium.open();
    await page.goto('/gpt-bypass');
    await page.getByTestId('box-a').getByRole('textbox').fill('word '.repeat(900));
    const panel = page.getByTestId('chunk-panel');
    for (const box of await panel.getByRole('checkbox').all()) await box.click();
    await page.getByRole('button', { name: 'HUMANIZE TEXT' }).click();
    await page.getByText('No chunks selected').first().waitFor();
  });

  it('says what is missing for every action on an empty box, then sends box C to the homework question', async () => {
    const { page } = await chromium.open();
    await page.goto('/gpt-bypass');
    const toastWith = (text: string) => page.locator('[aria-label^="Notifications"] li', { hasText: text });
    const boxC = page.getByTestId('box-c');
    const steps: [() => Promise<void>, string, string][] = [
      [() => boxC.getByRole('button', { name: 'RE-HUMANIZE' }).click(), 'No output to re-humanize', 'Box C is empty.'],
      [() => page.getByRole('button', { name: 'Copy box A' }).click(), 'Nothing to copy', 'Box A is empty.'],
      [() => boxC.getByRole('button', { name: 'Word' }).click(), 'Nothing to download', 'Box C is empty.'],
      [() => boxC.getByRole('button', { name: 'Send to Homework' }).click(), 'Nothing to send', 'Box C is empty.'],
    ];
    for (const [act, title, description] of steps) {
      await act();
      const toast = toastWith(title);
      await toast.waitFor();
      expect(await toast.textContent()).toContain(description);
    }
    await boxC.getByRole('textbox').fill('Solve 2x + 3 = 7 for x.');
    await boxC.getByRole('button', { name: 'Send to Homework' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByLabel('Question', { exact: true }).inputValue()).toBe('Solve 2x + 3 = 7 for x.');
  });

  it("copies a box to the clipboard, says 'Copy failed' when the browser refuses, and 'Upload failed' for a wrong file", async () => {
    const watched = await chromium.open();
    const { page, context } = watched;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto('/gpt-bypass');
    const toastWith = (text: string) => page.locator('[aria-label^="Notifications"] li', { hasText: text });
    await page.getByTestId('box-a').getByRole('textbox').fill('Copy me, please.');
    await page.getByRole('button', { name: 'Copy box A' }).click();
    await toastWith('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Copy me, please.');

    // A browser that refuses the clipboard (a permission withdrawn, an insecure page) rejects the write.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Copy box A' }).click();
    await toastWith('Copy failed').waitFor();

    watched.expectFailure('/api/humanize/upload', 415);
    await page
      .getByTestId('box-a')
      .getByTestId('file-input')
      .setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      });
    const failed = toastWith('Upload failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain(
      'Could not process the uploaded file. Unsupported file type: photo.png is a PNG image.',
    );
  });

  it("says 'Humanization failed' and 'PDF download failed' when the server cannot do them", async () => {
    const watched = await chromium.open();
    const { page } = watched;
    // The server's failures, answered in its own words: a provider that broke, a PDF that could not be made.
    watched.expectFailure('/api/humanize/rewrite', 502);
    watched.expectFailure('/api/generate-pdf', 500);
    await page.route('**/api/humanize/rewrite', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Humanization failed: the AI provider failed.' }),
      }),
    );
    await page.route('**/api/generate-pdf', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Something went wrong on our side.' }),
      }),
    );
    await page.goto('/gpt-bypass');
    const toastWith = (text: string) => page.locator('[aria-label^="Notifications"] li', { hasText: text });
    await page.getByTestId('box-a').getByRole('textbox').fill('Some text to rewrite, long enough to mean something.');
    await page.getByRole('button', { name: 'HUMANIZE TEXT' }).click();
    expect(await toastWith('Humanization failed').textContent()).toContain(
      'Could not humanize the text. Please try again.',
    );
    expect(await page.getByTestId('box-c').getByRole('textbox').inputValue()).toBe('');
    await page.getByTestId('box-c').getByRole('textbox').fill('Output to save.');
    await page.getByTestId('box-c').getByRole('button', { name: 'PDF' }).click();
    expect(await toastWith('PDF download failed').textContent()).toContain(
      'Could not generate PDF. Try downloading as text instead.',
    );
  });
});
