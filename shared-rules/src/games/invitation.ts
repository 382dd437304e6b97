import { formatAmount } from '@sports/contracts/bookings/refundBalance';
import { venueClockWords, venueDayWords } from '@sports/contracts/time/venueTime';
import { gamePaymentOf } from '../bookings/gamePayment';
import type { GameDocument } from '@sports/contracts/games/readModel';

/** A game's times read in the venue's zone, as the player UI shows them (DESIGN.md "Words", contracts/src/time/venueTime.ts). */
const venueDay = venueDayWords;
const venueClock = venueClockWords;

/** What a game's invitation and its preview card say about it. */
export type InvitationGame = Pick<
  GameDocument,
  | 'listingName'
  | 'location'
  | 'duration'
  | 'maxParticipants'
  | 'totalParticipantCount'
  | 'isMatchFull'
  | 'enablePay'
  | 'payableMethod'
  | 'costPerParticpant'
  | 'costPerTeam'
  | 'isCostShared'
  | 'isHostPaying'
  | 'participationType'
  | 'maxParticipantPerTeam'
  | 'teamCount'
  | 'mappedSlots'
  | 'symbol'
>;

/** The facts of an invitation, each in words, for the text and the drawn card alike. */
export interface InvitationFacts {
  sport: string;
  /** "Fri 27 Nov, 06:30" */
  when: string;
  place: string;
  /** "₹180" or "Free" */
  price: string;
  /** "3 places left", "1 place left", "Full" */
  places: string;
}

export const invitationFactsOf = (game: InvitationGame): InvitationFacts => {
  const start = new Date(game.duration[0]!.from);
  const payment = gamePaymentOf({ ...game, bookedSlotsPaid: game.mappedSlots.reduce((sum, slot) => sum + (slot.paidAmount ?? 0), 0) });
  const left = Math.max(0, game.maxParticipants - game.totalParticipantCount);
  return {
    sport: game.listingName,
    when: `${venueDay(start)}, ${venueClock(start)}`,
    place: game.location.name,
    price: payment.perPlayer === 0 ? 'Free' : formatAmount(payment.perPlayer, game.symbol),
    places: left === 0 || game.isMatchFull ? 'Full' : `${left} ${left === 1 ? 'place' : 'places'} left`,
  };
};

/**
 * DESIGN.md "Together", Share: the text reads as an invitation,
 * "Football on Fri 27 Nov, 06:30 at Marina Turf Arena · ₹180 · 3 places left". The shared page's
 * description and the WhatsApp message say the same.
 */
export const invitationText = (game: InvitationGame): string => {
  const facts = invitationFactsOf(game);
  return `${facts.sport} on ${facts.when} at ${facts.place} · ${facts.price} · ${facts.places}`;
};
