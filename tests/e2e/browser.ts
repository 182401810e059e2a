import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { root } from '../../scripts/build-state.mjs';

export const screenshotDir = path.join(root, 'test-results', 'screenshots');

// Without the networking flags Chromium tries to reach Google's services, which this closed network refuses.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch(executablePath: string, extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors, CSP violations included, in this page and its popups. */
  problems: string[];
  /** Declares answers a test provokes on purpose (a wrong password's 401), so they are not counted. */
  expectFailure(path: string, status: number): void;
}

// Chromium logs any 4xx answer as a console error. An anonymous visitor's GET /api/me is 401 by design.
const ALWAYS_EXPECTED = [{ path: '/api/me', status: 401 }];

/** A fresh context and page that records everything that went wrong in the browser. */
export async function openPage(browser: Browser, baseUrl: string): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  const expected = [...ALWAYS_EXPECTED];
  const watch = (target: Page) => {
    target.on('console', (message) => {
      if (message.type() !== 'error') return;
      const failedLoad = /status of (\d{3})/.exec(message.text());
      const url = message.location().url;
      if (failedLoad && expected.some((e) => url.endsWith(e.path) && Number(failedLoad[1]) === e.status)) return;
      problems.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
    });
    target.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  };
  context.on('page', watch);
  const page = await context.newPage();
  return { page, context, problems, expectFailure: (path, status) => expected.push({ path, status }) };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * For one describe block: launches Chromium once, gives each test a fresh watched page through `open()`, and
 * after each test requires that page to have had no console error, then closes it.
 */
export function useChromium(executablePath: string, baseUrl: string, extraArgs: string[] = []) {
  let browser: Browser | undefined;
  let current: WatchedPage | undefined;
  beforeAll(async () => {
    browser = await launch(executablePath, extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    if (!current) return;
    const { problems, context } = current;
    current = undefined;
    await context.close();
    expect(problems).toEqual([]);
  });
  return {
    async open(): Promise<WatchedPage> {
      if (!browser) throw new Error('Chromium is not running');
      current = await openPage(browser, baseUrl);
      return current;
    },
  };
}
