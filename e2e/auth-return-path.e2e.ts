import { db } from './db';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import {
  apiLogin,
  codeFrom,
  confirmedStudent,
  snackbar,
  TEST_PASSWORD,
  uniqueUsername,
  waitForMail,
  type Mail,
} from './support';

/**
 * Issue 24, items 1 and 2: a link that needs a sign-in first (a consent request, a parent invitation, the data
 * export's download) brings the person back to it after sign-up, the e-mailed code and any sign-in or new password
 * on the same device; and the code of a new sign-up signs them in, so they land where they were going, not on the
 * login form.
 */

const isVerification = (m: Mail) => m.subject.includes('verification code');

/** A birthdate that makes someone `years` old (and two months) today, by India's calendar. */
function birthdateAged(years: number): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y - years, m - 1 - 2, Math.min(d, 28))).toISOString().slice(0, 10);
}

/** A confirmed 15-year-old student, signed up through the API, and their access token. */
async function minorStudent(request: APIRequestContext): Promise<{ username: string; token: string }> {
  const username = uniqueUsername('diya');
  const email = `${username}@example.in`;
  const res = await request.post('/api/auth/signup', {
    data: {
      userType: 'student',
      first_name: 'Diya',
      last_name: 'Kulkarni',
      email,
      phone_number: '+919812345670',
      username,
      password: TEST_PASSWORD,
      birthdate: birthdateAged(15),
      gender: 'female',
      class: '10',
      school: 'Jnana Prabodhini',
      city: 'Pune',
      state: 'Maharashtra',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await waitForMail(request, email, isVerification);
  expect((await request.post('/api/auth/confirm', { data: { username, code: codeFrom(mail) } })).status()).toBe(200);
  return { username, token: (await apiLogin(request, username, TEST_PASSWORD)).token };
}

/** A fresh browser, as the parent on their own phone or computer. */
async function newPerson(browser: Browser): Promise<Page> {
  return (await browser.newContext({ acceptDownloads: true })).newPage();
}

/** The parent form of the sign-up, the e-mail as it stands (pre-filled or typed before), then the mailed code. */
async function signUpParentAndVerify(page: Page, username: string, email: string) {
  await expect(page.getByTestId('signup-form-parent')).toBeVisible();
  await page.getByTestId('input-first_name').fill('Sunita');
  await page.getByTestId('input-last_name').fill('Kulkarni');
  await page.getByTestId('input-username').fill(username);
  await page.getByTestId('input-mobile').fill('9810012345');
  await page.getByTestId('input-password').fill(TEST_PASSWORD);
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(/\/auth\/confirm\//);
  const mail = await waitForMail(page.request, email, isVerification);
  await page.getByTestId('input-code').fill(codeFrom(mail));
  await page.getByTestId('verify-submit').click();
}

// Sign-ups, mails and the worker on a loaded machine: a step that cannot happen fails in seconds, not at the end.
test.use({ actionTimeout: 20_000 });

test('the consent journey in one go: the mailed link, sign-up pre-filled with the invited e-mail, the code, back on the consent page signed in, consent given', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const child = await minorStudent(page.request);
  const parentName = uniqueUsername('sunita');
  const parentEmail = `${parentName}@example.in`;
  const asked = await page.request.post('/api/consents/requests', {
    data: { parentEmail },
    headers: { authorization: child.token },
  });
  expect(asked.status(), await asked.text()).toBe(202);

  const mail = await waitForMail(page.request, parentEmail, (m) => m.subject.includes('asks for your consent'));
  const consentPath = /\/consent\/[\w-]+/.exec(mail.text)![0];
  const parent = await newPerson(browser);
  await parent.goto(consentPath);
  await expect(parent.getByTestId('consent-page')).toContainText(`Diya asked you, at ${parentEmail}`);
  await parent.getByTestId('consent-signup').click();
  // The invited address is the one that may consent: the form starts with it.
  await expect(parent.getByTestId('input-email')).toHaveValue(parentEmail);
  await signUpParentAndVerify(parent, parentName, parentEmail);

  // The code signed the parent in, and brought them back to the consent page: no login form in between.
  await expect(parent).toHaveURL(new RegExp(`${consentPath}$`));
  await expect(parent.getByTestId('header-account')).toBeVisible();
  await parent.getByTestId('consent-birthdate').fill('1983-07-09');
  await parent.getByTestId('consent-read').check();
  await parent.getByTestId('consent-grant').click();
  await expect(parent.getByTestId('consent-granted')).toContainText('Diya can now buy careers and take assessments');
  const { rows } = await db().query<{ action: string }>(
    `SELECT r.action FROM consent_records r JOIN users c ON c.id = r.child_id JOIN users p ON p.id = r.parent_id
      WHERE c.username = $1 AND p.username = $2`,
    [child.username, parentName],
  );
  expect(rows).toEqual([{ action: 'granted' }]);
  await parent.context().close();
});

test('a parent invitation: sign-up names the invited address, the code signs in, and the parent lands back on the invitation to accept it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const student = await confirmedStudent(request, 'invt');
  const { token } = await apiLogin(request, student.username, student.password);
  const parentName = uniqueUsername('ravi');
  const parentEmail = `${parentName}@example.in`;
  const invited = await request.post('/api/student/parent-invites', {
    data: { email: parentEmail },
    headers: { authorization: token },
  });
  expect(invited.status(), await invited.text()).toBe(202);
  const mail = await waitForMail(request, parentEmail, (m) => m.subject.includes('invited you'));
  const invitePath = /\/parent-invite\/[\w.-]+/.exec(mail.text)![0];

  const parent = await newPerson(browser);
  await parent.goto(invitePath);
  const masked = (await parent.getByTestId('parent-invite-sent-to').locator('strong').textContent())!;
  await parent.getByTestId('parent-invite-sign-up').click();
  // The invitation shows its address masked (issue 23), so the form names it rather than filling it in.
  await expect(parent.getByTestId('signup-invited-email')).toContainText(masked);
  await parent.getByTestId('input-email').fill(parentEmail);
  await signUpParentAndVerify(parent, parentName, parentEmail);

  await expect(parent).toHaveURL(new RegExp(`${invitePath}$`));
  await parent.getByTestId('parent-invite-accept').click();
  await expect(snackbar(parent, `You are now linked to ${student.firstName}`)).toBeVisible();
  await expect(parent).toHaveURL(/\/user-student\/main\/dashboard$/);
  await parent.context().close();
});

/** A ready export of a new student's data, and the path its mail links to. */
async function readyExport(request: APIRequestContext) {
  const student = await confirmedStudent(request, 'expo');
  const { token } = await apiLogin(request, student.username, student.password);
  expect((await request.post('/api/me/export', { headers: { authorization: token } })).status()).toBe(202);
  const mail = await waitForMail(request, student.email, (m) => m.subject.includes('ready to download'));
  const exportPath = /\/account\/data\?export=[\w-]+/.exec(mail.text)![0];
  return { student, exportPath };
}

test("the data export's mailed link asks a signed-out person to sign in, then shows the download", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { student, exportPath } = await readyExport(request);
  await page.goto(exportPath);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByTestId('input-username').fill(student.username);
  await page.getByTestId('input-password').fill(student.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`${exportPath.replace('?', '\\?')}$`));
  await expect(page.getByTestId('export-ready')).toBeVisible();
  await expect(page.getByTestId('export-download')).toBeVisible();
});

test('a one-time password on the way (set a new password) still ends on the link that asked for the sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { student, exportPath } = await readyExport(request);
  // As a school's reset leaves it: the next sign-in must choose a new password first.
  await db().query(`UPDATE users SET must_change_password = true WHERE username = $1`, [student.username]);
  await page.goto(exportPath);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByTestId('input-username').fill(student.username);
  await page.getByTestId('input-password').fill(student.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/auth\/set-new-password$/);
  await page.getByTestId('input-currentPassword').fill(student.password);
  await page.getByTestId('input-newPassword').fill('Fresh2026ok');
  await page.getByTestId('input-confirmPassword').fill('Fresh2026ok');
  await page.getByTestId('set-new-password-submit').click();
  await expect(page).toHaveURL(new RegExp(`${exportPath.replace('?', '\\?')}$`));
  await expect(page.getByTestId('export-ready')).toBeVisible();
});

test('a visitor who signs up from the cart is signed in by the code and lands on the cart with their career', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const res = await request.get('/api/platform/careers?pageNum=0&num=10');
  const [{ careers }] = (await res.json()) as [{ careers: { _id: string; name: string }[] }];
  const career = careers[0];
  await page.goto(`/careers/${career._id}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart')).toHaveText('Added');
  await page.goto('/cart');
  await page.getByTestId('cart-checkout').click();
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('login-dialog-signup').click();

  const username = uniqueUsername('kabir');
  const email = `${username}@example.in`;
  await expect(page.getByTestId('signup-form-student')).toBeVisible();
  await page.getByTestId('input-first_name').fill('Kabir');
  await page.getByTestId('input-last_name').fill('Shah');
  await page.getByTestId('input-email').fill(email);
  await page.getByTestId('input-mobile').fill('9876501234');
  await page.getByTestId('input-username').fill(username);
  await page.getByTestId('input-password').fill(TEST_PASSWORD);
  await page.getByTestId('input-birthdate').fill('2006-05-10');
  await page.getByTestId('input-gender').selectOption('male');
  await page.getByTestId('input-class').selectOption('12');
  await page.getByTestId('input-school').fill('St. Xavier');
  await page.getByTestId('input-city').fill('Ahmedabad');
  await page.getByTestId('input-state').selectOption('Gujarat');
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(/\/auth\/confirm\//);
  const mail = await waitForMail(request, email, isVerification);
  await page.getByTestId('input-code').fill(codeFrom(mail));
  await page.getByTestId('verify-submit').click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('header-account')).toBeVisible();
  await expect(page.getByText(career.name).first()).toBeVisible();
});
