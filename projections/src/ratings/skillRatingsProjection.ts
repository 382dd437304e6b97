import { skillConsensusOf, weighSkillRatings, type RatingEvent, type RecordedEvent, type SkillConsensus, type SkillRatingEntry } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { pairId } from './ratingsGivenProjection';

export const SKILL_RATINGS_COLLECTION = 'skill_ratings';

/**
 * Every skill level a player received in one listing, in the order given, and the consensus
 * over them (contracts skillConsensus.ts: each rater's latest counts once, games that did not
 * happen weigh nothing, "new" below the minimum of raters). Id: `${userId}/${listingId}`.
 */
export type SkillRatingsDocument = {
  id: string;
  userId: string;
  listingId: string;
  ratings: SkillRatingEntry[];
  gamesSetAside: string[];
  consensus: SkillConsensus;
};

const withConsensus = (doc: Omit<SkillRatingsDocument, 'consensus'>): SkillRatingsDocument => ({
  ...doc,
  consensus: skillConsensusOf(weighSkillRatings(doc.ratings, new Set(doc.gamesSetAside))),
});

const evolveSkillRatings = (doc: SkillRatingsDocument | null, event: RecordedEvent): SkillRatingsDocument | null => {
  const e = event as unknown as RatingEvent;
  if (e.type === 'RatingsSetAside' || e.type === 'RatingsRestored') {
    if (!doc) return null;
    const others = doc.gamesSetAside.filter((id) => id !== e.data.activityId);
    return withConsensus({ ...doc, gamesSetAside: e.type === 'RatingsSetAside' ? [...others, e.data.activityId] : others });
  }
  if (e.type !== 'ParticipantRated' || e.data.ratedLevel === undefined) return doc;
  const { ratedUserId, listingId, activityId, raterId, ratedLevel } = e.data;
  const current = doc ?? { id: pairId(ratedUserId, listingId), userId: ratedUserId, listingId, ratings: [], gamesSetAside: [] };
  return withConsensus({ ...current, ratings: [...current.ratings, { activityId, raterId, level: ratedLevel, at: event.metadata.time }] });
};

export const skillRatingsProjection = defineProjection<SkillRatingsDocument>({
  name: 'ratings.skill',
  collection: { name: SKILL_RATINGS_COLLECTION, indexes: [] },
  handles: ['ParticipantRated', 'RatingsSetAside', 'RatingsRestored'],
  // Only ratings that carry a level make a document; set-asides reach the player's listing of that game.
  documentId: (event: RecordedEvent) => {
    const e = event as unknown as RatingEvent;
    if (e.type === 'ParticipantRated') return e.data.ratedLevel === undefined ? null : pairId(e.data.ratedUserId, e.data.listingId);
    if (e.type === 'RatingsSetAside' || e.type === 'RatingsRestored') return pairId(e.data.userId, e.data.listingId);
    return null;
  },
  evolve: evolveSkillRatings,
});
