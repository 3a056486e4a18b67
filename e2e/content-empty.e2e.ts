import { EXPLORE_HEADING } from '../libs/contracts/src/catalogue';
import { careerRow, consoleLogin, ownCareer } from './console-pages-support';
import { db } from './db';
import { expect, test } from './fixtures';

/**
 * Issue 24, item 5: nothing empty is published. The console's career form refuses a list property without items and
 * a title-and-text section without text, naming which (the API's own check, the same schema); the public career
 * page never shows a heading with nothing under it, even for properties stored empty before the check existed.
 */

test.describe.configure({ mode: 'parallel' });

test('the career form names the empty list and the empty section, and nothing is saved', async ({ page }) => {
  const career = await ownCareer('Empty form');
  await consoleLogin(page, 'content');
  await page.goto(`/admin/careers/${career.id}`);
  await expect(page.getByRole('textbox', { name: 'Name' }).first()).toHaveValue(career.name);

  // A list with a heading and no items, then a section with a title and no text.
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'Heading (optional)' }).fill('Skills you need');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'Kind' }).nth(1).click();
  await page.getByRole('option', { name: 'Title and text' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Where they work');
  await page.getByRole('button', { name: 'Save' }).click();

  const items = page.getByRole('textbox', { name: 'Items' });
  await expect(items).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('listitem').filter({ has: items })).toContainText(
    'Property 1 (Skills you need) has no items',
  );
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('listitem').filter({ has: text })).toContainText(
    'Property 2 (Where they work) has no text',
  );
  await expect(page).toHaveURL(new RegExp(`/admin/careers/${career.id}$`));
  expect(await careerRow(career.id)).toMatchObject({ version: 1, properties: [] });
});

test('the public career page leaves out properties stored empty: no heading stands over nothing', async ({
  page,
  request,
}) => {
  const career = await ownCareer('Old empty', { published: true });
  // As a career saved before the check could be stored: an empty list, a list of blank lines, a section with a
  // title and a blank body, beside one list and one section that hold something.
  await db().query(`UPDATE careers SET properties = $2::jsonb WHERE id = $1`, [
    career.id,
    JSON.stringify([
      { type: 'list', list_type: 'bullets', content: [] },
      { type: 'list', list_type: 'numeric', header: 'Skills you need', content: ['', '  '] },
      { type: 'title_body', header: 'Where they work', body: '  \n ' },
      { type: 'title_body', header: 'A day at work', body: 'Meetings, then the real work.' },
      { type: 'list', list_type: 'bullets', header: 'Subjects', content: ['Mathematics', ' '] },
    ]),
  ]);
  // Each API process reloads the published catalogue within a second of a change.
  await expect
    .poll(async () => {
      const res = await request.get(`/api/platform/careers/${career.id}`);
      return res.ok() ? ((await res.json()) as { public: { properties: unknown[] } }).public.properties.length : -1;
    })
    .toBeGreaterThan(0);

  await page.goto(`/careers/${career.id}`);
  await expect(page.getByTestId('career-name')).toHaveText(career.name);
  const properties = page.getByTestId('career-properties');
  await expect(properties.getByRole('heading', { name: 'A day at work' })).toBeVisible();
  await expect(properties.getByRole('heading', { name: 'Where they work' })).toHaveCount(0);
  await expect(properties.getByRole('heading', { name: 'Skills you need' })).toHaveCount(0);
  // The one list that holds something is the one under the spec's heading, with its one item.
  await expect(properties.getByTestId('career-property-list')).toHaveCount(1);
  await expect(properties.getByRole('heading', { name: EXPLORE_HEADING })).toHaveCount(1);
  await expect(properties.getByTestId('career-property-list').getByRole('listitem')).toHaveText(['Mathematics']);
  // Every heading of the content has something after it.
  for (const section of await properties.locator('section').all())
    await expect(section.locator('li, p').first()).toBeVisible();
});
