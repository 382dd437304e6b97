import { DomainError, gameEndMs, mayOnGame, type GameAction, type GameCommand, type GameEvent } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';
import { evolveGame, initialGameState, membershipOfState, type GameState } from './gameState';

export type GameCommandMessage = GameCommand & Pick<Command, 'context'>;
type Of<T extends GameCommand['type']> = Extract<GameCommandMessage, { type: T }>;

const requireGame = (state: GameState): void => {
  if (!state.exists) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
};

/** Permission checks live in contracts (permissions.ts); the game's own stream says who the host is. */
const requireAllowed = (state: GameState, userId: string, action: GameAction): void => {
  if (!mayOnGame({ userId }, action, membershipOfState(state))) throw new DomainError('NOT_HOST', 'Only the host of the game may do this');
};

/** Spec section 4: a game is over when its last duration end has passed (start + 4 h without an end). */
const requireNotOver = (state: GameState, now: string): void => {
  if (state.endAtMs <= Date.parse(now)) throw new DomainError('GAME_OVER', 'The game is already over');
};

const createGame = (command: Of<'CreateGame'>, state: GameState): GameEvent[] => {
  if (state.exists || state.deleted) throw new DomainError('GAME_ALREADY_EXISTS', 'A game with this id exists', 'activityId');
  const { details, activityId, host } = command.data;
  for (const [i, slot] of details.duration.entries()) {
    if (slot.to && Date.parse(slot.to) <= Date.parse(slot.from)) {
      throw new DomainError('INVALID_SCHEDULE', 'Each duration must end after it starts', `duration.${i}.to`);
    }
  }
  if (details.duration[0]!.from.slice(0, 10) !== details.date) {
    throw new DomainError('INVALID_SCHEDULE', 'date must be the day of the first duration', 'date');
  }
  if (gameEndMs(details.duration) <= Date.parse(command.context.now)) {
    throw new DomainError('INVALID_SCHEDULE', 'The game would already be over', 'duration');
  }
  if (details.enableGameSkill && (details.gameSkillFrom ?? 0) > (details.gameSkillTo ?? 3)) {
    throw new DomainError('INVALID_SKILL_RANGE', 'gameSkillFrom must not be above gameSkillTo', 'gameSkillFrom');
  }
  const created: GameEvent = { type: 'GameCreated', data: { activityId, host, details } };
  // The creator is the host and, unless they say otherwise, its first participant.
  return details.isHostParticipating ? [created, { type: 'PlayerJoinedGame', data: { activityId, participant: host } }] : [created];
};

const joinGame = (command: Of<'JoinGame'>, state: GameState): GameEvent[] => {
  requireGame(state);
  const { activityId, player, message } = command.data;
  const membership = state.members.get(player.id);
  if (membership === 'joined') throw new DomainError('ALREADY_PARTICIPANT', 'You are already a participant of this game');
  if (membership === 'requested') throw new DomainError('ALREADY_REQUESTED', 'Your request to join is already waiting for the host');
  requireNotOver(state, command.context.now);
  if (state.hold) throw new DomainError('GAME_ON_HOLD', `The game is on hold: ${state.hold.reason}`);
  if (state.joinedCount >= state.maxParticipants || state.matchFull) throw new DomainError('GAME_FULL', 'The game is full');
  // Spec section 4: a private game takes a request that the host accepts or rejects; the host, and
  // an invited user accepting the invitation, join directly.
  if (state.privacy === 'private' && player.id !== state.hostId && membership !== 'invited') {
    return [{ type: 'JoinRequested', data: { activityId, participant: player, ...(message ? { message } : {}) } }];
  }
  return [{ type: 'PlayerJoinedGame', data: { activityId, participant: player } }];
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
  if (state.joinedCount >= state.maxParticipants) throw new DomainError('GAME_FULL', 'The game is full');
  return [{ type: 'JoinRequestAccepted', data: { activityId, participantId, acceptedBy: by } }];
};

const holdGame = (command: Of<'HoldGame'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowed(state, command.context.userId, 'holdGame');
  requireNotOver(state, command.context.now);
  if (state.hold) throw new DomainError('GAME_ON_HOLD', 'The game is already on hold');
  const { activityId, reason } = command.data;
  return [{ type: 'GameHeld', data: { activityId, reason, heldBy: command.context.userId } }];
};

const releaseHold = (command: Of<'ReleaseHold'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowed(state, command.context.userId, 'releaseHold');
  if (!state.hold) throw new DomainError('GAME_NOT_ON_HOLD', 'The game is not on hold');
  return [{ type: 'GameHoldReleased', data: { activityId: command.data.activityId, releasedBy: command.context.userId } }];
};

const addCoHost = (command: Of<'AddCoHost'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowed(state, command.context.userId, 'addCoHost');
  requireNotOver(state, command.context.now);
  const { activityId, coHostId } = command.data;
  if (coHostId === state.hostId || state.coHostIds.includes(coHostId)) throw new DomainError('ALREADY_CO_HOST', 'This user already hosts the game', 'userId');
  if (state.members.get(coHostId) !== 'joined') throw new DomainError('NOT_A_PARTICIPANT', 'Only a participant of the game can become co-host', 'userId');
  return [{ type: 'CoHostAdded', data: { activityId, coHostId, addedBy: command.context.userId } }];
};

const setMatchFull = (command: Of<'SetMatchFull'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowed(state, command.context.userId, 'setMatchFull');
  requireNotOver(state, command.context.now);
  const { activityId, isMatchFull } = command.data;
  return state.matchFull === isMatchFull ? [] : [{ type: 'MatchFullSet', data: { activityId, isMatchFull, setBy: command.context.userId } }];
};

const removeParticipant = (command: Of<'RemoveParticipant'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowed(state, command.context.userId, 'removeParticipant');
  requireNotOver(state, command.context.now);
  const { activityId, participantId } = command.data;
  if (participantId === state.hostId || state.members.get(participantId) !== 'joined') {
    throw new DomainError('NOT_A_PARTICIPANT', 'Only a participant other than the host can be removed', 'id');
  }
  return [{ type: 'ParticipantRemoved', data: { activityId, participantId, removedBy: command.context.userId } }];
};

const inviteParticipants = (command: Of<'InviteParticipants'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowed(state, command.context.userId, 'inviteParticipants');
  requireNotOver(state, command.context.now);
  const { activityId, invitees } = command.data;
  const fresh = invitees.filter((p, i) => p.id !== state.hostId && !state.members.has(p.id) && invitees.findIndex((q) => q.id === p.id) === i);
  return fresh.length === 0 ? [] : [{ type: 'ParticipantsInvited', data: { activityId, invitees: fresh, invitedBy: command.context.userId } }];
};

const leaveGame = (command: Of<'LeaveGame'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireNotOver(state, command.context.now);
  const { activityId, participantId } = command.data;
  if (participantId === state.hostId) throw new DomainError('HOST_CANNOT_LEAVE', 'The host cannot leave the game; delete it instead');
  if (state.members.get(participantId) !== 'joined') throw new DomainError('NOT_A_PARTICIPANT', 'You are not a participant of this game');
  return [{ type: 'ParticipantLeft', data: { activityId, participantId } }];
};

const deleteGame = (command: Of<'DeleteGame'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowed(state, command.context.userId, 'deleteGame');
  // A game that took place stays: its history is what ratings and leaderboards read.
  requireNotOver(state, command.context.now);
  return [{ type: 'GameDeleted', data: { activityId: command.data.activityId, deletedBy: command.context.userId } }];
};

export const decideGame = (command: GameCommandMessage, state: GameState): GameEvent[] => {
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
    case 'InviteParticipants':
      return inviteParticipants(command, state);
    case 'DeleteGame':
      return deleteGame(command, state);
    case 'RemoveParticipant':
      return removeParticipant(command, state);
  }
};

export const gameDecider: Decider<GameCommandMessage, GameEvent, GameState> = {
  initialState: initialGameState,
  evolve: evolveGame,
  decide: decideGame,
};
