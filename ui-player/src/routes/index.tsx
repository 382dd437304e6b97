import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../app/RouteError';
import { fetchGamePage } from '../games/api';
import { DiscoveryTabs } from '../games/DiscoveryTabs';
import { discoverySearchSchema, tabById, tabFirstPageUrl } from '../games/discovery';
import { GameFilters } from '../games/GameFilters';
import { GameList } from '../games/GameList';
import { HostLinks } from '../games/HostLinks';
import { SignInPrompt } from '../games/SignInPrompt';
import { useSession } from '../session/store';

/** Home: discovery, one tab per game list of spec section 2 (`/?tab=saved`), filters in the URL too. */
export const Route = createFileRoute('/')({
  validateSearch: discoverySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { tab: tabId, ...filters } }) => {
    const tab = tabById(tabId);
    if (tab.signIn && !useSession.getState().user) return null;
    return fetchGamePage(await tabFirstPageUrl(tab, filters));
  },
  component: HomePage,
  errorComponent: RouteError,
});

function HomePage() {
  const { tab: tabId, ...filters } = Route.useSearch();
  const firstPage = Route.useLoaderData();
  const tab = tabById(tabId);
  return (
    <>
      <HostLinks />
      <DiscoveryTabs current={tab.id} />
      {tab.source === 'all' && <GameFilters filters={filters} listings={firstPage?.listingList} />}
      {firstPage ? <GameList key={tab.id} firstPage={firstPage} tab={tab} /> : <SignInPrompt what={`see ${tab.label}`} />}
    </>
  );
}
