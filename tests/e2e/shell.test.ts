import { describe, expect, inject, it } from 'vitest';
import { screenshot, useChromium } from './browser';

const chromiumPath = inject('chromiumPath');
const baseUrl = inject('baseUrl');

describe.skipIf(!chromiumPath)('the app shell in Chromium', () => {
  // Every page must load without a console error: a CSP that blocked a script or style would show here.
  const chromium = useChromium(chromiumPath!, baseUrl);

  it('/ shows the Homework Assistant with its header, both cards and the humanizer below', async () => {
    const watched = await chromium.open();
    const { page } = watched;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Assignment Details' }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('heading', { name: 'Solution' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'New Assignment' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'help@zhi.example.org' }).getAttribute('href')).toBe(
      'mailto:help@zhi.example.org',
    );
    await page.getByTestId('account-card').getByText('Guest').waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Humanizer' }).isVisible()).toBe(true);
    // The provider picker is fed by the server: no keys here, so ZHI Local is chosen and the others say why not.
    const picker = page.getByRole('combobox', { name: 'AI provider' }).first();
    await expect.poll(() => picker.textContent()).toContain('ZHI Local');
    await picker.click();
    const zhi1 = page.getByRole('option', { name: /ZHI 1/ });
    expect(await zhi1.getAttribute('aria-disabled')).toBe('true');
    expect(await zhi1.textContent()).toContain('ANTHROPIC_API_KEY');
    await screenshot(page, 'home-provider-picker');
    await page.keyboard.press('Escape');
    // The session cookie is HttpOnly: scripts cannot read it, but the public id reached localStorage.
    expect(await page.evaluate(() => document.cookie)).not.toContain('zhi_session');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sessionId'))).toMatch(/^[0-9a-f-]{36}$/);
    await screenshot(page, 'home');
  });

  it('/gpt-bypass shows boxes A, B and C and links back to the homework page', async () => {
    const watched = await chromium.open();
    const { page } = watched;
    await page.goto('/gpt-bypass');
    for (const box of ['Box A: Input', 'Box B: Style sample', 'Box C: Output']) {
      expect(await page.getByLabel(box).isVisible()).toBe(true);
    }
    await page.getByLabel('Box A: Input').fill('Three words here');
    expect(await page.getByTestId('box-a').getByText('3 words').isVisible()).toBe(true);
    await screenshot(page, 'humanizer');
    await page.getByRole('link', { name: 'Homework Assistant' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.getByRole('heading', { name: 'Assignment Details' }).isVisible()).toBe(true);
  });

  it('an unknown path shows Page Not Found with a working link home', async () => {
    const watched = await chromium.open();
    const { page } = watched;
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Go to the Homework Assistant' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('toasts: one at a time, at most 420 px wide, F8 focuses them, gone after 5 s', async () => {
    const watched = await chromium.open();
    const { page } = watched;
    await page.goto('/');
    const newAssignment = page.getByRole('button', { name: 'New Assignment' });
    // Taken before the first click: the second toast may replace the first and keep its timer.
    const shownAt = Date.now();
    await newAssignment.click();
    await newAssignment.click();
    // The toasts themselves, not Radix's short-lived screen-reader announcement of them.
    const viewport = page.getByRole('region', { name: /Notifications/ }).locator('ol');
    const toasts = viewport.locator('li');
    await toasts.first().waitFor();
    expect(await toasts.count()).toBe(1);
    expect(await toasts.first().textContent()).toContain('New assignment');
    expect((await viewport.boundingBox())!.width).toBeLessThanOrEqual(420);
    await screenshot(page, 'toast');

    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('OL');

    // Radix pauses the timer while the toast has focus or the pointer; release both first.
    await page.locator('body').click({ position: { x: 5, y: 880 } });
    await toasts.first().waitFor({ state: 'detached', timeout: 8000 });
    // It closes by itself, and not before its 5 s (the time it held focus does not count).
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4900);
  });

  it('the About dialog: modal, focus kept inside, Close and Escape close it and focus returns', async () => {
    const watched = await chromium.open();
    const { page } = watched;
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'About this app' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'About ZHI' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('about-version').textContent()).toMatch(/^\d+\.\d+\.\d+/);
    expect(await dialog.textContent()).toContain('embedded (PGlite)');
    await screenshot(page, 'about-dialog');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((node) => node === document.activeElement)).toBe(true);

    await trigger.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
