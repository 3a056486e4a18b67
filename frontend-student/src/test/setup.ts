import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// vi.stubGlobal('fetch', ...) in a test is undone after it.
afterEach(() => {
  vi.unstubAllGlobals();
});

// The session lives in localStorage and the post-login path in sessionStorage: each test starts signed out.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
