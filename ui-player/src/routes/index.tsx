import styled from '@emotion/styled';
import { createFileRoute } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '../app/RouteError';
import { fetchGamePage } from '../games/gamePage';
import { DiscoveryTabs } from '../games/DiscoveryTabs';
import { discoverySearchSchema, tabById, tabFirstPageUrl, type DiscoverySearch } from '../games/discovery';
import { storedPlace } from '../games/storedPlace';
import { GameFilters } from '../games/GameFilters';
import { GameList } from '../games/GameList';
import { HostLinks } from '../games/HostLinks';
import { SignInPrompt } from '../games/SignInPrompt';
import { useSession } from '../session/store';
import { mediaFrom } from '../ui/sizeClass';
import { pageTitle } from '../ui/pageTitle';
import { visuallyHidden } from '../ui/primitives';
import { fontSize } from '../ui/tokens';

/**
 * A tab's first page under its filters: the loader's, and the list's quiet look for new games asks the
 * same (docs/adr/0145-new-games-pill.md). None for a tab that needs a player when nobody is signed in.
 */
const readTabFirstPage = async ({ tab: tabId, ...filters }: DiscoverySearch) => {
  const tab = tabById(tabId);
  if (tab.signIn && !useSession.getState().user) return null;
  // The place this browser knows (games/place.ts): Suggested asks around it, Nearest first measures from it.
  return fetchGamePage(await tabFirstPageUrl(tab, filters, storedPlace()));
};

/** Home: discovery, one tab per game list of spec section 2 (`/?tab=saved`), filters in the URL too. */
export const Route = createFileRoute('/')({
  validateSearch: discoverySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => readTabFirstPage(deps),
  head: ({ match }) => pageTitle(tabById(match.search.tab).label, 'Games'),
  component: HomePage,
  errorComponent: HomeError,
});

/**
 * The page's name for screen readers and from 768 px; on a phone the header and the Games tab already
 * say where you are, and the first card stays within the top 300 px.
 */
const Title = styled.h1`
  ${visuallyHidden};
  ${mediaFrom.TAB} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    overflow: visible;
    font-size: ${fontSize.xl};
  }
`;

/** One row: the host's two buttons sit beside the title, smaller on a phone, never wrapped under each other. */
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  & > div {
    flex-wrap: nowrap !important;
    margin: 0 0 12px auto !important;
  }
  & > div > a {
    padding: 5px 10px;
    font-size: ${fontSize.sm};
    white-space: nowrap;
  }
  @media (max-width: 359px) {
    & > div > a {
      padding: 4px 8px;
      font-size: ${fontSize.sm};
    }
  }
  ${mediaFrom.TAB} {
    margin-bottom: 12px;
    & > div {
      margin-bottom: 0 !important;
    }
    & > div > a {
      padding: 6px 14px;
      font-size: ${fontSize.md};
    }
  }
`;

/** The title, the host's tools and the list tabs: kept when the list could not be loaded. */
function HomeFrame({ children }: { children: React.ReactNode }) {
  const { tab: tabId } = Route.useSearch();
  return (
    <>
      <Top>
        <Title>Games</Title>
        <HostLinks />
      </Top>
      <DiscoveryTabs current={tabById(tabId).id} />
      {children}
    </>
  );
}

function HomePage() {
  const search = Route.useSearch();
  const { tab: tabId, ...filters } = search;
  const firstPage = Route.useLoaderData();
  const tab = tabById(tabId);
  return (
    <HomeFrame>
      {(tab.source === 'all' || tab.source === 'suggested') && (
        <GameFilters filters={filters} listings={firstPage?.listingList} tab={tab.id} heading={firstPage?.heading} />
      )}
      {firstPage ? (
        <GameList key={tab.id} firstPage={firstPage} tab={tab} readFirstPage={() => readTabFirstPage(search)} />
      ) : (
        <SignInPrompt what={`see ${tab.label}`} />
      )}
    </HomeFrame>
  );
}

function HomeError(props: ErrorComponentProps) {
  return (
    <HomeFrame>
      <RouteError {...props} />
    </HomeFrame>
  );
}
