import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_MESSAGES,
  ERROR_CODES,
  NOTICE_VERSION,
  orderAmounts,
  type AuthUser,
  type ParentChild,
} from '@app/contracts';
import { authUser, storeTokens } from '../../test/authFixtures';
import { cartServer } from '../../test/cartServer';
import { makeCareer } from '../../test/fixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { CheckoutPage } from './CheckoutPage';

// Issue 23: a parent buying for a linked child whose consent is not in place is refused (403
// PARENTAL_CONSENT_REQUIRED); the checkout offers the consent step itself (their date of birth, the notice, "I give
// consent"), and then tries the order again: one flow, not a dead end.

const careers = [makeCareer(1, { selling_price: 999 })];
const amounts = orderAmounts([99900]);
const parent = (): AuthUser => ({ ...authUser({ 'custom:user_type': 'parent' }), role: 'parent' });
const ravi: ParentChild = {
  userId: 'c-1',
  linkId: 'l-1',
  firstName: 'Ravi',
  lastName: 'Verma',
  username: 'ravi',
  class: '10',
  school: null,
  linkedAt: '2026-11-01T10:00:00.000Z',
};
const freeOrder = {
  amount: amounts.totalPaise,
  id: null,
  currency: 'INR',
  key: 'k',
  orderId: 'o-1',
  free: true,
  subtotal: amounts.subtotalPaise,
  gst: amounts.gstPaise,
  checkoutScript: '/x.js',
};
const refused = () =>
  jsonResponse(
    { statusCode: 403, message: CONSENT_MESSAGES.childRequired, code: ERROR_CODES.ParentalConsentRequired },
    403,
  );

/** The server: the order is refused until the grant is recorded; `grant` answers the consent step. */
function api(grant: () => Response) {
  const server = cartServer({ careers, cart: ['career-1'], me: parent() });
  let consented = false;
  return stubFetch((url, init) => {
    if (url.pathname === '/api/parent/children') return jsonResponse([ravi]);
    if (url.pathname === '/api/payment/order') return consented ? jsonResponse(freeOrder) : refused();
    if (url.pathname === '/api/consents/children/c-1/grant') {
      const answer = grant();
      consented = answer.ok;
      return answer;
    }
    if (url.pathname === '/api/platform/cart/enroll') {
      server.state.cart = [];
      return jsonResponse({ orderId: 'o-1', status: 'enrolled', careers: ['career-1'], message: 'done' });
    }
    return server.handler(url, init);
  });
}

const render = () => renderWithApp(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
const ordersSent = (calls: { url: URL; body: unknown }[]) =>
  calls.filter((c) => c.url.pathname === '/api/payment/order');

afterEach(() => vi.restoreAllMocks());

describe("the checkout's consent step for a parent buying for a child", () => {
  it('refusal → the dialog (birthdate, notice) → consent → the order is retried and goes through', async () => {
    storeTokens();
    const { calls } = api(() =>
      jsonResponse({ childId: 'c-1', action: 'granted', noticeVersion: NOTICE_VERSION, at: '2026-12-06T00:00:00Z' }),
    );
    const user = userEvent.setup();
    render();
    await screen.findByLabelText('Buying for');
    await user.click(screen.getByTestId('checkout-pay'));

    const dialog = await screen.findByTestId('child-consent-dialog');
    expect(within(dialog).getByText('Your consent for Ravi')).toBeInTheDocument();
    expect(within(dialog).getByTestId('consent-notice')).toHaveTextContent(`Notice version ${NOTICE_VERSION}`);
    // Not the student's request dialog, nor the payment toast.
    expect(screen.queryByTestId('consent-parent-email')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong, please try later')).not.toBeInTheDocument();
    expect(ordersSent(calls)).toHaveLength(1);

    // Consent needs the notice read.
    const give = within(dialog).getByTestId('child-consent-grant');
    expect(give).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('child-consent-birthdate'), { target: { value: '1984-05-12' } });
    await user.click(within(dialog).getByTestId('child-consent-read'));
    await user.click(give);

    await waitFor(() => expect(ordersSent(calls)).toHaveLength(2));
    const grant = calls.find((c) => c.url.pathname === '/api/consents/children/c-1/grant')!;
    expect(grant).toMatchObject({ method: 'POST', body: { birthdate: '1984-05-12' } });
    expect(ordersSent(calls)[1]!.body).toMatchObject({ forUserId: 'c-1' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-student/main/dashboard'), {
      timeout: 5000,
    });
    expect(screen.queryByTestId('child-consent-dialog')).not.toBeInTheDocument();
  });

  it('a parent refused as under 18: the reason in the dialog, and no second order', async () => {
    storeTokens();
    const { calls } = api(() =>
      jsonResponse({ statusCode: 403, message: CONSENT_MESSAGES.notAdult, code: ERROR_CODES.ConsentNotAdult }, 403),
    );
    const user = userEvent.setup();
    render();
    await screen.findByLabelText('Buying for');
    await user.click(screen.getByTestId('checkout-pay'));
    const dialog = await screen.findByTestId('child-consent-dialog');
    fireEvent.change(within(dialog).getByTestId('child-consent-birthdate'), { target: { value: '2012-05-12' } });
    await user.click(within(dialog).getByTestId('child-consent-read'));
    await user.click(within(dialog).getByTestId('child-consent-grant'));
    expect(await within(dialog).findByTestId('child-consent-error')).toHaveTextContent(CONSENT_MESSAGES.notAdult);
    expect(ordersSent(calls)).toHaveLength(1);
    // Not now: back to the checkout, which can still be paid for oneself.
    await user.click(within(dialog).getByText('Not now'));
    await waitFor(() => expect(screen.queryByTestId('child-consent-dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('checkout-pay')).toBeEnabled();
  });

  it('asks for a date of birth before calling the server', async () => {
    storeTokens();
    const { calls } = api(() => jsonResponse({}));
    const user = userEvent.setup();
    render();
    await screen.findByLabelText('Buying for');
    await user.click(screen.getByTestId('checkout-pay'));
    const dialog = await screen.findByTestId('child-consent-dialog');
    await user.click(within(dialog).getByTestId('child-consent-read'));
    await user.click(within(dialog).getByTestId('child-consent-grant'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('child-consent-birthdate')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls.some((c) => c.url.pathname.startsWith('/api/consents/'))).toBe(false);
  });
});
