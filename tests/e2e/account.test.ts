import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useChromium } from './browser';

const chromiumPath = inject('chromiumPath');
const baseUrl = inject('baseUrl');

/** A toast by its text. While a modal is open Radix hides the rest of the page from the accessibility tree, so
 * this finds toasts by their list rather than by role. */
const toastWith = (page: Page, text: string) => page.locator('[aria-label^="Notifications"] li', { hasText: text });

async function register(page: Page, username: string) {
  await page.getByRole('button', { name: 'Get Full Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Full Access' });
  await dialog.getByRole('tab', { name: 'Create account' }).click();
  await dialog.getByLabel('Username or e-mail').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('correct horse');
  await dialog.getByLabel('Confirm password').fill('correct horse');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('account-name').getByText(username).waitFor();
}

describe.skipIf(!chromiumPath)('accounts and purchases in Chromium', () => {
  const chromium = useChromium(chromiumPath!, baseUrl);

  it('an anonymous visitor has the free allowance; registering and buying with the demo provider adds tokens', async () => {
    const watched = await chromium.open();
    const { page } = watched;
    await page.goto('/');
    const balance = page.getByTestId('account-card').getByTestId('token-balance');
    await expect.poll(() => balance.textContent()).toBe('1K tokens');

    const username = `buyer-${Date.now()}@example.org`;
    await register(page, username);
    await expect.poll(() => balance.textContent()).toContain('0 tokens');
    expect(await balance.textContent()).toContain('Very Low');

    await page.getByRole('button', { name: 'Buy Tokens' }).click();
    const purchase = page.getByRole('dialog', { name: 'Purchase Tokens' });
    await purchase.getByText(/Demo payments/).waitFor();
    await screenshot(page, 'purchase-dialog');
    const popupOpened = page.waitForEvent('popup');
    await purchase.getByTestId('pack-10').getByRole('button', { name: 'Buy 30K' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/demo-checkout\//);
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([800, 600]);
    await popup.getByText('Demo — no real payment').waitFor();
    expect(await popup.getByTestId('demo-pack').textContent()).toBe('$10 for 30,000 tokens');
    await screenshot(popup, 'demo-checkout');
    await popup.getByRole('button', { name: 'Pay $10 (demo)' }).click();

    // The opener confirms with the server (first check after 3 s), closes the popup and shows the tokens.
    await toastWith(page, 'Payment successful').waitFor({ timeout: 15_000 });
    await expect.poll(() => balance.textContent(), { timeout: 5000 }).toBe('30K tokens');
    await popup.waitForEvent('close', { timeout: 5000 }).catch(() => undefined);
    expect(popup.isClosed()).toBe(true);
    await screenshot(page, 'purchase-complete');
  });

  it('closing the payment window before paying cancels the purchase', async () => {
    const watched = await chromium.open();
    const { page } = watched;
    await page.goto('/');
    await register(page, `closer-${Date.now()}`);
    await page.getByRole('button', { name: 'Buy Tokens' }).click();
    const purchase = page.getByRole('dialog', { name: 'Purchase Tokens' });
    const popupOpened = page.waitForEvent('popup');
    await purchase.getByTestId('pack-1').getByRole('button', { name: 'Buy 2K' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/demo-checkout\//);
    await popup.close();
    const cancelled = toastWith(page, 'Payment cancelled');
    await cancelled.waitFor({ timeout: 15_000 });
    expect(await cancelled.textContent()).toContain('The payment window was closed');
    expect(await page.getByTestId('account-card').getByTestId('token-balance').textContent()).toContain('0 tokens');
  });

  it('shows the exact validation messages in the registration form', async () => {
    const watched = await chromium.open();
    watched.expectFailure('/api/login', 401);
    const { page } = watched;
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Full Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Full Access' });
    await dialog.getByRole('tab', { name: 'Create account' }).click();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Please fill in all fields');
    await dialog.getByLabel('Username or e-mail').fill('someone');
    await dialog.getByLabel('Password', { exact: true }).fill('secret1');
    await dialog.getByLabel('Confirm password').fill('secret2');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe("Passwords don't match");
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm password').fill('short');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Password must be at least 6 characters');
    await dialog.getByRole('tab', { name: 'Sign in' }).click();
    await dialog.getByLabel('Username or e-mail').fill('nobody-at-all');
    await dialog.getByLabel('Password').fill('wrong password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await toastWith(page, 'Login failed').waitFor();
    expect(await dialog.getByRole('alert').textContent()).toBe('Invalid credentials');
  });
});
