import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { RouteError } from '../app/RouteError';
import { boardSort, fetchLeaderboard } from '../leaderboard/api';
import { LeaderboardPage } from '../leaderboard/LeaderboardPage';
import { rememberChoice } from '../leaderboard/startingBoard';
import { useStartingBoard } from '../leaderboard/useStartingBoard';
import { useEffect } from 'react';
import { pageTitle } from '../ui/pageTitle';

const searchSchema = z.object({
  listingId: z.string().min(1).optional().catch(undefined),
  region: z.string().min(1).max(80).optional().catch(undefined),
  // Checked against the contracts' sorts by boardSort(), with the loader and page (split from this file), so
  // the first screen of the app does not carry the people API's declarations.
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
  // No board asked for: open on the player's city (docs/adr/0097-leaderboard-opens-on-city.md).
  const { suggestedCity, finding } = useStartingBoard(
    !raw.region && !raw.listingId,
    (choice) => void navigate({ search: { ...choice, sort: search.sort }, replace: true }),
  );
  // The board looked at is the one a visitor's next visit opens on.
  useEffect(() => {
    if (board && raw.region && raw.listingId) rememberChoice({ region: raw.region, listingId: raw.listingId });
  }, [board, raw.region, raw.listingId]);
  return (
    <LeaderboardPage
      search={search}
      board={board}
      suggestedCity={suggestedCity}
      finding={finding}
      onChoose={(choice) => void navigate({ search: { ...choice, sort: search.sort } })}
    />
  );
}
