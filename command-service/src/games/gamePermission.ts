import { streams } from '@sports/contracts';
import type { GameAction } from '@sports/shared-rules';
import type { CommandHandler } from '../core/commandHandler';
import { gameDecider } from './gameDecider';
import { requireAllowed, requireGame } from './gameGuards';
import type { GameState } from './gameState';

/**
 * Who may act on a game, decided before the route reads its body (docs/adr/0117-authorization-before-body.md): the game's current state is
 * read through the command handler (its stream's
 * cached state folded to the newest event, never the lagging read model), and the decider's own
 * guards run on it, so the refusal is the one the decider would give (GAME_NOT_FOUND, NOT_HOST).
 * The decider checks again inside the stream's lock: a role lost in between is still refused.
 */
export const requireGamePermission = async (
  handler: CommandHandler,
  activityId: string,
  userId: string,
  action: GameAction,
): Promise<GameState> => {
  const state = await handler.read(streams.game(activityId), gameDecider);
  requireGame(state);
  requireAllowed(state, userId, action);
  return state;
};

/**
 * The status call (participantStatus.ts) answers a request, which the host and co-hosts do, or is
 * an invited user accepting their own invitation: only someone holding an invitation gets past
 * this without the host's right, and their body then says whom the call is about.
 */
export const requireStatusPermission = async (handler: CommandHandler, activityId: string, userId: string): Promise<void> => {
  const state = await handler.read(streams.game(activityId), gameDecider);
  requireGame(state);
  if (state.members.get(userId) !== 'invited') requireAllowed(state, userId, 'answerJoinRequest');
};
