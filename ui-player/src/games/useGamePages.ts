import { shouldStopLoading } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';
import { useState } from 'react';
import { fetchGamePage, type GamePage } from './api';
import type { ListedGame, LiveUpdate } from './useLiveGameUpdates';
interface Pages {
  games: ListedGame[];
  nextUrl: string | null;
}

/** Spec section 9: loading stops when a page returns zero games or a count not a multiple of 9 (or the server says so). */
export const nextUrlOf = (page: GamePage): string | null =>
  page.stopLoading || shouldStopLoading(page.activities.length) ? null : page.nextUrl;

const fromPage = (page: GamePage): Pages => ({ games: page.activities, nextUrl: nextUrlOf(page) });

/** The first page (from the route loader) plus pages fetched via nextUrl, by scrolling or "Load more". */
export function useGamePages(first: GamePage) {
  const [pages, setPages] = useState(() => fromPage(first));
  const [seen, setSeen] = useState(first);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (seen !== first) {
    // New loader data (tab change, sign-in, join): start again from its first page.
    setSeen(first);
    setPages(fromPage(first));
    setError(null);
  }

  const loadMore = async () => {
    if (!pages.nextUrl || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await fetchGamePage(pages.nextUrl);
      setPages((prev) => {
        const known = new Set(prev.games.map((g: GameDocument) => g.id));
        return { games: [...prev.games, ...page.activities.filter((g) => !known.has(g.id))], nextUrl: nextUrlOf(page) };
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not load more games');
    } finally {
      setLoading(false);
    }
  };

  /** Swaps fresh copies of shown games in place (live updates), keeping the pages loaded so far. */
  const replaceGames = ({ fresh, gone }: LiveUpdate) => {
    if (fresh.length === 0 && gone.length === 0) return;
    const byId = new Map(fresh.map((g) => [g.activityId, g]));
    const removed = new Set(gone);
    setPages((prev) => ({ ...prev, games: prev.games.filter((g) => !removed.has(g.activityId)).map((g) => byId.get(g.activityId) ?? g) }));
  };

  /** Starts again from a first page read afresh (the new games' pill): the pages loaded so far give way to it. */
  const showFirstPage = (page: GamePage) => {
    setPages(fromPage(page));
    setError(null);
  };

  return { games: pages.games, hasMore: pages.nextUrl !== null, loading, error, loadMore, replaceGames, showFirstPage };
}
