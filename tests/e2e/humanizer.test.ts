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
});
