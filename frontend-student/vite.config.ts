/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CAREERS_PAGE_SIZE, HOME_CAREERS } from '../libs/contracts/src/validation.ts';
import { earlyLoad, type RouteModule } from './build/earlyLoad.ts';
import { initialLoadBudget } from './build/initialLoadBudget.ts';
import { pureContracts } from './build/pureContracts.ts';

const contractsDir = fileURLToPath(new URL('../libs/contracts/src/', import.meta.url));
const contracts = `${contractsDir}index.ts`;
const api = 'http://localhost:3000';

/** Path patterns and their lazily loaded page modules (src/app/routes.tsx), for early modulepreload. */
const ROUTE_MODULES: RouteModule[] = [
  ['^/$', 'src/features/home/HomePage.tsx'],
  ['^/careers/?$', 'src/features/catalogue/CareersPage.tsx'],
  ['^/careers/[^/]+/?$', 'src/features/catalogue/CareerDetailPage.tsx'],
  ['^/cart/?$', 'src/features/cart/CartPage.tsx'],
  ['^/checkout/?$', 'src/features/cart/CheckoutPage.tsx'],
  ['^/checkout-services/?$', 'src/features/counsellor/CheckoutServicesPage.tsx'],
  ['^/student/?$', 'src/features/catalogue/StudentPage.tsx'],
  ['^/(parent|school)/?$', 'src/features/leads/DemoPages.tsx'],
  ['^/career-request/?$', 'src/features/leads/CareerRequestPage.tsx'],
  ['^/career-counsellor/?$', 'src/features/counsellor/CounsellorPage.tsx'],
  ['^/company/', 'src/features/company/CompanyPage.tsx'],
  ['^/contact-us/?$', 'src/features/company/ContactPage.tsx'],
  ['^/auth/login/?$', 'src/features/auth/LoginPage.tsx'],
  ['^/auth/signup/?$', 'src/features/auth/SignupPage.tsx'],
  ['^/auth/forgot-password/?$', 'src/features/auth/ForgotPasswordPage.tsx'],
  ['^/auth/confirm/', 'src/features/auth/ConfirmPage.tsx'],
  ['^/user-student/career/', 'src/features/assessment/AssessmentPage.tsx'],
  ['^/user-student/main/careers/[^/]+', 'src/features/report/ReportPage.tsx'],
  ['^/user-student/main/careers', 'src/features/student/MyCareersPage.tsx'],
  ['^/user-student/main/subjects', 'src/features/subjects/SubjectsPage.tsx'],
  ['^/user-student/main/purchase-history', 'src/features/student/PurchaseHistoryPage.tsx'],
  ['^/user-student/', 'src/features/student/DashboardPage.tsx'],
];

export default defineConfig({
  plugins: [
    react(),
    // Only the schemas a chunk uses get bundled; the shell takes constants from the contracts without zod.
    pureContracts(contractsDir),
    earlyLoad({ routes: ROUTE_MODULES, pageSize: CAREERS_PAGE_SIZE, homeCount: HOME_CAREERS }),
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
    testTimeout: 15000,
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
