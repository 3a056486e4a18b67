import { expect, test } from './fixtures';

/**
 * Issue 24, item 13: the roster preview lists in one pass every problem the server would refuse. A row that
 * repeats an admission number (in any case) and has a bad cell as well is named for both, by its spreadsheet row,
 * before anything is sent; it used to be named for the repeat only once its other cells were fixed.
 */
const HEADER = 'admission_number,first_name,last_name,class,section,birthdate,gender,email,parent_email';

test('the roster preview names a repeated admission number on a row with another problem, at 1024 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('schooladmin');
  await page.getByRole('textbox', { name: 'Password' }).fill('Demo@12345');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-role')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Students' }).click();
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students' });
  const file = [
    HEADER,
    'RP-1,Asha,Verma,10,A,2011-04-15,female,,',
    'RP-2,Ravi,Kumar,10,A,2011-04-15,male,,',
    'rp-1,Meera,Iyer,10,B,2011-02-30,female,,',
  ].join('\r\n');
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/students/import')) requests.push(r.url());
  });
  await dialog.getByLabel('Roster file').setInputFiles({
    name: 'class-10.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file, 'utf8'),
  });

  const problems = dialog.getByRole('table', { name: 'Problems in the file' });
  const row4 = problems.getByRole('row').filter({ hasText: 'admission_number' });
  await expect(row4).toHaveCount(1);
  await expect(row4).toContainText('4');
  await expect(row4).toContainText('The same admission number is on row 2 too');
  await expect(problems.getByRole('row').filter({ hasText: 'Date of birth must be a real date' })).toContainText('4');
  await expect(dialog.getByText(/2 problems in the file/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Check with the server' })).toBeDisabled();
  expect(requests).toEqual([]);
});
