import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROSTER_COLUMNS, ROSTER_MESSAGES } from '@app/contracts';
import { ImportStudentsButton } from './ImportStudentsButton';

/**
 * The roster import's dialog against a stubbed API: the browser's preview of the file (papaparse and the server's
 * own row rules), then the server's check, then the import and its credentials sheet shown once.
 */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const HEADER = ROSTER_COLUMNS.join(',');
const GOOD = `${HEADER}\r\nA-1,Asha,Verma,10,A,2011-04-15,female,,parent@example.in\r\n`;
const USER_ID = '00000000-0000-4000-8000-000000000001';

afterEach(() => vi.unstubAllGlobals());

function openDialog() {
  render(
    <AdminContext>
      <ImportStudentsButton />
    </AdminContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  return screen.getByRole('dialog');
}
function choose(dialog: HTMLElement, text: string | Uint8Array) {
  const file = new File([text as BlobPart], 'r.csv', { type: 'text/csv' });
  fireEvent.change(within(dialog).getByLabelText('Roster file'), { target: { files: [file] } });
}
const checkButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Check with the server' });

describe('the preview in the browser', () => {
  it('lists every problem by its spreadsheet row, in the server’s words, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const dialog = openDialog();
    choose(
      dialog,
      [
        HEADER,
        'A-1,Asha,Verma,10,A,2011-04-15,female,,',
        'A-2,Ravi,"Kumar, Jr",8,A,2011-04-15,male,,',
        '',
        'A-1,Meera,Iyer,11,B,15/04/2011,female,not-an-email,',
        'too,few',
      ].join('\r\n'),
    );
    const problems = await within(dialog).findByRole('table', { name: 'Problems in the file' });
    const rows = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['3', 'class', 'Class must be one of 9, 10, 11, 12'],
      ['5', 'birthdate', 'Date of birth must be a real date written YYYY-MM-DD (2011-04-15)'],
      ['5', 'email', 'Enter a valid e-mail'],
      // Row 5 repeats row 2's admission number: named at once, not only once its other cells are fixed.
      ['5', 'admission_number', ROSTER_MESSAGES.duplicateInFile(2)],
      ['6', 'row', ROSTER_MESSAGES.columns(2)],
    ]);
    expect(within(dialog).getByText(/5 problems in the file/)).toBeInTheDocument();
    expect(checkButton(dialog)).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a wrong header and a file that is not UTF-8, as the server would', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const dialog = openDialog();
    choose(dialog, 'admission,first_name\r\nX1,Asha\r\n');
    expect(await within(dialog).findByText(ROSTER_MESSAGES.header)).toBeInTheDocument();
    choose(dialog, new Uint8Array([...new TextEncoder().encode(`${HEADER}\r\nA-1,Ren`), 0xe9, 0x0d, 0x0a]));
    expect(await within(dialog).findByText(ROSTER_MESSAGES.notUtf8)).toBeInTheDocument();
  });

  it('shows the first students and the count of a good file, and enables the check', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const dialog = openDialog();
    choose(dialog, GOOD);
    const table = await within(dialog).findByRole('table', { name: 'Students in the file' });
    expect(within(dialog).getByText('1 student in the file:')).toBeInTheDocument();
    expect(within(table).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(table).getByText('parent@example.in')).toBeInTheDocument();
    expect(checkButton(dialog)).toBeEnabled();
  });

  it('takes the file again once fixed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const dialog = openDialog();
    choose(dialog, `${HEADER}\r\nA-1,Asha,Verma,13,A,2011-04-15,female,,\r\n`);
    await within(dialog).findByRole('table', { name: 'Problems in the file' });
    choose(dialog, GOOD);
    await within(dialog).findByRole('table', { name: 'Students in the file' });
    expect(checkButton(dialog)).toBeEnabled();
  });
});

describe('importing students', () => {
  it('checks with the server, imports and shows the credentials once, with their PDF', async () => {
    const calls: string[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url} ${new Headers(init.headers).get('Content-Type')}`);
      if (url.endsWith('/credentials-sheet'))
        return new Response(new Blob(['%PDF-1.3']), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="student-credentials.pdf"',
          },
        });
      const base = { created: 1, updated: 0, unchanged: 0, seatsLeft: 499, errors: [] };
      return url.includes('dryRun=true')
        ? json({ ...base, dryRun: true, credentials: [] })
        : json({
            ...base,
            dryRun: false,
            credentials: [
              {
                userId: USER_ID,
                admissionNumber: 'A-1',
                name: 'Asha Verma',
                class: '10',
                section: 'A',
                username: 'dps-a-1',
                password: 'abcd2345efgh',
              },
            ],
          });
    });
    vi.stubGlobal('fetch', fetch);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:sheet'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const dialog = openDialog();
    choose(dialog, GOOD);
    await waitFor(() => expect(checkButton(dialog)).toBeEnabled());
    fireEvent.click(checkButton(dialog));
    expect(await within(dialog).findByText(/1 to create/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const sheet = await within(dialog).findByRole('table', { name: 'Credentials sheet' });
    expect(within(sheet).getByText('abcd2345efgh')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download credentials (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('student-credentials.pdf');
    const pdfCall = fetch.mock.calls.find(([url]) => url.endsWith('/credentials-sheet'))!;
    expect(JSON.parse(pdfCall[1].body as string)).toEqual({
      students: [{ userId: USER_ID, password: 'abcd2345efgh' }],
    });
    expect(calls).toEqual([
      'POST /api/admin/students/import?dryRun=true text/csv',
      'POST /api/admin/students/import text/csv',
      'POST /api/admin/students/credentials-sheet application/json',
    ]);
    click.mockRestore();
  });

  it('lists every error the server finds by row, and offers no import', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: '1 problem in the file',
            created: 0,
            updated: 0,
            errors: [{ row: 2, field: 'email', message: 'This e-mail belongs to another account' }],
          },
          400,
        ),
      ),
    );
    const dialog = openDialog();
    choose(dialog, GOOD);
    await waitFor(() => expect(checkButton(dialog)).toBeEnabled());
    fireEvent.click(checkButton(dialog));
    const table = await within(dialog).findByRole('table', { name: 'Problems the server found' });
    expect(within(table).getByText('This e-mail belongs to another account')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled());
  });
});
