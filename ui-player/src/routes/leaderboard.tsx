import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { RouteError } from '../app/RouteError';
import { boardSort, fetchLeaderboard } from '../leaderboard/api';
import { LeaderboardPage } from '../leaderboard/LeaderboardPage';
import { pageTitle } from '../ui/pageTitle';

const searchSchema = z.object({
  listingId: z.string().min(1).optional().catch(undefined),
  region: z.string().min(1).max(80).optional().catch(undefined),
  // Checked against the contracts' sorts by boardSort(), with the loader and page (split from this file), so
  // the first screen of the app does not carry the people API's declarations (issue 7 item 6).
  sort: z.string().max(40).optional().catch(undefined),
});

/** `/leaderboard?listingId=football&region=Chennai&sort=skill` */
export const Route = createFileRoute('/leaderboard')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => (deps.listingId && deps.region ? fetchLeaderboard(deps.listingId, deps.region, boardSort(deps.sort)) : null),
  head: () => pageTitle('Leaderboard', 'Games'),
  component: LeaderboardRoute,
  errorComponent: RouteError,
});

function LeaderboardRoute() {
  const raw = Route.useSearch();
  const search = { ...raw, sort: boardSort(raw.sort) };
  const board = Route.useLoaderData();
  const navigate = useNavigate({ from: '/leaderboard' });
  return <LeaderboardPage search={search} board={board} onChoose={(choice) => void navigate({ search: { ...choice, sort: search.sort } })} />;
}
