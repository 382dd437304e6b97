import { useEffect, useState } from 'react';
import { routePath } from '../api/paths';
import { fetchGamePage, type GamePage } from '../games/gamePage';

/** The largest page the list routes serve (contracts pageParams). */
const LOOK_AT = 90;

/**
 * Whether a page of "my games" shows the player as a host or co-host: the game reply's `host` and
 * `hostandCoHost`, as the game page's host tools and the "Run the game" panel decide (viewerStanding).
 * A full page without one cannot tell (the rest may), so it counts as hosting: never hide the way in.
 */
export const hostsAnyOf = (page: Pick<GamePage, 'activities'>, userId: string): boolean =>
  page.activities.length >= LOOK_AT || page.activities.some((g) => g.host === userId || g.hostandCoHost.includes(userId));

/** Kept once known in this tab: a host stays one (a player who is not yet is asked again, e.g. after creating a game). */
const knownHosts = new Set<string>();

/**
 * Whether to offer the signed-in player the host tools ("Manage participants") above the game
 * lists: only to a host or co-host of some game (players who host
 * nothing were sent to an empty "You host no games here"). False while unknown or signed out.
 */
export function useHostsAnyGame(userId: string | null): boolean {
  const [hosts, setHosts] = useState(() => userId !== null && knownHosts.has(userId));
  useEffect(() => {
    if (!userId) return setHosts(false);
    if (knownHosts.has(userId)) return setHosts(true);
    let live = true;
    // Loaded with the first signed-in home: a visitor's first screen does without this list (as games/discovery's memberLists).
    import('@sports/contracts/api/discovery')
      .then(({ listMyGames }) => fetchGamePage(routePath(listMyGames, { page: 0, size: LOOK_AT })))
      .then((page) => {
        const answer = hostsAnyOf(page, userId);
        if (answer) knownHosts.add(userId);
        if (live) setHosts(answer);
      })
      .catch(() => undefined); // Unknown: the link stays hidden; the games themselves still carry their host tools.
    return () => {
      live = false;
    };
  }, [userId]);
  return hosts;
}
