import { gamePaymentOf, gameTermsOf, type GamePaymentTerms } from '@sports/shared-rules';
import type { GameEvent } from '@sports/contracts';
import type { GameState } from './gameStateShape';
import { mapWith } from './persistentMap';
import type { HeldPlace } from './paidPlacesShape';

export { initialPaidPlaces, type HeldPlace, type PaidPlaces, type SharedRemainder } from './paidPlacesShape';

/** The terms the shared gamePaymentOf prices, with the booked slots the stream has seen. */
export const paymentTermsOf = (state: GameState): GamePaymentTerms => {
  const booked = [...state.paidPlaces.bookedSlots.values()].reduce((a, b) => a + b, 0);
  const remainder = state.paidPlaces.remainder;
  return {
    ...state.paidPlaces.terms,
    ...(booked > 0 ? { bookedSlotsPaid: booked } : {}),
    ...(remainder?.paid ? { sharedRemainderPaid: remainder.amount } : {}),
  };
};

/**
 * A pay-before game with a price is bought, not joined (docs/adr/0102-paying-together.md): on a public game by anyone,
 * on a private one by those the host let in (invited, a request accepted, or a newcomer through an
 * invitation link: they pay like anyone else, docs/adr/0102-paying-together.md). Only the host
 * joins without paying; a private game's stranger asks first.
 */
export const paysBeforeJoining = (state: GameState, playerId: string, membership: string | undefined, viaInvite: boolean): boolean =>
  (state.privacy === 'public' || membership === 'invited' || viaInvite) &&
  playerId !== state.hostId &&
  gamePaymentOf(paymentTermsOf(state)).method === 'online';

/** A pay-before game: an accepted request becomes the right to buy a place, not a place. */
export const paidOnline = (state: GameState): boolean => gamePaymentOf(paymentTermsOf(state)).method === 'online';

const without = <K, V>(map: ReadonlyMap<K, V>, key: K): Map<K, V> => {
  const next = new Map(map);
  next.delete(key);
  return next;
};

/** Folds the events that bear on paid places; everything else leaves them as they are. */
export const evolvePaidPlaces = (state: GameState, event: GameEvent): GameState => {
  const paid = state.paidPlaces;
  switch (event.type) {
    case 'GameCreated':
    case 'GameUpdated': {
      const d = event.data.details;
      const terms = gameTermsOf(d);
      return {
        ...state,
        paidPlaces: { ...paid, terms, spaceId: d.spaceId ?? null, venueName: d.spaceName ?? d.facilityName ?? d.location.name ?? '' },
      };
    }
    case 'SlotMapped':
      return event.data.paidAmount
        ? { ...state, paidPlaces: { ...paid, bookedSlots: new Map(paid.bookedSlots).set(event.data.slot.slotId, event.data.paidAmount) } }
        : state;
    case 'SlotUnmapped':
      return paid.bookedSlots.has(event.data.slotId)
        ? { ...state, paidPlaces: { ...paid, bookedSlots: without(paid.bookedSlots, event.data.slotId) } }
        : state;
    case 'GamePlaceHeld': {
      const { participant, expiresAt, formAnswers, membersCount, bookedFor, inviteId } = event.data;
      const place: HeldPlace = {
        participant,
        expiresAt,
        places: membersCount ?? 1,
        ...(formAnswers ? { formAnswers } : {}),
        ...(bookedFor ? { bookedFor } : {}),
        ...(inviteId ? { inviteId } : {}),
      };
      return { ...state, paidPlaces: { ...paid, held: new Map(paid.held).set(event.data.orderId, place) } };
    }
    case 'GamePlaceReleased':
      return { ...state, paidPlaces: { ...paid, held: without(paid.held, event.data.orderId) } };
    case 'PlayerJoinedGame': {
      const orderId = event.data.orderId;
      if (!orderId) return state;
      return {
        ...state,
        paidPlaces: { ...paid, held: without(paid.held, orderId), paidBy: mapWith(paid.paidBy, event.data.participant.id, orderId) },
      };
    }
    case 'SharedCostRemainderHeld': {
      const { orderId, paidBy, amount, expiresAt } = event.data;
      return { ...state, paidPlaces: { ...paid, remainder: { orderId, paidBy, amount, expiresAt, paid: false } } };
    }
    case 'SharedCostRemainderPaid': {
      const { orderId, paidBy, amount } = event.data;
      return {
        ...state,
        paidPlaces: { ...paid, remainder: { orderId, paidBy, amount, expiresAt: paid.remainder?.expiresAt ?? '', paid: true } },
      };
    }
    case 'SharedCostRemainderReleased':
      return paid.remainder?.orderId === event.data.orderId ? { ...state, paidPlaces: { ...paid, remainder: null } } : state;
    case 'ParticipantLeft':
    case 'ParticipantRemoved':
      return paid.paidBy.has(event.data.participantId)
        ? { ...state, paidPlaces: { ...paid, paidBy: mapWith(paid.paidBy, event.data.participantId, undefined) } }
        : state;
    default:
      return state;
  }
};
