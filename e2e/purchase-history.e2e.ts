import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { formatPrice, orderAmounts } from '../libs/contracts/src/money';
import { confirmedStudent, login, openAccountMenuByHover, pricedCareers, sandbox, waitForMail } from './support';
import { db } from './db';

const INVOICE_FILE = /^invoice-DC-\d{4}-\d{6}\.pdf$/;

test.describe('purchase history', () => {
  test('after a purchase in the sandbox, Purchase History (from the account menu) lists the order with its careers, amount and Enrolled', async ({
    page,
    request,
  }) => {
    const student = await confirmedStudent(request, 'history');
    const careers = await pricedCareers(request, 2);
    const amounts = orderAmounts(careers.map((c) => Math.round(c.public.selling_price * 100)));

    await page.goto('/auth/login');
    await page.getByTestId('input-username').fill(student.username);
    await page.getByTestId('input-password').fill(student.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('header-account')).toBeVisible();

    // Nothing bought yet: the empty state.
    // Login goes to / (spec section 8); the header is re-rendered there.
    await expect(page).toHaveURL(/\/$/);
    await openAccountMenuByHover(page);
    await page.getByTestId('account-menu-purchase-history').click();
    await expect(page).toHaveURL(/\/user-student\/main\/purchase-history$/);
    await expect(page.getByRole('heading', { name: 'Purchase History', level: 1 })).toBeVisible();
    await expect(page.getByTestId('orders-empty')).toHaveText(/You have not bought any careers yet\./);
    await expect(page.getByTestId('orders-explore')).toHaveAttribute('href', '/careers');

    for (const career of careers) {
      await page.goto(`/careers/${career._id}`);
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('add-to-cart')).toHaveText('Added');
    }
    await page.goto('/cart');
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/checkout$/);
    // The student's profile names a state (Maharashtra): checkout does not ask for the billing state.
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await expect(page.getByTestId('billing-state')).toHaveCount(0);
    await page.getByTestId('checkout-pay').click();
    await page.frameLocator('iframe[title="Razorpay sandbox checkout"]').locator('#success').click();
    await expect(page).toHaveURL(/\/user-student\/main\/dashboard$/, { timeout: 30_000 });
    await expect(page.getByTestId('my-career-name')).toHaveCount(2);

    // The pointer opens the menu; a click on the arrow keeps it open and moves focus into it, then the keyboard
    // goes down past My Dashboard, My Cart and Account.
    await openAccountMenuByHover(page);
    const menu = page.getByRole('menu', { name: 'Account' });
    await page.getByTestId('account-menu-button').click();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My Dashboard',
      'My Cart',
      'Account',
      'Purchase History',
      'Your data',
      'Log out',
    ]);
    await expect(page.getByTestId('account-menu-dashboard')).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('account-menu-purchase-history')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user-student\/main\/purchase-history$/);
    await expect(menu).toBeHidden();

    const table = page.getByRole('table', { name: 'Purchase history' });
    await expect(table.getByTestId('order')).toHaveCount(1);
    const order = table.getByTestId('order').first();
    await expect(order.getByTestId('order-date')).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} 20\d\d$/);
    expect((await order.getByTestId('order-career').allTextContents()).sort()).toEqual(
      careers.map((c) => c.name).sort(),
    );
    await expect(order.getByTestId('order-amount')).toHaveText(formatPrice(amounts.totalPaise));
    await expect(order.getByTestId('order-status')).toHaveText('Enrolled');

    // The receipt e-mail carries the GST tax invoice, and Purchase History downloads the same PDF.
    const receipt = await waitForMail(request, student.email, (m) => m.subject.includes('receipt'));
    expect(receipt.attachments).toHaveLength(1);
    expect(receipt.attachments[0]).toMatchObject({
      filename: expect.stringMatching(INVOICE_FILE),
      contentType: 'application/pdf',
    });
    // The invoice is issued with the receipt, a moment after the enrolment: the page shows it once reloaded.
    await page.reload();
    await expect(table.getByTestId('order')).toHaveCount(1);
    const download = order.getByRole('button', { name: /^Download invoice DC\/\d{4}\/\d{6}$/ });
    await expect(table.getByRole('button')).toHaveCount(1);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(receipt.attachments[0].filename);
    const pdf = await readFile(await file.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBe(receipt.attachments[0].size);
  });
});

test('an unpaid checkout can be completed from Purchase History until it expires, then shows as Expired', async ({
  page,
  request,
}) => {
  const student = await confirmedStudent(request, 'unpaid');
  const [career] = await pricedCareers(request, 1);
  await login(page, student.username, student.password);
  await page.goto(`/careers/${career._id}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart')).toHaveText('Added');
  await page.goto('/checkout');
  await page.getByTestId('checkout-pay').click();
  // The payment window opens on the order just made; the buyer walks away without paying.
  await expect(sandbox(page).locator('#success')).toBeVisible();

  await page.goto('/user-student/main/purchase-history');
  const order = page.getByTestId('order');
  await expect(order.getByTestId('order-status')).toHaveText('Awaiting payment');
  await order.getByRole('link', { name: 'Complete payment' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-pay')).toBeVisible();

  // A day later (CHECKOUT_EXPIRY_HOURS): expired, nothing left to pay there.
  await db().query(
    `UPDATE orders SET created_at = created_at - interval '25 hours' WHERE user_id = (SELECT id FROM users WHERE username = $1)`,
    [student.username],
  );
  await page.goto('/user-student/main/purchase-history');
  await expect(order.getByTestId('order-status')).toHaveText('Expired');
  await expect(order.getByRole('link', { name: 'Complete payment' })).toHaveCount(0);
});
