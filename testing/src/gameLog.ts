import { currentVersionOf, type GameEvent } from '@sports/contracts';
import { newEventId, type EventStore } from '@sports/event-store';
import { sampleGameDetails } from '../../test/fixtures/gameDetails';

/**
 * Real game events for the production-path and analysts' specs: each game is created, then
 * joined by `players` people, one append per event as commands write them, at times one minute
 * apart from `start` (so time windows can be tested), with correlation id `corr-<game>`.
 */
export const appendGames = async (store: EventStore, games: string[], options: { players?: number; start?: string } = {}) => {
  const players = options.players ?? 2;
  let clock = Date.parse(options.start ?? '2026-11-20T10:00:00.000Z');
  for (const activityId of games) {
    const events: GameEvent[] = [
      {
        type: 'GameCreated',
        data: { activityId, host: { id: 'host', name: 'Hari Host' }, details: sampleGameDetails({ maxParticipants: 10 }) },
      },
      ...Array.from(
        { length: players },
        (_, p): GameEvent => ({
          type: 'PlayerJoinedGame',
          data: { activityId, participant: { id: `${activityId}-p${p}`, name: `Player ${p}` } },
        }),
      ),
    ];
    for (const [i, event] of events.entries()) {
      const time = new Date(clock).toISOString();
      clock += 60_000;
      const metadata = {
        commandId: `c-${activityId}-${i}`,
        commandHash: 'h',
        causationId: `c-${activityId}-${i}`,
        correlationId: `corr-${activityId}`,
        userId: 'host',
        time,
        schemaVersion: currentVersionOf(event.type),
      };
      await store.appendToStream(`game-${activityId}`, [{ id: newEventId(), type: event.type, data: event.data, metadata }], {
        expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1),
      });
    }
  }
};

/** Polls until `check` holds (or throws after `timeoutMs`): for loops that run on their own. */
export const eventually = async (check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
