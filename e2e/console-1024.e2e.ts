import { randomUUID } from 'node:crypto';
import { dbUser } from './assessment-support';
import { consoleLogin } from './console-pages-support';
import { db } from './db';
import { expect, test, type Page } from './fixtures';
import { uniqueName } from './support';

/**
 * Issue 24, item 9: the console fits a 1024 px screen (a school office's or a counsellor's laptop). Every list
 * scrolls sideways inside its own table, never the page; the columns staff look for first are in sight without
 * scrolling; and the last column can be scrolled to inside the table, so nothing is cut off.
 */
test.use({ viewport: { width: 1024, height: 768 } });

/** Each list an admin opens, with the column headers that must be in sight as the page opens. */
const LISTS: { path: string; key: string[] }[] = [
  { path: 'orders', key: ['Placed', 'Buyer', 'Status', 'Total'] },
  { path: 'users', key: ['Name', 'Username', 'E-mail', 'Role'] },
  { path: 'leads', key: ['Name', 'Email', 'Status'] },
  { path: 'mails', key: ['To', 'Subject', 'State'] },
  { path: 'audit-logs', key: ['When', 'Who', 'Action', 'Resource'] },
  { path: 'careers', key: ['Name', 'Field'] },
  { path: 'career-contents', key: ['Career'] },
  { path: 'schools', key: ['Name', 'Campus id'] },
  { path: 'fields', key: ['Name'] },
  { path: 'reviews', key: ['Name'] },
];

/** Whether the document scrolls sideways (it must not), and how the table's own scroller sits in the window. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('main table, #main-content table');
    let scroller: HTMLElement | null = table?.parentElement ?? null;
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) {
      scroller = scroller.parentElement;
    }
    const box = scroller?.getBoundingClientRect();
    return {
      pageFits: document.documentElement.scrollWidth <= window.innerWidth,
      hasScroller: !!scroller && scroller !== document.documentElement && scroller !== document.body,
      scrollerInside: !!box && box.left >= 0 && box.right <= window.innerWidth + 0.5,
    };
  });
}

test('at 1024 px every list of the console scrolls inside its table, with its key columns in sight', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Records with long values in every list that could be empty in a fresh database.
  const buyer = await dbUser('widelayoutbuyerwithaverylongname');
  const email = `${buyer.username}@example.in`;
  await db().query(
    `INSERT INTO orders (user_id, status, subtotal_paise, gst_paise, total_paise, razorpay_order_id)
     VALUES ($1, 'CREATED', 99900, 17982, 117882, $2)`,
    [buyer.id, `order_${randomUUID().replace(/-/g, '')}`],
  );
  await db().query(
    `INSERT INTO mail_deliveries (key, message_id, recipient, subject, status, last_error)
     VALUES ($1, $2, $3, 'Your Disha Careers receipt and tax invoice for order 12345', 'failed', $4)`,
    [`wide-${randomUUID()}`, `<${randomUUID()}@dishacareers.in>`, email, '550 5.1.1 mailbox unavailable '.repeat(4)],
  );
  const name = uniqueName('Lakshmi Venkataraman');
  const asked = await request.post('/api/platform/demo?usertype=parent', {
    data: {
      name,
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.in`,
      mobile: `95${String(Date.now()).slice(-8)}`,
    },
  });
  expect(asked.status()).toBeLessThan(300);

  await consoleLogin(page, 'admin');
  // Reading a user's page writes the audit log, so it has a row.
  await page.goto(`/admin/users/${buyer.id}/show`);
  await expect(page.getByText(email)).toBeVisible();

  for (const { path, key } of LISTS) {
    await test.step(path, async () => {
      await page.goto(`/admin/${path}`);
      const table = page.locator('main table').first();
      await expect(table.locator('tbody tr').first()).toBeVisible();
      expect(
        await layout(page),
        `${path}: the page stays 1024 px wide and the table scrolls in a box of its own`,
      ).toEqual({
        pageFits: true,
        hasScroller: true,
        scrollerInside: true,
      });
      for (const header of key) {
        await expect(
          table.locator('thead th').filter({ hasText: header }).first(),
          `${path}: ${header}`,
        ).toBeInViewport({
          ratio: 1,
        });
      }
      // The last column is there to scroll to, inside the table, and the page still does not move sideways.
      const last = table.locator('thead th').last();
      await last.scrollIntoViewIfNeeded();
      // Whole but for a rounding of the cell's fractional width.
      await expect(last, `${path}: the last column`).toBeInViewport({ ratio: 0.99 });
      expect((await layout(page)).pageFits, `${path}: the page after scrolling the table`).toBe(true);
    });
  }
});
