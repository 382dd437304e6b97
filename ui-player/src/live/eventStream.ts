import { liveApi, problemSchema } from '@sports/contracts';
import { createParser } from 'eventsource-parser';
import { ApiError } from '../api/http';

export interface StreamEvent {
  event: string;
  data: string;
  /** The event's id (its `id:` line), sent back as Last-Event-ID on reconnect. */
  id?: string;
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
  /** Sent as Last-Event-ID, so the server sends what came since (docs/adr/0119-event-stream-caps.md). */
  lastEventId?: string | null;
  onEvent: (event: StreamEvent) => void;
  /** The last event id moved (with an event, or by a position event that only carries one). */
  onId?: (id: string) => void;
  /** The server set the stream's reconnection time (a `retry:` field), in milliseconds. */
  onRetry?: (ms: number) => void;
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
  // eventsource-parser keeps a line (or a CRLF) split across chunks whole until the rest comes.
  const parser = createParser({
    onEvent: ({ event = 'message', data, id }) => {
      if (id !== undefined) options.onId?.(id);
      if (event === liveApi.LIVE_EVENTS.position) return;
      options.onEvent({ event, data, ...(id !== undefined ? { id } : {}) });
    },
    onRetry: (ms) => options.onRetry?.(ms),
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  } finally {
    reader.releaseLock();
  }
}
