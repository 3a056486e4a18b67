import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setSessionForTests } from '../features/auth/tokenStore';

// Lazy chunks (the console's charts, the student app's pages) load through Vite's transform; on a busy machine that
// takes longer than Testing Library's default one-second wait. The findBy/waitFor calls wait for a state, so a
// longer deadline costs nothing when the state arrives early (issue 23: the dashboard's charts failed under load).
configure({ asyncUtilTimeout: 10000 });

afterEach(() => cleanup());

// vi.stubGlobal('fetch', ...) in a test is undone after it.
afterEach(() => {
  vi.unstubAllGlobals();
});

// The access token lives in memory (with the signed-in flag cookie), the cart and the post-login path in
// localStorage: each test starts signed out.
afterEach(() => {
  setSessionForTests(null);
  localStorage.clear();
  sessionStorage.clear();
});
