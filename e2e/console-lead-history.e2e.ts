import { consoleLogin, counsellorsLead } from './console-pages-support';
import { expect, test } from './fixtures';

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
  const { id: leadId } = await counsellorsLead(request, 'Farhan Qureshi');

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
