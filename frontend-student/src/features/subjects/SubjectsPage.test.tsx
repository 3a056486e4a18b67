import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/utils';
import { preloadStudentPages, renderStudentApp } from '../student/studentTestApp';
import { subjectRows } from './SubjectsPage';

const ROUTE = '/user-student/main/subjects';
const SUBJECTS = '/api/student/u-1/subjects';
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

beforeAll(preloadStudentPages, 30_000);

describe('subjects', () => {
  it('draws a bar chart and a pie chart of the subjects aligned, with the numbers in a table', async () => {
    const { calls } = renderStudentApp({
      route: ROUTE,
      api: { [SUBJECTS]: () => jsonResponse({ subjectsAligned: { Physics: 1, Mathematics: 3, Biology: 1 } }) },
    });
    const bar = await screen.findByRole('figure', { name: 'Careers per subject' });
    const pie = screen.getByRole('figure', { name: 'Share of subjects' });
    expect(bar).toHaveAttribute('data-testid', 'subjects-bar-chart');
    expect(pie).toHaveAttribute('data-testid', 'subjects-pie-chart');
    // Both are MUI X charts drawn in SVG: the bar chart names each subject on its axis, the pie has an arc each.
    expect(bar.querySelector('svg')).not.toBeNull();
    expect(pie.querySelector('svg')).not.toBeNull();
    for (const subject of ['Mathematics', 'Biology', 'Physics']) {
      expect(within(bar).getAllByText(subject).length).toBeGreaterThan(0);
      expect(within(pie).getAllByText(subject).length).toBeGreaterThan(0);
    }
    expect(pie.querySelectorAll('path')).not.toHaveLength(0);

    const table = screen.getByRole('table', { name: 'Subjects aligned' });
    expect(texts(within(table).getAllByTestId('subject-name'))).toEqual(['Mathematics', 'Biology', 'Physics']);
    expect(texts(within(table).getAllByTestId('subject-count'))).toEqual(['3', '1', '1']);
    expect(screen.queryByTestId('subjects-empty')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === SUBJECTS)).toBe(true);
    expect(document.title).toMatch(/^Subjects \| /);
  });

  it("nothing completed: 'You have not completed any course.'", async () => {
    renderStudentApp({ route: ROUTE, api: { [SUBJECTS]: () => jsonResponse({ subjectsAligned: {} }) } });
    expect(await screen.findByTestId('subjects-empty')).toHaveTextContent('You have not completed any course.');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it("a load failure shows the server's message as an error toast, and Try again", async () => {
    let fail = true;
    const user = userEvent.setup();
    renderStudentApp({
      route: ROUTE,
      api: {
        [SUBJECTS]: () =>
          fail ? jsonResponse({ message: 'Subjects unavailable' }, 500) : jsonResponse({ subjectsAligned: { Art: 2 } }),
      },
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Subjects unavailable');
    expect(toast).toHaveAttribute('data-variant', 'error');
    expect(screen.queryByTestId('subjects-empty')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Subjects aligned' })).toBeInTheDocument();
  });

  it('orders subjects by careers then name, and drops counts that are not positive', () => {
    expect(subjectRows({ b: 2, a: 2, c: 5, z: 0, y: -1, ' ': 3 })).toEqual([
      { subject: 'c', careers: 5 },
      { subject: 'a', careers: 2 },
      { subject: 'b', careers: 2 },
    ]);
    expect(subjectRows(undefined)).toEqual([]);
  });
});
