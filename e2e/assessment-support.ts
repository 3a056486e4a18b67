import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  choice,
  createAssessmentCareer,
  elapse,
  enrol,
  rating,
  text,
  video,
  type FixtureCareer,
  type StepSpec,
} from '../test/support/assessment-content';
import { db } from './db';
import { login } from './support';

/**
 * The browser tests of the assessment build their own short careers (and campus students, classrooms) straight in
 * the run's database (scripts/e2e.mjs passes its DATABASE_URL): the demo careers' 22 steps with 30-60 s timers
 * would take minutes each. Names start with 'Zz' so the test careers sort after the demo catalogue and never end
 * up on the first pages the catalogue and checkout tests read.
 */

export { choice, db, enrol, rating, text, video, type FixtureCareer };
export { login };

/** A starter career's clip (6 s), served under /media like every seeded assessment video. */
export const DEMO_CLIP = '/media/video/careers/doctor-mbbs/day.webm';
/** Its length as the content gives it (the seed's DEMO_CLIP_SECONDS): the server takes the video once it could have played. */
export const DEMO_CLIP_SECONDS = 6;
export const clip = (): StepSpec => video({ all: DEMO_CLIP }, DEMO_CLIP_SECONDS);

/** The demo accounts' password (seed-accounts): the test users below reuse its hash. */
export const DEMO_PASSWORD = 'Demo@12345';

const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** A short career with its own published assessment (sections in order), priced ₹499 unless told otherwise. */
export async function testCareer(
  label: string,
  sections: { name: string; steps: StepSpec[] }[],
  options: { subjects?: string[]; sellingPricePaise?: number } = {},
): Promise<FixtureCareer> {
  return createAssessmentCareer(db(), {
    name: `Zz ${label} ${unique()}`,
    sections,
    subjects: options.subjects ?? ['Mathematics', 'Physics'],
    sellingPricePaise: options.sellingPricePaise,
  });
}

export interface DbUser {
  id: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A confirmed user written to the database with the demo accounts' password hash (so no hashing here and no
 * confirmation mail to wait for). A campus student needs a school. Born in 2000: an adult, whom no parent's consent
 * holds up (e2e/consent-journey.e2e.ts is the minor's journey).
 */
export async function dbUser(
  base: string,
  options: { role?: 'student' | 'campus_student'; schoolId?: string } = {},
): Promise<DbUser> {
  const username = `${base}${unique()}`.toLowerCase();
  const { rows } = await db().query<{ id: string }>(
    `INSERT INTO users (username, email, password_hash, role, user_type, first_name, last_name, phone_number, gender, class, state, school_id, birthdate, confirmed_at)
     SELECT $1, $2, password_hash, $3, 'student', 'Isha', 'Menon', '+919812345678', 'female', '10', 'Delhi', $4, '2000-01-01', now()
       FROM users WHERE username = 'student'
     RETURNING id`,
    [username, `${username}@example.in`, options.role ?? 'student', options.schoolId ?? null],
  );
  if (!rows[0]) throw new Error('the demo student account is missing (setup-database seeds it outside production)');
  return { id: rows[0].id, username, password: DEMO_PASSWORD, firstName: 'Isha', lastName: 'Menon' };
}

/** 'Your Careers' on the dashboard: Start Now on the career, to its instructions. */
export async function startNowFromDashboard(page: Page, careerId: string): Promise<void> {
  await page.goto('/user-student/main/dashboard');
  const card = page.getByTestId('dashboard-careers').locator(`[data-testid="my-career"][data-career-id="${careerId}"]`);
  await expect(card.getByTestId('my-career-start')).toHaveText('Start Now');
  await card.getByTestId('my-career-start').click();
  await expect(page).toHaveURL(new RegExp(`/user-student/career/[0-9a-f-]{36}/${careerId}$`));
}

/** The instructions: the checkbox enables Start Career, whose 'Confirm to Start' dialog starts the test. */
export async function startFromInstructions(page: Page, heading = 'Before you start'): Promise<void> {
  await expect(page.getByTestId('instructions-heading')).toHaveText(heading);
  const start = page.getByTestId('start-career');
  await expect(start).toBeDisabled();
  await page.getByTestId('instructions-checkbox').check();
  await expect(start).toBeEnabled();
  await start.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm to Start' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('confirm-start').click();
  await expect(dialog).toBeHidden();
}

/**
 * A video step: the 5 s countdown, then the video plays by itself. To keep the run short the test seeks to the
 * last half second (the player's own 'ended' handling then submits it); a browser that refuses autoplay gets the
 * Play button pressed, as a student would.
 */
export async function watchVideo(page: Page, { followedByQuestion = true } = {}): Promise<void> {
  await expect(page.getByTestId('video-step')).toBeVisible();
  await expect(page.getByTestId('video-countdown')).toBeVisible();
  await expect(page.getByTestId('video-countdown')).toBeHidden({ timeout: 10_000 });
  const videoEl = page.getByTestId('assessment-video');
  if ((await videoEl.getAttribute('data-sound')) === 'blocked') await page.getByTestId('video-play').click();
  await expect
    .poll(() => videoEl.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
      message: 'the video plays',
    })
    .toBe(true);
  await videoEl.evaluate((v: HTMLVideoElement) => {
    if (Number.isFinite(v.duration) && v.duration > 1) v.currentTime = v.duration - 0.5;
  });
  if (followedByQuestion) {
    // The pause countdown before a question.
    await expect(page.getByTestId('pause-countdown')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('question-step')).toBeVisible({ timeout: 10_000 });
  }
}

/** A rating step answered with the mouse: Next is disabled until a rating is chosen. */
export async function rate(page: Page, value: 1 | 2 | 3 | 4 | 5): Promise<void> {
  const step = page.getByTestId('question-step');
  await expect(step).toHaveAttribute('data-type', '2');
  const next = page.getByTestId('rating-next');
  await expect(next).toBeDisabled();
  await page.getByTestId(`rating-option-${value}`).click();
  await expect(next).toBeEnabled();
  await submitAndMoveOn(page, next);
}

/** Presses Next / Submit; the player then moves on to the next step's address (or the completed page). */
export async function submitAndMoveOn(page: Page, button: Locator): Promise<void> {
  const before = page.url();
  await button.click();
  await expect.poll(() => page.url(), { timeout: 15_000, message: 'the player moves on' }).not.toBe(before);
}

/** The step the URL names: section/{sectionId}/{subsectionId}/cn-{type}. */
export const stepUrl = (step: { sectionId: string; subsectionId: string; type: number }) =>
  new RegExp(`/section/${step.sectionId}/${step.subsectionId}/cn-${step.type}$`);

/** The completed page, then View Report to the report page, once the scoring job has scored it. */
export async function openReportFromCompleted(page: Page, career: FixtureCareer): Promise<void> {
  await expect(page.getByTestId('completed-page')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('completed-career')).toHaveText(`You have completed ${career.name}.`);
  await page.getByTestId('completed-report').click();
  await expect(page).toHaveURL(new RegExp(`/user-student/main/careers/${career.careerId}\\?name=`));
  await expect(page.getByTestId('report-career-name')).toHaveText(career.name);
  // The report is ready once the scoring job has run (the page asks again every 2 s meanwhile).
  await expect(page.getByTestId('report-summary')).toBeVisible({ timeout: 30_000 });
}

/**
 * Takes a whole test through the API, as the player would (for tests about what follows a completed career):
 * every step answered in order (ratings as given, in order), the finish, then the wait for the scoring job. The
 * server takes a video only once its clip could have played, and a timed-out rating only after its timer: the
 * step's clock is moved back for those, as if the student had watched and waited.
 */
export async function completeThroughApi(
  request: APIRequestContext,
  token: string,
  userId: string,
  userMapCareerId: string,
  career: FixtureCareer,
  ratings: number[],
): Promise<void> {
  const headers = { Authorization: token };
  const content = await request.get(`/api/career/content?userMapCareerId=${userMapCareerId}`, { headers });
  expect(content.status(), await content.text()).toBe(200);
  const path = `/api/career/${career.careerId}/user/${userId}`;
  const left = [...ratings];
  for (const step of career.steps) {
    const base = { sectionId: step.sectionId, subSectionId: step.subsectionId, type: step.type };
    const body =
      step.type === 1
        ? base
        : step.type === 2
          ? { ...base, questionType: 3, rating: left.shift() ?? null }
          : step.type === 3
            ? { ...base, choice: 0 }
            : { ...base, answer: 'Because I like it' };
    if (step.type === 1 || (step.type === 2 && (body as { rating: number | null }).rating === null))
      await elapse(db(), userMapCareerId, 120);
    const res = await request.post(`${path}/submit`, { headers, data: body });
    expect(res.status(), await res.text()).toBe(200);
  }
  const finish = await request.put(`${path}/submit`, { headers });
  expect(finish.status(), await finish.text()).toBe(200);
  await expect
    .poll(async () => (await request.get(`${path}/summary`, { headers })).status(), {
      timeout: 30_000,
      message: 'the report is scored',
    })
    .toBe(200);
}

/**
 * The resume flow, shared by the desktop and the phone projects: two steps answered (the video and a rating), a
 * reload lands on step 3 with what is left of its timer, an answered step's own URL leads to step 3 too, the
 * instructions offer Resume, and the rest of the test never asks the answered steps again.
 */
/** Long enough to wrap to four lines at 375 px: Next must still be on screen. */
const PLANNING =
  'I enjoy planning a project from the first rough sketch to the finished thing, one careful step at a time';

export async function resumeAfterReload(page: Page, label: string): Promise<void> {
  const career = await testCareer(label, [
    {
      name: 'Career Tasks',
      steps: [clip(), rating('I like taking machines apart'), rating(PLANNING), rating('I like working with my hands')],
    },
  ]);
  const student = await dbUser('resume');
  const userMapCareerId = await enrol(db(), student.id, career.careerId);
  await login(page, student.username, student.password);
  await startNowFromDashboard(page, career.careerId);
  await startFromInstructions(page);

  const [videoStep, first, third, fourth] = career.steps;
  await expect(page).toHaveURL(stepUrl(videoStep));
  await watchVideo(page);
  await expect(page).toHaveURL(stepUrl(first));
  await expect(page.getByTestId('assessment-step')).toHaveText('Step 2 of 4');
  await rate(page, 4);
  await expect(page).toHaveURL(stepUrl(third));
  await expect(page.getByTestId('question-text')).toHaveText(PLANNING);

  // Reload mid-test: the same step, the question due, with the time the server's deadline leaves.
  await page.reload();
  await expect(page).toHaveURL(stepUrl(third));
  await expect(page.getByTestId('assessment-step')).toHaveText('Step 3 of 4');
  await expect(page.getByTestId('question-text')).toHaveText(PLANNING);
  const seconds = Number(await page.getByTestId('question-timer').getAttribute('data-seconds'));
  expect(seconds).toBeGreaterThan(30);
  expect(seconds).toBeLessThanOrEqual(60);

  // An answered step's own address is not asked again: the player goes to the step due.
  await page.goto(page.url().replace(/\/section\/.*$/, `/section/${first.sectionId}/${first.subsectionId}/cn-2`));
  await expect(page).toHaveURL(stepUrl(third));
  await expect(page.getByTestId('question-text')).toHaveText(PLANNING);

  // The instructions of a test under way offer Resume, straight to the step due.
  await page.goto(`/user-student/career/${userMapCareerId}/${career.careerId}`);
  await expect(page.getByTestId('resume-note')).toHaveText(
    'You have answered 2 of 4 steps. Resume where you left off.',
  );
  await expect(page.getByTestId('start-career')).toHaveCount(0);
  await page.getByTestId('resume-career').click();
  await expect(page).toHaveURL(stepUrl(third));
  await expect(page.getByTestId('question-text')).toHaveText(PLANNING);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  // Next is in reach without scrolling, on a phone too (a bar that sticks under the options).
  await page.evaluate(() => window.scrollTo(0, 0));
  const next = await page.getByTestId('rating-next').boundingBox();
  expect(next!.y + next!.height).toBeLessThanOrEqual(page.viewportSize()!.height);

  await rate(page, 3);
  await expect(page).toHaveURL(stepUrl(fourth));
  await expect(page.getByTestId('question-text')).toHaveText('I like working with my hands');
  await rate(page, 5);
  await openReportFromCompleted(page, career);
  // 4 + 3 + 5: each rating counted once.
  await expect(page.getByTestId('report-score')).toHaveText('12/15');
  const { rows } = await db().query<{ n: number }>(
    'SELECT count(*)::int AS n FROM assessment_steps WHERE user_career_id = $1',
    [userMapCareerId],
  );
  expect(rows[0].n).toBe(4);
}
