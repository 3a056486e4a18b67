import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/utils';
import { campusUser, myCareer, preloadStudentPages, renderStudentApp } from './studentTestApp';

const PATH = '/user-student/main/careers';
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

beforeAll(preloadStudentPages, 30_000);

describe('my careers', () => {
  it('cards with logo and name: Start Now to the instructions, Resume under way, COMPLETED with Check Report', async () => {
    const { calls } = renderStudentApp({
      route: PATH,
      api: {
        '/api/platform/mycareers': () =>
          jsonResponse([
            myCareer(1, 'ENROLLED', 'Data Scientist'),
            myCareer(2, 'IN_PROGRESS', 'Pilot'),
            myCareer(3, 'COMPLETED', 'Architect'),
            myCareer(4, 'ABANDONED', 'Chef'),
          ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'My Careers' });
    expect(screen.getByRole('heading', { name: 'My Careers', level: 1 })).toBeInTheDocument();
    const cards = within(list).getAllByTestId('my-career');
    expect(texts(within(list).getAllByTestId('my-career-name'))).toEqual([
      'Data Scientist',
      'Pilot',
      'Architect',
      'Chef',
    ]);
    expect(within(cards[0]!).getByAltText('Data Scientist logo')).toHaveAttribute('src', '/media/logos/c1.svg');

    const start = within(cards[0]!).getByRole('link', { name: 'Start Now' });
    expect(start).toHaveAttribute('href', '/user-student/career/umc-1/career-1');
    expect(start).toHaveAccessibleDescription('Data Scientist');
    expect(within(cards[0]!).queryByTestId('my-career-status')).not.toBeInTheDocument();

    expect(within(cards[1]!).getByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      '/user-student/career/umc-2/career-2',
    );

    expect(within(cards[2]!).getByTestId('my-career-status')).toHaveTextContent('COMPLETED');
    expect(within(cards[2]!).queryByRole('link', { name: 'Start Now' })).not.toBeInTheDocument();
    expect(within(cards[2]!).getByRole('link', { name: 'Check Report' })).toHaveAttribute(
      'href',
      '/user-student/main/careers/career-3?name=Architect',
    );

    // A test that was ended cannot be started again from here.
    expect(within(cards[3]!).getByTestId('my-career-status')).toHaveTextContent('Ended');
    expect(within(cards[3]!).queryByRole('link')).not.toBeInTheDocument();

    expect(calls.find((c) => c.url.pathname === '/api/platform/mycareers')!.url.search).toBe('?userId=u-1');
    expect(document.title).toMatch(/^My Careers \| /);
  });

  it('careers/list is the same page', async () => {
    renderStudentApp({
      route: `${PATH}/list`,
      api: { '/api/platform/mycareers': () => jsonResponse([myCareer(1)]) },
    });
    expect(await screen.findByTestId('my-careers-page')).toBeInTheDocument();
    expect(await screen.findByTestId('my-career')).toBeInTheDocument();
  });

  it("nothing enrolled: 'You haven't enrolled for any career' with Explore Careers to /careers", async () => {
    const user = userEvent.setup();
    renderStudentApp({ route: PATH });
    const empty = await screen.findByTestId('my-careers-empty');
    expect(empty).toHaveTextContent("You haven't enrolled for any career");
    await user.click(within(empty).getByRole('link', { name: 'Explore Careers' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/careers$/));
  });

  it("a campus student with none: 'You don't have any active classroom' with Classrooms to the dashboard", async () => {
    renderStudentApp({ me: campusUser(), route: PATH });
    const empty = await screen.findByTestId('my-careers-empty');
    expect(empty).toHaveTextContent("You don't have any active classroom");
    expect(within(empty).getByRole('link', { name: 'Classrooms' })).toHaveAttribute(
      'href',
      '/user-student/main/dashboard',
    );
    expect(within(empty).queryByRole('link', { name: 'Explore Careers' })).not.toBeInTheDocument();
  });

  it("a load failure shows the server's message, and Try again loads the careers", async () => {
    let fail = true;
    const user = userEvent.setup();
    renderStudentApp({
      route: PATH,
      api: {
        '/api/platform/mycareers': () =>
          fail ? jsonResponse({ message: 'Careers unavailable' }, 500) : jsonResponse([myCareer(1)]),
      },
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Careers unavailable');
    expect(toast).toHaveAttribute('data-variant', 'error');
    expect(screen.queryByTestId('my-careers-empty')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('my-career')).toBeInTheDocument();
  });
});
