// @vitest-environment jsdom
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ParticipantList } from '../games/ParticipantList';
import { participant } from '../test/gameFixture';

afterEach(cleanup);

const renderInRouter = (element: ReturnType<typeof createElement>) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => element }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(createElement(RouterProvider, { router }));
};

describe("a game's people link to their pages", () => {
  it('a player with an account is a link to /players/{id}; one added by name (no account) stays plain text', async () => {
    renderInRouter(
      createElement(ParticipantList, {
        participants: [
          participant({ id: 'host1', name: 'Hari Host', isHost: true }),
          participant({ id: 'u2', name: 'Uma Rao' }),
          participant({ id: 'off1', name: 'Ravi (guest)', isOfflineParticipant: true }),
        ],
      }),
    );
    const uma = await screen.findByRole('link', { name: 'Uma Rao' });
    expect(uma.getAttribute('href')).toBe('/players/u2');
    expect(screen.getByRole('link', { name: 'Hari Host' }).getAttribute('href')).toBe('/players/host1');
    expect(screen.getByText('Ravi (guest)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ravi (guest)' })).toBeNull();
    // Said, so nobody looks for a page or a message that cannot reach them.
    expect(screen.getByText('Ravi (guest)').closest('li')!.textContent).toContain('added by the host');
    expect(screen.getByRole('link', { name: 'Uma Rao' }).closest('li')!.textContent).not.toContain('added by the host');
  });
});
