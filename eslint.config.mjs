// ESLint: typescript-eslint, type-aware for the server (apps, libs, tests, e2e, bench), and the React hooks
// rules for the student app and the staff console. Formatting is Prettier's job, layering is dependency-cruiser's (.dependency-cruiser.cjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      'bench/results/**',
      'libs/db/migrations/**',
      'media/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/**/*.ts', 'libs/**/*.ts', 'test/**/*.ts', 'e2e/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Tests read HTTP bodies and Playwright results, which are untyped JSON by nature: asserting on them is what
    // the test does, so the any-propagation rules would only add casts. The rest of the type-aware set still holds.
    files: ['**/*.spec.ts', '**/test/**/*.ts', 'test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['frontend-student/src/**/*.{ts,tsx}', 'frontend-admin/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: globals.node },
  },
);
