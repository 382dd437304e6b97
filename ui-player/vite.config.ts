import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { isAppPage, isKeptRead } from './src/offline/cacheRules';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The platform process (API and built UIs) that `npm run dev` proxies to. */
const api = process.env.API_ORIGIN ?? 'http://localhost:8080';

/**
 * LCP of `/` on a phone: the discovery page's component is a lazy route chunk,
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

/**
 * The installable app and its offline shell (docs/adr/0098-installable-app.md): a
 * web app manifest, and a Workbox service worker (generateSW) that precaches the built app. Pages
 * come from the network while there is one (the server draws `/`'s first screen and a shared page's
 * tags), else as last loaded, else the precached shell (src/offline/cacheRules.ts). The GET reads of games and orders are
 * kept as last seen (NetworkFirst, a short wait for the network), never an auth call or a write, and
 * nothing is queued: a write offline fails at once in the UI (src/api/http.ts). `registerType:
 * 'prompt'`: a new version waits, and a one-line offer reloads into it when the player taps, so no
 * deploy reloads a page under someone filling a form or paying. Pushes are shown by
 * public/push-handler.js, which the worker imports.
 */
const pwa = () =>
  VitePWA({
    registerType: 'prompt',
    // Registered by src/offline/serviceWorker.ts when the browser is idle: nothing on the first screen's path.
    injectRegister: null,
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Sports Platform',
      short_name: 'Sports',
      description: 'Find, host and join games near you.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The dark theme's page colour (src/ui/theme.ts), as index.html's theme-color.
      background_color: '#0f1216',
      theme_color: '#0f1216',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Pages go to the network first (runtimeCaching below), not to a precached copy.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The first worker takes the open page at once, so what the player sees from then on is kept.
      clientsClaim: true,
      importScripts: ['/push-handler.js'],
      runtimeCaching: [
        {
          // A page of the app (not /api, /admin, /docs): the network's, else as last loaded, else the app's shell.
          urlPattern: isAppPage,
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: '/index.html' },
          },
        },
        {
          // What a player has seen of games (lists, My Games, a game's page) and orders, for when they are offline.
          urlPattern: isKeptRead,
          handler: 'NetworkFirst',
          options: {
            cacheName: 'api-reads',
            networkTimeoutSeconds: 3,
            expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
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
        // the entry script runs.
        defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
        splitBehavior: ({ routeId }) =>
          routeId === '/' ? [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']] : undefined,
      },
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    // The discovery page's lazy chunks start with the entry when the page is /.
    preloadFirstRoute('/src/routes/index.tsx', '/'),
    // The app build only: the server's first-screen build (--ssr) has no worker or manifest.
    ...(isSsrBuild ? [] : [pwa()]),
  ],
  // `npm run build` makes two builds: the app (dist/) and, with --ssr, the server's first screen
  // (dist-server/firstScreen.js, src/ssr): kept out of dist/ so it is never served as a file.
  ...(isSsrBuild ? { publicDir: false as const } : {}),
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The first screen's own chunks keep their <link rel="modulepreload"> in index.html; a lazy
    // chunk's import() carries no list of the chunks it imports: those lists, for every route, came
    // to 2.4 KB gzip of the first screen's JavaScript (150 KB budget, docs/adr/0075-first-screen-budget.md). The browser fetches a chunk's
    // imports as it reads it; the
    // router starts that on a link's hover or touch (preload 'intent'), and main.tsx warms the game
    // page, a card's tap, when the browser is idle.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      treeshake: {
        // @sports/contracts holds nothing but zod schemas, types and pure rules: a module none of whose
        // exports is used can go, so the first screen carries only the contract modules it reads
        // (first-screen JavaScript).
        moduleSideEffects: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // The libraries every screen runs on, in one file: one compressed stream is smaller than
          // many small ones, and one request instead of several.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@emotion|stylis|zustand|use-sync-external-store|hoist-non-react-statics|react-is|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/health': api } },
}));
