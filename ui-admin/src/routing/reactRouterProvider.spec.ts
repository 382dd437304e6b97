import { reactRouterProvider as raCoreAdapter } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { reactRouterProvider } from './reactRouterProvider';

describe('the router adapter the build swaps in for ra-core’s (vite.config.ts)', () => {
  it('offers every hook, component and helper ra-core’s adapter does, the react-router ones the very same', () => {
    // A react-admin upgrade that adds to the adapter shows here, before a view calls what the build lacks.
    expect(Object.keys(reactRouterProvider).sort()).toEqual(Object.keys(raCoreAdapter).sort());
    for (const name of [
      'useLocation',
      'useParams',
      'useBlocker',
      'useMatch',
      'useInRouterContext',
      'Link',
      'Navigate',
      'Route',
      'Routes',
      'Outlet',
      'matchPath',
    ] as const) {
      expect(reactRouterProvider[name], name).toBe(raCoreAdapter[name]);
    }
  });
});
