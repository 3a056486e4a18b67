import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider } from '../../components/snackbar';
import { authUser, storeTokens } from '../../test/authFixtures';
import { deferred, jsonResponse, stubFetch } from '../../test/utils';
import { AuthDialogsProvider } from './AuthDialogsProvider';
import { peekRedirect } from './redirect';
import { RequireUser } from './RequireUser';
import { useSession } from './session';
import { SessionProvider } from './SessionProvider';
import { CartProvider } from '../cart/CartProvider';

function renderArea(entry = '/user-student/main/dashboard') {
  return render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[entry]}>
        <SessionProvider>
          <CartProvider>
            <AuthDialogsProvider>
              <Routes>
                <Route path="/" element={<p>home page</p>} />
                <Route path="/auth/login" element={<p>login page</p>} />
                <Route path="/user-student" element={<RequireUser />}>
                  <Route path="main/dashboard" element={<LogoutButton />} />
                </Route>
                <Route path="/account/data" element={<RequireUser />}>
                  <Route index element={<p>your data</p>} />
                </Route>
              </Routes>
            </AuthDialogsProvider>
          </CartProvider>
        </SessionProvider>
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

describe('student area guard', () => {
  it('asks a visitor who came by a link to sign in, and keeps the link (with its query) to come back to', async () => {
    stubFetch(() => jsonResponse({}));
    renderArea('/account/data?export=e-1');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(peekRedirect()).toBe('/account/data?export=e-1');
  });

  it('sends a user who logs out here to /, not to the login', async () => {
    storeTokens();
    stubFetch((url) =>
      url.pathname.includes('/cart')
        ? jsonResponse([])
        : url.pathname === '/api/auth/logout'
          ? jsonResponse({ message: 'You have been logged out.' })
          : jsonResponse(authUser()),
    );
    renderArea();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(peekRedirect()).toBeNull();
  });

  it('waits for the stored session to be restored instead of redirecting at once', async () => {
    storeTokens();
    const me = deferred<void>();
    // Every call waits for the restore to be let through; each gets its own Response (a body reads once).
    stubFetch(async (url) => {
      await me.promise;
      return url.pathname.includes('/cart') ? jsonResponse([]) : jsonResponse(authUser());
    });
    renderArea();
    expect(screen.getByTestId('page-loader')).toBeInTheDocument();
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    me.resolve();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('shows staff the way to the console instead of the student area', async () => {
    storeTokens();
    stubFetch(() => jsonResponse({ ...authUser(), role: 'counsellor' }));
    renderArea();
    expect(await screen.findByTestId('staff-notice')).toHaveTextContent('This area is for students and parents');
    expect(screen.getByRole('link', { name: 'Open the staff console' })).toHaveAttribute('href', '/admin/');
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
  });

  it('asks for a sign-in when the restore fails on arrival (an old session), back here after', async () => {
    storeTokens();
    stubFetch(() => jsonResponse({ statusCode: 401, message: 'expired' }, 401));
    renderArea();
    await waitFor(() => expect(screen.getByText('login page')).toBeInTheDocument());
    expect(peekRedirect()).toBe('/user-student/main/dashboard');
    expect(await screen.findByText('Failed to login with token.')).toBeInTheDocument();
  });
});

/** The dashboard's stand-in: a Log out as the account menu's (which then goes home itself; this one does not). */
function LogoutButton() {
  const { logout } = useSession();
  return (
    <>
      <p>dashboard</p>
      <button onClick={() => void logout()}>Log out</button>
    </>
  );
}
