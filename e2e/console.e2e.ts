import { ADMIN_MESSAGES, canAccess } from '../libs/contracts/src/admin/permissions';
import { expect, test, type Page } from './fixtures';
import { png } from '../test/support/media-samples';
import { login } from './support';

/**
 * Issue 11, the staff console at /admin/: staff sign in with the platform's own accounts and see the menus their
 * role may use (the permission table of libs/contracts); a student is turned away with the staff message; deep
 * links are the console's. The pages behind the menus call /api/admin, built beside this; they are not opened here.
 */

const DEMO_PASSWORD = 'Demo@12345';

/** The console's pages, in the menu's order, and the resource each opens. */
const PAGES: [resource: string, label: string][] = [
  ['leads', 'Leads'],
  ['classrooms', 'Classrooms'],
  ['students', 'Students'],
  ['careers', 'Careers'],
  ['fields', 'Fields'],
  ['career-contents', 'Assessments'],
  ['courses', 'Certification course'],
  ['reviews', 'Reviews'],
  ['media', 'Media'],
  ['orders', 'Orders'],
  ['credit-notes', 'Credit notes'],
  ['audit-logs', 'Audit log'],
  ['users', 'Users'],
  ['schools', 'Schools'],
  ['mails', 'Mail log'],
];

/** What the table lets `role` list: the dashboard's cards. */
const pagesOf = (role: string) => PAGES.filter(([r]) => canAccess(role, r, 'list')).map(([, l]) => l);
/** Its menu: the dashboard, its pages, and the queues board (bull-board, in a tab of its own) for admins. */
const menuOf = (role: string) => [
  'Dashboard',
  ...pagesOf(role),
  ...(canAccess(role, 'queues', 'list') ? ['Queues'] : []),
];

async function consoleLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/admin/login')) await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByTestId('login-submit').click();
}

/** The sidebar's menu (the one that starts at the dashboard; the user menu is another). */
const sidebar = (page: Page) =>
  page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Dashboard' }) });
const menuItems = (page: Page) => sidebar(page).getByRole('menuitem');

const sessionCookies = async (page: Page) =>
  (await page.context().cookies()).filter((c) => c.name === 'disha_refresh' || c.name === 'disha_signed_in');

for (const [username, role] of [
  ['content', 'content_editor'],
  ['counsellor', 'counsellor'],
  ['schooladmin', 'school_admin'],
  ['admin', 'admin'],
] as const) {
  test(`${username} (${role}) signs in and sees only the menus the role may use`, async ({ page }) => {
    await consoleLogin(page, username);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByTestId('dashboard-role')).toBeVisible();
    await expect(menuItems(page)).toHaveText(menuOf(role));
    // The dashboard offers the same pages as the menu.
    await expect(page.getByTestId('dashboard-cards').getByRole('heading')).toHaveText(pagesOf(role));
  });
}

test('content editors and counsellors differ: catalogue editing is the content staff', () => {
  // The menus above come from this table; this pins the two roles the issue names.
  expect(menuOf('content_editor')).toEqual([
    'Dashboard',
    'Careers',
    'Fields',
    'Assessments',
    'Certification course',
    'Reviews',
    'Media',
  ]);
  expect(menuOf('counsellor')).toEqual(['Dashboard', 'Leads', 'Careers', 'Fields']);
  expect(canAccess('counsellor', 'careers', 'edit')).toBe(false);
  expect(canAccess('counsellor', 'career-contents', 'list')).toBe(false);
});

test('an admin opens the queues board from the menu, in a tab of its own that the board lets in', async ({ page }) => {
  await consoleLogin(page, 'admin');
  const [board] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('menu-queues').click()]);
  await expect(board).toHaveURL(/\/admin\/queues$/);
  // bull-board's own page, with every queue of the job catalogue, not its "open it from the console" refusal.
  await expect(board.getByText('Open the queues from the staff console')).toHaveCount(0);
  for (const queue of ['enrolment', 'mail', 'scoring']) await expect(board.getByText(queue).first()).toBeVisible();
  // The console stays where it was.
  await expect(page).toHaveURL(/\/admin\/?$/);
});

test('an admin uploads an image in Media and finds the upload in the audit log (the staff API itself)', async ({
  page,
}) => {
  const name = `logo-${Date.now().toString(36)}.png`;
  await consoleLogin(page, 'admin');
  await menuItems(page).filter({ hasText: 'Media' }).click();
  await page.getByTestId('media-file').setInputFiles({ name, mimeType: 'image/png', buffer: png() });
  await expect(page.getByText(`Uploaded ${name}`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('image/png');
  await expect(row).toContainText('/uploads/');

  await menuItems(page).filter({ hasText: 'Audit log' }).click();
  await page.getByLabel('Resource').click();
  await page.getByRole('option', { name: 'media' }).click();
  await expect(page).toHaveURL(/filter=.*media/);
  // The list re-renders as the filtered page arrives: a click on a row being replaced opens nothing, so retry.
  const entry = page.getByRole('row').filter({ hasText: 'create' }).filter({ hasText: 'admin' }).first();
  await expect(async () => {
    await entry.click();
    await expect(page).toHaveURL(/\/admin\/audit-logs\/[0-9a-f-]{36}\/show$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('audit-changes')).toContainText(name);
});

test('a student who signs in is turned away with the staff message, and the session is ended', async ({ page }) => {
  await consoleLogin(page, 'student');
  await expect(page.getByTestId('login-error')).toHaveText(ADMIN_MESSAGES.staffOnly);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(sidebar(page)).toHaveCount(0);
  await expect.poll(() => sessionCookies(page)).toEqual([]);
  // Signing in as staff from the same page works.
  await consoleLogin(page, 'counsellor');
  await expect(menuItems(page)).toHaveText(menuOf('counsellor'));
});

test('a parent is turned away too', async ({ page }) => {
  await consoleLogin(page, 'parent');
  await expect(page.getByTestId('login-error')).toHaveText(ADMIN_MESSAGES.staffOnly);
});

test('a student signed in on the student site is turned away from the console and stays signed in there', async ({
  page,
}) => {
  await login(page, 'student', DEMO_PASSWORD);
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByTestId('login-error')).toHaveText(ADMIN_MESSAGES.staffOnly);
  await page.goto('/');
  await expect(page.getByTestId('header-account')).toBeVisible();
});

test('a wrong password is said on the page', async ({ page }) => {
  await consoleLogin(page, 'content', 'not-the-password1');
  await expect(page.getByTestId('login-error')).toContainText(/incorrect username or password/i);
});

test('the session survives a reload (refresh cookie, token in memory only), and logout ends it', async ({ page }) => {
  await consoleLogin(page, 'admin');
  await expect(menuItems(page)).toHaveText(menuOf('admin'));
  await page.reload();
  await expect(menuItems(page)).toHaveText(menuOf('admin'));
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

  await page.getByRole('button', { name: /profile/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect.poll(() => sessionCookies(page)).toEqual([]);
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a deep link is the console: signed out it asks for sign-in, then goes where it pointed', async ({
  page,
  request,
}) => {
  const res = await request.get('/admin/careers/0b6f3c9e-1d2a-4e5f-8a9b-0c1d2e3f4a5b', {
    headers: { accept: 'text/html' },
  });
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<title>Disha Careers – Staff console</title>');
  // bull-board's address is never the console's page.
  expect(await (await request.get('/admin/queues', { headers: { accept: 'text/html' } })).text()).not.toContain(
    '<title>Disha Careers – Staff console</title>',
  );

  await page.goto('/admin/fields/create');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await consoleLogin(page, 'content');
  await expect(page).toHaveURL(/\/admin\/fields\/create$/);
});

test.describe('on a tablet (1024 px)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the console keeps its menu beside the page', async ({ page }) => {
    await consoleLogin(page, 'content');
    await expect(menuItems(page)).toHaveText(menuOf('content_editor'));
    for (const item of await menuItems(page).all()) await expect(item).toBeInViewport();
  });
});
