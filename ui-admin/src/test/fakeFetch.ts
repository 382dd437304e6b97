import { vi } from 'vitest';

type Reply = { status?: number; body: unknown };

/** Stubs global fetch with replies by path (query included); anything else is a 404. Returns the requested paths. */
export function fakeFetch(routes: Record<string, Reply>) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const raw = input instanceof Request ? input.url : String(input);
      const url = new URL(raw, 'http://localhost');
      const path = url.pathname + url.search;
      paths.push(path);
      const { status = 200, body } = routes[path] ?? { status: 404, body: { code: 'ROUTE_NOT_FOUND' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return paths;
}

export const upcomingReply = (total: number): Reply => ({
  body: { data: { activities: [], nextUrl: null, counts: { total }, stopLoading: true } },
});
