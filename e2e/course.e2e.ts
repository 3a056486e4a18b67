import { expect, test } from './fixtures';
import { CERTIFICATION_COURSE_ID } from '../libs/contracts/src/catalogue';
import {
  apiLogin,
  confirmedStudent,
  loginInDialog,
  SALES,
  sandbox,
  snackbar,
  supportPhone,
  waitForMail,
} from './support';

const TITLE = 'Career Counselling Business Certification';

test.describe('certification course purchase', () => {
  test('a visitor goes from /career-counsellor to the course checkout, logs in at CONFIRM, pays in the sandbox, sees the Confirmation and is back at /; the buyer and the sales team get their mails', async ({
    page,
    request,
  }) => {
    const student = await confirmedStudent(request, 'course');
    const phone = await supportPhone(request);

    await page.goto('/career-counsellor');
    await expect(page.getByTestId('early-bird-price')).toHaveAttribute('aria-disabled', 'true');
    await page.getByTestId('regular-price-button').click();
    await expect(page).toHaveURL(
      `/checkout-services?id=${CERTIFICATION_COURSE_ID}&type=1&title=${encodeURIComponent(TITLE)}`,
    );
    await expect(page.getByTestId('course-title')).toHaveText(TITLE);
    await expect(page.getByTestId('course-amount')).toHaveText('₹2,500');
    await expect(page.getByTestId('course-gst')).toHaveText('₹450');
    await expect(page.getByTestId('course-total')).toHaveText('₹2,950');

    // A visitor: CONFIRM asks to log in, over the same page.
    await page.getByTestId('course-confirm').click();
    await loginInDialog(page, student.username, student.password);
    await expect(snackbar(page, 'You are successfully logged in')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout-services\?/);
    await expect(page.getByTestId('header-account')).toBeVisible();

    await page.getByTestId('course-confirm').click();
    const frame = sandbox(page);
    await expect(frame.getByTestId('amount')).toHaveText('₹2,950.00');
    await frame.locator('#success').click();

    const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirmation).toBeVisible({ timeout: 30_000 });
    await expect(confirmation).toContainText('Your course is confirmed');
    await expect(confirmation).toContainText('Our team will contact you shortly');
    await expect(confirmation).toContainText(phone.display);
    await confirmation.getByTestId('course-confirmation-ok').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-page')).toBeVisible();

    const buyerMail = await waitForMail(
      request,
      student.email,
      (m) => m.subject === `Your seat is confirmed: ${TITLE}`,
    );
    expect(buyerMail.text).toContain('Total paid: ₹2,950.00');
    expect(buyerMail.text).toContain('Starts: 2nd June 2027');
    expect(buyerMail.text).toContain(phone.display);
    const lead = await waitForMail(
      request,
      SALES,
      (m) => m.subject.startsWith('New course purchase') && m.text.includes(student.email),
    );
    expect(lead.text).toContain(`Name: ${student.firstName} ${student.lastName}`);
    expect(lead.text).toContain('State: Maharashtra');
    expect(lead.text).toContain('Total paid: ₹2,950.00');

    // One seat per user: buying again is refused.
    const { token } = await apiLogin(request, student.username, student.password);
    const again = await request.post('/api/course/order', {
      headers: { Authorization: token },
      data: { amount: 295000, course: { id: CERTIFICATION_COURSE_ID, type: 1 } },
    });
    expect(again.status()).toBe(409);

    // The course page knows: no Buy, but that the course is theirs.
    await page.goto('/career-counsellor');
    await expect(page.getByTestId('course-owned')).toContainText('You own this course');
    await expect(page.getByTestId('regular-price-button')).toHaveCount(0);
  });

  test('the early-bird link (type=0) says the price is no longer available and leads to the regular price', async ({
    page,
  }) => {
    await page.goto(`/checkout-services?id=${CERTIFICATION_COURSE_ID}&type=0&title=${encodeURIComponent(TITLE)}`);
    await expect(page.getByTestId('early-bird-closed')).toContainText('The early-bird price is no longer available');
    await expect(page.getByTestId('course-confirm')).toHaveCount(0);
    await page.getByTestId('regular-price-link').click();
    await expect(page).toHaveURL(/type=1/);
    await expect(page.getByTestId('course-total')).toHaveText('₹2,950');
  });
});

test.describe('certification course checkout on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('fits 375 px: no sideways scrolling, the figures and CONFIRM in view', async ({ page }) => {
    await page.goto(`/checkout-services?id=${CERTIFICATION_COURSE_ID}&type=1&title=${encodeURIComponent(TITLE)}`);
    await expect(page.getByTestId('course-total')).toHaveText('₹2,950');
    await expect(page.getByTestId('course-confirm')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Keyboard: Enter on the focused CONFIRM opens the login dialog for a visitor.
    await page.getByTestId('course-confirm').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('login-dialog')).toBeVisible();
  });
});
