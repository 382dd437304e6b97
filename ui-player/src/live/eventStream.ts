import { problemSchema } from '@sports/contracts';
import { ApiError } from '../api/http';

export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Splits text/event-stream text into events (the WHATWG server-sent events format): blocks end
 * with a blank line; `event:` names one (default "message"), `data:` lines join with newlines,
 * lines starting with ':' are comments. Returns the events and the unfinished rest.
 */
export function parseEventStream(text: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
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
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Reads one server-sent event stream until it ends or `signal` aborts. fetch, not EventSource,
 * so the access token goes in a header (never in the URL). A non-2xx reply is an ApiError.
 */
export async function readEventStream(url: string, options: { token: string | null; signal: AbortSignal; onEvent: (event: StreamEvent) => void }): Promise<void> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(url, { headers, signal: options.signal, cache: 'no-store' });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, problemSchema.safeParse(payload).data ?? null);
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
      parsed.events.forEach(options.onEvent);
    }
  } finally {
    reader.releaseLock();
  }
}
