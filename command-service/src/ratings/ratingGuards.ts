import { DomainError, type Actor, type RaterRole, type RatingCommand, type RatingEvent, type VenueLink } from '@sports/contracts';
import { gameRoleOf, mayOnGame, type GameAction } from '@sports/shared-rules';
import type { Command } from '../core/decider';
import type { RatedGame } from './ratedGame';

/** A rating command, with the facts of the rated game read from its stream (they are not part of the command's fingerprint). */
export type RatingCommandMessage = RatingCommand &
  Pick<Command, 'context'> & {
    game: RatedGame;
    /** Staff commands on dispute cases: who acts, for permissions.ts mayOnDispute. */
    reviewer?: Pick<Actor, 'role' | 'scopeIds'>;
    /**
     * Staff commands on dispute cases: the game's derived venue (docs/adr/0108-games-at-their-venues.md),
     * read from the read models before deciding, for a case about a game named by a field or a typed place.
     */
    venue?: Pick<VenueLink, 'spaceId' | 'orgId'> | null;
  };
export type Of<T extends RatingCommand['type']> = Extract<RatingCommandMessage, { type: T }>;

/**
 * The preamble of every rating command (spec sections 5 and 6): the game exists and the rater
 * may see it (a private game is "not found" for outsiders, as everywhere), the rater is its host,
 * a co-host or a joined participant, and the game has started: there is nothing to rate before.
 */
export const requireRater = (command: RatingCommandMessage): RaterRole => {
  const { game, context } = command;
  const raterId = context.userId;
  requireMayRate(game, raterId);
  if (Date.parse(context.now) < game.startAtMs) throw new DomainError('GAME_NOT_STARTED', 'Ratings open when the game starts');
  return gameRoleOf(raterId, game.membership) as RaterRole;
};

/**
 * Who may rate in the game at all, whatever the rating says: the routes ask it before reading the
 * body (docs/adr/0117-authorization-before-body.md), and requireRater asks it again.
 */
export const requireMayRate = (game: RatedGame, raterId: string): void => {
  if (!game.exists || (game.privacy === 'private' && !mayOnGame({ userId: raterId }, 'viewPrivateGame', game.membership))) {
    throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
  }
  if (!mayOnGame({ userId: raterId }, 'rateInGame', game.membership)) {
    throw new DomainError('RATER_NOT_PARTICIPANT', 'Only the participants of a game rate in it');
  }
};

/** Spec section 6: hosts and co-hosts rate each other as players, never as hosts. */
export const requireMayRateHost = (game: RatedGame, raterId: string): void => {
  if (!mayOnGame({ userId: raterId }, 'rateHost', game.membership))
    throw new DomainError('HOSTS_CANNOT_RATE_HOSTS', 'Hosts and co-hosts cannot rate hosts');
};

/** A host-only part of a rating (spec sections 5 and 6): the host or a co-host, and only while the game is not over. */
export const requireHostPart = (command: RatingCommandMessage, action: GameAction, field: string): void => {
  const { game, context } = command;
  if (!mayOnGame({ userId: context.userId }, action, game.membership)) {
    throw new DomainError('NOT_HOST', 'Only the host or a co-host marks attendance, rates skill and sets the reputation flags', field);
  }
  if (game.endAtMs <= Date.parse(context.now))
    throw new DomainError('GAME_OVER', 'Attendance, skill and the reputation flags are rated only while the game is not over', field);
};

/** Whether the rater may answer 'Did the player show up?' right now. */
export const mayAssessNow = (command: RatingCommandMessage): boolean =>
  mayOnGame({ userId: command.context.userId }, 'markAttendance', command.game.membership) &&
  command.game.endAtMs > Date.parse(command.context.now);

/** While a game is marked as not having happened, every new rating of a person is set aside at once. */
export const setAsideIfNotHappened = (command: RatingCommandMessage, notHappened: boolean, userId: string): RatingEvent[] =>
  notHappened
    ? [{ type: 'RatingsSetAside', data: { activityId: command.game.activityId, userId, listingId: command.game.listingId } }]
    : [];
