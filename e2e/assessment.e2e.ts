import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { sectionRemark } from '../libs/contracts/src/remarks';
import { BAND_LABELS, overallBand, percentOf } from '../libs/contracts/src/scoring';
import { pdfText } from '../test/support/pdf-text';
import {
  choice,
  clip,
  completeThroughApi,
  db,
  dbUser,
  DEMO_CLIP,
  enrol,
  login,
  openReportFromCompleted,
  rate,
  rating,
  resumeAfterReload,
  startFromInstructions,
  startNowFromDashboard,
  stepUrl,
  submitAndMoveOn,
  testCareer,
  text,
  video,
  watchVideo,
} from './assessment-support';
import { apiLogin, confirmedStudent, ENROLLED, openAccountMenuByHover, snackbar } from './support';

const LEAVE_WARNING = 'You will lose all the data and will need to buy again to take this career.';
const RETAKE_WARNING =
  'You will lose all the data of this attempt. The career stays in My Careers, and you can take the test again from the start.';
const sandbox = (page: Page) => page.frameLocator('iframe[title="Razorpay sandbox checkout"]');
/** The timer's colours (QuestionSteps' TIMER_COLOURS) as the browser computes them. */
const AMBER = 'rgb(180, 83, 9)';
const RED = 'rgb(183, 28, 28)';

test.describe('taking a career assessment', () => {
  // Each test has its own student and career: they can share out among the workers.
  test.describe.configure({ mode: 'parallel' });

  test('a bought career: Start Now, every step type, the report with the score of the ratings given, and the PDF', async ({
    page,
    request,
  }) => {
    const career = await testCareer(
      'Marine Biologist',
      [
        {
          name: 'Career Tasks',
          steps: [
            clip(),
            rating('I would enjoy studying fish in the wild'),
            rating('I like spending long days at sea'),
          ],
        },
        {
          name: 'Career Values',
          steps: [
            choice('Where would you rather work?', ['In a laboratory', 'On a research ship', 'In an aquarium']),
            text('What draws you to the sea?'),
            rating('Protecting nature matters to me'),
          ],
        },
      ],
      { subjects: ['Biology', 'Chemistry', 'Geography'] },
    );
    const student = await confirmedStudent(request, 'taker');
    await login(page, student.username, student.password);

    // Bought through the cart and the sandbox checkout.
    await page.goto(`/careers/${career.careerId}`);
    await expect(page.getByTestId('career-name')).toHaveText(career.name);
    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-item-name')).toHaveText([career.name]);
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByTestId('checkout-pay').click();
    await sandbox(page).locator('#success').click();
    await expect(page).toHaveURL(/\/user-student\/main\/dashboard$/, { timeout: 30_000 });
    await expect(snackbar(page, ENROLLED)).toBeVisible();

    await startNowFromDashboard(page, career.careerId);
    await expect(page.getByTestId('assessment-career')).toHaveText(career.name);
    await startFromInstructions(page);

    const [videoStep, tasks1, tasks2, choiceStep, textStep, values1] = career.steps;
    // 1. The video: its countdown, then it plays, and its end submits it; the pause countdown before the question.
    await expect(page).toHaveURL(stepUrl(videoStep));
    await expect(page.getByTestId('assessment-step')).toHaveText('Step 1 of 6');
    await expect(page.getByTestId('video-title')).toHaveText('Career Tasks 1');
    await watchVideo(page);

    // 2. A rating with the mouse; the timer starts full and normal.
    await expect(page).toHaveURL(stepUrl(tasks1));
    await expect(page.getByTestId('assessment-step')).toHaveText('Step 2 of 6');
    await expect(page.getByTestId('question-section')).toHaveText('Career Tasks');
    await expect(page.getByTestId('question-text')).toHaveText('I would enjoy studying fish in the wild');
    const timer = page.getByTestId('question-timer');
    await expect(timer).toHaveAttribute('data-level', 'normal');
    expect(Number(await timer.getAttribute('data-seconds'))).toBeGreaterThan(50);
    await rate(page, 4);

    // 3. A rating with the keyboard only: Space chooses, the arrows move the choice, Tab reaches Next, Enter sends.
    await expect(page).toHaveURL(stepUrl(tasks2));
    await expect(page.getByTestId('question-text')).toHaveText('I like spending long days at sea');
    const next = page.getByTestId('rating-next');
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: 'Strongly disagree' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Strongly disagree' })).toBeChecked();
    await expect(next).toBeEnabled();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Strongly Agree' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');

    // 4. One choice (cn-3), no pause after a question.
    await expect(page).toHaveURL(stepUrl(choiceStep));
    await expect(page.getByTestId('assessment-step')).toHaveText('Step 4 of 6');
    await expect(page.getByTestId('question-section')).toHaveText('Career Values');
    await expect(page.getByTestId('choice-next')).toBeDisabled();
    await page.getByTestId('choice-option-1').click();
    await submitAndMoveOn(page, page.getByTestId('choice-next'));

    // 5. A text answer (cn-4) with its counter.
    await expect(page).toHaveURL(stepUrl(textStep));
    await expect(page.getByTestId('text-submit')).toBeDisabled();
    const answer = 'The coral reefs near the Andaman Islands.';
    await page.getByTestId('text-answer').fill(answer);
    await expect(page.getByTestId('text-counter')).toHaveText(`${answer.length} / 500`);
    await submitAndMoveOn(page, page.getByTestId('text-submit'));

    // 6. The last rating finishes the test.
    await expect(page).toHaveURL(stepUrl(values1));
    await expect(page.getByTestId('assessment-step')).toHaveText('Step 6 of 6');
    await rate(page, 2);
    await openReportFromCompleted(page, career);

    // The score is the ratings given: Career Tasks 4 + 5, Career Values 2.
    const tasks = 4 + 5;
    const values = 2;
    const total = tasks + values;
    expect(percentOf(total, 15)).toBe(73);
    expect(overallBand(total, 15)).toBe('MODERATE');
    await expect(page.getByTestId('report-score')).toHaveText(`${total}/15`);
    await expect(page.getByTestId('report-percent')).toHaveText('73%');
    await expect(page.getByTestId('report-remark')).toHaveAttribute('data-band', 'MODERATE');
    await expect(page.getByTestId('report-remark')).toHaveText(BAND_LABELS.MODERATE);
    await expect(page.getByTestId('report-subject')).toHaveText(['Biology', 'Chemistry', 'Geography']);
    await expect(page.getByTestId('report-section-name')).toHaveText(['Career Tasks', 'Career Values']);
    await expect(page.getByTestId('report-section-score')).toHaveText([`${tasks} / 10`, `${values} / 5`]);
    await expect(page.getByTestId('report-section-band')).toHaveText(['High', 'Low']);
    await expect(page.getByTestId('report-section-remark')).toHaveText([
      sectionRemark('Career Tasks', 'HIGH', BAND_LABELS),
      sectionRemark('Career Values', 'LOW', BAND_LABELS),
    ]);
    await expect(page.getByTestId('report-answer-section')).toHaveText(['Career Values', 'Career Values']);
    await expect(page.getByTestId('report-answer-question')).toHaveText([
      'Where would you rather work?',
      'What draws you to the sea?',
    ]);
    await expect(page.getByTestId('report-answer-text')).toHaveText(['On a research ship', answer]);

    // Download PDF: a real PDF of this report.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^report-[a-z0-9-]+\.pdf$/);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const shown = pdfText(pdf).replace(/\s*\n\s*/g, ' ');
    expect(shown).toContain(career.name);
    expect(shown).toContain(`${student.firstName} ${student.lastName}`);
    expect(shown).toContain(`${total} / 15`);
    expect(shown).toContain(BAND_LABELS.MODERATE);
    expect(shown).toContain('On a research ship');
    expect(shown).toContain(answer);

    // The dashboard: no longer to take, COMPLETED with its report, and in the Summary.
    await page.goto('/user-student/main/dashboard');
    const completed = page.locator(`[data-testid="completed-career"][data-career-id="${career.careerId}"]`);
    await expect(completed.getByTestId('completed-career-status')).toHaveText('COMPLETED');
    await expect(page.locator(`[data-testid="my-career"][data-career-id="${career.careerId}"]`)).toHaveCount(0);
    await expect(
      page.locator(`[data-testid="summary-row"][data-career-id="${career.careerId}"]`).getByTestId('summary-score'),
    ).toHaveText(`${total}/15`);
  });

  test('a rating left to expire: amber, then red, "Pause a while...", sent with no rating, the player moves on, and it counts 0', async ({
    page,
  }) => {
    const career = await testCareer('Wildlife Photographer', [
      {
        name: 'Career Tasks',
        steps: [clip(), rating('I would wait hours for one photograph', 16), rating('I like editing photos')],
      },
    ]);
    const student = await dbUser('expiry');
    const userMapCareerId = await enrol(db(), student.id, career.careerId);
    await login(page, student.username, student.password);
    await startNowFromDashboard(page, career.careerId);
    await startFromInstructions(page);
    await watchVideo(page);

    const [, expiring, last] = career.steps;
    await expect(page).toHaveURL(stepUrl(expiring));
    const timer = page.getByTestId('question-timer');
    // 16 s: at 20 s or less it is amber from the start, at 10 s red.
    await expect(timer).toHaveAttribute('data-level', 'warn');
    await expect(timer).toHaveCSS('background-color', AMBER);
    await expect(timer).toHaveAttribute('data-level', 'danger', { timeout: 15_000 });
    await expect(timer).toHaveCSS('background-color', RED);
    await expect(page.getByTestId('timer-announcement')).toHaveText('10 seconds left');

    // Nothing chosen: on expiry the overlay, the options and Next disabled, then the player sends it and moves on.
    const overlay = page.getByTestId('pause-overlay');
    await expect(overlay).toBeVisible({ timeout: 20_000 });
    await expect(overlay).toContainText('Pause a while...');
    await expect(timer).toHaveAttribute('data-seconds', '0');
    await expect(page.getByTestId('rating-next')).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Agree', exact: true })).toBeDisabled();
    await expect(page).toHaveURL(stepUrl(last), { timeout: 10_000 });
    await expect(page.getByTestId('question-text')).toHaveText('I like editing photos');
    const { rows } = await db().query(
      'SELECT rating, timed_out FROM assessment_steps WHERE user_career_id = $1 AND subsection_id = $2',
      [userMapCareerId, expiring.subsectionId],
    );
    expect(rows).toEqual([{ rating: null, timed_out: true }]);

    await rate(page, 5);
    await openReportFromCompleted(page, career);
    // 0 for the expired rating + 5.
    await expect(page.getByTestId('report-score')).toHaveText('5/10');
    await expect(page.getByTestId('report-section-score')).toHaveText(['5 / 10']);
    await expect(page.getByTestId('report-remark')).toHaveAttribute('data-band', 'LOW');
  });

  test('a video reported sooner than the server takes it: the player goes on, keeps it, and sends it once it is due', async ({
    page,
  }) => {
    // The content says the clip is 20 s (it plays 6): the server takes it 18 s after the step began, not sooner.
    const career = await testCareer('Forest Ranger', [
      {
        name: 'Career Tasks',
        steps: [video({ all: DEMO_CLIP }, 20), rating('I like long walks in the forest'), rating('I can read a map')],
      },
    ]);
    const student = await dbUser('early');
    const userMapCareerId = await enrol(db(), student.id, career.careerId);
    await login(page, student.username, student.password);
    await startNowFromDashboard(page, career.careerId);
    await startFromInstructions(page);
    const [clipStep, first, second] = career.steps;
    await expect(page).toHaveURL(stepUrl(clipStep));
    await watchVideo(page);

    // Refused as too early: no error, no reload; the question follows and the answer waits its turn (Saving…).
    await expect(page).toHaveURL(stepUrl(first));
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saving');
    await expect(page.getByTestId('assessment-error')).toHaveCount(0);
    const steps = async () =>
      (
        await db().query<{ subsection_id: string }>(
          'SELECT subsection_id FROM assessment_steps WHERE user_career_id = $1 ORDER BY ordinal',
          [userMapCareerId],
        )
      ).rows.map((r) => r.subsection_id);
    expect(await steps()).toEqual([]);
    await rate(page, 4);
    await expect(page).toHaveURL(stepUrl(second));

    // Once the server's clock allows, the video goes, then the rating, in order; the last one and the finish follow.
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'idle', { timeout: 25_000 });
    expect(await steps()).toEqual([clipStep.subsectionId, first.subsectionId]);
    await rate(page, 5);
    await openReportFromCompleted(page, career);
    await expect(page.getByTestId('report-score')).toHaveText('9/10');
  });

  test('a reload mid-test resumes at the first unanswered step; answered steps are not asked again', async ({
    page,
  }) => {
    await resumeAfterReload(page, 'Robot Builder');
  });

  test('the browser back during a step warns; Cancel stays, Confirm ends the test and the career can be bought again', async ({
    page,
  }) => {
    const career = await testCareer('Forensic Scientist', [
      {
        name: 'Career Tasks',
        steps: [
          clip(),
          rating('I like solving puzzles from small clues'),
          rating('I can stay calm in hard situations'),
        ],
      },
    ]);
    const student = await dbUser('leaver');
    const userMapCareerId = await enrol(db(), student.id, career.careerId);
    await login(page, student.username, student.password);
    await startNowFromDashboard(page, career.careerId);
    await startFromInstructions(page);
    await watchVideo(page);
    const [, question] = career.steps;
    await expect(page).toHaveURL(stepUrl(question));
    await page.getByTestId('rating-option-4').click();
    const timer = page.getByTestId('question-timer');
    await expect(timer).not.toHaveAttribute('data-seconds', '60');
    const before = Number(await timer.getAttribute('data-seconds'));

    const dialog = page.getByTestId('leave-dialog');
    await page.goBack({ waitUntil: 'commit' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(LEAVE_WARNING);
    await dialog.getByTestId('leave-cancel').click();
    await expect(dialog).toBeHidden();
    // Still on the same step as it was (not mounted afresh): the answer being given, the timer running on.
    await expect(page).toHaveURL(stepUrl(question));
    await expect(page.getByTestId('video-step')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Agree', exact: true })).toBeChecked();
    await expect(page.getByTestId('rating-next')).toBeEnabled();
    expect(Number(await timer.getAttribute('data-seconds'))).toBeLessThanOrEqual(before);

    await page.goBack({ waitUntil: 'commit' });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('leave-confirm').click();
    await expect(page).toHaveURL(/\/user-student\/main\/dashboard$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await expect(page.getByTestId('dashboard-empty')).toBeVisible();
    await expect(page.locator(`[data-testid="my-career"][data-career-id="${career.careerId}"]`)).toHaveCount(0);
    const { rows } = await db().query('SELECT status FROM user_careers WHERE id = $1', [userMapCareerId]);
    expect(rows[0].status).toBe('ABANDONED');

    // To take it again it must be bought again: the cart takes it.
    await page.goto(`/careers/${career.careerId}`);
    const add = page.getByTestId('add-to-cart');
    await expect(add).toHaveText('Add to cart');
    await add.click();
    await expect(add).toHaveText('Added');
    await expect(page.getByTestId('header-cart')).toHaveAttribute('data-count', '1');
  });

  test("a campus student who leaves a classroom's test keeps the career, ENROLLED to be taken again from the start", async ({
    page,
  }) => {
    const career = await testCareer('Soil Scientist', [
      { name: 'Career Tasks', steps: [clip(), rating('I like finding out what makes plants grow')] },
    ]);
    const [school] = (await db().query<{ id: string }>(`SELECT id FROM schools WHERE campus_id = 'DPS-RKP'`)).rows;
    const student = await dbUser('campusl', { role: 'campus_student', schoolId: school.id });
    const { rows } = await db().query<{ id: string }>(
      `INSERT INTO classrooms (school_id, name, class) VALUES ($1, $2, '10') RETURNING id`,
      [school.id, `Earth Club ${student.username.slice(-8)}`],
    );
    await db().query('INSERT INTO classroom_careers (classroom_id, career_id) VALUES ($1, $2)', [
      rows[0].id,
      career.careerId,
    ]);
    await db().query('INSERT INTO classroom_students (classroom_id, user_id) VALUES ($1, $2)', [
      rows[0].id,
      student.id,
    ]);

    await login(page, student.username, student.password);
    await page.goto('/user-student/main/dashboard');
    await page.getByTestId('dashboard-classrooms').getByTestId('classroom-start').click();
    await startNowFromDashboard(page, career.careerId);
    await startFromInstructions(page);
    await watchVideo(page);
    await expect(page).toHaveURL(stepUrl(career.steps[1]));

    // The way out looks like what it does, and the keyboard reaches it.
    const leaveButton = page.getByRole('button', { name: 'Leave test' });
    await expect(leaveButton).toHaveCSS('border-top-style', 'solid');
    await expect(leaveButton).toHaveCSS('color', 'rgb(211, 47, 47)');
    await leaveButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('leave-dialog');
    await expect(dialog).toContainText(RETAKE_WARNING);
    await expect(dialog).not.toContainText('buy');
    await dialog.getByTestId('leave-confirm').click();
    await expect(page).toHaveURL(/\/user-student\/main\/dashboard$/);

    // Still theirs: Start Now again, and the test starts afresh from its first step.
    const { rows: after } = await db().query(
      'SELECT status, started_at FROM user_careers WHERE user_id = $1 AND career_id = $2',
      [student.id, career.careerId],
    );
    expect(after[0]).toMatchObject({ status: 'ENROLLED', started_at: null });
    await startNowFromDashboard(page, career.careerId);
    await startFromInstructions(page);
    await expect(page).toHaveURL(stepUrl(career.steps[0]));
    await expect(page.getByTestId('assessment-step')).toHaveText('Step 1 of 2');
  });

  test('a campus student starts a classroom (Start hidden on the other), takes its career and gets the report', async ({
    page,
  }) => {
    const career = await testCareer('Agricultural Scientist', [
      {
        name: 'Career Tasks',
        steps: [clip(), rating('I would like to help farmers grow more food'), rating('I like working outdoors')],
      },
    ]);
    const other = await testCareer('Town Planner', [
      { name: 'Career Tasks', steps: [clip(), rating('I like drawing maps')] },
    ]);
    const [school] = (await db().query<{ id: string }>(`SELECT id FROM schools WHERE campus_id = 'DPS-RKP'`)).rows;
    const student = await dbUser('campusx', { role: 'campus_student', schoolId: school.id });
    const suffix = student.username.slice(-8);
    const rooms: { id: string; name: string; careerId: string }[] = [];
    for (const [i, [name, careerId]] of [
      [`Science Club ${suffix}`, career.careerId],
      [`Design Week ${suffix}`, other.careerId],
    ].entries()) {
      const { rows } = await db().query<{ id: string }>(
        `INSERT INTO classrooms (school_id, name, class) VALUES ($1, $2, '10') RETURNING id`,
        [school.id, name],
      );
      await db().query('INSERT INTO classroom_careers (classroom_id, career_id) VALUES ($1, $2)', [
        rows[0].id,
        careerId,
      ]);
      // Listed oldest first: the first a moment earlier.
      await db().query(
        `INSERT INTO classroom_students (classroom_id, user_id, created_at) VALUES ($1, $2, now() + $3 * interval '1 second')`,
        [rows[0].id, student.id, i],
      );
      rooms.push({ id: rows[0].id, name: name, careerId: careerId });
    }

    await login(page, student.username, student.password);
    await expect(page.getByTestId('avatar-person')).toBeVisible();
    await page.goto('/user-student/main/dashboard');
    await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Hi, ${student.firstName} ${student.lastName}`);
    const classrooms = page.getByTestId('dashboard-classrooms').getByTestId('classroom');
    await expect(classrooms.getByTestId('classroom-name')).toHaveText(rooms.map((r) => r.name));
    await expect(classrooms.getByTestId('classroom-class')).toHaveText(['Class 10', 'Class 10']);
    await expect(classrooms.getByTestId('classroom-status')).toHaveText(['ENROLLED', 'ENROLLED']);
    await expect(classrooms.getByTestId('classroom-start')).toHaveCount(2);
    await expect(page.getByTestId('my-career')).toHaveCount(0);

    await classrooms.nth(0).getByTestId('classroom-start').click();
    await expect(classrooms.getByTestId('classroom-status')).toHaveText(['IN-PROGRESS', 'ENROLLED']);
    // One classroom at a time: no Start anywhere while one is in progress.
    await expect(classrooms.getByTestId('classroom-start')).toHaveCount(0);
    await expect(page.getByTestId('dashboard-careers').getByTestId('my-career-name')).toHaveText([career.name]);
    await expect(page.getByTestId('header-cart')).toHaveCount(0);

    await startNowFromDashboard(page, career.careerId);
    await startFromInstructions(page);
    await watchVideo(page);
    await rate(page, 5);
    await rate(page, 3);
    await openReportFromCompleted(page, career);
    await expect(page.getByTestId('report-score')).toHaveText('8/10');
    await expect(page.getByTestId('report-section-score')).toHaveText(['8 / 10']);
    await expect(page.getByTestId('report-remark')).toHaveAttribute('data-band', 'HIGH');
  });

  test('subjects: the bar and the pie chart of the subjects of completed careers; none for a fresh student', async ({
    page,
    request,
  }) => {
    const fresh = await dbUser('nosubj');
    await login(page, fresh.username, fresh.password);
    await page.goto('/user-student/main/subjects');
    await expect(page.getByTestId('subjects-empty')).toHaveText('You have not completed any course.');
    await expect(page.getByTestId('subjects-bar-chart')).toHaveCount(0);

    // Two careers completed (through the API: this test is about what follows), Biology in both.
    const student = await dbUser('subj');
    const first = await testCareer('Geneticist', [{ name: 'Career Tasks', steps: [clip(), rating(), rating()] }], {
      subjects: ['Biology', 'Chemistry'],
    });
    const second = await testCareer('Ecologist', [{ name: 'Career Tasks', steps: [clip(), rating()] }], {
      subjects: ['Biology', 'Geography'],
    });
    const { token } = await apiLogin(request, student.username, student.password);
    for (const career of [first, second]) {
      const userMapCareerId = await enrol(db(), student.id, career.careerId);
      await completeThroughApi(request, token, student.id, userMapCareerId, career, [4, 4]);
    }

    await openAccountMenuByHover(page);
    await page.getByTestId('account-menu-logout').click();
    await expect(page.getByTestId('nav-login')).toBeVisible();
    await login(page, student.username, student.password);
    await page.goto('/user-student/main/subjects');
    await expect(page.getByTestId('student-nav-subjects')).toHaveAttribute('aria-current', 'page');
    const bar = page.getByTestId('subjects-bar-chart');
    const pie = page.getByTestId('subjects-pie-chart');
    await expect(bar).toContainText('Careers per subject');
    await expect(pie).toContainText('Share of subjects');
    // The chart library draws SVG: the bar chart's axis names the subjects, most careers first; the pie has a slice each.
    await expect(bar.locator('svg text').filter({ hasText: /^(Biology|Chemistry|Geography)$/ })).toHaveText([
      'Biology',
      'Chemistry',
      'Geography',
    ]);
    await expect(bar.locator('svg rect, svg path').first()).toBeVisible();
    await expect(pie.locator('svg path')).not.toHaveCount(0);
    await expect(pie).toContainText('Biology');
    await expect(pie).toContainText('Chemistry');
    await expect(pie).toContainText('Geography');
    await expect(page.getByTestId('subject-name')).toHaveText(['Biology', 'Chemistry', 'Geography']);
    await expect(page.getByTestId('subject-count')).toHaveText(['2', '1', '1']);
  });
});
