import {
  DomainError,
  gameRatingSchema,
  hostRatingSchema,
  participantRatingSchema,
  type GameRating,
  type HostRating,
  type ParticipantRating,
  type RatingRecord,
} from '@sports/contracts';
import { mayOnGame } from '@sports/shared-rules';
import type { RatedGame } from './ratedGame';

export type MappedRating =
  | { type: 'RateGame'; kind: 'game'; rating: GameRating }
  | { type: 'RateHost'; kind: 'host'; rating: HostRating }
  | { type: 'RateParticipant'; kind: 'participant'; rating: ParticipantRating };

const PLAYER_FLAGS = ['isPunctual', 'isTeamPlayer', 'isOnTimePayment'] as const;

const refuse = (field: string, message: string): never => {
  throw new DomainError('VALIDATION_FAILED', message, field);
};

/** A control left unset (null) is the same as one not sent. */
const withoutNulls = (record: RatingRecord) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));

/** The form's defaults on the parts a screen does not show (spec section 5: participation defaults to true). */
const requirePlayerDefaults = (record: RatingRecord): void => {
  if (record.stars != null) refuse('stars', 'A game rating has no stars; rate the host or a player with ratingFor their id');
  if (record.ratedLevel != null) refuse('ratedLevel', 'A game rating has no skill level; rate a player with ratingFor their id');
  if (record.isParticipated === false) refuse('isParticipated', "'Did the player show up?' is answered on a player's rating");
  for (const flag of PLAYER_FLAGS) if (record[flag] === true) refuse(flag, `${flag} is given on a player's rating`);
};

/**
 * Spec section 7 "PUT rating": which of the three calls one rating record is.
 * The game is rated with ratingFor its own id; a host or co-host is rated as a host by whoever may
 * rate hosts (spec section 6: not hosts and co-hosts, who rate them as players); anyone else as a
 * participant. The commands then apply their own rules, so this only picks and reshapes.
 */
export const mapRatingRecord = (record: RatingRecord, game: RatedGame, raterId: string): MappedRating => {
  const given = withoutNulls(record);
  if (record.ratingFor === game.activityId) {
    requirePlayerDefaults(record);
    const { ratingFor, isGameHappened, dispute, description, time } = given as RatingRecord;
    return { type: 'RateGame', kind: 'game', rating: gameRatingSchema.parse({ ratingFor, isGameHappened, dispute, description, time }) };
  }
  // Whether the game happened, and a dispute, are the game's rating (ratingFor the game's id).
  if (record.isGameHappened === false)
    refuse('isGameHappened', "Whether the game happened is the game's rating: send ratingFor the game's id");
  if (record.dispute != null) refuse('dispute', "A dispute is raised on the game's rating: send ratingFor the game's id");
  const { isGameHappened: _happened, dispute: _dispute, ...person } = given as RatingRecord;
  const { hostId, coHostIds } = game.membership;
  const ratesAHost =
    (record.ratingFor === hostId || coHostIds.includes(record.ratingFor)) && mayOnGame({ userId: raterId }, 'rateHost', game.membership);
  if (ratesAHost) {
    const parsed = hostRatingSchema.safeParse(person);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String((issue?.code === 'unrecognized_keys' ? issue.keys[0] : issue?.path[0]) ?? 'ratingFor');
      return refuse(field, `A host is rated with stars and a description only; ${field} is not given to a host`);
    }
    return { type: 'RateHost', kind: 'host', rating: parsed.data };
  }
  return { type: 'RateParticipant', kind: 'participant', rating: participantRatingSchema.parse(person) };
};
