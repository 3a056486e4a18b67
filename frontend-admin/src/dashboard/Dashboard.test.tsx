import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, HttpError, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDashboard, DashboardDay, Role } from '@app/contracts';
import { authProvider } from '../authProvider';
import { en } from '../i18n/en';
import { setSessionForTests } from '../session';
import { authUser, loginResponse } from '../test/fixtures';
import Dashboard from './Dashboard';

/**
 * The console's home page in jsdom with the real authProvider (the permission table decides): an admin sees the
 * business's figures for today and the month, in rupees, and the month's charts (loaded lazily, each with its table
 * for screen readers); a counsellor sees the page cards as before and the figures are never asked for.
 */

const zero = {
  orders: 0,
  revenue: 0,
  refunds: { count: 0, amount: 0 },
  newLeads: 0,
  conversions: 0,
  completedAssessments: 0,
};
const day = (date: string, figures: Partial<DashboardDay> = {}): DashboardDay => ({ date, ...zero, ...figures });

const today = day('2031-03-15', {
  orders: 2,
  revenue: 2478.5,
  refunds: { count: 1, amount: 500 },
  newLeads: 1,
  conversions: 1,
  completedAssessments: 1,
});

const figures: AdminDashboard = {
  timeZone: 'Asia/Kolkata',
  generatedAt: '2031-03-15T04:30:00.000Z',
  today,
  month: {
    month: '2031-03',
    from: '2031-03-01',
    to: '2031-03-15',
    orders: 4,
    revenue: 1234567.89,
    refunds: { count: 2, amount: 1090 },
    newLeads: 3,
    conversions: 3,
    completedAssessments: 2,
  },
  days: [
    day('2031-03-01', { orders: 1, revenue: 1180, newLeads: 1, conversions: 1 }),
    ...Array.from({ length: 13 }, (_, i) => day(`2031-03-${String(i + 2).padStart(2, '0')}`)),
    today,
  ],
  attention: [],
};

/** jsdom has no ResizeObserver; recharts' responsive charts watch their box with one. */
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderDashboard(role: Role, getDashboard: () => Promise<AdminDashboard>) {
  vi.stubGlobal('ResizeObserver', NoResize);
  setSessionForTests(loginResponse(authUser(role)));
  const dataProvider = {
    getList: async () => ({ data: [], total: 0 }),
    getDashboard: vi.fn(getDashboard),
  } as unknown as DataProvider & { getDashboard: ReturnType<typeof vi.fn> };
  render(
    <TestMemoryRouter initialEntries={['/']}>
      <Admin
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={polyglotI18nProvider(() => en, 'en')}
        dashboard={Dashboard}
        disableTelemetry
      >
        <Resource name="careers" list={() => null} />
        <Resource name="leads" list={() => null} />
        <Resource name="orders" list={() => null} />
      </Admin>
    </TestMemoryRouter>,
  );
  return dataProvider.getDashboard;
}

describe('the dashboard', () => {
  it("shows an admin today's and this month's figures in rupees, and the month's charts", async () => {
    const getDashboard = renderDashboard('admin', async () => figures);

    const todayCards = await screen.findByTestId('figures-today');
    expect(within(todayCards).getByRole('heading', { name: 'Today, 15 Mar 2031' })).toBeInTheDocument();
    expect(within(screen.getByTestId('figures-today-orders')).getByText('2')).toBeInTheDocument();
    expect(screen.getByTestId('figures-today-revenue')).toHaveTextContent('Revenue₹2,478.50');
    expect(screen.getByTestId('figures-today-refunds')).toHaveTextContent('1 · ₹500.00');
    expect(screen.getByTestId('figures-today-new_leads')).toHaveTextContent('New leads1');
    expect(screen.getByTestId('figures-today-conversions')).toHaveTextContent('Conversions1');
    expect(screen.getByTestId('figures-today-completed')).toHaveTextContent('Completed assessments1');

    const month = screen.getByTestId('figures-month');
    expect(within(month).getByRole('heading', { name: 'This month, March 2031' })).toBeInTheDocument();
    expect(screen.getByTestId('figures-month-revenue')).toHaveTextContent('₹12,34,567.89');
    expect(screen.getByTestId('figures-month-refunds')).toHaveTextContent('2 · ₹1,090.00');
    expect(screen.getByText('As of 10:00 IST')).toBeInTheDocument();

    // The charts arrive in their own chunk, each a labelled figure with its figures as a table.
    const charts = await screen.findByTestId('dashboard-charts');
    const sales = within(charts).getByRole('figure', { name: 'Paid orders and revenue per day' });
    const salesTable = within(sales).getByRole('table', { name: /Paid orders and revenue per day/ });
    expect(within(salesTable).getAllByRole('row')).toHaveLength(16);
    expect(within(salesTable).getByRole('row', { name: /1 Mar 2031 1 ₹1,180.00/ })).toBeInTheDocument();
    const funnel = within(charts).getByRole('figure', {
      name: 'New leads, conversions and completed assessments per day',
    });
    expect(within(funnel).getByRole('columnheader', { name: 'Completed assessments' })).toBeInTheDocument();

    // The cards of the pages are still there, below.
    expect(within(screen.getByTestId('dashboard-cards')).getAllByRole('link')).toHaveLength(3);
    expect(getDashboard).toHaveBeenCalledTimes(1);
  });

  it('lists what needs attention above the figures, each with a link to its order, and nothing when all is well', async () => {
    renderDashboard('admin', async () => ({
      ...figures,
      attention: [
        {
          kind: 'wrong-amount',
          orderId: '11111111-1111-4111-8111-111111111111',
          razorpayPaymentId: 'pay_Wrong000000001',
          reason: 'AMOUNT_MISMATCH',
          amount: 678.82,
          at: '2031-03-15T04:00:00.000Z',
        },
        {
          kind: 'refunded',
          orderId: '33333333-3333-4333-8333-333333333333',
          razorpayPaymentId: 'pay_Twice000000001',
          reason: 'DUPLICATE_PAYMENT',
          amount: 1178.82,
          at: '2031-03-15T02:00:00.000Z',
        },
        {
          kind: 'not-fulfilled',
          orderId: '22222222-2222-4222-8222-222222222222',
          razorpayPaymentId: 'pay_Stuck000000001',
          reason: null,
          amount: 1178.82,
          at: '2031-03-14T20:00:00.000Z',
        },
      ],
    }));
    const attention = await screen.findByTestId('dashboard-attention');
    expect(within(attention).getByRole('heading', { name: 'Needs attention' })).toBeInTheDocument();
    const items = within(attention).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('₹678.82 paid for order 11111111-1111-4111-8111-111111111111');
    expect(items[0]).toHaveTextContent('pay_Wrong000000001');
    expect(items[1]).toHaveTextContent(
      '₹1,178.82 paid for order 33333333-3333-4333-8333-333333333333 was refunded in full because the order was already paid by another payment',
    );
    expect(items[2]).toHaveTextContent('Order 22222222-2222-4222-8222-222222222222 (₹1,178.82) is paid');
    expect(within(items[2]).getByRole('link', { name: 'Open the order' })).toHaveAttribute(
      'href',
      '/orders/22222222-2222-4222-8222-222222222222/show',
    );
  });

  it('shows no attention list when nothing needs it', async () => {
    renderDashboard('admin', async () => figures);
    await screen.findByTestId('figures-today');
    expect(screen.queryByTestId('dashboard-attention')).not.toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    let calls = 0;
    const getDashboard = renderDashboard('admin', async () => {
      calls += 1;
      if (calls === 1) throw new HttpError('Internal Server Error', 500, { code: 'INTERNAL' });
      return figures;
    });
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('figures-today')).toBeInTheDocument();
    expect(screen.queryByText('The figures could not be loaded.')).not.toBeInTheDocument();
    expect(getDashboard).toHaveBeenCalledTimes(2);
  });

  it('keeps the page cards for a counsellor, without figures or charts', async () => {
    const getDashboard = renderDashboard('counsellor', async () => figures);
    const cards = await screen.findByTestId('dashboard-cards');
    await waitFor(() => expect(within(cards).getAllByRole('link')).toHaveLength(2)); // careers and leads
    expect(screen.queryByTestId('dashboard-figures')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-charts')).not.toBeInTheDocument();
    expect(getDashboard).not.toHaveBeenCalled();
  });
});
