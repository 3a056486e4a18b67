import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, FAMILY_MESSAGES, orderAmounts, type AuthUser, type ParentChild } from '@app/contracts';
import { authUser, storeTokens } from '../../test/authFixtures';
import { cartServer } from '../../test/cartServer';
import { makeCareer } from '../../test/fixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { CheckoutPage } from '../cart/CheckoutPage';

// A parent's checkout (issue 14): "Buying for" one of their linked children, sent as forUserId; the order stays theirs.

const careers = [makeCareer(1, { selling_price: 999 })];
const amounts = orderAmounts([99900]);
const parent = (): AuthUser => ({ ...authUser({ 'custom:user_type': 'parent' }), role: 'parent' });
const child = (n: number, firstName: string): ParentChild => ({
  userId: `c-${n}`,
  linkId: `l-${n}`,
  firstName,
  lastName: 'Verma',
  username: `child${n}`,
  class: '10',
  school: null,
  linkedAt: '2026-11-01T10:00:00.000Z',
});

function api(me: AuthUser, children: ParentChild[], orderAnswer?: Response) {
  const server = cartServer({ careers, cart: ['career-1'], me });
  return stubFetch((url, init) => {
    if (url.pathname === '/api/parent/children') return jsonResponse(children);
    if (url.pathname === '/api/payment/order')
      return (
        orderAnswer ??
        jsonResponse({
          amount: amounts.totalPaise,
          id: null,
          currency: 'INR',
          key: 'k',
          orderId: 'o-1',
          free: true,
          subtotal: amounts.subtotalPaise,
          gst: amounts.gstPaise,
          checkoutScript: '/x.js',
        })
      );
    if (url.pathname === '/api/platform/cart/enroll')
      return jsonResponse({ orderId: 'o-1', status: 'enrolled', careers: ['career-1'], message: 'done' });
    return server.handler(url, init);
  });
}

const render = () => renderWithApp(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
const orderBody = (calls: { url: URL; body: unknown }[]) =>
  calls.find((c) => c.url.pathname === '/api/payment/order')?.body as Record<string, unknown> | undefined;

afterEach(() => vi.restoreAllMocks());

describe('buying for a child at checkout', () => {
  it('offers the linked children (the first chosen) and Myself, and sends the chosen child as forUserId', async () => {
    storeTokens();
    const { calls } = api(parent(), [child(1, 'Ravi'), child(2, 'Meera')]);
    render();
    const select = await screen.findByLabelText('Buying for');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ravi Verma', 'Meera Verma', 'Myself']);
    expect(screen.getByTestId('buying-for-note')).toHaveTextContent("The careers go to Ravi's account");
    await userEvent.selectOptions(select, 'Meera Verma');
    await userEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(orderBody(calls)).toMatchObject({ forUserId: 'c-2' }));
  });

  it('sends no forUserId for Myself, and shows nothing to a student', async () => {
    storeTokens();
    const { calls } = api(parent(), [child(1, 'Ravi')]);
    render();
    await userEvent.selectOptions(await screen.findByLabelText('Buying for'), 'Myself');
    expect(screen.getByTestId('buying-for-note')).toHaveTextContent('your own account');
    await userEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(orderBody(calls)).toBeDefined());
    expect(orderBody(calls)).not.toHaveProperty('forUserId');
  });

  it('says why the server refused buying for the child', async () => {
    storeTokens();
    api(
      parent(),
      [child(1, 'Ravi')],
      jsonResponse({ statusCode: 403, message: FAMILY_MESSAGES.notYourChild, code: ERROR_CODES.NotLinkedChild }, 403),
    );
    render();
    await screen.findByLabelText('Buying for');
    await userEvent.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByText(FAMILY_MESSAGES.notYourChild)).toBeInTheDocument();
  });

  it('is not shown to a student', async () => {
    storeTokens();
    api(authUser(), []);
    render();
    expect(await screen.findByTestId('checkout-pay')).toBeInTheDocument();
    expect(screen.queryByTestId('buying-for')).not.toBeInTheDocument();
  });
});
