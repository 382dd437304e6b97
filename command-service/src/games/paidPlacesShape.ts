import type { GamePaymentTerms } from '@sports/shared-rules';
import type { FormAnswers, PersonRef } from '@sports/contracts';
import { PersistentMap } from './persistentMap';

/** A place kept for an order while its payment is pending. */
export interface HeldPlace {
  participant: PersonRef;
  expiresAt: string;
  formAnswers?: FormAnswers;
  /** The buyer's places with their friends (paying together), and the friends' names. */
  places: number;
  bookedFor?: string[];
  /** The invitation link the buyer came through: kept from anyone else while the place is held. */
  inviteId?: string;
}

/** What the game's stream knows about paying for its places. */
export interface PaidPlaces {
  /** The Activity payment fields of spec section 3 as the host last set them. */
  terms: GamePaymentTerms;
  /** The catalogue venue the game is at, if any: its cancellation policy refunds a place. */
  spaceId: string | null;
  venueName: string;
  /** Paid amounts of the host's booked slots mapped to the game, by slot id (isCostShared). */
  bookedSlots: ReadonlyMap<string, number>;
  /** Held places by order id. */
  held: ReadonlyMap<string, HeldPlace>;
  /** Players whose place an order paid for: player id -> order id. */
  paidBy: ReadonlyMap<string, string>;
  /** A shared cost's rest the host is paying (held) or paid (docs/adr/0102-paying-together.md). */
  remainder: SharedRemainder | null;
}

export interface SharedRemainder {
  orderId: string;
  paidBy: string;
  amount: number;
  expiresAt: string;
  paid: boolean;
}

export const initialPaidPlaces = (): PaidPlaces => ({
  terms: {
    enablePay: false,
    payableMethod: 'paybefore',
    costPerParticpant: 0,
    costPerTeam: 0,
    isCostShared: false,
    isHostPaying: false,
    participationType: 'individual',
    maxParticipants: 0,
  },
  spaceId: null,
  venueName: '',
  bookedSlots: new Map(),
  held: new Map(),
  // One entry per paid player: persistent, so a paid join does not copy every earlier one.
  paidBy: PersistentMap.of(),
  remainder: null,
});
