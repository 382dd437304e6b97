import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../api/http';
import { NotFound } from '../app/NotFound';
import { RouteError } from '../app/RouteError';
import { fetchGame } from '../games/api';
import { SignInPrompt } from '../games/SignInPrompt';
import { fetchManagedParticipants } from '../hosting/api';
import { ManageGame } from '../hosting/ManageGame';
import { useSession } from '../session/store';
import { Card } from '../ui/primitives';
import { pageTitle } from '../ui/pageTitle';

/** Host tools for one game: `/games/{activityId}/manage` (the host and co-hosts). */
export const Route = createFileRoute('/games/$activityId_/manage')({
  loader: async ({ params }) => {
    const user = useSession.getState().user;
    if (!user) return null;
    try {
      const game = await fetchGame(params.activityId);
      if (!game.hostandCoHost.includes(user.userId)) return { game, participants: null };
      return { game, participants: await fetchManagedParticipants(params.activityId) };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) => pageTitle(loaderData ? `Manage ${loaderData.game.name}` : 'Manage a game', 'Games'),
  component: ManageGamePage,
  errorComponent: RouteError,
  notFoundComponent: () => <NotFound what="game" />,
});

function ManageGamePage() {
  const data = Route.useLoaderData();
  if (!data) return <SignInPrompt what="manage this game" />;
  if (!data.participants) return <Card role="alert">Only the host and co-hosts of {data.game.name} can manage its participants.</Card>;
  return <ManageGame game={data.game} participants={data.participants} />;
}
