import type { OfferingView, SpaceDocument } from '@sports/contracts';
import { useState } from 'react';
import { OtherVenueNotice } from '../booking/OtherVenueNotice';
import { Stack } from '../booking/styles';
import { useCart, type CartOffering } from '../booking/cartStore';
import { CartBar } from '../booking/SlotPicker';
import { Muted } from '../ui/primitives';
import { toast } from '../ui/toast/store';
import type { VenueRef } from './cartItems';
import { MembershipCard, OfferingCard } from './OfferingCard';
import { groupOf, type OfferingGroup } from './words';

/** One tab of the venue page: its offerings (and, under passes, the venue's membership plans) as cards. */
export function OfferingsPanel({ group, space, offerings }: { group: OfferingGroup; space: SpaceDocument; offerings: OfferingView[] }) {
  const lines = useCart((s) => s.offerings);
  const addOffering = useCart((s) => s.addOffering);
  const startWithOffering = useCart((s) => s.startWithOffering);
  const [otherVenue, setOtherVenue] = useState<CartOffering | null>(null);
  const venue: VenueRef = { spaceId: space.spaceId, spaceName: space.name, taxes: space.taxes, symbol: offerings[0]?.symbol ?? '₹' };
  const inCart = (key: string) => lines.some((l) => l.key === key);
  const now = Date.now();

  const onAdd = (line: CartOffering) => {
    if (addOffering(line) === 'other-venue') return setOtherVenue(line);
    toast('success', `${line.title} is in your cart`);
  };
  const shown = offerings.filter((o) => groupOf(o.kind) === group);
  const plans = group === 'passes' ? Object.entries(space.memberships) : [];

  return (
    <Stack>
      {otherVenue && (
        <OtherVenueNotice
          holding="another venue's booking"
          venueName={otherVenue.spaceName}
          onStartHere={() => {
            startWithOffering(otherVenue);
            setOtherVenue(null);
          }}
          onKeep={() => setOtherVenue(null)}
        />
      )}
      {shown.length === 0 && plans.length === 0 && <Muted as="p">Nothing on sale here right now.</Muted>}
      {shown.map((view) => (
        <OfferingCard key={view.itemId} venue={venue} view={view} inCart={inCart} onAdd={onAdd} now={now} />
      ))}
      {plans.map(([id, plan]) => (
        <MembershipCard key={id} venue={venue} membershipId={id} plan={plan} inCart={inCart} onAdd={onAdd} />
      ))}
      <CartBar hint="Choose what to book and add it to your cart." />
    </Stack>
  );
}
