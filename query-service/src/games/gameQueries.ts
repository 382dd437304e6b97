import { MAX_SAVED_GAMES, type Actor, type GameDocument, type UserDocument } from '@sports/contracts';
import { mayOnGame, shouldStopLoading, type GameMembership } from '@sports/shared-rules';
import { GAMES_COLLECTION, USERS_COLLECTION, type DocumentStore } from '@sports/projections';
import { aroundOf, listFilterOf, visibleTo, withinTest, type ListQuery } from './listFilter';
import { findPage } from './paging';
import { membershipIn, membershipsOf, viewerMembershipOf } from './memberships';

export { visibleTo } from './listFilter';

export interface GamePage {
  activities: GameDocument[];
  hasMore: boolean;
}

/** A page of one of the side lists (saved, mine, interests, region), with its exact total. */
export type CountedGamePage = GamePage & { total: number };

/** Spec section 7 "GET all games": one page under the filters, visible to the viewer; the exact distance is tested after the box. */
export const listGames = (
  store: DocumentStore,
  query: ListQuery,
  page: { page: number; size: number },
  memberGameIds: readonly string[],
  nowMs: number,
): Promise<GamePage> => {
  const { filter, sort } = listFilterOf(query, nowMs);
  const around = aroundOf(query);
  return findPage(store, { filter: { ...filter, ...visibleTo(memberGameIds) }, sort }, page, around ? withinTest(around) : undefined);
};

/** The viewer's own private games under the same filters: the facets count public games, this adds what only the viewer sees. */
export const countViewerPrivateGames = (
  store: DocumentStore,
  query: ListQuery,
  memberGameIds: readonly string[],
  nowMs: number,
): Promise<number> =>
  memberGameIds.length
    ? store.count(GAMES_COLLECTION, { ...listFilterOf(query, nowMs).filter, privacy: 'private', id: { $in: [...memberGameIds] } })
    : Promise.resolve(0);

/**
 * The game roles permissions.ts needs, read from the game document: exact for the host and
 * co-hosts; participants and requesters only as far as the document's preview lists them. A viewer's own role comes from their participant document (getVisibleGame).
 */
export const membershipOf = (game: GameDocument): GameMembership => ({
  hostId: game.host,
  coHostIds: game.hostandCoHost.filter((id) => id !== game.host),
  participantIds: game.participants,
  requesterIds: game.participantDetail.filter((p) => p.status === 'requested' || p.status === 'invited').map((p) => p.id),
});

export const getVisibleGame = async (
  store: DocumentStore,
  activityId: string,
  viewer: Pick<Actor, 'userId' | 'role'> | null,
): Promise<GameDocument | null> => {
  const game = await store.get<GameDocument>(GAMES_COLLECTION, activityId);
  if (!game) return null;
  if (game.privacy !== 'private') return game;
  const own = await membershipIn(store, activityId, viewer?.userId ?? null);
  return mayOnGame(viewer, 'viewPrivateGame', viewerMembershipOf(game, viewer?.userId ?? null, own)) ? game : null;
};

/**
 * The viewer's saved games they may still see, newest save first (a user saves at most
 * MAX_SAVED_GAMES, so one indexed lookup by id serves every page).
 */
export const listSavedGames = async (
  store: DocumentStore,
  viewer: Pick<Actor, 'userId' | 'role'>,
  page: { page: number; size: number },
): Promise<CountedGamePage> => {
  const [user, memberships] = await Promise.all([
    store.get<UserDocument>(USERS_COLLECTION, viewer.userId),
    membershipsOf(store, viewer.userId),
  ]);
  const savedIds = user?.savedGameIds ?? [];
  if (savedIds.length === 0) return { activities: [], hasMore: false, total: 0 };
  const found = await store.find<GameDocument>(GAMES_COLLECTION, { filter: { id: { $in: savedIds } }, limit: MAX_SAVED_GAMES });
  const order = new Map(savedIds.map((id, i) => [id, i]));
  const visible = found
    .filter(
      (game) =>
        game.privacy !== 'private' ||
        mayOnGame(viewer, 'viewPrivateGame', viewerMembershipOf(game, viewer.userId, memberships.get(game.activityId))),
    )
    .sort((a, b) => order.get(a.activityId)! - order.get(b.activityId)!);
  return {
    activities: visible.slice(page.page * page.size, (page.page + 1) * page.size),
    hasMore: visible.length > (page.page + 1) * page.size,
    total: visible.length,
  };
};

/** The next page's URL with the same filters (spec section 7: "follow nextUrl"), or null after the last page. */
export const nextUrlFor = (path: string, search: string, page: number, size: number, returned: number, hasMore: boolean): string | null => {
  if (shouldStopLoading(returned, size) || !hasMore) return null;
  return `${path.replace(/\/\d+\/\d+$/, `/${page + 1}/${size}`)}${search}`;
};
