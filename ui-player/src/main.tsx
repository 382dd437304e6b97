import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { whenIdle } from './offline/idle';
import { startSessionRefresh } from './session/refreshTimer';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Refresh the tokens ahead of need (spec section 4), with each wait capped at one day (section 9).
startSessionRefresh();

const router = createAppRouter();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );

// A first screen the server drew (src/ssr) stays until the app can draw the page
// whole: loaded first, the app's first commit replaces it in one paint, with no loading state between.
if (container.querySelector('[data-server-drawn]'))
  void router
    .load()
    .catch(() => undefined)
    .finally(render);
else render();

// The game page's chunks, a card's tap away, load when idle: lazy imports carry no list of their
// chunks' imports (vite.config.ts modulePreload), so the tap would otherwise wait for a second round trip.
whenIdle(() => void router.loadRouteChunk(router.routesById['/games/$activityId'])?.catch(() => undefined));

// The installable app's worker: offline pages and pushes (docs/adr/0098-installable-app.md), registered when idle.
// Its module (and workbox-window) loads then too: nothing of it is on the first screen's scripts.
if (import.meta.env.PROD) whenIdle(() => void import('./offline/serviceWorker').then((m) => m.startServiceWorker()).catch(() => undefined));
