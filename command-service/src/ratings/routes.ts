import { DomainError, adminApi, ratingsApi, streams, type Actor, type RatingEvent, type VenueLink } from '@sports/contracts';
import { disputeScopeOf, mayEditAccount } from '@sports/shared-rules';
import type { EventStore } from '@sports/event-store';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { ratingDecider, type RatingCommandMessage } from './ratingDecider';
import { readRatedGame, type RatedGame } from './ratedGame';
import { requireMayRate, requireMayRateHost } from './ratingGuards';
import { mapRatingRecord } from './ratingRecord';

export type GameStreamReader = Pick<EventStore, 'readStream'>;

/**
 * Decides one rating command on the game's ratings stream, with the game's facts read from its
 * own stream first. The seed sends its ratings through here as well.
 */
export const handleRating = async <R>(
  handler: CommandHandler,
  games: GameStreamReader,
  command: Omit<RatingCommandMessage, 'game'>,
  reply: (events: RatingEvent[]) => R,
  /** The game as a route already read it to decide who may rate, before the body. */
  read?: RatedGame,
) => {
  const activityId = command.data.activityId;
  const game = read ?? (await readRatedGame(games, activityId));
  return handler.handle({
    streamId: streams.ratings(activityId),
    decider: ratingDecider,
    command: { ...command, game } as RatingCommandMessage,
    reply,
  });
};

export interface RatingRouteDeps {
  /** A game's derived venue link (docs/adr/0108-games-at-their-venues.md), read from the read models, as the game moderation routes do. */
  venueLinkOf?: (activityId: string) => Promise<VenueLink | null>;
}

export const registerRatingCommandRoutes = (
  api: Api,
  handler: CommandHandler,
  games: GameStreamReader,
  deps: RatingRouteDeps = {},
): void => {
  for (const [route, action] of [
    [ratingsApi.rateReviewPrompt, 'rate'],
    [ratingsApi.skipReviewPrompt, 'skip'],
  ] as const) {
    api.bind(route, async (input) => {
      const { activityId, userId } = input.params;
      // The prompt is the caller's own: the user id in the path must be the token's.
      if (!mayEditAccount(input.actor, userId)) throw new DomainError('FORBIDDEN', 'You answer only your own review prompts', 'userId');
      const value = input.query.value;
      const command = { type: 'AnswerReviewPrompt' as const, data: { activityId, userId, action, value }, context: contextOf(input) };
      return respond(
        await handleRating(handler, games, command, () => ({ message: 'success' as const, data: { activityId, userId, action, value } })),
      );
    });
  }

  for (const [route, type, kind] of [
    [ratingsApi.rateParticipant, 'RateParticipant', 'participant'],
    [ratingsApi.reviseParticipantRating, 'ReviseParticipantRating', 'participant'],
    [ratingsApi.rateHost, 'RateHost', 'host'],
    [ratingsApi.rateGame, 'RateGame', 'game'],
  ] as const) {
    api.bind(route, async (input) => {
      const { activityId } = input.params;
      // Who may rate is the game's, decided before the body (docs/adr/0117-authorization-before-body.md).
      const game = await readRatedGame(games, activityId);
      requireMayRate(game, input.actor.userId);
      if (kind === 'host') requireMayRateHost(game, input.actor.userId);
      const command = { type, data: { activityId, rating: input.body }, context: contextOf(input) } as Omit<RatingCommandMessage, 'game'>;
      const ratingFor = kind === 'game' ? activityId : (input.body as { ratingFor: string }).ratingFor;
      return respond(
        await handleRating(handler, games, command, () => ({ message: 'success' as const, data: { activityId, ratingFor, kind } }), game),
      );
    });
  }

  // The spec's one rating record, mapped onto the three commands above.
  api.bind(ratingsApi.submitRating, async (input) => {
    const { activityId } = input.params;
    const game = await readRatedGame(games, activityId);
    requireMayRate(game, input.actor.userId); // before the body: which kind of rating it is, the body says
    const mapped = mapRatingRecord(input.body, game, input.actor.userId);
    const command = { type: mapped.type, data: { activityId, rating: mapped.rating }, context: contextOf(input) } as Omit<
      RatingCommandMessage,
      'game'
    >;
    const reply = () => ({ message: 'success' as const, data: { activityId, ratingFor: input.body.ratingFor, kind: mapped.kind } });
    return respond(await handleRating(handler, games, command, reply, game));
  });

  // The decider checks the case's place against the reviewer (permissions.ts mayOnDispute).
  const reviewerOf = (actor: Actor) => {
    if (disputeScopeOf(actor) === null)
      throw new DomainError('FORBIDDEN', 'Platform operators and organisation staff handle dispute cases', 'Authorization');
    return { role: actor.role, scopeIds: actor.scopeIds };
  };
  // A case about a game named by a field or a typed place lies at the game's derived venue (resolveDispute.ts placeOf).
  const venueOf = async (activityId: string) => {
    const link = deps.venueLinkOf ? await deps.venueLinkOf(activityId) : null;
    return link ? { spaceId: link.spaceId, orgId: link.orgId } : null;
  };

  api.bind(adminApi.adminResolveDispute, async (input) => {
    const reviewer = reviewerOf(input.actor);
    const { activityId, outcome, note } = input.body;
    const caseId = input.params.id;
    const command = {
      type: 'ResolveDispute' as const,
      data: { activityId, caseId, outcome, note },
      context: contextOf(input),
      reviewer,
      venue: await venueOf(activityId),
    };
    return respond(await handleRating(handler, games, command, () => ({ id: caseId, activityId, status: 'resolved' as const, outcome })));
  });

  api.bind(adminApi.adminReopenDispute, async (input) => {
    const reviewer = reviewerOf(input.actor);
    const { activityId, note } = input.body;
    const caseId = input.params.id;
    const command = {
      type: 'ReopenDispute' as const,
      data: { activityId, caseId, note },
      context: contextOf(input),
      reviewer,
      venue: await venueOf(activityId),
    };
    return respond(await handleRating(handler, games, command, () => ({ id: caseId, activityId, status: 'open' as const })));
  });
};
