import { DomainError, type Actor, type GameDocument, type UserDocument, type peopleApi } from '@sports/contracts';
import { mayOnGame } from '@sports/shared-rules';
import {
  GAME_PARTICIPANTS_COLLECTION,
  USERS_COLLECTION,
  nameMatches,
  normalizeName,
  participantDocId,
  searchKeyOf,
  type DocumentStore,
  type GameParticipantDocument,
} from '@sports/projections';
import { getVisibleGame, membershipOf } from '../games/gameQueries';
import { playerSummaryOf } from './personSummary';

/**
 * Read this many prefix matches at a time, at most MAX_BATCHES times, however many of them are
 * already in the game. The prefix lookup is read in the multikey index's own (id) order, so
 * each batch reads only its rows: a one-letter query over a million users costs the same.
 */
const BATCH = 50;
const MAX_BATCHES = 10;

/** Spec section 7 "PUT invite participants" skips people already in the game, asking or invited; so does the search. */
const IN_GAME: ReadonlySet<string> = new Set(['joined', 'requested', 'invited']);

/**
 * Which of these users are in the game, asking or invited: their own participant documents (the game document lists its first entries only), one read per batch of candidates.
 */
const inGame = async (store: DocumentStore, game: GameDocument, userIds: readonly string[]): Promise<Set<string>> => {
  const hosts = new Set([game.host, ...game.hostandCoHost]);
  const ids = userIds.filter((id) => !hosts.has(id)).map((id) => participantDocId(game.activityId, id));
  const docs = ids.length
    ? await store.find<GameParticipantDocument>(GAME_PARTICIPANTS_COLLECTION, { filter: { id: { $in: ids } }, limit: ids.length })
    : [];
  return new Set([
    ...userIds.filter((id) => hosts.has(id)),
    ...docs.filter((d) => d.status !== null && IN_GAME.has(d.status)).map((d) => d.userId),
  ]);
};

/** Queries longer than the stored prefixes are checked against the whole name. */
const nameFits = (user: UserDocument, query: string): boolean =>
  normalizeName(query).length <= searchKeyOf(query).length || nameMatches(user.name, query);

const alphabetically = (a: UserDocument, b: UserDocument) =>
  normalizeName(a.name).localeCompare(normalizeName(b.name)) || (a.id < b.id ? -1 : 1);

/**
 * Registered users the host or a co-host may invite: an exact shortId first, then users with a
 * word of their name starting with the query (users' `searchPrefixes` multikey index), shown by name.
 */
export const findUsersToInvite = async (
  store: DocumentStore,
  game: GameDocument,
  query: string,
  limit: number,
): Promise<UserDocument[]> => {
  const byShortId = await store.find<UserDocument>(USERS_COLLECTION, { filter: { shortId: query.trim().toUpperCase() }, limit: 5 });
  const shortIdInGame = await inGame(
    store,
    game,
    byShortId.map((u) => u.id),
  );
  const found = new Map(byShortId.filter((u) => !shortIdInGame.has(u.id)).map((u) => [u.id, u]));
  const key = searchKeyOf(query);
  const prefixMatches: UserDocument[] = [];
  for (let batch = 0; key && batch < MAX_BATCHES && found.size + prefixMatches.length < limit; batch++) {
    const page = await store.find<UserDocument>(USERS_COLLECTION, { filter: { searchPrefixes: key }, skip: batch * BATCH, limit: BATCH });
    const excluded = await inGame(
      store,
      game,
      page.map((u) => u.id),
    );
    for (const user of page) {
      if (found.size + prefixMatches.length < limit && !excluded.has(user.id) && !found.has(user.id) && nameFits(user, query))
        prefixMatches.push(user);
    }
    if (page.length < BATCH) break;
  }
  return [...found.values(), ...prefixMatches.sort(alphabetically)].slice(0, limit);
};

export const searchUsersForGame = async (
  store: DocumentStore,
  activityId: string,
  query: string,
  limit: number,
  viewer: Pick<Actor, 'userId' | 'role'>,
): Promise<peopleApi.PlayerSummary[]> => {
  const game = await getVisibleGame(store, activityId, viewer);
  if (!game) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
  if (!mayOnGame(viewer, 'inviteParticipants', membershipOf(game)))
    throw new DomainError('NOT_HOST', 'Only the host and co-hosts search users to invite');
  const users = await findUsersToInvite(store, game, query, limit);
  return users.map((user) => playerSummaryOf(user, user, game.listingId));
};
