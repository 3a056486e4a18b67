import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setSessionForTests } from '../features/auth/tokenStore';

afterEach(() => cleanup());

// vi.stubGlobal('fetch', ...) in a test is undone after it.
afterEach(() => {
  vi.unstubAllGlobals();
});

// The access token lives in memory (with the signed-in flag cookie), the cart in localStorage and the post-login
// path in sessionStorage: each test starts signed out.
afterEach(() => {
  setSessionForTests(null);
  localStorage.clear();
  sessionStorage.clear();
});
