import { currentVersionOf, streams, type GameEvent } from '@sports/contracts';
import { SqliteEventStore, newEventId, type EventToAppend } from '@sports/event-store';
import { benchGame, type BenchGame } from './benchGames';

/** Games per transaction: the store's group commit writes every append of one event-loop turn together. */
const BATCH = 2_000;

const toAppend = (event: GameEvent, game: BenchGame, commandId: string, userId: string, atMs: number): EventToAppend => ({
  id: newEventId(atMs),
  type: event.type,
  data: event.data,
  // Shaped as the command handler shapes it (command-service/src/core/commandHandler.ts).
  metadata: {
    commandId,
    commandHash: `bench-${commandId}`,
    causationId: commandId,
    correlationId: commandId,
    userId,
    time: new Date(atMs).toISOString(),
    schemaVersion: currentVersionOf(event.type),
  },
});

/**
 * What the game decider would have appended for the game's history: GameCreated and the host's
 * PlayerJoinedGame in one append (one create command), then one append per other player: a
 * join of a public game, a request to join a private one (spec section 4).
 */
const historyOf = (game: BenchGame): EventToAppend[][] => {
  const { activityId, host, details } = game;
  const create = `bench-create-${activityId}`;
  const appends = [
    [
      toAppend({ type: 'GameCreated', data: { activityId, host, details } }, game, create, host.id, game.createdAtMs),
      toAppend({ type: 'PlayerJoinedGame', data: { activityId, participant: host } }, game, create, host.id, game.createdAtMs),
    ],
  ];
  game.others.forEach((participant, k) => {
    const type = details.privacy === 'private' ? 'JoinRequested' : 'PlayerJoinedGame';
    const at = game.createdAtMs + (k + 1) * 3_600_000;
    appends.push([toAppend({ type, data: { activityId, participant } }, game, `bench-join-${activityId}-${k}`, participant.id, at)]);
  });
  return appends;
};

/**
 * Loads games `from` (inclusive) to `to` (exclusive) into the event log through the
 * EventStore port, before the platform starts: the projector then builds the read models
 * from the log like after any restart. Returns how many events were appended.
 */
export const appendGames = async (eventsFile: string, from: number, to: number, nowMs: number): Promise<number> => {
  const store = new SqliteEventStore(eventsFile);
  let events = 0;
  try {
    for (let start = from; start < to; start += BATCH) {
      const pending: Promise<unknown>[] = [];
      for (let i = start; i < Math.min(to, start + BATCH); i++) {
        const game = benchGame(i, nowMs);
        historyOf(game).forEach((append, revision) => {
          events += append.length;
          const expectedRevision = revision === 0 ? ('no_stream' as const) : BigInt(revision);
          pending.push(store.appendToStream(streams.game(game.activityId), append, { expectedRevision }));
        });
      }
      await Promise.all(pending);
    }
  } finally {
    await store.close();
  }
  return events;
};
