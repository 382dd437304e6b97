import Database from 'better-sqlite3';
import { upcastRecorded } from '@sports/contracts';
import { SqliteEventStore } from '@sports/event-store';

/** The storage ceiling of a replay: every event row read in log order, with its stream name, and nothing decoded. */
export const rawRowReadRate = (eventsFile: string): { rows: number; perSecond: number } => {
  const db = new Database(eventsFile, { readonly: true });
  try {
    const rows = db
      .prepare(
        'SELECT e.position, e.id, s.name, e.revision, e.type, e.data, e.metadata FROM events e JOIN streams s ON s.stream_no = e.stream_no ORDER BY e.position',
      )
      .raw();
    const t0 = performance.now();
    let n = 0;
    for (const _row of rows.iterate()) n++;
    return { rows: n, perSecond: n / ((performance.now() - t0) / 1000) };
  } finally {
    db.close();
  }
};

/** What a projector gets before any projection runs: the EventStore feed in batches, each event decoded and upcast. */
export const feedReadRate = async (eventsFile: string, batch: number): Promise<{ events: number; perSecond: number }> => {
  const store = new SqliteEventStore(eventsFile);
  try {
    const t0 = performance.now();
    let [after, n] = [null as bigint | null, 0];
    for (;;) {
      const events = await store.readAll({ after, maxCount: batch });
      if (events.length === 0) break;
      for (const event of events) upcastRecorded(event);
      n += events.length;
      after = events[events.length - 1]!.position;
    }
    return { events: n, perSecond: n / ((performance.now() - t0) / 1000) };
  } finally {
    await store.close();
  }
};
