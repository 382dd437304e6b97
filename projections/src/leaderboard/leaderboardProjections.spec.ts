import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { dueGamesProjection } from './dueGamesProjection';
import { leaderboardEntriesProjection, leaderboardEntryId } from './leaderboardEntriesProjection';

let position = 0n;
const recorded = (type: string, data: unknown): RecordedEvent =>
  ({
    type,
    data,
    position: ++position,
    revision: 0n,
    streamId: 's',
    id: `e${position}`,
    metadata: { schemaVersion: 1 },
  }) as unknown as RecordedEvent;
const board = { activityId: 'g1', listingId: 'football', region: 'chennai', endAt: '2026-11-21T14:00:00.000Z', players: ['a', 'b'] };

describe('the due games of the game clock', () => {
  const details = sampleGameDetails();
  it('is due at the end, follows a changed end while ending, then at the window close, then is gone', () => {
    let doc = dueGamesProjection.evolve(null, recorded('GameCreated', { activityId: 'g1', host: { id: 'h', name: 'H' }, details }));
    expect(doc).toMatchObject({ stage: 'ending', dueAt: doc!.endAt, players: [] });
    const later = { ...details, duration: [{ from: '2026-11-22T18:00:00+05:30', to: '2026-11-22T19:00:00+05:30' }] };
    doc = dueGamesProjection.evolve(doc, recorded('GameUpdated', { activityId: 'g1', details: later, updatedBy: 'h' }));
    expect(doc!.dueAt).toBe(Date.parse('2026-11-22T13:30:00.000Z'));
    doc = dueGamesProjection.evolve(doc, recorded('GameEnded', board));
    expect(doc).toMatchObject({ stage: 'ended', dueAt: Date.parse('2027-02-19T14:00:00.000Z'), players: ['a', 'b'] });
    expect(dueGamesProjection.evolve(doc, recorded('GameDeleted', { activityId: 'g1', deletedBy: 'h' }))).toBe(doc); // an ended game stays due for its window
    expect(
      dueGamesProjection.evolve(doc, recorded('RatingWindowClosed', { ...board, closedAt: '2027-02-19T14:00:00.000Z', windowDays: 90 })),
    ).toBeNull();
  });

  it('forgets a game deleted before its end', () => {
    const doc = dueGamesProjection.evolve(null, recorded('GameCreated', { activityId: 'g1', host: { id: 'h', name: 'H' }, details }));
    expect(dueGamesProjection.evolve(doc, recorded('GameDeleted', { activityId: 'g1', deletedBy: 'h' }))).toBeNull();
  });
});

describe('leaderboard entries', () => {
  const ended = recorded('GameEnded', board);
  const closed = recorded('RatingWindowClosed', { ...board, closedAt: '2027-02-19T14:00:00.000Z', windowDays: 90 });
  const id = leaderboardEntryId('football', 'chennai', 'a');

  it('one entry per player of the board, +1 when the game ends and -1 when its window closes (gone at 0)', () => {
    expect(leaderboardEntriesProjection.documentId(ended)).toEqual([id, leaderboardEntryId('football', 'chennai', 'b')]);
    const once = leaderboardEntriesProjection.evolve(null, ended, id);
    expect(once).toEqual({ id, listingId: 'football', region: 'chennai', userId: 'a', gamesPlayed: 1 });
    const twice = leaderboardEntriesProjection.evolve(once, recorded('GameEnded', { ...board, activityId: 'g2' }), id);
    expect(twice!.gamesPlayed).toBe(2);
    expect(leaderboardEntriesProjection.evolve(twice, closed, id)!.gamesPlayed).toBe(1);
    expect(leaderboardEntriesProjection.evolve(once, closed, id)).toBeNull();
  });

  it('a game with no city, or no players, is on no board', () => {
    expect(leaderboardEntriesProjection.documentId(recorded('GameEnded', { ...board, region: null }))).toBeNull();
    expect(leaderboardEntriesProjection.documentId(recorded('GameEnded', { ...board, players: [] }))).toBeNull();
  });
});
