import { test } from './fixtures';
import { headerClosedDuringTest } from './player-assessment-support';

test('at 375 px: during a test the header has no menu, search or cart; the player says how to leave; offline and a failed step are not leaving (issue 24, item 4)', async ({
  page,
  context,
}) => {
  await headerClosedDuringTest(page, context, { narrow: true });
});
