import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { db } from './db';
import { uniqueName } from './support';

/**
 * What the console-pages spec stands on: signing in as the seeded staff, careers of a test's own written straight
 * to the run's database (named 'Zz Pages ...', so they sort after the demo catalogue on the public pages the other
 * specs read), and a record of the staff API calls a page made (listened to, never answered).
 */

export const DEMO_PASSWORD = 'Demo@12345';

export async function consoleLogin(page: Page, username: 'content' | 'counsellor' | 'admin'): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-role')).toBeVisible();
}

export const sidebar = (page: Page) =>
  page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Dashboard' }) });

/** A short token unique to this test, for names other tests cannot have. */
export const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

export interface StaffCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Every /api/admin request the page sends from now on, as sent (the real API answers them). */
export function recordStaffCalls(page: Page): StaffCall[] {
  const calls: StaffCall[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/admin/')) return;
    let body: unknown = request.postData();
    if (typeof body === 'string' && request.headers()['content-type']?.includes('json')) body = JSON.parse(body);
    calls.push({ method: request.method(), path: url.pathname, query: url.searchParams, body });
  });
  return calls;
}

/**
 * The list requests (GET with a range) a page made of `resource`. Not the dashboard's counts of a role's work
 * (issue 24), which read a list's total with one row (`[0,0]`) before any list page is opened.
 */
export const listCalls = (calls: StaffCall[], resource: string) =>
  calls.filter(
    (c) =>
      c.method === 'GET' &&
      c.path === `/api/admin/${resource}` &&
      c.query.has('range') &&
      c.query.get('range') !== '[0,0]',
  );

export interface OwnCareer {
  id: string;
  name: string;
  slug: string;
  fieldId: string;
  fieldName: string;
}

export async function fieldId(name: string): Promise<string> {
  const { rows } = await db().query<{ id: string }>('SELECT id FROM fields WHERE name = $1', [name]);
  if (!rows[0]) throw new Error(`no field ${name}: the seed makes Science, Commerce, Arts and Independent`);
  return rows[0].id;
}

/** A career of the test's own, as the console would have saved it. */
export async function ownCareer(
  label: string,
  options: { field?: string; published?: boolean; sellingPaise?: number; strikePaise?: number } = {},
): Promise<OwnCareer> {
  const name = `Zz Pages ${label} ${unique()}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const fieldName = options.field ?? 'Independent';
  const field = await fieldId(fieldName);
  const { rows } = await db().query<{ id: string }>(
    `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise, published)
     VALUES ($1, $2, $3, $4, '/media/brand/logo.svg', '#E3F2FD', $5, $6, $7) RETURNING id`,
    [
      slug,
      name,
      field,
      `What ${name} does all day.`,
      options.sellingPaise ?? 299_900,
      options.strikePaise ?? 499_900,
      options.published ?? false,
    ],
  );
  return { id: rows[0].id, name, slug, fieldId: field, fieldName };
}

export async function careerRow(id: string) {
  const { rows } = await db().query<{
    name: string;
    slug: string;
    field_id: string;
    header_description: string;
    logo: string;
    logo_bg: string;
    selling_price_paise: number;
    strike_price_paise: number;
    trial: boolean;
    properties: unknown[];
    aliases: string[];
    display_order: number;
    published: boolean;
    version: number;
  }>(
    `SELECT name, slug, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise, trial,
            properties, aliases, display_order, published, version
       FROM careers WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * The public catalogue's page (one-based, as /careers?page= shows it) that lists a career of `fieldId`, or null
 * when none does: what a visitor browsing the field would find. Pages are 10 careers, by display order and name.
 */
export async function publicPageOf(request: APIRequestContext, fieldId: string, name: string): Promise<number | null> {
  for (let pageNum = 0; ; pageNum++) {
    const res = await request.get(`/api/platform/careers?field=${fieldId}&pageNum=${pageNum}&num=10`);
    expect(res.status()).toBe(200);
    const [first] = (await res.json()) as { careers: { name: string }[]; totalCount: number }[];
    if (first.careers.some((c) => c.name === name)) return pageNum + 1;
    if ((pageNum + 1) * 10 >= first.totalCount) return null;
  }
}

/** No sideways scrolling: the page fits the window it is in. */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A parent's demo request; answers the lead's id once the worker has given it to the seeded counsellor. */
export async function counsellorsLead(request: APIRequestContext, who: string): Promise<{ id: string; email: string }> {
  const name = uniqueName(who);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.in`;
  const asked = await request.post('/api/platform/demo?usertype=parent', {
    data: { name, email, mobile: `9${Math.floor(Math.random() * 10)}${String(Date.now()).slice(-8)}` },
  });
  expect(asked.status()).toBeLessThan(300);
  let id = '';
  await expect
    .poll(
      async () => {
        const { rows } = await db().query<{ id: string; username: string | null }>(
          `SELECT l.id, u.username FROM leads l LEFT JOIN users u ON u.id = l.assignee_id WHERE l.email = $1`,
          [email],
        );
        id = rows[0]?.id ?? '';
        return rows[0]?.username;
      },
      { timeout: 15_000, message: 'the lead is given to the counsellor' },
    )
    .toBe('counsellor');
  return { id, email };
}
