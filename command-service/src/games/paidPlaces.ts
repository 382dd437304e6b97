import { DomainError, placesFreedOf, togetherFieldsOf, type FormAnswers, type GameEvent, type PersonRef } from '@sports/contracts';
import { gamePaymentOf } from '@sports/shared-rules';
import type { Command, Decider } from '../core/decider';
import { validateFormAnswers } from './gameDetailsRules';
import { requireGame, requireNotOver } from './gameGuards';
import { evolveGame, initialGameState, type GameState } from './gameState';
import { leftFieldsOf, requireFriendNames } from './together';
import { isSpentInvite, requireLiveInvite, type InviteProof } from './inviteLinks';
import { confirmSharedRemainder, holdSharedRemainder, releaseSharedRemainder } from './sharedCost';
import { paymentTermsOf } from './paidPlacesState';
import { offerFreedPlaces, requirePlaceFor } from './waitlist';
import { waitlistMarkOf } from './waitlistState';

/**
 * A pay-before game's places (docs/bookings.md "Paid games"), decided on the game's
 * own stream beside JoinGame: the participant limit lives only here, so of two buyers racing for the
 * last place exactly one hold is appended and the other is refused before any payment.
 */
type PlaceCommandData = {
  /** Keep a place for the order until expiresAt (the order's hold). */
  /** invite: the one-time link the buyer came through (admits them to a private game; kept for the order, spent when it is paid). */
  HoldGamePlace: {
    activityId: string;
    player: PersonRef;
    orderId: string;
    expiresAt: string;
    formAnswers?: FormAnswers;
    membersCount?: number;
    bookedFor?: string[];
    invite?: InviteProof;
  };
  /** The order is paid: the held place becomes the player's (inviteId: the link it was bought through). */
  ConfirmGamePlace: {
    activityId: string;
    player: PersonRef;
    orderId: string;
    membersCount?: number;
    bookedFor?: string[];
    sharedRemainder?: boolean;
    inviteId?: string;
  };
  /** The host pays the rest of a shared cost (sharedCost.ts): held for the order until expiresAt. */
  HoldSharedRemainder: { activityId: string; orderId: string; paidBy: string; amount: number; expiresAt: string };
  /** The order's hold ran out, it was cancelled, or it failed: its place goes back. */
  ReleaseGamePlace: { activityId: string; orderId: string; reason: 'expired' | 'cancelled' | 'failed' };
};
export type GamePlaceCommand = {
  [T in keyof PlaceCommandData]: { type: T; data: PlaceCommandData[T]; context: Command['context'] };
}[keyof PlaceCommandData];
type Of<T extends GamePlaceCommand['type']> = Extract<GamePlaceCommand, { type: T }>;

/** Holds that ran out no longer keep anyone out: the next hold releases them first, in the same append. */
const lapsedHolds = (state: GameState, activityId: string, now: string): GameEvent[] =>
  [...state.paidPlaces.held]
    .filter(([, place]) => Date.parse(place.expiresAt) <= Date.parse(now))
    .map(([orderId, place]) => ({
      type: 'GamePlaceReleased',
      data: { activityId, participantId: place.participant.id, orderId, reason: 'expired', ...placesFreedOf(place.places) },
    }));

const holdPlace = (command: Of<'HoldGamePlace'>, state: GameState): GameEvent[] => {
  requireGame(state);
  const { activityId, player, orderId, expiresAt, formAnswers, membersCount = 1, bookedFor, invite } = command.data;
  const { now } = command.context;
  if (state.paidPlaces.held.has(orderId)) return [];
  if (gamePaymentOf(paymentTermsOf(state)).method !== 'online')
    throw new DomainError('GAME_NOT_PAID_ONLINE', 'This game is not paid online; join it directly', 'activityId');
  const membership = state.members.get(player.id);
  if (membership === 'joined') throw new DomainError('ALREADY_PARTICIPANT', 'You are already a participant of this game');
  if (membership === 'requested') throw new DomainError('ALREADY_REQUESTED', 'Your request to join is already waiting for the host');
  requireNotOver(state, now);
  if (state.hold) throw new DomainError('GAME_ON_HOLD', `The game is on hold: ${state.hold.reason}`);
  const lapsed = lapsedHolds(state, activityId, now);
  const after = lapsed.reduce(evolveGame, state);
  // A link admits its one newcomer to buy a place, as a join through it would (docs/adr/0102-paying-together.md).
  if (invite) requireLiveInvite(after, invite, now, player.id);
  // Spec section 4: a private game is joined by invitation (or a request the host answers), not bought.
  if (state.privacy === 'private' && membership !== 'invited' && player.id !== state.hostId && !invite)
    throw new DomainError('PRIVATE_GAME', 'Ask the host to let you into this private game first', 'activityId');
  const pending = [...after.paidPlaces.held.values()].some((place) => place.participant.id === player.id);
  if (pending) throw new DomainError('PAYMENT_PENDING', 'A place in this game is already held for you; finish paying for it', 'activityId');
  requireFriendNames(membersCount, bookedFor);
  // Paying together: the buyer's friends' places are held with theirs, all inside the limit or none.
  requirePlaceFor(after, player.id, membersCount);
  validateFormAnswers(state.formFields, formAnswers);
  const answers = {
    ...(formAnswers && Object.keys(formAnswers).length > 0 ? { formAnswers } : {}),
    ...togetherFieldsOf(membersCount, bookedFor),
    ...(invite ? { inviteId: invite.inviteId } : {}),
  };
  return [
    ...lapsed,
    {
      type: 'GamePlaceHeld',
      data: { activityId, participant: player, orderId, expiresAt, ...answers, ...waitlistMarkOf(after, player.id) },
    },
  ];
};

const confirmPlace = (command: Of<'ConfirmGamePlace'>, state: GameState): GameEvent[] => {
  requireGame(state);
  const { activityId, player, orderId, membersCount = 1, bookedFor, inviteId } = command.data;
  const rest = confirmSharedRemainder(activityId, orderId, state);
  if (rest) return rest;
  // The rest of a shared cost let go before its payment came: the order fails and is refunded.
  if (command.data.sharedRemainder)
    throw new DomainError('SOLD_OUT', 'The rest of the cost was no longer held for this order', 'activityId');
  if (state.paidPlaces.paidBy.get(player.id) === orderId) return [];
  const held = state.paidPlaces.held.get(orderId);
  if (held) {
    // Paid: the link the place was held through is spent (PlayerJoinedGame's inviteId marks it used).
    const fields = {
      ...(held.formAnswers ? { formAnswers: held.formAnswers } : {}),
      ...togetherFieldsOf(held.places, held.bookedFor),
      ...(held.inviteId ? { inviteId: held.inviteId } : {}),
    };
    return [
      {
        type: 'PlayerJoinedGame',
        data: { activityId, participant: held.participant, orderId, ...fields, ...waitlistMarkOf(state, held.participant.id) },
      },
    ];
  }
  // Paid after the place went back: it is the player's only if it is still free (else the order fails and is refunded).
  const free = state.members.get(player.id) !== 'joined' && !state.hold && state.endAtMs > Date.parse(command.context.now);
  try {
    if (!free) throw new DomainError('SOLD_OUT', 'The place was given up');
    // Bought through a link whose hold went back: the link may have admitted someone else meanwhile.
    if (inviteId && isSpentInvite(state, inviteId)) throw new DomainError('SOLD_OUT', 'The invitation link was used by someone else');
    requirePlaceFor(state, player.id, membersCount);
  } catch {
    throw new DomainError('SOLD_OUT', 'The place held for this order went to someone else', 'activityId');
  }
  return [
    {
      type: 'PlayerJoinedGame',
      data: {
        activityId,
        participant: player,
        orderId,
        ...togetherFieldsOf(membersCount, bookedFor),
        ...(inviteId ? { inviteId } : {}),
        ...waitlistMarkOf(state, player.id),
      },
    },
  ];
};

const releasePlace = (command: Of<'ReleaseGamePlace'>, state: GameState): GameEvent[] => {
  if (!state.exists) return [];
  const { activityId, orderId, reason } = command.data;
  const rest = releaseSharedRemainder(activityId, orderId, reason, state);
  if (rest) return rest;
  const held = state.paidPlaces.held.get(orderId);
  if (held)
    return [
      {
        type: 'GamePlaceReleased',
        data: { activityId, participantId: held.participant.id, orderId, reason, ...placesFreedOf(held.places) },
      },
    ];
  // A paid place whose order is cancelled (from My orders): the player leaves the game with it.
  const player = [...state.paidPlaces.paidBy].find(([, paidOrder]) => paidOrder === orderId)?.[0];
  return player && reason === 'cancelled' && state.members.get(player) === 'joined'
    ? [{ type: 'ParticipantLeft', data: { activityId, participantId: player, ...leftFieldsOf(state, player) } }]
    : [];
};

const decideCommand = (command: GamePlaceCommand, state: GameState): GameEvent[] => {
  switch (command.type) {
    case 'HoldGamePlace':
      return holdPlace(command, state);
    case 'ConfirmGamePlace':
      return confirmPlace(command, state);
    case 'ReleaseGamePlace':
      return releasePlace(command, state);
    case 'HoldSharedRemainder':
      return holdSharedRemainder(command.data, state, command.context.now);
  }
};

/** A place that went back goes to the waitlist in the same append, as after a leave (waitlist.ts). */
export const decideGamePlace = (command: GamePlaceCommand, state: GameState): GameEvent[] => {
  const events = decideCommand(command, state);
  if (events.length === 0 || state.waitlist.size === 0) return events;
  return [...events, ...offerFreedPlaces(events.reduce(evolveGame, state), command.context.now, command.data.activityId)];
};

/** The game stream's decider for paid places: the same state and evolve as gameDecider. */
export const gamePlacesDecider: Decider<GamePlaceCommand, GameEvent, GameState> = {
  initialState: initialGameState,
  evolve: evolveGame,
  decide: decideGamePlace,
};
