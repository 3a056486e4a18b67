import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmedStudent, ENROLLED, login, pricedCareers, sandbox, snackbar, toCheckout } from './support';

/**
 * The browser tier's "Processing…" hang (issue 25): the sandbox's payment page showed its buttons before its
 * script had bound them, so a click in between (a busy machine, a quick person on a slow phone) did nothing and the
 * checkout waited for ever. The page's script is held back here until the buttons have been looked at: they must
 * not offer a click that would be lost, and must work once the script runs.
 */
test('the sandbox offers its buttons only once they work', async ({ page, request }) => {
  const student = await confirmedStudent(request, 'sbready');
  const [career] = await pricedCareers(request, 1);
  await login(page, student.username, student.password);
  await toCheckout(page, career._id);

  let held!: (route: Route) => void;
  const scriptAsked = new Promise<Route>((resolve) => (held = resolve));
  await page.route('**/checkout-page.js', (route) => held(route));
  await page.getByTestId('checkout-pay').click();
  const route = await scriptAsked;

  const frame = sandbox(page);
  await expect(frame.locator('#success')).toBeVisible();
  await expect(frame.locator('#success')).toBeDisabled();
  await expect(frame.locator('#dismiss')).toBeDisabled();

  await route.continue();
  await expect(frame.locator('#success')).toBeEnabled();
  await frame.locator('#success').click();
  await expect(page).toHaveURL(/\/user-student\/main\/dashboard$/, { timeout: 30_000 });
  await expect(snackbar(page, ENROLLED)).toBeVisible();
});
