import { test } from './fixtures';
import { resumeAfterReload } from './assessment-support';

test('at 375 px: a test is started, a reload mid-test resumes at the step due, and it is finished to the report', async ({
  page,
}) => {
  await resumeAfterReload(page, 'Drone Pilot');
});
