import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authUser, storeTokens } from '../../test/authFixtures';
import { cartServer } from '../../test/cartServer';
import { makeCareer } from '../../test/fixtures';
import { renderWithApp, stubFetch } from '../../test/utils';
import { useSession } from '../auth/session';
import { CareerDetailPage } from '../catalogue/CareerDetailPage';

const careers = [makeCareer(7), makeCareer(8)];
/** The session as the page sees it, so a test can wait for the restore instead of sleeping. */
function SessionProbe() {
  const { status, user } = useSession();
  return <output data-testid="session">{`${status}${user?.isCampusStudent ? ' campus' : ''}`}</output>;
}

const render = () =>
  renderWithApp(
    <>
      <CareerDetailPage />
      <SessionProbe />
    </>,
    { route: '/careers/career-7', path: '/careers/:id' },
  );

/**
 * The button once it can be pressed: the buttons wait for the cart and for whether the career is owned, and a
 * click before that meets a disabled button (pointer-events: none), as it did once under load.
 */
async function ready(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('Add to cart and Buy Now on /careers/{id}', () => {
  it("a visitor's Add to cart goes to the local cart and turns into a disabled 'Added'", async () => {
    const { calls } = stubFetch(cartServer({ careers }).handler);
    const user = userEvent.setup();
    render();
    await user.click(await ready('Add to cart'));
    expect(await screen.findByRole('button', { name: 'Added' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem('disha.cart')!)).toEqual([
      {
        id: 'career-7',
        name: 'Career 7',
        field: { _id: 'f-commerce', name: 'Commerce' },
        selling_price: 1499,
        strike_price: 2999,
        logo: '/media/logos/c7.svg',
        logo_bg: '#e3f2fd',
        quantity: 1,
      },
    ]);
    expect(calls.some((c) => c.url.pathname.startsWith('/api/platform/cart'))).toBe(false);
  });

  it('a visitor pressing Buy Now gets the login dialog; closing it resets the button', async () => {
    stubFetch(cartServer({ careers }).handler);
    const user = userEvent.setup();
    render();
    await user.click(await ready('Buy Now'));
    await screen.findByRole('dialog', { name: 'Login to continue' });
    await user.click(screen.getByTestId('login-dialog-close'));
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/careers/career-7');
  });

  it('a visitor logging in from Buy Now: success message, the career added on the server, then /cart', async () => {
    const server = cartServer({ careers });
    stubFetch(server.handler);
    const user = userEvent.setup();
    render();
    await user.click(await ready('Buy Now'));
    const dialog = await screen.findByRole('dialog', { name: 'Login to continue' });
    await user.type(within(dialog).getByTestId('input-username'), 'asha');
    await user.type(within(dialog).getByTestId('input-password'), 'Learn2026ok');
    await user.click(within(dialog).getByTestId('login-submit'));
    expect(await screen.findByText('You are successfully logged in')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
    expect(server.state.cart).toEqual(['career-7']);
  });

  it('a student: Buy Now adds then goes to /cart; already in the cart it goes straight there', async () => {
    storeTokens();
    const server = cartServer({ careers });
    const { calls } = stubFetch(server.handler);
    const user = userEvent.setup();
    render();
    await user.click(await ready('Buy Now'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
    expect(server.state.cart).toEqual(['career-7']);
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/platform/cart')).toHaveLength(1);
  });

  it('a student whose career is in the cart sees Added, and Buy Now goes to /cart without adding', async () => {
    storeTokens();
    const { calls } = stubFetch(cartServer({ careers, cart: ['career-7'] }).handler);
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('button', { name: 'Added' })).toBeDisabled();
    await user.click(await ready('Buy Now'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/platform/cart')).toBe(false);
  });

  it("an add failure: 'Something went wrong.' at the bottom left, and the button works again", async () => {
    storeTokens();
    stubFetch(cartServer({ careers, failAdd: true }).handler);
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const toast = await screen.findByText('Something went wrong.');
    expect(toast.closest('.snackbar-stack-bottom-left')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(screen.getAllByText('Something went wrong.')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/careers/career-7');
  });

  it.each([
    ['ENROLLED', 'Start Now', '/user-student/career/umc-career-7/career-7'],
    ['IN_PROGRESS', 'Resume', '/user-student/career/umc-career-7/career-7'],
    ['COMPLETED', 'Check Report', '/user-student/main/careers/career-7?name=Career+7'],
  ] as const)(
    'a career the student has (%s) offers %s instead of Add to cart and Buy Now',
    async (status, label, to) => {
      storeTokens();
      const { calls } = stubFetch(
        cartServer({ careers, enrolled: ['career-7'], statuses: { 'career-7': status } }).handler,
      );
      render();
      const action = await screen.findByRole('link', { name: label });
      expect(action).toHaveAttribute('href', to);
      expect(screen.getByTestId('owned-career')).toHaveAttribute('data-status', status);
      expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/platform/cart')).toBe(false);
    },
  );

  it('a visitor who logs in from Buy Now and has the career already: nothing is added, the page offers it', async () => {
    const server = cartServer({ careers, enrolled: ['career-7'] });
    stubFetch(server.handler);
    const user = userEvent.setup();
    render();
    await user.click(await ready('Buy Now'));
    const dialog = await screen.findByRole('dialog', { name: 'Login to continue' });
    await user.type(within(dialog).getByTestId('input-username'), 'asha');
    await user.type(within(dialog).getByTestId('input-password'), 'Learn2026ok');
    await user.click(within(dialog).getByTestId('login-submit'));
    expect(await screen.findByText('This career is already enrolled in your account')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Start Now' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/careers/career-7');
    expect(server.state.cart).toEqual([]);
  });

  it('a campus student sees neither button', async () => {
    storeTokens();
    stubFetch(cartServer({ careers, me: authUser({}, true) }).handler);
    render();
    expect(await screen.findByTestId('career-name')).toHaveTextContent('Career 7');
    await waitFor(() => expect(screen.queryByTestId('page-loader')).not.toBeInTheDocument());
    // Once the session is restored, the cart knows a campus student has none.
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signedIn campus'));
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });
});
