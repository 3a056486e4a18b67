import { expect, test } from './fixtures';
import { seriousViolations } from './a11y-support';
import { db, DEMO_CLIP, login, startFromInstructions, watchVideo } from './assessment-support';
import {
  draftCareer,
  draftSteps,
  EDITOR,
  editorRecords,
  expectNoSidewaysScroll,
  GIRLS_CLIP,
  previewPath,
  recordWrites,
  signInAsEditor,
  walkEveryStep,
} from './preview-support';
import { confirmedStudent } from './support';

const BANNER = 'Preview — nothing is recorded';

test.describe('previewing a draft test', () => {
  test.describe.configure({ mode: 'parallel' });

  test('a content editor walks a seeded career through every step to the end, and nothing is recorded', async ({
    page,
    request,
  }, testInfo) => {
    // The starter careers' tests are 22 steps with five videos (a 5 s countdown and a 5 s pause around each).
    test.setTimeout(240_000);
    const { rows } = await db().query<{ id: string; name: string; versions: number }>(
      `SELECT c.id, c.name, (SELECT count(*)::int FROM career_content_versions v WHERE v.career_id = c.id) AS versions
         FROM careers c JOIN career_sections s ON s.career_id = c.id JOIN career_subsections sub ON sub.section_id = s.id
        WHERE c.slug NOT LIKE 'assessment-career-%'
        GROUP BY c.id HAVING count(DISTINCT sub.type) = 4 ORDER BY c.name LIMIT 1`,
    );
    const career = rows[0];
    expect(career, 'a seeded career with all four step types').toBeDefined();
    const steps = await draftSteps(request, career.id);
    expect(new Set(steps.map((step) => step.type))).toEqual(new Set([1, 2, 3, 4]));
    const before = await editorRecords(career.id);

    await signInAsEditor(page);
    // From here on (the preview is a page load of its own, as the console's link opens it): only the session's
    // refresh may be anything but a read.
    const writes = recordWrites(page);
    await page.goto(previewPath(career.id));
    await expect(page.getByTestId('preview-banner-title')).toHaveText(BANNER);
    await expect(page.getByTestId('assessment-career')).toHaveText(career.name);
    // Rohan, the seeded editor, has the girls' clips unless he asks for the boys'.
    await expect(page.getByTestId('preview-gender-female')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('instructions-heading')).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('preview-instructions-1280.png'), fullPage: true });

    await page.getByTestId('instructions-checkbox').check();
    await page.getByTestId('start-career').click();
    await page.getByTestId('confirm-start').click();
    await walkEveryStep(page, steps);

    await expect(page.getByTestId('preview-finished')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('preview-end-message')).toContainText(`every step of ${career.name}`);
    await expect(page).toHaveURL(new RegExp(`/preview/career/${career.id}/completed`));
    await expect(page.getByTestId('preview-banner-title')).toHaveText(BANNER);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('preview-finished-1280.png'), fullPage: true });

    expect(writes.filter((write) => write !== 'POST /api/auth/refresh')).toEqual([]);
    expect(await editorRecords(career.id)).toEqual(before);
    expect(before).toMatchObject({ enrolments: 0, steps: 0 });
    const after = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM career_content_versions WHERE career_id = $1',
      [career.id],
    );
    expect(after.rows[0].n).toBe(career.versions);

    // Restart: the same draft from its instructions, nothing carried over.
    await page.getByTestId('preview-restart').click();
    await expect(page.getByTestId('start-career')).toBeVisible();
    await expect(page.getByTestId('resume-career')).toHaveCount(0);
  });

  test("a draft never published: the preview plays it, and switches between the boys' and girls' clips", async ({
    page,
  }, testInfo) => {
    const career = await draftCareer('Race Mechanic');
    const [clip, ratingStep] = career.steps;
    await signInAsEditor(page);
    const writes = recordWrites(page);
    await page.goto(previewPath(career.careerId, 'male'));
    await expect(page.getByTestId('assessment-career')).toHaveText(career.name);
    await startFromInstructions(page);
    await expect(page).toHaveURL(new RegExp(`/section/${clip.sectionId}/${clip.subsectionId}/cn-1\\?gender=male$`));
    await expect(page.getByTestId('assessment-video')).toHaveAttribute('src', DEMO_CLIP);

    // The girls' clip of the same step: the player reloads it where it is.
    await page.getByTestId('preview-gender-female').click();
    await expect(page).toHaveURL(/\?gender=female$/);
    await expect(page.getByTestId('assessment-video')).toHaveAttribute('src', GIRLS_CLIP);
    await expect(page.getByTestId('assessment-step')).toHaveText('Step 1 of 4');
    await page.screenshot({ path: testInfo.outputPath('preview-video-1280.png') });
    await watchVideo(page);
    await expect(page).toHaveURL(new RegExp(`${ratingStep.subsectionId}/cn-2\\?gender=female$`));
    await expect(page.getByTestId('question-text')).toHaveText('I like fixing engines');
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Leave test asks as it asks a student; confirming ends the preview, and nothing was sent.
    await page.getByTestId('leave-test').click();
    await page.getByTestId('leave-confirm').click();
    await expect(page.getByTestId('preview-left')).toBeVisible();
    expect(writes.filter((write) => write !== 'POST /api/auth/refresh')).toEqual([]);
    expect((await editorRecords(career.careerId)).steps).toBe(0);
  });

  test('signed in at the staff console, the preview opened in a new tab is signed in too', async ({
    page,
    context,
  }) => {
    const career = await draftCareer('Tyre Fitter');
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(EDITOR.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(EDITOR.password);
    await page.getByTestId('login-submit').click();
    await expect(page).not.toHaveURL(/\/admin\/login/);
    // As the console's link opens it: the same origin and refresh cookie, a page (and app) of its own.
    const preview = await context.newPage();
    await preview.goto(previewPath(career.careerId));
    await expect(preview.getByTestId('preview-banner-title')).toHaveText(BANNER);
    await expect(preview.getByTestId('assessment-career')).toHaveText(career.name);
    await expect(preview.getByTestId('start-career')).toBeVisible();
  });

  test('a student opening a preview is refused, and so is a counsellor', async ({ page, request }) => {
    const career = await draftCareer('Pit Crew');
    const student = await confirmedStudent(request, 'peek');
    await login(page, student.username, student.password);
    const drafts: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/admin/')) drafts.push(req.url());
    });
    await page.goto(previewPath(career.careerId));
    await expect(page.getByTestId('preview-refused')).toContainText('Preview is for staff');
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    await expect(page.getByTestId('instructions-heading')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The API would refuse too (the permission table): not even asked.
    expect(drafts).toEqual([]);

    await page.context().clearCookies();
    await login(page, 'counsellor', 'Demo@12345');
    await page.goto(previewPath(career.careerId));
    await expect(page.getByTestId('preview-refused')).toContainText('Your role does not preview tests');
    await expect(page.getByTestId('staff-console-link')).toHaveAttribute('href', '/admin/');
    expect(drafts).toEqual([]);
  });
});
