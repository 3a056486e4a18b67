import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiGet } from '../../api/client';
import { authUser, loginResponse, storedTokens, storeTokens } from '../../test/authFixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { useSession } from './session';

function SessionProbe() {
  const { status, user, logout } = useSession();
  return (
    <div>
      <output data-testid="status">{status}</output>
      <output data-testid="user">{user?.data.username ?? ''}</output>
      <button onClick={() => void logout()}>Log out</button>
    </div>
  );
}

/** The session's own calls (the cart provider loads the signed-in user's cart alongside). */
const sessionCalls = <T extends { url: URL }>(calls: T[]) =>
  calls.filter((c) => !c.url.pathname.startsWith('/api/platform/cart'));

const unauthorized = () =>
  jsonResponse({ statusCode: 401, message: 'Your session has expired. Please log in again.' }, 401);

describe('session restore on start', () => {
  it('without a stored token the user is signed out and nothing is asked', async () => {
    const { mock } = stubFetch(() => jsonResponse({}));
    renderWithApp(<SessionProbe />);
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(mock).not.toHaveBeenCalled();
  });

  it('restores the user with GET /auth/me, sending the raw token as Authorization', async () => {
    storeTokens();
    const { mock, calls } = stubFetch(() => jsonResponse(authUser()));
    renderWithApp(<SessionProbe />);
    expect(screen.getByTestId('status')).toHaveTextContent('restoring');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent('asha');
    expect(calls[0]!.url.pathname).toBe('/api/auth/me');
    expect((mock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('access-1');
  });

  it('on 401 refreshes once with the refresh token, retries, and keeps the new pair', async () => {
    storeTokens();
    const { calls, mock } = stubFetch((url, init) => {
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (url.pathname === '/api/auth/me') return auth === 'access-2' ? jsonResponse(authUser()) : unauthorized();
      if (url.pathname === '/api/auth/refresh') return jsonResponse(loginResponse(authUser(), 2));
      return jsonResponse({}, 404);
    });
    renderWithApp(<SessionProbe />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(sessionCalls(calls).map((c) => c.url.pathname)).toEqual([
      '/api/auth/me',
      '/api/auth/refresh',
      '/api/auth/me',
    ]);
    expect(calls[1]!.body).toEqual({ refreshToken: 'refresh-1' });
    // The refresh call itself carries no access token.
    expect((mock.mock.calls[1]![1]!.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(storedTokens()).toEqual({ idToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('when the refresh fails too: "Failed to login with token.", signed out, tokens gone', async () => {
    storeTokens();
    stubFetch(() => unauthorized());
    renderWithApp(<SessionProbe />);
    const toast = await screen.findByText('Failed to login with token.');
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'error');
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(storedTokens()).toBeNull();
  });

  it('the same when the server cannot be reached', async () => {
    storeTokens();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('Failed to login with token.')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  });
});

describe('calls while signed in', () => {
  it('concurrent 401s share one refresh (a refresh token works once)', async () => {
    storeTokens();
    let refreshes = 0;
    stubFetch((url, init) => {
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (url.pathname === '/api/auth/refresh') {
        refreshes += 1;
        return jsonResponse(loginResponse(authUser(), 2));
      }
      return auth === 'access-2'
        ? jsonResponse(url.pathname === '/api/auth/me' ? authUser() : { ok: true })
        : unauthorized();
    });
    renderWithApp(<SessionProbe />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    storeTokens('access-1', 'refresh-2');
    const results = await Promise.all([apiGet('/api/a'), apiGet('/api/b'), apiGet('/api/c')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(2);
  });

  it('logout ends the session on the server, then forgets the tokens and the saved path', async () => {
    storeTokens();
    sessionStorage.setItem('disha.redirect', '/careers');
    const { calls } = stubFetch((url) =>
      url.pathname === '/api/auth/me'
        ? jsonResponse(authUser())
        : jsonResponse({ message: 'You have been logged out.' }),
    );
    renderWithApp(<SessionProbe />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(sessionCalls(calls)[1]!.url.pathname).toBe('/api/auth/logout');
    expect(sessionCalls(calls)[1]!.body).toEqual({ refreshToken: 'refresh-1' });
    expect(storedTokens()).toBeNull();
    expect(sessionStorage.getItem('disha.redirect')).toBeNull();
    expect(screen.getByTestId('user')).toHaveTextContent('');
  });
});
