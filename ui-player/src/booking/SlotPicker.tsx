import type { SlotFacility } from '@sports/contracts';
import { useState } from 'react';
import { Button, ButtonLink, Card, Muted } from '../ui/primitives';
import { toast } from '../ui/toast/store';
import { useCart, type CartSlot } from './cartStore';
import { formatMoney } from './money';
import { Notice, Row, Stack } from './styles';
import { SlotButton } from './SlotButton';

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
        <Notice tone="danger" role="alert">
          <p style={{ marginTop: 0 }}>
            Your cart holds slots at {cart.slots[0]?.spaceName}. One order is with one venue.
          </p>
          <Row>
            <Button
              onClick={() => {
                cart.startWith(otherVenue);
                setOtherVenue(null);
                toast('info', `Cart started at ${otherVenue.spaceName}`);
              }}
            >
              Start a new cart here
            </Button>
            <Button variant="ghost" onClick={() => setOtherVenue(null)}>
              Keep my cart
            </Button>
          </Row>
        </Notice>
      )}
      {facilities.map((facility) => (
        <Card key={facility.facilityId} as="section" aria-labelledby={`field-${facility.facilityId}`}>
          <h2 id={`field-${facility.facilityId}`} style={{ marginTop: 0, fontSize: 18 }}>
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
      <CartBar />
    </Stack>
  );
}

/** What the cart holds so far, and the way to it. */
function CartBar() {
  const slots = useCart((s) => s.slots);
  if (slots.length === 0) return <Muted>Pick one or more slots to book them.</Muted>;
  const total = slots.reduce((sum, s) => sum + s.amount, 0);
  return (
    <Card role="status" style={{ position: 'sticky', bottom: 8 }}>
      <Row style={{ justifyContent: 'space-between' }}>
        <span>
          {slots.length} {slots.length === 1 ? 'slot' : 'slots'} · {formatMoney(total, slots[0]?.symbol)}
        </span>
        <ButtonLink to="/cart">Go to cart</ButtonLink>
      </Row>
    </Card>
  );
}
