import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameDocument } from '@sports/contracts';
import { GAMES_COLLECTION, SqliteDocumentStore, USERS_COLLECTION, allProjections, type DocumentStore } from '@sports/projections';
import { makeGame, participant } from '../../../../test/fixtures/gameDocument';
import { LiveGameIndex, type LiveQuery } from './liveGameIndex';
import { LiveGames, type GameChange } from './liveGames';
import { liveListJson } from './liveListBody';

const HOUR = 3_600_000;
const NOW = Date.parse('2030-05-10T06:00:00Z');
const istDate = (ms: number) => new Date(ms + 5.5 * HOUR).toISOString().slice(0, 10);
const upcoming: LiveQuery = { status: 'upcoming' };
const soon = (id: string, extra: Partial<GameDocument> = {}) =>
  makeGame({ id, activityId: id, startAt: NOW + HOUR, endAt: NOW + 2 * HOUR, date: istDate(NOW + HOUR), ...extra });
const reply = (index: LiveGameIndex) =>
  JSON.parse(
    liveListJson(index.page(upcoming, [], NOW, { page: 0, size: 9 }).games, null, {
      nextUrl: null,
      counts: { total: 0, games: 0, sports: 0 },
      stopLoading: true,
    }).toString(),
  ) as { data: { activities: GameDocument[] } };
const hostNames = (index: LiveGameIndex) => Object.fromEntries(reply(index).data.activities.map((a) => [a.id, a.hostDetail.name]));

describe('the live index shows current names (docs/adr/0091-read-time-names.md)', () => {
  it("makes a game's bytes with current names, and redoes only the games naming someone renamed", () => {
    const names = new Map([['p', 'Priya Sharma']]);
    const index = new LiveGameIndex((id) => names.get(id));
    index.put('hosted', soon('hosted', { host: 'p', hostDetail: { id: 'p', name: 'Copied Name', isHost: true } }));
    index.put(
      'joined',
      soon('joined', {
        participantDetail: [participant({ id: 'host1', name: 'Hari Host', isHost: true }), participant({ id: 'p', name: 'Copied Name' })],
      }),
    );
    index.put('other', soon('other'));
    expect(hostNames(index)).toEqual({ hosted: 'Priya Sharma', joined: 'Hari Host', other: 'Hari Host' });
    const untouched = index.page(upcoming, [], NOW, { page: 0, size: 9 }).games.find((g) => g.id === 'other')!.json;

    names.set('p', 'Priyanka Rao');
    expect(
      index
        .rename(['p'])
        .map((g) => g.id)
        .sort(),
    ).toEqual(['hosted', 'joined']);
    const after = reply(index).data.activities;
    expect(after.find((a) => a.id === 'hosted')!.hostDetail.name).toBe('Priyanka Rao');
    expect(after.find((a) => a.id === 'joined')!.participantDetail[1]).toMatchObject({
      name: 'Priyanka Rao',
      firstName: 'Priyanka',
      lastName: 'Rao',
    });
    expect(index.page(upcoming, [], NOW, { page: 0, size: 9 }).games.find((g) => g.id === 'other')!.json).toBe(untouched);
    // A redone game's bytes are what a fresh put makes of its document.
    const fresh = new LiveGameIndex((id) => names.get(id));
    fresh.put('hosted', soon('hosted', { host: 'p', hostDetail: { id: 'p', name: 'Copied Name', isHost: true } }));
    expect(
      fresh
        .page(upcoming, [], NOW, { page: 0, size: 9 })
        .games[0]!.json.equals(index.page(upcoming, [], NOW, { page: 0, size: 9 }).games.find((g) => g.id === 'hosted')!.json),
    ).toBe(true);

    // A game gone from the index is no longer redone for its people.
    index.put('hosted', null);
    expect(index.rename(['p']).map((g) => g.id)).toEqual(['joined']);
  });

  it('follows renames in the users read model, and tells live followers which games changed', async () => {
    const store: DocumentStore = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'live-names-')), 'read.sqlite'));
    for (const projection of allProjections) await store.ensureCollection(projection.collection);
    let signal = 0n;
    const write = async (position: bigint, collection: string, ...docs: Array<{ id: string } & Record<string, unknown>>) => {
      await store.commit(
        docs.map((doc) => ({ collection, id: doc.id, doc, position })),
        [],
      );
      signal = position;
    };
    const live = new LiveGames(store, { clock: () => new Date(NOW), changeSignal: () => signal, generationCheckMs: 3_600_000 });
    const heard: GameChange[] = [];
    const stop = live.follow((changes) => heard.push(...changes));
    await write(1n, USERS_COLLECTION, { id: 'p', name: 'Priya Sharma' }, { id: 'host1', name: 'Hari Host' });
    await write(
      2n,
      GAMES_COLLECTION,
      soon('hosted', { host: 'p', hostDetail: { id: 'p', name: 'Priya Sharma', isHost: true } }),
      soon('other'),
    );
    expect(hostNames(await live.current())).toEqual({ hosted: 'Priya Sharma', other: 'Hari Host' });
    heard.length = 0;

    await write(3n, USERS_COLLECTION, { id: 'p', name: 'Priyanka Rao' });
    expect(hostNames(await live.current())).toEqual({ hosted: 'Priyanka Rao', other: 'Hari Host' });
    expect(heard.map((c) => [c.id, c.doc?.hostDetail.name])).toEqual([['hosted', 'Priyanka Rao']]);
    stop();
    await store.close();
  });
});
