import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../test/authFixtures';
import { cartServer } from '../../test/cartServer';
import { makeCareer } from '../../test/fixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { CartPage } from './CartPage';

const careers = [1, 2, 3].map((n) => makeCareer(n, { selling_price: 1000 * n + 0.5, strike_price: 5000 }));
const render = () => renderWithApp(<CartPage />, { route: '/cart', path: '/cart' });

/** A visitor's cart as the browser keeps it: one career at ₹10 (₹20 struck), without a logo. */
function storeVisitorCart(n: number) {
  localStorage.setItem(
    'disha.cart',
    JSON.stringify([
      {
        id: `career-${n}`,
        name: `Career ${n}`,
        field: { name: 'Science' },
        selling_price: 10,
        strike_price: 20,
        logo: '',
        logo_bg: '#fff',
        quantity: 1,
      },
    ]),
  );
}
describe('/cart', () => {
  it("empty: 'Your career cart is empty' and Explore Careers", async () => {
    stubFetch(cartServer({ careers }).handler);
    render();
    expect(screen.getByRole('heading', { name: 'Careers Cart' })).toBeInTheDocument();
    expect(await screen.findByText('Your career cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Careers' })).toHaveAttribute('href', '/careers');
    expect(screen.queryByTestId('cart-checkout')).not.toBeInTheDocument();
  });

  it('lists the items with ₹ prices and totals; remove takes an item out through the server', async () => {
    storeTokens();
    const server = cartServer({ careers, cart: ['career-1', 'career-2'] });
    const { calls } = stubFetch(server.handler);
    const user = userEvent.setup();
    render();
    expect(await screen.findAllByTestId('cart-item')).toHaveLength(2);
    expect(screen.getAllByTestId('cart-item-price').map((p) => p.textContent)).toEqual(['₹1,000.50', '₹2,000.50']);
    expect(screen.getByTestId('cart-selling-total')).toHaveTextContent('₹3,001');
    expect(screen.getByTestId('cart-strike-total')).toHaveTextContent('₹10,000');
    await user.click(screen.getByRole('button', { name: 'Remove Career 1' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1));
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.url.pathname).toBe('/api/platform/cart');
    expect(del.body).toEqual({ careers: ['career-1'] });
    expect(screen.getByTestId('cart-selling-total')).toHaveTextContent('₹2,000.50');
  });

  it('CHECKOUT with nothing enrolled goes to /checkout', async () => {
    storeTokens();
    const { calls } = stubFetch(cartServer({ careers, cart: ['career-1'] }).handler);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('cart-checkout'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(calls.find((c) => c.url.pathname === '/api/platform/cart/enrolled')!.body).toEqual({
      careers: ['career-1'],
    });
  });

  it("CHECKOUT with enrolled careers: 'Careers already enrolled' lists them; Confirm removes them and goes on", async () => {
    storeTokens();
    const server = cartServer({ careers, cart: ['career-1', 'career-2'], enrolled: ['career-2'] });
    const { calls } = stubFetch(server.handler);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('cart-checkout'));
    const dialog = await screen.findByRole('dialog', { name: 'Careers already enrolled' });
    expect(
      within(dialog)
        .getAllByTestId('enrolled-item')
        .map((i) => i.textContent),
    ).toEqual(['Career 2']);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(calls.find((c) => c.method === 'DELETE')!.body).toEqual({ careers: ['career-2'] });
    expect(server.state.cart).toEqual(['career-1']);
  });

  it("a checkout failure shows the server's message", async () => {
    storeTokens();
    const server = cartServer({ careers, cart: ['career-1'] });
    stubFetch((url, init) =>
      url.pathname === '/api/platform/cart/enrolled'
        ? jsonResponse({ message: 'careers may list at most 50 ids' }, 400)
        : server.handler(url, init),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('cart-checkout'));
    expect(await screen.findByText('careers may list at most 50 ids')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('a visitor pressing CHECKOUT gets the login dialog; closing it keeps them on the cart', async () => {
    storeVisitorCart(1);
    stubFetch(cartServer({ careers }).handler);
    const user = userEvent.setup();
    render();
    expect(screen.getByTestId('cart-selling-total')).toHaveTextContent('₹10');
    await user.click(screen.getByTestId('cart-checkout'));
    await screen.findByRole('dialog', { name: 'Login to continue' });
    await user.click(screen.getByTestId('login-dialog-close'));
    await waitFor(() => expect(screen.getByTestId('cart-checkout')).toBeEnabled());
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('a visitor logging in at CHECKOUT: the cart merges, then the enrolled check and /checkout', async () => {
    storeVisitorCart(3);
    const server = cartServer({ careers });
    const { calls } = stubFetch(server.handler);
    const user = userEvent.setup();
    render();
    await user.click(screen.getByTestId('cart-checkout'));
    await screen.findByRole('dialog', { name: 'Login to continue' });
    await user.type(screen.getByTestId('input-username'), 'asha');
    await user.type(screen.getByTestId('input-password'), 'Learn2026ok');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(server.state.cart).toEqual(['career-3']);
    const paths = calls.map((c) => c.url.pathname);
    expect(paths.indexOf('/api/platform/cart/merge')).toBeLessThan(paths.indexOf('/api/platform/cart/enrolled'));
    expect(calls.find((c) => c.url.pathname === '/api/platform/cart/enrolled')!.body).toEqual({
      careers: ['career-3'],
    });
  });
});
