import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}
/** `headers` beside the JSON content type: an x-log-position, say. */
type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
type Handler = (call: Call) => Reply | undefined;

const json = ({ status = 200, body, headers }: Reply) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Stubs global fetch: each call goes to the first handler that answers it; the rest get a 404 problem. */
export function fakeApi(...handlers: Handler[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, window.location.origin);
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method: init.method ?? 'GET', path: url.pathname + url.search, headers: new Headers(init.headers), body };
      calls.push(call);
      const reply = handlers.map((h) => h(call)).find(Boolean);
      return json(
        reply ?? {
          status: 404,
          body: { type: 'about:blank', title: 'Not Found', status: 404, code: 'ROUTE_NOT_FOUND', detail: 'no route' },
        },
      );
    }),
  );
  return calls;
}

export const problem = (status: number, code: string, detail: string): Reply => ({
  status,
  body: { type: 'about:blank', title: code, status, code, detail },
});
