import { DomainError, type GameEvent } from '@sports/contracts';
import { gamePaymentOf } from '@sports/shared-rules';
import { validateFormAnswers } from './gameDetailsRules';
import { requireGame, requireNotOver, type Of } from './gameGuards';
import type { GameState } from './gameState';
import { nextInLine, placesFree, placesReservedAgainst, waitlistMarkOf } from './waitlistState';
import { paymentTermsOf } from './paidPlacesState';

/**
 * The waitlist of a full game, decided in the game stream beside the
 * participant limit. A freed place is offered to the first in line for an acceptance window;
 * while the offer stands the place is theirs alone; a decline or a lapse passes it down the line.
 */

/** The acceptance window, cut short by the game's start. */
export const OFFER_WINDOW_MS = 30 * 60 * 1000;

export const offerExpiresAt = (state: GameState, now: string): string =>
  new Date(Math.min(Date.parse(now) + OFFER_WINDOW_MS, state.startAtMs)).toISOString();

/** Waitlist offers close when the game starts: from then on a freed place is open to anyone. */
const offersOpen = (state: GameState, now: string): boolean => Date.parse(now) < state.startAtMs;

/**
 * Offers every place that is free and not yet offered to the next players in line. Run after any
 * command that may free a place (leave, removal, a higher maxParticipants, match full unset, a hold
 * released, a decline, a lapse), so no rule has to remember to do it.
 */
export const offerFreedPlaces = (state: GameState, now: string, activityId: string): GameEvent[] => {
  if (!state.exists || state.waitlist.size === 0 || state.hold || !offersOpen(state, now)) return [];
  const unoffered = placesFree(state) - state.waitlistOffers.size;
  if (unoffered <= 0) return [];
  const expiresAt = offerExpiresAt(state, now);
  return nextInLine(state, unoffered).map((userId) => ({ type: 'WaitlistPlaceOffered', data: { activityId, userId, expiresAt } }));
};

/**
 * The place check of every way in (join, an accepted request, offline participants): the places
 * left after those reserved for offered players, and, when that is none, why.
 */
export const requirePlaceFor = (state: GameState, userId: string, wanted = 1): void => {
  const free = placesFree(state);
  if (free < wanted) throw new DomainError('GAME_FULL', 'The game is full');
  if (free - placesReservedAgainst(state, userId) < wanted) {
    throw new DomainError('PLACE_RESERVED', 'The free place is offered to the next player on the waitlist');
  }
};

/** An offered player's own offer, still inside its window; the place check then counts it as theirs. */
export const requireLiveOffer = (state: GameState, userId: string, now: string): void => {
  const expiresAt = state.waitlistOffers.get(userId);
  if (expiresAt === undefined) throw new DomainError('NO_WAITLIST_OFFER', 'You have no place offered from the waitlist');
  if (Date.parse(expiresAt) <= Date.parse(now))
    throw new DomainError('WAITLIST_OFFER_EXPIRED', 'The offered place was held until ' + expiresAt + ' and has passed down the line');
};

export const joinWaitlist = (command: Of<'JoinWaitlist'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireNotOver(state, command.context.now);
  const { activityId, player } = command.data;
  const membership = state.members.get(player.id);
  if (membership === 'joined' || player.id === state.hostId) throw new DomainError('ALREADY_PARTICIPANT', 'You are already in this game');
  if (membership === 'requested') throw new DomainError('ALREADY_REQUESTED', 'Your request to join is already waiting for the host');
  if (state.waitlist.has(player.id)) throw new DomainError('ALREADY_WAITLISTED', 'You are already on the waitlist');
  if (state.privacy === 'private') throw new DomainError('WAITLIST_CLOSED', 'A private game takes requests to join, not a waitlist');
  if (!offersOpen(state, command.context.now))
    throw new DomainError('WAITLIST_CLOSED', 'The game has started: no more places are offered from the waitlist');
  if (placesFree(state) - placesReservedAgainst(state, player.id) > 0)
    throw new DomainError('GAME_NOT_FULL', 'The game has places left: join it instead');
  return [{ type: 'PlayerJoinedWaitlist', data: { activityId, player } }];
};

const requireWaitlisted = (state: GameState, userId: string): void => {
  if (!state.waitlist.has(userId)) throw new DomainError('NOT_WAITLISTED', 'You are not on the waitlist of this game');
};

export const leaveWaitlist = (command: Of<'LeaveWaitlist'>, state: GameState): GameEvent[] => {
  requireGame(state);
  const { activityId, userId } = command.data;
  requireWaitlisted(state, userId);
  return [{ type: 'PlayerLeftWaitlist', data: { activityId, userId } }];
};

/** Accepting is joining (PlayerJoinedGame), on the place held for the player. */
export const acceptWaitlistOffer = (command: Of<'AcceptWaitlistOffer'>, state: GameState): GameEvent[] => {
  requireGame(state);
  const { activityId, player, formAnswers } = command.data;
  requireLiveOffer(state, player.id, command.context.now);
  requireNotOver(state, command.context.now);
  if (state.hold) throw new DomainError('GAME_ON_HOLD', `The game is on hold: ${state.hold.reason}`);
  // A pay-before game's place is paid for first: the cart holds the offered place for its order (paidPlaces.ts).
  if (gamePaymentOf(paymentTermsOf(state)).method === 'online')
    throw new DomainError('PAYMENT_REQUIRED', 'This game is paid before it is played: take the place through checkout');
  requirePlaceFor(state, player.id);
  validateFormAnswers(state.formFields, formAnswers);
  const answers = formAnswers && Object.keys(formAnswers).length > 0 ? { formAnswers } : {};
  return [{ type: 'PlayerJoinedGame', data: { activityId, participant: player, ...answers, ...waitlistMarkOf(state, player.id) } }];
};

export const declineWaitlistOffer = (command: Of<'DeclineWaitlistOffer'>, state: GameState): GameEvent[] => {
  requireGame(state);
  const { activityId, userId } = command.data;
  if (!state.waitlistOffers.has(userId)) throw new DomainError('NO_WAITLIST_OFFER', 'You have no place offered from the waitlist');
  return [{ type: 'WaitlistOfferDeclined', data: { activityId, userId } }];
};

/**
 * Time as an event: the sweeper asks once the window has closed. Only the very offer it names
 * lapses, and only when due, so a second sweeper or a late one finds nothing to do.
 */
export const lapseWaitlistOffer = (command: Of<'LapseWaitlistOffer'>, state: GameState): GameEvent[] => {
  const { activityId, userId, expiresAt } = command.data;
  if (!state.exists || state.waitlistOffers.get(userId) !== expiresAt) return [];
  if (Date.parse(expiresAt) > Date.parse(command.context.now)) return [];
  return [{ type: 'WaitlistOfferLapsed', data: { activityId, userId, expiresAt } }];
};
