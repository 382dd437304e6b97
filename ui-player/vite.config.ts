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
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
  ],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': api, '/health': api } },
});
