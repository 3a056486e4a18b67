import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIELDS, makeCareer } from '../../test/fixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { CareersPage } from './CareersPage';

function api(totalCount = 23, failList = false) {
  return stubFetch((url) => {
    if (url.pathname === '/api/platform/careers/fields') return jsonResponse(FIELDS);
    if (url.pathname === '/api/platform/careers') {
      if (failList) return jsonResponse({ statusCode: 500, message: 'boom' }, 500);
      const page = Number(url.searchParams.get('pageNum'));
      const count = Math.max(0, Math.min(10, totalCount - page * 10));
      const careers = Array.from({ length: count }, (_, i) =>
        makeCareer(page * 10 + i, i === 0 ? { trial: 'true' } : {}),
      );
      return jsonResponse([{ careers, totalCount }]);
    }
    return jsonResponse({ statusCode: 404, message: 'Not found' }, 404);
  });
}

const listCalls = (calls: ReturnType<typeof api>['calls']) =>
  calls.filter((c) => c.url.pathname === '/api/platform/careers');

describe('CareersPage', () => {
  it('reads field and page from the query and asks for that zero-based page of 10', async () => {
    const { calls } = api();
    renderWithApp(<CareersPage />, { route: '/careers?field=f-science&page=2' });
    expect(await screen.findAllByTestId('career-card')).toHaveLength(10);
    const [call] = listCalls(calls);
    expect(call!.url.searchParams.get('pageNum')).toBe('1');
    expect(call!.url.searchParams.get('num')).toBe('10');
    expect(call!.url.searchParams.get('field')).toBe('f-science');
    await waitFor(() => expect(screen.getByTestId('field-filter')).toHaveValue('f-science'));
  });

  it('shows cards with name, field, ₹ prices and the Try it ribbon, and ceil(total/10) pages', async () => {
    api(23);
    renderWithApp(<CareersPage />, { route: '/careers' });
    const cards = await screen.findAllByTestId('career-card');
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Career 0' })).toBeInTheDocument();
    expect(first.getByTestId('career-card-field')).toHaveTextContent('Science');
    expect(first.getByTestId('selling-price')).toHaveTextContent('₹1,499');
    expect(first.getByTestId('strike-price').tagName).toBe('S');
    expect(first.getByTestId('try-it-ribbon')).toHaveTextContent('Try it');
    expect(within(cards[1]!).queryByTestId('try-it-ribbon')).not.toBeInTheDocument();
    expect(first.getByRole('link')).toHaveAttribute('href', '/careers/career-0');
    const pagination = screen.getByTestId('careers-pagination');
    expect(within(pagination).getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    expect(within(pagination).queryByRole('button', { name: 'Go to page 4' })).not.toBeInTheDocument();
  });

  it('puts the page in the query and reloads', async () => {
    const { calls } = api(23);
    const user = userEvent.setup();
    renderWithApp(<CareersPage />, { route: '/careers' });
    await screen.findAllByTestId('career-card');
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/careers?page=3');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('pageNum')).toBe('2'));
    // The previous page stays on screen (under the loading bar) until the new one arrives.
    await waitFor(() => expect(screen.getAllByTestId('career-card')).toHaveLength(3));
  });

  it('changing the field resets to page 1 and puts or removes the field in the query', async () => {
    const { calls } = api(23);
    const user = userEvent.setup();
    renderWithApp(<CareersPage />, { route: '/careers?page=2' });
    await screen.findAllByTestId('career-card');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Commerce' })).toBeInTheDocument());

    await user.selectOptions(screen.getByTestId('field-filter'), 'f-commerce');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/careers\?field=f-commerce$/);
    await waitFor(() => {
      const last = listCalls(calls).at(-1)!;
      expect(last.url.searchParams.get('field')).toBe('f-commerce');
      expect(last.url.searchParams.get('pageNum')).toBe('0');
    });

    await user.selectOptions(screen.getByTestId('field-filter'), '');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/careers$/);
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.has('field')).toBe(false));
  });

  it('says "No careers found" for an empty list', async () => {
    api(0);
    renderWithApp(<CareersPage />, { route: '/careers' });
    expect(await screen.findByText('No careers found')).toBeInTheDocument();
    expect(screen.queryByTestId('careers-pagination')).not.toBeInTheDocument();
  });

  it('shows a loading bar while loading and "Something went wrong" on failure', async () => {
    api(23, true);
    renderWithApp(<CareersPage />, { route: '/careers' });
    expect(screen.getByTestId('careers-loading')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByTestId('careers-loading')).not.toBeInTheDocument();
    expect(screen.queryByText('No careers found')).not.toBeInTheDocument();
  });
});
