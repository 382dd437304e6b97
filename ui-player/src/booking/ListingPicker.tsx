import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useListings } from '../listings/useListings';
import type { ListingSummary } from '../listings/api';
import { Button, ErrorText, Select } from '../ui/primitives';
import { Label, Row } from './styles';

const venuesNote = (l: ListingSummary) => (l.venues === 1 ? '1 venue' : `${l.venues} venues`);

/**
 * Which sport's venues to show (the `listing` search parameter). The sports come from
 * GET /api/vm/listings: those some venue offers first; the current one stays choosable even
 * when no venue offers it, so the page can say so.
 */
export function ListingPicker({ listingId }: { listingId: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(listingId);
  const listings = useListings(undefined);
  const hint = useId();
  const offered = listings.status === 'ready' ? listings.listings.filter((l) => l.venues > 0) : [];
  const options = offered.some((l) => l.listingId === listingId)
    ? offered
    : [{ listingId, listingName: listingId, games: 0, venues: 0 }, ...offered];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (value) void navigate({ to: '/venues', search: { listing: value } });
      }}
    >
      <Row style={{ alignItems: 'end' }}>
        <Label style={{ flex: '1 1 200px', maxWidth: 360 }}>
          Sport
          <Select
            name="listing"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-describedby={hint}
            aria-busy={listings.status === 'loading'}
          >
            {options.map((l) => (
              <option key={l.listingId} value={l.listingId}>
                {l.venues > 0 ? `${l.listingName} · ${venuesNote(l)}` : l.listingName}
              </option>
            ))}
          </Select>
        </Label>
        <Button type="submit">Show venues</Button>
      </Row>
      <div id={hint}>
        {listings.status === 'failed' && (
          <ErrorText role="alert">The list of sports could not be loaded; showing the current sport only.</ErrorText>
        )}
      </div>
    </form>
  );
}
