import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authUser, loginResponse, storedTokens } from '../../test/authFixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { GoogleSuccessPage } from './GoogleSuccessPage';
import { saveRedirect } from './redirect';

const ROUTE = '/auth/oauth/google/success';

describe('Google sign-in return', () => {
  it('trades the refresh cookie the callback set for an access token, cleans the address and goes to the redirect', async () => {
    window.history.replaceState(null, '', `${ROUTE}#redirect=%2Fcareers%2Fc-1`);
    const { calls } = stubFetch((url) =>
      url.pathname === '/api/auth/refresh' ? jsonResponse(loginResponse(authUser(), 7)) : jsonResponse({}, 404),
    );
    renderWithApp(<GoogleSuccessPage />, { route: ROUTE });
    expect(await screen.findByText('You are successfully logged in')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/careers/c-1'));
    expect(storedTokens()).toBe('access-7');
    // One refresh, shared with the session provider's restore on the same page load.
    expect(calls.filter((c) => c.url.pathname === '/api/auth/refresh')).toHaveLength(1);
    expect(window.location.hash).toBe('');
  });

  it('falls back to the saved path, and never to another site', async () => {
    saveRedirect('/student');
    window.history.replaceState(null, '', `${ROUTE}#redirect=https%3A%2F%2Fevil.example`);
    stubFetch(() => jsonResponse(loginResponse()));
    renderWithApp(<GoogleSuccessPage />, { route: ROUTE });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/student'));
  });

  it('a cancelled sign-in says so and goes to the login page', async () => {
    window.history.replaceState(null, '', `${ROUTE}#error=Google%20sign-in%20was%20cancelled.&redirect=%2F`);
    stubFetch(() => jsonResponse({}));
    renderWithApp(<GoogleSuccessPage />, { route: ROUTE });
    const toast = await screen.findByText('Google sign-in was cancelled.');
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'error');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
    expect(storedTokens()).toBeNull();
  });

  it('a refused cookie: "Failed to login with token." and the login page', async () => {
    window.history.replaceState(null, '', `${ROUTE}#redirect=%2F`);
    stubFetch(() =>
      jsonResponse(
        { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' },
        401,
      ),
    );
    renderWithApp(<GoogleSuccessPage />, { route: ROUTE });
    expect(await screen.findByText('Failed to login with token.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
    expect(storedTokens()).toBeNull();
  });
});
