import { listGames } from '@sports/contracts/api/gameList';
import type { RouteResponse } from '@sports/contracts';
import { readJson, requestJson } from '../api/http';
import { sameOriginPath } from '../api/paths';
import { withSession } from '../session/withSession';
import { takeEarlyGameList } from './earlyGameList';

/**
 * One page of a game list, apart from the other game calls in ./api (which re-exports it): the
 * discovery page's loader runs in the entry chunk, so this module's imports are first-screen
 * JavaScript; the game detail's and the commands' contracts are not.
 */
export type GamePage = RouteResponse<typeof listGames>['data'];

const read = { anonymousRetry: true };

/** One page of the game list; `url` is firstPageUrl() or a nextUrl the server returned. */
export const fetchGamePage = (url: string): Promise<GamePage> =>
  withSession(async (token) => {
    const path = sameOriginPath(url);
    // A game this tab just created, joined or left shows (or is gone) at once: the read names its last command (api/readYourWrites.ts).
    // A visitor's first page may already be on its way (index.html); a failed early request is asked again.
    const early = token === null ? await takeEarlyGameList(path)?.catch(() => null) : null;
    return (await (early ? readJson(early, listGames.response) : requestJson(path, listGames.response, { token }))).data;
  }, read);
