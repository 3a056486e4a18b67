import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AdminOrder, AdminOrderDetail, AdminOrderRefund } from '@app/contracts';
import { en } from '../i18n/en';
import { loginResponse, authUser } from '../test/fixtures';
import { setSessionForTests } from '../session';
import { indiaDayEnd, indiaDayStart } from '../common/indiaDay';
import OrderList from './OrderList';
import OrderShow from './OrderShow';

/**
 * An admin finds an order by the buyer's e-mail and opens it: the list sends the dialect's filter, and the page
 * shows what support asks about (Razorpay ids, webhooks, enrolments, the invoice) and saves the invoice PDF with
 * the session's token.
 */

const ID = '00000000-0000-4000-8000-0000000000a1';

const order: AdminOrder = {
  id: ID,
  userId: '00000000-0000-4000-8000-0000000000b1',
  buyerEmail: 'asha@example.in',
  buyerName: 'Asha Rao',
  kind: 'CAREERS',
  status: 'FULFILLED',
  expired: false,
  itemCount: 1,
  subtotal: 1200.5,
  gst: 216.09,
  total: 1416.59,
  currency: 'INR',
  billingState: 'Karnataka',
  razorpayOrderId: 'order_Q1w2e3r4',
  razorpayPaymentId: 'pay_Z9x8c7v6',
  createdAt: '2026-11-20T06:00:00.000Z',
  paidAt: '2026-11-20T06:01:00.000Z',
  fulfilledAt: '2026-11-20T06:01:02.000Z',
  paymentFailedAt: null,
};

const detail: AdminOrderDetail = {
  ...order,
  lines: [
    { careerId: '00000000-0000-4000-8000-0000000000c1', name: 'Data Scientist', unitPrice: 1200.5, refunded: false },
  ],
  course: null,
  courseSeat: null,
  events: [
    {
      id: 'payment.captured:pay_Z9x8c7v6',
      type: 'payment.captured',
      razorpayEventId: 'evt_1',
      paymentId: 'pay_Z9x8c7v6',
      receivedAt: '2026-11-20T06:01:01.000Z',
    },
  ],
  enrolments: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      careerId: '00000000-0000-4000-8000-0000000000c1',
      careerName: 'Data Scientist',
      status: 'IN_PROGRESS',
      started: true,
      startedAt: '2026-11-21T06:00:00.000Z',
      completedAt: null,
    },
  ],
  invoice: {
    serial: 'DC/2627/000042',
    issuedAt: '2026-11-20T06:01:03.000Z',
    total: 1416.59,
    pdf: `/api/admin/orders/${ID}/invoice`,
  },
  refunds: [],
  refundable: false,
};

function renderConsole(
  path: string,
  getList = vi.fn(async () => ({ data: [order], total: 1 })),
  record: AdminOrderDetail = detail,
) {
  const dataProvider = {
    getList,
    getOne: async () => ({ data: record }),
    getMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => en, 'en')} disableTelemetry>
        <Resource name="orders" list={OrderList} show={OrderShow} />
      </Admin>
    </TestMemoryRouter>,
  );
  return getList;
}

describe('the orders list', () => {
  it("searches by the buyer's e-mail and reads date filters as India days", async () => {
    const getList = renderConsole('/orders');
    expect(await screen.findByText('asha@example.in')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('E-mail, order or Razorpay id'), { target: { value: 'asha@' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'orders',
        expect.objectContaining({ filter: { q: 'asha@' }, sort: { field: 'createdAt', order: 'DESC' } }),
      ),
    );
    expect(indiaDayStart('2026-11-01')).toBe('2026-11-01T00:00:00.000+05:30');
    expect(indiaDayEnd('2026-11-30')).toBe('2026-11-30T23:59:59.999+05:30');
    expect(new Date(indiaDayEnd('2026-11-30')!).toISOString()).toBe('2026-11-30T18:29:59.999Z');
    expect(indiaDayStart('')).toBeNull();
  });
});

describe('an order page', () => {
  it('shows the Razorpay ids, the lines, the webhooks, the enrolment and the invoice', async () => {
    renderConsole(`/orders/${ID}/show`);
    expect(await screen.findByText('order_Q1w2e3r4')).toBeInTheDocument();
    // The payment id: the order's own field and the webhook's row.
    expect(screen.getAllByText('pay_Z9x8c7v6')).toHaveLength(2);
    const lines = await screen.findByTestId('order-lines');
    expect(within(lines).getByText('Data Scientist')).toBeInTheDocument();
    expect(within(lines).getByText('₹1,200.50')).toBeInTheDocument();
    const events = screen.getByTestId('order-events');
    expect(within(events).getByText('payment.captured')).toBeInTheDocument();
    expect(within(events).getByText('evt_1')).toBeInTheDocument();
    const enrolments = screen.getByTestId('order-enrolments');
    expect(within(enrolments).getByText('IN_PROGRESS')).toBeInTheDocument();
    expect(within(enrolments).getByText(/^Started/)).toBeInTheDocument();
    expect(screen.getByTestId('order-invoice')).toHaveTextContent('DC/2627/000042');
    expect(screen.getByTestId('order-refunds')).toHaveTextContent('None');
  });

  it('saves the invoice PDF with the session token, under the name the server gives', async () => {
    setSessionForTests(loginResponse(authUser('admin'), 7));
    const fetch = vi.fn(
      async () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="invoice-DC-2627-000042.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    // jsdom has no object URLs; put back whatever it had after the test.
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, saved));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    renderConsole(`/orders/${ID}/show`);
    fireEvent.click(await screen.findByRole('button', { name: /invoice pdf/i }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(`/api/admin/orders/${ID}/invoice`, { headers: { Authorization: 'access-7' } });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoice-DC-2627-000042.pdf');
    click.mockRestore();
  });

  it('lists the refunds: why, who, the careers, the state and the credit note, whose PDF it saves', async () => {
    setSessionForTests(loginResponse(authUser('admin'), 7));
    const CN = '00000000-0000-4000-8000-0000000000e1';
    const automatic: AdminOrderRefund = {
      id: '00000000-0000-4000-8000-0000000000f1',
      orderId: ID,
      razorpayPaymentId: 'pay_Second',
      razorpayRefundId: 'rfnd_1',
      amount: 1416.59,
      taxable: null,
      gst: null,
      reason: 'DUPLICATE_PAYMENT',
      note: null,
      careerIds: [],
      requestedBy: null,
      status: 'PROCESSED',
      createdAt: '2026-11-20T06:05:00.000Z',
      processedAt: '2026-11-20T06:06:00.000Z',
      creditNote: null,
    };
    const byAdmin: AdminOrderRefund = {
      ...automatic,
      id: '00000000-0000-4000-8000-0000000000f2',
      razorpayPaymentId: 'pay_Z9x8c7v6',
      razorpayRefundId: 'rfnd_2',
      taxable: 1200.5,
      gst: 216.09,
      reason: 'ADMIN',
      note: 'Bought the wrong career',
      careerIds: ['00000000-0000-4000-8000-0000000000c1'],
      requestedBy: 'admin',
      status: 'REQUESTED',
      createdAt: '2026-11-25T06:00:00.000Z',
      creditNote: {
        id: CN,
        serial: 'CN/2627/000001',
        issuedAt: '2026-11-25T06:02:00.000Z',
        total: 1416.59,
        pdf: `/api/admin/credit-notes/${CN}/pdf`,
      },
    };
    const refunded: AdminOrderDetail = {
      ...detail,
      status: 'REFUNDED',
      lines: detail.lines.map((l) => ({ ...l, refunded: true })),
      refunds: [automatic, byAdmin],
    };
    const fetch = vi.fn(
      async () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="cn.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cn'), revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, saved));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    renderConsole(`/orders/${ID}/show`, undefined, refunded);
    const refunds = await screen.findByTestId('order-refunds');
    const rows = within(refunds).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0]!).slice(1, 7)).toEqual([
      '₹1,416.59',
      'Automatic: a second payment of an order already paid',
      'Automatic',
      '—',
      'Processed',
      'pay_Second',
    ]);
    expect(cells(rows[1]!).slice(1, 7)).toEqual([
      '₹1,416.59',
      'Bought the wrong career',
      'admin',
      'Data Scientist',
      'Sent to Razorpay',
      'pay_Z9x8c7v6',
    ]);
    expect(within(rows[1]!).getByText(/CN\/2627\/000001/)).toBeInTheDocument();
    expect(within(screen.getByTestId('order-lines')).getByText('Refunded')).toBeInTheDocument();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Download credit note CN/2627/000001' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(`/api/admin/credit-notes/${CN}/pdf`, {
      headers: { Authorization: 'access-7' },
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('cn.pdf');
    click.mockRestore();
  });
});
