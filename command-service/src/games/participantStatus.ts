import { DomainError, type GameEvent, type PersonRef } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';
import { decideGame, gameDecider, type GameCommandMessage } from './gameDecider';
import { requireGame } from './gameGuards';
import type { GameState } from './gameState';

export type ParticipantStatusChange = 'joined' | 'rejected' | 'retired';

/**
 * Spec section 7 "PUT update participant status (body id, updatedOn, updatedBy)".
 * The spec's client sends no status; the server derives it from the participant's membership at
 * decision time, inside the game stream's revision (so a retried command decides the same way):
 * an open request is accepted by the host or a co-host, an invitation is accepted by the invited
 * user themself (accepting is joining, spec section 4). A status the client does send is obeyed.
 */
export type UpdateParticipantStatus = Command<
  'UpdateParticipantStatus',
  { activityId: string; participantId: string; status?: ParticipantStatusChange; caller: PersonRef }
>;

export const resolveStatusCommand = (command: UpdateParticipantStatus, state: GameState): GameCommandMessage => {
  const { activityId, participantId, status, caller } = command.data;
  const context = command.context;
  if (status === 'joined') return { type: 'AcceptJoinRequest', data: { activityId, participantId }, context };
  if (status === 'rejected') return { type: 'RejectJoinRequest', data: { activityId, participantId }, context };
  if (status === 'retired') return { type: 'RemoveParticipant', data: { activityId, participantId }, context };
  requireGame(state);
  const membership = state.members.get(participantId);
  if (membership === 'requested') return { type: 'AcceptJoinRequest', data: { activityId, participantId }, context };
  if (membership === 'invited' && participantId === caller.id) return { type: 'JoinGame', data: { activityId, player: caller }, context };
  throw new DomainError(
    'REQUEST_NOT_FOUND',
    membership === 'invited'
      ? 'Only the invited user accepts an invitation; send status to change anything else'
      : 'This user has no open request or invitation to answer; send status (joined, rejected or retired) to change anything else',
    'id',
  );
};

export const participantStatusDecider: Decider<UpdateParticipantStatus, GameEvent, GameState> = {
  initialState: gameDecider.initialState,
  evolve: gameDecider.evolve,
  decide: (command, state) => decideGame(resolveStatusCommand(command, state), state),
};
