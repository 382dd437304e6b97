import type { ratingsApi } from '@sports/contracts';
import {
  RATING_GAME_FACTS_COLLECTION,
  RATINGS_GIVEN_LIST_COLLECTION,
  type DocumentStore,
  type RatingGameFactsDocument,
  type RatingGivenItemDocument,
} from '@sports/projections';
import type { NameOf } from '../people/nameBook';
import { loadByIds, skillOf } from '../people/personSummary';

type RatingGiven = ratingsApi.RatingGiven;

/** A game the facts read model has not seen (its creation not yet applied): named by id rather than left out. */
const unknownGame = (activityId: string): RatingGiven['game'] => ({
  activityId,
  name: '',
  date: '',
  listingId: '',
  listingName: '',
  deleted: false,
});

const itemOf = (doc: RatingGivenItemDocument, game: RatingGameFactsDocument | undefined, nameOf: NameOf): RatingGiven => ({
  id: doc.id,
  kind: doc.kind,
  ratedAt: doc.ratedAt,
  revisions: doc.revisions,
  game: game
    ? {
        activityId: game.id,
        name: game.name,
        date: game.date,
        listingId: game.listingId,
        listingName: game.listingName,
        deleted: game.deleted,
      }
    : unknownGame(doc.activityId),
  // The name of today, not the one at rating time (docs/adr/0091-read-time-names.md).
  rated: doc.ratedUserId === null ? null : { userId: doc.ratedUserId, name: nameOf(doc.ratedUserId) ?? null },
  stars: doc.stars,
  level: doc.ratedLevel === null ? null : skillOf(doc.ratedLevel),
  assessment: doc.assessment,
  description: doc.description,
  isGameHappened: doc.isGameHappened,
  dispute: doc.dispute,
});

/**
 * "Ratings you gave": one page of the rater's ratings, newest first (ties by id), each with the
 * game as it is now and the rated person's current name; `more` when another page follows.
 */
export const ratingsGivenPage = async (
  store: DocumentStore,
  nameOf: NameOf,
  raterId: string,
  page: number,
  size: number,
): Promise<{ ratings: RatingGiven[]; more: boolean }> => {
  const found = await store.find<RatingGivenItemDocument>(RATINGS_GIVEN_LIST_COLLECTION, {
    filter: { raterId },
    sort: [['ratedAt', -1]],
    skip: page * size,
    limit: size + 1,
  });
  const shown = found.slice(0, size);
  const games = await loadByIds<RatingGameFactsDocument>(
    store,
    RATING_GAME_FACTS_COLLECTION,
    shown.map((doc) => doc.activityId),
  );
  return { ratings: shown.map((doc) => itemOf(doc, games.get(doc.activityId), nameOf)), more: found.length > size };
};
