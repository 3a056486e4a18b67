import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '../../app/shell/Header';
import { authUser, storeTokens } from '../../test/authFixtures';
import { cartServer } from '../../test/cartServer';
import { makeCareer } from '../../test/fixtures';
import { renderWithApp, stubFetch } from '../../test/utils';

const careers = [makeCareer(1), makeCareer(2, { selling_price: 999.5 })];

describe('header cart icon', () => {
  it('a visitor: the icon links to /cart; the hover preview says "Cart is empty"', async () => {
    stubFetch(cartServer({ careers }).handler);
    const user = userEvent.setup();
    renderWithApp(<Header />);
    const icon = screen.getByTestId('header-cart');
    expect(icon).toHaveAttribute('href', '/cart');
    expect(icon).toHaveAccessibleName('Cart, 0 careers');
    await user.hover(icon);
    const preview = await screen.findByTestId('cart-preview');
    expect(within(preview).getByText('Cart is empty')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
  });

  it('a student: the count of the server cart, and the preview lists the items in ₹', async () => {
    storeTokens();
    stubFetch(cartServer({ careers, cart: ['career-1', 'career-2'] }).handler);
    const user = userEvent.setup();
    renderWithApp(<Header />);
    await waitFor(() => expect(screen.getByTestId('header-cart')).toHaveAttribute('data-count', '2'));
    expect(screen.getByTestId('header-cart')).toHaveTextContent('2');
    await user.hover(screen.getByTestId('header-cart'));
    const items = await screen.findAllByTestId('cart-preview-item');
    expect(items.map((i) => i.textContent)).toEqual(['Career 1₹1,499', 'Career 2₹999.50']);
    await user.click(screen.getByTestId('account-menu-button'));
    expect(await screen.findByRole('menuitem', { name: 'My Cart' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a campus student has no cart icon', async () => {
    storeTokens();
    stubFetch(cartServer({ careers, me: authUser({}, true) }).handler);
    renderWithApp(<Header />);
    expect(await screen.findByTestId('avatar-person')).toBeInTheDocument();
    expect(screen.queryByTestId('header-cart')).not.toBeInTheDocument();
    // (The account menu without My Cart for campus students is covered by e2e/checkout.e2e.ts.)
  });
});
