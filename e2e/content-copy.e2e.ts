import { formatPrice } from '../libs/contracts/src/money';
import {
  clip,
  completeThroughApi,
  dbUser,
  DEMO_PASSWORD,
  enrol,
  rating,
  testCareer,
  type DbUser,
} from './assessment-support';
import { ownCareer } from './console-pages-support';
import { db } from './db';
import { expect, test } from './fixtures';
import { apiLogin, ENROLLED, login, payInSandbox, snackbar, toCheckout } from './support';

/**
 * Issue 24, item 6 (the student app): copy that agrees with itself. The campus dashboard greets by name and never
 * says there is no classroom above one to start; a parent reading a child's report reads the child's name, not
 * "Your"; buying for a child says whose careers they went to; the enrolment toast and the search's way out read as
 * English; prices are written one way ('₹2,999', paise only when there are any) and a career at 0 says Free.
 */

test.describe.configure({ mode: 'parallel' });

/** A parent written to the database (the demo accounts' password), linked to `child` (ACTIVE). */
async function linkedParent(child: DbUser): Promise<{ username: string }> {
  const username = `par${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
  const { rows } = await db().query<{ id: string }>(
    `INSERT INTO users (username, email, password_hash, role, user_type, first_name, last_name, phone_number, state, birthdate, confirmed_at)
     SELECT $1, $2, password_hash, 'parent', 'parent', 'Ravi', 'Menon', '+919812345679', 'Delhi', '1980-01-01', now()
       FROM users WHERE username = 'student'
     RETURNING id`,
    [username, `${username}@example.in`],
  );
  await db().query(
    `INSERT INTO parent_links (parent_id, child_id, status, origin, responded_at) VALUES ($1, $2, 'ACTIVE', 'SEED', now())`,
    [rows[0].id, child.id],
  );
  return { username };
}

test('a campus student with a classroom to start is greeted by name and not told there is no classroom', async ({
  page,
}) => {
  const career = await testCareer('Campus Copy', [{ name: 'Career Tasks', steps: [clip(), rating('I like maps')] }]);
  const [school] = (await db().query<{ id: string }>(`SELECT id FROM schools WHERE campus_id = 'DPS-RKP'`)).rows;
  const student = await dbUser('campuscopy', { role: 'campus_student', schoolId: school.id });
  const { rows } = await db().query<{ id: string }>(
    `INSERT INTO classrooms (school_id, name, class) VALUES ($1, $2, '10') RETURNING id`,
    [school.id, `Copy Club ${student.username.slice(-8)}`],
  );
  await db().query('INSERT INTO classroom_careers (classroom_id, career_id) VALUES ($1, $2)', [
    rows[0].id,
    career.careerId,
  ]);
  await db().query('INSERT INTO classroom_students (classroom_id, user_id) VALUES ($1, $2)', [rows[0].id, student.id]);

  await login(page, student.username, student.password);
  await page.goto('/user-student/main/dashboard');
  await expect(page.getByTestId('dashboard-greeting')).toHaveText('Hi, Isha Menon');
  await expect(page.getByTestId('dashboard-classrooms').getByTestId('classroom-start')).toBeVisible();
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();
  await expect(page.getByText(/don't have any active classroom/)).toHaveCount(0);
});

test("a parent reads a child's report in the child's name, not as 'Your'", async ({ page, request }) => {
  const career = await testCareer('Parent Copy', [{ name: 'Career Tasks', steps: [clip(), rating('I like maps')] }]);
  const child = await dbUser('childcopy');
  const parent = await linkedParent(child);
  const userMapCareerId = await enrol(db(), child.id, career.careerId);
  const { token } = await apiLogin(request, child.username, child.password);
  await completeThroughApi(request, token, child.id, userMapCareerId, career, [5]);

  await login(page, parent.username, DEMO_PASSWORD);
  await page.goto('/user-student/main/dashboard');
  await expect(page.getByTestId('child-switcher-note')).toContainText("Isha's careers");
  const card = page.locator(`[data-testid="completed-career"][data-career-id="${career.careerId}"]`);
  await card.getByTestId('completed-career-report').click();
  const summary = page.getByTestId('report-summary');
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByRole('heading', { name: "Isha's score" })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: "Isha's score in percent" })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Isha's detailed report" })).toBeVisible();
  // The page's own copy (the remarks are the report's, written to the student): no heading says "Your".
  await expect(page.getByTestId('report-page').getByRole('heading', { name: /\bYour\b/ })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: /\bYour\b/ })).toHaveCount(0);
});

test("a parent buying for a child is told the careers went to the child's careers", async ({ page }) => {
  const career = await ownCareer('Gift', { published: true, sellingPaise: 49_900, strikePaise: 99_900 });
  const child = await dbUser('giftchild');
  const parent = await linkedParent(child);
  await login(page, parent.username, DEMO_PASSWORD);
  await expect.poll(async () => (await page.request.get(`/api/platform/careers/${career.id}`)).status()).toBe(200);
  await toCheckout(page, career.id);
  await expect(page.getByTestId('buying-for-note')).toHaveText(
    "The careers go to Isha's account; the invoice is yours.",
  );
  await page.getByTestId('checkout-pay').click();
  await page.frameLocator('iframe[title="Razorpay sandbox checkout"]').locator('#success').click();
  await expect(page).toHaveURL(/\/user-student\/main\/dashboard$/, { timeout: 30_000 });
  await expect(snackbar(page, "Added to Isha's careers. Thank you!")).toBeVisible();
});

test('the enrolment toast and the search that finds nothing read as English', async ({ page }) => {
  expect(ENROLLED).toBe('Your careers are enrolled. Thank you!');
  const career = await ownCareer('Toast', { published: true, sellingPaise: 49_900, strikePaise: 99_900 });
  const student = await dbUser('toast');
  await login(page, student.username, student.password);
  await expect.poll(async () => (await page.request.get(`/api/platform/careers/${career.id}`)).status()).toBe(200);
  await toCheckout(page, career.id);
  await payInSandbox(page);

  await page.getByTestId('search-input').first().fill('qqzzxxnothing');
  await expect(page.getByText('Nothing found')).toBeVisible();
  await expect(page.getByRole('link', { name: "Can't find the career you're looking for?" })).toBeVisible();
});

test('prices read one way on the card, the career, the cart and the checkout; a free career says Free', async ({
  page,
}) => {
  const priced = await ownCareer('Priced', { published: true, sellingPaise: 299_900, strikePaise: 499_900 });
  const free = await ownCareer('Free', { published: true, sellingPaise: 0, strikePaise: 99_900 });
  const student = await dbUser('prices');
  await expect.poll(async () => (await page.request.get(`/api/platform/careers/${free.id}`)).status()).toBe(200);

  await page.goto(`/careers/${free.id}`);
  await expect(page.getByTestId('selling-price')).toHaveText('Free');
  await page.goto(`/careers/${priced.id}`);
  await expect(page.getByTestId('selling-price')).toHaveText('₹2,999');
  await expect(page.getByTestId('strike-price')).toHaveText('₹4,999');
  await expect(page.getByTestId('career-detail-page')).not.toContainText('Rs');

  await login(page, student.username, student.password);
  await toCheckout(page, priced.id);
  // 2,999 + 18% GST (539.82): paise only where there are any.
  await expect(page.getByTestId('checkout-amount')).toHaveText(formatPrice(299_900));
  await expect(page.getByTestId('checkout-amount')).toHaveText('₹2,999');
  await expect(page.getByTestId('checkout-gst')).toHaveText('₹539.82');
  await expect(page.getByTestId('checkout-total')).toHaveText('₹3,538.82');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-selling-total')).toHaveText('₹2,999');

  await page.goto('/career-counsellor');
  await expect(page.getByTestId('regular-price-amount')).toHaveText(/^₹[\d,]+(\.\d{2})?$/);
  await expect(page.getByTestId('counsellor-page')).not.toContainText(/Rs\.? ?\d/);
});
