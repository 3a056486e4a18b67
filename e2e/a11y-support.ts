import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CERTIFICATION_COURSE_ID } from '../libs/contracts/src/catalogue';
import {
  clip,
  completeThroughApi,
  db,
  dbUser,
  enrol,
  rating,
  startFromInstructions,
  testCareer,
  type DbUser,
  type FixtureCareer,
} from './assessment-support';
import { apiLogin, login, openAccountMenuByHover, pricedCareers } from './support';

/**
 * The accessibility check of every page of the product spec: axe-core (through @axe-core/playwright, all its rules)
 * on each page once it shows its content, failing on any serious or critical violation. The desktop project runs it
 * at 1280 px (a11y.e2e.ts), the mobile one at 375 px (a11y.mobile.e2e.ts).
 */

/** What a failing page prints: one line per violation and element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id} (${v.impact}) at ${JSON.stringify(node.target)}: ${v.help} - ${v.helpUrl}`),
    );
}

export interface A11yPage {
  name: string;
  path: string;
  /** What shows once the page has its content (axe runs after it is visible). */
  ready: (page: Page) => Locator;
  /** Something to do on the page before the check (open a dialog, say). */
  then?: (page: Page) => Promise<void>;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** The pages a visitor sees: the public site and the auth pages. */
export function visitorPages(careerId: string): A11yPage[] {
  const company = ['about-us', 'terms', 'privacy-policy', 'cancellation-refund-policy', 'disclaimer'];
  return [
    { name: 'home', path: '/', ready: heading },
    { name: 'student', path: '/student', ready: heading },
    { name: 'parent', path: '/parent', ready: heading },
    { name: 'school', path: '/school', ready: heading },
    { name: 'career counsellor', path: '/career-counsellor', ready: heading },
    { name: 'careers', path: '/careers', ready: (page) => page.getByTestId('career-card').first() },
    { name: 'career detail', path: `/careers/${careerId}`, ready: heading },
    { name: 'career request', path: '/career-request', ready: heading },
    ...company.map((slug) => ({ name: `company ${slug}`, path: `/company/${slug}`, ready: heading })),
    { name: 'contact us', path: '/contact-us', ready: heading },
    { name: 'empty cart', path: '/cart', ready: heading },
    {
      name: 'checkout services',
      path: `/checkout-services?id=${CERTIFICATION_COURSE_ID}&type=1&title=Career%20Counselling`,
      ready: heading,
    },
    { name: 'not found', path: '/no-such-page', ready: heading },
    { name: 'login', path: '/auth/login', ready: (page) => page.getByTestId('login-submit') },
    { name: 'signup', path: '/auth/signup', ready: heading },
    { name: 'forgot password', path: '/auth/forgot-password', ready: heading },
    { name: 'confirm', path: '/auth/confirm/someone?state=sent', ready: heading },
  ];
}

export interface SignedInFixture {
  student: DbUser;
  /** A career with a scored report. */
  reported: FixtureCareer;
  /** An enrolled career not started yet, for the assessment player. */
  toTake: { career: FixtureCareer; userMapCareerId: string };
}

/**
 * A student with one paid order (Purchase History), a career in the cart (cart, checkout), a completed and scored
 * assessment (report, dashboard summary, subjects) and a career not yet started (the player), all built through the
 * API and the run's database.
 */
export async function signedInFixture(request: APIRequestContext, label: string): Promise<SignedInFixture> {
  const student = await dbUser(`axe${label}`);
  const { token, userId } = await apiLogin(request, student.username, student.password);
  const headers = { Authorization: token };
  const [bought, inCart] = await pricedCareers(request, 2);

  const merge = await request.post(`/api/platform/cart/merge?userId=${userId}`, {
    headers,
    data: { careers: [bought._id] },
  });
  expect(merge.status(), await merge.text()).toBe(200);
  const order = await request.post(`/api/payment/order?userId=${userId}`, { headers });
  expect(order.status(), await order.text()).toBe(201);
  const { id: razorpayOrderId } = (await order.json()) as { id: string };
  const pay = await request.post('/sandbox/razorpay/pay', { data: { order_id: razorpayOrderId, outcome: 'success' } });
  expect(pay.status(), await pay.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const res = await request.post(`/api/platform/cart/enroll?userId=${userId}`, { headers });
        return ((await res.json()) as { status?: string }).status;
      },
      { timeout: 30_000, message: 'the order is paid and enrolled' },
    )
    .toBe('enrolled');
  const add = await request.post(`/api/platform/cart?userId=${userId}&usertype=student&careerId=${inCart._id}`, {
    headers,
  });
  expect(add.status(), await add.text()).toBeLessThan(300);

  const reported = await testCareer(`Axe report ${label}`, [
    { name: 'Career Tasks', steps: [rating('I like taking machines apart'), rating('I like planning')] },
  ]);
  const reportedId = await enrol(db(), student.id, reported.careerId);
  await completeThroughApi(request, token, student.id, reportedId, reported, [4, 5]);

  const career = await testCareer(`Axe player ${label}`, [
    { name: 'Career Tasks', steps: [rating('I like working with my hands'), clip()] },
  ]);
  const userMapCareerId = await enrol(db(), student.id, career.careerId);
  return { student, reported, toTake: { career, userMapCareerId } };
}

/** The signed-in student's pages, in an order that leaves the assessment (which starts the test) to the end. */
export function studentPages({ reported, toTake }: SignedInFixture): A11yPage[] {
  const main = '/user-student/main';
  return [
    { name: 'dashboard', path: `${main}/dashboard`, ready: (page) => page.getByTestId('dashboard-careers') },
    { name: 'my careers', path: `${main}/careers`, ready: (page) => page.getByTestId('my-career').first() },
    {
      name: 'report',
      path: `${main}/careers/${reported.careerId}?name=${encodeURIComponent(reported.name)}`,
      ready: (page) => page.getByTestId('report-summary'),
    },
    { name: 'subjects', path: `${main}/subjects`, ready: heading },
    { name: 'sessions', path: `${main}/sessions`, ready: heading },
    { name: 'purchase history', path: `${main}/purchase-history`, ready: (page) => page.getByTestId('order').first() },
    { name: 'cart', path: '/cart', ready: (page) => page.getByTestId('cart-checkout') },
    { name: 'checkout', path: '/checkout', ready: (page) => page.getByTestId('checkout-pay') },
    {
      name: 'account',
      path: '/',
      ready: heading,
      then: async (page) => {
        await openAccountMenuByHover(page);
        await page.getByTestId('account-menu-account').click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    {
      name: 'assessment instructions',
      path: `/user-student/career/${toTake.userMapCareerId}/${toTake.career.careerId}`,
      ready: (page) => page.getByTestId('start-career'),
    },
    {
      name: 'assessment rating step',
      path: `/user-student/career/${toTake.userMapCareerId}/${toTake.career.careerId}`,
      ready: (page) => page.getByTestId('start-career'),
      then: async (page) => {
        await startFromInstructions(page);
        await expect(page.getByTestId('question-step')).toBeVisible();
      },
    },
  ];
}

/** Loads each page once in the page given and collects its serious and critical violations. */
export async function checkPages(page: Page, pages: A11yPage[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of pages) {
    await page.goto(entry.path);
    await expect(entry.ready(page), `${entry.name} shows its content`).toBeVisible({ timeout: 20_000 });
    await entry.then?.(page);
    // Transitions (a dialog fading in) run to their end first: half-faded text would fail the contrast check.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    for (const line of await seriousViolations(page)) found.push(`${entry.name} (${entry.path}): ${line}`);
  }
  return found;
}

/**
 * Every page of the spec at the project's width (desktop: a11y.e2e.ts; the phone project runs *.mobile.e2e.ts):
 * no serious or critical axe violation.
 */
export function describeAccessibility(width: string, label: string): void {
  test.describe(`accessibility at ${width}`, () => {
    test('the public and auth pages have no serious or critical axe violations', async ({ page, request }) => {
      test.setTimeout(180_000);
      const [career] = await pricedCareers(request, 1);
      expect(await checkPages(page, visitorPages(career._id))).toEqual([]);
    });

    test("a student's pages (dashboard, careers, report, cart, checkout, history, account, the player) have none either", async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const fixture = await signedInFixture(request, label);
      await login(page, fixture.student.username, fixture.student.password);
      expect(await checkPages(page, studentPages(fixture))).toEqual([]);
    });
  });
}
