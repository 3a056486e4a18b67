import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { LEAD_EXPORT_MAX_ROWS, type AdminLead, type Role } from '@app/contracts';
import { authProvider } from '../authProvider';
import { en } from '../i18n/en';
import { setSessionForTests } from '../session';
import { authUser, loginResponse } from '../test/fixtures';
import LeadList from './LeadList';

/**
 * The leads list's Export: shown to whom the permission table lets export leads (admins, not counsellors), and
 * it saves the server's CSV of the list's current filter and sort with the session's token.
 */

const lead: AdminLead = {
  id: '00000000-0000-4000-8000-0000000000e1',
  source: 'parent_page',
  name: 'Asha Parent',
  email: 'asha@example.in',
  mobile: '+919700000001',
  status: 'LOST',
  assigneeId: null,
  assigneeName: null,
  lostReason: 'Chose another service',
  scheduledAt: null,
  meetingLink: null,
  overdue: false,
  requestCount: 1,
  nextStatuses: [],
  version: 2,
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T07:00:00.000Z',
  lastRequestAt: '2026-11-20T06:00:00.000Z',
};

function renderList(role: Role, path = '/leads') {
  setSessionForTests(loginResponse(authUser(role), 7));
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [lead], total: 1 })),
    getMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={polyglotI18nProvider(() => en, 'en')}
        disableTelemetry
      >
        <Resource name="leads" list={LeadList} />
      </Admin>
    </TestMemoryRouter>,
  );
}

/** jsdom has no object URLs nor downloads: stand-ins, put back after the test. */
function catchDownloads() {
  const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:leads'), revokeObjectURL: vi.fn() });
  onTestFinished(() => void Object.assign(URL, saved));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return click;
}

const csvResponse = (total: number) =>
  new Response(new Blob(['\uFEFFID,Name\r\n']), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="leads-2026-11-20.csv"',
      'X-Total-Count': String(total),
    },
  });

describe('Export on the leads list', () => {
  it('is not there for a counsellor, who still sees the list', async () => {
    renderList('counsellor');
    expect(await screen.findByText('Asha Parent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /export/i })).not.toBeInTheDocument();
  });

  it("saves the server's CSV of the current filter and sort for an admin", async () => {
    const fetch = vi.fn(async () => csvResponse(1));
    vi.stubGlobal('fetch', fetch);
    const click = catchDownloads();
    renderList('admin', `/leads?filter=${encodeURIComponent('{"status":"LOST"}')}`);
    expect(await screen.findByText('Asha Parent')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /export/i }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const sent = new URL(url, 'http://localhost');
    expect(sent.pathname).toBe('/api/admin/leads/export');
    expect(JSON.parse(sent.searchParams.get('filter')!)).toEqual({ status: 'LOST' });
    expect(JSON.parse(sent.searchParams.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(init).toEqual({ headers: { Authorization: 'access-7' } });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('leads-2026-11-20.csv');
    expect(screen.queryByText(/narrow the filters/)).not.toBeInTheDocument();
  });

  it('says so when the cap cut the file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => csvResponse(LEAD_EXPORT_MAX_ROWS + 1)),
    );
    catchDownloads();
    renderList('admin');
    fireEvent.click(await screen.findByRole('button', { name: /export/i }));
    expect(
      await screen.findByText('The file holds the first 50,000 of 50,001 leads: narrow the filters for the rest'),
    ).toBeInTheDocument();
  });
});
