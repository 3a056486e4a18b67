import { expect, test } from './fixtures';
import { login } from './assessment-support';
import { checkPages, signedInFixture, studentPages, visitorPages } from './a11y-support';
import { pricedCareers } from './support';

// Every page of the spec at 1280 px (the phone's run is a11y.mobile.e2e.ts): no serious or critical axe violation.
test.describe('accessibility at 1280 px', () => {
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
    const fixture = await signedInFixture(request, 'desk');
    await login(page, fixture.student.username, fixture.student.password);
    expect(await checkPages(page, studentPages(fixture))).toEqual([]);
  });
});
