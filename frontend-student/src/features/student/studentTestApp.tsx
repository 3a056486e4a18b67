import type {
  AuthUser,
  CareerSummaryResponse,
  DashboardCareer,
  DashboardResponse,
  MyCareer,
  SummaryRow,
} from '@app/contracts';
import { authUser, storeTokens } from '../../test/authFixtures';
import { renderAppRoutes } from '../../test/renderApp';
import { jsonResponse, stubFetch } from '../../test/utils';

/** Test helpers of the student area: the whole app at a route, with the API stubbed per path. */

export type Answer = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const EMPTY_DASHBOARD: DashboardResponse = { enrolled: [], completed: [], published: [] };

/**
 * Imports the area's lazy pages ahead (call in beforeAll): their first import under Vitest transforms them and
 * MUI, which can outlast Testing Library's one-second wait.
 */
export async function preloadStudentPages() {
  await Promise.all([
    import('./StudentLayout'),
    import('./DashboardPage'),
    import('./MyCareersPage'),
    import('./SessionsPage'),
    import('../report/ReportPage'),
    import('../subjects/SubjectsPage'),
    import('../../app/NotFoundPage'),
  ]);
}

/** A campus student with the campus attributes the classroom calls send as headers. */
export const campusUser = () =>
  authUser({ 'custom:campus_id': 'campus-7', 'custom:campus_uuid': 'campus-uuid-7' }, true);

/**
 * Renders the app at `route` for `me`. `api` answers by "METHOD /path" or "/path"; the area's other calls answer
 * empty lists.
 */
export function renderStudentApp({
  me = authUser(),
  route = '/user-student/main/dashboard',
  api = {},
}: { me?: AuthUser; route?: string; api?: Record<string, Answer> } = {}) {
  storeTokens();
  const stub = stubFetch((url, init) => {
    if (url.pathname === '/api/auth/me') return jsonResponse(me);
    const answer = api[`${init?.method ?? 'GET'} ${url.pathname}`] ?? api[url.pathname];
    if (answer) return answer(url, init);
    if (url.pathname === '/api/platform/cart') return jsonResponse([]);
    if (url.pathname === '/api/platform/mycareers') return jsonResponse([]);
    if (url.pathname === '/api/student/dashboard') return jsonResponse(EMPTY_DASHBOARD);
    if (url.pathname === '/api/platform/student/classrooms') return jsonResponse({ status: 1, data: [] });
    return jsonResponse({});
  });
  renderAppRoutes(route);
  return stub;
}

export function dashboardCareer(n: number, overrides: Partial<DashboardCareer> = {}): DashboardCareer {
  return {
    _id: { $oid: `umc-${n}` },
    careerId: { $oid: `career-${n}` },
    master: { name: `Career ${n}`, logo: `/media/logos/c${n}.svg`, logo_bg: '#e3f2fd' },
    status: 'ENROLLED',
    progress: null,
    ...overrides,
  };
}

export function myCareer(n: number, status: MyCareer['status'] = 'ENROLLED', name = `Career ${n}`): MyCareer {
  return {
    _id: { $oid: `umc-${n}` },
    careerId: { $oid: `career-${n}` },
    master: { name, logo: `/media/logos/c${n}.svg`, logo_bg: '#e3f2fd' },
    status,
  };
}

export function summaryRow(n: number, overrides: Partial<SummaryRow> = {}): SummaryRow {
  return {
    careerId: `career-${n}`,
    userMapCareerId: `umc-${n}`,
    career_name: `Career ${n}`,
    total: 60,
    max: 75,
    percent: 80,
    band: 'HIGH',
    remark: 'Most Suitable Career',
    subjects_aligned: ['Mathematics', 'Physics'],
    ...overrides,
  };
}

export function careerSummary(overrides: Partial<CareerSummaryResponse> = {}): CareerSummaryResponse {
  return {
    user_map_career: {
      _id: { $oid: 'umc-1' },
      status: 'COMPLETED',
      total: 45,
      max: 65,
      percent: 69,
      band: 'MODERATE',
      remark: 'Moderately Suitable Career',
      completedAt: '2026-11-21T09:30:00.000Z',
    },
    career: { _id: { $oid: 'career-1' }, name: 'Data Scientist', logo: '/media/logos/ds.svg', logo_bg: '#eef' },
    career_contents: {
      sections: [
        {
          sectionId: 's1',
          name: 'Career Tasks',
          score: 20,
          max: 25,
          band: 'HIGH',
          remark: 'You enjoy the everyday tasks of this career.',
        },
        {
          sectionId: 's2',
          name: 'Career Day',
          score: 9,
          max: 15,
          band: 'MODERATE',
          remark: 'Parts of a working day in this career suit you.',
        },
        {
          sectionId: 's3',
          name: 'Career Subjects',
          score: 4,
          max: 10,
          band: 'LOW',
          remark: 'The subjects this career builds on are not your favourites today.',
        },
      ],
    },
    subjects_aligned: ['Mathematics', 'Computer Science'],
    answers: [
      { sectionName: 'Career Personality', question: 'Which setting suits you?', answer: 'A quiet lab' },
      { sectionName: 'Career Value', question: 'Why this career?', answer: null },
    ],
    ...overrides,
  };
}
