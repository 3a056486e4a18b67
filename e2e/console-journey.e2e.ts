import { Queue } from 'bullmq';
import { ADMIN_MESSAGES } from '../libs/contracts/src/admin/permissions';
import { png } from '../test/support/media-samples';
import {
  db,
  dbUser,
  login,
  openReportFromCompleted,
  rate,
  startFromInstructions,
  startNowFromDashboard,
  submitAndMoveOn,
  watchVideo,
} from './assessment-support';
import { expect, test, type Browser, type Page } from './fixtures';
import { buyCareer } from './support';

/**
 * Issue 11's journey, one person after another on one career, each in a browser of their own: a content editor
 * makes a career (with an uploaded logo) and its assessment (every kind of step), previews and publishes both; the
 * public site shows it; a student buys it and starts; the editor rewords a rating the student has not reached and
 * publishes again; the student still gets, finishes and is scored on the version they started. A counsellor can
 * read the catalogue but not edit it, a student is turned away from the console, and an admin finds the edit in
 * the audit log and retries a failed job in bull-board.
 */

const STAFF_PASSWORD = 'Demo@12345';
const FIRST_RATING = 'I would enjoy planning a route for a long journey';
const SECOND_RATING = 'I would enjoy fixing a problem nobody else could';
const REWORDED = 'I would enjoy solving a puzzle that stumped everyone else';

/** Signs in and waits for the dashboard; a non-staff account is left on the sign-in page. */
async function consoleLogin(page: Page, username: string, { turnedAway = false } = {}) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(STAFF_PASSWORD);
  await page.getByTestId('login-submit').click();
  if (turnedAway) return;
  await expect(page.getByTestId('dashboard-role')).toBeVisible();
}

const sidebar = (page: Page) =>
  page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Dashboard' }) });

async function browserPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  return context.newPage();
}

const statements = (page: Page) => page.getByRole('textbox', { name: 'Statement', exact: true });

/** The editor makes the career as a draft, with a logo uploaded from their computer; answers its id. */
async function createCareer(editor: Page, name: string): Promise<string> {
  await sidebar(editor).getByRole('menuitem', { name: 'Careers' }).click();
  await editor.getByRole('link', { name: 'Create' }).click();
  await editor.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await editor.getByRole('combobox', { name: 'Field' }).click();
  const { rows } = await db().query<{ name: string }>('SELECT name FROM fields ORDER BY sort_order LIMIT 1');
  await editor.getByRole('option', { name: rows[0].name, exact: true }).click();
  await editor.getByRole('textbox', { name: 'Description' }).fill('Plans the routes that trains and buses take.');
  await editor.getByTestId('logo-file').setInputFiles({ name: 'route.png', mimeType: 'image/png', buffer: png() });
  await expect(editor.getByTestId('logo-url')).toHaveValue(/^\/uploads\/.+\.png$/);
  await expect(editor.getByTestId('logo-preview')).toBeVisible();
  await editor.getByRole('spinbutton', { name: 'Actual price (₹)' }).fill('999');
  await editor.getByRole('spinbutton', { name: 'Selling price (₹)' }).fill('499');
  await expect(editor.getByRole('switch', { name: 'Published' })).not.toBeChecked();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveURL(/\/admin\/careers\/[0-9a-f-]{36}$/);
  return /\/admin\/careers\/([0-9a-f-]{36})$/.exec(editor.url())![1];
}

/** One section of every kind of step, saved as a draft; the editor stays on the assessment's page. */
async function writeAssessment(editor: Page): Promise<void> {
  await editor.getByTestId('career-assessment').click();
  await expect(editor).toHaveURL(/\/admin\/career-contents\/create\?source=/);
  const subjects = editor.getByRole('combobox', { name: 'Subjects aligned' });
  await subjects.fill('Geography');
  await subjects.press('Enter');
  for (const n of [5, 4, 3, 2]) await editor.getByRole('button', { name: `Remove section ${n}` }).click();
  const addStep = async (kind: string) => {
    await editor.getByRole('button', { name: 'Add step' }).click();
    await editor.getByRole('menuitem', { name: kind }).click();
  };
  await addStep('Video');
  await editor.getByTestId('clip-all-file').setInputFiles('media/video/careers/doctor-mbbs/day.webm');
  await expect(editor.getByTestId('clip-all-url')).toHaveValue(/^\/uploads\/.+\.webm$/);
  await addStep('Rating statement');
  await statements(editor).last().fill(FIRST_RATING);
  await addStep('Rating statement');
  await statements(editor).last().fill(SECOND_RATING);
  await addStep('Choice question');
  await editor.getByRole('textbox', { name: 'Question', exact: true }).fill('Where would you rather plan from?');
  await editor.getByRole('textbox', { name: 'Option', exact: true }).nth(0).fill('A control room');
  await editor.getByRole('textbox', { name: 'Option', exact: true }).nth(1).fill('Out on the roads');
  await addStep('Text question');
  await editor.getByRole('textbox', { name: 'Question', exact: true }).nth(1).fill('Which route would you fix first?');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveURL(/\/admin\/career-contents\/[0-9a-f-]{36}$/);
  await expect(editor.getByTestId('content-step')).toHaveCount(5);
}

async function publishAssessment(editor: Page, version: number): Promise<void> {
  await editor.getByTestId('content-publish').click();
  await editor.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText(`Published as version ${version}`)).toBeVisible();
}

/** A job in the mail queue that the worker fails at once (its payload is not what the catalogue says). */
async function failedJob(): Promise<{ queue: Queue; jobId: string }> {
  const queue = new Queue('mail', {
    connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    prefix: process.env.QUEUE_PREFIX,
  });
  const job = await queue.add('DemoRequested', { demoRequestId: 'lost-in-transit' }, { attempts: 1 });
  await expect.poll(() => job.getState(), { message: 'the worker fails the job' }).toBe('failed');
  return { queue, jobId: job.id! };
}

test('an editor makes and publishes a career; a student buys it and is scored on the version they started', async ({
  browser,
  page: editor,
}) => {
  test.setTimeout(120_000);
  const name = `Zz Route planner ${Date.now().toString(36)}`;

  // The content editor: the career, its logo, its assessment, the preview, then both published.
  await consoleLogin(editor, 'content');
  const careerId = await createCareer(editor, name);
  await writeAssessment(editor);
  const [preview] = await Promise.all([editor.waitForEvent('popup'), editor.getByTestId('content-preview').click()]);
  await expect(preview.getByTestId('preview-banner-title')).toHaveText('Preview — nothing is recorded');
  await expect(preview.getByTestId('assessment-career')).toHaveText(name);
  await preview.close();
  await publishAssessment(editor, 1);

  // Not on the public site while the career is a draft.
  const visitor = await browserPage(browser);
  expect((await visitor.request.get(`/api/platform/careers/${careerId}`)).status()).toBe(404);
  await editor.goto(`/admin/careers/${careerId}`);
  await editor.getByRole('switch', { name: 'Published' }).check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Career saved')).toBeVisible();

  await visitor.goto(`/careers/${careerId}`);
  await expect(visitor.getByTestId('career-name')).toHaveText(name);
  await expect(visitor.getByText('₹499', { exact: true }).first()).toBeVisible();
  await expect(visitor.locator(`img[src^="/uploads/"]`).first()).toBeVisible();

  // The student buys it and starts: the video, then the first rating, as published in version 1.
  const student = await browserPage(browser);
  const buyer = await dbUser('journey');
  await login(student, buyer.username, buyer.password);
  await buyCareer(student, careerId);
  await startNowFromDashboard(student, careerId);
  // The console gives a new test the platform's standard instructions.
  await startFromInstructions(student, 'Before you start your career assessment');
  await watchVideo(student);
  await expect(student.getByTestId('question-text')).toHaveText(FIRST_RATING);
  await rate(student, 4);
  await expect(student.getByTestId('question-text')).toHaveText(SECOND_RATING);

  // Mid-test, the editor rewords the rating the student is on and publishes version 2.
  await editor.goto(`/admin/career-contents/${careerId}`);
  await statements(editor).nth(1).fill(REWORDED);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Assessment saved as a draft')).toBeVisible();
  await publishAssessment(editor, 2);

  // The student's attempt stays on version 1: the same words after a reload, to the end, and scored on it.
  await student.reload();
  await expect(student.getByTestId('question-text')).toHaveText(SECOND_RATING);
  await rate(student, 5);
  await student.getByTestId('choice-option-0').click();
  await submitAndMoveOn(student, student.getByTestId('choice-next'));
  await student.getByTestId('text-answer').fill('The one to my school');
  await submitAndMoveOn(student, student.getByTestId('text-submit'));
  await openReportFromCompleted(student, { careerId, name } as Parameters<typeof openReportFromCompleted>[1]);
  await expect(student.getByTestId('report-score')).toHaveText('9/10');
  const { rows } = await db().query<{ number: number; status: string }>(
    `SELECT v.number, uc.status FROM user_careers uc JOIN career_content_versions v ON v.id = uc.content_version_id
      WHERE uc.user_id = $1 AND uc.career_id = $2`,
    [buyer.id, careerId],
  );
  expect(rows).toEqual([{ number: 1, status: 'COMPLETED' }]);

  // A counsellor reads the catalogue and edits none of it.
  const counsellor = await browserPage(browser);
  await consoleLogin(counsellor, 'counsellor');
  await sidebar(counsellor).getByRole('menuitem', { name: 'Careers' }).click();
  await counsellor.getByPlaceholder('Search').fill(name);
  await counsellor.getByRole('cell', { name }).click();
  await expect(counsellor).toHaveURL(new RegExp(`/admin/careers/${careerId}/show$`));
  await expect(counsellor.getByText(name).first()).toBeVisible();
  await expect(counsellor.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(counsellor.getByTestId('career-assessment')).toHaveCount(0);
  await counsellor.goto('/admin/careers/create');
  await expect(counsellor.getByText("You don't have the right permissions to access this page")).toBeVisible();

  // A student is turned away from the console.
  const turnedAway = await browserPage(browser);
  await consoleLogin(turnedAway, buyer.username, { turnedAway: true });
  await expect(turnedAway.getByTestId('login-error')).toHaveText(ADMIN_MESSAGES.staffOnly);

  // The admin finds the rewording in the audit log, then retries a failed job in bull-board.
  const admin = await browserPage(browser);
  await consoleLogin(admin, 'admin');
  await admin.goto(
    `/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ resource: 'career-contents', resourceId: careerId }))}`,
  );
  // The newest edit (the rewording); the publishes that followed it are rows of their own.
  const edit = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name: 'edit', exact: true }) })
    .filter({ has: admin.getByRole('cell', { name: 'content', exact: true }) })
    .first();
  await expect(async () => {
    await edit.click();
    await expect(admin).toHaveURL(/\/admin\/audit-logs\/[0-9a-f-]{36}\/show$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(admin.getByTestId('audit-changes')).toContainText(REWORDED);

  const { queue, jobId } = await failedJob();
  try {
    const [board] = await Promise.all([admin.waitForEvent('popup'), admin.getByTestId('menu-queues').click()]);
    await expect(board).toHaveURL(/\/admin\/queues$/);
    await board.waitForLoadState();
    await board.goto(`/admin/queues/queue/mail?status=failed`);
    // bull-board's job card: the nearest box around the job's number that holds the job's own buttons.
    const card = board
      .getByText(`#${jobId}`, { exact: true })
      .locator('xpath=ancestor::div[.//button[.//*[contains(@class, "lucide-pencil")]] and .//*[@role="tab"]][1]');
    await expect(card).toContainText('Invalid payload for DemoRequested');
    // What an engineer's fix would do: the job now names a real demo request.
    const { rows: requests } = await db().query<{ id: string }>(
      `INSERT INTO demo_requests (user_type, name, email, mobile) VALUES ('parent', 'Retry Parent', 'retry.parent@example.in', '+919800000001') RETURNING id`,
    );
    await (await queue.getJob(jobId))!.updateData({ demoRequestId: requests[0].id });
    // The job's own Retry is an icon (its name is a tooltip); "Retry all" is the queue's.
    await card.locator('button:has(svg.lucide-refresh-cw)').click();
    const confirm = board.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText('Are you sure that you want to retry this job?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(async () => (await queue.getJob(jobId))!.getState()).toBe('completed');
  } finally {
    await queue.close();
  }
  const { rows: audit } = await db().query<{ action: string }>(
    `SELECT a.action FROM audit_log a JOIN users u ON u.id = a.user_id WHERE u.username = 'admin' AND a.resource = 'queues' AND a.resource_id LIKE $1`,
    [`%/mail/${jobId}/%`],
  );
  expect(audit.map((a) => a.action)).toContain('retry');

  // The console does not break on a tablet: the career's form fits 1024 px.
  await editor.setViewportSize({ width: 1024, height: 768 });
  await editor.goto(`/admin/careers/${careerId}`);
  await expect(editor.getByRole('textbox', { name: 'Name', exact: true })).toBeInViewport();
  await expect(sidebar(editor).getByRole('menuitem', { name: 'Careers' })).toBeInViewport();
  // Save is at the form's foot, a scroll down, and whole on the screen there.
  await editor.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
  await expect(editor.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
});
