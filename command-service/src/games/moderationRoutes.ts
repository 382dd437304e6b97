import { DomainError, adminApi, streams, type Actor, type GameEvent, type VenueLink } from '@sports/contracts';
import { MODERATION_ACTIONS, mayModerateGames, mayModerateVenueGame, readableOrgsOf } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { gameDecider, type GameCommandMessage } from './gameDecider';
import type { PaidPlaceLeaving } from './routes';
import { checkPrecondition, ifMatchRevision, withIfMatch } from '../core/precondition';

export interface GameModerationDeps {
  /** The game's derived venue link (docs/adr/0108-games-at-their-venues.md), read from the read models. */
  venueLinkOf?: (activityId: string) => Promise<VenueLink | null>;
  /** Cancelling a game refunds every place bought online for it, as the host's delete does (bookings/bookingFlows.ts). */
  paid?: Pick<PaidPlaceLeaving, 'cancelPaidPlaces'>;
}

type Moderation = (typeof MODERATION_ACTIONS)[number];

/**
 * Who may moderate this game: platform operators any game; an organisation's staff and managers a
 * game at one of its venues (permissions.ts mayModerateVenueGame). A game outside the caller's
 * organisations answers 404, as the back office's read of it does, so ids cannot be probed; staff
 * who see the game but may not take this step get 403; players 403.
 */
const requireModerator = async (actor: Actor, action: Moderation, activityId: string, deps: GameModerationDeps): Promise<void> => {
  if (mayModerateGames(actor)) return;
  const orgs = readableOrgsOf(actor);
  if (orgs === null || !deps.venueLinkOf)
    throw new DomainError('FORBIDDEN', 'Platform operators and the venue’s staff moderate games', 'Authorization');
  const link = await deps.venueLinkOf(activityId);
  if (!link || !mayModerateVenueGame(actor, 'holdGame', link.orgId))
    throw new DomainError('GAME_NOT_FOUND', 'No such game at your venues', 'id');
  if (!mayModerateVenueGame(actor, action, link.orgId))
    throw new DomainError('FORBIDDEN', 'Only managers of the venue’s organisation cancel its games', 'Authorization');
};

/**
 * The back office's game moderation (hold, release, delete): the host's own commands on the game's
 * stream, sent as a moderator, so the same rules hold (not over, not held twice) and the history
 * says who did it. Platform operators moderate any game; an organisation's staff the games at its
 * venues, on the venue's behalf (spec section 1; docs/roles.md).
 */
export const registerGameModerationRoutes = (api: Api, handler: CommandHandler, deps: GameModerationDeps = {}): void => {
  const run = <R>(command: GameCommandMessage, reply: (events: GameEvent[]) => R) =>
    handler
      .handle({ streamId: streams.game(command.data.activityId), decider: gameDecider, command: { ...command, moderator: true }, reply })
      .then(respond);

  api.bind(adminApi.adminHoldGame, async (input) => {
    const activityId = input.params.id;
    await requireModerator(input.actor, 'holdGame', activityId, deps);
    return run({ type: 'HoldGame', data: { activityId, reason: input.body.reason }, context: contextOf(input) }, () => ({
      id: activityId,
      action: 'hold' as const,
    }));
  });

  api.bind(adminApi.adminReleaseGame, async (input) => {
    const activityId = input.params.id;
    await requireModerator(input.actor, 'releaseHold', activityId, deps);
    return run({ type: 'ReleaseHold', data: { activityId }, context: contextOf(input) }, () => ({
      id: activityId,
      action: 'release' as const,
    }));
  });

  api.bind(adminApi.adminDeleteGame, async (input) => {
    const activityId = input.params.id;
    const streamId = streams.game(activityId);
    await requireModerator(input.actor, 'deleteGame', activityId, deps);
    const command: GameCommandMessage = { type: 'DeleteGame', data: { activityId }, context: contextOf(input), moderator: true };
    // react-admin's delete with the game's ETag as read: 412 when the game changed since (core/precondition.ts).
    let ifMatch = input.headers['if-match'];
    if (deps.paid) {
      // As the host's delete (games/routes.ts): decided on the game as it is, then every place bought
      // online is cancelled with all of it paid back before the game goes. The players leaving move
      // the game's stream, so If-Match is checked before them, and on the delete only if nothing moved.
      const game = await handler.read(streamId, gameDecider);
      if (game.exists) {
        gameDecider.decide(command, game);
        const before = await handler.revisionOf(streamId, gameDecider);
        const wanted = ifMatchRevision(ifMatch);
        if (wanted === 'never') await withIfMatch(ifMatch, streamId, async () => undefined); // 412: names no revision
        if (typeof wanted === 'bigint') checkPrecondition({ streamId, revision: wanted }, before);
        await deps.paid.cancelPaidPlaces(activityId, command.context);
        if ((await handler.revisionOf(streamId, gameDecider)) !== before) ifMatch = undefined;
      }
    }
    return withIfMatch(ifMatch, streamId, () => run(command, () => ({ id: activityId, action: 'delete' as const })));
  });
};
