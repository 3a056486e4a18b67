import { expect, test, type Page } from './fixtures';

/**
 * Issue 13, schools in the console: an admin creates a school (board and state from their lists), lands on its page
 * with its seats used of bought, and invites its school admin from there (the invitation form comes pre-filled with
 * the role and the school); the demo school admin sees their own school alone, read-only.
 */

const DEMO_PASSWORD = 'Demo@12345';

async function consoleLogin(page: Page, username: 'admin' | 'schooladmin') {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin creates a school and invites its school admin from its page', async ({ page }) => {
  const id = unique();
  const name = `Sunrise Public School ${id}`;
  await consoleLogin(page, 'admin');
  await page.getByRole('menuitem', { name: 'Schools' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  // The list's search box is named like the fields ("Name or campus id"): fill only once the form is there.
  await expect(page).toHaveURL(/\/admin\/schools\/create$/);

  // The API's own schema speaks before anything is sent.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Campus id', exact: true }).fill(`sps ${id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Campus id may hold only letters, digits and dashes (DPS-RKP)')).toBeVisible();

  await page.getByRole('textbox', { name: 'Campus id', exact: true }).fill(`sps-${id}`);
  await choose(page, 'Board', 'ICSE / ISC (CISCE)');
  await page.getByRole('textbox', { name: 'City' }).fill('Lucknow');
  await choose(page, 'State', 'Uttar Pradesh');
  await page.getByRole('spinbutton', { name: 'Seats' }).fill('250');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/schools\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByText(`SPS-${id.toUpperCase()}`)).toBeVisible();
  await expect(page.getByTestId('school-seats')).toHaveText('0 / 250');
  await expect(page.getByTestId('school-no-admins')).toBeVisible();

  await page.getByTestId('school-invite-admin').click();
  await expect(page).toHaveURL(/\/admin\/users\/create\?source=/);
  await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue(name);
  await page.getByRole('textbox', { name: 'First name' }).fill('Kavita');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Rao');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`kavita.${id}@example.in`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}\/show$/);

  await page.getByRole('menuitem', { name: 'Schools' }).click();
  await page.getByPlaceholder('Name or campus id').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(async () => {
    await row.click();
    await expect(page).toHaveURL(/\/admin\/schools\/[0-9a-f-]{36}\/show$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('school-admins').getByText('Kavita Rao')).toBeVisible();
});

test("a school admin sees their own school's page only, read-only", async ({ page }) => {
  await consoleLogin(page, 'schooladmin');
  await page.getByRole('menuitem', { name: 'Schools' }).click();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('DPS-RKP');
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await rows.first().click();
  await expect(page).toHaveURL(/\/admin\/schools\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByTestId('school-seats')).toContainText('/ 500');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByTestId('school-admins')).toHaveCount(0);
});
