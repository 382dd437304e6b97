import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../api/http';
import { NotFound } from '../app/NotFound';
import { RouteError } from '../app/RouteError';
import { detailsOf, formFromGame } from '../gameForm/formState';
import { GameForm } from '../gameForm/GameForm';
import { fetchGame } from '../games/api';
import { SignInPrompt } from '../games/SignInPrompt';
import { useSession } from '../session/store';
import { Card } from '../ui/primitives';
import { pageTitle } from '../ui/pageTitle';

/** Edit a game: `/games/{activityId}/edit`, for its host. */
export const Route = createFileRoute('/games/$activityId_/edit')({
  loader: async ({ params }) => {
    try {
      return await fetchGame(params.activityId);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) => pageTitle(loaderData ? `Edit ${loaderData.name}` : 'Edit a game', 'Games'),
  component: EditGamePage,
  errorComponent: RouteError,
  notFoundComponent: () => <NotFound what="game" />,
});

function EditGamePage() {
  const game = Route.useLoaderData();
  const userId = useSession((s) => s.user?.userId ?? null);
  if (!userId) return <SignInPrompt what="edit this game" />;
  if (game.host !== userId) return <Card role="alert">Only the host of {game.name} can edit it.</Card>;
  return (
    <Card>
      <h1 style={{ marginTop: 0 }}>Edit {game.name}</h1>
      <GameForm
        key={game.updated}
        initial={formFromGame(game)}
        activityId={game.activityId}
        base={detailsOf(game)}
        mappedSlotIds={game.slotIds}
      />
    </Card>
  );
}
