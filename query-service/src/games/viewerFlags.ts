import { MAX_SAVED_GAMES, type GameDocument, type UserDocument, ownValue } from '@sports/contracts';
import { USERS_COLLECTION, WAITLIST_COLLECTION, type DocumentStore, type WaitlistEntryDocument } from '@sports/projections';
import { memberGameIdsOf, membershipsOf, type Membership } from './memberships';

export type Viewer = Pick<UserDocument, 'id' | 'savedGameIds' | 'selfSkillLevels' | 'interestCircleIds'> & {
  profile?: { choices: string[] };
  /** The viewer's places in games, by game id (not read from the game documents, which keep a preview only). */
  memberships?: ReadonlyMap<string, Membership>;
  /** The games whose waitlist the viewer is in (their own entries, not the games' lines). */
  waitlisted?: ReadonlySet<string>;
};

/** What the viewer flags read of a game (the live index keeps just this beside a game's JSON). */
export type FlagSource = Pick<GameDocument, 'activityId' | 'listingId' | 'circleId' | 'enableGameSkill' | 'gameSkillFrom' | 'gameSkillTo'>;

export interface ViewerFlags {
  isSaved: boolean;
  isRecommended: boolean;
  /** 'waitlisted': in the game's waitlist. */
  viewerStatus: GameDocument['participantDetail'][number]['status'] | 'waitlisted' | null;
}

export const viewerOf = (store: DocumentStore, viewerId: string | null): Promise<UserDocument | null> =>
  viewerId ? store.get<UserDocument>(USERS_COLLECTION, viewerId) : Promise.resolve(null);

/** A user's lines beyond this many are not looked at by one list request (a guard, as MEMBER_GAMES_LIMIT). */
export const WAITLISTED_GAMES_LIMIT = 1_000;

/** The games whose waitlist a user is in: one indexed read by user. */
export const waitlistedGamesOf = async (store: DocumentStore, userId: string | null): Promise<ReadonlySet<string>> => {
  if (!userId) return new Set();
  const entries = await store.find<WaitlistEntryDocument>(WAITLIST_COLLECTION, { filter: { userId }, limit: WAITLISTED_GAMES_LIMIT });
  return new Set(entries.map((e) => e.activityId));
};

/**
 * The signed-in viewer's user document (null without one: no flags then, as before) with their
 * places in games and the games whose line they are in, and the ids of the games that are theirs (a private game's visibility, My Games),
 * which count whether or not the user document exists.
 */
export const viewerAndGames = async (
  store: DocumentStore,
  viewerId: string | null,
): Promise<{
  viewer: (UserDocument & { memberships: ReadonlyMap<string, Membership>; waitlisted: ReadonlySet<string> }) | null;
  mine: string[];
}> => {
  const [user, memberships, waitlisted] = await Promise.all([
    viewerOf(store, viewerId),
    membershipsOf(store, viewerId),
    waitlistedGamesOf(store, viewerId),
  ]);
  return { viewer: user ? { ...user, memberships, waitlisted } : null, mine: memberGameIdsOf(memberships) };
};

/**
 * isRecommended (spec section 3): the game is of a listing the viewer chose or rated themself in,
 * or of a circle they follow, and, when the game asks for a skill range, the viewer's own level
 * for that listing is inside it. Games the viewer is already in are not recommended.
 */
export const isRecommendedFor = (viewer: Viewer, game: FlagSource): boolean => {
  if (viewer.memberships?.get(game.activityId)?.member) return false;
  const level = ownValue(viewer.selfSkillLevels, game.listingId);
  const likes =
    viewer.profile?.choices.includes(game.listingId) ||
    level !== undefined ||
    (game.circleId !== undefined && (viewer.interestCircleIds ?? []).includes(game.circleId));
  if (!likes) return false;
  if (!game.enableGameSkill || level === undefined) return true;
  return level >= (game.gameSkillFrom ?? 0) && level <= (game.gameSkillTo ?? 3);
};

/** The viewer's relation to a game: saved, recommended, and their own participant status. */
export const flagsFor = (viewer: Viewer): ((game: FlagSource) => ViewerFlags) => {
  const saved = new Set((viewer.savedGameIds ?? []).slice(0, MAX_SAVED_GAMES));
  return (game) => ({
    isSaved: saved.has(game.activityId),
    isRecommended: isRecommendedFor(viewer, game),
    viewerStatus: viewer.memberships?.get(game.activityId)?.status ?? (viewer.waitlisted?.has(game.activityId) ? 'waitlisted' : null),
  });
};

export const withViewerFlags = <G extends GameDocument>(games: G[], viewer: Viewer | null) => {
  if (!viewer) return games;
  const flags = flagsFor(viewer);
  return games.map((game) => ({ ...game, ...flags(game) }));
};
