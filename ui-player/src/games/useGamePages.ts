import type { GameDocument } from '@sports/contracts';
import { useState } from 'react';
import { fetchGamePage, type GamePage } from './api';

interface Pages {
  games: GameDocument[];
  nextUrl: string | null;
}

const fromPage = (page: GamePage): Pages => ({ games: page.activities, nextUrl: page.stopLoading ? null : page.nextUrl });

/** The first page (from the route loader) plus pages fetched by "Load more" via nextUrl until stopLoading. */
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
        const known = new Set(prev.games.map((g) => g.id));
        return { games: [...prev.games, ...page.activities.filter((g) => !known.has(g.id))], nextUrl: fromPage(page).nextUrl };
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not load more games');
    } finally {
      setLoading(false);
    }
  };

  return { games: pages.games, hasMore: pages.nextUrl !== null, loading, error, loadMore };
}
