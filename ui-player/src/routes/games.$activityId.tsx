import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../api/http';
import { NotFound } from '../app/NotFound';
import { RouteError } from '../app/RouteError';
import { fetchGame } from '../games/api';
import { inviteTokenOf } from '../games/inviteLink';
import { GameDetail } from '../games/GameDetail';
import { GameTabs } from '../chat/GameTabs';
import { pageTitle } from '../ui/pageTitle';

/**
 * A game's detail: `/games/{activityId}`. A private game is "not found" for non-members, unless the
 * page was opened through its invitation link (`?invite={inviteId}.{secret}`, games/inviteLink.ts).
 */
export const Route = createFileRoute('/games/$activityId')({
  // A malformed link is left out (the page opens as for anyone): kept as undefined, over the raw parameter.
  validateSearch: (search: Record<string, unknown>): { invite?: string | undefined } => ({ invite: inviteTokenOf(search.invite) }),
  loaderDeps: ({ search }) => ({ invite: inviteTokenOf(search.invite) }),
  loader: async ({ params, deps }) => {
    try {
      return await fetchGame(params.activityId, deps.invite);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) => pageTitle(loaderData?.name ?? 'Game', 'Games'),
  component: GamePage,
  errorComponent: RouteError,
  notFoundComponent: () => <NotFound what="game" />,
});

function GamePage() {
  const game = Route.useLoaderData();
  // DESIGN.md "Together": About (the detail) and Chat.
  return <GameTabs game={game} about={<GameDetail game={game} />} />;
}
