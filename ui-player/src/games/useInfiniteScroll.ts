import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls into view. The observer is made again
 * whenever `version` changes (a page arrived), so a sentinel still in view asks for the next page.
 */
export function useInfiniteScroll(onVisible: () => void, enabled: boolean, version: number) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, version]);
  return ref;
}
