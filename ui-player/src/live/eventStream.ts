import { problemSchema } from '@sports/contracts';
import { ApiError } from '../api/http';

export interface StreamEvent {
  event: string;
  data: string;
  /** The stream's last event id when this event came (an `id:` line in it or an earlier block). */
  id?: string;
}

/**
 * Splits text/event-stream text into events (the WHATWG server-sent events format): blocks end
 * with a blank line; `event:` names one (default "message"), `data:` lines join with newlines,
 * `id:` sets the last event id (a block with only an id sets it without an event), lines starting
 * with ':' are comments. Returns the events, the last event id the complete blocks set, and the
 * unfinished rest.
 */
export function parseEventStream(text: string): { events: StreamEvent[]; rest: string; lastId?: string } {
  const events: StreamEvent[] = [];
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  let lastId: string | undefined;
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id' && !value.includes('\0')) lastId = value;
    }
    if (data.length > 0) events.push({ event, data: data.join('\n'), ...(lastId !== undefined ? { id: lastId } : {}) });
  }
  return { events, rest, ...(lastId !== undefined ? { lastId } : {}) };
}

/** A refused stream (429 too many streams, 503 a full server): asking again after Retry-After may succeed. */
export class StreamRefusedError extends ApiError {
  constructor(
    status: number,
    problem: ConstructorParameters<typeof ApiError>[1],
    readonly retryAfterMs: number | null,
  ) {
    super(status, problem);
  }
}

/** Retry-After in seconds (the servers send seconds), as milliseconds; null when absent or not a number. */
export const retryAfterMsOf = (header: string | null): number | null =>
  header !== null && /^\d{1,6}$/.test(header.trim()) ? Number(header.trim()) * 1_000 : null;

export interface ReadStreamOptions {
  token: string | null;
  signal: AbortSignal;
  /** Sent as Last-Event-ID, so the server sends what came since (docs/decisions.md "Event stream caps"). */
  lastEventId?: string | null;
  onEvent: (event: StreamEvent) => void;
  /** The last event id moved (with an event or by an id-only block). */
  onId?: (id: string) => void;
}

/**
 * Reads one server-sent event stream until it ends or `signal` aborts. fetch, not EventSource,
 * so the access token goes in a header (never in the URL). A non-2xx reply is an ApiError; a 429
 * or 503 is a StreamRefusedError with the wait the server asked for.
 */
export async function readEventStream(url: string, options: ReadStreamOptions): Promise<void> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(url, { headers, signal: options.signal, cache: 'no-store' });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    const problem = problemSchema.safeParse(payload).data ?? null;
    if (response.status === 429 || response.status === 503)
      throw new StreamRefusedError(response.status, problem, retryAfterMsOf(response.headers.get('retry-after')));
    throw new ApiError(response.status, problem);
  }
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new ApiError(response.status, null);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseEventStream(buffer + value);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        if (event.id !== undefined) options.onId?.(event.id);
        options.onEvent(event);
      }
      if (parsed.lastId !== undefined) options.onId?.(parsed.lastId);
    }
  } finally {
    reader.releaseLock();
  }
}
