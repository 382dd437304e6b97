import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandHandler, gameDecider, handleRating, type GameCommandMessage, type RatingCommandMessage } from '@sports/command-service';
import { streams } from '@sports/contracts';
import { SqliteEventStore } from '@sports/event-store';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { DURING, castOf, getSettled, rate, ratedGame, type Cast } from '@sports/testing/http/ratingsFixtures';

/** Raters acting on one game at the same moment: the game's ratings stream orders them and loses nothing. */
let platform: TestPlatform;
let cast: Cast;

beforeAll(async () => {
  platform = await startTestStack();
  cast = await castOf(platform, 'rc', ['host', 'cohost', 'priya', 'arjun', 'kavya']);
});
afterAll(() => platform.close());

const streamOf = async (activityId: string) =>
  (await platform.eventStore.readStream(`ratings-${activityId}`)).map((e) => [e.type, (e.data as { raterId?: string }).raterId]);

describe('concurrent ratings of one game', () => {
  it('two raters and the host at once: every rating is kept', async () => {
    const game = await ratedGame(platform, cast, ['priya', 'arjun', 'kavya']);
    platform.setNow(DURING);
    const responses = await Promise.all([
      rate(platform, game, 'participant', cast.priya!.token, { ratingFor: cast.kavya!.userId, stars: 4 }),
      rate(platform, game, 'participant', cast.arjun!.token, { ratingFor: cast.kavya!.userId, stars: 5 }),
      rate(platform, game, 'participant', cast.host!.token, {
        ratingFor: cast.kavya!.userId,
        ratedLevel: 2,
        isParticipated: true,
        isPunctual: true,
      }),
      rate(platform, game, 'host', cast.priya!.token, { ratingFor: cast.host!.userId, stars: 5 }),
      rate(platform, game, 'game', cast.arjun!.token, {}),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await streamOf(game)).sort()).toEqual(
      [
        ['ParticipantRated', cast.priya!.userId],
        ['ParticipantRated', cast.arjun!.userId],
        ['ParticipantRated', cast.host!.userId],
        ['HostRated', cast.priya!.userId],
        ['GameRated', cast.arjun!.userId],
      ].sort(),
    );
    const reputation = (await json(await getSettled(platform, `/api/vm/users/${cast.kavya!.userId}/reputation`))).data;
    expect(reputation).toMatchObject({ reputation: { assessedGames: 1, punctual: 1 }, hostRating: { count: 0 } });
    const hostRating = (await json(await getSettled(platform, `/api/vm/users/${cast.host!.userId}/reputation`))).data.hostRating;
    expect(hostRating).toMatchObject({ count: 1 });
  });

  it('a double submit from one rater yields one rating: the second is 409', async () => {
    const game = await ratedGame(platform, cast, ['priya', 'arjun']);
    platform.setNow(DURING);
    const body = { ratingFor: cast.arjun!.userId, stars: 3 };
    const responses = await Promise.all([
      rate(platform, game, 'participant', cast.priya!.token, body),
      rate(platform, game, 'participant', cast.priya!.token, body),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await json(responses.find((r) => r.status === 409)!)).code).toBe('ALREADY_RATED');
    expect(await streamOf(game)).toEqual([['ParticipantRated', cast.priya!.userId]]);
  });

  it('a retried submit with the same Idempotency-Key replays the first answer and appends nothing', async () => {
    const game = await ratedGame(platform, cast, ['priya', 'arjun']);
    platform.setNow(DURING);
    const body = { ratingFor: cast.arjun!.userId, stars: 3 };
    const key = { 'idempotency-key': 'rate-arjun-once' };
    const [first, second] = await Promise.all([
      rate(platform, game, 'participant', cast.priya!.token, body, key),
      rate(platform, game, 'participant', cast.priya!.token, body, key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await json(second)).toEqual(await json(first));
    expect(await streamOf(game)).toEqual([['ParticipantRated', cast.priya!.userId]]);
    const reused = await rate(platform, game, 'participant', cast.priya!.token, { ...body, stars: 1 }, key);
    expect([reused.status, (await json(reused)).code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });
});

describe('concurrent ratings from two processes sharing the embedded log', () => {
  it('two writers rating one game at once: optimistic concurrency keeps every rating, and a pair once', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'two-raters-')), 'events.sqlite');
    const stores = [new SqliteEventStore(file), new SqliteEventStore(file)];
    const handlers = stores.map((store) => new CommandHandler(store));
    const activityId = 'two-writers-game';
    const context = (userId: string, commandId: string, now: string) => ({ commandId, userId, now });
    const details = sampleGameDetails({ maxParticipants: 30 });
    const players = Array.from({ length: 12 }, (_, i) => `p${i}`);
    try {
      const game = (type: string, data: unknown, userId: string, id: string) =>
        handlers[0]!.handle({
          streamId: streams.game(activityId),
          decider: gameDecider,
          command: { type, data, context: context(userId, id, '2026-11-20T10:00:00.000Z') } as GameCommandMessage,
          reply: () => null,
        });
      await game('CreateGame', { activityId, host: { id: 'h', name: 'Host' }, details }, 'h', 'create');
      for (const p of players) await game('JoinGame', { activityId, player: { id: p, name: p } }, p, `join-${p}`);
      // Every player rates the next two, each rating sent by both writers: 24 pairs, 48 commands.
      const now = '2026-11-23T10:00:00.000Z';
      const commands = players.flatMap((p, i) => [1, 2].map((k) => ({ rater: p, rated: players[(i + k) % players.length]! })));
      const outcomes = await Promise.all(
        commands.flatMap(({ rater, rated }, n) =>
          handlers.map((handler, w) => {
            const command = {
              type: 'RateParticipant',
              data: { activityId, rating: { ratingFor: rated, stars: 1 + (n % 5) } },
              context: context(rater, `w${w}-${n}`, now),
            } as Omit<RatingCommandMessage, 'game'>;
            return handleRating(handler, stores[w]!, command, () => 'rated').then(
              () => 'rated',
              (error: { code?: string }) => error.code ?? (error instanceof Error ? error.message : JSON.stringify(error)),
            );
          }),
        ),
      );
      expect(outcomes.filter((o) => o === 'rated')).toHaveLength(commands.length);
      expect(outcomes.filter((o) => o !== 'rated').every((o) => o === 'ALREADY_RATED')).toBe(true);
      const pairs = (await stores[0]!.readStream(streams.ratings(activityId))).map((e) => {
        const data = e.data as { raterId: string; ratedUserId: string };
        return `${data.raterId}>${data.ratedUserId}`;
      });
      expect(pairs).toHaveLength(commands.length);
      expect(new Set(pairs)).toEqual(new Set(commands.map((c) => `${c.rater}>${c.rated}`)));
    } finally {
      for (const store of stores) await store.close();
    }
  });
});
