// One lint over every workspace (docs/decisions.md "Lint"): typescript-eslint's type-checked rules, with promises that are
// neither awaited nor deliberately voided as errors. Biome formats; this file only judges code.
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
          // Root tool configs sit outside every tsconfig's include; they are checked with the root compiler options.
          allowDefaultProject: ['*.config.ts'],
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
    },
  },
  {
    // Plain JavaScript (build scripts, this file, the push service worker) is in no tsconfig: without types the type-aware
    // rules cannot run on it, so it gets the syntactic rules only.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
