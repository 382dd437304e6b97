import {
  PLAYED_GAMES_COLLECTION,
  RATED_GAMES_COLLECTION,
  countPlayedGamesOf,
  type DocumentStore,
  type PlayedGameDocument,
} from '@sports/projections';

/** Far more games than are ever marked as not having happened in one window. */
const MAX_MARKED = 10_000;

/** Ids of the games marked as not having happened that ended in (after, until], optionally of one listing and region. */
const markedIds = async (
  store: DocumentStore,
  after: number,
  until: number,
  where: { listingId: string; region: string } | null,
): Promise<string[]> => {
  if (until <= after) return [];
  const filter = { ...where, notHappened: true, endAt: { $gt: after, $lte: until } };
  return (await store.findFields(RATED_GAMES_COLLECTION, { filter, limit: MAX_MARKED }, [])).map((r) => r.id);
};

/**
 * The played games of a listing and region, ended in (after, until], that most raters say did
 * not happen (docs/ratings.md): leaderboards take their players' games back out.
 */
export const notHappenedGamesOf = async (
  store: DocumentStore,
  listingId: string,
  region: string,
  after: number,
  until: number,
): Promise<PlayedGameDocument[]> => {
  const ids = await markedIds(store, after, until, { listingId, region });
  return ids.length === 0
    ? []
    : store.find<PlayedGameDocument>(PLAYED_GAMES_COLLECTION, { filter: { id: { $in: ids } }, limit: ids.length });
};

/** How many of a user's played games in (after, until] did not happen: the activity level leaves them out. */
export const countNotHappenedFor = async (store: DocumentStore, userId: string, after: number, until: number): Promise<number> => {
  const ids = await markedIds(store, after, until, null);
  return ids.length === 0 ? 0 : countPlayedGamesOf(store, userId, {}, ids);
};
