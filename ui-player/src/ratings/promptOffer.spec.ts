import { describe, expect, it } from 'vitest';
import { isQuietForPrompt } from './promptOffer';

describe('where the review prompt waits', () => {
  it.each([
    '/sign-in',
    '/profile/complete',
    '/rate/g1',
    '/games/new',
    '/games/g1/edit',
    '/checkout/o1',
    '/pay/test/t1',
    '/cart',
    '/settings/phone',
    '/settings/notifications',
  ])('keeps quiet on %s, a task under way', (path) => {
    expect(isQuietForPrompt(path)).toBe(true);
  });

  it.each(['/', '/games/g1', '/games/manage', '/games/g1/manage', '/profile', '/leaderboard', '/inbox', '/venues', '/orders'])(
    'may show on %s',
    (path) => {
      expect(isQuietForPrompt(path)).toBe(false);
    },
  );
});
