import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authUser, loginResponse, storedTokens } from '../../test/authFixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { useLoginDialog } from './dialogs';
import { peekRedirect } from './redirect';
import { useSession } from './session';

/** What Add to cart or Buy Now will do: start loading, ask for a login, reset loading if the user backs out. */
function BuyButton() {
  const { openLoginDialog } = useLoginDialog();
  const { user } = useSession();
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState('');
  return (
    <div>
      <button
        disabled={loading}
        onClick={async () => {
          setLoading(true);
          const loggedIn = await openLoginDialog();
          setOutcome(loggedIn ? 'logged in' : 'closed');
          setLoading(false);
        }}
      >
        Buy Now
      </button>
      <output data-testid="outcome">{outcome}</output>
      <output data-testid="who">{user?.data.username ?? ''}</output>
    </div>
  );
}

describe('login dialog', () => {
  it('logs in over the current page: the opener hears "logged in" and the path stays', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch((url) =>
      url.pathname === '/api/auth/login' ? jsonResponse(loginResponse()) : jsonResponse({ google: false }),
    );
    renderWithApp(<BuyButton />, { route: '/careers/c-1', path: '/careers/:id' });

    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login to continue' });
    // The page behind is hidden from assistive technology while the dialog is open.
    expect(screen.getByRole('button', { name: 'Buy Now', hidden: true })).toBeDisabled();
    // Focus starts in the dialog, on the username.
    await waitFor(() => expect(screen.getByTestId('input-username')).toHaveFocus());
    await user.type(screen.getByTestId('input-username'), 'asha');
    await user.type(screen.getByTestId('input-password'), 'Learn2026ok');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('You are successfully logged in')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByTestId('outcome')).toHaveTextContent('logged in');
    expect(screen.getByTestId('who')).toHaveTextContent('asha');
    expect(screen.getByTestId('location')).toHaveTextContent('/careers/c-1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled());
    expect(calls.find((c) => c.url.pathname === '/api/auth/login')!.body).toEqual({
      username: 'asha',
      password: 'Learn2026ok',
    });
    // The access token is kept in memory only; nothing of the session is stored.
    expect(storedTokens()).toBe('access-1');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('closing it resets the opener loading state', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ google: false }));
    renderWithApp(<BuyButton />);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('dialog', { name: 'Login to continue' });
    await user.click(screen.getByTestId('login-dialog-close'));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('closed'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled());
  });

  it('Escape closes it too', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ google: false }));
    renderWithApp(<BuyButton />);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('dialog', { name: 'Login to continue' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('closed'));
  });

  it('shows the server message on a failed login and stays open', async () => {
    const user = userEvent.setup();
    stubFetch((url) =>
      url.pathname === '/api/auth/login'
        ? jsonResponse({ statusCode: 401, message: 'Incorrect username or password.' }, 401)
        : jsonResponse({ google: false }),
    );
    renderWithApp(<BuyButton />);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('dialog', { name: 'Login to continue' });
    await user.type(screen.getByTestId('input-username'), 'asha');
    await user.type(screen.getByTestId('input-password'), 'wrong');
    await user.click(screen.getByTestId('login-submit'));
    const toast = await screen.findByText('Incorrect username or password.');
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'error');
    expect(screen.getByRole('dialog', { name: 'Login to continue' })).toBeInTheDocument();
    expect(screen.getByTestId('outcome')).toHaveTextContent('');
  });

  it('an unconfirmed account leaves for confirm/{username}?state=old with an info notice; the opener hears "closed"', async () => {
    const user = userEvent.setup();
    stubFetch((url) =>
      url.pathname === '/api/auth/login'
        ? jsonResponse({ statusCode: 403, message: 'User is not confirmed.', code: 'UserNotConfirmedException' }, 403)
        : jsonResponse({ google: false }),
    );
    renderWithApp(<BuyButton />, { route: '/careers/c-1', path: '/careers/:id' });
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('dialog', { name: 'Login to continue' });
    await user.type(screen.getByTestId('input-username'), 'asha');
    await user.type(screen.getByTestId('input-password'), 'Learn2026ok');
    await user.click(screen.getByTestId('login-submit'));
    const toast = await screen.findByText('User is not confirmed.');
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'info');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/confirm/asha?state=old'));
    // After verifying and logging in, the user comes back to the career.
    expect(peekRedirect()).toBe('/careers/c-1');
  });

  it("a school's one-time password leads straight to Set your new password", async () => {
    const user = userEvent.setup();
    stubFetch((url) =>
      url.pathname === '/api/auth/login'
        ? jsonResponse(loginResponse({ ...authUser(), mustChangePassword: true }))
        : jsonResponse({ google: false }),
    );
    renderWithApp(<BuyButton />, { route: '/careers/c-1', path: '/careers/:id' });
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('dialog', { name: 'Login to continue' });
    await user.type(screen.getByTestId('input-username'), 'asha');
    await user.type(screen.getByTestId('input-password'), 'Tmp-0ne-time');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/set-new-password'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login to continue' })).not.toBeInTheDocument());
  });
});
