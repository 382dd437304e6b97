import { MAX_SAVED_GAMES, type GameDocument, type UserDocument, ownValue } from '@sports/contracts';
import { USERS_COLLECTION, type DocumentStore } from '@sports/projections';

export type Viewer = Pick<UserDocument, 'id' | 'savedGameIds' | 'selfSkillLevels' | 'interestCircleIds'> & { profile?: { choices: string[] } };

/** What the viewer flags read of a game (the live index keeps just this beside a game's JSON). */
export type FlagSource = Pick<GameDocument, 'activityId' | 'memberIds' | 'listingId' | 'circleId' | 'enableGameSkill' | 'gameSkillFrom' | 'gameSkillTo' | 'waitlistIds'> & {
  participantDetail: ReadonlyArray<Pick<GameDocument['participantDetail'][number], 'id' | 'status'>>;
};

export interface ViewerFlags {
  isSaved: boolean;
  isRecommended: boolean;
  /** 'waitlisted': in the game's waitlist (issue 18 item 8). */
  viewerStatus: GameDocument['participantDetail'][number]['status'] | 'waitlisted' | null;
}

export const viewerOf = (store: DocumentStore, viewerId: string | null): Promise<UserDocument | null> =>
  viewerId ? store.get<UserDocument>(USERS_COLLECTION, viewerId) : Promise.resolve(null);

/**
 * isRecommended (spec section 3): the game is of a listing the viewer chose or rated themself in,
 * or of a circle they follow, and, when the game asks for a skill range, the viewer's own level
 * for that listing is inside it. Games the viewer is already in are not recommended.
 */
export const isRecommendedFor = (viewer: Viewer, game: FlagSource): boolean => {
  if (game.memberIds.includes(viewer.id)) return false;
  const level = ownValue(viewer.selfSkillLevels, game.listingId);
  const likes = viewer.profile?.choices.includes(game.listingId) || level !== undefined || (game.circleId !== undefined && (viewer.interestCircleIds ?? []).includes(game.circleId));
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
    viewerStatus: game.participantDetail.find((p) => p.id === viewer.id)?.status ?? (game.waitlistIds?.includes(viewer.id) ? 'waitlisted' : null),
  });
};

export const withViewerFlags = <G extends GameDocument>(games: G[], viewer: Viewer | null) => {
  if (!viewer) return games;
  const flags = flagsFor(viewer);
  return games.map((game) => ({ ...game, ...flags(game) }));
};
