import { describe, expect, inject, it } from 'vitest';
import { screenshot, useChromium } from './browser';

const chromiumPath = inject('chromiumPath');
const baseUrl = inject('baseUrl');

const MODEL_STYLE =
  'In today’s rapidly evolving landscape, it is important to note that organisations must delve into the ' +
  'multifaceted dimensions of sustainable innovation. Moreover, they must leverage comprehensive strategies ' +
  'to foster meaningful collaboration across diverse stakeholders. Additionally, this holistic approach ' +
  'underscores the pivotal role of transparency in navigating the complexities of a dynamic environment. ' +
  'Ultimately, by embracing these principles, organisations can unlock transformative potential and ensure ' +
  'long-term success in an increasingly interconnected world.';

describe.skipIf(!chromiumPath)('the AI score in the humanizer, in Chromium', () => {
  const chromium = useChromium(chromiumPath!, baseUrl);

  it('scores box A as it changes, shades its sentences and lists the signals', async () => {
    const watched = await chromium.open();
    const { page } = watched;
    await page.goto('/gpt-bypass');
    const boxA = page.getByTestId('box-a');
    await boxA.getByRole('textbox').fill(MODEL_STYLE);
    const badge = boxA.getByTestId('ai-score');
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toMatch(/^\d+% AI \/ \d+% HUMAN$/);
    const [ai, human] = ((await badge.textContent()) ?? '').match(/\d+/g)!.map(Number);
    expect(ai! + human!).toBe(100);
    expect(await badge.getAttribute('data-band')).toBe(
      ai! >= 80 ? 'red' : ai! >= 50 ? 'yellow' : ai! >= 20 ? 'blue' : 'green',
    );

    await boxA.getByRole('button', { name: 'Sentence view' }).click();
    const view = boxA.getByTestId('sentence-view');
    expect(await view.locator('mark').count()).toBe(4);
    expect(await view.locator('mark').first().textContent()).toMatch(/^In today’s rapidly evolving landscape/);
    expect(await view.getByRole('region', { name: 'What the score weighs' }).locator('li').count()).toBeGreaterThan(3);
    expect(await view.textContent()).toContain('delve');
    await screenshot(page, 'humanizer-sentence-view');

    // Cut to a few words: the score is marked unreliable, then withheld when too short to judge.
    await boxA.getByRole('textbox').fill(MODEL_STYLE.split(' ').slice(0, 25).join(' '));
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toMatch(/^Unreliable: ~\d+% AI/);
    await boxA.getByRole('textbox').fill('Just three words');
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe('Not scored');
    expect(await boxA.textContent()).toContain('Too short to judge: 3 words');
  });
});
