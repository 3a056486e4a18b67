import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authUser, storedTokens } from '../../test/authFixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { GoogleSuccessPage } from './GoogleSuccessPage';

const ROUTE = '/auth/oauth/google/success';

describe('Google sign-in return', () => {
  it('keeps the tokens from the fragment, removes them from the address bar and goes to the redirect', async () => {
    window.history.replaceState(null, '', `${ROUTE}#idToken=g-access&refreshToken=g-refresh&redirect=%2Fcareers%2Fc-1`);
    const { mock } = stubFetch(() => jsonResponse(authUser()));
    renderWithApp(<GoogleSuccessPage />, { route: ROUTE });
    expect(await screen.findByText('You are successfully logged in')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/careers/c-1'));
    expect(storedTokens()).toEqual({ idToken: 'g-access', refreshToken: 'g-refresh' });
    expect((mock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('g-access');
    expect(window.location.hash).toBe('');
  });

  it('falls back to the saved path, and never to another site', async () => {
    sessionStorage.setItem('disha.redirect', '/student');
    window.history.replaceState(null, '', `${ROUTE}#idToken=a&refreshToken=b&redirect=https%3A%2F%2Fevil.example`);
    stubFetch(() => jsonResponse(authUser()));
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
});
