import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@sports/event-store';
import { appendGames } from '@sports/testing/gameLog';
import { parseTimeTravelArgs } from './cliArgs';
import { UnknownAggregateError, stateAsOf, toJson } from './timeTravel';

const closing: SqliteEventStore[] = [];
afterEach(async () => {
  for (const s of closing.splice(0)) await s.close();
});

/** g1 created at 10:00, joined by three players at 10:01, 10:02 and 10:03. */
const log = async () => {
  const store = new SqliteEventStore(join(mkdtempSync(join(tmpdir(), 'time-travel-')), 'events.sqlite'));
  closing.push(store);
  await appendGames(store, ['g1'], { players: 3 });
  return store;
};

type GameStateJson = { exists: boolean; joinedCount: number; members: Record<string, { status: string }> };

describe('time travel: one aggregate as of a time or a position', () => {
  it("folds the game's stream with the game decider's evolve up to a time", async () => {
    const store = await log();
    const at = await stateAsOf(store, 'game-g1', { time: new Date('2026-11-20T10:02:30Z') });
    const state = at.state as GameStateJson;
    expect(state.exists).toBe(true);
    expect(state.joinedCount).toBe(2);
    expect(Object.keys(state.members).sort()).toEqual(['g1-p0', 'g1-p1']);
    expect(at).toMatchObject({
      revision: '2',
      eventsApplied: 3,
      eventsAfter: 1,
      lastEvent: { type: 'PlayerJoinedGame', time: '2026-11-20T10:02:00.000Z' },
    });
    const now = (await stateAsOf(store, 'game-g1')).state as GameStateJson;
    expect(now.joinedCount).toBe(3);
  });

  it('folds up to a global position, and before the first event the state is the initial one', async () => {
    const store = await log();
    const events = await store.readStream('game-g1');
    const atSecond = await stateAsOf(store, 'game-g1', { position: events[1]!.position });
    expect((atSecond.state as GameStateJson).joinedCount).toBe(1);
    expect(atSecond.position).toBe(String(events[1]!.position));
    const before = await stateAsOf(store, 'game-g1', { time: new Date('2026-11-20T09:00:00Z') });
    expect(before).toMatchObject({ revision: null, eventsApplied: 0, eventsAfter: 4, lastEvent: null });
    expect((before.state as GameStateJson).exists).toBe(false);
  });

  it('refuses a stream whose category has no decider, and reads its command line', async () => {
    const store = await log();
    await expect(stateAsOf(store, 'mystery-1')).rejects.toBeInstanceOf(UnknownAggregateError);
    expect(parseTimeTravelArgs(['game-g1', '--at', '2026-11-20T10:02:30Z', '--position', '12'])).toEqual({
      streamId: 'game-g1',
      asOf: { time: new Date('2026-11-20T10:02:30Z'), position: 12n },
    });
    expect(() => parseTimeTravelArgs([])).toThrow(/--stream/);
    expect(() => parseTimeTravelArgs(['game-g1', '--at', 'noon'])).toThrow(/--at/);
  });

  it('turns Maps, Sets and bigints of deciders into JSON', () => {
    expect(toJson({ m: new Map([['a', new Set([1n, 2n])]]), n: null })).toEqual({ m: { a: ['1', '2'] }, n: null });
  });
});
