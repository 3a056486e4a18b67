import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { SearchBox } from './SearchBox';

const RESULTS = {
  careers: [{ _id: 'c1', name: 'Doctor' }],
  fields: [{ _id: 'f1', name: 'Science' }],
};

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('does not search under 2 characters', async () => {
    const { mock } = stubFetch(() => jsonResponse(RESULTS));
    const user = setup();
    renderWithApp(<SearchBox />);
    await user.type(screen.getByRole('searchbox', { name: 'Search careers' }), 'd');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(mock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
  });

  it('waits 200 ms after the last key and sends one request', async () => {
    const { calls } = stubFetch(() => jsonResponse(RESULTS));
    const user = setup();
    renderWithApp(<SearchBox />);
    await user.type(screen.getByRole('searchbox', { name: 'Search careers' }), 'doc');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/platform/careers/search');
    expect(calls[0]!.url.searchParams.get('query')).toBe('doc');
  });

  it('lists careers and fields with links to their pages', async () => {
    stubFetch(() => jsonResponse(RESULTS));
    const user = setup();
    renderWithApp(<SearchBox />);
    await user.type(screen.getByRole('searchbox', { name: 'Search careers' }), 'do');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(await screen.findByRole('link', { name: 'Doctor' })).toHaveAttribute('href', '/careers/c1');
    expect(screen.getByRole('link', { name: /Science/ })).toHaveAttribute('href', '/careers?field=f1');

    await user.click(screen.getByRole('link', { name: 'Doctor' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/careers/c1');
  });

  it('says "Nothing found" and links to the career request page', async () => {
    stubFetch(() => jsonResponse({ careers: [], fields: [] }));
    const user = setup();
    renderWithApp(<SearchBox />);
    await user.type(screen.getByRole('searchbox', { name: 'Search careers' }), 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Can't find the career you're looking for?" })).toHaveAttribute(
      'href',
      '/career-request',
    );
  });

  it('Enter opens the results page of every match (issue 24), not the first suggestion', async () => {
    stubFetch(() => jsonResponse(RESULTS));
    const user = setup();
    renderWithApp(<SearchBox />);
    const box = screen.getByRole('searchbox', { name: 'Search careers' });
    await user.type(box, ' data science ');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(await screen.findByRole('link', { name: 'Doctor' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?query=data+science');
    expect(box).toHaveValue('');
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
  });

  it('Enter under 2 characters goes nowhere', async () => {
    stubFetch(() => jsonResponse(RESULTS));
    const user = setup();
    renderWithApp(<SearchBox />, { route: '/careers' });
    await user.type(screen.getByRole('searchbox', { name: 'Search careers' }), 'd{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/careers');
  });

  it('the arrow keys walk the suggestions; Enter on one opens it', async () => {
    stubFetch(() => jsonResponse(RESULTS));
    const user = setup();
    renderWithApp(<SearchBox />);
    const box = screen.getByRole('searchbox', { name: 'Search careers' });
    await user.type(box, 'do');
    await act(() => vi.advanceTimersByTimeAsync(250));
    const doctor = await screen.findByRole('link', { name: 'Doctor' });
    await user.keyboard('{ArrowDown}');
    expect(doctor).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Science/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/careers/c1');
  });
});
