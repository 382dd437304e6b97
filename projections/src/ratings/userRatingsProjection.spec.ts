import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { skillConsensusOf, weighSkillRatings } from '@sports/shared-rules';
import type { RatingEvent, RecordedEvent } from '@sports/contracts';
import {
  consensusOfSkillEntries,
  skillEntryOf,
  userRatingsProjection,
  type SkillEntry,
  type UserRatingsDocument,
} from './userRatingsProjection';

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
};

let position = 0n;
const recorded = (event: RatingEvent, at = '2026-11-01T10:00:00.000Z'): RecordedEvent =>
  ({
    id: `e${++position}`,
    streamId: `ratings-${event.data.activityId}`,
    revision: position,
    position,
    type: event.type,
    data: event.data,
    metadata: { time: at },
  }) as RecordedEvent;

describe('user ratings read model (docs/ratings.md "Skill consensus")', () => {
  it('weighs the stored skill tuples as contracts weigh rating entries: latest per rater, set-aside games count for nothing', () => {
    const entry = fc.tuple(
      fc.constantFrom('g1', 'g2', 'g3', 'g4'),
      fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      fc.integer({ min: 0, max: 3 }),
      fc.constantFrom('2026-10-01T00:00:00.000Z', '2026-10-02T00:00:00.000Z', '2026-10-03T00:00:00.000Z'),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), fc.subarray(['g1', 'g2', 'g3', 'g4']), (entries, aside) => {
        const games: UserRatingsDocument['games'] = Object.fromEntries(aside.map((id) => [id, { aside: true as const }]));
        const expected = skillConsensusOf(weighSkillRatings((entries as SkillEntry[]).map(skillEntryOf), (id) => aside.includes(id)));
        expect(consensusOfSkillEntries(entries as SkillEntry[], games)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('never changes the document it is given (replays update by copying, core/patch.ts)', () => {
    const present = { isParticipated: true, isPunctual: true, isTeamPlayer: false, isOnTimePayment: true };
    const events: RatingEvent[] = [
      {
        type: 'ParticipantRated',
        data: {
          activityId: 'g1',
          listingId: 'football',
          raterId: 'host',
          raterRole: 'host',
          ratedUserId: 'arjun',
          stars: 4,
          ratedLevel: 2,
          assessment: present,
        },
      },
      {
        type: 'ParticipantRated',
        data: { activityId: 'g1', listingId: 'football', raterId: 'cohost', raterRole: 'host', ratedUserId: 'arjun', ratedLevel: 3 },
      },
      {
        type: 'ParticipantRated',
        data: {
          activityId: 'g2',
          listingId: 'football',
          raterId: 'host',
          raterRole: 'host',
          ratedUserId: 'arjun',
          ratedLevel: 1,
          assessment: { ...present, isPunctual: false },
        },
      },
      { type: 'RatingsSetAside', data: { activityId: 'g1', userId: 'arjun' } },
      { type: 'RatingsRestored', data: { activityId: 'g1', userId: 'arjun' } },
    ] as RatingEvent[];
    let doc: UserRatingsDocument | null = null;
    for (const event of events) {
      const before = JSON.stringify(doc);
      doc = userRatingsProjection.evolve(doc && deepFreeze(doc), recorded(event), 'arjun');
      expect(JSON.stringify(doc)).not.toBe(before);
    }
    expect(doc!.skillRatings.football).toHaveLength(3);
    expect(doc!.skill.football).toMatchObject({ status: 'new', raters: 2 });
    expect(Object.keys(doc!.games)).toEqual(['g1', 'g2']);
  });
});
