import { describe, expect, it } from 'vitest';
import { rankedBy } from './ratedOrders';

const row = (userId: string, gamesPlayed: number, skill: number | null, reputation: number | null) => ({
  userId,
  gamesPlayed,
  skill: skill === null ? null : { value: skill, level: Math.floor(skill + 0.5), raters: 3 },
  reputation,
});
const ranks = (rows: ReturnType<typeof rankedBy>) => rows.map((r) => `${r.rank}:${r.userId}`);

describe('leaderboard sorts by skill and reputation', () => {
  const rows = [row('a', 5, 1.5, 80), row('b', 9, null, 40), row('c', 2, 3, null), row('d', 4, 1.5, 80), row('e', 1, null, null)];

  it('skill: highest consensus first, equal values share a rank (more games first), "new" players last and together', () =>
    expect(ranks(rankedBy(rows, 'skill'))).toEqual(['1:c', '2:a', '2:d', '4:b', '4:e']));

  it('reputation: highest score first, "new" players last', () => expect(ranks(rankedBy(rows, 'reputation'))).toEqual(['1:a', '1:d', '3:b', '4:c', '4:e']));

  it('games played: most games first', () => expect(ranks(rankedBy(rows, 'gamesPlayed'))).toEqual(['1:b', '2:a', '3:d', '4:c', '5:e']));
});
