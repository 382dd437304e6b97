import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../ratings/ratingForm';
import { runRecord, savedSummary } from './runGameRecord';
import { runWindowOf } from './runGame';

const now = new Date('2026-11-21T13:00:00.000Z');
const duration = [{ from: '2026-11-21T18:00:00+05:30', to: '2026-11-21T19:30:00+05:30' }];

describe('the "Run the game" panel', () => {
  it('opens at the start and closes at the end of the game (spec sections 5 and 6: GAME_NOT_STARTED before, GAME_OVER after)', () => {
    expect(runWindowOf(duration, Date.parse('2026-11-21T12:29:59.999Z'))).toEqual({
      state: 'before',
      opensAtMs: Date.parse('2026-11-21T12:30:00.000Z'),
    });
    expect(runWindowOf(duration, Date.parse('2026-11-21T12:30:00.000Z')).state).toBe('open');
    expect(runWindowOf(duration, Date.parse('2026-11-21T14:00:00.000Z'))).toEqual({ state: 'over' });
  });

  it('always answers "Did the player show up?", and sends the level and all three flags for a player who came', () => {
    expect(runRecord('arjun', { ...emptyDraft, ratedLevel: 2, isPunctual: true }, true, now)).toEqual({
      ratingFor: 'arjun',
      isParticipated: true,
      ratedLevel: 2,
      isPunctual: true,
      isTeamPlayer: false,
      isOnTimePayment: false,
      time: now.toISOString(),
    });
  });

  it('sends no level where the game does not rate skill, and nothing but the No for a player who did not come', () => {
    expect(runRecord('arjun', { ...emptyDraft, ratedLevel: 2 }, false, now)).not.toHaveProperty('ratedLevel');
    expect(runRecord('arjun', { ...emptyDraft, isParticipated: false, ratedLevel: 2, isPunctual: true }, true, now)).toEqual({
      ratingFor: 'arjun',
      isParticipated: false,
      time: now.toISOString(),
    });
  });

  it('says what was saved in words', () => {
    expect(
      savedSummary({ ...emptyDraft, ratedLevel: 3, isTeamPlayer: true }, (l) => ['Beginner', 'Amateur', 'Intermediate', 'Pro'][l]!),
    ).toBe('Showed up · Pro · Team Player');
    expect(savedSummary({ ...emptyDraft, isParticipated: false }, String)).toBe('Did not show up');
  });
});
