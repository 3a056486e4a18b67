import { expect, test } from './fixtures';

test.describe('the certification course page', () => {
  test("shows the course's start date with its year, and the regular price to a visitor", async ({ page }) => {
    await page.goto('/career-counsellor');
    await expect(page.getByTestId('course-start')).toContainText('2nd June 2027');
    await expect(page.getByTestId('regular-price-button')).toBeVisible();
    await expect(page.getByTestId('course-owned')).toHaveCount(0);
  });

  test('with no reviews yet (production seeds none), the reviews section says so instead of an empty list', async ({
    page,
  }) => {
    await page.route('**/api/platform/reviews', (route) => route.fulfill({ json: [] }));
    await page.goto('/career-counsellor');
    await expect(page.getByRole('heading', { name: 'What our learners say' })).toBeVisible();
    await expect(page.getByTestId('reviews-empty')).toHaveText(
      'No reviews yet. What our learners say will appear here once the first batch has finished the course.',
    );
    await expect(page.getByTestId('reviews-list')).toHaveCount(0);
    await expect(page.getByTestId('reviews-summary')).toHaveCount(0);
  });
});
