import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The platform process (APIs and built UIs) that `npm run dev` proxies to. */
const api = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  // Served by the platform under /admin, so every asset URL starts with /admin/.
  base: '/admin/',
  plugins: [react()],
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
