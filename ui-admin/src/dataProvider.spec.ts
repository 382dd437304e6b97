// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGED_ELSEWHERE } from './api/adminHttp';
import { forgetEtags } from './api/etags';
import { resetLogPositions } from './api/readYourWrites';
import { dataProvider } from './dataProvider';
import { fakeApi, on, problem, type Call } from './test/fakeApi';
import { signedInAsManager, signedOut } from './test/tokens';

/**
 * The back office writes through ra-data-simple-rest, unmodified: POST /admin-api/{resource}, PUT
 * and DELETE /admin-api/{resource}/{id} (the server sends each on to its command). The HTTP client
 * adds the token, the record's ETag as If-Match, and sends the write's log position back on the reads
 * after it (x-read-after), which the server holds until the read models include it; the lifecycle
 * callbacks read the record again.
 */
const venue = (name: string, updated: string) => ({
  id: 'space-harbour',
  spaceId: 'space-harbour',
  orgId: 'org-marina-sports',
  name,
  updated,
});

/** The headers a call was sent with (fakeApi's calls keep method, path and body). */
const headersOf = (method: string, path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(
      ([url, init]) => (init?.method ?? 'GET').toUpperCase() === method && (url instanceof Request ? url.url : String(url)) === path,
    )
    .map(([, init]) => new Headers(init?.headers));

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

let token = '';
beforeEach(() => {
  token = signedInAsManager();
  forgetEtags();
  resetLogPositions();
});
afterEach(() => {
  vi.unstubAllGlobals();
  signedOut();
});

describe('writes through the admin API', () => {
  it('an edit: PUT with the record as the form holds it and the ETag it was read with; the reply is the record once the read model has it', async () => {
    let saved = false;
    const calls = fakeApi(
      on('GET', '/admin-api/spaces/space-harbour', () =>
        saved
          ? { body: venue('Harbour Pickleball', 'after'), headers: { etag: '"8"' } }
          : { body: venue('Harbour Courts', 'before'), headers: { etag: '"7"' } },
      ),
      on(
        'PUT',
        '/admin-api/spaces/space-harbour',
        () => ((saved = true), { body: { ...venue('Harbour Pickleball', 'before') }, headers: { 'x-log-position': '42' } }),
      ),
    );
    const { data: before } = await dataProvider.getOne('spaces', { id: 'space-harbour' });

    const { data } = await dataProvider.update('spaces', {
      id: 'space-harbour',
      data: { ...before, name: 'Harbour Pickleball' },
      previousData: before,
    });

    expect(data).toEqual(venue('Harbour Pickleball', 'after'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/admin-api/spaces/space-harbour',
        body: { ...before, name: 'Harbour Pickleball' },
        authorization: `Bearer ${token}`,
      }),
    ]);
    expect(headersOf('PUT', '/admin-api/spaces/space-harbour')[0]!.get('if-match')).toBe('"7"');
    // The record was read again naming the write's position (the first read, before any write, named none), and /health was never asked.
    expect(headersOf('GET', '/admin-api/spaces/space-harbour').map((h) => h.get('x-read-after'))).toEqual([null, '42']);
    expect(headersOf('PUT', '/admin-api/spaces/space-harbour')[0]!.get('x-read-after')).toBeNull();
    expect(calls.filter((c) => c.path === '/health')).toHaveLength(0);
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/admin-api/spaces/space-harbour' });
  });

  it('a second edit sends the ETag read after the first, not the one before it', async () => {
    let etag = 7;
    fakeApi(
      on('GET', '/admin-api/coupons/WEEKEND20', () => ({
        body: { id: 'WEEKEND20', code: 'WEEKEND20', description: `v${etag}` },
        headers: { etag: `"${etag}"` },
      })),
      on('PUT', '/admin-api/coupons/WEEKEND20', (call) => ((etag += 1), { body: call.body, headers: { 'x-log-position': String(etag) } })),
    );
    const { data: first } = await dataProvider.getOne('coupons', { id: 'WEEKEND20' });
    const { data: second } = await dataProvider.update('coupons', {
      id: 'WEEKEND20',
      data: { ...first, description: 'one' },
      previousData: first,
    });
    await dataProvider.update('coupons', { id: 'WEEKEND20', data: { ...second, description: 'two' }, previousData: second });
    expect(headersOf('PUT', '/admin-api/coupons/WEEKEND20').map((h) => h.get('if-match'))).toEqual(['"7"', '"8"']);
  });

  it('a create: POST with the form values, then the record as read (its read-model fields included)', async () => {
    const calls = fakeApi(
      on('POST', '/admin-api/packs', (call) => ({
        status: 201,
        body: { ...(call.body as object), id: 'pack-space-marina-turf.ten-hours' },
        headers: { 'x-log-position': '5' },
      })),
      on('GET', '/admin-api/packs/pack-space-marina-turf.ten-hours', {
        body: { id: 'pack-space-marina-turf.ten-hours', name: '10 turf hours', updated: 'now' },
        headers: { etag: '"0"' },
      }),
    );
    const form = {
      orgId: 'org-marina-sports',
      spaceId: 'space-marina-turf',
      key: 'ten-hours',
      offering: { details: { name: '10 turf hours' } },
    };
    const { data } = await dataProvider.create('packs', { data: form });
    expect(data).toEqual({ id: 'pack-space-marina-turf.ten-hours', name: '10 turf hours', updated: 'now' });
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', path: '/admin-api/packs', body: form })]);
    expect(headersOf('POST', '/admin-api/packs')[0]!.get('if-match')).toBeNull();
    expect(headersOf('GET', '/admin-api/packs/pack-space-marina-turf.ten-hours')[0]!.get('x-read-after')).toBe('5');
  });

  it('a delete (game moderation, access revocation) sends the ETag too, and the read after it names its position', async () => {
    const calls = fakeApi(
      on('GET', '/admin-api/games/g-1', { body: { id: 'g-1', name: 'Sunday 5s' }, headers: { etag: '"3"' } }),
      on('DELETE', '/admin-api/games/g-1', { body: { id: 'g-1', action: 'delete' }, headers: { 'x-log-position': '9' } }),
    );
    const { data: game } = await dataProvider.getOne('games', { id: 'g-1' });
    await expect(dataProvider.delete('games', { id: 'g-1', previousData: game })).resolves.toEqual({
      data: { id: 'g-1', action: 'delete' },
    });
    expect(headersOf('DELETE', '/admin-api/games/g-1')[0]!.get('if-match')).toBe('"3"');
    await dataProvider.getOne('games', { id: 'g-1' });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'DELETE', 'GET']);
    expect(headersOf('GET', '/admin-api/games/g-1').map((h) => h.get('x-read-after'))).toEqual([null, '9']);
  });
});

describe('refusals', () => {
  it('412: "Changed by someone else: reload", and nothing is read again', async () => {
    const calls = fakeApi(
      on('GET', '/admin-api/spaces/space-harbour', { body: venue('Harbour Courts', 'before'), headers: { etag: '"7"' } }),
      on(
        'PUT',
        '/admin-api/spaces/space-harbour',
        problem(412, 'PRECONDITION_FAILED', 'Changed by someone else since you opened it: reload it and edit again', 'If-Match'),
      ),
    );
    const { data: before } = await dataProvider.getOne('spaces', { id: 'space-harbour' });
    await expect(
      dataProvider.update('spaces', { id: 'space-harbour', data: { ...before, name: 'Mine' }, previousData: before }),
    ).rejects.toMatchObject({ status: 412, message: CHANGED_ELSEWHERE });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT']);
  });

  it("passes the server's refusal on as it words it, naming the field as the form holds it", async () => {
    fakeApi(
      on(
        'POST',
        '/admin-api/instructors',
        problem(400, 'VALIDATION_FAILED', 'details.skills: must have at least 1 item', 'details.skills'),
      ),
    );
    await expect(
      dataProvider.create('instructors', { data: { orgId: 'org-marina-sports', key: 'x', details: { name: 'X', skills: [] } } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'details.skills: must have at least 1 item (VALIDATION_FAILED)',
    });
  });
});
