import { expect, test, type Page } from './fixtures';
import { codeFrom, confirmedStudent, openAccountMenuByHover, snackbar, waitForMail, type TestUser } from './support';

/**
 * Issue 8, sessions: the refresh token is an HttpOnly cookie and the access token stays in memory; tabs of one
 * browser refreshing at once keep the session; a new e-mail takes effect only with the code sent to it.
 */

async function loginInPage(page: Page, user: TestUser) {
  await page.goto('/auth/login');
  await page.getByTestId('input-username').fill(user.username);
  await page.getByTestId('input-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-avatar')).toBeVisible();
}

/** Everything the page's scripts can read of storage and cookies. */
const scriptVisible = (page: Page) =>
  page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
    cookie: document.cookie,
  }));

test('nothing of the session is readable by scripts: no token in localStorage, sessionStorage or a readable cookie', async ({
  page,
  request,
}) => {
  const user = await confirmedStudent(request, 'store');
  const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await loginInPage(page, user);
  const { idToken } = (await (await login).json()) as { idToken: string };
  await page.goto('/user-student/main/dashboard');
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();

  const refresh = (await page.context().cookies()).find((c) => c.name === 'disha_refresh')!;
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  const visible = await scriptVisible(page);
  const text = JSON.stringify(visible);
  expect(text).not.toContain(idToken);
  expect(text).not.toContain(refresh.value);
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  expect(visible.session).toEqual([]);
  expect(visible.cookie).not.toContain('disha_refresh');

  // A reload trades the cookie for a new access token: still signed in, still nothing stored.
  await page.reload();
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  expect(JSON.stringify(await scriptVisible(page))).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
});

test('two tabs refreshing at the same moment both stay signed in', async ({ page, request }) => {
  const user = await confirmedStudent(request, 'tabs');
  await loginInPage(page, user);
  const other = await page.context().newPage();
  const refreshStatuses: number[] = [];
  for (const tab of [page, other]) {
    tab.on('response', (r) => {
      if (r.url().endsWith('/api/auth/refresh')) refreshStatuses.push(r.status());
    });
    // Each tab's first signed call is refused as if its access token had just lapsed: both refresh at once.
    let refused = false;
    await tab.route('**/api/**', async (route) => {
      if (!refused && route.request().headers()['authorization']) {
        refused = true;
        await route.fulfill({
          status: 401,
          json: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Please log in to continue.' },
        });
      } else {
        await route.continue();
      }
    });
  }

  // Both load at once: each restores from the shared cookie, then hits the lapsed token and refreshes again.
  await Promise.all([page.goto('/user-student/main/dashboard'), other.goto('/user-student/main/dashboard')]);
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('dashboard-greeting')).toHaveText(`Hi, ${user.firstName} ${user.lastName}`);
    await expect(tab.getByTestId('header-avatar')).toBeVisible();
    await expect(snackbar(tab, 'Failed to login with token.')).toHaveCount(0);
  }
  expect(refreshStatuses.length).toBeGreaterThan(0);
  expect(refreshStatuses.every((s) => s === 200)).toBe(true);

  // The session goes on: both reload at once again and are still in.
  await Promise.all([page.reload(), other.reload()]);
  for (const tab of [page, other]) await expect(tab.getByTestId('dashboard-greeting')).toBeVisible();
  expect(refreshStatuses.every((s) => s === 200)).toBe(true);

  // Logging out in one tab signs the other out too.
  await openAccountMenuByHover(page);
  await page.getByTestId('account-menu-logout').click();
  await expect(page.getByTestId('nav-login')).toBeVisible();
  await expect(other.getByTestId('header-avatar')).toHaveCount(0);
});

test('a new e-mail takes effect only with the code sent to it', async ({ page, request }) => {
  const user = await confirmedStudent(request, 'chmail');
  const fresh = `new.${user.email}`;
  await loginInPage(page, user);
  await openAccountMenuByHover(page);
  await page.getByTestId('account-menu-account').click();
  const dialog = page.getByTestId('profile-dialog');
  await dialog.getByTestId('input-email').fill(fresh);
  await dialog.getByTestId('profile-save').click();
  await expect(dialog.getByTestId('email-code-step')).toContainText(fresh);

  // Until the code is entered, the account keeps its address.
  const mail = await waitForMail(request, fresh, (m) => m.subject === 'Confirm your new Disha Careers email address');
  const code = codeFrom(mail);
  await dialog.getByTestId('input-code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByTestId('email-code-submit').click();
  await expect(dialog.getByText('Invalid verification code provided, please try again.')).toBeVisible();
  await dialog.getByTestId('input-code').fill(code);
  await dialog.getByTestId('email-code-submit').click();
  await expect(snackbar(page, 'Your email address has been changed.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await openAccountMenuByHover(page);
  await page.getByTestId('account-menu-account').click();
  await expect(page.getByTestId('profile-dialog').getByTestId('input-email')).toHaveValue(fresh);
});
