import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROSTER_COLUMNS } from '@app/contracts';
import { ImportStudentsButton } from './ImportStudentsButton';

/** The roster import's dialog against a stubbed API: check first, then import and show the credentials sheet once. */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

function openDialog() {
  render(
    <AdminContext>
      <ImportStudentsButton />
    </AdminContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = screen.getByRole('dialog');
  const file = new File([`${ROSTER_COLUMNS.join(',')}\r\nA-1,Asha,Verma,10,A,2011-04-15,female,,\r\n`], 'r.csv', {
    type: 'text/csv',
  });
  fireEvent.change(within(dialog).getByLabelText('Roster file'), { target: { files: [file] } });
  return dialog;
}

describe('importing students', () => {
  it('checks the file, imports it and shows each new student their one-time password once', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url} ${new Headers(init.headers).get('Content-Type')}`);
        const base = { created: 1, updated: 0, unchanged: 0, seatsLeft: 499, errors: [] };
        return url.includes('dryRun=true')
          ? json({ ...base, dryRun: true, credentials: [] })
          : json({
              ...base,
              dryRun: false,
              credentials: [
                {
                  admissionNumber: 'A-1',
                  name: 'Asha Verma',
                  class: '10',
                  section: 'A',
                  username: 'dps-a-1',
                  password: 'abcd2345efgh',
                },
              ],
            });
      }),
    );
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText(/1 to create/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const sheet = await within(dialog).findByRole('table', { name: 'Credentials sheet' });
    expect(within(sheet).getByText('abcd2345efgh')).toBeInTheDocument();
    expect(calls).toEqual([
      'POST /api/admin/students/import?dryRun=true text/csv',
      'POST /api/admin/students/import text/csv',
    ]);
  });

  it('lists every error of a refused file by row, and offers no import', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: '2 problems in the file',
            created: 0,
            updated: 0,
            errors: [
              { row: 3, field: 'class', message: 'Class must be one of 9, 10, 11, 12' },
              { row: 5, field: 'email', message: 'Enter a valid e-mail' },
            ],
          },
          400,
        ),
      ),
    );
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('Row 3, class: Class must be one of 9, 10, 11, 12')).toBeInTheDocument();
    expect(within(dialog).getByText('Row 5, email: Enter a valid e-mail')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled());
  });
});
