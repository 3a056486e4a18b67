import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { db } from './db';

export const SALES = 'sales@dishacareers.in';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the dev mailbox keeps of each attachment (e.g. the invoice PDF of a receipt). */
  attachments: { filename: string; contentType: string; size: number }[];
  sentAt: string;
}

/** Waits for an e-mail in the dev mailbox, the way a person would refresh their inbox. */
export async function waitForMail(request: APIRequestContext, to: string, match: (m: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
        found = ((await res.json()) as Mail[]).find(match);
        return Boolean(found);
      },
      { timeout: 20_000, message: `an e-mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** A unique name per test run, so parallel tests and reruns find their own lead. */
export const uniqueName = (base: string) =>
  `${base} ${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;

export async function fieldIds(request: APIRequestContext): Promise<Record<string, string>> {
  const fields = (await (await request.get('/api/platform/careers/fields')).json()) as { _id: string; name: string }[];
  return Object.fromEntries(fields.map((f) => [f.name, f._id]));
}

export async function blurField(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.getByTestId(testId).blur();
}

/** The 6-digit code in a verification or password-reset e-mail. */
export function codeFrom(mail: Mail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the e-mail "${mail.subject}"`);
  return code;
}

/** A username the signup rules accept (3-32 letters, digits, . _ -), unique per run. */
export const uniqueUsername = (base: string) =>
  `${base}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`.toLowerCase();

export const TEST_PASSWORD = 'Learn2026ok';

export interface TestUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A student signed up through the API (not confirmed): what the signup form sends. */
export async function signupStudent(request: APIRequestContext, base = 'stud'): Promise<TestUser> {
  const username = uniqueUsername(base);
  const user = {
    username,
    email: `${username}@example.in`,
    password: TEST_PASSWORD,
    firstName: 'Meera',
    lastName: 'Nair',
  };
  const res = await request.post('/api/auth/signup', {
    data: {
      userType: 'student',
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_number: '+919812345678',
      username,
      password: user.password,
      // An adult (issue 14): a student under 18 cannot buy or take a test until a parent consents, and the journeys
      // that use this account buy and take tests. The consent journey makes its own minor.
      birthdate: '2006-04-15',
      gender: 'female',
      class: '10',
      school: 'Kendriya Vidyalaya',
      city: 'Pune',
      state: 'Maharashtra',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** A confirmed student (signed up, code read from the mail, confirmed), ready to log in. */
export async function confirmedStudent(request: APIRequestContext, base = 'stud'): Promise<TestUser> {
  const user = await signupStudent(request, base);
  const mail = await waitForMail(request, user.email, (m) => m.subject.includes('verification code'));
  const res = await request.post('/api/auth/confirm', { data: { username: user.username, code: codeFrom(mail) } });
  expect(res.status(), await res.text()).toBe(200);
  return user;
}

/**
 * Waits until the server would send this user another code of the purpose: its per-purpose cooldown
 * (CODE_RESEND_COOLDOWN_SEC, which scripts/e2e.mjs shortens for the run) has passed since the last one, by the
 * database's clock, which stamped the code.
 */
export async function waitForCodeCooldown(username: string, purpose: 'confirm' | 'reset' | 'email'): Promise<void> {
  const cooldownSec = Number(process.env.CODE_RESEND_COOLDOWN_SEC ?? 30);
  await expect
    .poll(
      async () => {
        const { rows } = await db().query<{ over: boolean }>(
          `SELECT coalesce(now() >= max(c.created_at) + make_interval(secs => $3), true) AS over
             FROM verification_codes c JOIN users u ON u.id = c.user_id
            WHERE u.username = $1 AND c.purpose = $2`,
          [username, purpose, cooldownSec],
        );
        return rows[0]?.over;
      },
      { timeout: (cooldownSec + 10) * 1000, message: `the ${purpose} code cooldown of ${username}` },
    )
    .toBe(true);
}

/** The snackbar showing this text (exactly), with its variant. */
export const snackbar = (page: Page, text: string) => page.getByTestId('snackbar').filter({ hasText: text });

/** Published careers with a price, from the public list (first page). */
export async function pricedCareers(
  request: APIRequestContext,
  count: number,
): Promise<{ _id: string; name: string; public: { selling_price: number } }[]> {
  const res = await request.get('/api/platform/careers?pageNum=0&num=10');
  const [first] = (await res.json()) as [
    { careers: { _id: string; name: string; public: { selling_price: number } }[] },
  ];
  const careers = first.careers.filter((c) => c.public.selling_price > 0);
  expect(careers.length, 'priced careers in the catalogue').toBeGreaterThanOrEqual(count);
  return careers.slice(0, count);
}

/** Logs in through the API; answers the raw access token and the user id for API checks. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<{ token: string; userId: string }> {
  const res = await request.post('/api/auth/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { idToken: string; user: { user_id: string } };
  return { token: body.idToken, userId: body.user.user_id };
}

/**
 * Opens the account menu by hovering the avatar, as a mouse user does. The header can re-render under a pointer
 * that has not moved (the login redirect, the session restore), and a pointer that does not move fires no new
 * mouseenter, so each try moves the pointer away first.
 */
export async function openAccountMenuByHover(page: Page): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId('header-avatar').hover();
    await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Logs in through the login dialog a checkout opens over the page, and waits for it to close. */
export async function loginInDialog(page: Page, username: string, password: string): Promise<void> {
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('input-username').fill(username);
  await dialog.getByTestId('input-password').fill(password);
  await dialog.getByTestId('login-submit').click();
  await expect(dialog).toBeHidden();
}

/** The Razorpay sandbox's checkout frame. */
export const sandbox = (page: Page) => page.frameLocator('iframe[title="Razorpay sandbox checkout"]');

/** A career added to the cart from its public page, then through the cart to the checkout. */
export async function toCheckout(page: Page, careerId: string): Promise<void> {
  await page.goto(`/careers/${careerId}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart')).toHaveText('Added');
  await page.goto('/cart');
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** What the dashboard says once a checkout's careers are enrolled. */
export const ENROLLED = 'Your careers are enrolled. Thank you!';

/**
 * Pay on the checkout, succeed in the sandbox, and land on the dashboard, which says the careers are enrolled (or,
 * for a parent buying for a child, `toast`: whose careers they went to).
 */
export async function payInSandbox(page: Page, toast: string = ENROLLED): Promise<void> {
  await page.getByTestId('checkout-pay').click();
  await sandbox(page).locator('#success').click();
  await expect(page).toHaveURL(/\/user-student\/main\/dashboard$/, { timeout: 30_000 });
  await expect(snackbar(page, toast)).toBeVisible();
}

/** A career bought from its public page to the checkout's success, paid in the sandbox. */
export async function buyCareer(page: Page, careerId: string): Promise<void> {
  await toCheckout(page, careerId);
  await payInSandbox(page);
}

/** The support number the server is configured with (SUPPORT_PHONE), as GET /api/site gives it to the app. */
export async function supportPhone(request: APIRequestContext): Promise<{ display: string; tel: string }> {
  const res = await request.get('/api/site');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { supportPhone: { display: string; tel: string } }).supportPhone;
}

/** Logs in on /auth/login, as a student does. */
export async function login(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByTestId('input-username').fill(username);
  await page.getByTestId('input-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-account')).toBeVisible();
}
