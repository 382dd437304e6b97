import { SKILL_LABELS, SKILL_NAMES, type peopleApi, type UserDocument, ownValue } from '@sports/contracts';
import { USERS_COLLECTION, type DocumentStore } from '@sports/projections';

type Skill = peopleApi.Skill;
type PersonSummary = peopleApi.PersonSummary;
type PlayerSummary = peopleApi.PlayerSummary;

/** Spec section 4: a level 0..3 with its label and name. */
export const skillOf = (level: number): Skill => ({ level, label: SKILL_LABELS[level]!, name: SKILL_NAMES[level]! });

/** Spec section 9 "Skill levels 0 to 3, from the listing configuration": the standard set until listings are configured. */
export const STANDARD_SKILL_SET: readonly Skill[] = SKILL_LABELS.map((_, level) => skillOf(level));

/** The user's own level for a listing (spec section 7 "PUT set self skill level"), or null until set. */
export const gameSkillOf = (user: UserDocument | null | undefined, listingId: string): Skill | null => {
  const level = ownValue(user?.selfSkillLevels, listingId);
  return level === undefined ? null : skillOf(level);
};

/** What is known of someone without a profile document (an offline participant, or a name from a game). */
export interface KnownName {
  id: string;
  name: string;
  firstName?: string;
}

/**
 * Built field by field from public fields only, so phone, e-mail and the rest never leak.
 * The profile has no nickname and one avatar picture, which serves all three avatar sizes.
 */
export const personSummaryOf = (user: UserDocument | null | undefined, known: KnownName): PersonSummary => ({
  id: known.id,
  name: user?.name || known.name,
  nickName: user?.firstName || known.firstName || null,
  shortId: user?.shortId ?? null,
  avatar: user?.avatar ? { desktop: user.avatar, mini: user.avatar, phone: user.avatar } : null,
});

export const playerSummaryOf = (user: UserDocument | null | undefined, known: KnownName, listingId: string): PlayerSummary => ({
  ...personSummaryOf(user, known),
  gameSkill: gameSkillOf(user, listingId),
});

const LOOKUP_CHUNK = 500;

/** Documents by id, in chunks so one `$in` stays small; missing ids are simply absent. */
export const loadByIds = async <D extends { id: string }>(
  store: DocumentStore,
  collection: string,
  ids: Iterable<string>,
): Promise<Map<string, D>> => {
  const unique = [...new Set(ids)];
  const found = new Map<string, D>();
  for (let i = 0; i < unique.length; i += LOOKUP_CHUNK) {
    const chunk = unique.slice(i, i + LOOKUP_CHUNK);
    for (const doc of await store.find<D>(collection, { filter: { id: { $in: chunk } }, limit: chunk.length })) found.set(doc.id, doc);
  }
  return found;
};

/** Profiles by id. */
export const loadUsers = (store: DocumentStore, ids: Iterable<string>): Promise<Map<string, UserDocument>> =>
  loadByIds<UserDocument>(store, USERS_COLLECTION, ids);
