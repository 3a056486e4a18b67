import { expect, test } from './fixtures';
import { SALES, uniqueName, waitForMail } from './support';

test.describe('at 375 px', () => {
  test('the drawer navigates and the collapsible search finds careers', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('explore-career-mobile')).toBeVisible();
    await page.getByTestId('menu-button').click();
    await page.getByTestId('mobile-drawer').getByTestId('drawer-nav-explore').click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByTestId('career-card')).toHaveCount(10);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await page.getByTestId('search-toggle').click();
    await page.getByTestId('mobile-search').getByRole('searchbox').fill('doctor');
    await expect(page.getByTestId('search-result-career').first()).toBeVisible();
  });

  test('a career detail and the company pages fit the screen', async ({ page }) => {
    await page.goto('/careers');
    await page.getByTestId('career-card').first().click();
    await expect(page.getByTestId('career-name')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto('/company/privacy-policy');
    await expect(page.getByTestId('company-tabs')).toBeVisible();
  });

  test('the parent demo form works on a phone', async ({ page, request }) => {
    await page.goto('/parent');
    const name = uniqueName('Parent Kaur');
    await page.getByTestId('input-name').fill(name);
    await page.getByTestId('input-email').fill('kaur@example.in');
    await page.getByTestId('input-mobile').fill('9812312312');
    await page.getByTestId('demo-submit').click();
    await expect(page.getByTestId('snackbar').filter({ hasText: 'free demo' })).toBeVisible();
    await waitForMail(request, SALES, (m) => m.text.includes(name));
  });
});
