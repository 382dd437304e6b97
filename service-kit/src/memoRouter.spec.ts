import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { MemoRouter } from './memoRouter';

/** The spec's kind of paths: literals beside parameters at one place, middleware on every path. */
const ROUTES: [string, string][] = [
  ['ALL', '/*'],
  ['ALL', '/org-api/:orgId/*'],
  ['GET', '/api/vm/activities/changes/stream'],
  ['GET', '/api/vm/activities/all/:page/:size'],
  ['GET', '/api/vm/activities/:activityId'],
  ['GET', '/api/vm/activities/:activityId/participants'],
  ['PUT', '/api/vm/activities/bulk'],
  ['PUT', '/api/vm/activities/:activityId'],
  ['GET', '/org-api/:orgId/games/:gameId'],
];
const PATHS = [
  '/api/vm/activities/changes/stream',
  '/api/vm/activities/all/0/9',
  '/api/vm/activities/all/2/9',
  '/api/vm/activities/g-1',
  '/api/vm/activities/all',
  '/api/vm/activities/g-1/participants',
  '/api/vm/activities/bulk',
  '/org-api/o-1/games/g-2',
  '/nowhere',
  `/api/vm/activities/${'x'.repeat(300)}`,
];

/** What a match means to Hono: each handler with its parameters' values. */
const resolved = (result: ReturnType<TrieRouter<number>['match']>) =>
  result[0].map(([handler, params]) => [
    handler,
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, result[1] ? result[1][v as number] : v])),
  ]);

describe('MemoRouter', () => {
  it('matches as the trie router does, the first time and every time after', () => {
    const memo = new MemoRouter<number>(4);
    const trie = new TrieRouter<number>();
    ROUTES.forEach(([method, path], i) => (memo.add(method, path, i), trie.add(method, path, i)));
    for (let round = 0; round < 3; round++) {
      for (const method of ['GET', 'PUT', 'POST']) {
        for (const path of PATHS)
          expect(resolved(memo.match(method, path)), `${method} ${path}`).toEqual(resolved(trie.match(method, path)));
      }
    }
    // The spec's paths are more than the regexp router takes (a literal beside a parameter).
    expect(memo.activeRouterName).toBe('SmartRouter + TrieRouter');
  });

  it('hands out the remembered match for a path it has seen, and forgets all when full', () => {
    const memo = new MemoRouter<number>(2);
    ROUTES.forEach(([method, path], i) => memo.add(method, path, i));
    const first = memo.match('GET', '/api/vm/activities/all/0/9');
    expect(memo.match('GET', '/api/vm/activities/all/0/9')).toBe(first);
    memo.match('GET', '/api/vm/activities/g-1');
    memo.match('GET', '/api/vm/activities/g-2'); // the third: the memory starts again
    const again = memo.match('GET', '/api/vm/activities/all/0/9');
    expect(again).not.toBe(first);
    expect(resolved(again)).toEqual(resolved(first));
  });

  it('serves a Hono app: parameters per request, middleware and the not-found handler as before', async () => {
    const app = new Hono({ router: new MemoRouter() });
    app.use(async (c, next) => {
      await next();
      c.header('x-seen', '1');
    });
    app.get('/api/vm/activities/changes/stream', (c) => c.text('stream'));
    app.get('/api/vm/activities/all/:page/:size', (c) => c.json(c.req.param()));
    app.get('/api/vm/activities/:activityId', (c) => c.text(c.req.param('activityId')));
    for (let i = 0; i < 2; i++) {
      expect(await (await app.request('/api/vm/activities/all/1/9')).json()).toEqual({ page: '1', size: '9' });
      expect(await (await app.request('/api/vm/activities/all/2/3')).json()).toEqual({ page: '2', size: '3' });
      expect(await (await app.request('/api/vm/activities/changes/stream')).text()).toBe('stream');
      const detail = await app.request('/api/vm/activities/g%201');
      expect([await detail.text(), detail.headers.get('x-seen')]).toEqual(['g 1', '1']);
      expect((await app.request('/api/vm/nothing')).status).toBe(404);
    }
  });
});
