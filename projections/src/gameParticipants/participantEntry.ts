import type { ParticipantDetail, PersonRef } from '@sports/contracts';

export type EntryExtras = Partial<
  Pick<ParticipantDetail, 'isOfflineParticipant' | 'bookedBy' | 'message' | 'formAnswers' | 'membersCount' | 'bookedFor'>
>;

/** A join's or a hold's places with friends (paying together): membersCount always (a rejoin alone is 1 again), the names when given. */
export const togetherExtras = (data: { membersCount?: number | undefined; bookedFor?: string[] | undefined }): EntryExtras => ({
  membersCount: data.membersCount ?? 1,
  ...(data.bookedFor ? { bookedFor: data.bookedFor } : {}),
});

/** First and last name as an entry has them: the first word, and the rest (the query side splits a current name the same way). */
export const splitName = (name: string) => {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
};

/**
 * A participantDetail entry (spec section 3) with this status: a new one, or the existing one
 * updated (it keeps its creation time). Shared by the participants read model and the game's preview.
 */
export const participantEntry = (
  existing: ParticipantDetail | null | undefined,
  person: PersonRef,
  status: ParticipantDetail['status'],
  time: string,
  isHost: boolean,
  extras: EntryExtras = {},
): ParticipantDetail => {
  // One object per entry, fields in the order `{ ...existing, ...defined, status, updated }` gave
  // them (a replay makes one per join; golden spec in gameList).
  const entry: ParticipantDetail = existing
    ? { ...existing }
    : {
        id: person.id,
        status,
        membersCount: 1,
        created: time,
        updated: time,
        name: person.name,
        ...splitName(person.name),
        isOfflineParticipant: false,
        isHost,
      };
  for (const key of Object.keys(extras) as Array<keyof EntryExtras>)
    if (extras[key] !== undefined) (entry as Record<string, unknown>)[key] = extras[key];
  if (existing) {
    entry.status = status;
    entry.updated = time;
  }
  return entry;
};
