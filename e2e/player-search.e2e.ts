import { expect, test } from './fixtures';
import { seriousViolations } from './a11y-support';
import { cardNames, listedFor } from './player-search-support';

test.describe('search that goes somewhere on Enter (issue 24, item 11)', () => {
  test('plain Enter in the header search opens /search?query= with every matching career and the field filter beside it; the suggestions stay for typing', async ({
    page,
    request,
  }) => {
    const all = await listedFor(request, 'manager');
    const names = all.careers.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['Human Resources Manager', 'Supply Chain Manager', 'Hotel Manager', 'Event Manager']),
    );
    expect(all.totalCount).toBe(names.length);
    // More than the suggestions' first match, in more than one field.
    expect(new Set(all.careers.map((c) => c.field.name)).size).toBeGreaterThan(1);

    await page.goto('/careers');
    const box = page.getByRole('searchbox', { name: 'Search careers' });
    await box.fill('manager');
    await expect(page.getByTestId('search-result-career').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=manager$/);
    await expect(page.getByTestId('search-results')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('manager');
    await expect(cardNames(page)).toHaveText(names);
    await expect(page.getByTestId('search-count')).toHaveText(`${names.length} careers found`);

    // The field filter beside the results (at 1280 px, left of the cards).
    const filter = page.getByTestId('field-filter');
    const filterBox = await filter.boundingBox();
    const firstCard = await page.getByTestId('search-page').getByTestId('career-card').first().boundingBox();
    expect(filterBox && firstCard && filterBox.x + filterBox.width <= firstCard.x).toBe(true);

    const commerce = all.careers.find((c) => c.field.name === 'Commerce')!.field;
    await filter.selectOption({ label: 'Commerce' });
    await expect(page).toHaveURL(new RegExp(`/search\\?query=manager&field=${commerce._id}$`));
    const inCommerce = await listedFor(request, 'manager', commerce._id);
    expect(inCommerce.careers.length).toBeLessThan(names.length);
    await expect(cardNames(page)).toHaveText(inCommerce.careers.map((c) => c.name));
    await expect(page.getByTestId('search-page').getByTestId('career-card-field')).toHaveText(
      inCommerce.careers.map(() => 'Commerce'),
    );
    await filter.selectOption({ label: 'All' });
    await expect(page).toHaveURL(/\/search\?query=manager$/);
    await expect(cardNames(page)).toHaveText(names);

    // A card opens its career.
    await page.getByTestId('search-page').getByTestId('career-card').first().locator('a').click();
    await expect(page).toHaveURL(new RegExp(`/careers/${all.careers[0]._id}$`));

    // Arrow keys and Enter still open the highlighted suggestion.
    await box.fill('engineer');
    await expect(page.getByTestId('search-result-career').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(page.getByTestId('search-result-career').first()).toBeFocused();
    const firstSuggestion = await page.getByTestId('search-result-career').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${firstSuggestion}$`));
    await expect(page.getByTestId('career-name')).toContainText(/engineer/i);
  });

  test('the results page lists matching fields, shows its loading, and says Nothing found with the career-request link', async ({
    page,
  }) => {
    // Loading: the request is held until the loading bar has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/platform/careers' && url.searchParams.get('query') === 'sci',
      async (route) => {
        await held;
        await route.fallback();
      },
    );
    await page.goto('/search?query=sci');
    await expect(page.getByTestId('search-loading')).toBeVisible();
    release();
    await expect(page.getByTestId('search-page').getByTestId('career-card').first()).toBeVisible();
    await expect(page.getByTestId('search-loading')).toBeHidden();
    const science = page.getByTestId('search-page-field').filter({ hasText: 'Science' });
    await expect(science).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await science.click();
    await expect(page).toHaveURL(/\/careers\?field=[0-9a-f-]{36}$/);

    await page.goto('/search?query=qqzzxx');
    const empty = page.getByTestId('search-page-empty');
    await expect(empty).toContainText('Nothing found');
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByTestId('search-page').getByTestId('career-card')).toHaveCount(0);
    const request = page.getByTestId('search-page-career-request');
    await expect(request).toHaveAttribute('href', '/career-request');
    await request.click();
    await expect(page).toHaveURL(/\/career-request$/);
  });

  test.describe('at 1024 px', () => {
    test.use({ viewport: { width: 1024, height: 768 } });

    test('Enter opens the results page; the filter sits beside the cards and nothing scrolls sideways', async ({
      page,
      request,
    }) => {
      const all = await listedFor(request, 'engineer');
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: 'Search careers' });
      await box.fill('engineer');
      await expect(page.getByTestId('search-result-career').first()).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?query=engineer$/);
      await expect(cardNames(page)).toHaveText(all.careers.slice(0, 10).map((c) => c.name));
      const filterBox = await page.getByTestId('field-filter').boundingBox();
      const firstCard = await page.getByTestId('search-page').getByTestId('career-card').first().boundingBox();
      expect(filterBox && firstCard && filterBox.x + filterBox.width <= firstCard.x).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    });
  });
});
