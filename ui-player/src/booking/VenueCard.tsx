import type { SpaceDocument } from '@sports/contracts';
import { ButtonLink, Card, Muted } from '../ui/primitives';
import { venueToday } from './dates';
import { formatMoney } from './money';
import { placeLine } from './place';
import { describePolicy } from './policy';
import { Stack } from './styles';
import { fontSize } from '../ui/tokens';

/** One venue of the catalogue: where it is, its fields, its terms, and the way to its slots. */
export function VenueCard({ venue, listingId }: { venue: SpaceDocument; listingId: string }) {
  const fields = venue.facilities.filter((f) => f.listingIds.includes(listingId));
  const where = placeLine(venue.location);
  return (
    <Card data-testid="venue-card">
      <Stack style={{ gap: 8 }}>
        <h2 style={{ margin: 0, fontSize: fontSize.lg }}>{venue.name}</h2>
        {where && <Muted>{where}</Muted>}
        <span>{venue.listings.map((l) => l.listingName).join(' · ')}</span>
        <span>
          {fields.length} {fields.length === 1 ? 'field' : 'fields'}: {fields.map((f) => f.facilityName).join(', ')}
        </span>
        {venue.handlingCharge > 0 && <Muted>Handling charge {formatMoney(venue.handlingCharge)} per order</Muted>}
        <Muted>{describePolicy(venue.cancellationPolicy)}</Muted>
        <div>
          <ButtonLink
            to="/venues/$spaceId"
            params={{ spaceId: venue.spaceId }}
            search={{ listing: listingId, date: venueToday() }}
            aria-label={`See slots at ${venue.name}`}
          >
            See slots
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
