import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { creditNotePath, type PurchaseHistoryOrder } from '@app/contracts';
import { authUser } from '../../test/authFixtures';
import { renderAppRoutes } from '../../test/renderApp';
import { peekRedirect } from '../auth/redirect';
import { deferred, jsonResponse, narrowWindow, stubFetch } from '../../test/utils';
import { CREDIT_NOTE_FAILED } from './PurchaseHistoryPage';
import { renderStudentApp } from './studentTestApp';

const PATH = '/user-student/main/purchase-history';

const ORDERS: PurchaseHistoryOrder[] = [
  {
    _id: 'o3',
    createdAt: '2026-11-21T09:30:00.000Z',
    status: 'FULFILLED',
    amount: 2949.64,
    subtotal: 2499.7,
    gst: 449.94,
    careers: [
      { careerId: 'c1', name: 'Data Scientist', unit_price: 1500.2 },
      { careerId: 'c2', name: 'Architect', unit_price: 999.5 },
    ],
    course: null,
    invoice: { serial: 'DC/2627/000007', issuedAt: '2026-11-21T09:31:00.000Z' },
    refunded: 0,
    creditNotes: [],
  },
  // 20:00 UTC is already the next day in India.
  {
    _id: 'o2',
    createdAt: '2026-10-04T20:00:00.000Z',
    status: 'PAID',
    amount: 1179,
    subtotal: 999,
    gst: 180,
    careers: [{ careerId: 'c3', name: 'Pilot', unit_price: 999 }],
    course: null,
    invoice: null,
    refunded: 0,
    creditNotes: [],
  },
  {
    _id: 'o1',
    createdAt: '2026-03-01T05:00:00.000Z',
    status: 'CREATED',
    amount: 123456.78,
    subtotal: 104624.39,
    gst: 18832.39,
    careers: [{ careerId: 'c4', name: 'Surgeon', unit_price: 104624.39 }],
    course: null,
    invoice: null,
    refunded: 0,
    creditNotes: [],
  },
  {
    _id: 'o0',
    createdAt: '2026-02-28T05:00:00.000Z',
    status: 'FAILED',
    amount: 1179,
    subtotal: 999,
    gst: 180,
    careers: [{ careerId: 'c3', name: 'Pilot', unit_price: 999 }],
    course: null,
    invoice: null,
    refunded: 0,
    creditNotes: [],
  },
];

type OrdersAnswer = () => Response | Promise<Response>;

const pdfResponse = () =>
  new Response('%PDF-1.3 invoice', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="invoice-DC-2627-000007.pdf"',
    },
  });

const creditNotePdf = () =>
  new Response('%PDF-1.3 credit note', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="credit-note-CN-2627-000001.pdf"',
    },
  });

function renderApp({
  me = authUser(),
  route = PATH,
  orders = (() => jsonResponse(ORDERS)) as OrdersAnswer,
  invoice = pdfResponse as OrdersAnswer,
  creditNote = creditNotePdf as OrdersAnswer,
} = {}) {
  return renderStudentApp({
    me,
    route,
    api: {
      '/api/payment/orders': () => orders(),
      '/api/payment/orders/o3/invoice': () => invoice(),
      '/api/payment/orders/o3/credit-notes/n1': () => creditNote(),
    },
  });
}

/** The enrolled order after our staff refunded one of its careers (Architect) and then the other. */
const REFUNDED_BY_STAFF: PurchaseHistoryOrder = {
  ...ORDERS[0]!,
  refunded: 2949.64,
  status: 'REFUNDED',
  creditNotes: [
    // 20:00 UTC is already the next day in India.
    { id: 'n1', serial: 'CN/2627/000001', issuedAt: '2026-11-25T20:00:00.000Z', total: 1179.41 },
    { id: 'n2', serial: 'CN/2627/000002', issuedAt: '2026-11-27T06:00:00.000Z', total: 1770.23 },
  ],
};
const PARTLY_REFUNDED: PurchaseHistoryOrder = {
  ...ORDERS[0]!,
  refunded: 1179.41,
  creditNotes: [REFUNDED_BY_STAFF.creditNotes[0]!],
};

/** jsdom has no object URLs; what would be saved is recorded. */
function stubSaving() {
  const created: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:file')),
    revokeObjectURL: vi.fn(),
  });
  onTestFinished(() => {
    for (const name of ['createObjectURL', 'revokeObjectURL']) Reflect.deleteProperty(URL, name);
  });
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  return { created, clicked };
}

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

describe('purchase history', () => {
  it('shows a course order with its course in place of careers', async () => {
    const courseOrder: PurchaseHistoryOrder = {
      _id: 'o9',
      createdAt: '2026-11-20T09:30:00.000Z',
      status: 'FULFILLED',
      amount: 2950,
      subtotal: 2500,
      gst: 450,
      careers: [],
      course: { id: 'k1', title: 'Career Counselling Business Certification' },
      invoice: null,
      refunded: 0,
      creditNotes: [],
    };
    renderApp({ orders: () => jsonResponse([courseOrder]) });
    // The first render of the file loads the lazy page chunks: allow for it on a busy machine.
    expect(await screen.findByTestId('order-course', {}, { timeout: 10_000 })).toHaveTextContent(
      'Career Counselling Business Certification (certification course)',
    );
    expect(screen.queryByTestId('order-career')).not.toBeInTheDocument();
  });

  it('says which orders were refunded: a whole order, and a second payment beside an enrolled order', async () => {
    const base = {
      subtotal: 999,
      gst: 180,
      amount: 1179,
      course: null,
      invoice: null,
      careers: [{ careerId: 'c3', name: 'Pilot', unit_price: 999 }],
      creditNotes: [],
    };
    const orders: PurchaseHistoryOrder[] = [
      { ...base, _id: 'r2', createdAt: '2026-11-22T09:30:00.000Z', status: 'REFUNDED', refunded: 1179 },
      { ...base, _id: 'r1', createdAt: '2026-11-21T09:30:00.000Z', status: 'FULFILLED', refunded: 1179 },
      { ...base, _id: 'r0', createdAt: '2026-11-20T09:30:00.000Z', status: 'REPLACED', refunded: 0 },
    ];
    renderApp({ orders: () => jsonResponse(orders) });
    const table = await screen.findByRole('table', { name: 'Purchase history' }, { timeout: 10_000 });
    expect(texts(within(table).getAllByTestId('order-status'))).toEqual([
      'Refunded ₹1,179',
      'Enrolled; ₹1,179 refunded',
      'Replaced by a newer order',
    ]);
  });

  it("lists an order's credit notes under its invoice: serial, date in India and amount, each to download", async () => {
    renderApp({ orders: () => jsonResponse([REFUNDED_BY_STAFF, ORDERS[1]]) });
    const table = await screen.findByRole('table', { name: 'Purchase history' }, { timeout: 10_000 });
    const [refundedRow, paidRow] = within(table).getAllByTestId('order');
    expect(within(refundedRow!).getByTestId('order-status')).toHaveTextContent('Refunded ₹2,949.64');
    const notes = within(refundedRow!).getByRole('list', { name: 'Credit notes' });
    expect(texts(within(notes).getAllByTestId('order-credit-note-detail'))).toEqual([
      '26 Nov 2026 · ₹1,179.41',
      '27 Nov 2026 · ₹1,770.23',
    ]);
    // The invoice first, then each credit note, named so that a screen reader says which.
    expect(
      within(refundedRow!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Download invoice DC/2627/000007',
      'Download credit note CN/2627/000001',
      'Download credit note CN/2627/000002',
    ]);
    expect(within(notes).getByText('Credit note CN/2627/000001')).toBeInTheDocument();
    expect(within(paidRow!).queryByRole('list', { name: 'Credit notes' })).not.toBeInTheDocument();
  });

  it('says the amount refunded beside the state of an order partly refunded by our staff', async () => {
    renderApp({ orders: () => jsonResponse([PARTLY_REFUNDED]) });
    const table = await screen.findByRole('table', { name: 'Purchase history' }, { timeout: 10_000 });
    expect(within(table).getByTestId('order-status')).toHaveTextContent('Enrolled; ₹1,179.41 refunded');
    expect(within(table).getAllByTestId('order-credit-note')).toHaveLength(1);
  });

  it("Download of a credit note fetches it with the session's token and saves it under the server's name", async () => {
    const { created, clicked } = stubSaving();
    const user = userEvent.setup();
    const { mock } = renderApp({ orders: () => jsonResponse([PARTLY_REFUNDED]) });
    await user.click(await screen.findByRole('button', { name: 'Download credit note CN/2627/000001' }));
    await waitFor(() => expect(clicked).toEqual(['credit-note-CN-2627-000001.pdf']));
    const [input, init] = mock.mock.calls.find(([url]) => String(url).includes('/credit-notes/'))!;
    expect(String(input)).toBe(creditNotePath('o3', 'n1'));
    expect((init!.headers as Record<string, string>).Authorization).toBe('access-1');
    expect(await created[0]!.text()).toBe('%PDF-1.3 credit note');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed credit note download says why in an error toast, and the button works again', async () => {
    let answer: OrdersAnswer = () => jsonResponse({ message: 'Credit note not found' }, 404);
    const user = userEvent.setup();
    renderApp({ orders: () => jsonResponse([PARTLY_REFUNDED]), creditNote: () => answer() });
    const button = await screen.findByRole('button', { name: 'Download credit note CN/2627/000001' });
    await user.click(button);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Credit note not found');
    expect(toast).toHaveAttribute('data-variant', 'error');
    await waitFor(() => expect(button).toBeEnabled());
    // Without a word from the server (the network failed), the page's own.
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(button);
    await waitFor(() => expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(CREDIT_NOTE_FAILED));
  });

  it('under 600 px the credit notes sit in the order card, each line wrapping so that it fits 360 px', async () => {
    narrowWindow();
    renderApp({ orders: () => jsonResponse([REFUNDED_BY_STAFF]) });
    const list = await screen.findByRole('list', { name: 'Purchase history' });
    const card = within(list).getByTestId('order');
    const notes = within(card).getAllByTestId('order-credit-note');
    expect(notes).toHaveLength(2);
    expect(within(notes[0]!).getByRole('button', { name: 'Download credit note CN/2627/000001' })).toBeVisible();
    // Serial and date above, the button beside them while there is room and under them when there is not.
    expect(getComputedStyle(notes[0]!).flexWrap).toBe('wrap');
  });

  it('sends an unpaid checkout back to its checkout, and shows an expired one as Expired with nothing to pay', async () => {
    const unpaid = ORDERS[2]!;
    const course = { ...unpaid, _id: 'oc', careers: [], course: { id: 'k1', title: 'Certification' } };
    const expired = { ...unpaid, _id: 'ox', status: 'EXPIRED' as const };
    renderApp({ orders: (() => jsonResponse([unpaid, course, expired])) as OrdersAnswer });
    const table = await screen.findByRole('table', { name: 'Purchase history' });
    const [cartRow, courseRow, expiredRow] = within(table).getAllByTestId('order');
    expect(within(cartRow!).getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', '/checkout');
    expect(within(courseRow!).getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/checkout-services',
    );
    expect(within(expiredRow!).getByTestId('order-status')).toHaveTextContent('Expired');
    expect(within(expiredRow!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists the orders newest first in a table: date, careers, amount in ₹ and the status in words', async () => {
    const { calls, mock } = renderApp();
    expect(await screen.findByRole('heading', { name: 'Purchase History', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Purchase history' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Date', 'Items', 'Amount', 'Status', 'Invoice']);
    const rows = within(table).getAllByTestId('order');
    expect(rows.map((r) => r.getAttribute('data-order-id'))).toEqual(['o3', 'o2', 'o1', 'o0']);
    expect(texts(within(table).getAllByTestId('order-date'))).toEqual([
      '21 Nov 2026',
      '5 Oct 2026',
      '1 Mar 2026',
      '28 Feb 2026',
    ]);
    expect(texts(within(rows[0]!).getAllByTestId('order-career'))).toEqual(['Data Scientist', 'Architect']);
    expect(texts(within(table).getAllByTestId('order-amount'))).toEqual([
      '₹2,949.64',
      '₹1,179',
      '₹1,23,456.78',
      '₹1,179',
    ]);
    expect(texts(within(table).getAllByTestId('order-status'))).toEqual([
      'Enrolled',
      'Paid',
      'Awaiting payment',
      'Payment failed',
    ]);
    // The enrolled order's invoice can be downloaded; the others have none yet, and no dead buttons.
    expect(within(table).getAllByRole('button')).toEqual([
      within(rows[0]!).getByRole('button', { name: 'Download invoice DC/2627/000007' }),
    ]);
    for (const row of rows.slice(1)) expect(within(row).getByTestId('order-invoice-none')).toHaveTextContent('—');
    // The one unpaid checkout can be completed; nothing else links anywhere.
    expect(within(table).getAllByRole('link')).toEqual([
      within(rows[2]!).getByRole('link', { name: 'Complete payment' }),
    ]);
    expect(document.title).toMatch(/^Purchase History \| /);

    const call = calls.find((c) => c.url.pathname === '/api/payment/orders')!;
    expect(call.url.search).toBe('?userId=u-1');
    const init = mock.mock.calls.find(([input]) => String(input).startsWith('/api/payment/orders'))![1]!;
    expect((init.headers as Record<string, string>).Authorization).toBe('access-1');
  });

  it('under 600 px each order is a card', async () => {
    narrowWindow();
    renderApp();
    const list = await screen.findByRole('list', { name: 'Purchase history' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByTestId('order');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByTestId('order-date')).toHaveTextContent('21 Nov 2026');
    expect(texts(within(cards[0]!).getAllByTestId('order-career'))).toEqual(['Data Scientist', 'Architect']);
    expect(within(cards[0]!).getByTestId('order-amount')).toHaveTextContent('₹2,949.64');
    expect(within(cards[0]!).getByTestId('order-status')).toHaveTextContent('Enrolled');
    expect(within(cards[0]!).getByRole('button', { name: 'Download invoice DC/2627/000007' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it("Download fetches the invoice with the session's token and saves it under the server's file name", async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs.
    const objectUrls = {
      createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:invoice')),
      revokeObjectURL: vi.fn(),
    };
    Object.assign(URL, objectUrls);
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    const { mock } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Download invoice DC/2627/000007' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:invoice', download: 'invoice-DC-2627-000007.pdf' }]));
    const [input, init] = mock.mock.calls.find(([url]) => String(url).includes('/invoice'))!;
    expect(String(input)).toBe('/api/payment/orders/o3/invoice');
    expect((init!.headers as Record<string, string>).Authorization).toBe('access-1');
    expect(created[0]!.type).toBe('application/pdf');
    expect(await created[0]!.text()).toBe('%PDF-1.3 invoice');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    click.mockRestore();
    for (const name of Object.keys(objectUrls)) Reflect.deleteProperty(URL, name);
  });

  it("a failed download shows the server's message in an error toast, and the button works again", async () => {
    const user = userEvent.setup();
    renderApp({ invoice: () => jsonResponse({ message: 'Invoice not found' }, 404) });
    const button = await screen.findByRole('button', { name: 'Download invoice DC/2627/000007' });
    await user.click(button);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Invoice not found');
    expect(toast).toHaveAttribute('data-variant', 'error');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('shows a loader while the orders load', async () => {
    const answer = deferred<Response>();
    renderApp({ orders: () => answer.promise });
    expect(await screen.findByRole('progressbar', { name: 'Loading your purchases' })).toBeInTheDocument();
    answer.resolve(jsonResponse(ORDERS));
    expect(await screen.findByRole('table', { name: 'Purchase history' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('no orders: the empty state with Explore Careers', async () => {
    renderApp({ orders: () => jsonResponse([]) });
    expect(await screen.findByText('You have not bought any careers yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Careers' })).toHaveAttribute('href', '/careers');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("a failure shows the server's message in the error toast, and Try again loads the orders", async () => {
    let fail = true;
    const user = userEvent.setup();
    renderApp({
      orders: () => (fail ? jsonResponse({ message: 'Orders are unavailable' }, 503) : jsonResponse(ORDERS)),
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Orders are unavailable');
    expect(toast).toHaveAttribute('data-variant', 'error');
    expect(screen.queryByText('You have not bought any careers yet.')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Purchase history' })).toBeInTheDocument();
  });

  it("a network failure shows 'Something went wrong'", async () => {
    renderApp({
      orders: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Something went wrong');
    expect(toast).toHaveAttribute('data-variant', 'error');
  });

  it('the account menu lists Purchase History after Account and opens the page', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/user-student/main/dashboard' });
    await user.click(await screen.findByTestId('account-menu-button'));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(texts(within(menu).getAllByRole('menuitem'))).toEqual([
      'My Dashboard',
      'My Cart',
      'Account',
      'Purchase History',
      'Your data',
      'Log out',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Purchase History' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(PATH));
    expect(await screen.findByTestId('purchase-history-page')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('the mobile drawer links to Purchase History after Account', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/user-student/main/dashboard' });
    await screen.findByTestId('header-account');
    await user.click(screen.getByTestId('menu-button'));
    const account = within(await screen.findByTestId('mobile-drawer')).getByRole('list', { name: 'Account' });
    expect(Array.from(account.children, (item) => item.textContent)).toEqual([
      'My Dashboard',
      'My Cart',
      'Account',
      'Purchase History',
      'Your data',
      'Log out',
    ]);
    expect(within(account).getByTestId('drawer-purchase-history')).toHaveAttribute('href', PATH);
  });

  it('a campus student has no Purchase History: not in the menu, and the page goes to the dashboard', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp({ me: authUser({}, true) });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/user-student/main/dashboard'));
    await user.click(await screen.findByTestId('account-menu-button'));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(texts(within(menu).getAllByRole('menuitem'))).toEqual(['My Dashboard', 'Account', 'Your data', 'Log out']);
    expect(calls.some((c) => c.url.pathname === '/api/payment/orders')).toBe(false);
  });

  it('a visitor is asked to sign in, and comes back here after (issue 24)', async () => {
    stubFetch(() => jsonResponse({}));
    renderAppRoutes(PATH);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/auth\/login$/));
    expect(peekRedirect()).toBe(PATH);
  });
});
