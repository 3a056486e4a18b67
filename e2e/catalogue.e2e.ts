import { expect, test } from './fixtures';
import { fieldIds } from './support';

test.describe('browsing the catalogue', () => {
  test('home shows the headline, a button per field, the intro video and the logo carousel', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('tagline')).toBeVisible();
    await expect(page.getByTestId('home-field-button')).toHaveCount(4);
    await expect(page.getByTestId('intro-video')).toBeVisible();
    const slots = page.getByTestId('carousel-slot');
    await expect(slots.first()).toBeVisible();
    const firstBefore = await slots.first().innerHTML();
    await page.getByTestId('carousel-next').click();
    await expect.poll(() => slots.first().innerHTML()).not.toBe(firstBefore);

    await page.getByTestId('home-field-button').filter({ hasText: 'Commerce' }).click();
    await expect(page).toHaveURL(/\/careers\?field=/);
    await expect(page.getByTestId('career-card-field').first()).toHaveText('Commerce');
  });

  test('the careers list paginates, filters by field and keeps the query in the URL', async ({ page, request }) => {
    const ids = await fieldIds(request);
    await page.goto('/careers');
    await expect(page.getByTestId('nav-explore')).toHaveAttribute('aria-current', 'page');
    const cards = page.getByTestId('career-card');
    await expect(cards).toHaveCount(10);
    const firstPage = await cards.allInnerTexts();

    await page.getByTestId('careers-pagination').getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first()).not.toHaveText(firstPage[0]);
    await expect(cards).toHaveCount(10);

    // Changing the field goes back to the first page and puts the field in the query.
    await page.getByTestId('field-filter').selectOption({ label: 'Arts' });
    await expect(page).toHaveURL(new RegExp(`field=${ids.Arts}`));
    await expect(page).not.toHaveURL(/page=/);
    // Every card of the new page is an Arts career (polled: the old page may still be on screen for a moment).
    await expect
      .poll(async () => [...new Set(await page.getByTestId('career-card-field').allInnerTexts())])
      .toEqual(['Arts']);

    await page.getByTestId('field-filter').selectOption({ label: 'All' });
    await expect(page).not.toHaveURL(/field=/);
    await expect(cards).toHaveCount(10);
  });

  test('a career opens with its prices, logo and both kinds of properties, and a breadcrumb back', async ({ page }) => {
    await page.goto('/careers');
    const card = page.getByTestId('career-card').first();
    const name = (await card.getByRole('heading').first().innerText()).trim();
    await card.click();
    await expect(page).toHaveURL(/\/careers\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('career-name')).toHaveText(name);
    // One way to write prices in the app (issue 24): '₹', Indian grouping, paise only when there are any.
    await expect(page.getByTestId('selling-price')).toHaveText(/^(Free|₹[\d,]+(\.\d{2})?)$/);
    await expect(page.getByTestId('strike-price')).toHaveText(/^₹[\d,]+(\.\d{2})?$/);
    await expect(page.getByTestId('career-logo')).toBeVisible();
    await expect(page.getByText('What will you explore about this career ?').first()).toBeVisible();
    await expect(page.getByTestId('career-property-list').first()).toBeVisible();
    await expect(page.getByTestId('career-property-title-body').first()).toBeVisible();
    await page.getByTestId('breadcrumb-careers').click();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('an unknown career and an unknown page say so', async ({ page }) => {
    await page.goto('/careers/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('career-not-found')).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('search lists careers and fields, and offers the career request when nothing matches', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search careers' });
    await box.fill('e');
    await expect(page.getByTestId('search-results')).toBeHidden();
    await box.fill('sci');
    await expect(page.getByTestId('search-result-field').filter({ hasText: 'Science' })).toBeVisible();
    await box.fill('engineer');
    await expect(page.getByTestId('search-result-career').first()).toContainText(/engineer/i);
    await page.getByTestId('search-result-career').first().click();
    await expect(page).toHaveURL(/\/careers\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('career-name')).toContainText(/engineer/i);

    await box.fill('qqzzxx');
    await expect(page.getByTestId('search-empty')).toContainText('Nothing found');
    await page.getByTestId('search-career-request').click();
    await expect(page).toHaveURL(/\/career-request$/);
  });

  test('/student lists every field with its careers', async ({ page }) => {
    await page.goto('/student');
    await expect(page.getByTestId('field-card')).toHaveCount(4);
    await page.getByTestId('field-card-career').first().click();
    await expect(page).toHaveURL(/\/careers\/[0-9a-f-]{36}$/);
    await page.goto('/student');
    await page.getByTestId('cant-find-career').click();
    await expect(page).toHaveURL(/\/career-request$/);
  });

  test('the company pages navigate from their sidebar, and contact shows the Delhi address', async ({ page }) => {
    await page.goto('/company/about-us');
    await page.getByTestId('company-nav-terms').click();
    await expect(page).toHaveURL(/\/company\/terms$/);
    await expect(page.getByTestId('company-document')).toContainText(/arbitration/i);
    await page
      .getByTestId('footer')
      .getByRole('link', { name: /contact/i })
      .click();
    await expect(page.getByTestId('contact-address')).toContainText('Delhi');
  });

  test('the certification page shows the course, its prices from the server and the reviews', async ({ page }) => {
    await page.goto('/career-counsellor');
    await expect(page.getByTestId('regular-price-amount')).toContainText('₹2,500');
    await expect(page.getByTestId('early-bird-price')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('course-module')).toHaveCount(4);
    // Every one of the seed's 55 shown reviews; console-pages.e2e.ts may show one review of its own meanwhile.
    await expect(page.getByTestId('review').nth(54)).toBeVisible();
    expect(await page.getByTestId('review').count()).toBeLessThanOrEqual(56);
  });
});
