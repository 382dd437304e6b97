import { ownValue, type GameDocument, type UserDocument } from '@sports/contracts';
import { USERS_COLLECTION, type DocumentStore } from '@sports/projections';

/** What a participant entry and the host summary read of a user's profile (spec section 3, Participant and participantDetail). */
export interface PersonProfile {
  shortId: string | null;
  avatar: string | null;
  /** The user's own nickname (an optional profile field), never their first name; null until they set one. */
  nickName: string | null;
  /** The user's own level for the game's listing (spec section 4, 0..3), null when unset. */
  gameSkill: number | null;
}

const LOOKUP_CHUNK = 500;

const NO_PROFILE: PersonProfile = { shortId: null, avatar: null, nickName: null, gameSkill: null };

/**
 * ShortId, avatar and nickName on each participant entry and on the host summary,
 * read from the users read model with one lookup. Only the game detail pays for it: the list's
 * entries stay as stored, since a page of games would need a lookup for every player on it.
 * Offline participants have no account, so their profile fields are null.
 */
export const withParticipantProfiles = async <G extends GameDocument>(store: DocumentStore, game: G) => {
  const ids = [...new Set([game.host, ...game.participantDetail.filter((p) => !p.isOfflineParticipant).map((p) => p.id)])];
  // In chunks, so a game of thousands of players stays within every store's limit on one query's parameters.
  const chunks = Array.from({ length: Math.ceil(ids.length / LOOKUP_CHUNK) }, (_, i) =>
    ids.slice(i * LOOKUP_CHUNK, (i + 1) * LOOKUP_CHUNK),
  );
  const users = (
    await Promise.all(
      chunks.map((chunk) => store.find<UserDocument>(USERS_COLLECTION, { filter: { id: { $in: chunk } }, limit: chunk.length })),
    )
  ).flat();
  const profiles = new Map(
    users.map((u) => [
      u.id,
      {
        shortId: u.shortId,
        avatar: u.avatar,
        nickName: u.nickName ?? null,
        gameSkill: ownValue(u.selfSkillLevels, game.listingId) ?? null,
      } satisfies PersonProfile,
    ]),
  );
  const profileOf = (id: string, offline = false) => (offline ? NO_PROFILE : (profiles.get(id) ?? NO_PROFILE));
  return {
    ...game,
    hostDetail: { ...game.hostDetail, ...profileOf(game.host) },
    participantDetail: game.participantDetail.map((p) => ({ ...p, ...profileOf(p.id, p.isOfflineParticipant) })),
  };
};
