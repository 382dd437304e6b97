import { ownValue, type DisputeType, type RatingEvent, type RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const RATINGS_GIVEN_COLLECTION = 'ratings_given';

/** Ids of documents per person and game: '/' never appears in ids (ID_PATTERN), so the pair is unambiguous. */
export const pairId = (first: string, second: string) => `${first}/${second}`;

/**
 * What one rater did in one game: whom they rated as players and as hosts (spec section 2:
 * already-rated people are greyed out), their game rating (spec section 7 ratedGame) and their
 * answers to the review prompt. Id: `${activityId}/${raterId}`.
 */
export type RatingsGivenDocument = {
  id: string;
  activityId: string;
  raterId: string;
  ratedPlayerIds: string[];
  ratedHostIds: string[];
  gameRating: { isGameHappened: boolean; dispute: DisputeType | null; description: string } | null;
  prompt: { rate: boolean; skip: boolean };
  /**
   * Player id -> what this rater last gave them, the revisions applied (the edit
   * form and the host's "Run the game" panel start from it). Absent on documents built before.
   */
  givenToPlayers?: Record<string, GivenPlayerRating>;
};

/** What a rater gave one player, as it stands after their revisions. */
export type GivenPlayerRating = {
  stars?: number;
  ratedLevel?: number;
  assessment?: { isParticipated: boolean; isPunctual: boolean; isTeamPlayer: boolean; isOnTimePayment: boolean };
  description?: string;
  /** How many times it was revised (0: as first given). */
  revisions: number;
};

type PlayerRatingEvent = Extract<RatingEvent, { type: 'ParticipantRated' | 'ParticipantRatingRevised' }>;

/** The fields a rating or revision sends replace the earlier ones; those it leaves out stand. */
const givenAfter = (earlier: GivenPlayerRating | undefined, event: PlayerRatingEvent): GivenPlayerRating => {
  const { stars, ratedLevel, assessment, description } = event.data;
  return {
    ...earlier,
    ...(stars !== undefined ? { stars } : {}),
    ...(ratedLevel !== undefined ? { ratedLevel } : {}),
    ...(assessment ? { assessment } : {}),
    ...(description !== undefined ? { description } : {}),
    revisions: event.type === 'ParticipantRatingRevised' ? event.data.revision : (earlier?.revisions ?? 0),
  };
};

/** The rater of an event: the one who answered the prompt, or who rated. */
const raterOf = (event: RatingEvent): string | null => {
  switch (event.type) {
    case 'ReviewPromptAnswered':
      return event.data.userId;
    case 'ParticipantRated':
    case 'ParticipantRatingRevised':
    case 'HostRated':
    case 'GameRated':
      return event.data.raterId;
    default:
      return null;
  }
};

const added = (list: string[], id: string) => (list.includes(id) ? list : [...list, id]);

const evolveGiven = (doc: RatingsGivenDocument | null, event: RatingEvent): RatingsGivenDocument | null => {
  const raterId = raterOf(event);
  if (raterId === null) return doc;
  const { activityId } = event.data;
  const current = doc ?? {
    id: pairId(activityId, raterId),
    activityId,
    raterId,
    ratedPlayerIds: [],
    ratedHostIds: [],
    gameRating: null,
    prompt: { rate: false, skip: false },
  };
  switch (event.type) {
    case 'ReviewPromptAnswered':
      return { ...current, prompt: { ...current.prompt, [event.data.action]: event.data.value } };
    case 'ParticipantRated':
    case 'ParticipantRatingRevised': {
      const playerId = event.data.ratedUserId;
      const givenToPlayers = { ...current.givenToPlayers, [playerId]: givenAfter(ownValue(current.givenToPlayers, playerId), event) };
      return { ...current, ratedPlayerIds: added(current.ratedPlayerIds, playerId), givenToPlayers };
    }
    case 'HostRated':
      return { ...current, ratedHostIds: added(current.ratedHostIds, event.data.hostId) };
    case 'GameRated': {
      const { isGameHappened, dispute, description } = event.data;
      return { ...current, gameRating: { isGameHappened, dispute, description } };
    }
    default:
      return current;
  }
};

export const ratingsGivenProjection = defineProjection<RatingsGivenDocument>({
  name: 'ratings.given',
  // Read by id only: the review prompt, the rated lists and ratedGame know the game and the rater.
  collection: { name: RATINGS_GIVEN_COLLECTION, indexes: [] },
  handles: ['ReviewPromptAnswered', 'ParticipantRated', 'ParticipantRatingRevised', 'HostRated', 'GameRated'],
  documentId: (event: RecordedEvent) => {
    const raterId = raterOf(event as unknown as RatingEvent);
    return raterId === null ? null : pairId((event.data as { activityId: string }).activityId, raterId);
  },
  evolve: (doc, event) => evolveGiven(doc, event as unknown as RatingEvent),
});

/** Whether the rater has acted on the game: answered the prompt or rated anything in it. */
export const hasActedOn = (doc: RatingsGivenDocument | null | undefined): boolean =>
  !!doc && (doc.prompt.rate || doc.prompt.skip || doc.ratedPlayerIds.length > 0 || doc.ratedHostIds.length > 0 || doc.gameRating !== null);
