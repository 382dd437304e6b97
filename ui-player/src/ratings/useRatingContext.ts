import { useCallback, useEffect, useState } from 'react';
import { fetchGame } from '../games/api';
import { useSession } from '../session/store';
import { fetchRatedHosts, fetchRatedPlayers, type RatedHosts, type RatedPlayers } from './api';

export type RatedGame = Awaited<ReturnType<typeof fetchGame>>;

export interface RatingContext {
  game: RatedGame;
  players: RatedPlayers;
  hosts: RatedHosts;
}

type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; context: RatingContext };

/**
 * What the 'Rating' panel needs for one game: the game (header of Rate Participant), the
 * rated-players list (with what the viewer may do) and the rated-hosts list. `reload` refreshes
 * the lists after a rating, so the one just rated turns grey.
 */
export function useRatingContext(activityId: string) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    Promise.all([fetchGame(activityId), fetchRatedPlayers(activityId, userId), fetchRatedHosts(activityId, userId)])
      .then(([game, players, hosts]) => live && setState({ status: 'ready', context: { game, players, hosts } }))
      .catch((error: unknown) => live && setState({ status: 'error', error }));
    return () => {
      live = false;
    };
  }, [activityId, userId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state: userId ? state : ({ status: 'error', error: new Error('Sign in to rate this game') } as State), reload, userId };
}
