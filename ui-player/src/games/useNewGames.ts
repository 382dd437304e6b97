import { isGameOver } from '@sports/shared-rules';
import { useRef, useState } from 'react';
import { useGameChanges } from '../live/useGameChanges';
import { useThrottled } from '../live/throttle';
import type { GamePage } from './api';
import type { ListedGame } from './useLiveGameUpdates';

/**
 * The list's first page is asked again at most this often while changes keep coming
 * (docs/adr/0145-new-games-pill.md): the first check waits a second, so a burst is one read.
 */
export const NEW_GAMES_CHECK = { firstAfterMs: 1_000, gapMs: 5_000 } as const;

/**
 * The games of a first page read afresh that the shown list lacks and would have shown: those
 * before the last game both have (it sorts them among the shown ones), or any when the list is
 * loaded to its end. A game after that one may only have moved up from a page not loaded yet
 * (a shown game was deleted or is over), and scrolling reaches it anyway. A game that is over
 * (or gone: it is not in the page) is never new.
 */
export function newGamesIn(fresh: readonly ListedGame[], known: ReadonlySet<string>, complete: boolean, nowMs: number): ListedGame[] {
  let lastKnown = -1;
  fresh.forEach((game, i) => {
    if (known.has(game.activityId)) lastKnown = i;
  });
  return fresh.filter((game, i) => !known.has(game.activityId) && (complete || i < lastKnown) && !isGameOver(game.duration, nowMs));
}

interface Options {
  /** The route's first page: the list starts again from it when the query (tab, filters, user) changes. */
  firstPage: GamePage;
  /** Every game the list has loaded, in its pages. */
  games: readonly ListedGame[];
  /** The games on screen (the tab's own filter applied), whose changes are followed card by card instead. */
  shownIds: readonly string[];
  /** The list is loaded to its end. */
  complete: boolean;
  /** Reads the list's first page again with the same query the route loaded it with. */
  readFirstPage: () => Promise<GamePage | null>;
  /** Keeps the games the tab would show (the Other tab's filter). */
  visible: (games: readonly ListedGame[]) => ListedGame[];
  /** Off for a list whose games cannot be new (Past). */
  enabled: boolean;
}

/**
 * Games another host created while the list is open (docs/adr/0145-new-games-pill.md). The shared
 * game-change stream names what changed; a change to a game not on screen (or "many changed") asks
 * the list's first page again, quietly and throttled (NEW_GAMES_CHECK). The games that page holds
 * and the list does not are answered as `fresh`; `take` hands over the page they came in, for the
 * list to start again from it. Nothing moves until then.
 */
export function useNewGames({ firstPage, games, shownIds, complete, readFirstPage, visible, enabled }: Options) {
  const [checked, setChecked] = useState<{ base: GamePage; page: GamePage } | null>(null);
  const current = useRef(firstPage);
  current.current = firstPage;

  const check = useThrottled(async () => {
    const base = current.current;
    const page = await readFirstPage().catch(() => null);
    // Kept only for the query it was asked with: a tab or filter changed meanwhile makes it another list's.
    if (page && current.current === base) setChecked({ base, page });
  }, NEW_GAMES_CHECK);

  useGameChanges((changed) => {
    if (!enabled) return;
    if (changed === null || changed.some((id) => !shownIds.includes(id))) check();
  });

  const page = checked?.base === firstPage ? checked.page : null;
  const known = new Set(games.map((game) => game.activityId));
  const fresh = page ? newGamesIn(visible(page.activities), known, complete, Date.now()) : [];

  const take = (): GamePage | null => {
    setChecked(null);
    return page;
  };
  return { fresh, take };
}
