import { useLayoutEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRupees, orderAmounts } from '@app/contracts';
import { authUser, loginResponse, storeTokens } from '../../test/authFixtures';
import { cartServer } from '../../test/cartServer';
import { makeCareer } from '../../test/fixtures';
import { renderWithApp, stubFetch } from '../../test/utils';
import { useSession } from '../auth/session';
import { cartAmounts, useCart, type NewCartItem } from './cartContext';

const item = (n: number, selling: number, strike: number): NewCartItem => ({
  id: `career-${n}`,
  name: `Career ${n}`,
  field: { _id: 'f-science', name: 'Science' },
  selling_price: selling,
  strike_price: strike,
  logo: `/media/logos/c${n}.svg`,
  logo_bg: '#eee',
});

let api: ReturnType<typeof useCart>;
let session: ReturnType<typeof useSession>;
/** Hands the test the cart and session of each committed render. */
const grab = (values: { cart: ReturnType<typeof useCart>; session: ReturnType<typeof useSession> }) => {
  api = values.cart;
  session = values.session;
};

function Probe() {
  const cart = useCart();
  const current = useSession();
  useLayoutEffect(() => grab({ cart, session: current }));
  return (
    <div>
      <output data-testid="ids">{cart.items.map((i) => i.id).join(',')}</output>
      <output data-testid="selling">{cart.selling_total}</output>
      <output data-testid="strike">{cart.strike_total}</output>
      <output data-testid="enabled">{String(cart.enabled)}</output>
      <output data-testid="ready">{String(cart.ready)}</output>
    </div>
  );
}

const careers = [1, 2, 3].map((n) => makeCareer(n, { selling_price: 999.5 + n, strike_price: 2000 }));

describe('cart context', () => {
  it("a visitor's cart lives in localStorage, with totals; adding twice is one line; remove", async () => {
    const { calls } = stubFetch(cartServer({ careers }).handler);
    renderWithApp(<Probe />);
    await act(() => api.add(item(1, 999.5, 1999)));
    await act(() => api.add(item(2, 1499.25, 2999)));
    await act(() => api.add(item(1, 999.5, 1999)));
    expect(screen.getByTestId('ids')).toHaveTextContent('career-1,career-2');
    expect(screen.getByTestId('selling')).toHaveTextContent('2498.75');
    expect(screen.getByTestId('strike')).toHaveTextContent('4998');
    const stored = JSON.parse(localStorage.getItem('disha.cart')!) as { id: string; quantity: number }[];
    expect(stored.map((i) => [i.id, i.quantity])).toEqual([
      ['career-1', 1],
      ['career-2', 1],
    ]);
    expect(api.has('CAREER-2')).toBe(true);
    await act(() => api.remove(['career-1']));
    expect(screen.getByTestId('ids')).toHaveTextContent(/^career-2$/);
    expect(JSON.parse(localStorage.getItem('disha.cart')!)).toHaveLength(1);
    // No server call for a visitor's cart.
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/platform/cart'))).toEqual([]);
  });

  it('at login the local cart merges into the server cart and is cleared; logout empties the state', async () => {
    localStorage.setItem('disha.cart', JSON.stringify([{ ...item(2, 1000, 2000), quantity: 1 }]));
    const { calls } = stubFetch(cartServer({ careers, cart: ['career-1'] }).handler);
    renderWithApp(<Probe />);
    expect(screen.getByTestId('ids')).toHaveTextContent('career-2');
    act(() => session.signIn(loginResponse()));
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('career-1,career-2'));
    const merge = calls.find((c) => c.url.pathname === '/api/platform/cart/merge')!;
    expect(merge.method).toBe('POST');
    expect(merge.url.searchParams.get('userId')).toBe('u-1');
    expect(merge.body).toEqual({ careers: ['career-2'] });
    expect(localStorage.getItem('disha.cart')).toBeNull();
    // Server prices: 1000.5 + 1001.5.
    expect(screen.getByTestId('selling')).toHaveTextContent('2002');

    // A signed-in add goes to the server.
    await act(() => api.add(item(3, 1, 1)));
    const add = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/platform/cart')!;
    expect(Object.fromEntries(add.url.searchParams)).toEqual({
      userId: 'u-1',
      careerId: 'career-3',
      usertype: 'student',
    });
    expect(screen.getByTestId('ids')).toHaveTextContent('career-1,career-2,career-3');

    await act(() => session.logout());
    await waitFor(() => expect(screen.getByTestId('ids')).toBeEmptyDOMElement());
    expect(screen.getByTestId('enabled')).toHaveTextContent('true');
  });

  it("at login a visitor's career the user already has is not dropped silently: 'Careers already enrolled' lists it", async () => {
    localStorage.setItem(
      'disha.cart',
      JSON.stringify([
        { ...item(2, 1000, 2000), quantity: 1 },
        { ...item(3, 1000, 2000), quantity: 1 },
      ]),
    );
    const { calls } = stubFetch(cartServer({ careers, enrolled: ['career-3'] }).handler);
    renderWithApp(<Probe />);
    act(() => session.signIn(loginResponse()));
    const dialog = await screen.findByRole('dialog', { name: 'Careers already enrolled' });
    expect(dialog).toHaveTextContent(
      'These careers are already enrolled in your account and will be removed from your cart:',
    );
    expect(screen.getAllByTestId('enrolled-item').map((li) => li.textContent)).toEqual(['Career 3']);
    expect(screen.getByTestId('ids')).toHaveTextContent(/^career-2$/);
    // Only the careers the merge left out are checked.
    const check = calls.find((c) => c.url.pathname === '/api/platform/cart/enrolled')!;
    expect(check.body).toEqual({ careers: ['career-3'] });
    act(() => screen.getByTestId('enrolled-confirm').click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('ids')).toHaveTextContent(/^career-2$/);
    expect(localStorage.getItem('disha.cart')).toBeNull();
  });

  it('a stored session loads the server cart; with an empty local cart nothing is merged', async () => {
    storeTokens();
    const { calls } = stubFetch(cartServer({ careers, cart: ['career-3'] }).handler);
    renderWithApp(<Probe />);
    expect(screen.getByTestId('enabled')).toHaveTextContent('false');
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('career-3'));
    expect(screen.getByTestId('ready')).toHaveTextContent('true');
    expect(calls.some((c) => c.url.pathname === '/api/platform/cart/merge')).toBe(false);
  });

  it('a campus student has no cart and no cart calls', async () => {
    storeTokens();
    const { calls } = stubFetch(cartServer({ careers, me: authUser({}, true) }).handler);
    renderWithApp(<Probe />);
    await waitFor(() => expect(screen.getByTestId('ready')).toHaveTextContent('true'));
    expect(screen.getByTestId('enabled')).toHaveTextContent('false');
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/platform/cart'))).toEqual([]);
  });

  it('a staff account has no cart and no cart calls (the API refuses staff a cart)', async () => {
    storeTokens();
    const staff = { ...authUser(), role: 'content_editor' as const };
    const { calls } = stubFetch(cartServer({ careers, me: staff }).handler);
    renderWithApp(<Probe />);
    await waitFor(() => expect(screen.getByTestId('ready')).toHaveTextContent('true'));
    expect(screen.getByTestId('enabled')).toHaveTextContent('false');
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/platform/cart'))).toEqual([]);
  });

  it("totals and GST come from the contracts' money helpers (18% once on the total, half up)", () => {
    const items = [item(1, 999.99, 0), item(2, 0.01, 0), item(3, 333.33, 0)].map((i) => ({
      ...i,
      quantity: 1 as const,
    }));
    const amounts = cartAmounts(items);
    expect(amounts).toEqual(orderAmounts([99999, 1, 33333]));
    expect(formatRupees(amounts.subtotalPaise)).toBe('₹1,333.33');
    expect(formatRupees(amounts.gstPaise)).toBe('₹240.00');
    expect(formatRupees(amounts.totalPaise)).toBe('₹1,573.33');
  });
});
