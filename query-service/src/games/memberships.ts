import type { GameMembership } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';
import { GAME_PARTICIPANTS_COLLECTION, participantDocId, type DocumentStore, type GameParticipantDocument } from '@sports/projections';

/** A user's place in a game, from the participants read model. */
export type Membership = Pick<GameParticipantDocument, 'activityId' | 'status' | 'member' | 'isHost' | 'isCoHost'>;

/** A user's games beyond this many are not looked at by one list request (a guard, far above any real player's). */
export const MEMBER_GAMES_LIMIT = 10_000;

/**
 * The games a user has an entry or a role in, by game id: one indexed read by user, so a list's
 * visibility, My Games and the viewer's flags never read an array that grows with a game.
 */
export const membershipsOf = async (store: DocumentStore, userId: string | null): Promise<ReadonlyMap<string, Membership>> => {
  if (!userId) return new Map();
  const docs = await store.find<GameParticipantDocument>(GAME_PARTICIPANTS_COLLECTION, { filter: { userId }, limit: MEMBER_GAMES_LIMIT });
  return new Map(docs.map((d) => [d.activityId, d]));
};

/** The ids of the games the user may see when private and calls theirs (My Games). */
export const memberGameIdsOf = (memberships: ReadonlyMap<string, Membership>): string[] =>
  [...memberships.values()].filter((m) => m.member).map((m) => m.activityId);

/** One user's place in one game (a single indexed get). */
export const membershipIn = (store: DocumentStore, activityId: string, userId: string | null): Promise<GameParticipantDocument | null> =>
  userId ? store.get<GameParticipantDocument>(GAME_PARTICIPANTS_COLLECTION, participantDocId(activityId, userId)) : Promise.resolve(null);

/**
 * The game roles permissions.ts needs, as far as they concern `viewer`: the hosts from the game
 * document, the viewer's own status from their participant document.
 */
export const viewerMembershipOf = (
  game: Pick<GameDocument, 'host' | 'hostandCoHost'>,
  viewerId: string | null,
  own: Pick<Membership, 'status'> | null | undefined,
): GameMembership => ({
  hostId: game.host,
  coHostIds: game.hostandCoHost.filter((id) => id !== game.host),
  participantIds: viewerId && own?.status === 'joined' ? [viewerId] : [],
  requesterIds: viewerId && (own?.status === 'requested' || own?.status === 'invited') ? [viewerId] : [],
});
