// Loads pages of the student app in headless Chromium (Playwright) and records what they fetched and what
// went wrong. Used for the home page's JavaScript weight and to report a broken page plainly, with a
// screenshot, before Lighthouse scores it.
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export async function withBrowser(fn) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Loads `url` until network idle. Returns the JavaScript responses with raw and gzip (level 9) sizes,
 * the problems seen (page errors, console errors, HTTP errors), and the first heading, as a sign of life.
 */
export async function loadPage(browser, url, screenshotPath) {
  // Lighthouse's mobile viewport, so the chunks counted are the ones a phone loads.
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const scripts = [];
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text()}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() === 'script' || /javascript/.test(type)) scripts.push(res);
  });
  try {
    const nav = await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    if (!nav?.ok()) problems.push(`the page answered ${nav?.status()}`);
    const heading = (
      await page
        .locator('h1')
        .first()
        .textContent({ timeout: 2000 })
        .catch(() => null)
    )?.trim();
    if (!heading) problems.push('no <h1> rendered');
    if (screenshotPath) await page.screenshot({ path: screenshotPath, fullPage: false });
    const js = [];
    for (const res of scripts) {
      // body() is the decoded body: sizes are measured here, not taken from whatever the server sent.
      const body = await res.body().catch(() => undefined);
      if (body) js.push({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }
    return { js, problems, heading };
  } catch (error) {
    problems.push(`could not load: ${error.message.split('\n')[0]}`);
    return { js: [], problems, heading: undefined };
  } finally {
    await page.close();
  }
}

export const screenshotFile = (dir, name) => join(dir, `${name}.png`);
