import { expect, test } from './fixtures';
import { db } from './db';
import { signupStudent } from './support';

test('logging in unconfirmed right after sign-up: the confirm page shows the time left, not an error', async ({
  page,
  request,
}) => {
  const user = await signupStudent(request, 'soon');
  // The sign-up's code went out a moment ago, under the spec's 30 s cooldown: the run's own cooldown is 2 s
  // (CODE_RESEND_COOLDOWN_SEC), so the code is stamped 25 s later to leave the same wait whatever the machine's speed.
  await db().query(
    `UPDATE verification_codes SET created_at = now() + interval '25 seconds'
      WHERE user_id = (SELECT id FROM users WHERE username = $1) AND purpose = 'confirm'`,
    [user.username],
  );

  await page.goto('/auth/login');
  await page.getByTestId('input-username').fill(user.username);
  await page.getByTestId('input-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`/auth/confirm/${user.username}\\?state=old$`));

  // The automatic resend was too soon: the countdown shows the server's time left, and nothing says it failed.
  await expect(page.getByTestId('recent-code-note')).toContainText('We e-mailed you a code a moment ago');
  const countdown = page.getByTestId('resend-countdown');
  await expect(countdown).toHaveText(/^00 : (1\d|2\d)$/);
  const seconds = Number((await countdown.textContent())!.split(':')[1]);
  expect(seconds).toBeGreaterThan(15);
  expect(seconds).toBeLessThanOrEqual(27);
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  await expect(page.locator('[data-testid="snackbar"][data-variant="error"]')).toHaveCount(0);
  // The countdown runs down.
  await expect(countdown).not.toHaveText(`00 : ${String(seconds).padStart(2, '0')}`);
});
