import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createAppRouter } from '../router';
import { resetLogPositions } from '../api/readYourWrites';
import { usePlace } from '../games/place';
import { useSession } from '../session/store';
import { useToasts } from '../ui/toast/store';
import type { Call } from './fakeApi';
import { makeGame } from './gameFixture';

/** Harness for specs that render the whole player app (jsdom environment). */
export const renderAt = (path: string) =>
  render(createElement(RouterProvider, { router: createAppRouter(createMemoryHistory({ initialEntries: [path] })) }));

export const on = (method: string, path: string, reply: { status?: number; body: unknown }) => (call: Call) =>
  call.method === method && call.path === path ? reply : undefined;

const page = (activities: unknown[], nextUrl: string | null) => ({
  body: { data: { activities, nextUrl, counts: { total: 2 }, stopLoading: nextUrl === null } },
});

/** The development endpoints (absent in production, where they answer 404). */
export const devApi = [
  on('GET', '/api/dev/demo-accounts', { body: [{ userId: 'u1', name: 'Asha Player', role: 'player', phone: '+919800000001' }] }),
];
export const listApi = [
  on('GET', '/api/vm/activities/suggested/0/9', page([makeGame()], '/api/vm/activities/all/1/9?status=upcoming')),
  on('GET', '/api/vm/activities/all/1/9?status=upcoming', page([makeGame({ activityId: 'g2', name: 'Evening Cricket' })], null)),
];

export function setupAppHarness() {
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSession.getState().signOut();
    localStorage.clear();
    useToasts.setState({ toasts: [] });
    usePlace.setState({ place: null, declined: false });
    resetLogPositions();
  });
}
