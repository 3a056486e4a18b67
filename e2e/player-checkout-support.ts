import { expect, type Locator, type Page } from '@playwright/test';
import { sandbox } from './support';

/** The spec's payment-failed wording (section 8), as the app says it once the checkout is closed. */
export const PAYMENT_FAILED = 'Something went wrong, please try later';
/** What the sandbox's checkout says itself after a failed attempt, as Razorpay's does, staying open for a retry. */
export const SANDBOX_FAILED = 'Payment failed. You can try again.';

/** Presses a failure in the open sandbox checkout and waits for the sandbox's answer. */
async function failInSandbox(page: Page): Promise<void> {
  const frame = sandbox(page);
  const answered = page.waitForResponse((r) => r.url().endsWith('/sandbox/razorpay/pay'));
  await frame.locator('#failure').click();
  await answered;
  // The checkout stays open and says it, in its own window.
  await expect(frame.getByRole('alert')).toHaveText(SANDBOX_FAILED);
  await expect(frame.locator('#success')).toBeEnabled();
}

/**
 * Issue 24 item 3: pay, fail twice in the sandbox (a retry inside the same checkout), and close it. While the
 * checkout is open the app says nothing; once it is closed the payment-failed alert shows once, on top (a click
 * at its OK lands on OK), and after OK nothing else is said.
 */
export async function failTwiceAndClose(page: Page, pay: Locator): Promise<void> {
  await pay.click();
  const frame = sandbox(page);
  await expect(frame.getByTestId('amount')).toBeVisible();
  const alert = page.getByTestId('payment-alert');

  await failInSandbox(page);
  await expect(page.locator('#razorpay-sandbox-overlay')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await failInSandbox(page);
  await expect(alert).toHaveCount(0);

  await frame.locator('#dismiss').click();
  await expect(page.locator('#razorpay-sandbox-overlay')).toHaveCount(0);
  await expect(alert).toHaveCount(1);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(PAYMENT_FAILED);
  await expect(page.getByRole('alertdialog')).toHaveCount(1);

  // On top of everything: the element under the middle of OK is OK itself.
  const ok = page.getByTestId('payment-alert-ok');
  await expect
    .poll(() =>
      ok.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && button.contains(top);
      }),
    )
    .toBe(true);
  await ok.click();
  await expect(alert).toHaveCount(0);
  await expect(pay).toBeEnabled();
}
