import { DomainError, togetherFieldsOf, type GameEvent } from '@sports/contracts';
import type { Decider } from '../core/decider';
import { addQuery, answerQuery, deleteQuery, respondToHold } from './conversation';
import { validateFormAnswers, validateGameDetails } from './gameDetailsRules';
import {
  requireAllowed,
  requireAllowedFor,
  requireGame,
  requireNotOver,
  requireOpenGameFor,
  type GameCommandMessage,
  type Of,
} from './gameGuards';
import { evolveGame, initialGameState, type GameState } from './gameState';
import { paidOnline, paysBeforeJoining } from './paidPlacesState';
import { leftFieldsOf, requireFriendNames } from './together';
import { requireLiveInvite } from './inviteLinks';
import { withdrawOffers } from './waitlistWithdraw';
import { waitlistMarkOf } from './waitlistState';
import {
  acceptWaitlistOffer,
  declineWaitlistOffer,
  joinWaitlist,
  lapseWaitlistOffer,
  leaveWaitlist,
  offerFreedPlaces,
  requireLiveOffer,
  requirePlaceFor,
} from './waitlist';
import { addOfflineParticipants, mapSlot, removeCover, sendInviteLink, setCover, unmapSlot, updateGame } from './hostTools';

export type { GameCommandMessage } from './gameGuards';

const createGame = (command: Of<'CreateGame'>, state: GameState): GameEvent[] => {
  if (state.exists || state.deleted) throw new DomainError('GAME_ALREADY_EXISTS', 'A game with this id exists', 'activityId');
  const { details, activityId, host } = command.data;
  validateGameDetails(details, command.context.now);
  const created: GameEvent = { type: 'GameCreated', data: { activityId, host, details } };
  // The creator is the host and, unless they say otherwise, its first participant.
  return details.isHostParticipating ? [created, { type: 'PlayerJoinedGame', data: { activityId, participant: host } }] : [created];
};

const joinGame = (command: Of<'JoinGame'>, state: GameState): GameEvent[] => {
  requireGame(state);
  const { activityId, player, message, formAnswers, invite, membersCount = 1, bookedFor } = command.data;
  const membership = state.members.get(player.id);
  if (membership === 'joined') throw new DomainError('ALREADY_PARTICIPANT', 'You are already a participant of this game');
  if (membership === 'requested') throw new DomainError('ALREADY_REQUESTED', 'Your request to join is already waiting for the host');
  requireNotOver(state, command.context.now);
  if (state.hold) throw new DomainError('GAME_ON_HOLD', `The game is on hold: ${state.hold.reason}`);
  // An invitation link works once, and only with its secret.
  if (invite) requireLiveInvite(state, invite, command.context.now, player.id);
  // docs/adr/0102-paying-together.md: a pay-before game's place is bought through the cart (bookings/gamePlaces.ts), not joined for free,
  // even through a link.
  if (paysBeforeJoining(state, player.id, membership, invite !== undefined))
    throw new DomainError('PAYMENT_REQUIRED', 'Pay for your place to join this game', 'activityId');
  // A player offered a place from the waitlist joins on it; others only on a place nobody holds.
  if (state.waitlistOffers.has(player.id)) requireLiveOffer(state, player.id, command.context.now);
  requireFriendNames(membersCount, bookedFor);
  // Paying together: every place counts toward the limit, here in the stream, so concurrent joins never overfill.
  requirePlaceFor(state, player.id, membersCount);
  validateFormAnswers(state.formFields, formAnswers);
  const answers = {
    ...(formAnswers && Object.keys(formAnswers).length > 0 ? { formAnswers } : {}),
    ...togetherFieldsOf(membersCount, bookedFor),
  };
  if (invite)
    return [
      {
        type: 'PlayerJoinedGame',
        data: { activityId, participant: player, ...answers, inviteId: invite.inviteId, ...waitlistMarkOf(state, player.id) },
      },
    ];
  // Spec section 4: a private game takes a request that the host accepts or rejects; the host, and
  // an invited user accepting the invitation, join directly.
  if (state.privacy === 'private' && player.id !== state.hostId && membership !== 'invited') {
    if (membersCount > 1)
      throw new DomainError(
        'VALIDATION_FAILED',
        'A request to join is for yourself: bring friends once the host lets you in',
        'membersCount',
      );
    return [{ type: 'JoinRequested', data: { activityId, participant: player, ...(message ? { message } : {}), ...answers } }];
  }
  return [{ type: 'PlayerJoinedGame', data: { activityId, participant: player, ...answers, ...waitlistMarkOf(state, player.id) } }];
};

const answerRequest = (command: Of<'AcceptJoinRequest' | 'RejectJoinRequest'>, state: GameState): GameEvent[] => {
  requireGame(state);
  const { activityId, participantId } = command.data;
  const by = command.context.userId;
  requireAllowed(state, by, 'answerJoinRequest');
  if (state.members.get(participantId) !== 'requested') {
    throw new DomainError('REQUEST_NOT_FOUND', 'This user has no open request to join', 'userId');
  }
  if (command.type === 'RejectJoinRequest') {
    return [{ type: 'JoinRequestRejected', data: { activityId, participantId, rejectedBy: by } }];
  }
  requireNotOver(state, command.context.now);
  // A pay-before game: the accepted player buys their place through checkout, like anyone else (the place is checked then).
  if (paidOnline(state))
    return [
      {
        type: 'JoinRequestAccepted',
        data: { activityId, participantId, acceptedBy: by, ...waitlistMarkOf(state, participantId), paymentDue: true },
      },
    ];
  requirePlaceFor(state, participantId);
  return [{ type: 'JoinRequestAccepted', data: { activityId, participantId, acceptedBy: by, ...waitlistMarkOf(state, participantId) } }];
};

const holdGame = (command: Of<'HoldGame'>, state: GameState): GameEvent[] => {
  requireOpenGameFor(state, command, 'holdGame');
  if (state.hold) throw new DomainError('GAME_ON_HOLD', 'The game is already on hold');
  const { activityId, reason } = command.data;
  return [{ type: 'GameHeld', data: { activityId, reason, heldBy: command.context.userId } }];
};

const releaseHold = (command: Of<'ReleaseHold'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowedFor(state, command, 'releaseHold');
  if (!state.hold) throw new DomainError('GAME_NOT_ON_HOLD', 'The game is not on hold');
  return [{ type: 'GameHoldReleased', data: { activityId: command.data.activityId, releasedBy: command.context.userId } }];
};

const addCoHost = (command: Of<'AddCoHost'>, state: GameState): GameEvent[] => {
  requireOpenGameFor(state, command, 'addCoHost');
  const { activityId, coHostId } = command.data;
  if (coHostId === state.hostId || state.coHostIds.includes(coHostId))
    throw new DomainError('ALREADY_CO_HOST', 'This user already hosts the game', 'userId');
  if (state.members.get(coHostId) !== 'joined')
    throw new DomainError('NOT_A_PARTICIPANT', 'Only a participant of the game can become co-host', 'userId');
  return [{ type: 'CoHostAdded', data: { activityId, coHostId, addedBy: command.context.userId } }];
};

const setMatchFull = (command: Of<'SetMatchFull'>, state: GameState): GameEvent[] => {
  requireOpenGameFor(state, command, 'setMatchFull');
  const { activityId, isMatchFull } = command.data;
  if (state.matchFull === isMatchFull) return [];
  const set: GameEvent = { type: 'MatchFullSet', data: { activityId, isMatchFull, setBy: command.context.userId } };
  // A full match keeps no place for the waitlist: open offers are withdrawn (their players stay in line).
  return isMatchFull ? [set, ...withdrawOffers(state, activityId)] : [set];
};

const removeParticipant = (command: Of<'RemoveParticipant'>, state: GameState): GameEvent[] => {
  requireOpenGameFor(state, command, 'removeParticipant');
  const { activityId, participantId } = command.data;
  if (participantId === state.hostId || state.members.get(participantId) !== 'joined') {
    throw new DomainError('NOT_A_PARTICIPANT', 'Only a participant other than the host can be removed', 'id');
  }
  return [
    {
      type: 'ParticipantRemoved',
      data: { activityId, participantId, removedBy: command.context.userId, ...leftFieldsOf(state, participantId) },
    },
  ];
};

const inviteParticipants = (command: Of<'InviteParticipants'>, state: GameState): GameEvent[] => {
  requireOpenGameFor(state, command, 'inviteParticipants');
  const { activityId, invitees } = command.data;
  const fresh = invitees.filter(
    (p, i) => p.id !== state.hostId && !state.members.has(p.id) && invitees.findIndex((q) => q.id === p.id) === i,
  );
  return fresh.length === 0
    ? []
    : [{ type: 'ParticipantsInvited', data: { activityId, invitees: fresh, invitedBy: command.context.userId } }];
};

const leaveGame = (command: Of<'LeaveGame'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireNotOver(state, command.context.now);
  const { activityId, participantId } = command.data;
  if (participantId === state.hostId) throw new DomainError('HOST_CANNOT_LEAVE', 'The host cannot leave the game; delete it instead');
  if (state.members.get(participantId) !== 'joined') throw new DomainError('NOT_A_PARTICIPANT', 'You are not a participant of this game');
  // Paying together: the player's friends' places go with them.
  return [{ type: 'ParticipantLeft', data: { activityId, participantId, ...leftFieldsOf(state, participantId) } }];
};

/** Spec section 4: an invited user can Accept (JoinGame) or, decline. */
const declineInvitation = (command: Of<'DeclineInvitation'>, state: GameState): GameEvent[] => {
  requireGame(state);
  const { activityId, participantId } = command.data;
  if (state.members.get(participantId) !== 'invited')
    throw new DomainError('INVITATION_NOT_FOUND', 'You have no open invitation to this game');
  return [{ type: 'InvitationDeclined', data: { activityId, participantId } }];
};

const deleteGame = (command: Of<'DeleteGame'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowedFor(state, command, 'deleteGame');
  // A game that took place stays: its history is what ratings and leaderboards read.
  requireNotOver(state, command.context.now);
  return [{ type: 'GameDeleted', data: { activityId: command.data.activityId, deletedBy: command.context.userId } }];
};

const decideCommand = (command: GameCommandMessage, state: GameState): GameEvent[] => {
  switch (command.type) {
    case 'CreateGame':
      return createGame(command, state);
    case 'JoinGame':
      return joinGame(command, state);
    case 'AcceptJoinRequest':
    case 'RejectJoinRequest':
      return answerRequest(command, state);
    case 'HoldGame':
      return holdGame(command, state);
    case 'ReleaseHold':
      return releaseHold(command, state);
    case 'AddCoHost':
      return addCoHost(command, state);
    case 'SetMatchFull':
      return setMatchFull(command, state);
    case 'LeaveGame':
      return leaveGame(command, state);
    case 'DeclineInvitation':
      return declineInvitation(command, state);
    case 'InviteParticipants':
      return inviteParticipants(command, state);
    case 'DeleteGame':
      return deleteGame(command, state);
    case 'RemoveParticipant':
      return removeParticipant(command, state);
    case 'UpdateGame':
      return updateGame(command, state);
    case 'SetCover':
      return setCover(command, state);
    case 'RemoveCover':
      return removeCover(command, state);
    case 'AddOfflineParticipants':
      return addOfflineParticipants(command, state);
    case 'SendInviteLink':
      return sendInviteLink(command, state);
    case 'RespondToHold':
      return respondToHold(command, state);
    case 'AddQuery':
      return addQuery(command, state);
    case 'AnswerQuery':
      return answerQuery(command, state);
    case 'DeleteQuery':
      return deleteQuery(command, state);
    case 'MapSlot':
      return mapSlot(command, state);
    case 'UnmapSlot':
      return unmapSlot(command, state);
    case 'JoinWaitlist':
      return joinWaitlist(command, state);
    case 'LeaveWaitlist':
      return leaveWaitlist(command, state);
    case 'AcceptWaitlistOffer':
      return acceptWaitlistOffer(command, state);
    case 'DeclineWaitlistOffer':
      return declineWaitlistOffer(command, state);
    case 'LapseWaitlistOffer':
      return lapseWaitlistOffer(command, state);
  }
};

/** Whatever a command changed, a place it freed goes to the waitlist in the same append (waitlist.ts). */
export const decideGame = (command: GameCommandMessage, state: GameState): GameEvent[] => {
  const events = decideCommand(command, state);
  if (events.length === 0 || state.waitlist.size === 0) return events;
  const after = events.reduce(evolveGame, state);
  return [...events, ...offerFreedPlaces(after, command.context.now, command.data.activityId)];
};

export const gameDecider: Decider<GameCommandMessage, GameEvent, GameState> = {
  initialState: initialGameState,
  evolve: evolveGame,
  decide: decideGame,
};
