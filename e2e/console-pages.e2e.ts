import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '../libs/contracts/src/admin/permissions';
import { CERTIFICATION_COURSE_ID } from '../libs/contracts/src/catalogue';
import { png } from '../test/support/media-samples';
import {
  careerRow,
  consoleLogin,
  fitsWidth,
  listCalls,
  ownCareer,
  publicPageOf,
  recordStaffCalls,
  sidebar,
  unique,
} from './console-pages-support';
import { db } from './db';
import { expect, test } from './fixtures';

/**
 * Issue 11, the console's catalogue pages (careers, fields, courses, reviews) in Chromium against the real staff API
 * and the run's seeded database: lists with search, filters, sort and paging in the ra-data-simple-rest dialect,
 * the career form (every property, prices in rupees, a logo upload, Clone), the publish toggle as the public site
 * sees it, a second editor's stale save (409), the API's own field errors (400), the course and the reviews.
 * Other specs run beside these on the same database: each test makes its own careers and review; the one course is
 * edited only where no other spec looks (its actual and early-bird prices, a module's text) and put back.
 */

// Every test makes what it needs: they run side by side, as they do beside the other specs.
test.describe.configure({ mode: 'parallel' });

// The career form warns of unsaved changes in a dialog: none may come up after a save (Playwright would dismiss it,
// cancelling the page's move to where the save leads).
let dialogs: string[] = [];
test.beforeEach(({ page }) => {
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});
test.afterEach(() => expect(dialogs, 'dialogs the pages opened').toEqual([]));

/** The careers list, with whatever list parameters it keeps in its address. */
const CAREER_LIST = /\/admin\/careers(\?.*)?$/;
const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();
const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Name' }).first();
const rows = (page: Page) => page.locator('tbody tr');
/** The text of one column of the list's rows, in order (react-admin classes each cell by its source). */
const column = (page: Page, source: string) => page.locator(`tbody td.column-${source}`).allInnerTexts();

async function searchCareers(page: Page, text: string) {
  await page.getByPlaceholder('Search').fill(text);
}

/**
 * A second editor (the admin), in a browser context of their own: their own session. The fixtures' policy guard
 * watches the test's own context only, so this one listens for violations itself.
 */
async function secondEditor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await consoleLogin(page, 'admin');
  return {
    page,
    close: async () => {
      await context.close();
      expect(violations, 'Content-Security-Policy violations of the second editor').toEqual([]);
    },
  };
}

test.describe('careers', () => {
  test('the list searches, filters by field and state, sorts by name and pages, in the dialect', async ({ page }) => {
    const token = unique();
    const alpha = await ownCareer(`List ${token} Alpha`, { field: 'Science', published: true, sellingPaise: 299_900 });
    const beta = await ownCareer(`List ${token} Beta`, { field: 'Arts' });
    const gamma = await ownCareer(`List ${token} Gamma`, { field: 'Arts', published: true });
    const calls = recordStaffCalls(page);
    await consoleLogin(page, 'content');
    await sidebar(page).getByRole('menuitem', { name: 'Careers' }).click();

    // The first page: 25 careers by name, the total from Content-Range.
    await expect(rows(page)).toHaveCount(25);
    const first = listCalls(calls, 'careers')[0];
    expect(first.query.get('sort')).toBe('["name","ASC"]');
    expect(first.query.get('range')).toBe('[0,24]');
    const names = await column(page, 'name');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const { rows: counted } = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM careers');
    const range = page.getByText(/^1-25 of \d+$/);
    await expect(range).toBeVisible();
    const total = Number(/of (\d+)/.exec(await range.innerText())![1]);
    // Other specs add careers meanwhile: at least those counted before.
    expect(total).toBeGreaterThanOrEqual(counted[0].n);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByText(/^26-\d+ of \d+$/)).toBeVisible();
    // The range moves at once; the rows stay the first page's until the second arrives.
    await expect.poll(async () => (await column(page, 'name'))[0]).not.toBe(names[0]);
    expect(listCalls(calls, 'careers').at(-1)!.query.get('range')).toBe('[25,49]');
    const second = await column(page, 'name');
    expect(second[0].localeCompare(names.at(-1)!, 'en', { sensitivity: 'base' })).toBeGreaterThanOrEqual(0);

    // Search: a case-insensitive piece of the name finds the three, by name, with the price in rupees.
    await searchCareers(page, `list ${token}`);
    await expect(page.getByText('1-3 of 3')).toBeVisible();
    expect(await column(page, 'name')).toEqual([alpha.name, beta.name, gamma.name]);
    expect(listCalls(calls, 'careers').at(-1)!.query.get('filter')).toBe(JSON.stringify({ q: `list ${token}` }));
    expect(listCalls(calls, 'careers').at(-1)!.query.get('range')).toBe('[0,24]');
    const alphaRow = rows(page).filter({ hasText: alpha.name });
    await expect(alphaRow.locator('td.column-sellingPrice')).toHaveText('₹2,999.00');
    await expect(alphaRow.locator('td.column-fieldName')).toHaveText('Science');
    await expect(alphaRow.locator('td.column-published')).toHaveText('Published');
    await expect(rows(page).filter({ hasText: beta.name }).locator('td.column-published')).toHaveText('Draft');

    // Sort: the name's header turns the order round.
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect.poll(() => column(page, 'name')).toEqual([gamma.name, beta.name, alpha.name]);
    expect(listCalls(calls, 'careers').at(-1)!.query.get('sort')).toBe('["name","DESC"]');

    // Filter by field, from the field picker.
    await page.getByRole('combobox', { name: 'Field' }).click();
    await page.getByRole('option', { name: 'Arts' }).click();
    await expect.poll(() => column(page, 'name')).toEqual([gamma.name, beta.name]);
    expect(JSON.parse(listCalls(calls, 'careers').at(-1)!.query.get('filter')!)).toEqual({
      q: `list ${token}`,
      fieldId: beta.fieldId,
    });

    // And by state: the drafts of Arts.
    await page.getByRole('combobox', { name: 'Published' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await expect.poll(() => column(page, 'name')).toEqual([beta.name]);
    expect(JSON.parse(listCalls(calls, 'careers').at(-1)!.query.get('filter')!)).toEqual({
      q: `list ${token}`,
      fieldId: beta.fieldId,
      published: false,
    });
  });

  test('create a career with every property and its prices in rupees, then Clone it', async ({ page }) => {
    const name = `Zz Pages Pilot ${unique()}`;
    const calls = recordStaffCalls(page);
    await consoleLogin(page, 'content');
    await sidebar(page).getByRole('menuitem', { name: 'Careers' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/admin\/careers\/create$/);

    await nameInput(page).fill(name);
    // The field picker asks for up to 100 fields by name, and offers every one.
    await page.getByRole('combobox', { name: 'Field' }).click();
    const { rows: fields } = await db().query<{ name: string }>('SELECT name FROM fields');
    // (The empty choice first: no field yet.)
    const options = page.getByRole('option').filter({ hasText: /\S/ });
    await expect(options).toHaveText(
      fields.map((f) => f.name).sort((a, b) => a.localeCompare(b)),
      { useInnerText: true },
    );
    const fieldsCall = listCalls(calls, 'fields').at(-1)!;
    expect(fieldsCall.query.get('range')).toBe('[0,99]');
    expect(fieldsCall.query.get('sort')).toBe('["name","ASC"]');
    await page.getByRole('option', { name: 'Science' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Flies aircraft and keeps them safe.');
    await page.getByRole('textbox', { name: 'Other names (searched too)' }).fill('Aviator\n\nCommercial pilot');

    // Bytes of its own (padding of a random length): an upload of the same bytes as another spec's would be one file.
    const bytes = png(1 + Math.floor(Math.random() * 4096));
    await page.getByTestId('logo-file').setInputFiles({ name: 'pilot.png', mimeType: 'image/png', buffer: bytes });
    await expect(page.getByTestId('logo-url')).toHaveValue(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    await expect(page.getByTestId('logo-preview')).toBeVisible();
    const logo = await page.getByTestId('logo-url').inputValue();
    await page.getByRole('textbox', { name: 'Logo background' }).fill('#0F766E');

    await page.getByRole('spinbutton', { name: 'Actual price (₹)' }).fill('5000');
    await page.getByRole('spinbutton', { name: 'Selling price (₹)' }).fill('3000.50');
    await page.getByLabel('Trial ("Try it" ribbon)').check();

    // Two properties: a numbered list with a heading, and a title with its paragraph.
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('combobox', { name: 'List style' }).click();
    await page.getByRole('option', { name: 'Numbered' }).click();
    await page.getByRole('textbox', { name: 'Heading (optional)' }).fill('What will you explore');
    await page.getByRole('textbox', { name: 'Items' }).fill('Flying\nLanding\n');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('combobox', { name: 'Kind' }).nth(1).click();
    await page.getByRole('option', { name: 'Title and text' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Where pilots work');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Airlines, the air force and flying schools.');

    await page.getByRole('spinbutton', { name: 'Display order' }).fill('7');
    await save(page);
    await expect(page).toHaveURL(/\/admin\/careers\/[0-9a-f-]{36}$/);
    const id = /careers\/([0-9a-f-]{36})$/.exec(page.url())![1];

    const slug = name.toLowerCase().replace(/ /g, '-');
    const created = await careerRow(id);
    expect(created).toMatchObject({
      name,
      slug,
      header_description: 'Flies aircraft and keeps them safe.',
      logo,
      logo_bg: '#0F766E',
      strike_price_paise: 500_000,
      selling_price_paise: 300_050,
      trial: true,
      aliases: ['Aviator', 'Commercial pilot'],
      display_order: 7,
      published: false,
      properties: [
        { type: 'list', list_type: 'numeric', header: 'What will you explore', content: ['Flying', 'Landing'] },
        { type: 'title_body', header: 'Where pilots work', body: 'Airlines, the air force and flying schools.' },
      ],
    });
    // Only what each kind of property has (the form keeps a list's inputs while the kind is switched).
    expect(created.properties).toEqual([
      { type: 'list', list_type: 'numeric', header: 'What will you explore', content: ['Flying', 'Landing'] },
      { type: 'title_body', header: 'Where pilots work', body: 'Airlines, the air force and flying schools.' },
    ]);
    // The edit page it lands on shows what was saved, in rupees.
    await expect(page.getByRole('spinbutton', { name: 'Selling price (₹)' })).toHaveValue('3000.5');

    // Clone: a new career from this one, under a new name; the slug is made unique.
    await page.getByRole('link', { name: 'Clone' }).click();
    await expect(page).toHaveURL(/\/admin\/careers\/create\?source=/);
    await expect(nameInput(page)).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Items' })).toHaveValue('Flying\nLanding');
    await expect(page.getByRole('combobox', { name: 'Field' })).toHaveText('Science');
    await expect(page.getByTestId('logo-preview')).toBeVisible();
    await nameInput(page).fill(`${name} copy`);
    await expect(nameInput(page)).toHaveValue(`${name} copy`);
    await save(page);
    await expect.poll(() => calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/careers').length).toBe(2);
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/careers')[1].body).toMatchObject({
      name: `${name} copy`,
    });
    await expect(page).toHaveURL(/\/admin\/careers\/[0-9a-f-]{36}$/);
    const cloneId = /careers\/([0-9a-f-]{36})$/.exec(page.url())![1];
    expect(cloneId).not.toBe(id);
    const clone = await careerRow(cloneId);
    expect(clone).toMatchObject({
      ...created,
      name: `${name} copy`,
      slug: `${slug}-2`,
      version: 1,
    });
    expect((await careerRow(id)).name).toBe(name);
  });

  test("edit: the form checks with the API's schema first, the PUT carries the version, the audit log has it", async ({
    page,
    browser,
  }) => {
    const career = await ownCareer('Edit');
    const calls = recordStaffCalls(page);
    await consoleLogin(page, 'content');
    await sidebar(page).getByRole('menuitem', { name: 'Careers' }).click();
    await searchCareers(page, career.name);
    await rows(page).filter({ hasText: career.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/careers/${career.id}$`));
    await expect(nameInput(page)).toHaveValue(career.name);
    await expect(page.getByRole('spinbutton', { name: 'Selling price (₹)' })).toHaveValue('2999');

    await nameInput(page).fill('');
    await page.getByRole('textbox', { name: 'Logo background' }).fill('blue');
    await save(page);
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Logo background must be a colour like #1A73E8')).toBeVisible();
    await nameInput(page).fill(`${career.name} (edited)`);
    await page.getByRole('textbox', { name: 'Logo background' }).fill('#1A73E8');
    // The rule across two fields: it is judged once each field is right.
    await page.getByRole('spinbutton', { name: 'Selling price (₹)' }).fill('6000');
    await save(page);
    await expect(page.getByText('Selling price cannot be above the actual price')).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await page.getByRole('spinbutton', { name: 'Selling price (₹)' }).fill('1499.99');
    await save(page);
    await expect(page).toHaveURL(CAREER_LIST);
    await expect(page.getByText('Career saved')).toBeVisible();
    const [put] = calls.filter((c) => c.method === 'PUT');
    expect(put.path).toBe(`/api/admin/careers/${career.id}`);
    expect(put.body).toMatchObject({ name: `${career.name} (edited)`, version: 1, sellingPrice: 1499.99 });
    expect(await careerRow(career.id)).toMatchObject({
      name: `${career.name} (edited)`,
      logo_bg: '#1A73E8',
      selling_price_paise: 149_999,
      version: 2,
    });

    // An admin finds the change in the audit log, before and after.
    const admin = await secondEditor(browser);
    try {
      await sidebar(admin.page).getByRole('menuitem', { name: 'Audit log' }).click();
      await admin.page.getByRole('textbox', { name: 'Record id' }).fill(career.id);
      const entry = rows(admin.page).filter({ hasText: 'edit' }).filter({ hasText: 'content' });
      await expect(entry).toHaveCount(1);
      // The list re-renders as the filtered page arrives: a click on a row being replaced opens nothing, so retry.
      await expect(async () => {
        await entry.click();
        await expect(admin.page).toHaveURL(/\/admin\/audit-logs\/[0-9a-f-]{36}\/show$/, { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      const changes = admin.page.getByTestId('audit-changes');
      await expect(changes.getByRole('row').filter({ hasText: /^name/ })).toHaveText(
        new RegExp(`name\\s*"${career.name}"\\s*"${career.name} \\(edited\\)"`),
      );
      await expect(changes.getByRole('row').filter({ hasText: /^sellingPrice/ })).toHaveText(
        /sellingPrice\s*2999\s*1499\.99/,
      );
    } finally {
      await admin.close();
    }
  });

  test("the API's 400 speaks beside each field it names, nested ones included", async ({ page }) => {
    const taken = await ownCareer('Taken');
    const career = await ownCareer('Refused');
    await consoleLogin(page, 'content');
    await page.goto(`/admin/careers/${career.id}`);
    await expect(nameInput(page)).toHaveValue(career.name);

    // A well-formed slug another career has: the form lets it through, the API refuses it for that field.
    const slug = page.getByRole('textbox', { name: 'Address (slug)' });
    await slug.fill(taken.slug);
    await save(page);
    await expect(page.locator('.ra-input-slug')).toContainText('Another career has this slug');
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(new RegExp(`/admin/careers/${career.id}$`));
    expect((await careerRow(career.id)).slug).toBe(career.slug);
    await slug.fill('');

    // What the form cannot send by itself (a field deleted meanwhile, a list style of another version), put in
    // the body on its way: the API's messages land on the field picker and on the property's own input.
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('textbox', { name: 'Items' }).fill('Planning');
    let tamper: (body: { fieldId: string; properties: { list_type?: string }[] }) => void = () => undefined;
    await page.route(`**/api/admin/careers/${career.id}`, (route) => {
      const request = route.request();
      if (request.method() !== 'PUT') return route.continue();
      const body = request.postDataJSON() as Parameters<typeof tamper>[0];
      tamper(body);
      return route.continue({ postData: JSON.stringify(body) });
    });
    tamper = (body) => (body.fieldId = randomUUID());
    await save(page);
    await expect(page.locator('.ra-input-fieldId')).toContainText('Choose a field that exists');
    await expect(page.getByRole('combobox', { name: 'Field' })).toHaveAttribute('aria-invalid', 'true');

    tamper = (body) => (body.properties[0].list_type = 'stars');
    await save(page);
    const listStyle = page.getByRole('combobox', { name: 'List style' });
    await expect(listStyle).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('listitem').filter({ has: listStyle })).toContainText(
      'Invalid option: expected one of "numeric"|"bullets"',
    );
    await expect(page).toHaveURL(new RegExp(`/admin/careers/${career.id}$`));
    expect(await careerRow(career.id)).toMatchObject({ version: 1, properties: [] });
  });

  test("a second editor's stale save is refused (409) and their edit stays on screen", async ({ page, browser }) => {
    const career = await ownCareer('Conflict');
    await consoleLogin(page, 'content');
    await page.goto(`/admin/careers/${career.id}`);
    await expect(nameInput(page)).toHaveValue(career.name);

    // A second editor opens the same career in their own session.
    const other = await secondEditor(browser);
    try {
      await other.page.goto(`/admin/careers/${career.id}`);
      await expect(nameInput(other.page)).toHaveValue(career.name);

      await page.getByRole('textbox', { name: 'Description' }).fill('Saved first.');
      await save(page);
      await expect(page).toHaveURL(CAREER_LIST);

      await nameInput(other.page).fill(`${career.name} from an old read`);
      await save(other.page);
      await expect(other.page.getByText(ADMIN_MESSAGES.versionConflict)).toBeVisible();
      // The edit stays on screen, and nothing of it was written.
      await expect(other.page).toHaveURL(new RegExp(`/admin/careers/${career.id}$`));
      await expect(nameInput(other.page)).toHaveValue(`${career.name} from an old read`);
      expect(await careerRow(career.id)).toMatchObject({
        name: career.name,
        header_description: 'Saved first.',
        version: 2,
      });
    } finally {
      await other.close();
    }
  });

  test('a draft leaves the public site and comes back when published again', async ({ page, request }) => {
    const career = await ownCareer('Toggle', { published: true });
    // Each API process loads the published catalogue again within a second of a change.
    await expect.poll(() => publicPageOf(request, career.fieldId, career.name)).not.toBeNull();
    const publicPage = await publicPageOf(request, career.fieldId, career.name);
    const card = page.getByTestId('career-card').filter({ hasText: career.name });
    await page.goto(`/careers?field=${career.fieldId}&page=${publicPage}`);
    await expect(card).toBeVisible();

    await consoleLogin(page, 'content');
    await page.goto(`/admin/careers/${career.id}`);
    const published = page.getByRole('switch', { name: 'Published' });
    await expect(published).toBeChecked();
    await published.uncheck();
    await save(page);
    await expect(page).toHaveURL(CAREER_LIST);
    await searchCareers(page, career.name);
    await expect(rows(page).filter({ hasText: career.name }).locator('td.column-published')).toHaveText('Draft');

    // Gone from the field's pages and from its own address (each API process reloads within a second).
    await expect.poll(() => publicPageOf(request, career.fieldId, career.name)).toBeNull();
    await page.goto(`/careers?field=${career.fieldId}&page=${publicPage}`);
    await expect(page.getByTestId('career-card').first()).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto(`/careers/${career.id}`);
    await expect(page.getByTestId('career-not-found')).toBeVisible();

    await page.goto(`/admin/careers/${career.id}`);
    await page.getByRole('switch', { name: 'Published' }).check();
    await save(page);
    await expect(page).toHaveURL(CAREER_LIST);
    await expect.poll(() => publicPageOf(request, career.fieldId, career.name)).not.toBeNull();
    await page.goto(
      `/careers?field=${career.fieldId}&page=${await publicPageOf(request, career.fieldId, career.name)}`,
    );
    await expect(card).toBeVisible();
    await page.goto(`/careers/${career.id}`);
    await expect(page.getByTestId('career-name')).toHaveText(career.name);
  });

  test("a published career's Clone starts as a draft: the copy stays off the public site until published", async ({
    page,
    request,
  }) => {
    const career = await ownCareer('Cloned', { published: true });
    await consoleLogin(page, 'content');
    await page.goto(`/admin/careers/${career.id}`);
    await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked();
    await page.getByRole('link', { name: 'Clone' }).click();
    await expect(nameInput(page)).toHaveValue(career.name);
    await expect(page.getByRole('switch', { name: 'Published' })).not.toBeChecked();
    await nameInput(page).fill(`${career.name} copy`);
    await expect(nameInput(page)).toHaveValue(`${career.name} copy`);
    await save(page);
    await expect(page).toHaveURL(/\/admin\/careers\/[0-9a-f-]{36}$/);
    const copyId = /careers\/([0-9a-f-]{36})$/.exec(page.url())![1];
    expect(await careerRow(copyId)).toMatchObject({ name: `${career.name} copy`, published: false, version: 1 });
    // The original is still listed; the copy is not, and its own address says so.
    await expect.poll(() => publicPageOf(request, career.fieldId, career.name)).not.toBeNull();
    expect(await publicPageOf(request, career.fieldId, `${career.name} copy`)).toBeNull();
    expect((await request.get(`/api/platform/careers/${copyId}`)).status()).toBe(404);
  });

  test('counsellors read careers: no create, no edit, the row opens the read-only page', async ({ page }) => {
    const career = await ownCareer('Read');
    const calls = recordStaffCalls(page);
    await consoleLogin(page, 'counsellor');
    await sidebar(page).getByRole('menuitem', { name: 'Careers' }).click();
    await searchCareers(page, career.name);
    const row = rows(page).filter({ hasText: career.name });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/admin/careers/${career.id}/show$`));
    await expect(page.getByText(`What ${career.name} does all day.`)).toBeVisible();
    await expect(page.getByText('₹4,999.00')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Clone' })).toHaveCount(0);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });
});

test('fields: listed by name with their careers, a row opens the field', async ({ page }) => {
  const calls = recordStaffCalls(page);
  await consoleLogin(page, 'content');
  await sidebar(page).getByRole('menuitem', { name: 'Fields' }).click();
  const { rows: fields } = await db().query<{ id: string; name: string }>('SELECT id, name FROM fields');
  const byName = fields.map((f) => f.name).sort((a, b) => a.localeCompare(b));
  await expect.poll(() => column(page, 'name')).toEqual(byName);
  expect(listCalls(calls, 'fields')[0].query.get('sort')).toBe('["name","ASC"]');
  expect(listCalls(calls, 'fields')[0].query.get('range')).toBe('[0,24]');
  // Every seeded field has careers (other specs add theirs, never take any away).
  for (const count of await column(page, 'careerCount')) expect(Number(count)).toBeGreaterThan(0);

  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect.poll(() => column(page, 'name')).toEqual([...byName].reverse());
  expect(listCalls(calls, 'fields').at(-1)!.query.get('sort')).toBe('["name","DESC"]');

  const science = fields.find((f) => f.name === 'Science')!;
  await rows(page).filter({ hasText: 'Science' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/fields/${science.id}$`));
  await expect(nameInput(page)).toHaveValue('Science');
});

interface CourseRow {
  title: string;
  strike_price_paise: number;
  early_bird_price_paise: number;
  regular_price_paise: number;
  starts_on: string | null;
  modules: { title: string; description: string }[];
}

const courseRow = async () =>
  (
    await db().query<CourseRow>(
      `SELECT title, strike_price_paise, early_bird_price_paise, regular_price_paise, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, modules
         FROM courses WHERE id = $1`,
      [CERTIFICATION_COURSE_ID],
    )
  ).rows[0];

test('the course: prices in rupees, its date kept, a module reworded, then put back', async ({ page }) => {
  // Other specs read the title, the regular price, the start date and the number of modules: those stay.
  const before = await courseRow();
  const module = `${before.modules[3].description} (${unique()})`;
  try {
    const calls = recordStaffCalls(page);
    await consoleLogin(page, 'content');
    await sidebar(page).getByRole('menuitem', { name: 'Certification course' }).click();
    const row = rows(page).filter({ hasText: before.title });
    await expect(row).toHaveCount(1);
    expect(listCalls(calls, 'courses')[0].query.get('sort')).toBe('["title","ASC"]');
    await expect(row.locator('td.column-regularPrice')).toHaveText(
      `₹${(before.regular_price_paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    await expect(row.locator('td.column-startsOn')).toHaveText('2 Jun 2027');
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/admin/courses/${CERTIFICATION_COURSE_ID}$`));
    await expect(page.getByLabel('Starts on')).toHaveValue(before.starts_on!);
    await expect(page.getByRole('textbox', { name: 'Module title' })).toHaveCount(before.modules.length);

    await page.getByRole('spinbutton', { name: 'Actual price (₹)' }).fill('5999');
    await page.getByRole('spinbutton', { name: 'Early-bird price (₹)' }).fill('1999.5');
    await page.getByRole('textbox', { name: 'Module description' }).nth(3).fill(module);
    await save(page);
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await expect(row.locator('td.column-earlyBirdPrice')).toHaveText('₹1,999.50');
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      strikePrice: 5999,
      earlyBirdPrice: 1999.5,
      startsOn: before.starts_on,
      version: expect.any(Number),
    });
    expect(await courseRow()).toEqual({
      ...before,
      strike_price_paise: 599_900,
      early_bird_price_paise: 199_950,
      modules: before.modules.map((m, i) => (i === 3 ? { ...m, description: module } : m)),
    });

    // The public course page shows them (its answers are cached for a few seconds).
    await expect(async () => {
      await page.goto('/career-counsellor');
      await expect(page.getByTestId('course-module').nth(3)).toContainText(module, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('early-bird-price')).toContainText('₹1,999.50');
    await expect(page.getByTestId('course-strike-price')).toContainText('₹5,999');

    // Put back, through the console too.
    await page.goto(`/admin/courses/${CERTIFICATION_COURSE_ID}`);
    await page.getByRole('spinbutton', { name: 'Actual price (₹)' }).fill(String(before.strike_price_paise / 100));
    await page
      .getByRole('spinbutton', { name: 'Early-bird price (₹)' })
      .fill(String(before.early_bird_price_paise / 100));
    await page.getByRole('textbox', { name: 'Module description' }).nth(3).fill(before.modules[3].description);
    await save(page);
    await expect(page).toHaveURL(/\/admin\/courses$/);
    expect(await courseRow()).toEqual(before);
  } finally {
    const now = await courseRow();
    if (JSON.stringify(now) !== JSON.stringify(before))
      await db().query(
        `UPDATE courses SET strike_price_paise = $2, early_bird_price_paise = $3, modules = $4 WHERE id = $1`,
        [
          CERTIFICATION_COURSE_ID,
          before.strike_price_paise,
          before.early_bird_price_paise,
          JSON.stringify(before.modules),
        ],
      );
  }
});

test('reviews: by display order and paged; a new hidden review is shown on the public page, then hidden', async ({
  page,
}) => {
  const name = `Zz Reviewer ${unique()}`;
  const text = `The console test's own review, ${unique()}.`;
  const calls = recordStaffCalls(page);
  await consoleLogin(page, 'content');
  await sidebar(page).getByRole('menuitem', { name: 'Reviews' }).click();
  await expect(rows(page)).toHaveCount(25);
  expect(listCalls(calls, 'reviews')[0].query.get('sort')).toBe('["sortOrder","ASC"]');
  expect(listCalls(calls, 'reviews')[0].query.get('range')).toBe('[0,24]');
  const order = (await column(page, 'sortOrder')).map(Number);
  expect(order).toEqual([...order].sort((a, b) => a - b));

  // A review of its own, hidden to start with: the public page (which other specs count) does not change.
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Review' }).fill(text);
  await page.getByRole('spinbutton', { name: 'Rating' }).fill('4.25');
  await page.getByLabel('Hidden').check();
  await page.getByRole('spinbutton', { name: 'Display order' }).fill('100000');
  await save(page);
  await expect(page).toHaveURL(/\/admin\/reviews$/);

  // Last by display order: on the last page.
  const { rows: counted } = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM reviews');
  await expect(page.getByText(`1-25 of ${counted[0].n}`)).toBeVisible();
  const last = Math.ceil(counted[0].n / 25);
  await page.getByRole('button', { name: `Go to page ${last}` }).click();
  const mine = rows(page).filter({ hasText: name });
  await expect(mine).toContainText('Hidden');
  expect(listCalls(calls, 'reviews').at(-1)!.query.get('range')).toBe(`[${(last - 1) * 25},${last * 25 - 1}]`);
  await expect(mine.locator('td.column-rating')).toHaveText('4.25');

  const publicReview = page.getByTestId('review').filter({ hasText: text });
  await mine.getByTestId('review-show').click();
  await expect(page.getByText('Review shown on the public page')).toBeVisible();
  await expect(mine).toContainText('Shown');
  await expect(async () => {
    await page.goto('/career-counsellor');
    await expect(publicReview).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(publicReview).toContainText(name);

  await page.goBack();
  await expect(mine).toContainText('Shown');
  await mine.getByTestId('review-hide').click();
  await expect(page.getByText('Review hidden from the public page')).toBeVisible();
  await expect(mine).toContainText('Hidden');
  expect(calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { hidden: boolean }).hidden)).toEqual([
    false,
    true,
  ]);
  await expect(async () => {
    await page.goto('/career-counsellor');
    await expect(page.getByTestId('review').first()).toBeVisible({ timeout: 1_000 });
    await expect(publicReview).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});

/** The element is on screen from side to side: not pushed off to the right or clipped by a scrolling table. */
async function fitsAcross(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { left: rect.left, right: rect.right };
  });
  return box.left >= 0 && box.right <= page.viewportSize()!.width;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
]) {
  test(`at ${viewport.width} px the catalogue pages fit beside the menu`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const career = await ownCareer(`Fit ${viewport.width}`);
    await consoleLogin(page, 'content');
    // Each page and what sits furthest right on it: a list's last column, a form's widest row.
    const pages: [path: string, rightmost: (p: Page) => Locator][] = [
      ['/admin/careers', (p) => p.getByRole('columnheader', { name: 'Updated' })],
      [`/admin/careers/${career.id}`, (p) => p.getByRole('button', { name: 'Upload logo' })],
      ['/admin/careers/create', (p) => p.getByRole('textbox', { name: 'Description' })],
      ['/admin/fields', (p) => p.getByRole('columnheader', { name: 'Careers' })],
      ['/admin/courses', (p) => p.getByRole('columnheader', { name: 'Starts on' })],
      [`/admin/courses/${CERTIFICATION_COURSE_ID}`, (p) => p.getByRole('textbox', { name: 'Title', exact: true })],
      ['/admin/reviews', (p) => p.getByRole('button', { name: 'Hide' }).first()],
    ];
    for (const [path, rightmost] of pages) {
      await page.goto(path);
      expect(await fitsAcross(page, rightmost(page)), `${path} is cut off at ${viewport.width} px`).toBe(true);
      await expect(sidebar(page).getByRole('menuitem', { name: 'Careers' })).toBeInViewport();
      expect(await fitsWidth(page), `${path} scrolls sideways at ${viewport.width} px`).toBe(true);
    }
  });
}
