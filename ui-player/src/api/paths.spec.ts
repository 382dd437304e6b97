import { gamesApi } from '@sports/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, routePath } from './paths';

describe('routePath', () => {
  it('fills and encodes contract path parameters', () => {
    expect(routePath(gamesApi.listGames, { page: 2, size: 9 })).toBe('/api/vm/activities/all/2/9');
    expect(routePath(gamesApi.joinGame, { activityId: 'a b' })).toBe('/api/vm/activities/a%20b/join');
  });
});

describe('newIdempotencyKey', () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  afterEach(() => vi.unstubAllGlobals());

  it('makes distinct v4 UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(uuidV4);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('still works without crypto.randomUUID (plain-http origins)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(a: T) => real.getRandomValues(a) });
    expect(newIdempotencyKey()).toMatch(uuidV4);
  });
});
