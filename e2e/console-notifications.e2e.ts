import { consoleLogin, counsellorsLead, ownCareer, unique } from './console-pages-support';
import { db } from './db';
import { expect, test } from './fixtures';

/**
 * Issue 24, item 6 (the console's part): a save says what was saved, never react-admin's generic "Element
 * created" or "Element updated".
 */

test('a content editor who saves a career is told "Career saved"', async ({ page }) => {
  const career = await ownCareer('Notify');
  await consoleLogin(page, 'content');
  await page.goto(`/admin/careers/${career.id}`);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(career.name);
  await name.fill(`${career.name} (renamed)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Career saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Element updated')).toHaveCount(0);
});

test('an admin who saves a school is told "School saved"', async ({ page }) => {
  const token = unique();
  const { rows } = await db().query<{ id: string }>(
    `INSERT INTO schools (name, campus_id, board, city, state, seats) VALUES ($1, $2, 'CBSE', 'Pune', 'Maharashtra', 40)
     RETURNING id`,
    [`Zz Notify School ${token}`, `NTF-${token}`.toUpperCase()],
  );
  await consoleLogin(page, 'admin');
  await page.goto(`/admin/schools/${rows[0].id}`);
  const city = page.getByRole('textbox', { name: 'City' });
  await expect(city).toHaveValue('Pune');
  await city.fill('Nashik');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('School saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Element updated')).toHaveCount(0);
});

test('a counsellor who marks a lead contacted is told "Lead moved to Contacted"', async ({ page, request }) => {
  const { id: leadId } = await counsellorsLead(request, 'Kavya Rao');
  await consoleLogin(page, 'counsellor');
  await page.goto(`/admin/leads/${leadId}/show`);
  await page.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(page.getByText('Lead moved to Contacted', { exact: true })).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toHaveCount(0);
});
