import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { ApiError } from '../api/http';
import { RouteError } from '../app/RouteError';
import { loadPlayerPage } from '../players/loadPlayerPage';
import { PlayerNotFound, PlayerPage } from '../players/PlayerPage';
import { useSession } from '../session/store';
import { pageTitle } from '../ui/pageTitle';

/** Another player's page, `/players/{userId}`, opened by tapping their name; one's own id opens My profile. */
export const Route = createFileRoute('/players/$userId')({
  loader: async ({ params }) => {
    if (useSession.getState().user?.userId === params.userId) throw redirect({ to: '/profile', replace: true });
    try {
      return await loadPlayerPage(params.userId);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) => pageTitle(loaderData?.profile.name ?? 'Player'),
  component: PlayerRoute,
  errorComponent: RouteError,
  notFoundComponent: PlayerNotFound,
});

function PlayerRoute() {
  return <PlayerPage page={Route.useLoaderData()} />;
}
