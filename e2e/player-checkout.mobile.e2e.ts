import { expect, test } from './fixtures';
import { CERTIFICATION_COURSE_ID } from '../libs/contracts/src/catalogue';
import { confirmedStudent, login, pricedCareers, toCheckout } from './support';
import { failTwiceAndClose } from './player-checkout-support';

const TITLE = 'Career Counselling Business Certification';

test.describe('at 375 px, a failed payment is told once, on top, after the checkout is closed (issue 24, item 3)', () => {
  test('cart checkout', async ({ page, request }) => {
    const student = await confirmedStudent(request, 'failphone');
    const [career] = await pricedCareers(request, 1);
    await login(page, student.username, student.password);
    await toCheckout(page, career._id);
    await failTwiceAndClose(page, page.getByTestId('checkout-pay'));
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('course checkout', async ({ page, request }) => {
    const student = await confirmedStudent(request, 'coursephone');
    await login(page, student.username, student.password);
    await page.goto(`/checkout-services?id=${CERTIFICATION_COURSE_ID}&type=1&title=${encodeURIComponent(TITLE)}`);
    await expect(page.getByTestId('course-total')).toHaveText('₹2,950');
    await failTwiceAndClose(page, page.getByTestId('course-confirm'));
  });
});
