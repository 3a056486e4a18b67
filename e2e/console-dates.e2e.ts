import { randomUUID } from 'node:crypto';
import { dbUser } from './assessment-support';
import { consoleLogin } from './console-pages-support';
import { db } from './db';
import { expect, test, type Page } from './fixtures';
import { uniqueName } from './support';

/**
 * Issue 24, item 8: one way to write dates and times in the console, India time whatever the browser's. The browser
 * here is in New York and speaks US English: a moment written in its zone or its month-first numbers would show
 * "12/6/2026, 3:35 PM" for what India read as 7 December, 02:05. Each record gets that instant from the database, and
 * every list and show page a staff member reads it on must say "7 Dec 2026, 02:05 IST".
 */
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

// 20:35 UTC on 6 December is 15:35 in New York the same day, and already 02:05 on 7 December in India.
const AT = '2026-12-06T20:35:00.000Z';
const SHOWN = '7 Dec 2026, 02:05 IST';
/** The console's format of any instant (India time, day first, 24-hour clock), to compare a cell with the API's value. */
function india(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${String(parts.month).slice(0, 3)} ${parts.year}, ${parts.hour}:${parts.minute} IST`;
}

async function search(page: Page, menu: string, placeholder: string, text: string) {
  await page.getByRole('menuitem', { name: menu }).click();
  await page.getByPlaceholder(placeholder).fill(text);
  // The search is debounced into the address; rows read before that are the unfiltered list's.
  await expect(page).toHaveURL(/filter=/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  return page.locator('tbody tr').first();
}

test('every list and show of the console writes times in India time, "7 Dec 2026, 02:05 IST", in a New York browser', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect(india(AT)).toBe(SHOWN);

  // A student who signed up at AT, their order placed and their e-mail made at AT.
  const student = await dbUser('datesist');
  const email = `${student.username}@example.in`;
  await db().query(`UPDATE users SET created_at = $2, birthdate = '2010-05-06' WHERE id = $1`, [student.id, AT]);
  await db().query(
    `INSERT INTO orders (user_id, status, subtotal_paise, gst_paise, total_paise, created_at)
     VALUES ($1, 'CREATED', 99900, 17982, 117882, $2)`,
    [student.id, AT],
  );
  await db().query(
    `INSERT INTO mail_deliveries (key, message_id, recipient, subject, status, created_at, updated_at, sent_at)
     VALUES ($1, $2, $3, 'Your Disha Careers receipt', 'sent', $4, $4, $4)`,
    [`dates-${randomUUID()}`, `<${randomUUID()}@dishacareers.in>`, email, AT],
  );

  // A parent's demo request that came in at AT, its timeline's request too.
  const name = uniqueName('Meera Iyer');
  const leadEmail = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.in`;
  const asked = await request.post('/api/platform/demo?usertype=parent', {
    data: { name, email: leadEmail, mobile: `97${String(Date.now()).slice(-8)}` },
  });
  expect(asked.status()).toBeLessThan(300);
  await expect
    .poll(async () => (await db().query('SELECT 1 FROM leads WHERE email = $1', [leadEmail])).rowCount)
    .toBe(1);
  await db().query(`UPDATE leads SET created_at = $2 WHERE email = $1`, [leadEmail, AT]);
  await db().query(
    `UPDATE lead_events SET at = $2 WHERE lead_id = (SELECT id FROM leads WHERE email = $1) AND kind = 'request'`,
    [leadEmail, AT],
  );

  await consoleLogin(page, 'admin');

  // Leads: the list's "Came in", the page's "Came in" and the timeline's request.
  const lead = await search(page, 'Leads', 'Search', leadEmail);
  await expect(lead.locator('td.column-createdAt')).toHaveText(SHOWN);
  await lead.click();
  await expect(page.getByTestId('lead-timeline')).toBeVisible();
  await expect(page.locator('.ra-field-createdAt')).toContainText(SHOWN);
  await expect(page.getByTestId('lead-timeline').getByRole('listitem').first()).toContainText(SHOWN);

  // Users: the list's and the page's "Signed up"; a date of birth is a day.
  const user = await search(page, 'Users', 'Name, e-mail, mobile or username', email);
  await expect(user.locator('td.column-createdAt')).toHaveText(SHOWN);
  await user.click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.locator('.ra-field-createdAt').first()).toContainText(SHOWN);
  await expect(page.locator('.ra-field-birthdate')).toContainText('6 May 2010');

  // Orders: the list's "Placed" and the page's.
  const order = await search(page, 'Orders', 'E-mail, order or Razorpay id', email);
  await expect(order.locator('td.column-createdAt')).toHaveText(SHOWN);
  await order.click();
  await expect(page.locator('.ra-field-createdAt')).toContainText(SHOWN);

  // The mail log's "Made" and the e-mail's page.
  const mail = await search(page, 'Mail log', 'Recipient', email);
  await expect(mail.locator('td.column-createdAt')).toHaveText(SHOWN);
  await mail.click();
  await expect(page.locator('.ra-field-sentAt')).toContainText(SHOWN);

  // The audit log: its newest rows (the pages just read) in the same format as the API's instants.
  const listed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/admin/audit-logs' && r.request().method() === 'GET',
  );
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  const rows = (await (await listed).json()) as { at: string }[];
  expect(rows.length).toBeGreaterThan(0);
  await expect(page.locator('tbody tr').first().locator('td.column-at')).toHaveText(india(rows[0].at));
  await expect(page.locator('tbody td.column-at').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/);
});
