import { db, dbUser, login } from './assessment-support';
import { expect, test, type Browser, type Page } from './fixtures';
import { buyCareer, pricedCareers, sandbox, waitForMail } from './support';

/**
 * Issue 12, orders in the console: a student buys a career in the Razorpay sandbox; an admin finds the order by
 * the buyer's e-mail and sees its Razorpay order and payment ids, the webhooks received, the enrolment and the
 * invoice, and saves the invoice's PDF.
 */

async function browserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test("an admin finds a student's order by e-mail and sees its payment, webhooks, enrolment and invoice", async ({
  browser,
  request,
}) => {
  const [career] = await pricedCareers(request, 1);
  const buyer = await dbUser('orderbuyer');
  const email = `${buyer.username}@example.in`;
  const student = await browserPage(browser);
  await login(student, buyer.username, buyer.password);
  await buyCareer(student, career._id);

  // What the platform stored, to compare with what the console shows. The invoice follows the enrolment.
  type Stored = { id: string; razorpay_order_id: string; razorpay_payment_id: string; serial: string };
  const storedOrder = async () =>
    (
      await db().query<Stored>(
        `SELECT o.id, o.razorpay_order_id, o.razorpay_payment_id, i.serial
           FROM orders o JOIN invoices i ON i.order_id = o.id WHERE o.user_id = $1`,
        [buyer.id],
      )
    ).rows[0];
  await expect.poll(storedOrder, { message: 'the invoice', timeout: 20_000 }).toBeTruthy();
  const stored = await storedOrder();

  const admin = await browserPage(browser);
  await admin.goto('/admin/login');
  await admin.getByRole('textbox', { name: 'Username' }).fill('admin');
  await admin.getByRole('textbox', { name: 'Password' }).fill('Demo@12345');
  await admin.getByTestId('login-submit').click();
  await expect(admin.getByTestId('dashboard-role')).toBeVisible();
  await admin.getByRole('menuitem', { name: 'Orders' }).click();
  await admin.getByPlaceholder('E-mail, order or Razorpay id').fill(email);
  // The search is debounced, then put in the address: a row clicked before that would be left for the filtered
  // list (and the database may hold this order alone, so the row count does not tell).
  await expect(admin).toHaveURL(new RegExp(`filter=.*${buyer.username}`));
  const rows = admin.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await rows.first().click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${stored.id}/show$`));

  await expect(admin.getByText(stored.razorpay_order_id, { exact: true })).toBeVisible();
  // The sandbox's webhooks arrive in the background: reload until both are recorded.
  await expect(async () => {
    await admin.reload();
    await expect(admin.getByTestId('order-events')).toContainText('payment.captured', { timeout: 2_000 });
    await expect(admin.getByTestId('order-events')).toContainText('order.paid', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(admin.getByText(stored.razorpay_payment_id, { exact: true }).first()).toBeVisible();
  await expect(admin.getByTestId('order-lines')).toContainText(career.name);
  await expect(admin.getByTestId('order-enrolments')).toContainText(career.name);
  await expect(admin.getByTestId('order-enrolments')).toContainText('Not started');
  await expect(admin.getByTestId('order-invoice')).toContainText(stored.serial);

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Invoice PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${stored.serial.replace(/\//g, '-')}.pdf`);

  // Opening the order was an audited read.
  const { rows: audit } = await db().query(
    `SELECT action FROM audit_log WHERE resource = 'orders' AND resource_id = $1 AND username = 'admin'`,
    [stored.id],
  );
  expect(audit.length).toBeGreaterThan(0);
});

test('an admin refunds one career of a two-career order: the buyer loses it, gets the credit note, and it is audited', async ({
  browser,
  request,
}) => {
  const [kept, refunded] = await pricedCareers(request, 2);
  const buyer = await dbUser('refundbuyer');
  const email = `${buyer.username}@example.in`;
  const student = await browserPage(browser);
  await login(student, buyer.username, buyer.password);
  for (const career of [kept, refunded]) {
    await student.goto(`/careers/${career._id}`);
    await student.getByTestId('add-to-cart').click();
    await expect(student.getByTestId('add-to-cart')).toHaveText('Added');
  }
  await student.goto('/cart');
  await student.getByTestId('cart-checkout').click();
  await student.getByTestId('checkout-pay').click();
  await sandbox(student).locator('#success').click();
  await expect(student).toHaveURL(/\/user-student\/main\/dashboard$/, { timeout: 30_000 });

  const orderId = async () =>
    (
      await db().query<{ id: string }>(
        'SELECT o.id FROM orders o JOIN invoices i ON i.order_id = o.id WHERE o.user_id = $1',
        [buyer.id],
      )
    ).rows[0]?.id;
  await expect.poll(orderId, { message: 'the invoice', timeout: 20_000 }).toBeTruthy();
  const id = await orderId();

  // The admin refunds the one career, with a reason.
  const admin = await browserPage(browser);
  await admin.goto('/admin/login');
  await admin.getByRole('textbox', { name: 'Username' }).fill('admin');
  await admin.getByRole('textbox', { name: 'Password' }).fill('Demo@12345');
  await admin.getByTestId('login-submit').click();
  await expect(admin.getByTestId('dashboard-role')).toBeVisible();
  await admin.goto(`/admin/orders/${id}/show`);
  await admin.getByTestId('order-refund').click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Chosen careers' }).check();
  await dialog.getByRole('checkbox', { name: refunded.name }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Bought by mistake, asked within a day');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(admin.getByText(/^Refund of ₹[\d,.]+ started$/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Razorpay takes it, and the credit note follows: the order's refunds show it.
  await expect(async () => {
    await admin.reload();
    await expect(admin.getByTestId('order-refunds')).toContainText(/CN\/\d{4}\/\d{6}/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(admin.getByTestId('order-lines')).toContainText('Refunded');
  const { rows: notes } = await db().query<{ serial: string }>('SELECT serial FROM credit_notes WHERE order_id = $1', [
    id,
  ]);
  expect(notes).toHaveLength(1);
  const serial = notes[0].serial;

  // The buyer's My Careers no longer has it; the other stays.
  await student.goto('/user-student/main/careers');
  await expect(student.getByTestId('my-careers-page')).toContainText(kept.name);
  await expect(student.getByTestId('my-careers-page')).not.toContainText(refunded.name);

  // The credit note is in their mailbox, and in Purchase History to download.
  const mail = await waitForMail(request, email, (m) => m.subject.includes(`credit note ${serial}`));
  expect(mail.attachments.map((a) => a.filename)).toEqual([`credit-note-${serial.replace(/\//g, '-')}.pdf`]);
  await student.goto('/user-student/main/purchase-history');
  const note = student.getByTestId('order-credit-note');
  await expect(note).toContainText(`Credit note ${serial}`);
  const [download] = await Promise.all([
    student.waitForEvent('download'),
    student.getByRole('button', { name: `Download credit note ${serial}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`credit-note-${serial.replace(/\//g, '-')}.pdf`);

  // The audit log has the refund: who, and what it gave back.
  await admin.goto(
    `/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ resourceId: id, action: 'refund' }))}`,
  );
  await expect(admin.locator('tbody tr')).toHaveCount(1);
  await expect(admin.locator('tbody tr').first()).toContainText('refund');
  const { rows: audit } = await db().query(
    `SELECT username, "after" FROM audit_log WHERE resource = 'orders' AND resource_id = $1 AND action = 'refund'`,
    [id],
  );
  expect(audit).toEqual([
    {
      username: 'admin',
      after: expect.objectContaining({ careers: [refunded.name], reason: 'Bought by mistake, asked within a day' }),
    },
  ]);
});
