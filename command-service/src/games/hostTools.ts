import { DomainError, type GameEvent } from '@sports/contracts';
import { requireAllowed, requireGame, requireOpenGameFor, type Of } from './gameGuards';
import type { GameState } from './gameState';
import { validateGameDetails } from './gameDetailsRules';
import { requirePlaceFor } from './waitlist';

/** Spec section 8 'Game created/updated successfully': the host edits the details; who takes part stays. */
export const updateGame = (command: Of<'UpdateGame'>, state: GameState): GameEvent[] => {
  requireOpenGameFor(state, command, 'updateGame');
  const { activityId, details } = command.data;
  validateGameDetails(details, command.context.now);
  if (details.maxParticipants < state.joinedCount) {
    throw new DomainError(
      'MAX_BELOW_JOINED',
      `${state.joinedCount} people have joined; maxParticipants cannot be lower`,
      'maxParticipants',
    );
  }
  return [{ type: 'GameUpdated', data: { activityId, details, updatedBy: command.context.userId } }];
};

export const setCover = (command: Of<'SetCover'>, state: GameState): GameEvent[] => {
  requireOpenGameFor(state, command, 'setCover');
  return [{ type: 'CoverSet', data: { ...command.data, setBy: command.context.userId } }];
};

export const removeCover = (command: Of<'RemoveCover'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowed(state, command.context.userId, 'setCover');
  return state.hasCover ? [{ type: 'CoverRemoved', data: { activityId: command.data.activityId, removedBy: command.context.userId } }] : [];
};

/**
 * Spec sections 3 and 6: the host adds people without an account on behalf of someone who
 * booked for them (bookedBy: the host or a participant); they take places like anyone else.
 */
export const addOfflineParticipants = (command: Of<'AddOfflineParticipants'>, state: GameState): GameEvent[] => {
  requireOpenGameFor(state, command, 'manageOfflineParticipants');
  const { activityId, participants, bookedBy } = command.data;
  if (bookedBy !== state.hostId && state.members.get(bookedBy) !== 'joined') {
    throw new DomainError('NOT_A_PARTICIPANT', 'bookedBy must be the host or a participant of the game', 'bookedBy');
  }
  if (state.hold) throw new DomainError('GAME_ON_HOLD', 'The game is on hold');
  if (state.matchFull || state.joinedCount + participants.length > state.maxParticipants) {
    throw new DomainError('GAME_FULL', `Only ${Math.max(0, state.maxParticipants - state.joinedCount)} places are left`, 'participants');
  }
  // Places offered to the waitlist are held for those players.
  requirePlaceFor(state, '', participants.length);
  return [{ type: 'OfflineParticipantsAdded', data: { activityId, participants, bookedBy, addedBy: command.context.userId } }];
};

/** Spec section 7 "PUT new user invite": the reply text says 'user invited' (section 8). */
export const sendInviteLink = (command: Of<'SendInviteLink'>, state: GameState): GameEvent[] => {
  requireOpenGameFor(state, command, 'inviteParticipants');
  return [{ type: 'InviteLinkSent', data: { ...command.data, invitedBy: command.context.userId } }];
};

/** Spec section 7 "PUT map slot to game": a slot the host booked becomes the game's venue time. */
export const mapSlot = (command: Of<'MapSlot'>, state: GameState): GameEvent[] => {
  requireOpenGameFor(state, command, 'mapSlot');
  const { activityId, slot, paidAmount } = command.data;
  if (state.slotIds.includes(slot.slotId))
    throw new DomainError('SLOT_ALREADY_MAPPED', 'This slot is already mapped to the game', 'slotId');
  if (state.slotIds.length >= 20) throw new DomainError('VALIDATION_FAILED', 'A game takes at most 20 slots', 'slotId');
  return [
    {
      type: 'SlotMapped',
      data: { activityId, slot, mappedBy: command.context.userId, ...(paidAmount === undefined ? {} : { paidAmount }) },
    },
  ];
};

export const unmapSlot = (command: Of<'UnmapSlot'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowed(state, command.context.userId, 'mapSlot');
  const { activityId, slotId } = command.data;
  if (!state.slotIds.includes(slotId)) throw new DomainError('SLOT_NOT_MAPPED', 'This slot is not mapped to the game', 'slotId');
  return [{ type: 'SlotUnmapped', data: { activityId, slotId, removedBy: command.context.userId } }];
};
