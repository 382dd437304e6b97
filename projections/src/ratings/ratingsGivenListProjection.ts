import type { DisputeType, GameEvent, RatingEvent, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const RATINGS_GIVEN_LIST_COLLECTION = 'ratings_given_list';
export const RATING_GAME_FACTS_COLLECTION = 'rating_game_facts';

/**
 * One rating a rater gave, as it stands after their revisions: "Ratings you gave" (docs/ratings.md).
 * A rater rates each person once per game as a player, once as a host, and the game once (the
 * decider's ALREADY_RATED), so the id says who, where and what:
 * `{raterId}/{activityId}/player/{userId}`, `…/host/{userId}`, `{raterId}/{activityId}/game`
 * ('/' never appears in ids, ID_PATTERN). The rater's list is one indexed range, newest first.
 */
export type RatingGivenItemDocument = {
  id: string;
  raterId: string;
  activityId: string;
  kind: 'player' | 'host' | 'game';
  /** The rated person; null for a game rating. */
  ratedUserId: string | null;
  /** The server's time of the first rating: the list's order, which a revision does not move. */
  ratedAt: string;
  revisions: number;
  stars: number | null;
  ratedLevel: number | null;
  assessment: { isParticipated: boolean; isPunctual: boolean; isTeamPlayer: boolean; isOnTimePayment: boolean } | null;
  description: string;
  isGameHappened: boolean | null;
  dispute: DisputeType | null;
};

type Given = Extract<RatingEvent, { type: 'ParticipantRated' | 'ParticipantRatingRevised' | 'HostRated' | 'GameRated' }>;

const itemIdOf = (event: Given): string => {
  const { raterId, activityId } = event.data;
  switch (event.type) {
    case 'ParticipantRated':
    case 'ParticipantRatingRevised':
      return `${raterId}/${activityId}/player/${event.data.ratedUserId}`;
    case 'HostRated':
      return `${raterId}/${activityId}/host/${event.data.hostId}`;
    case 'GameRated':
      return `${raterId}/${activityId}/game`;
  }
};

const blank = {
  revisions: 0,
  stars: null,
  ratedLevel: null,
  assessment: null,
  description: '',
  isGameHappened: null,
  dispute: null,
} as const;

const evolveItem = (doc: RatingGivenItemDocument | null, event: Given, at: string): RatingGivenItemDocument | null => {
  const base = { id: itemIdOf(event), raterId: event.data.raterId, activityId: event.data.activityId, ratedAt: at };
  switch (event.type) {
    case 'ParticipantRated':
    case 'ParticipantRatingRevised': {
      const { ratedUserId, stars, ratedLevel, assessment, description } = event.data;
      // A revision names only what changed: the fields it sends replace the earlier ones, the rest stand.
      const earlier = doc ?? { ...blank, ...base, kind: 'player' as const, ratedUserId };
      return {
        ...earlier,
        ...(stars !== undefined ? { stars } : {}),
        ...(ratedLevel !== undefined ? { ratedLevel } : {}),
        ...(assessment ? { assessment } : {}),
        ...(description !== undefined ? { description } : {}),
        revisions: event.type === 'ParticipantRatingRevised' ? event.data.revision : earlier.revisions,
      };
    }
    case 'HostRated':
      return {
        ...blank,
        ...base,
        kind: 'host',
        ratedUserId: event.data.hostId,
        stars: event.data.stars,
        description: event.data.description ?? '',
      };
    case 'GameRated': {
      const { isGameHappened, dispute, description } = event.data;
      return { ...blank, ...base, kind: 'game', ratedUserId: null, isGameHappened, dispute, description };
    }
  }
};

export const ratingsGivenListProjection = defineProjection<RatingGivenItemDocument>({
  name: 'ratings.givenList.v1',
  // The rater's ratings newest first (ties by id).
  collection: {
    name: RATINGS_GIVEN_LIST_COLLECTION,
    indexes: [
      {
        fields: [
          ['raterId', 1],
          ['ratedAt', -1],
        ],
      },
    ],
  },
  handles: ['ParticipantRated', 'ParticipantRatingRevised', 'HostRated', 'GameRated'],
  documentId: (event: RecordedEvent) => itemIdOf(event as unknown as Given),
  evolve: (doc, event) => evolveItem(doc, event as unknown as Given, event.metadata.time),
});

/**
 * What "Ratings you gave" says about a game: its name, day and listing as they are now. Unlike the
 * other game read models it keeps a deleted game (marked `deleted`): a game can be deleted while it
 * is on, after its hosts assessed players in it, and those ratings stay in the rater's list.
 */
export type RatingGameFactsDocument = {
  id: string;
  name: string;
  date: string;
  listingId: string;
  listingName: string;
  deleted: boolean;
};

type GameFactsEvent = Extract<GameEvent, { type: 'GameCreated' | 'GameUpdated' | 'GameDeleted' }>;

export const ratingGameFactsProjection = defineProjection<RatingGameFactsDocument>({
  name: 'ratings.gameFacts.v1',
  // Read by id only.
  collection: { name: RATING_GAME_FACTS_COLLECTION, indexes: [] },
  handles: ['GameCreated', 'GameUpdated', 'GameDeleted'],
  documentId: (event: RecordedEvent) => (event.data as { activityId: string }).activityId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as GameFactsEvent;
    if (event.type === 'GameDeleted') return doc && { ...doc, deleted: true };
    const { name, date, listingId, listingName } = event.data.details;
    return { id: event.data.activityId, name, date, listingId, listingName, deleted: false };
  },
});
