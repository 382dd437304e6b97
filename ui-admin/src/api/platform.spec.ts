import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, upcomingReply } from '../test/fakeFetch';
import { fetchHealth, fetchUpcomingGames } from './platform';

afterEach(() => vi.unstubAllGlobals());

describe('platform reads', () => {
  it('reads health while starting (503 with a health body)', async () => {
    fakeFetch({ '/health': { status: 503, body: { status: 'starting', position: '12', projections: {} } } });
    await expect(fetchHealth()).resolves.toMatchObject({ status: 'starting' });
  });

  it('fails on a 503 that is not a health body', async () => {
    fakeFetch({ '/health': { status: 503, body: { code: 'SERVICE_UNAVAILABLE' } } });
    await expect(fetchHealth()).rejects.toThrow('503');
  });

  it('asks for the first page of upcoming games', async () => {
    const paths = fakeFetch({ '/api/vm/activities/all/0/9?status=upcoming': upcomingReply(7) });
    await expect(fetchUpcomingGames()).resolves.toMatchObject({ data: { counts: { total: 7 } } });
    expect(paths).toEqual(['/api/vm/activities/all/0/9?status=upcoming']);
  });
});
