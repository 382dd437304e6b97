import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The platform process (APIs and built UIs) that `npm run dev` proxies to. */
const api = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  // Served by the platform under /admin, so every asset URL starts with /admin/.
  base: '/admin/',
  plugins: [react()],
  // The manifest lists each chunk's static imports: bench/admin.ts sums the first screen from it.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022', chunkSizeWarningLimit: 2000, manifest: true },
  server: { proxy: { '/api': api, '/admin-api': api, '/health': api } },
});
