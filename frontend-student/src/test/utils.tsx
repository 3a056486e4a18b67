import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { vi } from 'vitest';
import { SnackbarProvider } from '../components/snackbar';
import { theme } from '../app/theme';
import { AuthDialogsProvider } from '../features/auth/AuthDialogsProvider';
import { SessionProvider } from '../features/auth/SessionProvider';
import { CartProvider } from '../features/cart/CartProvider';

/** Shows the current path and query so tests can check URL state. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  route?: string;
  /** Route pattern for the element, e.g. "/careers/:id". */
  path?: string;
}

export function renderWithApp(ui: ReactElement, { route = '/', path = '*' }: Options = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[route]}>
          <SessionProvider>
            <CartProvider>
              <AuthDialogsProvider>
                <Routes>
                  <Route path={path} element={ui} />
                  <Route path="*" element={<p>elsewhere</p>} />
                </Routes>
                <LocationProbe />
              </AuthDialogsProvider>
            </CartProvider>
          </SessionProvider>
        </MemoryRouter>
      </SnackbarProvider>
    </ThemeProvider>,
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces global fetch for one test; every call is recorded with its parsed URL and JSON body. */
export function stubFetch(handler: Handler) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    return handler(url, init);
  });
  vi.stubGlobal('fetch', mock);
  return { mock, calls };
}

/** A promise the test resolves when it wants, to observe in-between states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
