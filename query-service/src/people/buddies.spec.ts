import { describe, expect, it } from 'vitest';
import type { PlayedGameWithPlayers } from '@sports/projections';
import { tallyBuddies } from './buddies';

const game = (id: string, endAt: number, players: string[]): PlayedGameWithPlayers => ({
  id,
  listingId: 'football',
  region: 'chennai',
  date: `2026-11-${String(endAt).padStart(2, '0')}`,
  startAt: endAt - 1,
  endAt,
  players,
});

describe('buddies (spec section 7 "GET buddies")', () => {
  it('counts the games played together, most first, then the most recent, and never lists the viewer', () => {
    const games = [game('g3', 23, ['me', 'bala']), game('g2', 22, ['me', 'anu', 'bala']), game('g1', 21, ['anu', 'me', 'chandra'])];
    expect(tallyBuddies('me', games)).toEqual([
      { userId: 'bala', gamesTogether: 2, lastPlayedOn: '2026-11-23', lastActivityId: 'g3', lastEndAt: 23 },
      { userId: 'anu', gamesTogether: 2, lastPlayedOn: '2026-11-22', lastActivityId: 'g2', lastEndAt: 22 },
      { userId: 'chandra', gamesTogether: 1, lastPlayedOn: '2026-11-21', lastActivityId: 'g1', lastEndAt: 21 },
    ]);
  });

  it('takes the latest game whatever order the games come in', () => {
    expect(tallyBuddies('me', [game('old', 1, ['me', 'x']), game('new', 9, ['me', 'x'])])[0]).toMatchObject({
      gamesTogether: 2,
      lastActivityId: 'new',
    });
  });

  it('has nobody to list after games played alone', () => expect(tallyBuddies('me', [game('g1', 1, ['me'])])).toEqual([]));
});
