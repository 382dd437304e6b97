// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING_JOIN_TTL_MS, gamePath, peekPendingJoin, rememberJoin, takePendingJoin } from './pendingJoin';

describe('a join asked for while signed out', () => {
  beforeEach(() => sessionStorage.clear());

  it('is taken once, for its own game only', () => {
    rememberJoin('g1', 1_000);
    expect(takePendingJoin('g2', 2_000)).toBe(false);
    expect(takePendingJoin('g1', 2_000)).toBe(true);
    expect(takePendingJoin('g1', 2_000)).toBe(false);
  });

  it('is taken only by what was asked for: a place in the game or in its waitlist', () => {
    rememberJoin('g1', 1_000, 'waitlist');
    expect(takePendingJoin('g1', 2_000)).toBe(false);
    expect(takePendingJoin('g1', 2_000, 'waitlist')).toBe(true);
    expect(takePendingJoin('g1', 2_000, 'waitlist')).toBe(false);
  });

  it('tells the sign-in page what is waiting without taking it', () => {
    expect(peekPendingJoin(1_000)).toBeNull();
    rememberJoin('g1', 1_000, 'waitlist');
    expect(peekPendingJoin(2_000)).toBe('waitlist');
    expect(peekPendingJoin(PENDING_JOIN_TTL_MS + 1_001)).toBeNull();
    expect(takePendingJoin('g1', 2_000, 'waitlist')).toBe(true);
    expect(peekPendingJoin(2_000)).toBeNull();
  });

  it('goes stale', () => {
    rememberJoin('g1', 0);
    expect(takePendingJoin('g1', PENDING_JOIN_TTL_MS + 1)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('sports.pendingJoin', '{not json');
    expect(takePendingJoin('g1')).toBe(false);
    sessionStorage.setItem('sports.pendingJoin', JSON.stringify({ activityId: 5 }));
    expect(takePendingJoin('g1')).toBe(false);
  });

  it('returns to the game after sign-in', () => expect(gamePath('g 1')).toBe('/games/g%201'));
});
