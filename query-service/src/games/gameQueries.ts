import { MAX_SAVED_GAMES, gamesApi, mayOnGame, shouldStopLoading, type Actor, type GameDocument, type GameMembership, type UserDocument } from '@sports/contracts';
import { GAMES_COLLECTION, USERS_COLLECTION, type DocumentStore, type Filter, type FindQuery } from '@sports/projections';
import type { z } from 'zod';

type ListQuery = z.infer<typeof gamesApi.listGamesQuery>;

/** Spec section 5: private games are hidden from non-participants. */
export const visibleTo = (viewerId: string | null): Filter =>
  viewerId ? { $or: [{ privacy: 'public' }, { memberIds: viewerId }] } : { privacy: 'public' };

/** Spec section 4 status filters, each served by an index (see the gameList projection's declaration). */
const byStatus = (status: ListQuery['status'], nowMs: number): Pick<FindQuery, 'filter' | 'sort'> => {
  switch (status) {
    case 'upcoming':
      return { filter: { isOnHold: false, startAt: { $gt: nowMs } }, sort: [['startAt', 1]] };
    case 'ongoing':
      return { filter: { isOnHold: false, startAt: { $lte: nowMs }, endAt: { $gt: nowMs } }, sort: [['startAt', 1]] };
    case 'past':
      return { filter: { endAt: { $lte: nowMs } }, sort: [['endAt', -1]] };
    case 'hold':
      return { filter: { isOnHold: true, endAt: { $gt: nowMs } }, sort: [['startAt', 1]] };
  }
};

export interface GamePage {
  activities: GameDocument[];
  total: number;
}

export const listGames = async (
  store: DocumentStore,
  query: ListQuery,
  page: { page: number; size: number },
  viewerId: string | null,
  nowMs: number,
): Promise<GamePage> => {
  const { filter, sort } = byStatus(query.status, nowMs);
  const dates = query.startDate || query.endDate ? { date: { ...(query.startDate ? { $gte: query.startDate } : {}), ...(query.endDate ? { $lte: query.endDate } : {}) } } : {};
  const listing = query.filterListingId ? { listingId: query.filterListingId } : {};
  const combined: Filter = { ...filter, ...listing, ...dates, ...visibleTo(viewerId) };
  const [activities, total] = await Promise.all([
    store.find<GameDocument>(GAMES_COLLECTION, { filter: combined, sort: sort ?? [], skip: page.page * page.size, limit: page.size }),
    store.count(GAMES_COLLECTION, combined),
  ]);
  return { activities, total };
};

/** The game roles permissions.ts needs, read from the game document. */
export const membershipOf = (game: GameDocument): GameMembership => ({
  hostId: game.host,
  coHostIds: game.hostandCoHost.filter((id) => id !== game.host),
  participantIds: game.participants,
  requesterIds: game.participantDetail.filter((p) => p.status === 'requested' || p.status === 'invited').map((p) => p.id),
});

export const getVisibleGame = async (store: DocumentStore, activityId: string, viewer: Pick<Actor, 'userId' | 'role'> | null): Promise<GameDocument | null> => {
  const game = await store.get<GameDocument>(GAMES_COLLECTION, activityId);
  if (!game) return null;
  if (game.privacy === 'private' && !mayOnGame(viewer, 'viewPrivateGame', membershipOf(game))) return null;
  return game;
};

/**
 * The viewer's saved games they may still see, newest save first (a user saves at most
 * MAX_SAVED_GAMES, so one indexed lookup by id serves every page).
 */
export const listSavedGames = async (store: DocumentStore, viewer: Pick<Actor, 'userId' | 'role'>, page: { page: number; size: number }): Promise<GamePage> => {
  const user = await store.get<UserDocument>(USERS_COLLECTION, viewer.userId);
  const savedIds = user?.savedGameIds ?? [];
  if (savedIds.length === 0) return { activities: [], total: 0 };
  const found = await store.find<GameDocument>(GAMES_COLLECTION, { filter: { id: { $in: savedIds } }, limit: MAX_SAVED_GAMES });
  const order = new Map(savedIds.map((id, i) => [id, i]));
  const visible = found
    .filter((game) => game.privacy !== 'private' || mayOnGame(viewer, 'viewPrivateGame', membershipOf(game)))
    .sort((a, b) => order.get(a.activityId)! - order.get(b.activityId)!);
  return { activities: visible.slice(page.page * page.size, (page.page + 1) * page.size), total: visible.length };
};

/** The next page's URL with the same filters (spec section 7: "follow nextUrl"), or null after the last page. */
export const nextUrlFor = (path: string, search: string, page: number, size: number, returned: number, total: number): string | null => {
  if (shouldStopLoading(returned, size) || (page + 1) * size >= total) return null;
  return `${path.replace(/\/\d+\/\d+$/, `/${page + 1}/${size}`)}${search}`;
};
