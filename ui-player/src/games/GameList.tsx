import styled from '@emotion/styled';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { Muted } from '../ui/primitives';
import { color } from '../ui/theme';
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
import { ListNews, NewGamesPill, newGamesNews, newGamesWords } from './NewGamesPill';
import { usePlace } from './place';
import { useNewGames } from './useNewGames';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  /* The distance question spans a row of its own: with several columns the next cards fill the row it would have cut short. */
  grid-auto-flow: row dense;
  /* Focused after the new games' pill (the next Tab is the first card): ringed for the keyboard only. */
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 4px;
  }
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

/**
 * A tab's games, loading the next page of 9 as the end of the list scrolls into view; shown cards follow changes live,
 * and games others create meanwhile wait behind a "3 new games" pill until a tap (docs/adr/0145-new-games-pill.md).
 * `readFirstPage` reads the first page again with the route loader's own query.
 */
export function GameList({
  firstPage,
  tab,
  readFirstPage,
}: {
  firstPage: GamePage;
  tab: DiscoveryTab;
  readFirstPage: () => Promise<GamePage | null>;
}) {
  const { games, hasMore, loading, error, loadMore, replaceGames, showFirstPage } = useGamePages(firstPage);
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
  const shownIds = shown.map((g) => g.activityId);
  useLiveGameUpdates(shownIds, replaceGames);
  const { fresh, take } = useNewGames({
    firstPage,
    games,
    shownIds,
    complete: !hasMore,
    readFirstPage,
    visible: (list) => visibleGames(tab, list, signedIn),
    // A game that has just ended is not a new game.
    enabled: tab.id !== 'past',
  });
  // The games the last pill brought, marked New until the route loads the list again.
  const [marked, setMarked] = useState<{ base: GamePage; ids: ReadonlySet<string> } | null>(null);
  const [filledNews, setFilledNews] = useState('');
  const [focusAsked, setFocusAsked] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const empty = shown.length === 0;

  const showNewGames = (tapped: boolean) => {
    const ids = new Set(fresh.map((g) => g.activityId));
    const page = take();
    if (!page) return;
    showFirstPage(page);
    setMarked({ base: firstPage, ids });
    if (tapped) {
      setFilledNews('');
      window.scrollTo({ top: 0 });
      setFocusAsked((n) => n + 1);
    } else setFilledNews(`${newGamesWords(ids.size)} in the list`);
  };
  // An empty list has no card to keep still under the thumb: new games fill it at once.
  useEffect(() => {
    if (empty && fresh.length > 0) showNewGames(false);
  });
  useEffect(() => {
    if (focusAsked > 0) list.current?.focus({ preventScroll: true });
  }, [focusAsked]);
  const pill = empty ? 0 : fresh.length;
  const isNew = (id: string) => marked?.base === firstPage && marked.ids.has(id);
  const sentinel = useInfiniteScroll(() => void loadMore(), hasMore && !loading && !error, games.length);
  // Spec section 9: the list loader hides 1 second after the page has loaded.
  const showLoader = useLingeringLoader(loading);
  return (
    <>
      <ListNews role="status" aria-live="polite">
        {pill > 0 ? newGamesNews(pill) : filledNews}
      </ListNews>
      {pill > 0 && <NewGamesPill count={pill} onShow={() => showNewGames(true)} />}
      {shown.length === 0 && !hasMore && <EmptyList tab={tab} listings={firstPage.listingList} />}
      {shown.length > 0 && (
        <Grid ref={list} tabIndex={-1} role="region" aria-label="Games list">
          {shown.map((game, i) => (
            <Fragment key={game.id}>
              <GameCard game={game} viewer={viewer} first={i === 0} isNew={isNew(game.activityId)} />
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
