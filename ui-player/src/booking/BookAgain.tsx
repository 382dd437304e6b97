import type { OrderDocument } from '@sports/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { plainProblemText } from '../forms/fieldErrors';
import { fetchSpace } from '../offerings/api';
import { Button, ButtonLink, ErrorText } from '../ui/primitives';
import { fetchSlots } from './api';
import { listingOfField, matchAgain, offersBookAgain, slotsAgain, takenWords } from './bookAgain';
import { cartVenue, useCart, type CartSlot } from './cartStore';
import { formatDay } from './dates';
import { bookedItemInWords, orderInWords } from './orderInWords';
import { OtherVenueNotice } from './OtherVenueNotice';
import { Notice, Row, Stack } from './styles';

/** The booking this button repeats, in words ("Turf A, 4 May, 18:00–19:00"), so a list of them reads apart; never the order's id. */
const againWords = (order: OrderDocument): string => {
  const slot = order.items.find((i) => i.type === 'slot');
  return slot ? bookedItemInWords(order, slot) : orderInWords(order);
};

type Step =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'taken'; date: string; listingId: string; count: number; taken: number }
  | { kind: 'other-venue'; slots: CartSlot[] }
  | { kind: 'failed'; text: string };

/**
 * "Book again": the order's field slots a week on (booking/bookAgain), checked against the slots
 * API. Free, they go into the cart and the player goes on to it; taken, the player is told so and
 * offered the venue's slots of that day (docs/adr/0093-host-again-book-again.md).
 */
export function BookAgain({ order }: { order: OrderDocument }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  if (!offersBookAgain(order, Date.now())) return null;

  const toCart = async (slots: CartSlot[], fresh: boolean) => {
    const cart = useCart.getState();
    const [first, ...rest] = slots;
    if (first && fresh) cart.startWith(first);
    for (const slot of fresh ? rest : slots) cart.addSlot(slot);
    await navigate({ to: '/cart' });
  };

  const check = async () => {
    const wanted = slotsAgain(order, Date.now());
    if (!wanted) return;
    setStep({ kind: 'checking' });
    try {
      const space = await fetchSpace(order.spaceId);
      const listingId = listingOfField(space, wanted.slots[0]!.fieldId);
      if (!listingId) return setStep({ kind: 'failed', text: 'This venue no longer sells these slots.' });
      const answer = matchAgain(wanted.slots, await fetchSlots(listingId, wanted.date, order.spaceId), listingId);
      if (!answer.free)
        return setStep({ kind: 'taken', date: wanted.date, listingId, count: wanted.slots.length, taken: answer.taken.length });
      const venue = cartVenue(useCart.getState());
      if (venue && venue.spaceId !== order.spaceId) return setStep({ kind: 'other-venue', slots: answer.slots });
      await toCart(answer.slots, false);
    } catch (error) {
      setStep({ kind: 'failed', text: plainProblemText(error) });
    }
  };

  return (
    <Stack>
      <div>
        <Button
          variant="ghost"
          disabled={step.kind === 'checking'}
          aria-label={`Book again: ${order.spaceName}, ${againWords(order)}`}
          onClick={() => void check()}
        >
          {step.kind === 'checking' ? 'Checking next week…' : 'Book again'}
        </Button>
      </div>
      {step.kind === 'taken' && (
        <Notice tone="danger" role="alert">
          <p style={{ marginTop: 0 }}>{takenWords(step.count, step.taken, step.date, Date.now())}</p>
          <Row>
            <ButtonLink to="/venues/$spaceId" params={{ spaceId: order.spaceId }} search={{ listing: step.listingId, date: step.date }}>
              See {formatDay(step.date)} at {order.spaceName}
            </ButtonLink>
          </Row>
        </Notice>
      )}
      {step.kind === 'other-venue' && (
        <OtherVenueNotice
          holding={`a booking at ${cartVenue(useCart.getState())?.spaceName ?? 'another venue'}`}
          venueName={order.spaceName}
          onStartHere={() => void toCart(step.slots, true)}
          onKeep={() => setStep({ kind: 'idle' })}
        />
      )}
      {step.kind === 'failed' && <ErrorText role="alert">{step.text}</ErrorText>}
    </Stack>
  );
}
