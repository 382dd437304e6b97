import { describe, expect, it } from 'vitest';
import { emptyDraft, isDraftEmpty, participantRecord, showsFlags, showsSkillPicker } from './ratingForm';

const now = new Date('2030-05-01T10:00:00.000Z');
const host = { mayAssess: true, mayRateSkill: true };
const player = { mayAssess: false, mayRateSkill: true };

describe('the Rate Participant form rules (spec sections 3 and 5)', () => {
  it('is empty (grey Submit Your Rating) until stars, a level or a participation answer is given', () => {
    expect(isDraftEmpty(emptyDraft, host)).toBe(true);
    expect(isDraftEmpty(emptyDraft, player)).toBe(true);
    expect(isDraftEmpty({ ...emptyDraft, stars: 3 }, player)).toBe(false);
    expect(isDraftEmpty({ ...emptyDraft, answered: true }, host)).toBe(false);
    expect(isDraftEmpty({ ...emptyDraft, ratedLevel: 0 }, host)).toBe(false);
    // A participant cannot answer for participation, so their toggle state never counts.
    expect(isDraftEmpty({ ...emptyDraft, answered: true }, player)).toBe(true);
  });

  it('shows the skill picker only to an assessing host, for a player who showed up, where the game rates skill', () => {
    expect(showsSkillPicker(emptyDraft, host)).toBe(true);
    expect(showsSkillPicker({ ...emptyDraft, isParticipated: false }, host)).toBe(false);
    expect(showsSkillPicker(emptyDraft, { mayAssess: true, mayRateSkill: false })).toBe(false);
    expect(showsSkillPicker(emptyDraft, player)).toBe(false);
    expect(showsFlags(emptyDraft, host)).toBe(true);
    expect(showsFlags(emptyDraft, player)).toBe(false);
  });

  it('sends only what the rater may give, with the ISO time of the submit', () => {
    const everything = {
      ...emptyDraft,
      stars: 5,
      answered: true,
      ratedLevel: 3,
      isPunctual: true,
      isTeamPlayer: true,
      isOnTimePayment: true,
    };
    expect(participantRecord('u2', everything, player, now)).toEqual({ ratingFor: 'u2', stars: 5, time: '2030-05-01T10:00:00.000Z' });
    expect(participantRecord('u2', everything, host, now)).toEqual({
      ratingFor: 'u2',
      stars: 5,
      isParticipated: true,
      ratedLevel: 3,
      isPunctual: true,
      isTeamPlayer: true,
      isOnTimePayment: true,
      time: '2030-05-01T10:00:00.000Z',
    });
  });

  it('sends no level or flag for a player marked absent, and a level alone says they showed up', () => {
    const absent = { ...emptyDraft, answered: true, isParticipated: false, ratedLevel: 2, isPunctual: true };
    expect(participantRecord('u2', absent, host, now)).toEqual({ ratingFor: 'u2', isParticipated: false, time: now.toISOString() });
    expect(participantRecord('u2', { ...emptyDraft, ratedLevel: 1 }, host, now)).toEqual({
      ratingFor: 'u2',
      isParticipated: true,
      ratedLevel: 1,
      time: now.toISOString(),
    });
  });
});
