import { DomainError, type GameEvent } from '@sports/contracts';
import { mayOnGame } from '@sports/shared-rules';
import { requireAllowed, requireGame, requireNotOver, type Of } from './gameGuards';
import { membershipOfState, type GameState } from './gameState';

/** Spec section 3, hold responses: participants and co-hosts answer a hold; a second answer replaces the first. */
export const respondToHold = (command: Of<'RespondToHold'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowed(state, command.context.userId, 'respondToHold');
  if (!state.hold) throw new DomainError('GAME_NOT_ON_HOLD', 'The game is not on hold');
  return [
    {
      type: 'HoldResponded',
      data: { activityId: command.data.activityId, userId: command.context.userId, response: command.data.response },
    },
  ];
};

/** Spec section 6 "Ordinary participant: ... query": anyone who may see the game asks, until it is over. */
export const addQuery = (command: Of<'AddQuery'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireNotOver(state, command.context.now);
  if (state.privacy === 'private' && !mayOnGame({ userId: command.context.userId }, 'viewPrivateGame', membershipOfState(state))) {
    throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
  }
  if (state.queries.has(command.data.queryId)) return []; // the same question retried
  if (state.queries.size >= 200) throw new DomainError('VALIDATION_FAILED', 'This game has too many open queries', 'question');
  return [{ type: 'QueryAdded', data: command.data }];
};

export const answerQuery = (command: Of<'AnswerQuery'>, state: GameState): GameEvent[] => {
  requireGame(state);
  requireAllowed(state, command.context.userId, 'answerQuery');
  const query = state.queries.get(command.data.queryId);
  if (!query) throw new DomainError('QUERY_NOT_FOUND', 'No such query on this game', 'queryId');
  if (query.answered) throw new DomainError('QUERY_ALREADY_ANSWERED', 'This query is already answered', 'queryId');
  return [{ type: 'QueryAnswered', data: command.data }];
};

/** The asker takes their question back; the host and co-hosts may remove any. */
export const deleteQuery = (command: Of<'DeleteQuery'>, state: GameState): GameEvent[] => {
  requireGame(state);
  const query = state.queries.get(command.data.queryId);
  if (!query) throw new DomainError('QUERY_NOT_FOUND', 'No such query on this game', 'queryId');
  if (query.askedBy !== command.context.userId) requireAllowed(state, command.context.userId, 'moderateQuery');
  return [{ type: 'QueryDeleted', data: { ...command.data, deletedBy: command.context.userId } }];
};
