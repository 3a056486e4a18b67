import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, ERROR_CODES, NOTICE_VERSION, type AuthUser } from '@app/contracts';
import { authUser, storeTokens } from '../../test/authFixtures';
import { AppProviders, jsonResponse, LocationProbe, stubFetch } from '../../test/utils';
import { invitedAddress, peekRedirect } from '../auth/redirect';
import { ConsentPage } from './ConsentPage';

const TOKEN = 'A'.repeat(43);
const VIEW = {
  childFirstName: 'Asha',
  parentEmail: 'mum@example.in',
  noticeVersion: NOTICE_VERSION,
  expiresAt: '2026-12-01T00:00:00.000Z',
};
const parentUser = (): AuthUser => ({
  ...authUser({ 'custom:user_type': 'parent', email: 'mum@example.in' }),
  role: 'parent',
});

function renderPage() {
  return render(
    <AppProviders route={`/consent/${TOKEN}`}>
      <Routes>
        <Route path="/consent/:token" element={<ConsentPage />} />
        <Route path="/auth/login" element={<p>login page</p>} />
        <Route path="/auth/signup" element={<p>signup page</p>} />
      </Routes>
      <LocationProbe />
    </AppProviders>,
  );
}

describe('/consent/{token}', () => {
  it('asks a visitor to sign in or sign up as a parent, and comes back here after', async () => {
    stubFetch((url) => (url.pathname === `/api/consents/${TOKEN}` ? jsonResponse(VIEW) : jsonResponse({}, 401)));
    renderPage();
    expect(await screen.findByText(/Asha/)).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByTestId('consent-signup'));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signup?as=parent');
    expect(peekRedirect()).toBe(`/consent/${TOKEN}`);
    // The sign-up form starts with the address the request went to.
    expect(invitedAddress()).toEqual({ email: VIEW.parentEmail, sentTo: undefined });
  });

  it('shows a signed-in parent the notice; grants with their birthdate once they have read it', async () => {
    storeTokens();
    const { calls } = stubFetch((url) => {
      if (url.pathname === '/api/auth/me') return jsonResponse(parentUser());
      if (url.pathname === `/api/consents/${TOKEN}`) return jsonResponse(VIEW);
      if (url.pathname === `/api/consents/${TOKEN}/grant`)
        return jsonResponse({
          childId: 'c-1',
          action: 'granted',
          noticeVersion: NOTICE_VERSION,
          at: '2026-11-25T00:00:00Z',
        });
      return jsonResponse({});
    });
    renderPage();
    expect(await screen.findByTestId('consent-notice')).toHaveTextContent(`Notice version ${NOTICE_VERSION}`);
    expect(screen.getByTestId('consent-notice')).toHaveTextContent('grievance@dishacareers.in');
    const user = userEvent.setup();
    expect(screen.getByTestId('consent-grant')).toBeDisabled();
    await user.click(screen.getByTestId('consent-read'));
    await user.click(screen.getByTestId('consent-grant'));
    expect(await screen.findByText('Date of birth is required')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('consent-birthdate'), { target: { value: '1985-06-15' } });
    await user.click(screen.getByTestId('consent-grant'));
    expect(await screen.findByTestId('consent-granted')).toHaveTextContent('Asha can now buy careers');
    expect(calls.find((c) => c.url.pathname.endsWith('/grant'))?.body).toEqual({ birthdate: '1985-06-15' });
  });

  it("shows the server's refusal (a parent under 18) and lets them refuse instead", async () => {
    storeTokens();
    stubFetch((url) => {
      if (url.pathname === '/api/auth/me') return jsonResponse(parentUser());
      if (url.pathname === `/api/consents/${TOKEN}`) return jsonResponse(VIEW);
      if (url.pathname.endsWith('/grant'))
        return jsonResponse({ message: CONSENT_MESSAGES.notAdult, code: ERROR_CODES.ConsentNotAdult }, 403);
      if (url.pathname.endsWith('/refuse'))
        return jsonResponse({
          childId: 'c-1',
          action: 'refused',
          noticeVersion: NOTICE_VERSION,
          at: '2026-11-25T00:00:00Z',
        });
      return jsonResponse({});
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('consent-read'));
    fireEvent.change(screen.getByTestId('consent-birthdate'), { target: { value: '2010-01-01' } });
    await user.click(screen.getByTestId('consent-grant'));
    expect(await screen.findByTestId('consent-error')).toHaveTextContent(CONSENT_MESSAGES.notAdult);
    await user.click(screen.getByTestId('consent-refuse'));
    expect(await screen.findByTestId('consent-refused')).toBeInTheDocument();
  });

  it('tells a student signed in that a parent account is needed', async () => {
    storeTokens();
    stubFetch((url) => {
      if (url.pathname === '/api/auth/me') return jsonResponse(authUser());
      if (url.pathname === `/api/consents/${TOKEN}`) return jsonResponse(VIEW);
      return jsonResponse({});
    });
    renderPage();
    expect(await screen.findByTestId('consent-parent-only')).toHaveTextContent(CONSENT_MESSAGES.parentOnly);
  });

  it('says an expired or used link is not valid', async () => {
    stubFetch((url) =>
      url.pathname === `/api/consents/${TOKEN}`
        ? jsonResponse({ message: CONSENT_MESSAGES.linkInvalid, code: ERROR_CODES.ConsentLinkInvalid }, 410)
        : jsonResponse({}, 401),
    );
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('consent-link-invalid')).toHaveTextContent(CONSENT_MESSAGES.linkInvalid),
    );
  });
});
