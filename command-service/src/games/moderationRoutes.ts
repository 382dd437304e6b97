import { DomainError, adminApi, mayModerateGames, streams, type Actor, type GameEvent } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { gameDecider, type GameCommandMessage } from './gameDecider';
import { withIfMatch } from '../core/precondition';

const requireModerator = (actor: Actor): void => {
  if (!mayModerateGames(actor)) throw new DomainError('FORBIDDEN', 'Platform operators moderate games', 'Authorization');
};

/**
 * The back office's game moderation (the back-office issue: games hold, release, delete): the
 * host's own commands on the game's stream, sent as a moderator, so the same rules hold (not over,
 * not held twice) and the history says who did it.
 */
export const registerGameModerationRoutes = (api: Api, handler: CommandHandler): void => {
  const run = <R>(command: GameCommandMessage, reply: (events: GameEvent[]) => R) =>
    handler.handle({ streamId: streams.game(command.data.activityId), decider: gameDecider, command: { ...command, moderator: true }, reply }).then(respond);

  api.bind(adminApi.adminHoldGame, (input) => {
    requireModerator(input.actor);
    const activityId = input.params.id;
    return run({ type: 'HoldGame', data: { activityId, reason: input.body.reason }, context: contextOf(input) }, () => ({ id: activityId, action: 'hold' as const }));
  });

  api.bind(adminApi.adminReleaseGame, (input) => {
    requireModerator(input.actor);
    const activityId = input.params.id;
    return run({ type: 'ReleaseHold', data: { activityId }, context: contextOf(input) }, () => ({ id: activityId, action: 'release' as const }));
  });

  api.bind(adminApi.adminDeleteGame, (input) => {
    requireModerator(input.actor);
    const activityId = input.params.id;
    // react-admin's delete with the game's ETag as read: 412 when the game changed since (core/precondition.ts).
    return withIfMatch(input.headers['if-match'], streams.game(activityId), () => run({ type: 'DeleteGame', data: { activityId }, context: contextOf(input) }, () => ({ id: activityId, action: 'delete' as const })));
  });
};
