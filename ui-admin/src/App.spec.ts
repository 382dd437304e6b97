// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { fakeFetch, upcomingReply } from './test/fakeFetch';

beforeEach(() => {
  // jsdom has no matchMedia; Material UI asks it for the responsive layout.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office', () => {
  it('renders the dashboard under /admin with live status and upcoming games, without calling the admin API', async () => {
    const paths = fakeFetch({
      '/health': { body: { status: 'ok', position: '42', projections: { games: '41' } } },
      '/api/vm/activities/all/0/9?status=upcoming': upcomingReply(5),
    });
    window.history.pushState({}, '', '/admin');
    render(createElement(App));
    expect((await screen.findAllByText('Back office')).length).toBeGreaterThan(0);
    expect(await screen.findByText('ok')).toBeTruthy();
    expect(await screen.findByText('5')).toBeTruthy();
    expect(paths.some((p) => p.startsWith('/admin-api'))).toBe(false);

    fireEvent.click(screen.getByRole('menuitem', { name: /System/ }));
    expect(await screen.findByRole('table', { name: 'Projections' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/system');
  });
});
