import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*/src/**/*.spec.ts', 'test/**/*.spec.ts', 'e2e/**/*.spec.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // expect.poll's own default (1 s) is shorter than a busy CI machine needs to render a list after navigation.
    expect: { poll: { timeout: 10_000 } },
  },
});
