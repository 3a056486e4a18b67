/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const contracts = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
const api = 'http://localhost:3000';

export default defineConfig({
  // The API serves this build at /admin/ on the site's own origin (apps/api/src/app.factory.ts).
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // The permission table, the write schemas and the error codes live in the backend's libs; the console bundles
    // their source, so its forms and menus decide exactly as the API does.
    alias: { '@app/contracts': contracts },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': api, '/media': api },
  },
  preview: {
    port: 4174,
    proxy: { '/api': api, '/media': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: {
        // The sign-in page needs only the permission table and the error codes; without this the barrel's
        // re-exports would keep every contracts module (and zod) in the first load.
        moduleSideEffects: [{ test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  test: {
    restoreMocks: true,
    // A whole form driven by user-event takes ~5 s on a quiet machine and was seen at 19 s on a loaded one (load 12
    // on 2 cores): the bound is for a hung test, not a slow one; each step inside waits for its state.
    testTimeout: 45000,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
