import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIELDS, makeCareer } from '../../test/fixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { SearchPage } from './SearchPage';

function api(totalCount: number) {
  return stubFetch((url) => {
    if (url.pathname === '/api/platform/careers/fields') return jsonResponse(FIELDS);
    if (url.pathname === '/api/platform/careers/search') return jsonResponse({ careers: [], fields: [FIELDS[0]] });
    if (url.pathname === '/api/platform/careers') {
      const page = Number(url.searchParams.get('pageNum'));
      const count = Math.max(0, Math.min(10, totalCount - page * 10));
      const careers = Array.from({ length: count }, (_, i) => makeCareer(page * 10 + i));
      return jsonResponse([{ careers, totalCount }]);
    }
    return jsonResponse({ statusCode: 404, message: 'Not found' }, 404);
  });
}

const listCalls = (calls: ReturnType<typeof api>['calls']) =>
  calls.filter((c) => c.url.pathname === '/api/platform/careers');

describe('SearchPage (issue 24)', () => {
  it("asks the list for the query's matches, shows them as cards with the count, pages and the matching fields", async () => {
    const { calls } = api(13);
    renderWithApp(<SearchPage />, { route: '/search?query=%20data%20' });
    expect(await screen.findAllByTestId('career-card')).toHaveLength(10);
    const [call] = listCalls(calls);
    expect(call!.url.searchParams.get('query')).toBe('data');
    expect(call!.url.searchParams.get('pageNum')).toBe('0');
    expect(call!.url.searchParams.get('num')).toBe('10');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “data”');
    expect(screen.getByTestId('search-count')).toHaveTextContent('13 careers found');
    expect(
      within(screen.getByTestId('careers-pagination')).getByRole('button', { name: 'Go to page 2' }),
    ).toBeVisible();
    expect(await screen.findByTestId('search-page-field')).toHaveAttribute('href', `/careers?field=${FIELDS[0]!._id}`);
  });

  it('the field filter narrows the search in the URL and in the call, from page 1', async () => {
    const { calls } = api(13);
    const user = userEvent.setup();
    renderWithApp(<SearchPage />, { route: '/search?query=data&page=2' });
    await screen.findAllByTestId('career-card');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Science' })).toBeInTheDocument());
    await user.selectOptions(screen.getByTestId('field-filter'), 'Science');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/search?query=data&field=${FIELDS[0]!._id}`),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('field')).toBe(FIELDS[0]!._id));
    expect(listCalls(calls).at(-1)!.url.searchParams.get('pageNum')).toBe('0');
  });

  it('says Nothing found with the career-request link when nothing matches', async () => {
    api(0);
    renderWithApp(<SearchPage />, { route: '/search?query=qqzz' });
    const empty = await screen.findByTestId('search-page-empty');
    expect(empty).toHaveTextContent('Nothing found');
    expect(within(empty).getByRole('link')).toHaveAttribute('href', '/career-request');
    expect(screen.queryByTestId('career-card')).not.toBeInTheDocument();
  });

  it('asks nothing for a query under 2 characters', async () => {
    const { calls } = api(3);
    renderWithApp(<SearchPage />, { route: '/search?query=a' });
    expect(await screen.findByTestId('search-page-short')).toHaveTextContent('at least 2 characters');
    expect(listCalls(calls)).toHaveLength(0);
  });
});
