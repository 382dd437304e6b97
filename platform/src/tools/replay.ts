import { categoryOf, type EventFeed, type RecordedEvent } from '@sports/contracts';
import type { EventStore } from '@sports/event-store';
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

const rowOf = (e: RecordedEvent) => ({
  type: e.type,
  stream: e.streamId,
  revision: String(e.revision),
  position: String(e.position),
  time: e.metadata?.time ?? null,
  data: e.data,
  metadata: e.metadata,
});

/** RFC 4180: quote a field holding a comma, quote or line break; double the quotes inside. */
const csvField = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const formatEvent = (event: RecordedEvent, format: ReplayFormat): string => {
  const row = rowOf(event);
  return format === 'ndjson' ? `${JSON.stringify(row)}\n` : `${REPLAY_COLUMNS.map((c) => csvField(row[c])).join(',')}\r\n`;
};

export const csvHeader = () => `${REPLAY_COLUMNS.join(',')}\r\n`;

const matches = (q: ReplayQuery, e: RecordedEvent): boolean => {
  if (q.stream !== undefined && e.streamId !== q.stream) return false;
  if (q.category !== undefined && categoryOf(e.streamId) !== q.category) return false;
  if (q.types && q.types.length > 0 && !q.types.includes(e.type)) return false;
  if (q.from || q.to) {
    const time = Date.parse(e.metadata?.time ?? '');
    if (Number.isNaN(time)) return false;
    if (q.from && time < q.from.getTime()) return false;
    if (q.to && time >= q.to.getTime()) return false;
  }
  return true;
};

const PAGE = 1000;

/**
 * Events in log order. One stream is read as a stream; anything else scans $all from `after`,
 * page by page, up to the head as it was at the start (so a replay ends on a busy log too).
 * A time window scans as well: events are ordered by position, and their times almost but not
 * strictly so (clocks of several writers), so no scan stops early on time alone.
 */
async function* eventsOf(store: EventStore, q: ReplayQuery, head: bigint | null): AsyncGenerator<RecordedEvent> {
  if (q.stream !== undefined) {
    for (const e of await store.readStream(q.stream)) if ((q.after === undefined || e.position > q.after) && (q.until === undefined || e.position <= q.until)) yield e;
    return;
  }
  const end = q.until !== undefined && (head === null || q.until < head) ? q.until : head;
  if (end === null) return;
  let after: bigint | null = q.after ?? null;
  for (;;) {
    const page = await (store as EventFeed).readAll({ after, maxCount: PAGE });
    for (const e of page) {
      if (e.position > end) return;
      yield e;
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.position;
  }
}

/** Writes the matching events to `out` in the chosen format, with a progress bar on `progress`; returns a summary. */
export const replay = async (
  store: EventStore,
  query: ReplayQuery,
  out: { write(text: string): unknown },
  options: { format: ReplayFormat; progress?: ProgressOut; now?: () => number },
): Promise<ReplaySummary> => {
  const now = options.now ?? Date.now;
  const started = now();
  const head = await store.headPosition();
  const bar = new ProgressBar(options.progress ?? process.stderr, 'replay');
  const summary: ReplaySummary = { written: 0, scanned: 0, firstPosition: null, lastPosition: null, firstTime: null, lastTime: null, byType: {}, seconds: 0 };
  if (options.format === 'csv') out.write(csvHeader());
  const end = query.until !== undefined && head !== null && query.until < head ? query.until : head;
  for await (const event of eventsOf(store, query, head)) {
    summary.scanned++;
    if (summary.scanned % 500 === 0) bar.update(fractionOf(event.position, query.after ?? null, end), summary.written);
    if (!matches(query, event)) continue;
    out.write(formatEvent(event, options.format));
    summary.written++;
    summary.firstPosition ??= String(event.position);
    summary.firstTime ??= event.metadata?.time ?? null;
    summary.lastPosition = String(event.position);
    summary.lastTime = event.metadata?.time ?? null;
    summary.byType[event.type] = (summary.byType[event.type] ?? 0) + 1;
    if (query.limit !== undefined && summary.written >= query.limit) break;
  }
  bar.done(summary.written);
  summary.seconds = (now() - started) / 1000;
  return summary;
};
