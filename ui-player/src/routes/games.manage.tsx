import { gameStatusSchema } from '@sports/contracts/api/gameList';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RouteError } from '../app/RouteError';
import { SignInPrompt } from '../games/SignInPrompt';
import { StatusTabs } from '../games/StatusTabs';
import { fetchMyGamesByStatus } from '../hosting/api';
import { HostedGames } from '../hosting/HostedGames';
import { useSession } from '../session/store';
import { ButtonLink } from '../ui/primitives';
import { pageTitle } from '../ui/pageTitle';

const searchSchema = z.object({ status: gameStatusSchema.default('upcoming').catch('upcoming') });

/** Host tools: the games I host by status tab (Upcoming, Ongoing, Past, Hold), `/games/manage?status=hold`. */
export const Route = createFileRoute('/games/manage')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  loader: ({ deps }) => (useSession.getState().user ? fetchMyGamesByStatus(deps.status) : null),
  head: () => pageTitle('Manage participants', 'Games'),
  component: ManagePage,
  errorComponent: RouteError,
});

function ManagePage() {
  const { status } = Route.useSearch();
  const firstPage = Route.useLoaderData();
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <h1 style={{ margin: '0 0 12px' }}>Manage participants</h1>
        <ButtonLink to="/games/new">Create a game</ButtonLink>
      </div>
      <StatusTabs current={status} />
      {firstPage ? <HostedGames key={status} firstPage={firstPage} /> : <SignInPrompt what="manage your games" />}
    </>
  );
}
