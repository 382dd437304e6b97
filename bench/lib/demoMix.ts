import type { RecordedEvent } from '@sports/contracts';
import { startTestStack } from '@sports/testing/testStack';

/** The writes the soak sends (bench/lib/soakLoad.ts). */
export const WRITE_KINDS = ['create', 'join', 'leave', 'book', 'chat post'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/**
 * A command's kind, read from the first event it appended (a command and what it set off share a
 * correlation id: an order's payment, confirmation and partner split are one purchase). An
 * offering's places are bought through the same checkout as a slot, so they count as a booking.
 */
const KIND_OF_FIRST_EVENT: Record<string, WriteKind> = {
  GameCreated: 'create',
  PlayerJoinedGame: 'join',
  JoinRequested: 'join',
  PlayerJoinedWaitlist: 'join',
  PlayerLeftGame: 'leave',
  SlotsHeld: 'book',
  OrderPlaced: 'book',
  OfferingPlacesHeld: 'book',
  CommentPosted: 'chat post',
};

export interface DemoHour {
  /** The hour (UTC, `YYYY-MM-DDTHH`) with the most events in the demo's log. */
  hour: string;
  events: number;
  eventsByType: Record<string, number>;
  /** Commands (correlation ids) of that hour by the kind the soak sends. */
  commands: Record<WriteKind, number>;
  /** Commands of that hour the soak does not send (a game clock's sweep, a class session...), by their first event. */
  notDriven: Record<string, number>;
  totalEvents: number;
}

/**
 * The demo's busiest hour: the demo data (demo/src/) seeded on an in-memory platform, its
 * events bucketed by the hour of their command time (metadata.time: the seed writes each command
 * at a moment in the past), the hour with the most events kept and its commands counted by kind.
 */
export const demoBusiestHour = async (): Promise<DemoHour> => {
  // The in-memory stack seeds the same events as one on files, for a quarter of the CPU (0.6 s against 2.2 s, 369 events).
  const platform = await startTestStack({ env: { DEMO_DATA: 'true' }, now: new Date().toISOString() });
  const events: RecordedEvent[] = [];
  try {
    await platform.settle();
    for (let after: bigint | null = null; ; ) {
      const batch = await platform.eventStore.readAll({ after, maxCount: 1_000 });
      if (batch.length === 0) break;
      events.push(...batch);
      after = batch[batch.length - 1]!.position;
    }
  } finally {
    await platform.close();
  }
  const byHour = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    const hour = event.metadata.time.slice(0, 13);
    byHour.set(hour, [...(byHour.get(hour) ?? []), event]);
  }
  const [hour, busiest] = [...byHour.entries()].reduce((best, entry) => (entry[1].length > best[1].length ? entry : best));
  const eventsByType: Record<string, number> = {};
  const firstOfCommand = new Map<string, string>();
  for (const event of busiest) {
    eventsByType[event.type] = (eventsByType[event.type] ?? 0) + 1;
    if (!firstOfCommand.has(event.metadata.correlationId)) firstOfCommand.set(event.metadata.correlationId, event.type);
  }
  const commands = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, 0])) as Record<WriteKind, number>;
  const notDriven: Record<string, number> = {};
  for (const type of firstOfCommand.values()) {
    const kind = KIND_OF_FIRST_EVENT[type];
    if (kind) commands[kind]++;
    else notDriven[type] = (notDriven[type] ?? 0) + 1;
  }
  return { hour, events: busiest.length, eventsByType, commands, notDriven, totalEvents: events.length };
};

/**
 * Assumption (docs/adr/0120-busy-evening-soak.md): the demo seeds no chat and nobody
 * leaves a game, but a busy evening has both; a kind the busiest hour lacks gets this share of
 * the writes, the others keep their proportions in the rest.
 */
export const ASSUMED_SHARE_OF_MISSING_KIND = 0.05;

/** Each write kind's share of the writes: the demo's busiest hour, with the assumed floor for kinds it lacks. */
export const writeShares = (demo: DemoHour): Record<WriteKind, number> => {
  const missing = WRITE_KINDS.filter((kind) => demo.commands[kind] === 0);
  const present = WRITE_KINDS.filter((kind) => demo.commands[kind] > 0);
  const presentTotal = present.reduce((n, kind) => n + demo.commands[kind], 0);
  const rest = 1 - missing.length * ASSUMED_SHARE_OF_MISSING_KIND;
  return Object.fromEntries(
    WRITE_KINDS.map((kind) => [
      kind,
      demo.commands[kind] === 0 ? ASSUMED_SHARE_OF_MISSING_KIND : (rest * demo.commands[kind]) / presentTotal,
    ]),
  ) as Record<WriteKind, number>;
};
