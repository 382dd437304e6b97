import { Muted } from '../ui/primitives';
import { fetchVenues, type VenuePage } from './api';
import { Grid, Stack } from './styles';
import { usePagedList } from './usePagedList';
import { VenueCard } from './VenueCard';
import { LoadMoreButton } from '../ui/LoadMoreButton';

const asPage = (page: VenuePage) => ({ items: page.venues, nextUrl: page.nextUrl });

/** Venues offering a listing, 30 at a time (spec section 9 "Venue fetch 0/30"). */
export function VenueList({ firstPage, listingId }: { firstPage: VenuePage; listingId: string }) {
  const { items, hasMore, loading, error, loadMore } = usePagedList(firstPage, asPage, fetchVenues);
  return (
    <Stack>
      {items.length === 0 && <Muted as="p">No venues offer this sport yet.</Muted>}
      <Grid>
        {items.map((venue) => (
          <VenueCard key={venue.id} venue={venue} listingId={listingId} />
        ))}
      </Grid>
      {error && <Muted role="alert">{error}</Muted>}
      <div>
        <LoadMoreButton hasMore={hasMore} loading={loading} onMore={loadMore} />
      </div>
    </Stack>
  );
}
