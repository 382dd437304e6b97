import { gamesApi } from '@sports/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RouteError } from '../app/RouteError';
import { fetchGamePage, firstPageUrl } from '../games/api';
import { GameList } from '../games/GameList';
import { StatusTabs } from '../games/StatusTabs';

const searchSchema = z.object({ status: gamesApi.gameStatusSchema.default('upcoming').catch('upcoming') });

/** Home: the game list, one tab per status filter (`/?status=past`). */
export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  loader: ({ deps }) => fetchGamePage(firstPageUrl(deps.status)),
  component: HomePage,
  errorComponent: RouteError,
});

function HomePage() {
  const { status } = Route.useSearch();
  const firstPage = Route.useLoaderData();
  return (
    <>
      <StatusTabs current={status} />
      <GameList firstPage={firstPage} />
    </>
  );
}
