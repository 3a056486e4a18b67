import { expect, test } from './fixtures';
import { CERTIFICATION_COURSE_ID } from '../libs/contracts/src/catalogue';
import { apiLogin, confirmedStudent, ENROLLED, login, pricedCareers, sandbox, snackbar, toCheckout } from './support';
import { failTwiceAndClose, SANDBOX_FAILED } from './player-checkout-support';

const TITLE = 'Career Counselling Business Certification';

test.describe('a failed payment is told once, in the right place (issue 24, item 3)', () => {
  test('cart checkout: the sandbox says the failure while open and lets a retry; the app tells it once, on top, when it is closed', async ({
    page,
    request,
  }) => {
    const student = await confirmedStudent(request, 'failonce');
    const [career] = await pricedCareers(request, 1);
    await login(page, student.username, student.password);
    await toCheckout(page, career._id);

    await failTwiceAndClose(page, page.getByTestId('checkout-pay'));
    await expect(page).toHaveURL(/\/checkout$/);

    // A failure followed by a success in the same checkout is not a failure: no alert, the careers are enrolled.
    await page.getByTestId('checkout-pay').click();
    const frame = sandbox(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/sandbox/razorpay/pay'));
    await frame.locator('#failure').click();
    await answered;
    await expect(frame.getByRole('alert')).toHaveText(SANDBOX_FAILED);
    await frame.locator('#success').click();
    await expect(page).toHaveURL(/\/user-student\/main\/dashboard$/, { timeout: 30_000 });
    await expect(snackbar(page, ENROLLED)).toBeVisible();
    await expect(page.getByTestId('payment-alert')).toHaveCount(0);
    const { token, userId } = await apiLogin(request, student.username, student.password);
    const enrolled = await request.post(`/api/platform/cart/enrolled?userId=${userId}`, {
      headers: { Authorization: token },
      data: { careers: [career._id] },
    });
    expect(((await enrolled.json()) as unknown[]).length).toBe(1);
  });

  test('course checkout: the same, once, on top, after the checkout is closed', async ({ page, request }) => {
    const student = await confirmedStudent(request, 'coursefail');
    await login(page, student.username, student.password);
    await page.goto(`/checkout-services?id=${CERTIFICATION_COURSE_ID}&type=1&title=${encodeURIComponent(TITLE)}`);
    await expect(page.getByTestId('course-total')).toHaveText('₹2,950');

    await failTwiceAndClose(page, page.getByTestId('course-confirm'));
    await expect(page).toHaveURL(/\/checkout-services\?/);
    await expect(page.getByTestId('course-confirmation')).toHaveCount(0);
  });
});
