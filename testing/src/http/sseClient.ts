import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import type { TestPlatform } from '../testPlatform';

/** One server-sent event as the client reads it: the name, the parsed data and the last id (which an id-only block moves too). */
export interface ReadEvent {
  event: string;
  data: any;
  id: string | undefined;
}

/** An event stream over its own socket (no keep-alive pool): closing it closes the connection for real. */
export interface SseStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** The problem document of a refusal. */
  problem: Record<string, any> | null;
  events: ReadEvent[];
  /** The id a reconnect sends as Last-Event-ID. */
  lastEventId(): string | undefined;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  next(event: string, match?: (data: any) => boolean, timeoutMs?: number): Promise<ReadEvent>;
  close(): void;
}

/** The platform's app on a real socket, 127.0.0.1 port 0; close() ends every connection. */
export const serveOnSocket = async (platform: TestPlatform): Promise<{ origin: string; close: () => Promise<void> }> => {
  const server: ServerType = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: async () => {
      (server as import('node:http').Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

/** Opens `path` as text/event-stream; a refusal's body is read and its socket closed. */
export const openStream = (
  origin: string,
  path: string,
  options: { token?: string; lastEventId?: string; headers?: Record<string, string> } = {},
): Promise<SseStream> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
    const req = request(`${origin}${path}`, { agent: false, headers }, (res) => {
      res.setEncoding('utf8');
      const events: ReadEvent[] = [];
      const waiters = new Set<() => void>();
      let lastId: string | undefined = options.lastEventId;
      let buffer = '';
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((r) => (endedResolve = r));
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        problem: null,
        events,
        lastEventId: () => lastId,
        ended,
        next: (event, match = () => true, timeoutMs = 10_000) =>
          new Promise((resolveNext, rejectNext) => {
            const look = () => {
              const found = events.find((e) => e.event === event && match(e.data));
              if (!found) return false;
              waiters.delete(wake);
              clearTimeout(timer);
              resolveNext(found);
              return true;
            };
            const wake = () => void look();
            const timer = setTimeout(() => {
              waiters.delete(wake);
              rejectNext(new Error(`no '${event}' event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            if (!look()) waiters.add(wake);
          }),
        close: () => {
          req.destroy();
          endedResolve();
        },
      };
      res.on('end', endedResolve);
      res.on('close', endedResolve);
      res.on('error', endedResolve);
      if (res.statusCode !== 200) {
        res.on('data', (chunk: string) => (buffer += chunk));
        res.on('end', () => {
          stream.problem = buffer ? (JSON.parse(buffer) as Record<string, any>) : null;
          resolve(stream);
        });
        return;
      }
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: ?(.*)$/m.exec(block)?.[1];
          if (id !== undefined) lastId = id;
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data), id: lastId });
          for (const wake of [...waiters]) wake();
        }
      });
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });

/** Open file handles of this process (Linux /proc/self/fd): sockets of both ends of every stream included. */
export const openFileHandles = (): number => readdirSync('/proc/self/fd').length;
