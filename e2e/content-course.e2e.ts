import { CERTIFICATION_COURSE_ID } from '../libs/contracts/src/catalogue';
import { currentCourseRun, formatCourseStart, indiaToday } from '../libs/contracts/src/course';
import { db } from './db';
import { expect, test } from './fixtures';

/**
 * Issue 24, item 14: the course page's dates make sense on the day it is read. The early-bird line says it has
 * closed only once its deadline has passed for the current run, and both dates carry their year. The server's clock
 * cannot be moved from here: the choice of run on other days is the unit test of currentCourseRun
 * (libs/contracts/test/course.spec.ts); this checks what today shows, at 1280 and at 375 px.
 */

async function storedStart(): Promise<string | null> {
  const { rows } = await db().query<{ starts_on: string | null }>(
    `SELECT to_char(starts_on, 'YYYY-MM-DD') AS starts_on FROM courses WHERE id = $1`,
    [CERTIFICATION_COURSE_ID],
  );
  return rows[0]?.starts_on ?? null;
}

for (const width of [1280, 375]) {
  test(`at ${width} px the course page shows the current run's start and early-bird dates with their year, closed only once passed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const run = currentCourseRun(await storedStart(), indiaToday());
    expect(run, 'the seeded course has a start date').not.toBeNull();

    await page.goto('/career-counsellor');
    await expect(page.getByTestId('course-start')).toContainText(formatCourseStart(run!.startsOn));
    await expect(page.getByTestId('course-start')).toContainText(/\d{4}/);

    const earlyBird = page.getByTestId('early-bird-price');
    await expect(earlyBird).toContainText(`by ${formatCourseStart(run!.earlyBirdBy)}`);
    // Never on sale here (spec: always inactive), but "Closed" only once its date has gone by.
    await expect(earlyBird).toHaveAttribute('aria-disabled', 'true');
    await expect(earlyBird.getByTestId('early-bird-state')).toHaveText(
      run!.earlyBirdPassed ? 'Closed' : 'Not available',
    );
    if (!run!.earlyBirdPassed) await expect(earlyBird).not.toContainText('Closed');
  });
}
