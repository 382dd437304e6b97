import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxStream, streams } from '@sports/contracts';
import { SqliteEventStore } from '@sports/event-store';
import { CommandHandler } from '../core/commandHandler';
import { userDecider } from '../users/userDecider';
import { Notifier } from './notifier';
import type { EndedGame } from './reviewPrompt';

/**
 * Review prompts: each player of each game that ended since the last sweep is
 * prompted once; the first sweep announces nothing; games ending at one moment are never cut in two.
 */
const stores: SqliteEventStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

const setUp = async (games: EndedGame[], players: string[]) => {
  const store = new SqliteEventStore(join(mkdtempSync(join(tmpdir(), 'sweep-')), 'events.sqlite'));
  stores.push(store);
  const handler = new CommandHandler(store);
  for (const userId of players) {
    await handler.handle({
      streamId: streams.user(userId),
      decider: userDecider,
      command: {
        type: 'RegisterUser',
        data: { userId, firstName: userId, lastName: '', phone: null, role: 'player', scopeIds: [], source: 'dev' },
        context: { commandId: `r-${userId}`, userId, now: '2026-11-20T00:00:00.000Z' },
      },
      reply: () => undefined,
    } as never);
  }
  let now = new Date('2026-11-20T10:00:00.000Z');
  let watermark: bigint | null = null;
  const asked: number[] = [];
  const sent: string[] = [];
  const notifier = new Notifier({
    feed: store,
    readStream: (id, o) => store.readStream(id, o),
    handler,
    messages: { send: async (m) => void sent.push(m.text) },
    checkpoint: { load: async () => null, save: async () => undefined },
    publicUrl: 'https://play.example',
    reviewPrompts: {
      clock: () => now,
      checkpoint: { load: async () => watermark, save: async (p) => void (watermark = p) },
      endedGames: async (afterMs, uptoMs, limit) => {
        asked.push(limit);
        return games
          .filter((g) => g.endAt > afterMs && g.endAt <= uptoMs)
          .sort((a, b) => a.endAt - b.endAt)
          .slice(0, limit);
      },
    },
  });
  const inboxOf = async (userId: string) =>
    (await store.readStream(inboxStream(userId))).map((e) => (e.data as { notificationId: string }).notificationId);
  return { notifier, inboxOf, sent, asked, setNow: (iso: string) => void (now = new Date(iso)) };
};

const at = (iso: string) => Date.parse(iso);

describe('review prompt sweeps', () => {
  it('the first sweep notes the time; later ones prompt each player of each game ended since, once', async () => {
    const games: EndedGame[] = [
      { activityId: 'before', name: 'Old Game', endAt: at('2026-11-20T09:00:00.000Z'), playerIds: ['priya'] },
      { activityId: 'g1', name: 'Friday 5s', endAt: at('2026-11-20T11:00:00.000Z'), playerIds: ['priya', 'arjun'] },
    ];
    const { notifier, inboxOf, setNow } = await setUp(games, ['priya', 'arjun']);
    expect(await notifier.sweepReviewPrompts()).toBe(0);
    setNow('2026-11-20T12:00:00.000Z');
    expect(await notifier.sweepReviewPrompts()).toBe(2);
    expect(await notifier.sweepReviewPrompts()).toBe(0);
    expect(await inboxOf('priya')).toEqual(['review.g1']);
    expect(await inboxOf('arjun')).toEqual(['review.g1']);
  });

  it('more games ending at one moment than a page holds are all prompted', async () => {
    const end = at('2026-11-20T11:00:00.000Z');
    const games: EndedGame[] = Array.from({ length: 450 }, (_, i) => ({
      activityId: `g${i}`,
      name: `Game ${i}`,
      endAt: i < 5 ? end - 1000 : end,
      playerIds: ['priya'],
    }));
    const { notifier, inboxOf, setNow, asked } = await setUp(games, ['priya']);
    await notifier.sweepReviewPrompts();
    setNow('2026-11-20T12:00:00.000Z');
    expect(await notifier.sweepReviewPrompts()).toBe(450);
    expect(new Set(await inboxOf('priya')).size).toBe(450);
    expect(Math.max(...asked)).toBeGreaterThan(200);
  }, 60_000);
});
