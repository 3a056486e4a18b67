import { dbUser } from './assessment-support';
import { consoleLogin, counsellorsLead, DEMO_PASSWORD, ownCareer, unique } from './console-pages-support';
import { db } from './db';
import { expect, test, type Page } from './fixtures';

/**
 * Issue 24, item 12: each role's console dashboard shows its own work, each a click from the list that holds it. A
 * counsellor: their new, overdue and today's leads. A content editor: draft careers, careers without a published
 * assessment, hidden reviews waiting. A school admin: their school's open classrooms and how far each has got.
 */

/** The dashboard's card for a piece of work: its count, then a click to the list it counts. */
async function openWork(page: Page, key: string, name: RegExp): Promise<void> {
  await page.goto('/admin/');
  const card = page.getByTestId(`work-${key}`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('work-count')).toHaveText(/^[1-9]\d*$/);
  await card.getByRole('link', { name }).click();
}

test("a counsellor's dashboard shows their new, overdue and today's leads, each a click from its list", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const fresh = await counsellorsLead(request, 'Nisha Bhat');
  const late = await counsellorsLead(request, 'Omkar Joshi');
  // Came in two days ago and still NEW: overdue, and not today's.
  await db().query(`UPDATE leads SET created_at = now() - interval '2 days' WHERE id = $1`, [late.id]);

  await consoleLogin(page, 'counsellor');
  const rows = page.locator('tbody tr');

  await openWork(page, 'new', /new leads/i);
  await expect(page).toHaveURL(/\/admin\/leads\?.*filter=/);
  await expect(rows.filter({ hasText: fresh.email })).toHaveCount(1);
  await expect(rows.filter({ hasText: late.email })).toHaveCount(1);

  await openWork(page, 'overdue', /overdue/i);
  await expect(rows.filter({ hasText: late.email })).toHaveCount(1);
  await expect(rows.filter({ hasText: fresh.email })).toHaveCount(0);

  await openWork(page, 'today', /today/i);
  await expect(rows.filter({ hasText: fresh.email })).toHaveCount(1);
  await expect(rows.filter({ hasText: late.email })).toHaveCount(0);
});

test("a content editor's dashboard shows draft careers, careers without an assessment and reviews waiting", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const draft = await ownCareer('Dashboard draft');
  const token = unique();
  const reviewer = `Zz Waiting Reviewer ${token}`;
  await db().query(`INSERT INTO reviews (name, text, rating, hidden) VALUES ($1, 'Helpful sessions.', 4.5, true)`, [
    reviewer,
  ]);

  await consoleLogin(page, 'content');
  const search = async (text: string) => {
    await page.getByPlaceholder('Search').fill(text);
    await expect(page.locator('tbody tr').filter({ hasText: text })).toHaveCount(1);
  };

  await openWork(page, 'drafts', /draft/i);
  await expect(page).toHaveURL(/\/admin\/careers\?.*filter=.*published.*false/);
  await search(draft.name);

  await openWork(page, 'no-assessment', /assessment/i);
  await expect(page).toHaveURL(/\/admin\/careers\?.*filter=.*hasPublishedContent.*false/);
  await search(draft.name);

  await openWork(page, 'reviews', /review/i);
  await expect(page).toHaveURL(/\/admin\/reviews\?.*filter=.*hidden.*true/);
  await search(reviewer);
});

test("a school admin's dashboard shows their open classrooms and how many completed, each a click away", async ({
  page,
}) => {
  const { rows: schools } = await db().query<{ school_id: string }>(
    `SELECT school_id FROM users WHERE username = 'schooladmin'`,
  );
  const schoolId = schools[0].school_id;
  const name = `Zz Open ${unique()}`;
  const { rows } = await db().query<{ id: string }>(
    `INSERT INTO classrooms (school_id, name, class, section, opens_at, closes_at)
     VALUES ($1, $2, '9', 'B', now() - interval '1 day', now() + interval '7 days') RETURNING id`,
    [schoolId, name],
  );
  const classroomId = rows[0].id;
  const pupil = await dbUser('openroom', { role: 'campus_student', schoolId });
  await db().query(`INSERT INTO classroom_students (classroom_id, user_id) VALUES ($1, $2)`, [classroomId, pupil.id]);

  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('schooladmin');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-role')).toBeVisible();

  const card = page.getByTestId('work-open-classrooms');
  await expect(card.getByTestId('work-count')).toHaveText(/^[1-9]\d*$/);
  const room = card.getByRole('listitem').filter({ hasText: name });
  await expect(room).toContainText('0 of 1 completed');
  await room.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/classrooms/${classroomId}/show`));

  await page.goto('/admin/');
  await card.getByRole('link', { name: /open classrooms/i }).click();
  await expect(page).toHaveURL(/\/admin\/classrooms\?.*filter=.*open.*true/);
  await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(1);
});
