// One lint over every workspace (docs/adr/0126-lint-with-typescript-eslint.md): typescript-eslint's type-checked rules,
// with promises that are neither awaited nor deliberately voided as errors. Biome formats; this file only judges code.
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', '**/.data/**', '**/.artifacts/**', '.tmp/**'],
  },
  {
    // Written by TanStack Router's generator on every build; fixing it by hand would be overwritten.
    ignores: ['ui-player/src/routeTree.gen.ts'],
  },
  {
    // Every TypeScript and JavaScript file in every folder, so a workspace added later is linted without editing this file.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Tool configs and scripts sit outside every tsconfig's include; they are checked with the root compiler options.
          allowDefaultProject: ['*.config.ts', 'scripts/*.ts', '*/scripts/*.ts'],
          defaultProject: 'tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // The tree's convention for a value left out on purpose (a rest-destructured field dropped, a parameter a
      // signature demands) is a leading underscore; an unused name without one is still an error.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // `async` without `await` is how a synchronous implementation fulfils an async port (the SQLite stores, the
      // in-memory presence, react-admin's auth provider, every test double and vi.fn): it turns a throw into a
      // rejected promise, which callers rely on. Rewriting each as `() => Promise.resolve(x)` would read worse and lose that.
      '@typescript-eslint/require-await': 'off',
      // TanStack Router's loaders end with `throw redirect(...)` / `throw notFound()`: the router catches these values, not Errors.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
    },
  },
  {
    // Specs: vitest's asymmetric matchers (expect.any, expect.objectContaining, expect.stringContaining) are typed `any` so
    // they can stand in for any field of an expected value, and a spec reads fields of the reply JSON it then asserts on
    // (a wrong field fails the assertion). Typing each would only add casts; calls, arguments and returns of `any` stay errors.
    files: ['**/*.spec.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // Specs that drive the platform over HTTP (the HTTP specs, and the platform's, robustness and scheduler specs) read
    // replies through fixtures typed `any`, pass fields of one reply into the next request and map over them before
    // asserting. A field used wrongly fails the spec; a cast on every line would not make it safer.
    files: ['**/*.http.spec.ts', 'platform/src/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Their own reply readers (server-sent events, list pages, the OpenAPI document) type the JSON they hand on as `any`,
    // as the fixtures do.
    files: ['**/*.http.spec.ts', 'platform/src/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The HTTP specs' fixtures and reply readers: they hand reply JSON to those specs as `any` on purpose (the block above).
    files: ['testing/src/http/**/*.ts', 'testing/src/apiSpecification.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Plain JavaScript (build scripts, this file, the push service worker) is in no tsconfig: without types the type-aware
    // rules cannot run on it, so it gets the syntactic rules only.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
