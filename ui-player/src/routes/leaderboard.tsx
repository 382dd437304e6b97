import { peopleApi } from '@sports/contracts';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { RouteError } from '../app/RouteError';
import { fetchLeaderboard } from '../leaderboard/api';
import { LeaderboardPage } from '../leaderboard/LeaderboardPage';

const searchSchema = z.object({
  listingId: z.string().min(1).optional().catch(undefined),
  region: z.string().min(1).max(80).optional().catch(undefined),
  sort: z.enum(peopleApi.LEADERBOARD_SORTS).default('gamesPlayed').catch('gamesPlayed'),
});

/** `/leaderboard?listingId=football&region=Chennai&sort=skill` */
export const Route = createFileRoute('/leaderboard')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => (deps.listingId && deps.region ? fetchLeaderboard(deps.listingId, deps.region, deps.sort) : null),
  component: LeaderboardRoute,
  errorComponent: RouteError,
});

function LeaderboardRoute() {
  const search = Route.useSearch();
  const board = Route.useLoaderData();
  const navigate = useNavigate({ from: '/leaderboard' });
  return <LeaderboardPage search={search} board={board} onChoose={(choice) => void navigate({ search: { ...choice, sort: search.sort } })} />;
}
