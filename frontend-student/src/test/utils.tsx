import { useState, type ReactElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { vi } from 'vitest';
import { SnackbarProvider } from '../components/snackbar';
import { createQueryClient } from '../app/queryClient';
import { theme } from '../app/theme';
import { AuthDialogsProvider } from '../features/auth/AuthDialogsProvider';
import { SessionProvider } from '../features/auth/SessionProvider';
import { CartProvider } from '../features/cart/CartProvider';

/** Shows the current path and query so tests can check URL state. */
export function LocationProbe({ testId = 'location' }: { testId?: string }) {
  const location = useLocation();
  return <output data-testid={testId}>{`${location.pathname}${location.search}`}</output>;
}

/**
 * The app's providers, nested as App nests them, around `children`: in a MemoryRouter at `route`, or without a
 * route in a BrowserRouter (at window.location, for tests of the browser's own history).
 */
export function AppProviders({ route, children }: { route?: string; children: ReactNode }) {
  // A cache of its own per render: no test sees another's data.
  const [queryClient] = useState(createQueryClient);
  const providers = (
    <SessionProvider>
      <CartProvider>
        <AuthDialogsProvider>{children}</AuthDialogsProvider>
      </CartProvider>
    </SessionProvider>
  );
  return (
    <ThemeProvider theme={theme}>
      <SnackbarProvider>
        <QueryClientProvider client={queryClient}>
          {route === undefined ? (
            <BrowserRouter>{providers}</BrowserRouter>
          ) : (
            <MemoryRouter initialEntries={[route]}>{providers}</MemoryRouter>
          )}
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

interface Options {
  route?: string;
  /** Route pattern for the element, e.g. "/careers/:id". */
  path?: string;
}

export function renderWithApp(ui: ReactElement, { route = '/', path = '*' }: Options = {}) {
  return render(
    <AppProviders route={route}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </AppProviders>,
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

/** A window under 600 px for MUI's useMediaQuery (jsdom has no matchMedia of its own). */
export function narrowWindow() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
