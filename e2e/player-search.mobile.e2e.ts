import { expect, test } from './fixtures';
import { cardNames, listedFor } from './player-search-support';

test('at 375 px: Enter in the collapsible search opens the results page; filter above the cards, nothing sideways (issue 24, item 11)', async ({
  page,
  request,
}) => {
  const all = await listedFor(request, 'manager');
  await page.goto('/');
  await page.getByTestId('search-toggle').click();
  const box = page.getByTestId('mobile-search').getByRole('searchbox', { name: 'Search careers' });
  await box.fill('manager');
  await expect(page.getByTestId('search-result-career').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=manager$/);
  // The search bar collapses, as after picking a suggestion.
  await expect(page.getByTestId('mobile-search')).toHaveCount(0);
  await expect(cardNames(page)).toHaveText(all.careers.map((c) => c.name));

  const filter = page.getByTestId('field-filter');
  await expect(filter).toBeInViewport();
  const filterBox = await filter.boundingBox();
  const firstCard = await page.getByTestId('search-page').getByTestId('career-card').first().boundingBox();
  expect(filterBox && firstCard && filterBox.y + filterBox.height <= firstCard.y).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/search?query=qqzzxx');
  await expect(page.getByTestId('search-page-empty')).toContainText('Nothing found');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
