import { test } from './fixtures';
import { headerClosedDuringTest } from './player-assessment-support';

test.describe('during a timed test the site does not invite leaving it (issue 24, item 4)', () => {
  test('at 1280 px: the header has no search, cart or menus during the test; the player says how to leave; offline and a failed step are not leaving', async ({
    page,
    context,
  }) => {
    await headerClosedDuringTest(page, context, { narrow: false });
  });

  test.describe('at 1024 px', () => {
    test.use({ viewport: { width: 1024, height: 768 } });
    test('the same with the nav on its own row', async ({ page, context }) => {
      await headerClosedDuringTest(page, context, { narrow: false });
    });
  });
});
