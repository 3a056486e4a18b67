import { expect, test } from './fixtures';
import {
  clip,
  db,
  dbUser,
  enrol,
  login,
  rating,
  resumeAfterReload,
  startFromInstructions,
  startNowFromDashboard,
  stepUrl,
  testCareer,
  watchVideo,
} from './assessment-support';

test('at 375 px: a test is started, a reload mid-test resumes at the step due, and it is finished to the report', async ({
  page,
}) => {
  await resumeAfterReload(page, 'Drone Pilot');
});

/** As long as the demo careers' longest questions (about 90 characters): three lines on a phone. */
const LONG_QUESTION = 'I would enjoy spending a whole day checking that every machine in a factory works safely';

for (const { width, height } of [
  { width: 375, height: 667 },
  { width: 360, height: 640 },
]) {
  test(`at ${width} x ${height}: a rating step's five options and Next fit the screen without scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const career = await testCareer('Safety Officer', [
      { name: 'Career Tasks', steps: [clip(), rating(LONG_QUESTION), rating('I notice small risks')] },
    ]);
    const student = await dbUser('fit');
    await enrol(db(), student.id, career.careerId, 'order');
    await login(page, student.username, student.password);

    // The signed-in header is one row: menu, logo, account, cart and the search toggle.
    const header = await page.locator('header.MuiAppBar-root').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(64);
    const toggle = await page.getByTestId('search-toggle').boundingBox();
    const brand = await page.getByTestId('brand-home').boundingBox();
    expect(Math.abs(toggle!.y + toggle!.height / 2 - (brand!.y + brand!.height / 2))).toBeLessThan(4);

    await startNowFromDashboard(page, career.careerId);
    await startFromInstructions(page);
    await watchVideo(page);
    await expect(page).toHaveURL(stepUrl(career.steps[1]));
    await expect(page.getByTestId('question-text')).toHaveText(LONG_QUESTION);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Every option and Next wholly on screen, none under the sticky Next bar, nothing wider than the screen.
    const actions = (await page.getByTestId('question-actions').boundingBox())!;
    expect(actions.y + actions.height).toBeLessThanOrEqual(height);
    const next = (await page.getByTestId('rating-next').boundingBox())!;
    expect(next.y + next.height).toBeLessThanOrEqual(height);
    for (const value of [1, 2, 3, 4, 5]) {
      const option = (await page.getByTestId(`rating-option-${value}`).boundingBox())!;
      expect(option.y, `option ${value} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(option.y + option.height, `option ${value} ends above the Next bar`).toBeLessThanOrEqual(actions.y);
      expect(option.height, `option ${value} is a big enough target`).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The last option is chosen with a tap where it is, and Next moves on, still without scrolling.
    await page.getByRole('radio', { name: 'Strongly Agree' }).check();
    await expect(page.getByTestId('rating-next')).toBeEnabled();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Leave test: an outlined, destructive button in the header row, reached from the keyboard.
    const leave = page.getByRole('button', { name: 'Leave test' });
    await expect(leave).toBeInViewport();
    await expect(leave).toHaveCSS('color', 'rgb(211, 47, 47)');
    await expect(leave).toHaveCSS('border-top-style', 'solid');
    await leave.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('leave-dialog')).toContainText('buy again');
    await page.getByTestId('leave-cancel').click();
    await expect(page.getByTestId('leave-dialog')).toBeHidden();
  });
}
