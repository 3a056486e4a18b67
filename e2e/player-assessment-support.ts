import { expect, type BrowserContext, type Page } from '@playwright/test';
import {
  clip,
  db,
  dbUser,
  enrol,
  login,
  rating,
  startFromInstructions,
  startNowFromDashboard,
  stepUrl,
  submitAndMoveOn,
  testCareer,
  watchVideo,
} from './assessment-support';

/** The leave dialog's warning for a bought career: the spec's sentence ('re buy' written 'buy again'). */
export const LEAVE_WARNING = 'You will lose all the data and will need to buy again to take this career.';

/** The header's ways out: search, cart, account, nav, and on a phone the menu and the search toggle. */
const WAYS_OUT = [
  'search-input',
  'header-cart',
  'header-avatar',
  'account-menu-button',
  'nav-dashboard',
  'menu-button',
  'search-toggle',
];

/** The site header's focusable elements that the keyboard reaches by Tab from the top of the page. */
async function tabbedIntoHeader(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const reached: string[] = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const inHeader = await page.evaluate(() => {
      const active = document.activeElement;
      const header = document.querySelector('header.MuiAppBar-root');
      if (!active || !header || !header.contains(active)) return null;
      return active.getAttribute('data-testid') ?? active.getAttribute('aria-label') ?? active.tagName;
    });
    if (inHeader) reached.push(inHeader);
  }
  return reached;
}

/** While a test is under way: none of the header's ways out can be clicked or reached with the keyboard. */
async function expectHeaderClosed(page: Page): Promise<void> {
  const banner = page.locator('header.MuiAppBar-root');
  for (const testId of WAYS_OUT) await expect(banner.getByTestId(testId)).toBeHidden();
  await expect(banner.getByTestId('header-test-in-progress')).toBeVisible();
  // Only the logo (which asks before leaving, like every link out of a test) is left in the tab order.
  expect((await tabbedIntoHeader(page)).filter((name) => name !== 'brand-home')).toEqual([]);
}

/**
 * Issue 24 item 4: a timed test under way has a header that does not invite leaving, the player says how to
 * leave (Leave test, with the spec's warning), and a dropped connection (offline, or a failed step request) is
 * not leaving: the test goes on and the enrolment stays IN_PROGRESS. After leaving, the header is back.
 */
export async function headerClosedDuringTest(
  page: Page,
  context: BrowserContext,
  { narrow }: { narrow: boolean },
): Promise<void> {
  const career = await testCareer('Calm Header', [
    {
      name: 'Career Tasks',
      steps: [
        clip(),
        rating('I like keeping a workshop tidy'),
        rating('I enjoy explaining how things work'),
        rating('I like planning a week ahead'),
      ],
    },
  ]);
  const student = await dbUser('calmhead');
  const userMapCareerId = await enrol(db(), student.id, career.careerId);
  await login(page, student.username, student.password);
  await startNowFromDashboard(page, career.careerId);

  // The instructions are before the test: the header is still the site's.
  const banner = page.locator('header.MuiAppBar-root');
  await expect(banner.getByTestId(narrow ? 'search-toggle' : 'search-input')).toBeVisible();
  await expect(banner.getByTestId('header-cart')).toBeVisible();

  await startFromInstructions(page);
  await expect(page.getByTestId('video-step')).toBeVisible();
  await expectHeaderClosed(page);

  // The player says how to leave, and its Leave test asks with the spec's warning.
  await expect(page.getByTestId('leave-hint')).toContainText('Leave test');
  await page.getByTestId('leave-test').click();
  const dialog = page.getByTestId('leave-dialog');
  await expect(dialog).toContainText(LEAVE_WARNING);
  await dialog.getByTestId('leave-cancel').click();
  await expect(dialog).toBeHidden();

  await watchVideo(page);
  const [, first, second, third] = career.steps;
  await expect(page).toHaveURL(stepUrl(first));

  // The connection drops: the answer is kept, the player goes on, and nothing asks to leave or leaves.
  await context.setOffline(true);
  await page.getByTestId('rating-option-4').click();
  await submitAndMoveOn(page, page.getByTestId('rating-next'));
  await expect(page).toHaveURL(stepUrl(second));
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'offline');
  await expect(dialog).toBeHidden();
  await expectHeaderClosed(page);

  // Back online: the kept answer is sent.
  await context.setOffline(false);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'idle', { timeout: 30_000 });

  // A step request that fails (the server unreachable for a moment) is not leaving either.
  let failed = 0;
  await page.route('**/api/career/*/user/*/submit', async (route) => {
    if (route.request().method() === 'POST' && failed === 0) {
      failed++;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
    } else await route.fallback();
  });
  await page.getByTestId('rating-option-2').click();
  await submitAndMoveOn(page, page.getByTestId('rating-next'));
  await expect(page).toHaveURL(stepUrl(third));
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'idle', { timeout: 30_000 });
  expect(failed).toBe(1);
  await expectHeaderClosed(page);
  const { rows } = await db().query<{ status: string }>('SELECT status FROM user_careers WHERE id = $1', [
    userMapCareerId,
  ]);
  expect(rows[0].status).toBe('IN_PROGRESS');

  // Leaving on purpose: Leave test, Confirm; the dashboard's header is the site's again.
  await page.getByTestId('leave-test').click();
  await dialog.getByTestId('leave-confirm').click();
  await expect(page).toHaveURL(/\/user-student\/main\/dashboard$/);
  await expect(banner.getByTestId(narrow ? 'search-toggle' : 'search-input')).toBeVisible();
  await expect(banner.getByTestId('header-cart')).toBeVisible();
  await expect(banner.getByTestId('header-test-in-progress')).toHaveCount(0);
}
