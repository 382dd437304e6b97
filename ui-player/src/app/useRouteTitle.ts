import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { APP_NAME } from './Header';

/**
 * Keeps document.title on the title the deepest matched route declares in its `head` (see
 * ui/pageTitle.ts); a page that is not found says so; a route without one gets the product name.
 */
export function useRouteTitle(): void {
  const title = useRouterState({
    select: (s) => {
      // Only the root matched: no route has this path, and the root shows its not-found page.
      if (s.matches.length <= 1 || s.matches.some((m) => m.status === 'notFound')) return 'Not found';
      for (const match of [...s.matches].reverse()) {
        const found = match.meta?.find((m) => m?.title)?.title;
        if (found) return found;
      }
      return undefined;
    },
  });
  useEffect(() => {
    document.title = title ?? APP_NAME;
  }, [title]);
}
