import type { HostRating, ParticipantRating } from '@sports/contracts';
import type { GivenPlayerRating } from './api';

/** What the Rate Participant form holds (spec section 2). */
export interface RatingDraft {
  stars: number | null;
  /** The 'Did the player show up?' answer; Yes by default (spec section 5), `answered` once touched. */
  isParticipated: boolean;
  answered: boolean;
  ratedLevel: number | null;
  isPunctual: boolean;
  isTeamPlayer: boolean;
  isOnTimePayment: boolean;
}

export const emptyDraft: RatingDraft = {
  stars: null,
  isParticipated: true,
  answered: false,
  ratedLevel: null,
  isPunctual: false,
  isTeamPlayer: false,
  isOnTimePayment: false,
};

/** What the viewer may fill in for this player (spec sections 5 and 6). */
export interface FormRights {
  /** Host or co-host while the game is not over: the show-up toggle and the flags. */
  mayAssess: boolean;
  /** The game enables skill rating. */
  mayRateSkill: boolean;
}

export const showsSkillPicker = (draft: RatingDraft, rights: FormRights) => rights.mayAssess && rights.mayRateSkill && draft.isParticipated;
export const showsFlags = (draft: RatingDraft, rights: FormRights) => rights.mayAssess && draft.isParticipated;
const anyFlag = (d: RatingDraft) => d.isPunctual || d.isTeamPlayer || d.isOnTimePayment;

/**
 * Spec section 5: 'Submit Your Rating' is grey while the skill level and the participation are
 * unset (and here also the stars, which are all a participant gives). Ours also blocks the
 * submission then: the server refuses an empty rating (RATING_EMPTY).
 */
export const isDraftEmpty = (draft: RatingDraft, rights: FormRights): boolean => {
  if (draft.stars !== null) return false;
  if (!rights.mayAssess) return true;
  return !draft.answered && draft.ratedLevel === null && !anyFlag(draft);
};

/** The rating record of spec section 3 for a participant; host-only parts only from a host who may assess. */
export function participantRecord(ratingFor: string, draft: RatingDraft, rights: FormRights, now: Date): ParticipantRating {
  const record: ParticipantRating = { ratingFor, time: now.toISOString() };
  if (draft.stars !== null) record.stars = draft.stars;
  if (!rights.mayAssess) return record;
  // A level or a flag says the player showed up, so it is an answer even when the toggle was left at Yes.
  if (draft.answered || draft.ratedLevel !== null || anyFlag(draft)) record.isParticipated = draft.isParticipated;
  if (!draft.isParticipated) return record;
  if (showsSkillPicker(draft, rights) && draft.ratedLevel !== null) record.ratedLevel = draft.ratedLevel;
  if (draft.isPunctual) record.isPunctual = true;
  if (draft.isTeamPlayer) record.isTeamPlayer = true;
  if (draft.isOnTimePayment) record.isOnTimePayment = true;
  return record;
}

/** A host is rated with stars only (spec section 2, Rate Hosts leads to the same form). */
export const hostRecord = (ratingFor: string, stars: number, now: Date): HostRating => ({ ratingFor, stars, time: now.toISOString() });

/** The form as the viewer left it, to edit a rating they gave; a fresh form when none. */
export const draftFrom = (given: GivenPlayerRating | null | undefined): RatingDraft =>
  given
    ? {
        stars: given.stars ?? null,
        isParticipated: given.assessment?.isParticipated ?? true,
        answered: given.assessment !== undefined,
        ratedLevel: given.ratedLevel ?? null,
        isPunctual: given.assessment?.isPunctual ?? false,
        isTeamPlayer: given.assessment?.isTeamPlayer ?? false,
        isOnTimePayment: given.assessment?.isOnTimePayment ?? false,
      }
    : emptyDraft;

/**
 * The revision of a rating: the record of the form, except that a host may send the toggle's Yes
 * as an answer even when untouched (it was answered before), and unticked flags as false so an
 * edit can take a flag back.
 */
export function revisionRecord(ratingFor: string, draft: RatingDraft, rights: FormRights, now: Date): ParticipantRating {
  const record = participantRecord(ratingFor, draft, rights, now);
  if (!rights.mayAssess || !(draft.answered || record.isParticipated !== undefined)) return record;
  record.isParticipated = draft.isParticipated;
  if (!draft.isParticipated) return record;
  return { ...record, isPunctual: draft.isPunctual, isTeamPlayer: draft.isTeamPlayer, isOnTimePayment: draft.isOnTimePayment };
}
