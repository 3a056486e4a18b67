import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, Resource, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  canAccess,
  type AdminClassroom,
  type ClassroomResults,
  type ClassroomResultStudent,
  type Role,
} from '@app/contracts';
import { en } from '../i18n/en';
import { setSessionForTests } from '../session';
import { authUser, loginResponse } from '../test/fixtures';
import ClassroomShow from './ClassroomShow';

/**
 * A classroom's Results tab in jsdom against a stand-in data provider: the counts, a chart per career with
 * results, the students page with a Report per completed career (saved with the session's token) and the export
 * for the roles the permission table lets export; "No one has completed a career yet" before any result.
 */

const ID = '00000000-0000-4000-8000-0000000000c1';
const CAREER = '00000000-0000-4000-8000-0000000000d1';
const OTHER = '00000000-0000-4000-8000-0000000000d2';
const ASHA = '00000000-0000-4000-8000-0000000000e1';

const classroom: AdminClassroom = {
  id: ID,
  schoolId: '00000000-0000-4000-8000-0000000000a1',
  name: 'Class 10 A',
  class: '10',
  section: 'A',
  careerIds: [CAREER, OTHER],
  studentIds: [ASHA],
  studentCount: 35,
  startedCount: 30,
  completedCount: 12,
  opensAt: '2026-11-20T04:30:00.000Z',
  closesAt: '2026-12-20T04:30:00.000Z',
  open: true,
  version: 1,
  createdAt: '2026-11-20T04:30:00.000Z',
  updatedAt: '2026-11-20T04:30:00.000Z',
};

const bands = (HIGH: number, MODERATE: number, LOW: number) => ({ HIGH, MODERATE, LOW });

const results = (completed = 20): ClassroomResults => ({
  classroomId: ID,
  schoolId: classroom.schoolId,
  name: classroom.name,
  assigned: 35,
  started: 30,
  completed: completed ? 12 : 0,
  careers: [
    {
      careerId: CAREER,
      name: 'Marine Biologist',
      assigned: 35,
      started: 30,
      completed,
      overall: completed ? bands(8, 7, 5) : bands(0, 0, 0),
      sections: completed ? [{ name: 'Career Tasks', bands: bands(10, 6, 4) }] : [],
    },
    { careerId: OTHER, name: 'Painter', assigned: 35, started: 2, completed: 0, overall: bands(0, 0, 0), sections: [] },
  ],
});

const asha: ClassroomResultStudent = {
  id: ASHA,
  name: 'Asha Rao',
  admissionNumber: 'A-001',
  section: 'A',
  careers: [
    {
      careerId: CAREER,
      status: 'COMPLETED',
      band: 'HIGH',
      percent: 85,
      sections: [{ name: 'Career Tasks', band: 'HIGH' }],
    },
    { careerId: OTHER, status: 'IN_PROGRESS', band: null, percent: null, sections: [] },
  ],
};

/** jsdom has no ResizeObserver; recharts' responsive charts watch their box with one. */
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const authAs = (role: Role): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ resource, action }) => canAccess(role, resource, action),
});

function renderResults(answer: ClassroomResults, role: Role = 'school_admin') {
  vi.stubGlobal('ResizeObserver', NoResize);
  const getList = vi.fn(async () => ({ data: [asha], total: 1 }));
  const getClassroomResults = vi.fn(async () => answer);
  const dataProvider = {
    getOne: async () => ({ data: classroom }),
    getList,
    getMany: async () => ({ data: [] }),
    getClassroomResults,
  } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={[`/classrooms/${ID}/show/results`]}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authAs(role)}
        i18nProvider={polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true })}
        disableTelemetry
      >
        <Resource name="classrooms" show={ClassroomShow} />
      </Admin>
    </TestMemoryRouter>,
  );
  return { getList, getClassroomResults };
}

describe("a classroom's results", () => {
  it('shows the counts, a chart for each career with results, and the students with their bands', async () => {
    const { getList, getClassroomResults } = renderResults(results());
    expect(await screen.findByTestId('results-assigned')).toHaveTextContent('35');
    expect(screen.getByTestId('results-started')).toHaveTextContent('30');
    expect(screen.getByTestId('results-completed')).toHaveTextContent('12');
    // Counted as the charts and the table count them (issue 24): a career started, a career completed.
    expect(screen.getByTestId('results-started')).toHaveTextContent('Started a career');
    expect(screen.getByTestId('results-completed')).toHaveTextContent('Completed a career');
    expect(getClassroomResults).toHaveBeenCalledWith(ID);
    // The charts load lazily: one for the career with results, none for the career without.
    const chart = await screen.findByTestId(`career-chart-${CAREER}`, {}, { timeout: 5000 });
    expect(chart).toHaveTextContent('Marine Biologist: bands of 20 completed');
    expect(within(chart).getByRole('rowheader', { name: 'Career Tasks' })).toBeInTheDocument();
    expect(screen.queryByTestId(`career-chart-${OTHER}`)).not.toBeInTheDocument();

    const table = await screen.findByTestId('result-students');
    expect(await within(table).findByText('Asha Rao')).toBeInTheDocument();
    expect(within(table).getByText('High · 85%')).toBeInTheDocument();
    expect(within(table).getByText('In progress')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      `classrooms/${ID}/results/students`,
      expect.objectContaining({ pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' } }),
    );
    expect(screen.getByTestId('results-export')).toBeInTheDocument();
  });

  it('says so when no one has completed a career yet', async () => {
    renderResults(results(0));
    expect(await screen.findByTestId('results-none')).toHaveTextContent('No one has completed a career yet');
    expect(screen.queryByTestId(`career-chart-${CAREER}`)).not.toBeInTheDocument();
  });

  it("downloads a student's report with the session's token", async () => {
    setSessionForTests(loginResponse(authUser('school_admin'), 7));
    renderResults(results());
    const fetch = vi.fn(
      async () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: { 'Content-Disposition': 'attachment; filename="report-marine-biologist.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, saved));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => click.mockRestore());

    fireEvent.click(await screen.findByRole('button', { name: 'Report of Asha Rao in Marine Biologist' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(
      `/api/admin/classrooms/${ID}/results/students/${ASHA}/careers/${CAREER}/report`,
      { headers: { Authorization: 'access-7' } },
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('report-marine-biologist.pdf');
  });

  it("exports the classroom's CSV with the session's token", async () => {
    setSessionForTests(loginResponse(authUser('school_admin'), 8));
    renderResults(results());
    const fetch = vi.fn(
      async () =>
        new Response('\uFEFFAdmission number,Name\r\n', {
          headers: { 'Content-Disposition': 'attachment; filename="results-class-10-a.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, saved));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => click.mockRestore());

    fireEvent.click(await screen.findByTestId('results-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(`/api/admin/classrooms/${ID}/results/export`, {
      headers: { Authorization: 'access-8' },
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('results-class-10-a.csv');
  });

  it('offers no export to a role the permission table does not let export classrooms', async () => {
    renderResults(results(), 'counsellor');
    // A counsellor may not show classrooms at all: nothing of the results is fetched or shown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('results-export')).not.toBeInTheDocument();
  });
});
