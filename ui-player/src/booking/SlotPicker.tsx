import { TAB_BAR_SPACE } from '../app/layout';
import type { SlotFacility } from '@sports/contracts';
import { useState } from 'react';
import { ButtonLink, Card, Muted } from '../ui/primitives';
import { cartCountWords, cartTotal, cartVenue, useCart, type CartSlot } from './cartStore';
import { formatMoney } from './money';
import { OtherVenueNotice } from './OtherVenueNotice';
import { Row, Stack } from './styles';
import { SlotButton } from './SlotButton';
import { fontSize } from '../ui/tokens';

type Timing = SlotFacility['timings'][number];

const toCartSlot = (facility: SlotFacility, timing: Timing, listingId: string): CartSlot => ({
  slotId: timing.slotId,
  spaceId: facility.spaceId,
  spaceName: facility.spaceName,
  fieldId: timing.fieldId,
  fieldName: timing.fieldName,
  listingId,
  timeRangeConfigId: timing.timeRangeConfigId,
  date: timing.date,
  startTime: timing.startTime,
  endTime: timing.endTime,
  amount: timing.amount,
  symbol: timing.symbol,
});

/** The fields of a venue with their slots on one date (spec section 3 Slot facility); picking a slot puts it in the cart. */
export function SlotPicker({ facilities, listingId }: { facilities: SlotFacility[]; listingId: string }) {
  const cart = useCart();
  const [otherVenue, setOtherVenue] = useState<CartSlot | null>(null);
  const inCart = new Set(cart.slots.map((s) => s.slotId));

  const toggle = (slot: CartSlot) => {
    if (inCart.has(slot.slotId)) return cart.removeSlot(slot.slotId);
    if (cart.addSlot(slot) === 'other-venue') setOtherVenue(slot);
  };

  if (facilities.length === 0) return <Muted as="p">No slots at this venue on this date.</Muted>;
  return (
    <Stack>
      {otherVenue && (
        <OtherVenueNotice
          holding={`${cart.slots.length > 0 ? 'slots' : 'a booking'} at ${cartVenue(cart)?.spaceName}`}
          venueName={otherVenue.spaceName}
          onStartHere={() => {
            cart.startWith(otherVenue);
            setOtherVenue(null);
          }}
          onKeep={() => setOtherVenue(null)}
        />
      )}
      {facilities.map((facility) => (
        <Card key={facility.facilityId} as="section" aria-labelledby={`field-${facility.facilityId}`}>
          <h2 id={`field-${facility.facilityId}`} style={{ marginTop: 0, fontSize: fontSize.lg }}>
            {facility.facilityName}
          </h2>
          {facility.timings.length === 0 ? (
            <Muted>No slots on this date.</Muted>
          ) : (
            <Row>
              {facility.timings.map((timing) => (
                <SlotButton
                  key={timing.slotId}
                  timing={timing}
                  picked={inCart.has(timing.slotId)}
                  onToggle={() => toggle(toCartSlot(facility, timing, listingId))}
                />
              ))}
            </Row>
          )}
        </Card>
      ))}
      <CartBar hint="Pick one or more slots to book them." />
    </Stack>
  );
}

/** What the cart holds so far (slots and the venue's other offerings), and the way to it. */
export function CartBar({ hint }: { hint: string }) {
  const slots = useCart((s) => s.slots);
  const offerings = useCart((s) => s.offerings);
  const count = cartCountWords({ slots, offerings });
  if (!count) return <Muted>{hint}</Muted>;
  const symbol = slots[0]?.symbol ?? offerings[0]?.symbol;
  return (
    // Above the phone's tab bar (app/layout.ts TAB_BAR_SPACE): at `bottom: 8` a long day's list kept it under
    // the bar, where a tap on "Go to cart" opened Profile.
    <Card role="status" style={{ position: 'sticky', bottom: `calc(${TAB_BAR_SPACE} + 8px)`, zIndex: 1 }}>
      <Row style={{ justifyContent: 'space-between' }}>
        <span>
          {count} · {formatMoney(cartTotal(slots, offerings), symbol)}
        </span>
        <ButtonLink to="/cart">Go to cart</ButtonLink>
      </Row>
    </Card>
  );
}
