import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { Pending } from './app/Pending';
import { RouteError } from './app/RouteError';
import { routeTree } from './routeTree.gen';

/** The player UI is served at the site root; the admin UI lives at /admin. */
export const createAppRouter = (history?: RouterHistory) =>
  createRouter({
    routeTree,
    basepath: '/',
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: Pending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
