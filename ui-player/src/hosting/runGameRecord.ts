import type { ParticipantRating } from '@sports/contracts';
import type { RatingDraft } from '../ratings/ratingForm';

/**
 * What the host sends for one player from the "Run the game" panel: always the answer to 'Did
 * the player show up?' (the panel is open only while the game is on, when a host's Yes is an
 * answer: docs/ratings.md), and for a player who came the level (where the game rates skill)
 * and all three flags, unticked ones as false so that a later save can take a flag back.
 */
export function runRecord(ratingFor: string, draft: RatingDraft, mayRateSkill: boolean, now: Date): ParticipantRating {
  const record: ParticipantRating = { ratingFor, isParticipated: draft.isParticipated, time: now.toISOString() };
  if (!draft.isParticipated) return record;
  if (mayRateSkill && draft.ratedLevel !== null) record.ratedLevel = draft.ratedLevel;
  return { ...record, isPunctual: draft.isPunctual, isTeamPlayer: draft.isTeamPlayer, isOnTimePayment: draft.isOnTimePayment };
}

/** The saved state in words, for the line under the player's name. */
export function savedSummary(draft: RatingDraft, levelName: (level: number) => string): string {
  if (!draft.isParticipated) return 'Did not show up';
  const flags = [
    draft.isPunctual && 'Punctual',
    draft.isTeamPlayer && 'Team Player',
    draft.isOnTimePayment && 'Particular On Payments',
  ].filter(Boolean);
  return ['Showed up', draft.ratedLevel !== null ? levelName(draft.ratedLevel) : null, ...flags].filter(Boolean).join(' · ');
}
