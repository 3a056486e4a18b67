import { expect, test, type Page } from './fixtures';
import { confirmedStudent, snackbar } from './support';

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('at 375 px: the signup forms fit, and login, the dashboard and logout work from the drawer', async ({
  page,
  request,
}) => {
  const user = await confirmedStudent(request, 'mob');

  await page.goto('/auth/signup');
  await expect(page.getByTestId('signup-form-student')).toBeVisible();
  await noSideScroll(page);
  await page.getByTestId('chip-parent').click();
  await expect(page.getByTestId('signup-form-parent')).toBeVisible();
  await noSideScroll(page);

  await page.getByTestId('menu-button').click();
  await page.getByTestId('drawer-nav-login').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  // The drawer's closing transition keeps the page inert for a moment.
  await expect(page.getByTestId('mobile-drawer')).toBeHidden();
  await expect(page.getByTestId('input-username')).toBeEditable();
  await noSideScroll(page);
  // The form can still be re-rendered as the route settles after the drawer: fill until both values hold.
  await expect(async () => {
    await page.getByTestId('input-username').fill(user.username);
    await page.getByTestId('input-password').fill(user.password);
    await expect(page.getByTestId('input-username')).toHaveValue(user.username, { timeout: 500 });
    await expect(page.getByTestId('input-password')).toHaveValue(user.password, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.getByTestId('login-submit').click();
  await expect(snackbar(page, 'You are successfully logged in')).toBeVisible();
  await expect(page.getByTestId('header-avatar')).toBeVisible();

  await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer.getByTestId('drawer-account')).toBeVisible();
  await expect(drawer.getByTestId('drawer-nav-login')).toHaveCount(0);
  await drawer.getByTestId('drawer-nav-dashboard').click();
  await expect(page).toHaveURL(/\/user-student\/main\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Hi, ${user.firstName} ${user.lastName}`);
  await expect(page.getByTestId('dashboard-explore')).toBeVisible();
  await noSideScroll(page);

  await page.getByTestId('menu-button').click();
  await page.getByTestId('drawer-account').click();
  await expect(page.getByTestId('profile-dialog')).toBeVisible();
  await expect(page.getByTestId('profile-dialog').getByTestId('input-mobile')).toHaveValue('9812345678');
  await page.getByTestId('profile-cancel').click();
  await expect(page.getByTestId('profile-dialog')).toBeHidden();

  await page.getByTestId('menu-button').click();
  await page.getByTestId('drawer-logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-avatar')).toHaveCount(0);
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('drawer-nav-login')).toBeVisible();
});
