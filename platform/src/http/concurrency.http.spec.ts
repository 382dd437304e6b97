import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandHandler, gameDecider, type GameCommandMessage } from '@sports/command-service';
import { DomainError, streams } from '@sports/contracts';
import { SqliteEventStore } from '@sports/event-store';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, json } from '@sports/testing/http/fixtures';

/** Many players racing for the last places of one game: the stream decides, exactly once each. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
});
afterAll(() => platform.close());

describe('concurrent joins', () => {
  it('200 players racing for 10 places: exactly 10 join, 190 get GAME_FULL, stream and read model agree', async () => {
    const host = await platform.tokenFor('race-host');
    // The host only organises, so all 10 places are for the 200 racers.
    const { activityId } = await createGame(platform, host, { maxParticipants: 10, isHostParticipating: false });
    const tokens = await Promise.all(Array.from({ length: 200 }, (_, i) => platform.tokenFor(`racer-${i}`)));
    const responses = await Promise.all(
      tokens.map((token) => platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token, body: {} })),
    );
    const bodies = await Promise.all(responses.map((r) => json(r)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect(new Set(bodies.filter((_, i) => statuses[i] === 409).map((b) => b.code))).toEqual(new Set(['GAME_FULL']));

    const joinedInStream = (await platform.eventStore.readStream(streams.game(activityId)))
      .filter((e) => e.type === 'PlayerJoinedGame')
      .map((e) => (e.data as { participant: { id: string } }).participant.id);
    expect(joinedInStream).toHaveLength(10);
    expect(new Set(joinedInStream).size).toBe(10);

    await platform.settle();
    const game = (await json(await platform.request('GET', `/api/vm/activities/${activityId}`))).data;
    expect([...game.participants].sort()).toEqual([...joinedInStream].sort());
    expect(game).toMatchObject({ totalParticipantCount: 10, isFull: true });
  });
});

describe('concurrent joins from two processes sharing the embedded log', () => {
  it('two writers on one SQLite file: still exactly 10 places taken, no duplicates, every refusal a 409', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'two-writers-'));
    const file = join(dir, 'events.sqlite');
    const stores = [new SqliteEventStore(file), new SqliteEventStore(file)];
    const handlers = stores.map((store) => new CommandHandler(store));
    const now = '2026-11-20T10:00:00.000Z';
    const activityId = 'race-two-writers';
    const command = (type: string, data: unknown, userId: string, commandId: string) =>
      ({ type, data, context: { commandId, userId, now } }) as GameCommandMessage;
    const run = (handler: CommandHandler, message: GameCommandMessage) =>
      handler.handle({ streamId: streams.game(activityId), decider: gameDecider, command: message, reply: () => 'ok' as const });
    try {
      await run(
        handlers[0]!,
        command(
          'CreateGame',
          { activityId, host: { id: 'h', name: 'Host' }, details: sampleGameDetails({ maxParticipants: 10, isHostParticipating: false }) },
          'h',
          'create',
        ),
      );
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          run(handlers[i % 2]!, command('JoinGame', { activityId, player: { id: `p${i}`, name: `P ${i}` } }, `p${i}`, `join-${i}`)).then(
            () => 'joined',
            (error: unknown) => (error instanceof DomainError ? error.code : `unexpected: ${String(error)}`),
          ),
        ),
      );
      expect(outcomes.filter((o) => o === 'joined')).toHaveLength(10);
      expect(new Set(outcomes.filter((o) => o !== 'joined'))).toSatisfy((codes: Set<string>) =>
        [...codes].every((c) => c === 'GAME_FULL' || c === 'CONCURRENCY_CONFLICT'),
      );
      const joined = (await stores[0]!.readStream(streams.game(activityId))).filter((e) => e.type === 'PlayerJoinedGame');
      expect(new Set(joined.map((e) => (e.data as { participant: { id: string } }).participant.id)).size).toBe(10);
      expect(joined).toHaveLength(10);
    } finally {
      for (const store of stores) await store.close();
    }
  });
});
