import Database from 'better-sqlite3';
import { categoryOf, type EventFeed, type RecordedEvent } from '@sports/contracts';
import { SqliteEventStore, type EventStore } from '@sports/event-store';

/**
 * The event log as the analysts' tools read it (replay, export): rows with `data` and `metadata`
 * as JSON text, in log order, page by page. On the embedded store the rows come straight from
 * SQLite (a read-only connection of their own): the stored JSON text is passed on as it is, and
 * the stream, category, type and position filters run inside SQLite, so events nobody asked for
 * never become JavaScript strings. Other stores go through the EventStore port.
 */
export interface LogRow {
  position: bigint;
  id: string;
  stream: string;
  revision: number;
  type: string;
  /** JSON text, as stored. */
  data: string;
  /** JSON text, as stored. */
  metadata: string;
  /** metadata.time, the command's time; null when absent. */
  time: string | null;
}

/** Every criterion narrows; none means the whole log. */
export interface LogFilter {
  stream?: string;
  categories?: readonly string[];
  types?: readonly string[];
  /** Event time (metadata.time): from inclusive, to exclusive. */
  from?: Date;
  to?: Date;
  /** Global positions: after exclusive, until inclusive. */
  after?: bigint;
  until?: bigint;
}

export interface LogScan {
  /** Where the scan ends: `until`, or the head when it started (so a scan ends on a busy log too); null on an empty log. */
  end: bigint | null;
  /** Pages of matching rows; `scanned` counts the rows the store handed over (those it filtered itself, on the embedded store all of them, not included). */
  pages: AsyncGenerator<LogRow[]>;
  readonly scanned: number;
  close(): void;
}

/** Rows per read: pages of 5,000 outlived the young generation and tripled the CPU per event (GC), measured. */
const PAGE = 500;

/** The time window's test, as both paths apply it: Date.parse of metadata.time, from inclusive, to exclusive. */
export const inWindow = (f: LogFilter) => {
  if (!f.from && !f.to) return null;
  const from = f.from?.getTime() ?? Number.NEGATIVE_INFINITY;
  const to = f.to?.getTime() ?? Number.POSITIVE_INFINITY;
  return (time: string | null) => {
    const t = Date.parse(time ?? '');
    return !Number.isNaN(t) && t >= from && t < to;
  };
};

/** Where a scan ends: `until`, or the head when it starts (so a scan ends on a busy log too); null on an empty log. */
export const scanEnd = async (store: EventStore, filter: LogFilter): Promise<bigint | null> => {
  const head = await store.headPosition();
  return filter.until !== undefined && (head === null || filter.until < head) ? filter.until : head;
};

/** Opens a scan of the log; close it when done (it may hold a connection). */
export const scanLog = async (store: EventStore, filter: LogFilter, options: { pageSize?: number } = {}): Promise<LogScan> => {
  const end = await scanEnd(store, filter);
  const pageSize = options.pageSize ?? PAGE;
  const file = sqliteFileOf(store);
  return file !== null ? sqliteScan(file, filter, end, pageSize) : portScan(store, filter, end, pageSize);
};

/** Stream names of a category sort between `cat-` and `cat.` ('.' follows '-'); a name without a dash is its own category. */
const categorySql = (categories: readonly string[], params: unknown[]) =>
  `(${categories
    .map((c) => {
      params.push(`${c}-`, `${c}.`, c);
      return '(s.name >= ? AND s.name < ? OR s.name = ?)';
    })
    .join(' OR ')})`;

/** The embedded store's file when `store` is one: its scans read SQLite directly. */
export const sqliteFileOf = (store: EventStore): string | null => (store instanceof SqliteEventStore ? store.file : null);

/** A read-only connection of the scan's own, so a long scan never holds the store's. */
export const openLogReader = (file: string): Database.Database => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
};

/**
 * The filters as SQL over `events e` and `streams s`, every one inside SQLite. The time window
 * calls back into JavaScript (Date.parse, as the EventStore port path does) only on rows the
 * other filters kept. `byStream`: page by revision on the stream's index instead of by position.
 */
export const logWhere = (db: Database.Database, filter: LogFilter): { where: string[]; params: unknown[]; byStream: boolean } => {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.stream !== undefined) {
    where.push('s.name = ?');
    params.push(filter.stream);
  }
  if (filter.categories?.length) where.push(categorySql(filter.categories, params));
  if (filter.types?.length) {
    where.push(`e.type IN (${filter.types.map(() => '?').join(',')})`);
    params.push(...filter.types);
  }
  const window = inWindow(filter);
  if (window) {
    db.function('in_window', { deterministic: true }, (time: unknown) => (window(time as string | null) ? 1 : 0));
    where.push("in_window(e.metadata ->> '$.time')");
  }
  return { where, params, byStream: filter.stream !== undefined };
};

/**
 * One stream: its index, page by revision. Otherwise events lead (CROSS JOIN keeps SQLite from starting
 * at the streams of a category and sorting them on every page): the log in position order, each row's stream looked up.
 * Parameters: the filters', then (one stream) the revision after, then position after, position until, page size.
 */
export const logPageSql = (columns: string, where: readonly string[], byStream: boolean): string =>
  byStream
    ? `SELECT ${columns} FROM streams s JOIN events e ON e.stream_no = s.stream_no WHERE ${[...where, 'e.revision > ?', 'e.position > ?', 'e.position <= ?'].join(' AND ')} ORDER BY e.revision LIMIT ?`
    : `SELECT ${columns} FROM events e CROSS JOIN streams s ON s.stream_no = e.stream_no WHERE ${[...where, 'e.position > ?', 'e.position <= ?'].join(' AND ')} ORDER BY e.position LIMIT ?`;

const sqliteScan = (file: string, filter: LogFilter, end: bigint | null, pageSize: number): LogScan => {
  const db = openLogReader(file);
  const { where, params: fixed, byStream } = logWhere(db, filter);
  const columns = "e.position, e.id, s.name, e.revision, e.type, e.data, e.metadata, e.metadata ->> '$.time'";
  const statement = db
    .prepare<unknown[], [number, string, string, number, string, string, string, string | null]>(logPageSql(columns, where, byStream))
    .raw(true);
  const state = { scanned: 0 };
  async function* pages(): AsyncGenerator<LogRow[]> {
    if (end === null) return;
    let after = Number(filter.after ?? -1n);
    let revision = -1;
    const until = Number(end);
    for (;;) {
      const raw = byStream ? statement.all(...fixed, revision, after, until, pageSize) : statement.all(...fixed, after, until, pageSize);
      state.scanned += raw.length;
      // Index access into a preallocated array: destructuring each row and pushing measured 3× slower (CPU time per row).
      const rows = new Array<LogRow>(raw.length);
      for (let i = 0; i < raw.length; i++) {
        const r = raw[i]!;
        rows[i] = { position: BigInt(r[0]), id: r[1], stream: r[2], revision: r[3], type: r[4], data: r[5], metadata: r[6], time: r[7] };
      }
      if (rows.length > 0) yield rows;
      if (raw.length < pageSize) return;
      const last = raw[raw.length - 1]!;
      if (byStream) revision = last[3];
      else after = last[0];
    }
  }
  return {
    end,
    pages: pages(),
    get scanned() {
      return state.scanned;
    },
    close: () => db.close(),
  };
};

const rowOf = (e: RecordedEvent): LogRow => ({
  position: e.position,
  id: e.id,
  stream: e.streamId,
  revision: Number(e.revision),
  type: e.type,
  data: JSON.stringify(e.data),
  metadata: JSON.stringify(e.metadata),
  time: e.metadata?.time ?? null,
});

/** Any EventStore: $all from `after` page by page (or one stream), every filter here. */
const portScan = (store: EventStore, filter: LogFilter, end: bigint | null, pageSize: number): LogScan => {
  const window = inWindow(filter);
  const categories = filter.categories?.length ? new Set(filter.categories) : null;
  const types = filter.types?.length ? new Set(filter.types) : null;
  const keep = (e: RecordedEvent) =>
    (filter.stream === undefined || e.streamId === filter.stream) &&
    (!categories || categories.has(categoryOf(e.streamId))) &&
    (!types || types.has(e.type)) &&
    (!window || window(e.metadata?.time ?? null)) &&
    (filter.after === undefined || e.position > filter.after);
  const state = { scanned: 0 };
  async function* pages(): AsyncGenerator<LogRow[]> {
    if (end === null) return;
    if (filter.stream !== undefined) {
      const events = (await store.readStream(filter.stream)).filter((e) => e.position <= end);
      state.scanned += events.length;
      const rows = events.filter(keep).map(rowOf);
      if (rows.length > 0) yield rows;
      return;
    }
    let after: bigint | null = filter.after ?? null;
    for (;;) {
      const page = await (store as EventFeed).readAll({ after, maxCount: pageSize });
      const upTo = page.findIndex((e) => e.position > end);
      const inRange = upTo < 0 ? page : page.slice(0, upTo);
      state.scanned += inRange.length;
      const rows = inRange.filter(keep).map(rowOf);
      if (rows.length > 0) yield rows;
      if (upTo >= 0 || page.length < pageSize) return;
      after = page[page.length - 1]!.position;
    }
  }
  return {
    end,
    pages: pages(),
    get scanned() {
      return state.scanned;
    },
    close: () => undefined,
  };
};
