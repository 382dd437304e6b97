import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { failureMessage } from './failure';
import { isTopLevel, parentOf, sectionOf } from './sections';

describe('the main sections', () => {
  it.each([
    ['/', 'Games'],
    ['/games/g1', 'Games'],
    ['/leaderboard', 'Games'],
    ['/players/u1', 'Games'],
    ['/rate/g1', 'Games'],
    ['/venues', 'Book'],
    ['/venues/space-1', 'Book'],
    ['/cart', 'Book'],
    ['/checkout/o1', 'Book'],
    ['/orders/o1', 'Book'],
    ['/inbox', 'Inbox'],
    ['/profile', 'Profile'],
    ['/profile/complete', 'Profile'],
    ['/settings/notifications', 'Profile'],
  ])('%s belongs to %s', (path, label) => {
    expect(sectionOf(path)?.label).toBe(label);
  });

  it('shows the product name at the top of a section and a back arrow below it', () => {
    for (const path of ['/', '/venues', '/venues/', '/inbox', '/profile', '/leaderboard', '/cart', '/orders', '/sign-in'])
      expect(isTopLevel(path)).toBe(true);
    for (const path of ['/games/g1', '/venues/space-1', '/orders/o1', '/checkout/o1', '/rate/g1', '/profile/complete', '/games/new'])
      expect(isTopLevel(path)).toBe(false);
  });

  it.each([
    ['/games/g1', '/'],
    ['/games/g1/edit', '/games/g1'],
    ['/games/g1/manage', '/games/g1'],
    ['/rate/g1', '/games/g1'],
    ['/venues/space-1', '/venues'],
    ['/orders/o1', '/orders'],
    ['/checkout/o1', '/orders'],
    ['/profile/complete', '/profile'],
    ['/settings/notifications', '/profile'],
    ['/games/new', '/'],
  ])('the back arrow of a page opened directly at %s leads up to %s', (path, parent) => {
    expect(parentOf(path)).toBe(parent);
  });
});

describe('the words of a failed load', () => {
  it('says the server cannot be reached when offline or when no reply came', () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe("Can't reach the server.");
    expect(failureMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe("Can't reach the server.");
    expect(failureMessage(new Error('anything'), false)).toBe("Can't reach the server.");
  });

  it('says the server could not answer on a 5xx, and what went wrong otherwise', () => {
    expect(failureMessage(new ApiError(500, null))).toBe('The server could not answer just now.');
    expect(failureMessage(new ApiError(503, null))).toBe('The server could not answer just now.');
    expect(failureMessage(new ApiError(403, null))).toBe('Sign in with an account that can see this.');
    expect(failureMessage(new ApiError(404, null))).toBe("We couldn't find that.");
    expect(failureMessage(new Error('[{"code":"invalid_enum_value","path":["data","viewerStatus"]}]'))).toBe('Something went wrong.');
  });
});
