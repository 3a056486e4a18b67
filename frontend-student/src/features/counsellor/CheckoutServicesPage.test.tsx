import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CERTIFICATION_COURSE_ID, type CourseOrderResponse } from '@app/contracts';
import { authUser, loginResponse, storeTokens } from '../../test/authFixtures';
import { fakeRazorpay } from '../../test/fakeRazorpay';
import { SITE } from '../../test/fixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { CheckoutServicesPage } from './CheckoutServicesPage';

const TITLE = 'Career Counselling Business Certification';
const path = (type: string, id = CERTIFICATION_COURSE_ID) =>
  `/checkout-services?id=${id}&type=${type}&title=${encodeURIComponent(TITLE)}`;
const render = (route = path('1')) => renderWithApp(<CheckoutServicesPage />, { route, path: '/checkout-services' });

// Prices from the course call differ from the spec's, so the page must be showing the server's.
const course = {
  id: CERTIFICATION_COURSE_ID,
  title: TITLE,
  strike_price: 5000,
  early_bird_price: 1500,
  regular_price: 2600,
  start_date: '2027-06-02',
};
const orderAnswer = (): CourseOrderResponse => ({
  status: 1,
  data: {
    amount: 306800,
    id: 'order_COURSE1',
    currency: 'INR',
    _id: 'o-course-1',
    course: { id: CERTIFICATION_COURSE_ID, type: 1 },
    key: 'rzp_test_sandbox',
    checkoutScript: '/sandbox/razorpay/checkout.js',
    subtotal: 260000,
    gst: 46800,
  },
});

interface Answers {
  order?: () => Response;
  confirm?: () => Response;
  courseAnswer?: () => Response;
  me?: ReturnType<typeof authUser>;
}

function api({ order, confirm, courseAnswer, me = authUser() }: Answers = {}) {
  return stubFetch((url) => {
    const p = url.pathname;
    if (p === '/api/auth/me') return jsonResponse(me);
    if (p === '/api/auth/login') return jsonResponse(loginResponse(me));
    if (p === '/api/auth/providers') return jsonResponse({ google: false });
    if (p === '/api/platform/cart') return jsonResponse([]);
    if (p === '/api/site') return jsonResponse(SITE);
    if (p.startsWith('/api/course/certification/'))
      return courseAnswer ? courseAnswer() : jsonResponse({ status: 1, data: [course] });
    if (p === '/api/course/order') return order ? order() : jsonResponse(orderAnswer(), 201);
    if (p === '/api/course/o-course-1')
      return confirm
        ? confirm()
        : jsonResponse({ status: 1, message: 'ok', data: { orderId: 'o-course-1', status: 'paid' } });
    return jsonResponse({});
  });
}

afterEach(() => vi.restoreAllMocks());

describe('/checkout-services', () => {
  it('shows the title, amount, GST (18%) and total in ₹ from the course call', async () => {
    storeTokens();
    const { calls } = api();
    render();
    expect(await screen.findByTestId('course-title')).toHaveTextContent(TITLE);
    expect(screen.getByTestId('course-amount')).toHaveTextContent('₹2,600');
    expect(screen.getByTestId('course-gst')).toHaveTextContent('₹468');
    expect(screen.getByTestId('course-total')).toHaveTextContent('₹3,068');
    expect(screen.getByText('GST (18%)')).toBeInTheDocument();
    expect(screen.getByTestId('course-confirm')).toHaveTextContent('CONFIRM');
    expect(calls.some((c) => c.url.pathname === `/api/course/certification/${CERTIFICATION_COURSE_ID}`)).toBe(true);
  });

  it('CONFIRM: the order, the checkout with the cart options, the confirmation, then the Confirmation dialog and back to /', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    const { calls } = api();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('course-confirm'));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(screen.getByTestId('course-confirm')).toBeDisabled();
    const orderCall = calls.find((c) => c.url.pathname === '/api/course/order')!;
    expect(orderCall.method).toBe('POST');
    // The profile's state is the billing state: no field asks for it.
    expect(orderCall.body).toEqual({
      amount: 306800,
      course: { id: CERTIFICATION_COURSE_ID, type: 1 },
      billingState: 'Uttar Pradesh',
    });
    expect(screen.queryByTestId('billing-state')).not.toBeInTheDocument();
    const { options } = opened[0]!;
    expect(options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 306800,
      currency: 'INR',
      order_id: 'order_COURSE1',
      name: 'Disha Careers',
      description: TITLE,
      prefill: { name: 'Asha Verma', email: 'asha@example.in', contact: '+919876543210' },
      method: { netbanking: true, card: true, wallet: true, upi: true, paylater: false },
    });

    const response = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_COURSE1', razorpay_signature: 'sig' };
    options.handler(response);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Your course is confirmed');
    expect(dialog).toHaveTextContent('Our team will contact you shortly');
    expect(dialog).toHaveTextContent(SITE.supportPhone.display);
    const confirmCall = calls.find((c) => c.url.pathname === '/api/course/o-course-1')!;
    expect(confirmCall.method).toBe('POST');
    expect(confirmCall.body).toEqual(response);

    await user.click(within(dialog).getByTestId('course-confirmation-ok'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('a verification failure: the error toast at the bottom right, no Confirmation', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    api({ confirm: () => jsonResponse({ message: 'Payment verification failed' }, 400) });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('course-confirm'));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.options.handler({
      razorpay_payment_id: 'p',
      razorpay_order_id: 'order_COURSE1',
      razorpay_signature: 's',
    });
    const toast = await screen.findByText('Something went wrong, please try later');
    expect(toast.closest('.snackbar-stack-bottom-right')).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Confirmation' })).not.toBeInTheDocument();
    expect(screen.getByTestId('course-confirm')).toBeEnabled();
  });

  it('an order failure: the toast and no checkout; a course already bought says so', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    let answer = () => jsonResponse({ message: 'Something went wrong, please try later' }, 502);
    api({ order: () => answer() });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('course-confirm'));
    const toast = await screen.findByText('Something went wrong, please try later');
    expect(toast.closest('.snackbar-stack-bottom-right')).not.toBeNull();
    expect(opened).toHaveLength(0);
    answer = () => jsonResponse({ message: 'You have already bought this course' }, 409);
    await user.click(screen.getByTestId('course-confirm'));
    expect(await screen.findByText('You have already bought this course')).toBeInTheDocument();
    expect(opened).toHaveLength(0);
  });

  it('payment.failed is told once the checkout is closed: the payment alert, and it stays on the page', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    api();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('course-confirm'));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.failed.forEach((callback) => callback({ error: { description: 'declined' } }));
    // Razorpay's checkout, still open, says it itself.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => opened[0]!.options.modal!.ondismiss!());
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Something went wrong, please try later');
    expect(alert).toHaveTextContent('No money was taken from your account. You can try again.');
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout-services');
  });

  it('type=0: the early-bird price is no longer available, with a link to the regular price and no CONFIRM', async () => {
    api();
    render(path('0'));
    const closed = await screen.findByTestId('early-bird-closed');
    expect(closed).toHaveTextContent('The early-bird price is no longer available');
    expect(screen.queryByTestId('course-confirm')).not.toBeInTheDocument();
    expect(screen.getByTestId('regular-price-link')).toHaveAttribute('href', path('1'));
  });

  it('an unknown or malformed course id: not found', async () => {
    api({ courseAnswer: () => jsonResponse({ message: 'Course not found' }, 404) });
    render(path('1', '00000000-0000-4000-8000-000000000000'));
    expect(await screen.findByTestId('course-not-found')).toHaveTextContent('Course not found');
    expect(screen.queryByTestId('course-confirm')).not.toBeInTheDocument();
  });

  it('a malformed id or type is not found without asking the server', async () => {
    const { calls } = api();
    render(path('1', 'not-a-course'));
    expect(await screen.findByTestId('course-not-found')).toBeInTheDocument();
    render(path('7'));
    expect(await screen.findAllByTestId('course-not-found')).toHaveLength(2);
    expect(calls.some((c) => c.url.pathname.startsWith('/api/course/certification'))).toBe(false);
  });

  it('a visitor gets the login dialog on CONFIRM and no order is made', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('course-confirm'));
    expect(await screen.findByRole('dialog', { name: 'Login to continue' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/course/order')).toBe(false);
  });

  it('asks for the billing state when the profile has none, and sends the one chosen', async () => {
    storeTokens();
    const opened = fakeRazorpay();
    const { calls } = api({ me: authUser({ state: '', 'custom:state': '' }) });
    const user = userEvent.setup();
    render();
    const field = await screen.findByTestId('billing-state');
    await user.click(screen.getByTestId('course-confirm'));
    expect(await screen.findByText('Please choose your billing state')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/course/order')).toBe(false);
    await user.selectOptions(field, 'Kerala');
    await user.click(screen.getByTestId('course-confirm'));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(calls.find((c) => c.url.pathname === '/api/course/order')!.body).toMatchObject({ billingState: 'Kerala' });
  });

  it('a campus student cannot confirm', async () => {
    storeTokens();
    api({ me: authUser({}, true) });
    render();
    expect(await screen.findByTestId('course-campus')).toHaveTextContent('Campus students cannot buy');
    expect(screen.getByTestId('course-confirm')).toBeDisabled();
  });
});
