import { vi } from 'vitest';

export interface Call {
  method: string;
  /** Path and query, as sent. */
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A handler answers a call it knows, or undefined to let the next one try. */
export type Handler = (call: Call) => Reply | undefined;

/** Answers `METHOD path` (query included) with a fixed reply. */
export const on =
  (method: string, path: string, reply: Reply | ((call: Call) => Reply)): Handler =>
  (call) =>
    call.method === method && call.path === path ? (typeof reply === 'function' ? reply(call) : reply) : undefined;

/** A problem document as the API sends it. */
export const problem = (status: number, code: string, detail = code, field?: string): Reply => ({
  status,
  body: { type: 'about:blank', title: code, status, code, detail, ...(field ? { field } : {}) },
});

/** A list reply in ra-data-simple-rest's shape: the records, and the total in Content-Range. */
export const listReply = (resource: string, records: unknown[], total = records.length, start = 0): Reply => ({
  body: records,
  headers: { 'content-range': records.length ? `${resource} ${start}-${start + records.length - 1}/${total}` : `${resource} */${total}` },
});

/** Stubs global fetch: the first handler that knows the call answers it; anything else is a 404 problem. Returns the calls made. */
export function fakeApi(...handlers: Handler[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const raw = input instanceof Request ? input.url : String(input);
      const url = new URL(raw, 'http://localhost');
      const headers = new Headers(init.headers);
      const text = typeof init.body === 'string' ? init.body : null;
      const call: Call = {
        method: (init.method ?? 'GET').toUpperCase(),
        path: url.pathname + url.search,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        authorization: headers.get('authorization'),
      };
      calls.push(call);
      const reply =
        handlers.reduce<Reply | undefined>((found, handler) => found ?? handler(call), undefined) ?? problem(404, 'ROUTE_NOT_FOUND');
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

/** A list call's parameters, decoded: what react-admin asked the admin API for. */
export function listParams(path: string): { resource: string; sort?: unknown; range?: unknown; filter?: unknown } {
  const url = new URL(path, 'http://localhost');
  const json = (name: string) => (url.searchParams.has(name) ? (JSON.parse(url.searchParams.get(name)!) as unknown) : undefined);
  return { resource: url.pathname.split('/')[2]!, sort: json('sort'), range: json('range'), filter: json('filter') };
}
