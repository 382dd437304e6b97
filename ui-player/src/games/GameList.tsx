import styled from '@emotion/styled';
import { useSearch } from '@tanstack/react-router';
import { Muted } from '../ui/primitives';
import { useLingeringLoader } from '../ui/timings';
import type { GamePage } from './api';
import { visibleGames, type DiscoveryTab } from './discovery';
import { EmptyList } from './EmptyList';
import { GameCard } from './GameCard';
import { useGamePages } from './useGamePages';
import { useInfiniteScroll } from './useInfiniteScroll';
import { useLiveGameUpdates } from './useLiveGameUpdates';
import { useSession } from '../session/store';
import { LoadMoreButton } from '../ui/LoadMoreButton';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-top: 24px;
  min-height: 1px;
`;

/** A tab's games, loading the next page of 9 as the end of the list scrolls into view; shown cards follow changes live. */
export function GameList({ firstPage, tab }: { firstPage: GamePage; tab: DiscoveryTab }) {
  const { games, hasMore, loading, error, loadMore, replaceGames } = useGamePages(firstPage);
  // The list asks around the viewer's place when it is known (lat/lon of the search): cards show the distance.
  const search: { lat?: unknown; lon?: unknown } = useSearch({ strict: false });
  const viewer = typeof search.lat === 'number' && typeof search.lon === 'number' ? { lat: search.lat, lon: search.lon } : null;
  const signedIn = useSession((st) => st.user !== null);
  const shown = visibleGames(tab, games, signedIn);
  useLiveGameUpdates(
    shown.map((g) => g.activityId),
    replaceGames,
  );
  const sentinel = useInfiniteScroll(() => void loadMore(), hasMore && !loading && !error, games.length);
  // Spec section 9: the list loader hides 1 second after the page has loaded.
  const showLoader = useLingeringLoader(loading);
  return (
    <>
      {shown.length === 0 && !hasMore && <EmptyList tab={tab} listings={firstPage.listingList} />}
      {shown.length > 0 && (
        <Grid>
          {shown.map((game) => (
            <GameCard key={game.id} game={game} viewer={viewer} />
          ))}
        </Grid>
      )}
      <More ref={sentinel}>
        {error && <Muted role="alert">{error}</Muted>}
        {showLoader && <Muted role="status">Loading games…</Muted>}
        <LoadMoreButton hasMore={hasMore} loading={loading} onMore={loadMore} />
      </More>
    </>
  );
}
