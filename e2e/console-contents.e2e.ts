import { ADMIN_MESSAGES } from '../libs/contracts/src/admin/permissions';
import { choice, clip, db, rating, testCareer, text, type FixtureCareer } from './assessment-support';
import { expect, test, type Page } from './fixtures';

/**
 * Issue 11, the assessment editor of the staff console (`career-contents`), against the real staff API: a content
 * editor opens a career's assessment, rewords a rating statement, reorders the steps, saves, sees the draft differ
 * from what students get, publishes through the confirmation and sees the published number move; a second editor's
 * stale save is refused with the conflict message; a counsellor has no such page. Each test makes its own career
 * (with version 1 published, as the seed's are) so the workers and the other specs never share one.
 */

const DEMO_PASSWORD = 'Demo@12345';

async function consoleLogin(page: Page, username: string) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-role')).toBeVisible();
}

const sidebar = (page: Page) =>
  page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Dashboard' }) });

/** A short career of its own, its test published as version 1. */
const editorCareer = (label: string) =>
  testCareer(`Console ${label}`, [
    {
      name: 'Career Tasks',
      steps: [clip(), rating('I would enjoy cleaning messy data'), rating('I would enjoy explaining charts')],
    },
    {
      name: 'Career Values',
      steps: [
        rating('A steady income matters to me'),
        choice('Where would you work?', ['Lab', 'Office']),
        text('Why?'),
      ],
    },
  ]);

const statements = (page: Page) => page.getByRole('textbox', { name: 'Statement', exact: true });

/** What students start on now: the latest version's number and its first section's statements, in order. */
async function published(careerId: string): Promise<{ number: number; statements: string[] }> {
  const { rows } = await db().query<{
    number: number;
    content: { sections: { subsections: { type: number; content: { question?: string } }[] }[] };
  }>(`SELECT number, content FROM career_content_versions WHERE career_id = $1 ORDER BY number DESC LIMIT 1`, [
    careerId,
  ]);
  const [latest] = rows;
  return {
    number: latest.number,
    statements: latest.content.sections[0].subsections.filter((s) => s.type === 2).map((s) => s.content.question!),
  };
}

async function openAssessment(page: Page, career: FixtureCareer) {
  await sidebar(page).getByRole('menuitem', { name: 'Assessments' }).click();
  await page.getByPlaceholder('Search').fill(career.name);
  await page.getByRole('cell', { name: career.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/career-contents/${career.careerId}$`));
  await expect(statements(page).first()).toHaveValue('I would enjoy cleaning messy data');
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a content editor rewords and reorders, saves, sees the draft differ, previews and publishes it', async ({
      page,
    }) => {
      const career = await editorCareer(`editor ${viewport.width}`);
      await consoleLogin(page, 'content');
      await openAssessment(page, career);

      const state = page.getByTestId('content-state');
      await expect(state.getByTestId('published-version')).toHaveText('version 1');
      await expect(state.getByTestId('content-changes')).toHaveText('Published as it is');
      await expect(page.getByTestId('content-publish')).toBeDisabled();
      // The toolbar fits the page: nothing to scroll sideways to.
      await expect(page.getByTestId('content-publish')).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await statements(page).first().fill('I would enjoy cleaning messy data every day');
      // Up and down are buttons: the keyboard moves the second statement (step 3) above the first (step 2).
      const up = page.getByRole('button', { name: 'Move step 3 up' }).first();
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(statements(page).nth(0)).toHaveValue('I would enjoy explaining charts');
      await expect(statements(page).nth(1)).toHaveValue('I would enjoy cleaning messy data every day');
      // The moved step's button keeps the focus: Enter again moves it on, above the video.
      await expect(page.getByRole('button', { name: 'Move step 2 up' }).first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('content-step').first()).toHaveAttribute('data-step-type', '2');
      await page.getByRole('button', { name: 'Move step 1 down' }).first().click();
      await expect(page.getByTestId('content-step').first()).toHaveAttribute('data-step-type', '1');
      await expect(page.getByTestId('content-save-first')).toBeVisible();

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Assessment saved as a draft')).toBeVisible();
      await expect(state.getByTestId('content-changes')).toHaveText('Unpublished changes');
      await expect(state.getByTestId('published-version')).toHaveText('version 1');
      // Saving a draft changes nothing students get.
      expect(await published(career.careerId)).toEqual({
        number: 1,
        statements: ['I would enjoy cleaning messy data', 'I would enjoy explaining charts'],
      });

      // Preview: the student player on the draft, in a tab of its own.
      const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('content-preview').click()]);
      await expect(preview).toHaveURL(new RegExp(`/preview/career/${career.careerId}$`));
      await expect(preview.getByTestId('preview-banner-title')).toHaveText('Preview — nothing is recorded');
      await expect(preview.getByTestId('assessment-career')).toHaveText(career.name);
      await preview.close();

      await page.getByTestId('content-publish').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Publish the assessment of ${career.name}?`);
      await expect(dialog).toContainText('as version 2');
      await dialog.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published as version 2')).toBeVisible();
      await expect(state.getByTestId('published-version')).toHaveText('version 2');
      await expect(state.getByTestId('content-changes')).toHaveText('Published as it is');
      await expect(page.getByTestId('content-publish')).toBeDisabled();
      expect(await published(career.careerId)).toEqual({
        number: 2,
        statements: ['I would enjoy explaining charts', 'I would enjoy cleaning messy data every day'],
      });

      // The list says the same.
      await sidebar(page).getByRole('menuitem', { name: 'Assessments' }).click();
      await page.getByPlaceholder('Search').fill(career.name);
      const row = page.getByRole('row').filter({ hasText: career.name });
      await expect(row.getByTestId('published-version')).toHaveText('version 2');
      await expect(row.getByTestId('content-changes')).toHaveText('Published as it is');
    });
  });
}

test('a stale second save is refused with the conflict message, and the edit stays on screen', async ({
  page,
  context,
}) => {
  const career = await editorCareer('conflict');
  await consoleLogin(page, 'content');
  await openAssessment(page, career);
  const other = await context.newPage();
  await other.goto(`/admin/career-contents/${career.careerId}`);
  await expect(statements(other).first()).toHaveValue('I would enjoy cleaning messy data');

  await statements(page).first().fill('Saved first');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Assessment saved as a draft')).toBeVisible();

  await statements(other).first().fill('Saved second, from an old read');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText(ADMIN_MESSAGES.versionConflict)).toBeVisible();
  await expect(statements(other).first()).toHaveValue('Saved second, from an old read');
  const { rows } = await db().query<{ question: string }>(
    `SELECT ss.content->>'question' AS question FROM career_subsections ss
       JOIN career_sections s ON s.id = ss.section_id WHERE s.career_id = $1 AND ss.type = 2 ORDER BY s.position, ss.position LIMIT 1`,
    [career.careerId],
  );
  expect(rows[0].question).toBe('Saved first');
});

test("the API's schema speaks beside a step's fields, in the API's words", async ({ page }) => {
  const career = await editorCareer('messages');
  await consoleLogin(page, 'content');
  await openAssessment(page, career);
  await statements(page).first().fill('');
  await page.getByRole('spinbutton', { name: 'Timer (seconds)' }).first().fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Statement is required')).toBeVisible();
  await expect(page.getByText('Timer must be a whole number of seconds from 5 to 600')).toBeVisible();
});

test('a counsellor has no assessments: no menu item, and the page is refused', async ({ page }) => {
  await consoleLogin(page, 'counsellor');
  await expect(sidebar(page).getByRole('menuitem', { name: 'Careers' })).toBeVisible();
  await expect(sidebar(page).getByRole('menuitem', { name: 'Assessments' })).toHaveCount(0);
  await page.goto('/admin/career-contents');
  await expect(page.getByText("You don't have the right permissions to access this page")).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Career' })).toHaveCount(0);
});

/** A career without an assessment, as an editor leaves it after creating it in the console. */
async function bareCareer(name: string): Promise<string> {
  const pool = db();
  const field = (await pool.query<{ id: string }>('SELECT id FROM fields ORDER BY sort_order LIMIT 1')).rows[0].id;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise)
     VALUES ($1, $2, $3, 'Made by the console test', '/media/logos/x.svg', '#eeeeee', 49900, 49900) RETURNING id`,
    [slug, name, field],
  );
  return rows[0].id;
}

/** A starter career's 6-second clip, uploaded as an editor's own video. */
const CLIP_FILE = 'media/video/careers/doctor-mbbs/day.webm';

test("a career's first assessment: all four kinds of step, clips uploaded and picked, published", async ({ page }) => {
  const name = `Zz Console new ${Date.now().toString(36)}`;
  const careerId = await bareCareer(name);
  await consoleLogin(page, 'content');
  // Where a career's page sends an editor when it has no assessment yet (careers/CareerEdit's Assessment button).
  await page.goto(`/admin/career-contents/create?source=${encodeURIComponent(JSON.stringify({ careerId }))}`);
  // A new test starts from the platform's standard instructions, which the editor may change.
  await expect(page.getByRole('textbox', { name: 'Instruction', exact: true }).first()).toHaveValue(
    /^Sit somewhere quiet/,
  );
  const subjects = page.getByRole('combobox', { name: 'Subjects aligned' });
  await subjects.fill('Mathematics');
  await subjects.press('Enter');
  // Of the five standard sections, this test keeps the first.
  for (const n of [5, 4, 3, 2]) await page.getByRole('button', { name: `Remove section ${n}` }).click();

  const addStep = async (kind: string) => {
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByRole('menuitem', { name: kind }).click();
  };
  await addStep('Video');
  await page.getByRole('radio', { name: 'One for boys, one for girls' }).check();
  await page.getByTestId('clip-male-file').setInputFiles(CLIP_FILE);
  await expect(page.getByTestId('clip-male-url')).toHaveValue(/^\/uploads\/.+\.webm$/);
  // The clip's length, read from the video itself.
  await expect(page.getByRole('spinbutton', { name: 'Clip length (seconds)' })).toHaveValue('6');
  const boys = await page.getByTestId('clip-male-url').inputValue();
  await page.getByRole('button', { name: 'Choose uploaded' }).nth(1).click();
  const picker = page.getByRole('dialog', { name: 'Choose an uploaded video' });
  await picker.getByRole('textbox', { name: 'Search by file name' }).fill('day.webm');
  await picker
    .getByRole('button', { name: /^day\.webm/ })
    .first()
    .click();
  await expect(page.getByTestId('clip-female-url')).toHaveValue(boys);

  await addStep('Rating statement');
  await statements(page).fill('I would enjoy planning a whole day of work');
  await addStep('Choice question');
  await page.getByRole('textbox', { name: 'Question', exact: true }).fill('Where would you rather work?');
  await page.getByRole('textbox', { name: 'Option', exact: true }).nth(0).fill('Outdoors');
  await page.getByRole('textbox', { name: 'Option', exact: true }).nth(1).fill('Indoors');
  await addStep('Text question');
  await page
    .getByRole('textbox', { name: 'Question', exact: true })
    .nth(1)
    .fill('What would you change about this job?');
  await expect(page.getByTestId('section-maximum')).toHaveText(
    'Maximum score: 5 (5 points per rating statement; 1 rating statement)',
  );

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/career-contents/${careerId}$`));
  const state = page.getByTestId('content-state');
  await expect(state.getByTestId('published-version')).toHaveText('Never published');
  await expect(state.getByTestId('content-changes')).toHaveText('Unpublished changes');
  await expect(page.getByTestId('content-step')).toHaveCount(4);

  await page.getByTestId('content-publish').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published as version 1')).toBeVisible();
  const { rows } = await db().query<{ content: { sections: { subsections: { type: number; content: object }[] }[] } }>(
    `SELECT content FROM career_content_versions WHERE career_id = $1 AND number = 1`,
    [careerId],
  );
  expect(rows[0].content.sections[0].subsections.map((s) => s.type)).toEqual([1, 2, 3, 4]);
  expect(rows[0].content.sections[0].subsections[0].content).toEqual({
    video: { male: boys, female: boys },
    duration: 6,
  });
});
