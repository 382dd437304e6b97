import { describe, expect, it } from 'vitest';
import { MIN_SKILL_RATERS } from '@sports/contracts/ratings/rules';
import {
  effectiveLevelOf,
  medianOf,
  skillConsensusOf,
  skillConsensusOfEntries,
  weighSkillRatings,
  type SkillRatingEntry,
} from './skillConsensus';

const rating = (raterId: string, level: number, activityId = 'g1', at = '2026-11-01T10:00:00.000Z'): SkillRatingEntry => ({
  activityId,
  raterId,
  level,
  at,
});
const none = () => false;
const aside =
  (...ids: string[]) =>
  (activityId: string) =>
    ids.includes(activityId);

describe('skill consensus (docs/ratings.md "Skill consensus")', () => {
  it("counts each rater's latest rating once; earlier ones are superseded", () => {
    const weighed = weighSkillRatings(
      [
        rating('a', 1, 'g1', '2026-10-01T00:00:00.000Z'),
        rating('b', 2, 'g1'),
        rating('a', 3, 'g2', '2026-11-05T00:00:00.000Z'),
        rating('c', 2, 'g2'),
      ],
      none,
    );
    expect(weighed.map((r) => [r.raterId, r.level, r.weight, r.reason])).toEqual([
      ['a', 1, 0, 'superseded'],
      ['b', 2, 1, 'counted'],
      ['a', 3, 1, 'counted'],
      ['c', 2, 1, 'counted'],
    ]);
    expect(skillConsensusOf(weighed)).toEqual({ status: 'established', value: 2, level: 2, raters: 3, minRaters: MIN_SKILL_RATERS });
  });

  it('keeps the later of two ratings given at the same time (the order they were given)', () => {
    const weighed = weighSkillRatings([rating('a', 1), rating('a', 2)], none);
    expect(weighed.map((r) => r.weight)).toEqual([0, 1]);
  });

  it("weighs ratings from games that did not happen 0, and falls back to the rater's latest counted one", () => {
    const weighed = weighSkillRatings(
      [rating('a', 1, 'g1', '2026-10-01T00:00:00.000Z'), rating('a', 3, 'void', '2026-11-01T00:00:00.000Z')],
      aside('void'),
    );
    expect(weighed.map((r) => [r.level, r.weight, r.reason])).toEqual([
      [1, 1, 'counted'],
      [3, 0, 'game did not happen'],
    ]);
  });

  it(`is "new" below ${MIN_SKILL_RATERS} distinct raters, however many ratings, rather than a low value`, () => {
    const weighed = weighSkillRatings([rating('a', 0, 'g1'), rating('a', 0, 'g2', '2026-11-02T00:00:00.000Z'), rating('b', 0)], none);
    expect(skillConsensusOf(weighed)).toEqual({ status: 'new', value: null, level: null, raters: 2, minRaters: MIN_SKILL_RATERS });
  });

  it('takes the median, so one far-off rater does not move it', () => {
    expect(skillConsensusOf(weighSkillRatings([rating('a', 2), rating('b', 2), rating('c', 2), rating('rival', 0)], none)).level).toBe(2);
    expect(skillConsensusOf(weighSkillRatings([rating('a', 1), rating('b', 1), rating('friend', 3)], none)).level).toBe(1);
  });

  it('rounds an even median half up: 1.5 is level 2, with the unrounded value kept for sorting', () => {
    const consensus = skillConsensusOf(weighSkillRatings([rating('a', 1), rating('b', 1), rating('c', 2), rating('d', 3)], none));
    expect([consensus.value, consensus.level]).toEqual([1.5, 2]);
    expect(medianOf([3, 0, 1])).toBe(1);
    expect(medianOf([0, 1])).toBe(0.5);
  });

  it('comes out the same straight from the entries as from the weighed ratings', () => {
    const entries = [
      rating('a', 1, 'g1', '2026-10-01T00:00:00.000Z'),
      rating('b', 2),
      rating('a', 3, 'g2', '2026-11-05T00:00:00.000Z'),
      rating('c', 0, 'void'),
      rating('c', 2, 'g2'),
      rating('d', 3),
    ];
    for (const setAside of [none, aside('void'), aside('g2'), aside('g1', 'g2', 'void')]) {
      expect(skillConsensusOfEntries(entries, setAside)).toEqual(skillConsensusOf(weighSkillRatings(entries, setAside)));
    }
  });

  it('shows the consensus once established, else the self level, else nothing', () => {
    const established = skillConsensusOf(weighSkillRatings([rating('a', 3), rating('b', 3), rating('c', 2)], none));
    const fresh = skillConsensusOf([]);
    expect(effectiveLevelOf(established, 1)).toEqual({ level: 3, source: 'consensus' });
    expect(effectiveLevelOf(fresh, 1)).toEqual({ level: 1, source: 'self' });
    expect(effectiveLevelOf(fresh, null)).toEqual({ level: null, source: 'none' });
  });
});
