import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { consoleLogin } from './console-pages-support';

/**
 * Issue 12, the admins' dashboard in Chromium against the real API: the figures of today and this month and the
 * month's two charts, drawn by recharts from a chunk of their own that no one loads before signing in (nor any
 * role but admins), reachable from the keyboard, and without serious accessibility findings.
 */

/** The JavaScript files the page loads from now on. */
function scriptsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const chartsChunk = (paths: string[]) => paths.some((p) => /\/DashboardCharts-[\w-]+\.js$/.test(p));

test("an admin sees today's and this month's figures, and the month's charts by keyboard", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/admin/login');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  expect(chartsChunk(scripts), 'the charts are not loaded before sign-in').toBe(false);

  await consoleLogin(page, 'admin');
  const figures = page.getByTestId('dashboard-figures');
  await expect(figures.getByRole('heading', { name: /^Today, \d{1,2} \w{3} \d{4}$/ })).toBeVisible();
  await expect(figures.getByRole('heading', { name: /^This month, \w+ \d{4}$/ })).toBeVisible();
  await expect(page.getByTestId('figures-today-revenue')).toContainText(/₹[\d,]+\.\d\d/);
  await expect(page.getByTestId('figures-month-orders')).toContainText(/Paid orders\d+/);
  // The page cards are still below the figures.
  await expect(page.getByTestId('dashboard-cards').getByRole('heading', { name: 'Orders' })).toBeVisible();

  const charts = page.getByTestId('dashboard-charts');
  const sales = charts.getByRole('figure', { name: 'Paid orders and revenue per day' });
  const funnel = charts.getByRole('figure', { name: 'New leads, conversions and completed assessments per day' });
  // recharts' keyboard layer: each chart's SVG is an "application" named by its title.
  const salesChart = sales.getByRole('application', { name: 'Paid orders and revenue per day' });
  await expect(salesChart).toBeVisible();
  await expect(funnel.getByRole('application')).toBeVisible();
  expect(chartsChunk(scripts)).toBe(true);
  // Each chart's figures as a table for screen readers: a row per day of the month so far, and the header.
  const days = Number(new Date().toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric' }));
  await expect(sales.getByRole('table').getByRole('row')).toHaveCount(days + 1);

  // The first chart is the tab stop after the refresh button; the arrow keys walk its days in the tooltip.
  await page.getByRole('button', { name: 'Refresh the figures' }).focus();
  await page.keyboard.press('Tab');
  await expect(salesChart).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(sales.locator('.recharts-tooltip-wrapper')).toContainText(/Paid orders/);

  const { violations } = await new AxeBuilder({ page }).include('[data-testid="dashboard-figures"]').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test("a counsellor's dashboard keeps its page cards, with no figures, and never loads the charts", async ({ page }) => {
  const scripts = scriptsOf(page);
  await consoleLogin(page, 'counsellor');
  await expect(page.getByTestId('dashboard-cards').getByRole('heading', { name: 'Leads' })).toBeVisible();
  await expect(page.getByTestId('dashboard-figures')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(chartsChunk(scripts)).toBe(false);
});
