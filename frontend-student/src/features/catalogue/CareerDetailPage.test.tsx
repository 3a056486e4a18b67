import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CareerProperty } from '@app/contracts';
import { makeCareer } from '../../test/fixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { CareerDetailPage } from './CareerDetailPage';

const PROPERTIES: CareerProperty[] = [
  { type: 'list', list_type: 'numeric', header: 'Career tasks', content: ['Diagnose patients', 'Prescribe treatment'] },
  { type: 'list', list_type: 'bullets', content: ['Hospitals', 'Clinics'] },
  { type: 'title_body', header: 'Work environment', body: 'Long shifts.\n\nRewarding work.' },
];

const render = (id = 'career-7') =>
  renderWithApp(<CareerDetailPage />, { route: `/careers/${id}`, path: '/careers/:id' });

describe('CareerDetailPage', () => {
  it('shows the career with its prices, logo and breadcrumb', async () => {
    const { calls } = stubFetch(() => jsonResponse(makeCareer(7, { logo_bg: '#ffeecc' }, PROPERTIES)));
    render();
    expect(screen.getByTestId('page-loader')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Career 7' })).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe('/api/platform/careers/career-7');
    expect(screen.getByText('About career 7')).toBeInTheDocument();
    expect(screen.getByTestId('selling-price')).toHaveTextContent('₹1,499');
    expect(screen.getByTestId('strike-price')).toHaveTextContent('₹2,999');
    expect(screen.getByRole('img', { name: 'Career 7 logo' })).toHaveAttribute('src', '/media/logos/c7.svg');
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    expect(screen.queryByTestId('page-loader')).not.toBeInTheDocument();
  });

  it('renders numeric lists as ordered, bullets as unordered, and title_body as a title and body', async () => {
    stubFetch(() => jsonResponse(makeCareer(7, {}, PROPERTIES)));
    render();
    const lists = await screen.findAllByTestId('career-property-list');
    expect(lists).toHaveLength(2);
    // The spec's heading introduces the lists once; a list's own header shows too.
    expect(screen.getAllByRole('heading', { name: 'What will you explore about this career ?' })).toHaveLength(1);
    expect(within(lists[0]!).getByRole('heading', { name: 'Career tasks' })).toBeInTheDocument();
    expect(lists[0]!.querySelector('ol')).not.toBeNull();
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Diagnose patients', 'Prescribe treatment']);
    expect(lists[1]!.querySelector('ul')).not.toBeNull();
    expect(lists[1]!.querySelector('ol')).toBeNull();

    const block = screen.getByTestId('career-property-title-body');
    expect(within(block).getByRole('heading', { name: 'Work environment' })).toBeInTheDocument();
    expect(within(block).getByText('Long shifts.')).toBeInTheDocument();
    expect(within(block).getByText('Rewarding work.')).toBeInTheDocument();
  });

  it('shows a not-found state with a link back for an unknown id', async () => {
    stubFetch(() => jsonResponse({ statusCode: 404, message: 'Career not found' }, 404));
    render('unknown');
    expect(await screen.findByTestId('career-not-found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
  });

  it('only logs other load failures, and stops loading', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => jsonResponse({ statusCode: 500, message: 'boom' }, 500));
    render();
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByTestId('page-loader')).not.toBeInTheDocument();
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });
});
