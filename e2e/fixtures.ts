import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * The `test` of every browser spec: Playwright's, plus a guard that fails the test on any Content-Security-
 * Policy violation in any page or frame of its browser context (the securitypolicyviolation event, and
 * Chromium's "Refused to ... Content Security Policy" console errors).
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || location.href}:${event.lineNumber}`,
          );
        });
      });
      const watch = (page: Page) =>
        page.on('console', (message) => {
          const text = message.text();
          if (text.startsWith('[csp-violation]') || /Content Security Policy/i.test(text))
            violations.push(`${page.url()}: ${text}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
