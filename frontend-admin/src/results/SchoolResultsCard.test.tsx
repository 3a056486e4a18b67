import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { SchoolResultsCard } from './SchoolResultsCard';

/** A school admin's way from the dashboard to their school's results: the one school the list answers them. */

const ID = '00000000-0000-4000-8000-0000000000a1';

function renderCard(schools: { id: string; name: string }[]) {
  const getList = vi.fn(async () => ({ data: schools, total: schools.length }));
  render(
    <TestMemoryRouter initialEntries={['/']}>
      <Admin
        dataProvider={{ getList } as unknown as DataProvider}
        i18nProvider={polyglotI18nProvider(() => en, 'en')}
        dashboard={SchoolResultsCard}
        disableTelemetry
      >
        <Resource name="schools" list={() => null} />
      </Admin>
    </TestMemoryRouter>,
  );
  return getList;
}

describe("the dashboard's school results card", () => {
  it("links to the school admin's own school page, where the overview is", async () => {
    const getList = renderCard([{ id: ID, name: 'Delhi Public School' }]);
    expect(await screen.findByRole('link', { name: "Your school's results" })).toHaveAttribute(
      'href',
      `/schools/${ID}/show`,
    );
    expect(getList).toHaveBeenCalledWith('schools', expect.objectContaining({ pagination: { page: 1, perPage: 1 } }));
  });

  it('shows nothing without a school', async () => {
    const getList = renderCard([]);
    await vi.waitFor(() => expect(getList).toHaveBeenCalled());
    expect(screen.queryByTestId('school-results-card')).not.toBeInTheDocument();
  });
});
