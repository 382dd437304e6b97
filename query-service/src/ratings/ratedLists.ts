import { DomainError, MAX_PARTICIPANTS_LIMIT, type Actor, type GameDocument, ownValue } from '@sports/contracts';
import { isGameOver, mayOnGame, mayReadPrivateAccount } from '@sports/shared-rules';
import {
  GAME_PARTICIPANTS_COLLECTION,
  RATINGS_GIVEN_COLLECTION,
  pairId,
  participantDocId,
  type DocumentStore,
  type GameParticipantDocument,
  type RatingsGivenDocument,
} from '@sports/projections';
import { getVisibleGame } from '../games/gameQueries';
import { membershipIn, viewerMembershipOf } from '../games/memberships';
import { findParticipantEntries } from '../games/participantsPage';
import { participantOf } from '../people/participants';
import { loadUsers, personSummaryOf } from '../people/personSummary';

type Viewer = Pick<Actor, 'userId' | 'role'>;

/**
 * The game and what the rater did in it. A rater's lists are theirs (and admins', for support);
 * a private game is not found for outsiders; only members of the game rate in it.
 */
const raterContext = async (store: DocumentStore, activityId: string, raterId: string, viewer: Viewer, nowMs: number) => {
  if (!mayReadPrivateAccount(viewer, raterId)) throw new DomainError('FORBIDDEN', 'These are the lists of another user', 'userId');
  const game = await getVisibleGame(store, activityId, viewer);
  if (!game) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
  // The rater's own place from their participant document (the game document lists its first entries only).
  const membership = viewerMembershipOf(game, raterId, await membershipIn(store, activityId, raterId));
  const rater = { userId: raterId };
  if (!mayOnGame(rater, 'rateInGame', membership))
    throw new DomainError('RATER_NOT_PARTICIPANT', 'Only the participants of a game rate in it', 'userId');
  const given = await store.get<RatingsGivenDocument>(RATINGS_GIVEN_COLLECTION, pairId(activityId, raterId));
  const view = {
    activityId,
    raterId,
    // Spec section 2: 'Rate host' is hidden when the viewer is a host or co-host.
    mayRateHosts: mayOnGame(rater, 'rateHost', membership),
    // Spec sections 2 and 5: the show-up toggle, skill picker and flags, only while the game is not over.
    mayAssess: mayOnGame(rater, 'markAttendance', membership) && !isGameOver(game.duration, nowMs),
    mayRateSkill: game.enableGameSkill,
  };
  return { game, given, view };
};

/** Spec section 2, Rate Player: joined participants other than the rater (offline ones have no account), already rated ones marked. */
export const listRatedPlayers = async (store: DocumentStore, activityId: string, raterId: string, viewer: Viewer, nowMs: number) => {
  const { game, given, view } = await raterContext(store, activityId, raterId, viewer, nowMs);
  const joined = await findParticipantEntries(store, activityId, ['joined'], { page: 0, size: MAX_PARTICIPANTS_LIMIT });
  const entries = joined.entries.filter((e) => !e.isOfflineParticipant && e.id !== raterId);
  const users = await loadUsers(
    store,
    entries.map((e) => e.id),
  );
  const rated = new Set(given?.ratedPlayerIds ?? []);
  const givenTo = given?.givenToPlayers ?? {};
  return {
    ...view,
    players: entries.map((entry) => ({
      ...participantOf(game, entry, users.get(entry.id)),
      isRated: rated.has(entry.id),
      given: ownValue(givenTo, entry.id) ?? null,
    })),
  };
};

const hostsOf = (game: GameDocument) => [game.host, ...game.hostandCoHost.filter((id) => id !== game.host)];

/** Spec section 2, Rate Hosts: the host ('Created by') and co-hosts, already rated ones marked. */
export const listRatedHosts = async (store: DocumentStore, activityId: string, raterId: string, viewer: Viewer, nowMs: number) => {
  const { game, given, view } = await raterContext(store, activityId, raterId, viewer, nowMs);
  const ids = hostsOf(game).filter((id) => id !== raterId);
  const users = await loadUsers(store, ids);
  const rated = new Set(given?.ratedHostIds ?? []);
  const coHosts = await store.find<GameParticipantDocument>(GAME_PARTICIPANTS_COLLECTION, {
    filter: { id: { $in: ids.map((id) => participantDocId(activityId, id)) } },
    limit: ids.length,
  });
  const names = new Map(coHosts.flatMap((d) => (d.entry ? [[d.userId, d.entry.name] as const] : [])));
  const nameOf = (id: string) => (id === game.host ? game.hostDetail.name : (names.get(id) ?? ''));
  const hosts = ids.map((id) => ({
    ...personSummaryOf(users.get(id), { id, name: nameOf(id) }),
    isCreator: id === game.host,
    isCoHost: id !== game.host,
    isRated: rated.has(id),
  }));
  return { ...view, hosts };
};
