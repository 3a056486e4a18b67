import { consoleLogin } from './console-pages-support';
import { db } from './db';
import { expect, test } from './fixtures';
import { uniqueName } from './support';

/**
 * Issue 24, item 10: a lead keeps its history after conversion. A counsellor schedules a parent's demo and, once it
 * has been held, marks the lead converted: the lead's page still says when the demo was and where it was held.
 */

/** A wall-clock time in India `days` from now at hh:mm, as the datetime-local input takes it. */
function indiaLocal(days: number, time: string): string {
  const date = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return `${date}T${time}`;
}

/** The console's words for India's day `days` from now: "10 Dec 2026". */
function indiaDay(days: number): string {
  const [year, month, day] = indiaLocal(days, '00:00').slice(0, 10).split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${day} ${months[month - 1]} ${year}`;
}

test("a converted lead keeps its demo's date and link", async ({ page, request }) => {
  test.setTimeout(90_000);
  const name = uniqueName('Farhan Qureshi');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.in`;
  const asked = await request.post('/api/platform/demo?usertype=parent', {
    data: { name, email, mobile: `94${String(Date.now()).slice(-8)}` },
  });
  expect(asked.status()).toBeLessThan(300);
  let leadId = '';
  await expect
    .poll(
      async () => {
        const { rows } = await db().query<{ id: string; username: string | null }>(
          `SELECT l.id, u.username FROM leads l LEFT JOIN users u ON u.id = l.assignee_id WHERE l.email = $1`,
          [email],
        );
        leadId = rows[0]?.id ?? '';
        return rows[0]?.username;
      },
      { timeout: 15_000, message: 'the lead is given to the counsellor' },
    )
    .toBe('counsellor');

  await consoleLogin(page, 'counsellor');
  await page.goto(`/admin/leads/${leadId}/show`);
  const field = (label: string) => page.locator('.ra-field').filter({ has: page.getByText(label, { exact: true }) });
  const demo = field('Demo');
  await page.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(page.getByRole('button', { name: 'Schedule demo' })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule the demo' });
  await dialog.getByLabel('Date and time (India time)').fill(indiaLocal(3, '16:30'));
  await dialog.getByRole('textbox', { name: 'Meeting link' }).fill('https://meet.example.in/history-room');
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(demo).toContainText('https://meet.example.in/history-room');

  await page.getByRole('button', { name: 'Converted' }).click();
  await expect(field('Status')).toContainText('Converted');
  // The demo stays on the lead: its date (India time) and its link.
  await expect(demo).toContainText('https://meet.example.in/history-room');
  await expect(demo).toContainText('16:30');
  await page.reload();
  await expect(field('Status')).toContainText('Converted');
  await expect(demo).toContainText(`${indiaDay(3)}, 16:30 IST · https://meet.example.in/history-room`);
  await expect(page.getByTestId('lead-timeline')).toContainText('Demo scheduled');
});
