import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setSessionForTests } from '../session';

afterEach(() => cleanup());

// vi.stubGlobal('fetch', ...) in a test is undone after it.
afterEach(() => {
  vi.unstubAllGlobals();
});

// The access token lives in memory (with the signed-in flag cookie): each test starts signed out.
afterEach(() => {
  setSessionForTests(null);
  localStorage.clear();
});
