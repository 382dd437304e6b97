import { z } from 'zod';
import { text } from '../core/primitives';

/**
 * Paying together (spec sections 2 and 3: participantDetail `membersCount`, Activity `bookedFor`):
 * one player takes places for friends who have no account here. The player and each friend hold a
 * place; `membersCount` is the player plus the friends, `bookedFor` the friends' names when given.
 *
 * At most six places in one booking (the player and five friends: a five-a-side team and its
 * organiser, docs/adr/0102-paying-together.md): more is a team booking, not friends tagging along.
 */
export const MAX_MEMBERS_PER_BOOKING = 6;

/** The player and their friends: 1 (alone) to MAX_MEMBERS_PER_BOOKING. */
export const membersCountSchema = z
  .number({ error: 'membersCount is a whole number of places (you and your friends)' })
  .int({ error: 'membersCount is a whole number of places (you and your friends)' })
  .min(1, { error: 'membersCount is at least 1 (yourself)' })
  .max(MAX_MEMBERS_PER_BOOKING, { error: `membersCount is at most ${MAX_MEMBERS_PER_BOOKING} (you and five friends)` });

/** The friends' names, each optional; never more names than friends (checked where both are known). */
export const friendNamesSchema = z.array(text(60)).max(MAX_MEMBERS_PER_BOOKING - 1);

/**
 * What an event bringing a player in carries about their friends: nothing when alone (older
 * events, written before paying together, are read as one place), else the count and the names.
 */
export const togetherEventFields = {
  /** Places taken with this one: the player and their friends (absent: 1). */
  membersCount: z.number().int().min(2).max(MAX_MEMBERS_PER_BOOKING).optional(),
  /** The friends' names, when the player gave them. */
  bookedFor: z
    .array(z.string().max(60))
    .max(MAX_MEMBERS_PER_BOOKING - 1)
    .optional(),
};

/** An event freeing a player's places says how many (absent: 1). */
export const placesFreedField = { places: z.number().int().min(2).max(MAX_MEMBERS_PER_BOOKING).optional() };

/** The event fields for `membersCount` places and these names: nothing for one place. */
export const togetherFieldsOf = (
  membersCount: number,
  bookedFor: readonly string[] | undefined,
): { membersCount?: number; bookedFor?: string[] } =>
  membersCount > 1 ? { membersCount, ...(bookedFor && bookedFor.length > 0 ? { bookedFor: [...bookedFor] } : {}) } : {};

/** The freed-places field for a player holding `places`: nothing for one. */
export const placesFreedOf = (places: number): { places?: number } => (places > 1 ? { places } : {});

/** "Arjun +2", or "Arjun, Priya, Sam" when every friend is named (the participant list, spec section 2). */
export const withFriendsWords = (name: string, membersCount: number | undefined, bookedFor: readonly string[] | undefined): string => {
  const friends = (membersCount ?? 1) - 1;
  if (friends <= 0) return name;
  const named = bookedFor ?? [];
  if (named.length === friends) return [name, ...named].join(', ');
  return `${name} +${friends}`;
};
