// Debian's Chromium driven by playwright-core, with the flags this machine needs (DESIGN section 6).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = PHONE,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  const errors: string[] = [];
  // A page error or a failed script is a bug the journey must show.
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of (401|403|404|409|429)/.test(m.text())) {
      errors.push(`console: ${m.text()}`);
    }
  });
  return { context, page, errors };
}

/** Saves a screenshot under screenshots/ (git-ignored) for people to review. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
