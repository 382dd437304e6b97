import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The platform process (API and built UIs) that `npm run dev` proxies to. */
const api = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [
    // File-based routes: src/routes/** generates src/routeTree.gen.ts (committed). Must run before react().
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // One lazy chunk per route with its loader (and what that imports: the API calls and their
        // contracts), except the discovery page's loader, so its first list request starts as soon as
        // the entry script runs (issue 7 item 6).
        defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
        splitBehavior: ({ routeId }) => (routeId === '/' ? [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']] : undefined),
      },
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // @sports/contracts holds nothing but zod schemas, types and pure rules: a module none of whose
        // exports is used can go, so the first screen carries only the contract modules it reads
        // (issue 7 item 6, first-screen JavaScript).
        moduleSideEffects: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // The libraries every screen runs on, in one file: one compressed stream is smaller than
          // many small ones, and one request instead of several.
          groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@emotion|stylis|zustand|use-sync-external-store|hoist-non-react-statics|react-is|zod)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/health': api } },
});
