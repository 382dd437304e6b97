import { DomainError, type GameCommand, type WaitlistCommand } from '@sports/contracts';
import { MODERATION_ACTIONS, mayOnGame, type GameAction } from '@sports/shared-rules';
import type { Command } from '../core/decider';
import { membershipOfState, type GameState } from './gameState';

export type GameCommandMessage = (GameCommand | WaitlistCommand) &
  Pick<Command, 'context'> & {
    /** Sent by the back office for a platform operator (permissions.ts mayModerateGames): may hold, release and delete like the host. */
    moderator?: boolean;
  };
export type Of<T extends GameCommandMessage['type']> = Extract<GameCommandMessage, { type: T }>;

export const requireGame = (state: GameState): void => {
  if (!state.exists) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
};

/** Permission checks live in shared-rules (permissions.ts); the game's own stream says who the host is. */
export const requireAllowed = (state: GameState, userId: string, action: GameAction): void => {
  if (!mayOnGame({ userId }, action, membershipOfState(state))) throw new DomainError('NOT_HOST', 'Only the host of the game may do this');
};

/** Spec section 4: a game is over when its last duration end has passed (start + 4 h without an end). */
export const requireNotOver = (state: GameState, now: string): void => {
  if (state.endAtMs <= Date.parse(now)) throw new DomainError('GAME_OVER', 'The game is already over');
};

/** The host's right, or a moderator's for the moderation actions. */
export const requireAllowedFor = (state: GameState, command: GameCommandMessage, action: GameAction): void => {
  if (command.moderator && (MODERATION_ACTIONS as readonly GameAction[]).includes(action)) return;
  requireAllowed(state, command.context.userId, action);
};

/** The usual preamble of a host tool: the game exists, the caller may, and it is not over. */
export const requireOpenGameFor = (state: GameState, command: GameCommandMessage, action: GameAction): void => {
  requireGame(state);
  requireAllowedFor(state, command, action);
  requireNotOver(state, command.context.now);
};
