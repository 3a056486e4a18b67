import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAND_COLOURS, CLASSROOM_MESSAGES, type ClassroomAssignment, type DashboardResponse } from '@app/contracts';
import { authUser } from '../../test/authFixtures';
import { deferred, jsonResponse, narrowWindow } from '../../test/utils';
import {
  EMPTY_DASHBOARD,
  campusUser,
  dashboardCareer,
  preloadStudentPages,
  renderStudentApp,
  summaryRow,
  type Answer,
} from './studentTestApp';

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

const dashboard =
  (body: DashboardResponse): Answer =>
  () =>
    jsonResponse(body);

function classroom(
  n: number,
  status: ClassroomAssignment['status'],
  careers = [{ _id: `career-${n}`, name: `Career ${n}` }],
) {
  return {
    _id: `cls-${n}`,
    class: '10',
    classroom: { classroom: `10-${String.fromCharCode(64 + n)}` },
    status,
    careers,
  };
}

beforeAll(preloadStudentPages, 30_000);

describe('dashboard', () => {
  it('greets a student by name and, with nothing enrolled, says so with Explore Careers to /careers', async () => {
    const { calls } = renderStudentApp();
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hi, Asha Verma');
    const empty = await screen.findByTestId('dashboard-empty');
    expect(empty).toHaveTextContent("You haven't enrolled for any career");
    expect(within(empty).getByRole('link', { name: 'Explore Careers' })).toHaveAttribute('href', '/careers');
    expect(calls.find((c) => c.url.pathname === '/api/student/dashboard')!.url.search).toBe('?userId=u-1');
    // Classrooms are for campus students only.
    expect(calls.some((c) => c.url.pathname === '/api/platform/student/classrooms')).toBe(false);
    expect(document.title).toMatch(/^My Dashboard \| /);
  });

  it('a campus student: greeted by name (issue 24) and, without a classroom, the campus empty state', async () => {
    renderStudentApp({ me: campusUser() });
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hi, Asha Verma');
    const empty = await screen.findByTestId('dashboard-empty');
    expect(empty).toHaveTextContent("You don't have any active classroom.");
    expect(within(empty).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-classrooms')).not.toBeInTheDocument();
  });

  it("'Your Careers': logo on its colour and name; Start Now to the instructions, Resume with done/total", async () => {
    renderStudentApp({
      api: {
        '/api/student/dashboard': dashboard({
          ...EMPTY_DASHBOARD,
          enrolled: [
            dashboardCareer(1, { master: { name: 'Data Scientist', logo: '/media/ds.svg', logo_bg: '#eef' } }),
            dashboardCareer(2, { status: 'IN_PROGRESS', progress: { done: 3, total: 12 } }),
          ],
        }),
      },
    });
    const section = await screen.findByTestId('dashboard-careers');
    expect(within(section).getByRole('heading', { name: 'Your Careers' })).toBeInTheDocument();
    const cards = within(section).getAllByTestId('my-career');
    expect(cards.map((c) => c.getAttribute('data-career-id'))).toEqual(['career-1', 'career-2']);
    expect(texts(within(section).getAllByTestId('my-career-name'))).toEqual(['Data Scientist', 'Career 2']);
    const logo = within(cards[0]!).getByAltText('Data Scientist logo');
    expect(logo).toHaveAttribute('src', '/media/ds.svg');

    const start = within(cards[0]!).getByRole('link', { name: 'Start Now' });
    expect(start).toHaveAttribute('href', '/user-student/career/umc-1/career-1');
    expect(start).toHaveAccessibleDescription('Data Scientist');
    expect(within(cards[0]!).queryByTestId('my-career-progress')).not.toBeInTheDocument();

    const resume = within(cards[1]!).getByRole('link', { name: 'Resume' });
    expect(resume).toHaveAttribute('href', '/user-student/career/umc-2/career-2');
    expect(within(cards[1]!).getByTestId('my-career-progress')).toHaveTextContent('3/12');
    expect(within(cards[1]!).getByRole('progressbar', { name: 'Career 2: 3 of 12 steps done' })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-empty')).not.toBeInTheDocument();
  });

  it("'Your Assessment': COMPLETED and Check Report to the report with the career's name", async () => {
    const user = userEvent.setup();
    renderStudentApp({
      api: {
        '/api/student/dashboard': dashboard({
          ...EMPTY_DASHBOARD,
          completed: [
            dashboardCareer(4, { status: 'COMPLETED', master: { name: 'Chef & Baker', logo: '', logo_bg: '#fee' } }),
          ],
        }),
        '/api/career/career-4/user/u-1/summary': () => jsonResponse({ message: 'Your report is being prepared' }, 404),
      },
    });
    const section = await screen.findByTestId('dashboard-assessment');
    expect(within(section).getByRole('heading', { name: 'Your Assessment' })).toBeInTheDocument();
    expect(within(section).getByTestId('completed-career-name')).toHaveTextContent('Chef & Baker');
    expect(within(section).getByTestId('completed-career-status')).toHaveTextContent('COMPLETED');
    const report = within(section).getByRole('link', { name: 'Check Report' });
    expect(report).toHaveAttribute('href', '/user-student/main/careers/career-4?name=Chef+%26+Baker');
    expect(screen.queryByTestId('dashboard-careers')).not.toBeInTheDocument();
    await user.click(report);
    expect(await screen.findByTestId('report-page')).toBeInTheDocument();
    expect(screen.getByTestId('report-career-name')).toHaveTextContent('Chef & Baker');
  });

  it('the Summary table: Career, Score as total/max, Remark with the band colour, Subjects Aligned chips', async () => {
    renderStudentApp({
      api: {
        '/api/student/dashboard': dashboard({
          ...EMPTY_DASHBOARD,
          published: [
            summaryRow(1, { career_name: 'Data Scientist', total: 60, max: 75 }),
            summaryRow(2, {
              career_name: 'Architect',
              total: 20,
              max: 65,
              band: 'LOW',
              remark: 'Least Suitable Career',
              subjects_aligned: [],
            }),
          ],
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Summary' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Career',
      'Score',
      'Remark',
      'Subjects Aligned',
    ]);
    const rows = within(table).getAllByTestId('summary-row');
    expect(rows.map((r) => r.getAttribute('data-career-id'))).toEqual(['career-1', 'career-2']);
    expect(texts(within(table).getAllByTestId('summary-career'))).toEqual(['Data Scientist', 'Architect']);
    expect(within(rows[0]!).getByRole('link', { name: 'Data Scientist' })).toHaveAttribute(
      'href',
      '/user-student/main/careers/career-1?name=Data+Scientist',
    );
    expect(texts(within(table).getAllByTestId('summary-score'))).toEqual(['60/75', '20/65']);
    const remarks = within(table).getAllByTestId('summary-remark');
    expect(texts(remarks)).toEqual(['Most Suitable Career', 'Least Suitable Career']);
    expect(remarks.map((r) => r.getAttribute('data-band'))).toEqual(['HIGH', 'LOW']);
    expect(remarks[0]!.querySelector('svg')).toHaveStyle({ color: BAND_COLOURS.HIGH });
    expect(remarks[1]!.querySelector('svg')).toHaveStyle({ color: BAND_COLOURS.LOW });
    expect(texts(within(rows[0]!).getAllByTestId('summary-subject'))).toEqual(['Mathematics', 'Physics']);
    expect(within(rows[1]!).queryByTestId('summary-subject')).not.toBeInTheDocument();
  });

  it('under 600 px the Summary is a list of cards', async () => {
    narrowWindow();
    renderStudentApp({
      api: { '/api/student/dashboard': dashboard({ ...EMPTY_DASHBOARD, published: [summaryRow(1)] }) },
    });
    const list = await screen.findByRole('list', { name: 'Summary' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const row = within(list).getByTestId('summary-row');
    expect(within(row).getByTestId('summary-score')).toHaveTextContent('60/75');
    expect(within(row).getByTestId('summary-remark')).toHaveTextContent('Most Suitable Career');
  });

  it("a load failure shows the server's message as an error toast, and Try again loads it", async () => {
    let fail = true;
    const user = userEvent.setup();
    renderStudentApp({
      api: {
        '/api/student/dashboard': () =>
          fail
            ? jsonResponse({ message: 'Dashboard unavailable' }, 503)
            : jsonResponse({ ...EMPTY_DASHBOARD, enrolled: [dashboardCareer(1)] }),
      },
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Dashboard unavailable');
    expect(toast).toHaveAttribute('data-variant', 'error');
    expect(screen.queryByTestId('dashboard-empty')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('dashboard-careers')).toBeInTheDocument();
  });

  it("a network failure shows 'Something went wrong'", async () => {
    renderStudentApp({
      api: {
        '/api/student/dashboard': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('shows a loader while the dashboard loads', async () => {
    const answer = deferred<Response>();
    renderStudentApp({ api: { '/api/student/dashboard': () => answer.promise } });
    expect(await screen.findByRole('progressbar', { name: 'Loading your dashboard' })).toBeInTheDocument();
    answer.resolve(jsonResponse({ ...EMPTY_DASHBOARD, enrolled: [dashboardCareer(1)] }));
    expect(await screen.findByTestId('dashboard-careers')).toBeInTheDocument();
  });
});

describe('dashboard classrooms (campus students)', () => {
  it('lists class, name and status (IN_PROGRESS as IN-PROGRESS), with no Start while one is in progress', async () => {
    const { mock } = renderStudentApp({
      me: campusUser(),
      api: {
        '/api/platform/student/classrooms': () =>
          jsonResponse({ status: 1, data: [classroom(1, 'IN_PROGRESS'), classroom(2, 'ENROLLED')] }),
        '/api/student/dashboard': dashboard({ ...EMPTY_DASHBOARD, enrolled: [dashboardCareer(1)] }),
      },
    });
    const section = await screen.findByTestId('dashboard-classrooms');
    expect(within(section).getByRole('heading', { name: 'Your Classrooms' })).toBeInTheDocument();
    const cards = within(section).getAllByTestId('classroom');
    expect(texts(within(section).getAllByTestId('classroom-class'))).toEqual(['Class 10', 'Class 10']);
    expect(texts(within(section).getAllByTestId('classroom-name'))).toEqual(['10-A', '10-B']);
    expect(texts(within(section).getAllByTestId('classroom-status'))).toEqual(['IN-PROGRESS', 'ENROLLED']);
    expect(cards).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-careers')).toBeInTheDocument();

    // The classroom call carries the campus headers.
    const [, init] = mock.mock.calls.find(([url]) => String(url) === '/api/platform/student/classrooms')!;
    expect(init!.headers).toMatchObject({
      'x-user-uuid': 'u-1',
      'x-campus-id': 'campus-7',
      'x-campus-uuid': 'campus-uuid-7',
      Authorization: 'access-1',
    });
  });

  it('outside its dates a classroom says when it opens, or that it is closed, and its Start is disabled', async () => {
    const soon = { ...classroom(1, 'ENROLLED'), open: false, opensAt: '2099-12-01T04:30:00.000Z', closesAt: null };
    const over = {
      ...classroom(2, 'ENROLLED'),
      open: false,
      opensAt: '2020-01-01T04:30:00.000Z',
      closesAt: '2020-02-01T04:30:00.000Z',
    };
    const now = { ...classroom(3, 'ENROLLED'), open: true, opensAt: '2020-01-01T04:30:00.000Z', closesAt: null };
    const { calls } = renderStudentApp({
      me: campusUser(),
      api: {
        '/api/platform/student/classrooms': () => jsonResponse({ status: 1, data: [soon, over, now] }),
        '/api/student/dashboard': dashboard(EMPTY_DASHBOARD),
      },
    });
    const section = await screen.findByTestId('dashboard-classrooms');
    expect(texts(within(section).getAllByTestId('classroom-window'))).toEqual([
      'Opens on 1 Dec 2099, 10:00 am IST',
      'Closed',
    ]);
    const buttons = within(section).getAllByRole('button', { name: /Start/ });
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true, false]);
    expect(buttons[0]).toHaveAccessibleDescription('10-A Opens on 1 Dec 2099, 10:00 am IST');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('Start posts the classroom with the campus headers, then the classrooms and careers load again', async () => {
    let started = false;
    const user = userEvent.setup();
    const { calls, mock } = renderStudentApp({
      me: campusUser(),
      api: {
        'GET /api/platform/student/classrooms': () =>
          jsonResponse({
            status: 1,
            data: [classroom(1, started ? 'IN_PROGRESS' : 'ENROLLED'), classroom(2, 'ENROLLED')],
          }),
        'POST /api/platform/student/classrooms': () => {
          started = true;
          return jsonResponse({ message: CLASSROOM_MESSAGES.started });
        },
        '/api/student/dashboard': () =>
          jsonResponse(
            started
              ? {
                  ...EMPTY_DASHBOARD,
                  enrolled: [dashboardCareer(1, { master: { name: 'Pilot', logo: '', logo_bg: '#eee' } })],
                }
              : EMPTY_DASHBOARD,
          ),
      },
    });
    const section = await screen.findByTestId('dashboard-classrooms');
    // Above a classroom to start, no "no active classroom" (issue 24): it says to start one.
    expect(await screen.findByTestId('dashboard-empty')).toHaveTextContent(
      'Start your classroom above to see its careers.',
    );
    expect(screen.queryByText(/don't have any active classroom/)).not.toBeInTheDocument();
    const starts = within(section).getAllByRole('button', { name: 'Start' });
    expect(starts).toHaveLength(2);
    expect(starts[0]).toHaveAccessibleDescription('10-A');
    await user.click(starts[0]!);

    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/platform/student/classrooms')!;
    expect(post.body).toEqual({ classroom: 'cls-1' });
    const [, init] = mock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(init!.headers).toMatchObject({
      'x-user-uuid': 'u-1',
      'x-campus-id': 'campus-7',
      'x-campus-uuid': 'campus-uuid-7',
      'Content-Type': 'application/json',
    });

    expect(await screen.findByText(CLASSROOM_MESSAGES.started)).toBeInTheDocument();
    const careers = await screen.findByTestId('dashboard-careers');
    expect(within(careers).getByTestId('my-career-name')).toHaveTextContent('Pilot');
    expect(texts(within(section).getAllByTestId('classroom-status'))).toEqual(['IN-PROGRESS', 'ENROLLED']);
    expect(within(section).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-empty')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/student/dashboard')).toHaveLength(2);
    expect(
      calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/platform/student/classrooms'),
    ).toHaveLength(2);
  });

  it("a refused Start shows the server's message and keeps the button", async () => {
    const user = userEvent.setup();
    renderStudentApp({
      me: campusUser(),
      api: {
        'GET /api/platform/student/classrooms': () => jsonResponse({ status: 1, data: [classroom(1, 'ENROLLED')] }),
        'POST /api/platform/student/classrooms': () =>
          jsonResponse({ message: CLASSROOM_MESSAGES.alreadyInProgress }, 409),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(CLASSROOM_MESSAGES.alreadyInProgress);
    expect(toast).toHaveAttribute('data-variant', 'error');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled());
  });

  it('a student who is not a campus student has no classroom section', async () => {
    renderStudentApp({ me: authUser() });
    await screen.findByTestId('dashboard-empty');
    expect(screen.queryByTestId('dashboard-classrooms')).not.toBeInTheDocument();
  });
});
