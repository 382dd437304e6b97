import { useState } from 'react';

interface Page<T> {
  items: T[];
  nextUrl: string | null;
}

/**
 * A list whose first page comes from the route loader and whose next pages follow the server's
 * nextUrl. `toPage` reads a server page (the first one included) as items and nextUrl.
 */
export function usePagedList<P, T extends { id: string }>(first: P, toPage: (page: P) => Page<T>, fetchPage: (url: string) => Promise<P>) {
  const [pages, setPages] = useState(() => toPage(first));
  const [seen, setSeen] = useState(first);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (seen !== first) {
    // New loader data (another listing, a reload): start again from it.
    setSeen(first);
    setPages(toPage(first));
    setError(null);
  }

  const loadMore = async () => {
    if (!pages.nextUrl || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = toPage(await fetchPage(pages.nextUrl));
      setPages((prev) => {
        const known = new Set(prev.items.map((item) => item.id));
        return { items: [...prev.items, ...page.items.filter((item) => !known.has(item.id))], nextUrl: page.nextUrl };
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not load more');
    } finally {
      setLoading(false);
    }
  };

  return { items: pages.items, hasMore: pages.nextUrl !== null, loading, error, loadMore };
}
