import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataAccessEntry, DataExport, ErasureRequest } from '@app/contracts';
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
