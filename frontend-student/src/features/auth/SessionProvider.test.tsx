import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE } from '@app/contracts';
import { apiGet } from '../../api/client';
import { authUser, loginResponse, storedTokens, storeTokens } from '../../test/authFixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { peekRedirect, saveRedirect } from './redirect';
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

const expired = () =>
  jsonResponse(
    { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' },
    401,
  );

/** A reload: the browser holds the refresh cookie (and its readable flag) but this page has no access token yet. */
const reloadedWithCookie = () => {
  document.cookie = 'disha_signed_in=1; path=/';
};

describe('session restore on start', () => {
  it('without the session cookie the user is signed out and nothing is asked', async () => {
    const { mock } = stubFetch(() => jsonResponse({}));
    renderWithApp(<SessionProbe />);
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(mock).not.toHaveBeenCalled();
  });

  it('with the cookie, one POST /auth/refresh (the browser sends the cookie) gives the access token and the user', async () => {
    reloadedWithCookie();
    const { mock, calls } = stubFetch((url) =>
      url.pathname === '/api/auth/refresh' ? jsonResponse(loginResponse(authUser(), 2)) : jsonResponse({}, 404),
    );
    renderWithApp(<SessionProbe />);
    expect(screen.getByTestId('status')).toHaveTextContent('restoring');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent('asha');
    expect(sessionCalls(calls).map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/auth/refresh']);
    // No token in the body and no access token on the refresh call: the cookie is the credential.
    expect(calls[0]!.body).toEqual({});
    expect((mock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(storedTokens()).toBe('access-2');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('when the server refuses the cookie: "Failed to login with token." and signed out', async () => {
    reloadedWithCookie();
    stubFetch(() => expired());
    renderWithApp(<SessionProbe />);
    const toast = await screen.findByText('Failed to login with token.');
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'error');
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(storedTokens()).toBeNull();
  });

  it('the same when the server cannot be reached', async () => {
    reloadedWithCookie();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('Failed to login with token.')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  });
});

describe('calls while signed in', () => {
  it('on 401 refreshes once, retries with the new access token', async () => {
    storeTokens('access-1');
    const { calls } = stubFetch((url, init) => {
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (url.pathname === '/api/auth/refresh') return jsonResponse(loginResponse(authUser(), 2));
      return auth === 'access-2'
        ? jsonResponse(url.pathname === '/api/auth/me' ? authUser() : { ok: true })
        : expired();
    });
    renderWithApp(<SessionProbe />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(sessionCalls(calls).map((c) => c.url.pathname)).toEqual([
      '/api/auth/me',
      '/api/auth/refresh',
      '/api/auth/me',
    ]);
    expect(storedTokens()).toBe('access-2');
  });

  it('concurrent 401s share one refresh', async () => {
    storeTokens('access-1');
    let refreshes = 0;
    let current = 'access-1';
    stubFetch((url, init) => {
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (url.pathname === '/api/auth/refresh') {
        refreshes += 1;
        current = `access-${refreshes + 1}`;
        return jsonResponse(loginResponse(authUser(), refreshes + 1));
      }
      return auth === current ? jsonResponse(url.pathname === '/api/auth/me' ? authUser() : { ok: true }) : expired();
    });
    renderWithApp(<SessionProbe />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(refreshes).toBe(0);
    current = 'access-expired';
    const results = await Promise.all([apiGet('/api/a'), apiGet('/api/b'), apiGet('/api/c')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
  });

  it('a refresh refused as reuse ends the session here (branching on the code, not the text)', async () => {
    storeTokens('access-1');
    stubFetch((url, init) => {
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (url.pathname === '/api/auth/refresh')
        return jsonResponse({ statusCode: 401, code: 'SESSION_REUSED', message: 'any text' }, 401);
      return auth === 'access-1' && url.pathname === '/api/auth/me' ? jsonResponse(authUser()) : expired();
    });
    renderWithApp(<SessionProbe />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    await expect(apiGet('/api/a')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(storedTokens()).toBeNull();
  });

  it('an account disabled meanwhile: the next call is refused, the session ends and the reason is shown', async () => {
    storeTokens('access-1');
    const disabled = () =>
      jsonResponse({ statusCode: 401, code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE }, 401);
    let signedIn = true;
    stubFetch((url) => {
      if (signedIn && url.pathname === '/api/auth/me') return jsonResponse(authUser());
      return url.pathname.startsWith('/api/platform/cart') ? jsonResponse([]) : disabled();
    });
    renderWithApp(<SessionProbe />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    signedIn = false;
    await expect(apiGet('/api/a')).rejects.toMatchObject({ status: 401, code: 'ACCOUNT_DISABLED' });
    const toast = await screen.findByText(ACCOUNT_DISABLED_MESSAGE);
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'error');
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(storedTokens()).toBeNull();
  });

  it('logout ends the session on the server (the cookie), then forgets the token and the saved path', async () => {
    storeTokens();
    saveRedirect('/careers');
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
    expect(sessionCalls(calls)[1]!.body).toEqual({});
    expect(storedTokens()).toBeNull();
    expect(peekRedirect()).toBeNull();
    expect(screen.getByTestId('user')).toHaveTextContent('');
  });
});
