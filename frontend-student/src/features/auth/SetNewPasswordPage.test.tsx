import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { authUser, storeTokens } from '../../test/authFixtures';
import { AppProviders, jsonResponse, LocationProbe, stubFetch } from '../../test/utils';
import { RequireUser } from './RequireUser';
import { SetNewPasswordPage } from './SetNewPasswordPage';

const flagged = () => ({ ...authUser({}, true), mustChangePassword: true as const });

function renderApp(route: string) {
  return render(
    <AppProviders route={route}>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/auth/set-new-password" element={<SetNewPasswordPage />} />
        <Route path="/user-student" element={<RequireUser />}>
          <Route path="main/dashboard" element={<p>dashboard</p>} />
        </Route>
      </Routes>
      <LocationProbe />
    </AppProviders>,
  );
}

describe('a one-time password from the school', () => {
  it('sends the student to "Set your new password", then to the dashboard once it is set', async () => {
    storeTokens();
    const { calls } = stubFetch((url) => {
      if (url.pathname === '/api/auth/me') return jsonResponse(flagged());
      if (url.pathname === '/api/auth/change-password') return jsonResponse({ message: 'Your new password is set' });
      return jsonResponse([]);
    });
    renderApp('/user-student/main/dashboard');
    expect(await screen.findByTestId('set-new-password-page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/set-new-password');
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/One-time password/), 'abcd2345efgh');
    await user.type(screen.getByLabelText(/^New password/), 'mypass1234');
    await user.type(screen.getByLabelText(/Confirm new password/), 'mypass1234');
    await user.click(screen.getByTestId('set-new-password-submit'));

    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'abcd2345efgh',
      newPassword: 'mypass1234',
    });
  });

  it('lets a student without the flag into the area', async () => {
    storeTokens();
    stubFetch((url) => (url.pathname === '/api/auth/me' ? jsonResponse(authUser({}, true)) : jsonResponse([])));
    renderApp('/user-student/main/dashboard');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('refuses new passwords that do not match, calling nothing', async () => {
    storeTokens();
    const { calls } = stubFetch((url) =>
      url.pathname === '/api/auth/me' ? jsonResponse(flagged()) : jsonResponse([]),
    );
    renderApp('/auth/set-new-password');
    await screen.findByTestId('set-new-password-page');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/One-time password/), 'abcd2345efgh');
    await user.type(screen.getByLabelText(/^New password/), 'mypass1234');
    await user.type(screen.getByLabelText(/Confirm new password/), 'other1234');
    await user.click(screen.getByTestId('set-new-password-submit'));
    expect(await screen.findByText('Your password do not match')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/auth/change-password')).toBe(false));
  });
});
