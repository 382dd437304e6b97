import styled from '@emotion/styled';
import { Fragment } from 'react';
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
import { LocationPrompt } from './LocationPrompt';
import { usePlace } from './place';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  /* The distance question spans a row of its own: with several columns the next cards fill the row it would have cut short. */
  grid-auto-flow: row dense;
`;

/** The distance question goes after this many cards: the first screen stays games. */
const PROMPT_AFTER = 2;

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
  // Cards show the distance whenever a place is known: the Around me point, the one this browser
  // remembers (the last Around me, or the location allowed), or the one the Suggested list measured from.
  const search: { lat?: unknown; lon?: unknown } = useSearch({ strict: false });
  const remembered = usePlace((s) => s.place);
  const declined = usePlace((s) => s.declined);
  const viewer =
    typeof search.lat === 'number' && typeof search.lon === 'number'
      ? { lat: search.lat, lon: search.lon }
      : (remembered ?? firstPage.near ?? null);
  const asksPlace =
    viewer === null &&
    !declined &&
    tab.id !== 'past' &&
    (tab.source === 'all' || tab.source === 'suggested') &&
    typeof navigator !== 'undefined' &&
    'geolocation' in navigator;
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
          {shown.map((game, i) => (
            <Fragment key={game.id}>
              <GameCard game={game} viewer={viewer} first={i === 0} />
              {asksPlace && i === Math.min(PROMPT_AFTER, shown.length) - 1 && <LocationPrompt />}
            </Fragment>
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
