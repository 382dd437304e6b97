import type { LogFilter } from './exportRows';
import { logPageSql, logWhere, openLogReader } from './exportRows';

/**
 * NDJSON straight out of the embedded store (300,000 events/s to a file). SQLite
 * writes each line and concatenates a page of them into one BLOB, which arrives as one Buffer that
 * goes to the file as it is. Reading rows into JavaScript strings and encoding them back to UTF-8
 * cost more than SQLite's read itself (profile in bench/results/2026-11-26-ndjson-replay-profile.md); here a page costs a query,
 * one copy of its bytes, and two small JSON arrays (positions, types) for the summary.
 *
 * The lines are byte for byte replay.ts's formatRow (replay.spec.ts compares both paths):
 * json_quote escapes exactly as JSON.stringify does (checked on every code point), and
 * `metadata -> '$.time'` is the time's JSON text ('null' when absent), as JSON.stringify writes it.
 */
export interface NdjsonPage {
  bytes: Buffer;
  /** Each line's event type, in order: the summary's counts by type. */
  types: string[];
  first: bigint;
  last: bigint;
}

export interface NdjsonPages {
  pages: Generator<NdjsonPage>;
  readonly scanned: number;
  /** metadata.time of the event at `position` (the summary's first and last time). */
  timeAt(position: bigint): string | null;
  close(): void;
}

const LINE = `concat('{"type":', json_quote(e.type), ',"stream":', json_quote(s.name), ',"revision":"', e.revision, '","position":"', e.position, '","time":', coalesce(e.metadata -> '$.time', 'null'), ',"data":', e.data, ',"metadata":', e.metadata, '}', char(10))`;

/**
 * Pages of at most `pageSize` lines, `limit` lines in all, of the events in (after, end] that pass
 * the filter, every filter inside SQLite. The aggregates read the page's rows in the subquery's
 * order; the positions array is checked to be increasing, so an out-of-order page fails loudly
 * instead of writing a shuffled file.
 */
export const sqliteNdjsonPages = (
  file: string,
  filter: LogFilter,
  end: bigint | null,
  options: { pageSize: number; limit: number },
): NdjsonPages => {
  const db = openLogReader(file);
  const { where, params, byStream } = logWhere(db, filter);
  const inner = logPageSql(`e.position AS p, e.revision AS r, e.type AS t, ${LINE} AS line`, where, byStream);
  const statement = db
    .prepare<unknown[], [bigint | null, bigint | null, bigint | null, Buffer, string, string]>(
      `SELECT min(p), max(p), max(r), CAST(group_concat(line, '') AS BLOB), json_group_array(p), json_group_array(t) FROM (${inner})`,
    )
    .raw(true)
    .safeIntegers(true);
  const time = db.prepare<[bigint], string | null>("SELECT metadata ->> '$.time' FROM events WHERE position = ?").pluck(true);
  const state = { scanned: 0 };
  function* pages(): Generator<NdjsonPage> {
    if (end === null) return;
    let after = filter.after ?? -1n;
    let revision = -1n;
    let left = options.limit;
    while (left > 0) {
      const size = Math.min(options.pageSize, left);
      const [first, last, lastRevision, bytes, positionsJson, typesJson] = byStream
        ? statement.get(...params, revision, after, end, size)!
        : statement.get(...params, after, end, size)!;
      if (first === null || last === null) return;
      const positions = JSON.parse(positionsJson) as number[];
      for (let i = 1; i < positions.length; i++)
        if (!(positions[i]! > positions[i - 1]!)) throw new Error(`NDJSON page out of log order after position ${after}`);
      const types = JSON.parse(typesJson) as string[];
      state.scanned += types.length;
      left -= types.length;
      yield { bytes, types, first, last };
      if (types.length < size) return;
      if (byStream) revision = lastRevision!;
      else after = last;
    }
  }
  return {
    pages: pages(),
    get scanned() {
      return state.scanned;
    },
    // As the row path has it: the value json_extract gives, whatever its type.
    timeAt: (position) => time.get(position) ?? null,
    close: () => db.close(),
  };
};
