import type { Page, Route } from '@playwright/test';
import { ADMIN_MESSAGES } from '../libs/contracts/src/admin/permissions';
import { expect, test } from './fixtures';

/**
 * The console's pages in Chromium, under the policy the API sends for /admin/, against the staff API's dialect
 * (ra-data-simple-rest: sort/range/filter as JSON, Content-Range, PUT with `version`, 400 field errors, 409).
 * Sign-in is the real one; /api/admin/* answers from an in-memory stand-in written to the documented dialect, so
 * the pages are checked on their own while the real endpoints are built. The journeys against the real API are
 * in the staff API's own specs.
 */

const DEMO_PASSWORD = 'Demo@12345';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const DOCTOR = uuid(10);

type Row = Record<string, unknown> & { id: string };

/** The stand-in staff API: one table per resource, the dialect's answers, and what it was asked. */
class FakeAdminApi {
  readonly calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  /** The next write answers this (status and body) instead of succeeding. */
  failNextWrite: { status: number; body: unknown } | null = null;
  private seq = 100;
  readonly tables: Record<string, Row[]> = {
    fields: [
      { id: uuid(1), name: 'Science', sortOrder: 0, careerCount: 1, version: 1 },
      { id: uuid(2), name: 'Commerce', sortOrder: 1, careerCount: 0, version: 1 },
    ],
    careers: [
      {
        id: DOCTOR,
        name: 'Doctor',
        slug: 'doctor',
        fieldId: uuid(1),
        fieldName: 'Science',
        headerDescription: 'Diagnoses and treats illness.',
        logo: '/media/brand/logo.svg',
        logoBg: '#E3F2FD',
        strikePrice: 4999,
        sellingPrice: 2999,
        trial: false,
        properties: [
          { type: 'list', list_type: 'bullets', header: 'What you will explore', content: ['Anatomy', 'Surgery'] },
          { type: 'title_body', header: 'Where doctors work', body: 'Hospitals and clinics.' },
        ],
        aliases: ['MBBS'],
        displayOrder: 1,
        published: true,
        hasPublishedContent: true,
        version: 3,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
      },
    ],
    courses: [
      {
        id: uuid(20),
        title: 'Certified Career Counsellor',
        strikePrice: 50000,
        earlyBirdPrice: 20000,
        regularPrice: 30000,
        startsOn: '2027-06-02',
        modules: [{ title: 'Foundations', description: 'What counselling is.' }],
        version: 1,
      },
    ],
    reviews: [
      {
        id: uuid(30),
        name: 'Asha',
        text: 'A course worth taking.',
        rating: 4.5,
        hidden: false,
        sortOrder: 0,
        version: 1,
      },
    ],
    media: [
      {
        id: uuid(40),
        url: '/media/brand/logo.svg',
        kind: 'image',
        contentType: 'image/svg+xml',
        bytes: 2048,
        originalName: 'logo.svg',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    'audit-logs': [
      {
        id: uuid(50),
        at: '2026-01-03T10:00:00.000Z',
        userId: uuid(99),
        username: 'content',
        role: 'content_editor',
        action: 'edit',
        resource: 'careers',
        resourceId: DOCTOR,
        before: { name: 'Doctr' },
        after: { name: 'Doctor' },
        ip: '127.0.0.1',
      },
    ],
  };

  async install(page: Page) {
    await page.route('**/api/admin/**', (route) => this.answer(route));
  }

  writes(method: string, resource: string) {
    return this.calls.filter((c) => c.method === method && c.path.startsWith(`/api/admin/${resource}`));
  }

  private async answer(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    const raw = request.postData();
    const body = raw && request.headers()['content-type']?.includes('json') ? (JSON.parse(raw) as unknown) : raw;
    this.calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const json = (payload: unknown, status = 200, headers: Record<string, string> = {}) =>
      route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(payload) });
    const [, resource, id] = /^\/api\/admin\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname) ?? [];
    const rows = this.tables[resource ?? ''];
    if (!rows) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    if (!request.headers()['authorization']) return json({ statusCode: 401, message: 'Unauthorized' }, 401);
    if (method !== 'GET' && this.failNextWrite) {
      const { status, body: failure } = this.failNextWrite;
      this.failNextWrite = null;
      return json(failure, status);
    }
    if (method === 'GET' && !id) {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { id?: string[] };
      const [start, end] = JSON.parse(url.searchParams.get('range') ?? '[0,9]') as [number, number];
      const list = filter.id ? rows.filter((r) => filter.id!.includes(r.id)) : rows;
      const slice = list.slice(start, end + 1);
      return json(slice, 200, { 'Content-Range': `${resource} ${start}-${start + slice.length - 1}/${list.length}` });
    }
    const index = rows.findIndex((r) => r.id === id);
    if (method === 'GET') return index < 0 ? json({ statusCode: 404 }, 404) : json(rows[index]);
    if (method === 'POST' && resource === 'media') {
      const row = { ...rows[0], id: uuid(this.seq++), url: '/media/brand/favicon.svg', originalName: 'upload.svg' };
      rows.unshift(row);
      return json({ id: row.id, url: row.url }, 201);
    }
    if (method === 'POST') {
      const row = { ...(body as Row), id: uuid(this.seq++), version: 1 };
      rows.push(row);
      return json(row, 201);
    }
    if (method === 'PUT') {
      const sent = body as Row;
      if (sent.version !== rows[index].version)
        return json({ statusCode: 409, code: 'VERSION_CONFLICT', message: 'Stale version' }, 409);
      rows[index] = { ...rows[index], ...sent, id: id, version: (sent.version as number) + 1 };
      return json(rows[index]);
    }
    return json({ statusCode: 405 }, 405);
  }
}

async function signIn(page: Page, username: string) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-role')).toBeVisible();
}

const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();
const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Name' }).first();

test.describe('content editors', () => {
  let api: FakeAdminApi;
  test.beforeEach(async ({ page }) => {
    api = new FakeAdminApi();
    await api.install(page);
    await signIn(page, 'content');
  });

  test('list careers with search, sort and paging in the dialect, and the price in rupees', async ({ page }) => {
    await page.getByRole('menuitem', { name: 'Careers' }).click();
    await expect(page.getByRole('cell', { name: 'Doctor' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '₹2,999.00' })).toBeVisible();
    await page.getByPlaceholder('Search').fill('doc');
    await expect.poll(() => api.calls.some((c) => c.query.get('filter') === '{"q":"doc"}')).toBe(true);
    const list = api.calls.find((c) => c.path === '/api/admin/careers' && c.query.get('range'))!;
    expect(list.query.get('sort')).toBe('["name","ASC"]');
    expect(list.query.get('range')).toBe('[0,24]');
  });

  test("edit a career: the PUT carries the version; the API's schema speaks in the form", async ({ page }) => {
    await page.goto(`/admin/careers/${DOCTOR}`);
    await nameInput(page).fill('');
    await page.getByRole('textbox', { name: 'Logo background' }).fill('blue');
    await save(page);
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Logo background must be a colour like #1A73E8')).toBeVisible();
    expect(api.writes('PUT', 'careers')).toHaveLength(0);

    await nameInput(page).fill('Doctor (MBBS)');
    await page.getByRole('textbox', { name: 'Logo background' }).fill('#E3F2FD');
    await save(page);
    await expect(page).toHaveURL(/\/admin\/careers$/);
    const [put] = api.writes('PUT', 'careers');
    expect(put.body).toMatchObject({ name: 'Doctor (MBBS)', version: 3, properties: expect.any(Array) });
  });

  test("a 400's field errors show beside the fields, a stale version says so", async ({ page }) => {
    await page.goto(`/admin/careers/${DOCTOR}`);
    await nameInput(page).fill('Doctor X');
    api.failNextWrite = {
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Slug is taken',
        errors: [{ field: 'slug', message: 'Slug is taken' }],
      },
    };
    await save(page);
    await expect(page.getByText('Slug is taken')).toBeVisible();
    api.failNextWrite = {
      status: 409,
      body: { statusCode: 409, code: 'VERSION_CONFLICT', message: 'Stale version' },
    };
    await save(page);
    await expect(page.getByText(ADMIN_MESSAGES.versionConflict)).toBeVisible();
  });

  test('create a career with an uploaded logo and a list property, then clone it', async ({ page }) => {
    await page.goto('/admin/careers/create');
    await nameInput(page).fill('Pilot');
    await page.getByLabel('Field').click();
    await page.getByRole('option', { name: 'Science' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Flies aircraft.');
    await page.getByTestId('logo-file').setInputFiles({
      name: 'pilot.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(page.getByTestId('logo-url')).toHaveValue('/media/brand/favicon.svg');
    await expect(page.getByTestId('logo-preview')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Actual price (₹)' }).fill('5000');
    await page.getByRole('spinbutton', { name: 'Selling price (₹)' }).fill('3000.50');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('textbox', { name: 'Items' }).fill('Flying\nLanding\n');
    await save(page);
    await expect(page).toHaveURL(/\/admin\/careers\/[0-9a-f-]{36}$/);

    const upload = api.writes('POST', 'media')[0];
    expect(String(upload.body)).toContain('name="file"');
    const [post] = api.writes('POST', 'careers');
    expect(post.body).toEqual({
      name: 'Pilot',
      fieldId: uuid(1),
      headerDescription: 'Flies aircraft.',
      logo: '/media/brand/favicon.svg',
      logoBg: '#1E3A8A',
      strikePrice: 5000,
      sellingPrice: 3000.5,
      trial: false,
      published: false,
      displayOrder: 0,
      aliases: [],
      properties: [{ type: 'list', list_type: 'bullets', content: ['Flying', 'Landing'] }],
    });

    await page.getByRole('link', { name: 'Clone' }).click();
    await expect(page).toHaveURL(/\/admin\/careers\/create/);
    await expect(nameInput(page)).toHaveValue('Pilot');
  });

  test('edit the course, hide a review, upload media', async ({ page }) => {
    await page.goto('/admin/courses');
    await page.getByRole('cell', { name: 'Certified Career Counsellor' }).click();
    await page.getByRole('spinbutton', { name: 'Regular price (₹)' }).fill('25000');
    await save(page);
    await expect(page).toHaveURL(/\/admin\/courses$/);
    expect(api.writes('PUT', 'courses')[0].body).toMatchObject({ regularPrice: 25000, version: 1 });

    await page.goto('/admin/reviews');
    await page.getByTestId('review-hide').click();
    await expect(page.getByText('Review hidden from the public page')).toBeVisible();
    expect(api.writes('PUT', 'reviews')[0].body).toMatchObject({ hidden: true, version: 1, name: 'Asha' });

    await page.goto('/admin/media');
    await page.getByTestId('media-file').setInputFiles({
      name: 'upload.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(page.getByRole('cell', { name: 'upload.svg' })).toBeVisible();
  });
});

test('admins read the audit log with its filters and each change before and after', async ({ page }) => {
  const api = new FakeAdminApi();
  await api.install(page);
  await signIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await page.getByLabel('From').fill('2026-01-01T10:00');
  await expect
    .poll(() => api.calls.some((c) => (c.query.get('filter') ?? '').includes('"at_gte":"2026-01-01T')))
    .toBe(true);
  // The list re-renders as the filtered page arrives: a click on a row being replaced opens nothing, so retry.
  await expect(async () => {
    await page.getByRole('cell', { name: 'careers' }).click();
    await expect(page).toHaveURL(/\/admin\/audit-logs\/[0-9a-f-]{36}\/show$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const changes = page.getByTestId('audit-changes');
  await expect(changes.getByRole('row').nth(1)).toHaveText(/name\s*"Doctr"\s*"Doctor"/);
});

test('counsellors read careers: no create, no edit, the row opens the read-only page', async ({ page }) => {
  const api = new FakeAdminApi();
  await api.install(page);
  await signIn(page, 'counsellor');
  await page.getByRole('menuitem', { name: 'Careers' }).click();
  await expect(page.getByRole('cell', { name: 'Doctor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await page.getByRole('cell', { name: 'Doctor' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/careers/${DOCTOR}/show$`));
  await expect(page.getByText('Diagnoses and treats illness.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Clone' })).toHaveCount(0);
  expect(api.calls.every((c) => c.method === 'GET')).toBe(true);
});
