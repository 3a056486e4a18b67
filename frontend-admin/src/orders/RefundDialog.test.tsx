import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, HttpError, Resource, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  REFUND_MESSAGES,
  REFUND_REASON_MAX,
  type AdminOrderDetail,
  type AdminOrderRefund,
  type AdminRefundRequest,
} from '@app/contracts';
import { authProvider } from '../authProvider';
import { en } from '../i18n/en';
import { setSessionForTests } from '../session';
import { authUser, loginResponse } from '../test/fixtures';
import OrderShow from './OrderShow';

/**
 * An admin refunds an order from its page: the button shows to the roles the permission table lets refund and
 * only while the order is refundable; the dialog judges the reason with the API's schema, sends the careers
 * chosen (none for the whole order), sends once however often it is clicked, and confirms careers whose
 * assessment has started when the API asks to.
 */

const ID = '00000000-0000-4000-8000-0000000000a1';
const SCIENTIST = '00000000-0000-4000-8000-0000000000c1';
const ARCHITECT = '00000000-0000-4000-8000-0000000000c2';
const PILOT = '00000000-0000-4000-8000-0000000000c3';

const enrolment = (careerId: string, careerName: string, started: boolean) => ({
  id: `00000000-0000-4000-8000-0000000000d${careerId.slice(-1)}`,
  careerId,
  careerName,
  status: started ? ('IN_PROGRESS' as const) : ('ENROLLED' as const),
  started,
  startedAt: started ? '2026-11-21T06:00:00.000Z' : null,
  completedAt: null,
});

const ORDER: AdminOrderDetail = {
  id: ID,
  userId: '00000000-0000-4000-8000-0000000000b1',
  buyerEmail: 'asha@example.in',
  buyerName: 'Asha Rao',
  kind: 'CAREERS',
  status: 'FULFILLED',
  expired: false,
  itemCount: 3,
  subtotal: 3000,
  gst: 540,
  total: 3540,
  currency: 'INR',
  billingState: 'Karnataka',
  razorpayOrderId: 'order_Q1w2e3r4',
  razorpayPaymentId: 'pay_Z9x8c7v6',
  createdAt: '2026-11-20T06:00:00.000Z',
  paidAt: '2026-11-20T06:01:00.000Z',
  fulfilledAt: '2026-11-20T06:01:02.000Z',
  paymentFailedAt: null,
  lines: [
    { careerId: SCIENTIST, name: 'Data Scientist', unitPrice: 1000, refunded: false },
    { careerId: ARCHITECT, name: 'Architect', unitPrice: 1000, refunded: false },
    { careerId: PILOT, name: 'Pilot', unitPrice: 1000, refunded: true },
  ],
  course: null,
  courseSeat: null,
  events: [],
  enrolments: [enrolment(SCIENTIST, 'Data Scientist', true), enrolment(ARCHITECT, 'Architect', false)],
  invoice: {
    serial: 'DC/2627/000042',
    issuedAt: '2026-11-20T06:01:03.000Z',
    total: 3540,
    pdf: `/api/admin/orders/${ID}/invoice`,
  },
  refunds: [],
  refundable: true,
};

const COURSE_ORDER: AdminOrderDetail = {
  ...ORDER,
  kind: 'COURSE',
  itemCount: 1,
  lines: [],
  enrolments: [],
  course: {
    id: '00000000-0000-4000-8000-0000000000e1',
    title: 'Career Counselling Certification',
    priceType: 'regular',
  },
  courseSeat: { id: '00000000-0000-4000-8000-0000000000e2', createdAt: '2026-11-20T06:01:02.000Z' },
};

const refundOf = (body: AdminRefundRequest, amount = 1180): AdminOrderRefund => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  orderId: ID,
  razorpayPaymentId: 'pay_Z9x8c7v6',
  razorpayRefundId: null,
  amount,
  taxable: 1000,
  gst: 180,
  reason: 'ADMIN',
  note: body.reason,
  careerIds: body.careerIds ?? [],
  requestedBy: 'admin',
  status: 'PENDING',
  createdAt: '2026-11-25T06:00:00.000Z',
  processedAt: null,
  creditNote: null,
});

type RefundOrder = (id: string, body: AdminRefundRequest) => Promise<AdminOrderRefund>;

/** The order page as an admin (the real permission table), or with the refund action refused. */
function renderOrder(
  order: AdminOrderDetail = ORDER,
  refundOrder: RefundOrder = async (_id, body) => refundOf(body),
  { canRefund = true } = {},
) {
  setSessionForTests(loginResponse(authUser('admin'), 1));
  const refund = vi.fn(refundOrder);
  const getOne = vi.fn(async () => ({ data: order }));
  const dataProvider = {
    getOne,
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
    refundOrder: refund,
  } as unknown as DataProvider;
  const canAccess = vi.fn<NonNullable<AuthProvider['canAccess']>>(async (params) =>
    params.action === 'refund' && !canRefund ? false : authProvider.canAccess!(params),
  );
  render(
    <TestMemoryRouter initialEntries={[`/orders/${ID}/show`]}>
      <Admin
        dataProvider={dataProvider}
        authProvider={{ ...authProvider, canAccess }}
        i18nProvider={polyglotI18nProvider(() => en, 'en')}
        disableTelemetry
      >
        <Resource name="orders" show={OrderShow} />
      </Admin>
    </TestMemoryRouter>,
  );
  return { refund, getOne, canAccess };
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: 'Refund order of Asha Rao' });
}

const typeReason = (dialog: HTMLElement, text: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: text } });

const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Refund' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('the Refund button of an order', () => {
  it('shows to an admin while the order is refundable', async () => {
    renderOrder();
    expect(await screen.findByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it("is hidden from a role without the 'refund' action", async () => {
    const { canAccess } = renderOrder(ORDER, undefined, { canRefund: false });
    expect(await screen.findByText('order_Q1w2e3r4')).toBeInTheDocument();
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'refund' })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('is hidden when the order cannot be refunded (not fulfilled, or refunded in full)', async () => {
    const { canAccess } = renderOrder({ ...ORDER, refundable: false });
    expect(await screen.findByText('order_Q1w2e3r4')).toBeInTheDocument();
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'refund' })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});

describe('the refund dialog', () => {
  it('offers the whole order or the careers not refunded yet, marking those whose assessment has started', async () => {
    renderOrder();
    const dialog = await openDialog();
    // The first field has the focus: the choice of what to refund.
    const whole = within(dialog).getByRole('radio', { name: 'Whole order' });
    expect(whole).toBeChecked();
    await waitFor(() => expect(whole).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen careers' }));
    const boxes = await within(dialog).findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Data Scientist — assessment started',
      'Architect',
    ]);
  });

  it("judges the reason and the careers with the API's messages before sending anything", async () => {
    const { refund } = renderOrder();
    const dialog = await openDialog();
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(REFUND_MESSAGES.reasonRequired)).toBeInTheDocument();
    typeReason(dialog, '  a ');
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(REFUND_MESSAGES.reasonRequired)).toBeInTheDocument();
    typeReason(dialog, 'x'.repeat(REFUND_REASON_MAX + 1));
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(REFUND_MESSAGES.reasonTooLong)).toBeInTheDocument();
    typeReason(dialog, 'Bought by mistake');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen careers' }));
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(REFUND_MESSAGES.careersInvalid)).toBeInTheDocument();
    expect(refund).not.toHaveBeenCalled();
  });

  it('sends the careers chosen, and says the amount the API answers', async () => {
    const { refund, getOne } = renderOrder();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen careers' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Architect' }));
    typeReason(dialog, '  Bought the wrong career  ');
    fireEvent.click(submitButton(dialog));
    await waitFor(() => expect(refund).toHaveBeenCalledTimes(1));
    expect(refund).toHaveBeenCalledWith(ID, { reason: 'Bought the wrong career', careerIds: [ARCHITECT] });
    expect(await screen.findByText('Refund of ₹1,180.00 started')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page reloads the order: its refund, the lines refunded and whether more can be.
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(1));
  });

  it('sends no careers for the whole order; Enter in the reason sends it', async () => {
    const { refund } = renderOrder();
    const dialog = await openDialog();
    typeReason(dialog, 'Parent asked for the money back');
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Reason' }), { key: 'Enter' });
    await waitFor(() => expect(refund).toHaveBeenCalledTimes(1));
    expect(refund.mock.calls[0]![1]).toEqual({ reason: 'Parent asked for the money back' });
  });

  it('refunds a course order as a whole: no choice of careers', async () => {
    const { refund } = renderOrder(COURSE_ORDER);
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByText('A course order is refunded as a whole.')).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveFocus());
    typeReason(dialog, 'Course cancelled');
    fireEvent.click(submitButton(dialog));
    await waitFor(() => expect(refund).toHaveBeenCalledWith(ID, { reason: 'Course cancelled' }));
  });

  it('sends once however often it is clicked, and is disabled while the refund is on its way', async () => {
    const answer = deferred<AdminOrderRefund>();
    const { refund } = renderOrder(ORDER, () => answer.promise);
    const dialog = await openDialog();
    typeReason(dialog, 'Bought by mistake');
    const button = submitButton(dialog);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Refunding…' })).toBeDisabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refunding…' }));
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Reason' }), { key: 'Enter' });
    answer.resolve(refundOf({ reason: 'Bought by mistake' }, 3540));
    expect(await screen.findByText('Refund of ₹3,540.00 started')).toBeInTheDocument();
    expect(refund).toHaveBeenCalledTimes(1);
  });

  it('asks to confirm careers whose assessment has started, then sends again with confirmStarted', async () => {
    const message = REFUND_MESSAGES.started('Data Scientist');
    const { refund } = renderOrder(ORDER, async (_id, body) => {
      if (!body.confirmStarted) {
        throw new HttpError(message, 409, { statusCode: 409, code: 'REFUND_CAREER_STARTED', message });
      }
      return refundOf(body);
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen careers' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Data Scientist — assessment started' }));
    typeReason(dialog, 'Started by mistake');
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByTestId('refund-problem')).toHaveTextContent(message);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund anyway' }));
    expect(await screen.findByText('Refund of ₹1,180.00 started')).toBeInTheDocument();
    expect(refund.mock.calls.map(([, body]) => body)).toEqual([
      { reason: 'Started by mistake', careerIds: [SCIENTIST] },
      { reason: 'Started by mistake', careerIds: [SCIENTIST], confirmStarted: true },
    ]);
  });

  it("shows any other refusal in the API's words, and stays open to try again", async () => {
    const message = REFUND_MESSAGES.alreadyRefunded('Architect');
    const { refund } = renderOrder(ORDER, async () => {
      throw new HttpError(message, 409, { statusCode: 409, code: 'REFUND_ALREADY_MADE', message });
    });
    const dialog = await openDialog();
    typeReason(dialog, 'Bought by mistake');
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByTestId('refund-problem')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('button', { name: 'Refund anyway' })).not.toBeInTheDocument();
    expect(submitButton(dialog)).toBeEnabled();
    expect(refund).toHaveBeenCalledTimes(1);
  });

  it('Escape closes it without sending', async () => {
    const { refund } = renderOrder();
    const dialog = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refund).not.toHaveBeenCalled();
  });
});
