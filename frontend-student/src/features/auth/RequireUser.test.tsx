import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider } from '../../components/snackbar';
import { authUser, storeTokens } from '../../test/authFixtures';
import { deferred, jsonResponse, stubFetch } from '../../test/utils';
import { AuthDialogsProvider } from './AuthDialogsProvider';
import { RequireUser } from './RequireUser';
import { SessionProvider } from './SessionProvider';
import { CartProvider } from '../cart/CartProvider';

function renderArea() {
  return render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/user-student/main/dashboard']}>
        <SessionProvider>
          <CartProvider>
            <AuthDialogsProvider>
              <Routes>
                <Route path="/" element={<p>home page</p>} />
                <Route path="/user-student" element={<RequireUser />}>
                  <Route path="main/dashboard" element={<p>dashboard</p>} />
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
  it('sends a visitor to /', () => {
    stubFetch(() => jsonResponse({}));
    renderArea();
    expect(screen.getByText('home page')).toBeInTheDocument();
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

  it('redirects to / when the restore fails', async () => {
    storeTokens();
    stubFetch(() => jsonResponse({ statusCode: 401, message: 'expired' }, 401));
    renderArea();
    await waitFor(() => expect(screen.getByText('home page')).toBeInTheDocument());
    expect(await screen.findByText('Failed to login with token.')).toBeInTheDocument();
  });
});
