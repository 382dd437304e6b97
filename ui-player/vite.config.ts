import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The platform process (API and built UIs) that `npm run dev` proxies to. */
const api = process.env.API_ORIGIN ?? 'http://localhost:8080';

/**
 * Issue 18 item 13 (LCP of `/` on a phone): the discovery page's component is a lazy route chunk,
 * which the router asked for only once the entry had run, so on Slow 4G its files (and theirs)
 * arrived in a second and third round trip after the scripts. This writes into index.html a small
 * inline script that, when the page is `/`, adds `<link rel="modulepreload">` for that chunk and the
 * chunks it imports that the entry does not, so they download beside the entry. Other pages do not
 * fetch them; the first-screen JavaScript (entry and static imports) is unchanged.
 */
const preloadFirstRoute = (routeFile: string, path: string): Plugin => ({
  name: 'preload-first-route',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle, chunk: entry }) {
      if (!bundle || !entry) return html;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          byName.get(file)?.imports.forEach(visit);
        };
        start.forEach(visit);
        return seen;
      };
      const route = chunks.find((c) => c.facadeModuleId?.includes(routeFile) && c.facadeModuleId.includes('tsr-split'));
      if (!route) throw new Error(`preload-first-route: no split chunk for ${routeFile}`);
      const loaded = closure([entry.fileName]);
      const files = [...closure([route.fileName])].filter((file) => !loaded.has(file));
      const script = `(function(){if(location.pathname!==${JSON.stringify(path)})return;${JSON.stringify(files.map((f) => `/${f}`))}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l);});})();`;
      return html.replace('</head>', `    <script>${script}</script>\n  </head>`);
    },
  },
});

export default defineConfig(({ isSsrBuild }) => ({
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
    // The discovery page's lazy chunks start with the entry when the page is / (issue 18 item 13).
    preloadFirstRoute('/src/routes/index.tsx', '/'),
  ],
  // `npm run build` makes two builds: the app (dist/) and, with --ssr, the server's first screen
  // (dist-server/firstScreen.js, src/ssr): kept out of dist/ so it is never served as a file.
  ...(isSsrBuild ? { publicDir: false as const } : {}),
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
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
}));
