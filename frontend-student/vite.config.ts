/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CAREERS_PAGE_SIZE, HOME_CAREERS } from '../libs/contracts/src/validation.ts';
import { earlyLoad } from './build/earlyLoad.ts';
import { initialLoadBudget } from './build/initialLoadBudget.ts';
import { pureContracts } from './build/pureContracts.ts';
import { pagePatterns } from './src/app/routeTable.ts';

const contractsDir = fileURLToPath(new URL('../libs/contracts/src/', import.meta.url));
const contracts = `${contractsDir}index.ts`;
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Only the schemas a chunk uses get bundled; the shell takes constants from the contracts without zod.
    pureContracts(contractsDir),
    earlyLoad({ routes: pagePatterns(), pageSize: CAREERS_PAGE_SIZE, homeCount: HOME_CAREERS }),
    initialLoadBudget(190),
  ],
  resolve: {
    // The shared validators and types live in the backend's libs; the frontend bundles their source.
    alias: { '@app/contracts': contracts },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': api, '/media': api },
  },
  preview: {
    port: 4173,
    proxy: { '/api': api, '/media': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      treeshake: {
        // Otherwise the barrel's re-exports keep every contracts module, and with validation.ts (whose top level
        // switches zod to jitless) zod, in the first load. A module used at all still runs whole, so the switch
        // still comes before that file's schemas.
        moduleSideEffects: [{ test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // zod and the contracts' schemas in one chunk that only the forms load. Left alone, the bundler can
        // merge the schemas into the entry chunk, whose shell only needs constants (inlined) from that file.
        codeSplitting: {
          groups: [
            {
              // The shell branches on error codes too: left to the forms group, which takes its modules'
              // dependencies (identity.ts imports them), they would bring zod into the first load.
              name: 'error-codes',
              test: /[\\/]libs[\\/]contracts[\\/]src[\\/]error-codes\.ts$/,
              priority: 1,
            },
            {
              name: 'forms',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]libs[\\/]contracts[\\/]src[\\/](validation|identity)\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // A whole form driven by user-event takes ~5 s on a quiet machine and was seen at 19 s on a loaded one (load 12
    // on 2 cores): the bound is for a hung test, not a slow one; each step inside waits for its state.
    testTimeout: 45000,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          css: false,
        },
      },
      // The build plugins run in Node, on real (small) builds.
      { extends: true, test: { name: 'build', include: ['build/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
