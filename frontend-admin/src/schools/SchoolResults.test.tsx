import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, Resource, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { canAccess, type AdminSchool, type SchoolResults } from '@app/contracts';
import { en } from '../i18n/en';
import SchoolShow from './SchoolShow';

/** The school overview on a school's page, as a school admin sees their own: classrooms, bands, HIGH subjects. */

const ID = '00000000-0000-4000-8000-0000000000a1';
const ROOM = '00000000-0000-4000-8000-0000000000c1';

const school: AdminSchool = {
  id: ID,
  name: 'Delhi Public School, R K Puram',
  campusId: 'DPS-RKP',
  board: 'CBSE',
  city: 'New Delhi',
  state: 'Delhi',
  logo: null,
  seats: 500,
  seatsUsed: 312,
  schoolAdmins: 1,
  version: 4,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const overview = (results = 30): SchoolResults => ({
  schoolId: ID,
  classrooms: [{ id: ROOM, name: 'Class 10 A', class: '10', section: 'A', assigned: 35, started: 30, completed: 12 }],
  results,
  overall: results ? { HIGH: 12, MODERATE: 10, LOW: 8 } : { HIGH: 0, MODERATE: 0, LOW: 0 },
  topSubjects: results
    ? [
        { subject: 'Biology', count: 9 },
        { subject: 'Chemistry', count: 7 },
      ]
    : [],
});

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const schoolAdmin: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ resource, action }) => canAccess('school_admin', resource, action),
};

function renderShow(getSchoolResults: () => Promise<SchoolResults>) {
  vi.stubGlobal('ResizeObserver', NoResize);
  const dataProvider = {
    getOne: async () => ({ data: school }),
    getSchoolResults: vi.fn(getSchoolResults),
  } as unknown as DataProvider & { getSchoolResults: ReturnType<typeof vi.fn> };
  render(
    <TestMemoryRouter initialEntries={[`/schools/${ID}/show`]}>
      <Admin
        dataProvider={dataProvider}
        authProvider={schoolAdmin}
        i18nProvider={polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true })}
        disableTelemetry
      >
        <Resource name="schools" show={SchoolShow} />
        <Resource name="classrooms" show={() => <p>the classroom page</p>} />
      </Admin>
    </TestMemoryRouter>,
  );
  return dataProvider;
}

describe("a school's results", () => {
  it('lists each classroom with its counts, and the subjects of the HIGH results with the charts', async () => {
    const provider = renderShow(async () => overview());
    const section = await screen.findByTestId('school-results');
    const link = await within(section).findByRole('link', { name: 'Class 10 A' });
    expect(link).toHaveAttribute('href', `/classrooms/${ROOM}/show/results`);
    expect(within(section).getByRole('row', { name: /Class 10 A/ })).toHaveTextContent('Class 10 A353012');
    expect(within(screen.getByTestId('school-subjects')).getByText('Biology (9)')).toBeInTheDocument();
    expect(await screen.findByTestId('school-bands-chart', {}, { timeout: 5000 })).toHaveTextContent(
      'Overall bands across the school (30 results)',
    );
    expect(provider.getSchoolResults).toHaveBeenCalledWith(ID);
  });

  it('says so when no one has completed a career yet', async () => {
    renderShow(async () => overview(0));
    expect(await screen.findByTestId('school-results-none')).toHaveTextContent('No one has completed a career yet');
  });

  it('says when the results cannot be loaded, and tries again', async () => {
    let calls = 0;
    const provider = renderShow(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return overview();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Class 10 A' })).toBeInTheDocument();
    expect(provider.getSchoolResults).toHaveBeenCalledTimes(2);
  });
});
