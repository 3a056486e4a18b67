import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_MESSAGES,
  ERROR_CODES,
  formatRupees,
  orderAmounts,
  type AuthUser,
  type PaymentOrderResponse,
} from '@app/contracts';
import { authUser, storeTokens } from '../../test/authFixtures';
import { cartServer } from '../../test/cartServer';
import { fakeRazorpay } from '../../test/fakeRazorpay';
import { makeCareer } from '../../test/fixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { CheckoutPage } from './CheckoutPage';

const careers = [makeCareer(1, { selling_price: 999.99 }), makeCareer(2, { selling_price: 1499.5 })];
const amounts = orderAmounts([99999, 149950]);
const render = () => renderWithApp(<CheckoutPage />, { route: '/checkout', path: '/checkout' });

const order = (over: Partial<PaymentOrderResponse> = {}): PaymentOrderResponse => ({
  amount: amounts.totalPaise,
  id: 'order_ABC',
  currency: 'INR',
  key: 'rzp_test_sandbox',
  orderId: 'o-1',
  free: false,
  subtotal: amounts.subtotalPaise,
  gst: amounts.gstPaise,
  checkoutScript: '/sandbox/razorpay/checkout.js',
  ...over,
});

function api(enroll: string[] = ['enrolled'], orderAnswer: Response | null = null, me?: AuthUser) {
  const server = cartServer({ careers, cart: ['career-1', 'career-2'], me });
  let polls = 0;
  return {
    server,
    ...stubFetch((url, init) => {
      if (url.pathname === '/api/payment/order') return orderAnswer ?? jsonResponse(order());
      if (url.pathname === '/api/payment/save')
        return jsonResponse({ orderId: 'o-1', status: 'paid', careers: [], message: '' });
      if (url.pathname === '/api/platform/cart/enroll') {
        const status = enroll[Math.min(polls++, enroll.length - 1)]!;
        if (status === 'enrolled') server.state.cart = [];
        return jsonResponse({
          orderId: 'o-1',
          status,
          careers: ['career-1'],
          message: status === 'enrolled' ? 'done' : 'Waiting',
        });
      }
      return server.handler(url, init);
    }),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('/checkout', () => {
  it('shows the number of careers, careers amount, GST (18%) and total in ₹ with 2 decimals', async () => {
    storeTokens();
    api();
    render();
    expect(await screen.findByTestId('checkout-count')).toHaveTextContent('2');
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent(formatRupees(amounts.subtotalPaise));
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent('₹2,499.49');
    expect(screen.getByTestId('checkout-gst')).toHaveTextContent('₹449.91');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹2,949.40');
    expect(screen.getByText('GST (18%)')).toBeInTheDocument();
  });

  it('pays: order, checkout options, confirmation, enrolment polling, then the dashboard with the success message', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    const { calls } = api(['paid', 'enrolled']);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('checkout-pay'));
    await waitFor(() => expect(opened).toHaveLength(1));
    const { options } = opened[0]!;
    expect(options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: amounts.totalPaise,
      currency: 'INR',
      order_id: 'order_ABC',
      name: 'Disha Careers',
      prefill: { name: 'Asha Verma', email: 'asha@example.in', contact: '+919876543210' },
      method: { netbanking: true, card: true, wallet: true, upi: true, paylater: false },
    });
    const orderCall = calls.find((c) => c.url.pathname === '/api/payment/order')!;
    expect(orderCall.url.searchParams.get('userId')).toBe('u-1');
    // The profile's state (Uttar Pradesh) is the billing state: checkout does not ask for it.
    expect(orderCall.body).toMatchObject({ amount: amounts.totalPaise, billingState: 'Uttar Pradesh' });
    expect(screen.queryByTestId('billing-state')).not.toBeInTheDocument();

    const response = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_ABC', razorpay_signature: 'sig' };
    options.handler(response);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-student/main/dashboard'), {
      timeout: 5000,
    });
    expect(await screen.findByText('Your careers are enrolled. Thank you!')).toBeInTheDocument();
    const save = calls.find((c) => c.url.pathname === '/api/payment/save')!;
    expect(save.method).toBe('PUT');
    expect(save.url.searchParams.get('orderId')).toBe('order_ABC');
    expect(save.body).toEqual(response);
    expect(calls.filter((c) => c.url.pathname === '/api/platform/cart/enroll')).toHaveLength(2);
  });

  it('payment.failed says nothing while the checkout is open (it says so itself); its close shows the alert once', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    api();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('checkout-pay'));
    await waitFor(() => expect(opened).toHaveLength(1));
    // Two failed attempts inside the same checkout (a retry).
    opened[0]!.failed.forEach((callback) => callback({ error: { description: 'declined' } }));
    opened[0]!.failed.forEach((callback) => callback({ error: { description: 'declined' } }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => opened[0]!.options.modal!.ondismiss!());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Something went wrong, please try later');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    await user.click(screen.getByTestId('payment-alert-ok'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('checkout-pay')).toBeEnabled();
  });

  it('a checkout closed without a failed attempt says nothing', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    api();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('checkout-pay'));
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]!.options.modal!.ondismiss!());
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toBeEnabled());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('an order creation failure: the error toast at the bottom right', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    api(['enrolled'], jsonResponse({ message: 'Something went wrong, please try later' }, 502));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('checkout-pay'));
    const toast = await screen.findByText('Something went wrong, please try later');
    expect(toast.closest('.snackbar-stack-bottom-right')).not.toBeNull();
    expect(opened).toHaveLength(0);
    expect(screen.getByTestId('checkout-pay')).toBeEnabled();
  });

  it("a minor without a parent's consent: the request dialog, not the payment toast", async () => {
    storeTokens();
    const opened = fakeRazorpay();
    api(
      ['enrolled'],
      jsonResponse({ message: CONSENT_MESSAGES.required, code: ERROR_CODES.ParentalConsentRequired }, 403),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('checkout-pay'));
    expect(await screen.findByText(CONSENT_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByTestId('consent-send')).toHaveTextContent('Send the request to my parent');
    expect(screen.queryByText('Something went wrong, please try later')).toBeNull();
    expect(opened).toHaveLength(0);
  });

  it('a student who never gave a date of birth: told why, and the profile dialog asks for it', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    api(
      ['enrolled'],
      jsonResponse({ message: CONSENT_MESSAGES.birthdateRequired, code: ERROR_CODES.BirthdateRequired }, 403),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('checkout-pay'));
    expect(await screen.findByText(CONSENT_MESSAGES.birthdateRequired)).toBeInTheDocument();
    expect(await screen.findByTestId('profile-dialog', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong, please try later')).toBeNull();
    expect(opened).toHaveLength(0);
  });

  it('a free order skips the payment and goes straight to the enrolment', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    api(['enrolled'], jsonResponse(order({ amount: 0, id: null, free: true })));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('checkout-pay'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-student/main/dashboard'));
    expect(opened).toHaveLength(0);
  });

  it("a payment the server refunds (replaced order: code ORDER_REPLACED) shows the server's message, not the generic toast", async () => {
    storeTokens();
    const opened = fakeRazorpay();
    const server = cartServer({ careers, cart: ['career-1'] });
    const replaced =
      'This order was replaced by a newer one for your changed cart, so it can no longer be paid. Any payment made for it is refunded in full.';
    stubFetch((url, init) => {
      if (url.pathname === '/api/payment/order') return jsonResponse(order());
      if (url.pathname === '/api/payment/save')
        return jsonResponse({ statusCode: 409, code: 'ORDER_REPLACED', message: replaced }, 409);
      return server.handler(url, init);
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('checkout-pay'));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.options.handler({ razorpay_payment_id: 'p', razorpay_order_id: 'order_ABC', razorpay_signature: 's' });
    expect(await screen.findByText(replaced)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong, please try later')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it("a payment Razorpay could not be asked about (503 PAYMENT_PROVIDER_UNAVAILABLE) shows the server's message", async () => {
    storeTokens();
    const opened = fakeRazorpay();
    const server = cartServer({ careers, cart: ['career-1'] });
    const later =
      'We could not confirm your payment with Razorpay just now. If money was taken, your order completes by itself within a few minutes; otherwise please try again shortly.';
    stubFetch((url, init) => {
      if (url.pathname === '/api/payment/order') return jsonResponse(order());
      if (url.pathname === '/api/payment/save')
        return jsonResponse({ statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: later }, 503);
      return server.handler(url, init);
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('checkout-pay'));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.options.handler({ razorpay_payment_id: 'p', razorpay_order_id: 'order_ABC', razorpay_signature: 's' });
    expect(await screen.findByText(later)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong, please try later')).not.toBeInTheDocument();
  });

  it('stops waiting when the order turns out refunded, and shows why', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    const server = cartServer({ careers, cart: ['career-1'] });
    stubFetch((url, init) => {
      if (url.pathname === '/api/payment/order') return jsonResponse(order());
      if (url.pathname === '/api/payment/save')
        return jsonResponse({ orderId: 'o-1', status: 'paid', careers: [], message: '' });
      if (url.pathname === '/api/platform/cart/enroll')
        return jsonResponse({
          orderId: 'o-1',
          status: 'refunded',
          careers: [],
          message: 'Your payment for this order is refunded in full',
        });
      return server.handler(url, init);
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('checkout-pay'));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.options.handler({ razorpay_payment_id: 'p', razorpay_order_id: 'order_ABC', razorpay_signature: 's' });
    expect(await screen.findByText('Your payment for this order is refunded in full')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it("an enrolment failure shows the server's message", async () => {
    storeTokens();
    const opened = fakeRazorpay();
    const server = cartServer({ careers, cart: ['career-1'] });
    stubFetch((url, init) => {
      if (url.pathname === '/api/payment/order') return jsonResponse(order());
      if (url.pathname === '/api/payment/save') return jsonResponse({});
      if (url.pathname === '/api/platform/cart/enroll') return jsonResponse({ message: 'You have no order yet' }, 404);
      return server.handler(url, init);
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('checkout-pay'));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.options.handler({ razorpay_payment_id: 'p', razorpay_order_id: 'order_ABC', razorpay_signature: 's' });
    expect(await screen.findByText('You have no order yet')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('asks for the billing state when the profile has none: required before ordering, then sent with the order', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    const { calls } = api(['enrolled'], null, authUser({ state: null, 'custom:state': null }));
    const user = userEvent.setup();
    render();
    const pay = await screen.findByTestId('checkout-pay');
    const field = screen.getByRole('combobox', { name: /Billing state/ });
    expect(field).toBe(screen.getByTestId('billing-state'));
    expect(field).toHaveAccessibleDescription('For your GST invoice');
    // The field sits above the Pay button.
    expect(field.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(pay);
    expect(field).toHaveAccessibleDescription('Please choose your billing state');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.url.pathname === '/api/payment/order')).toBe(false);
    expect(opened).toHaveLength(0);

    await user.selectOptions(field, 'Karnataka');
    expect(field).toHaveAccessibleDescription('For your GST invoice');
    await user.click(pay);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(calls.find((c) => c.url.pathname === '/api/payment/order')!.body).toMatchObject({
      amount: amounts.totalPaise,
      billingState: 'Karnataka',
    });
  });

  it("shows the server's billing state error on the field, without the payment toast", async () => {
    storeTokens();
    const opened = fakeRazorpay();
    const refused = jsonResponse(
      {
        statusCode: 400,
        message: 'Please choose a state of India',
        errors: [{ field: 'billingState', message: 'Please choose a state of India' }],
      },
      400,
    );
    api(['enrolled'], refused, authUser({ state: 'Atlantis', 'custom:state': 'Atlantis' }));
    const user = userEvent.setup();
    render();
    const field = await screen.findByTestId('billing-state');
    await user.selectOptions(field, 'Goa');
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please choose a state of India'));
    expect(screen.queryByText('Something went wrong, please try later')).not.toBeInTheDocument();
    expect(opened).toHaveLength(0);
    expect(screen.getByTestId('checkout-pay')).toBeEnabled();
  });

  it('a visitor is asked to log in; closing the dialog goes back to /cart', async () => {
    stubFetch(cartServer({ careers }).handler);
    const user = userEvent.setup();
    render();
    await screen.findByRole('dialog', { name: 'Login to continue' });
    await user.click(screen.getByTestId('login-dialog-close'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
  });
});
