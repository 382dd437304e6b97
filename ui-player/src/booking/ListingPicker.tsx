import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Input } from '../ui/primitives';
import { Label, Row } from './styles';

/** Listings are ids like "football"; these are offered as suggestions, any listing id can be typed. */
const SUGGESTED = ['football', 'badminton', 'cricket', 'tennis', 'basketball', 'pickleball'];

/** Which sport's venues to show (the `listing` search parameter). */
export function ListingPicker({ listingId }: { listingId: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(listingId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const listing = value.trim().toLowerCase();
        if (listing) void navigate({ to: '/venues', search: { listing } });
      }}
    >
      <Row style={{ alignItems: 'end' }}>
        <Label style={{ flex: '1 1 200px', maxWidth: 360 }}>
          Sport
          <Input name="listing" list="listing-suggestions" value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
          <datalist id="listing-suggestions">
            {SUGGESTED.map((id) => (
              <option key={id} value={id} />
            ))}
          </datalist>
        </Label>
        <Button type="submit">Show venues</Button>
      </Row>
    </form>
  );
}
