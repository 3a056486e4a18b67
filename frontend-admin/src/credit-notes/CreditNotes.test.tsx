import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AdminCreditNote } from '@app/contracts';
import { en } from '../i18n/en';
import { setSessionForTests } from '../session';
import { authUser, loginResponse } from '../test/fixtures';
import CreditNoteList from './CreditNoteList';
import CreditNoteShow from './CreditNoteShow';

/**
 * Accounts find the credit notes of admins' refunds: the list (serial, issued in India's time, buyer, invoice,
 * total, the order) with its search and India-day date filters, each note's page with its lines and the tax
 * reversed in the invoice's split, and the PDF saved with the session's token.
 */

const ID = '00000000-0000-4000-8000-0000000000e1';
const ORDER = '00000000-0000-4000-8000-0000000000a1';

const NOTE: AdminCreditNote = {
  id: ID,
  serial: 'CN/2627/000001',
  financialYear: '2026-27',
  issuedAt: '2026-11-25T06:02:00.000Z',
  orderId: ORDER,
  refundId: '00000000-0000-4000-8000-0000000000f1',
  invoiceSerial: 'DC/2627/000042',
  invoiceIssuedAt: '2026-11-20T06:01:03.000Z',
  buyerName: 'Asha Rao',
  buyerState: 'Karnataka',
  reason: 'Bought the wrong career',
  lines: [{ description: 'Data Scientist (career assessment)', amount: 1200.5 }],
  taxable: 1200.5,
  cgst: 108.05,
  sgst: 108.04,
  igst: 0,
  total: 1416.59,
  pdf: `/api/admin/credit-notes/${ID}/pdf`,
};

function renderConsole(path: string, note: AdminCreditNote = NOTE) {
  const getList = vi.fn(async () => ({ data: [note], total: 1 }));
  const dataProvider = {
    getList,
    getOne: async () => ({ data: note }),
    getMany: async (resource: string) => ({
      data: resource === 'orders' ? [{ id: ORDER, buyerEmail: 'asha@example.in' }] : [],
    }),
  } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => en, 'en')} disableTelemetry>
        <Resource name="credit-notes" list={CreditNoteList} show={CreditNoteShow} />
        <Resource name="orders" show={() => <p>the order page</p>} recordRepresentation="buyerEmail" />
      </Admin>
    </TestMemoryRouter>,
  );
  return getList;
}

/** jsdom has neither object URLs nor downloads: record what would be saved. */
function stubDownload() {
  setSessionForTests(loginResponse(authUser('admin'), 3));
  const fetch = vi.fn(
    async () =>
      new Response(new Blob(['%PDF-1.7']), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="credit-note-CN-2627-000001.pdf"',
        },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cn'), revokeObjectURL: vi.fn() });
  onTestFinished(() => void Object.assign(URL, saved));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  onTestFinished(() => click.mockRestore());
  return { fetch, click };
}

describe('the credit notes list', () => {
  it('shows serial, issue time in IST, buyer, invoice, total and the order, newest first', async () => {
    const getList = renderConsole('/credit-notes');
    expect(await screen.findByText('CN/2627/000001')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Serial', 'Issued (IST)', 'Buyer', 'Invoice', 'Total (₹)', 'Order', 'PDF']);
    // 06:02 UTC is 11:32 am in India, whatever the browser's zone.
    expect(within(table).getByText('25 Nov 2026, 11:32 IST')).toBeInTheDocument();
    expect(within(table).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(table).getByText('DC/2627/000042')).toBeInTheDocument();
    expect(within(table).getByText('₹1,416.59')).toBeInTheDocument();
    expect(await within(table).findByRole('link', { name: 'asha@example.in' })).toHaveAttribute(
      'href',
      `/orders/${ORDER}/show`,
    );
    expect(getList).toHaveBeenCalledWith(
      'credit-notes',
      expect.objectContaining({ sort: { field: 'issuedAt', order: 'DESC' } }),
    );
  });

  it('searches with q and filters by India days', async () => {
    const getList = renderConsole('/credit-notes');
    await screen.findByText('CN/2627/000001');
    fireEvent.change(screen.getByPlaceholderText('Serial, invoice, buyer or order id'), {
      target: { value: 'CN/2627' },
    });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('credit-notes', expect.objectContaining({ filter: { q: 'CN/2627' } })),
    );
    fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'credit-notes',
        expect.objectContaining({ filter: { q: 'CN/2627', issuedAt_gte: '2026-11-01T00:00:00.000+05:30' } }),
      ),
    );
  });

  it("downloads a row's PDF with the session's token, staying on the list", async () => {
    const { fetch, click } = stubDownload();
    renderConsole('/credit-notes');
    fireEvent.click(await screen.findByRole('button', { name: 'Download credit note CN/2627/000001' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(`/api/admin/credit-notes/${ID}/pdf`, { headers: { Authorization: 'access-3' } });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('credit-note-CN-2627-000001.pdf');
    // The click was the button's, not the row's: no credit note page opened.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByTestId('credit-note-amounts')).not.toBeInTheDocument();
  });

  it("says the API's message when the PDF cannot be had", async () => {
    setSessionForTests(loginResponse(authUser('admin'), 3));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ statusCode: 404, message: 'Credit note not found' }, { status: 404 })),
    );
    renderConsole('/credit-notes');
    fireEvent.click(await screen.findByRole('button', { name: 'Download credit note CN/2627/000001' }));
    expect(await screen.findByText('Credit note not found')).toBeInTheDocument();
  });
});

describe('a credit note page', () => {
  it('shows the invoice it corrects, the reason, the lines and CGST with SGST within the state', async () => {
    renderConsole(`/credit-notes/${ID}/show`);
    const amounts = await screen.findByTestId('credit-note-amounts');
    const rows = within(amounts)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Item', 'Amount'],
      ['Data Scientist (career assessment)', '₹1,200.50'],
      ['Taxable value', '₹1,200.50'],
      ['CGST', '₹108.05'],
      ['SGST', '₹108.04'],
      ['Total', '₹1,416.59'],
    ]);
    expect(screen.getByText('Bought the wrong career')).toBeInTheDocument();
    expect(screen.getByText('DC/2627/000042')).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026, 11:31 IST')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download credit note CN/2627/000001' })).toBeInTheDocument();
  });

  it('shows IGST alone for a buyer in another state', async () => {
    renderConsole(`/credit-notes/${ID}/show`, { ...NOTE, buyerState: 'Maharashtra', cgst: 0, sgst: 0, igst: 216.09 });
    const amounts = await screen.findByTestId('credit-note-amounts');
    expect(within(amounts).getByText('IGST')).toBeInTheDocument();
    expect(within(amounts).getByText('₹216.09')).toBeInTheDocument();
    expect(within(amounts).queryByText('CGST')).not.toBeInTheDocument();
    expect(within(amounts).queryByText('SGST')).not.toBeInTheDocument();
  });

  it('saves its PDF', async () => {
    const { fetch, click } = stubDownload();
    renderConsole(`/credit-notes/${ID}/show`);
    fireEvent.click(await screen.findByRole('button', { name: 'Download credit note CN/2627/000001' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(`/api/admin/credit-notes/${ID}/pdf`, { headers: { Authorization: 'access-3' } });
  });
});
