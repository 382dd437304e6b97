import type { EventStore } from '@sports/event-store';
import { scanEnd, scanLog, sqliteFileOf, type LogFilter, type LogRow } from './exportRows';
import { sqliteNdjsonPages } from './ndjsonPages';
import { ProgressBar, fractionOf, type ProgressOut } from './progress';

/** What to replay: every criterion narrows; none means the whole log. */
export interface ReplayQuery {
  stream?: string;
  category?: string;
  types?: readonly string[];
  /** Event time (metadata.time) window: from inclusive, to exclusive. */
  from?: Date;
  to?: Date;
  /** Global positions: after exclusive, until inclusive. */
  after?: bigint;
  until?: bigint;
  limit?: number;
}

export type ReplayFormat = 'ndjson' | 'csv';

export interface ReplaySummary {
  written: number;
  scanned: number;
  firstPosition: string | null;
  lastPosition: string | null;
  firstTime: string | null;
  lastTime: string | null;
  byType: Record<string, number>;
  seconds: number;
}

/** One line per event, the same fields in both formats. */
export const REPLAY_COLUMNS = ['type', 'stream', 'revision', 'position', 'time', 'data', 'metadata'] as const;

/** RFC 4180: quote a field holding a comma, quote or line break; double the quotes inside. */
const csvField = (text: string | null): string => (text === null ? '' : /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * One event as a line. `data` and `metadata` are the stored JSON text, spliced in as they are: the
 * same JSON as parsing and stringifying again (the store wrote them with JSON.stringify), at a
 * fraction of the cost (NDJSON at 300,000 events/s).
 */
export const formatRow = (r: LogRow, format: ReplayFormat): string =>
  format === 'ndjson'
    ? `{"type":${JSON.stringify(r.type)},"stream":${JSON.stringify(r.stream)},"revision":"${r.revision}","position":"${r.position}","time":${r.time === null ? 'null' : JSON.stringify(r.time)},"data":${r.data},"metadata":${r.metadata}}\n`
    : `${[r.type, r.stream, String(r.revision), String(r.position), r.time, r.data, r.metadata].map(csvField).join(',')}\r\n`;

export const csvHeader = () => `${REPLAY_COLUMNS.join(',')}\r\n`;

/** Where replay writes: a file or stdout (their backpressure is honoured), or anything with write(). */
export interface ReplayOut {
  write(chunk: Uint8Array): unknown;
  once?(event: 'drain', listener: () => void): unknown;
}

const CHUNK = 256 * 1024;

/**
 * Lines encoded straight into 256 KB buffers, each handed to `out` when full. Concatenating a
 * page's lines into one string and writing that cost more than the rest of the replay (V8
 * flattens the big string, in large-object space, then encodes it again), measured in CPU time.
 */
class ChunkedWriter {
  private buffer = Buffer.allocUnsafe(CHUNK);
  private used = 0;
  private full = false;

  constructor(private readonly out: ReplayOut) {}

  line(text: string): void {
    // A UTF-16 code unit takes at most 3 bytes in UTF-8.
    if (this.buffer.length - this.used < text.length * 3) this.flush(text.length * 3);
    this.used += this.buffer.write(text, this.used);
  }

  private flush(next = CHUNK): void {
    if (this.used > 0 && this.out.write(this.buffer.subarray(0, this.used)) === false) this.full = true;
    this.buffer = Buffer.allocUnsafe(Math.max(CHUNK, next));
    this.used = 0;
  }

  /** Waits for `drain` when the stream's buffer is full, so a slow disk or pipe never makes the replay hold the log in memory. */
  async drained(): Promise<void> {
    if (!this.full || !this.out.once) return;
    this.full = false;
    await new Promise<void>((resolve) => this.out.once!('drain', resolve));
  }

  async end(): Promise<void> {
    this.flush(0);
    await this.drained();
  }
}

/** Waits for `drain` when `out` said its buffer is full, so a slow disk or pipe never makes the replay hold the log in memory. */
const written = async (out: ReplayOut, accepted: unknown): Promise<void> => {
  if (accepted === false && out.once) await new Promise<void>((resolve) => out.once!('drain', resolve));
};

const newSummary = (): ReplaySummary => ({
  written: 0,
  scanned: 0,
  firstPosition: null,
  lastPosition: null,
  firstTime: null,
  lastTime: null,
  byType: {},
  seconds: 0,
});

/**
 * Writes the matching events to `out` in the chosen format, with a progress bar on `progress`;
 * returns a summary. On the embedded store every filter runs inside SQLite, so `scanned` counts
 * the events that passed them all; through the EventStore port it counts the position range
 * (docs/analysts.md). NDJSON from the embedded store comes out of SQLite a page at a time
 * (ndjsonPages.ts); every other case goes row by row, in 256 KB chunks (ChunkedWriter).
 */
export const replay = async (
  store: EventStore,
  query: ReplayQuery,
  out: ReplayOut,
  options: {
    format: ReplayFormat;
    progress?: ProgressOut;
    now?: () => number /** Events per read (tests cross page boundaries with a few). */;
    pageSize?: number;
  },
): Promise<ReplaySummary> => {
  const now = options.now ?? Date.now;
  const started = now();
  const filter: LogFilter = {
    stream: query.stream,
    categories: query.category === undefined ? undefined : [query.category],
    types: query.types,
    from: query.from,
    to: query.to,
    after: query.after,
    until: query.until,
  };
  const bar = new ProgressBar(options.progress ?? process.stderr, 'replay');
  const file = sqliteFileOf(store);
  const summary =
    options.format === 'ndjson' && file !== null
      ? await sqliteNdjson(store, file, filter, query.limit, out, bar, options.pageSize)
      : await byRow(store, filter, query.limit, out, options.format, bar, options.pageSize);
  bar.done(summary.written);
  summary.seconds = (now() - started) / 1000;
  return summary;
};

const byRow = async (
  store: EventStore,
  filter: LogFilter,
  limit = Number.POSITIVE_INFINITY,
  out: ReplayOut,
  format: ReplayFormat,
  bar: ProgressBar,
  pageSize?: number,
): Promise<ReplaySummary> => {
  const scan = await scanLog(store, filter, { pageSize });
  const summary = newSummary();
  const writer = new ChunkedWriter(out);
  try {
    if (format === 'csv') writer.line(csvHeader());
    for await (const page of scan.pages) {
      const rows = page.length > limit - summary.written ? page.slice(0, limit - summary.written) : page;
      for (const row of rows) {
        writer.line(formatRow(row, format));
        summary.byType[row.type] = (summary.byType[row.type] ?? 0) + 1;
      }
      await writer.drained();
      const [first, last] = [rows[0]!, rows[rows.length - 1]!];
      summary.firstPosition ??= String(first.position);
      summary.firstTime ??= first.time;
      summary.lastPosition = String(last.position);
      summary.lastTime = last.time;
      summary.written += rows.length;
      bar.update(fractionOf(last.position, filter.after ?? null, scan.end), summary.written);
      if (summary.written >= limit) break;
    }
    await writer.end();
  } finally {
    scan.close();
  }
  summary.scanned = scan.scanned;
  return summary;
};

/** Rows per SQLite page of lines: about 375 KB of NDJSON at the bench's 750 bytes an event. */
const NDJSON_PAGE = 500;

const sqliteNdjson = async (
  store: EventStore,
  file: string,
  filter: LogFilter,
  limit = Number.POSITIVE_INFINITY,
  out: ReplayOut,
  bar: ProgressBar,
  pageSize = NDJSON_PAGE,
): Promise<ReplaySummary> => {
  const end = await scanEnd(store, filter);
  const scan = sqliteNdjsonPages(file, filter, end, { pageSize, limit });
  const summary = newSummary();
  const byType = new Map<string, number>();
  let [first, last] = [null as bigint | null, null as bigint | null];
  try {
    for (const page of scan.pages) {
      await written(out, out.write(page.bytes));
      for (const type of page.types) byType.set(type, (byType.get(type) ?? 0) + 1);
      first ??= page.first;
      last = page.last;
      summary.written += page.types.length;
      bar.update(fractionOf(last, filter.after ?? null, end), summary.written);
    }
    if (first !== null && last !== null) {
      [summary.firstPosition, summary.lastPosition] = [String(first), String(last)];
      [summary.firstTime, summary.lastTime] = [scan.timeAt(first), scan.timeAt(last)];
    }
  } finally {
    scan.close();
  }
  // Counts in the order types first appear, as the row path builds them.
  for (const [type, count] of byType) summary.byType[type] = count;
  summary.scanned = scan.scanned;
  return summary;
};
