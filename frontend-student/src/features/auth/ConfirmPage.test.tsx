import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authUser, loginResponse, storedTokens } from '../../test/authFixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { ConfirmPage } from './ConfirmPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { peekRedirect, saveRedirect } from './redirect';
import { formatCountdown } from './useCountdown';

afterEach(() => vi.useRealTimers());

describe('confirm page', () => {
  it('formats the countdown as 00 : NN', () => {
    expect(formatCountdown(30)).toBe('00 : 30');
    expect(formatCountdown(5)).toBe('00 : 05');
  });

  it('state=sent: the Resend countdown runs from 30 s, then Resend sends a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = stubFetch(() => jsonResponse({ message: 'Confirmation code has been sent your account.' }));
    renderWithApp(<ConfirmPage />, { route: '/auth/confirm/asha?state=sent', path: '/auth/confirm/:username' });
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('00 : 30');
    expect(screen.getByTestId('resend-code')).toBeDisabled();
    expect(calls).toHaveLength(0);
    for (let i = 0; i < 30; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(screen.queryByTestId('resend-countdown')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('resend-code'));
    expect(await screen.findByText('Confirmation code has been sent your account.')).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe('/api/auth/resend-code');
    expect(calls[0]!.body).toEqual({ username: 'asha' });
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('00 : 30');
  });

  it('state=old sends a new code on open', async () => {
    const { calls } = stubFetch(() => jsonResponse({ message: 'Confirmation code has been sent your account.' }));
    renderWithApp(<ConfirmPage />, { route: '/auth/confirm/asha?state=old', path: '/auth/confirm/:username' });
    const toast = await screen.findByText('Confirmation code has been sent your account.');
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'success');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/auth/resend-code']);
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent(/^00 : (30|29)$/);
  });

  it('state=old right after sign-up: the server answers as always, so the app counts 30 s down, no error', async () => {
    // Issue 23: a resend within 30 s of the last code is answered like any other (the server sends nothing, and
    // the code of a moment ago still works), so the countdown is the app's own.
    stubFetch(() => jsonResponse({ message: 'Confirmation code has been sent your account.' }));
    renderWithApp(<ConfirmPage />, { route: '/auth/confirm/asha?state=old', path: '/auth/confirm/:username' });
    await screen.findByText('Confirmation code has been sent your account.');
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent(/^00 : (30|29)$/);
    expect(screen.getByTestId('resend-code')).toBeDisabled();
    expect(document.querySelector('[data-testid="snackbar"][data-variant="error"]')).toBeNull();
  });

  it("a resend refused for the network's hour is an error with the server message, and no countdown", async () => {
    const message = 'Too many requests from your network. Please try again in 40 minutes.';
    stubFetch(
      () =>
        new Response(JSON.stringify({ statusCode: 429, message }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': String(40 * 60) },
        }),
    );
    renderWithApp(<ConfirmPage />, { route: '/auth/confirm/asha?state=old', path: '/auth/confirm/:username' });
    const toast = await screen.findByText(message);
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'error');
    expect(screen.queryByTestId('resend-countdown')).not.toBeInTheDocument();
    expect(screen.getByTestId('resend-code')).toBeEnabled();
  });

  it('requires the code, shows the server message for a wrong one, and signs in and goes back when verified', async () => {
    const user = userEvent.setup();
    saveRedirect('/consent/t-1', { email: 'mum@example.in' });
    let attempt = 0;
    const { calls } = stubFetch(() =>
      attempt++ === 0
        ? jsonResponse({ statusCode: 400, message: 'Invalid verification code provided, please try again.' }, 400)
        : jsonResponse({ ...loginResponse(authUser(), 3), message: 'Your account has been verified successfully.' }),
    );
    renderWithApp(<ConfirmPage />, { route: '/auth/confirm/asha?state=sent', path: '/auth/confirm/:username' });
    await user.click(screen.getByTestId('verify-submit'));
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    await user.type(screen.getByTestId('input-code'), '123456');
    await user.click(screen.getByTestId('verify-submit'));
    expect(await screen.findByText('Invalid verification code provided, please try again.')).toBeInTheDocument();
    expect(storedTokens()).toBeNull();
    await user.click(screen.getByTestId('verify-submit'));
    // Issue 24: the code signed the account in; the way back is taken, not the login form.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/consent/t-1'));
    expect(storedTokens()).toBe('access-3');
    expect(peekRedirect()).toBeNull();
    expect(await screen.findByText('Your account has been verified successfully.')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ username: 'asha', code: '123456' });
  });

  it('with no way back saved, a verified sign-up lands on the dashboard', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ ...loginResponse(), message: 'Your account has been verified successfully.' }));
    renderWithApp(<ConfirmPage />, { route: '/auth/confirm/asha?state=sent', path: '/auth/confirm/:username' });
    await user.type(screen.getByTestId('input-code'), '123456');
    await user.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-student/main/dashboard'));
  });

  it('a one-time password goes to Set your new password first, keeping the way back for after', async () => {
    const user = userEvent.setup();
    saveRedirect('/account/data?export=e-1');
    const campus = { ...authUser({}, true), mustChangePassword: true as const };
    stubFetch(() =>
      jsonResponse({ ...loginResponse(campus), message: 'Your account has been verified successfully.' }),
    );
    renderWithApp(<ConfirmPage />, { route: '/auth/confirm/asha?state=sent', path: '/auth/confirm/:username' });
    await user.type(screen.getByTestId('input-code'), '123456');
    await user.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/set-new-password'));
    expect(peekRedirect()).toBe('/account/data?export=e-1');
  });
});

describe('forgot password page', () => {
  it('sends a code, then checks the confirmation and resets the password', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch((url) =>
      url.pathname === '/api/auth/forgot-password'
        ? jsonResponse({ message: 'Verification code sent successfully' })
        : jsonResponse({ message: 'Password has been reset successfully' }),
    );
    renderWithApp(<ForgotPasswordPage />);
    await user.click(screen.getByTestId('forgot-send'));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    await user.type(screen.getByTestId('input-username'), 'asha');
    await user.click(screen.getByTestId('forgot-send'));
    expect(await screen.findByText('Verification code sent successfully')).toBeInTheDocument();
    expect(screen.getByTestId('resend-code')).toHaveTextContent('Resend');
    expect(screen.getByTestId('auth-home')).toHaveAttribute('href', '/');

    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    await user.type(screen.getByTestId('input-code'), '654321');
    await user.type(screen.getByTestId('input-password'), 'NewPass2026');
    await user.type(screen.getByTestId('input-confirmPassword'), 'NewPass2027');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('Your password do not match')).toBeInTheDocument();
    await user.clear(screen.getByTestId('input-confirmPassword'));
    await user.type(screen.getByTestId('input-confirmPassword'), 'NewPass2026');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('Password has been reset successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
    expect(calls.at(-1)!.body).toEqual({ username: 'asha', code: '654321', password: 'NewPass2026' });
  });
});
