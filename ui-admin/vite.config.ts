import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** The platform process (APIs and built UIs) that `npm run dev` proxies to. */
const api = process.env.API_ORIGIN ?? 'http://localhost:8080';

/**
 * ra-core's router adapter, without the hash router it would create for apps with no router of
 * their own (src/routing/reactRouterProvider.ts says why): about 17 KB gzip off the first screen.
 */
const raRouterAdapter = fileURLToPath(new URL('./src/routing/reactRouterProvider.ts', import.meta.url));
const withoutRaInternalRouter = (): Plugin => ({
  name: 'sports:ra-router-adapter',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!importer || !/[\\/]ra-core[\\/]dist[\\/]routing[\\/]/.test(importer) || !source.endsWith('adapters/reactRouterProvider.js'))
      return null;
    return raRouterAdapter;
  },
});

export default defineConfig({
  // Served by the platform under /admin, so every asset URL starts with /admin/.
  base: '/admin/',
  plugins: [react(), withoutRaInternalRouter()],
  // The manifest lists each chunk's static imports: bench/admin.ts sums the first screen from it.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first screen needs: libraries and our code, as two chunks.
            { name: (id: string) => (/[\\/]node_modules[\\/]/.test(id) ? 'vendor' : 'app'), tags: ['$initial'], priority: 3 },
            {
              // The resource views, their forms and dialogs (a few KB each) travel as one lazily loaded chunk
              // rather than dozens of tiny ones.
              name: 'views',
              test: /[\\/]ui-admin[\\/]src[\\/]/,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // The react-admin and Material UI parts only the views use (forms, Datagrid, dialogs), likewise.
            { name: 'views-lib', test: /[\\/]node_modules[\\/]/, includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/admin-api': api, '/health': api } },
});
