import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser, DataAccessEntry, DataExport, ErasureRequest, ParentChild } from '@app/contracts';
import { authUser } from '../../test/authFixtures';
import { jsonResponse } from '../../test/utils';
import { renderStudentApp } from '../student/studentTestApp';

const ROUTE = '/account/data';

const exportOf = (status: DataExport['status'], id = 'e-1'): DataExport => ({
  id,
  status,
  requestedAt: '2026-11-21T09:30:00.000Z',
  readyAt: status === 'pending' ? null : '2026-11-21T09:31:00.000Z',
  expiresAt: status === 'pending' ? null : '2026-11-22T09:31:00.000Z',
  size: status === 'pending' ? null : 20_480,
  downloadUrl: `/api/me/export/${id}`,
});

const erasure: ErasureRequest = {
  id: 'r-1',
  status: 'pending',
  requestedAt: '2026-11-21T09:30:00.000Z',
  eraseAt: '2026-11-28T09:30:00.000Z',
  message: 'Your account and personal data will be deleted on 28 Nov 2026, 3:00 pm. You can cancel until then.',
};

const read: DataAccessEntry = {
  at: '2026-11-20T05:00:00.000Z',
  staffName: 'Meera Staff',
  role: 'counsellor',
  resource: 'users',
  resourceId: 'u-1',
  action: 'read',
  detail: null,
};

const parentUser = (): AuthUser => ({
  ...authUser({ username: 'priya', first_name: 'Priya', email: 'priya@example.in', 'custom:user_type': 'parent' }),
  role: 'parent',
});

const ravi: ParentChild = {
  userId: 'c-1',
  linkId: 'l-1',
  firstName: 'Ravi',
  lastName: 'Verma',
  username: 'ravi',
  class: '10',
  school: 'DPS',
  linkedAt: '2026-11-01T10:00:00.000Z',
};

const callsTo = (calls: { url: URL; method: string }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.pathname === path);

beforeAll(() => import('./YourDataPage'), 30_000);

describe('Your data', () => {
  it('starts an export, shows it pending, then ready with its download', async () => {
    const user = userEvent.setup();
    let latest: DataExport | null = null;
    const stub = renderStudentApp({
      route: ROUTE,
      api: {
        'GET /api/me/export': () => jsonResponse({ export: latest }),
        'POST /api/me/export': () => {
          latest = exportOf('pending');
          return jsonResponse(latest, 202);
        },
        '/api/me/erasure': () => jsonResponse({ erasure: null }),
        '/api/me/data-access': () => jsonResponse({ entries: [] }),
        '/api/me/export/e-1': () =>
          new Response('PK zip', {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': 'attachment; filename="disha-careers-my-data-2026-11-21.zip"',
            },
          }),
      },
    });
    const part = await screen.findByTestId('your-data-export');
    await user.click(await within(part).findByRole('button', { name: 'Download my data' }));
    expect(await within(part).findByTestId('export-pending')).toHaveTextContent('We will e-mail you');
    expect(stub.calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/me/export')).toHaveLength(1);
    expect(screen.getByTestId('your-data-access')).toHaveTextContent('None of our staff has looked at your data.');

    // Ready (as the page finds on its next look): the zip is fetched with the session's token and saved.
    latest = exportOf('ready');
    const created = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    await waitFor(() => expect(within(part).getByTestId('export-ready')).toBeInTheDocument(), { timeout: 8000 });
    expect(within(part).getByTestId('export-ready')).toHaveTextContent('until 22 Nov 2026');
    await user.click(within(part).getByRole('button', { name: 'Download zip' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const download = stub.calls.find((c) => c.url.pathname === '/api/me/export/e-1');
    expect(download?.method).toBe('GET');
  }, 20_000);

  it('is reached from the profile (Account): the dialog links to it', async () => {
    const user = userEvent.setup();
    renderStudentApp({
      route: '/user-student/main/dashboard',
      api: {
        '/api/me/export': () => jsonResponse({ export: null }),
        '/api/me/erasure': () => jsonResponse({ erasure: null }),
        '/api/me/data-access': () => jsonResponse({ entries: [] }),
      },
    });
    await user.click(await screen.findByTestId('account-menu-button'));
    await user.click(await screen.findByRole('menuitem', { name: 'Account' }));
    await user.click(await screen.findByRole('button', { name: 'Your data: download a copy, or delete your account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(ROUTE));
    expect(await screen.findByRole('heading', { name: 'Your data', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says an expired copy is gone and offers a new one', async () => {
    renderStudentApp({
      route: ROUTE,
      api: {
        '/api/me/export': () => jsonResponse({ export: exportOf('expired') }),
        '/api/me/erasure': () => jsonResponse({ erasure: null }),
        '/api/me/data-access': () => jsonResponse({ entries: [] }),
      },
    });
    const part = await screen.findByTestId('your-data-export');
    expect(await within(part).findByText(/has expired/)).toBeInTheDocument();
    expect(within(part).getByRole('button', { name: 'Prepare a new copy' })).toBeEnabled();
  });

  it('asks for erasure after a confirmation, shows it pending with its date, and cancels it', async () => {
    const user = userEvent.setup();
    let pending: ErasureRequest | null = null;
    const stub = renderStudentApp({
      route: ROUTE,
      api: {
        '/api/me/export': () => jsonResponse({ export: null }),
        'GET /api/me/erasure': () => jsonResponse({ erasure: pending }),
        'POST /api/me/erasure': () => {
          pending = erasure;
          return jsonResponse(erasure, 202);
        },
        'DELETE /api/me/erasure': () => {
          pending = null;
          return jsonResponse({ ...erasure, status: 'cancelled', message: 'Your account will not be deleted.' });
        },
        '/api/me/data-access': () => jsonResponse({ entries: [read] }),
      },
    });
    const part = await screen.findByTestId('your-data-erasure');
    await user.click(await within(part).findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('tax invoices and credit notes');
    // Keeping the account asks nothing of the server.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(stub.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/me/erasure')).toBe(false);

    // The page is hidden from assistive technology until the dialog has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await within(part).findByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete my account in 7 days' }),
    );
    expect(await within(part).findByTestId('erasure-pending')).toHaveTextContent('28 Nov 2026');
    await user.click(within(part).getByRole('button', { name: 'Cancel deletion' }));
    expect(await within(part).findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(await screen.findByText('Your account will not be deleted.')).toBeInTheDocument();
    expect(stub.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);

    // Who looked: the staff member, their role and what they opened.
    const access = screen.getByTestId('your-data-access');
    expect(within(access).getByTestId('data-access-entry')).toHaveTextContent(
      'Your account · Meera Staff (Counsellor)',
    );
  });
});

describe("Your data: a parent's linked children", () => {
  it("shows a section per child with who looked at the child's data, read with the child's id", async () => {
    const stub = renderStudentApp({
      me: parentUser(),
      route: ROUTE,
      api: {
        '/api/parent/children': () => jsonResponse([ravi]),
        '/api/me/export': () => jsonResponse({ export: null }),
        '/api/me/erasure': () => jsonResponse({ erasure: null }),
        '/api/me/data-access': (url) =>
          jsonResponse({ entries: url.searchParams.get('childId') === 'c-1' ? [{ ...read, resourceId: 'c-1' }] : [] }),
      },
    });
    const section = await screen.findByRole('region', { name: "Ravi's data" });
    expect(section).toHaveAttribute('data-testid', 'your-data-child-c-1');
    const access = within(section).getByRole('region', { name: "Who looked at Ravi's data" });
    expect(await within(access).findByTestId('data-access-entry')).toHaveTextContent(
      "Ravi's account · Meera Staff (Counsellor)",
    );
    const reads = callsTo(stub.calls, 'GET', '/api/me/data-access').map((c) => c.url.searchParams.get('childId'));
    expect(reads).toEqual(expect.arrayContaining([null, 'c-1']));
    // The parent's own reads stay their own.
    expect(screen.getByTestId('your-data-access')).toHaveTextContent('None of our staff has looked at your data.');
    // The parent's copy already holds the children's data: the page says so rather than offering one per child.
    expect(screen.getByTestId('your-data-export')).toHaveTextContent("each linked child's data");
    expect(within(section).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it("asks for a child's erasure with the child's id after a confirmation, shows it pending and cancels it", async () => {
    const user = userEvent.setup();
    let pending: ErasureRequest | null = null;
    const forRavi = (url: URL) => url.searchParams.get('childId') === 'c-1';
    const stub = renderStudentApp({
      me: parentUser(),
      route: ROUTE,
      api: {
        '/api/parent/children': () => jsonResponse([ravi]),
        '/api/me/export': () => jsonResponse({ export: null }),
        'GET /api/me/erasure': (url) => jsonResponse({ erasure: forRavi(url) ? pending : null }),
        'POST /api/me/erasure': (url) => {
          if (!forRavi(url)) return jsonResponse({ message: 'not this test' }, 500);
          pending = erasure;
          return jsonResponse(erasure, 202);
        },
        'DELETE /api/me/erasure': (url) => {
          if (!forRavi(url)) return jsonResponse({ message: 'not this test' }, 500);
          pending = null;
          return jsonResponse({ ...erasure, status: 'cancelled', message: 'Your account will not be deleted.' });
        },
        '/api/me/data-access': () => jsonResponse({ entries: [] }),
      },
    });
    const section = await screen.findByRole('region', { name: "Ravi's data" });
    const part = within(section).getByRole('region', { name: "Delete Ravi's account" });
    expect(part).toHaveTextContent('Tax invoices and credit notes are kept for as long as GST law requires');
    await user.click(await within(part).findByRole('button', { name: "Delete Ravi's account" }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Ravi's account?" });
    expect(dialog).toHaveTextContent("We delete Ravi's account and personal data 7 days after you ask");
    await user.click(within(dialog).getByRole('button', { name: 'Keep the account' }));
    expect(callsTo(stub.calls, 'POST', '/api/me/erasure')).toHaveLength(0);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(part).getByRole('button', { name: "Delete Ravi's account" }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: "Yes, delete Ravi's account in 7 days" }),
    );
    expect(await within(part).findByTestId('erasure-pending')).toHaveTextContent(
      "Ravi's account and personal data will be deleted on 28 Nov 2026",
    );
    expect(callsTo(stub.calls, 'POST', '/api/me/erasure').map((c) => c.url.search)).toEqual(['?childId=c-1']);
    // The parent's own account is untouched.
    expect(
      within(screen.getByTestId('your-data-erasure')).getByRole('button', { name: 'Delete my account' }),
    ).toBeEnabled();

    await user.click(within(part).getByRole('button', { name: 'Cancel deletion' }));
    expect(await within(part).findByRole('button', { name: "Delete Ravi's account" })).toBeInTheDocument();
    expect(await screen.findByText("Ravi's account will not be deleted.")).toBeInTheDocument();
    expect(callsTo(stub.calls, 'DELETE', '/api/me/erasure').map((c) => c.url.search)).toEqual(['?childId=c-1']);
  });

  it('says so when the children cannot be loaded, and shows the parent their own data still', async () => {
    renderStudentApp({
      me: parentUser(),
      route: ROUTE,
      api: {
        '/api/parent/children': () => jsonResponse({ message: 'down' }, 500),
        '/api/me/export': () => jsonResponse({ export: null }),
        '/api/me/erasure': () => jsonResponse({ erasure: null }),
        '/api/me/data-access': () => jsonResponse({ entries: [] }),
      },
    });
    expect(await screen.findByTestId('your-data-children-failed')).toHaveTextContent('could not be loaded');
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('never asks a student (not a parent) for children', async () => {
    const stub = renderStudentApp({
      route: ROUTE,
      api: {
        '/api/parent/children': () => jsonResponse([ravi]),
        '/api/me/export': () => jsonResponse({ export: null }),
        '/api/me/erasure': () => jsonResponse({ erasure: null }),
        '/api/me/data-access': () => jsonResponse({ entries: [] }),
      },
    });
    expect(await screen.findByText('None of our staff has looked at your data.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeEnabled();
    expect(stub.calls.some((c) => c.url.pathname === '/api/parent/children')).toBe(false);
    expect(stub.calls.some((c) => c.url.searchParams.has('childId'))).toBe(false);
    expect(screen.queryByRole('region', { name: "Ravi's data" })).not.toBeInTheDocument();
    expect(screen.getByTestId('your-data-export')).not.toHaveTextContent('linked child');
  });
});
