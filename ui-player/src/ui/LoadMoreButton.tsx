import { Button } from './primitives';

/** The next page of a list, on a tap (lists that also load on scroll show it as the fallback); nothing once there is no more. */
export function LoadMoreButton({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => unknown }) {
  if (!hasMore) return null;
  return (
    <Button variant="ghost" disabled={loading} onClick={() => void onMore()}>
      {loading ? 'Loading…' : 'Load more'}
    </Button>
  );
}
