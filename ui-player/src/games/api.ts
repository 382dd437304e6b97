import { gamesApi, type RouteResponse } from '@sports/contracts';
import { readJson, requestJson } from '../api/http';
import { readModelsCaughtUp } from '../api/readYourWrites';
import { newIdempotencyKey, routePath, sameOriginPath } from '../api/paths';
import { withSession } from '../session/withSession';
import { takeEarlyGameList } from './earlyGameList';

export type GamePage = RouteResponse<typeof gamesApi.listGames>['data'];
export type JoinResult = RouteResponse<typeof gamesApi.joinGame>['data'];

const read = { anonymousRetry: true };

/** One page of the game list; `url` is firstPageUrl() or a nextUrl the server returned. */
export const fetchGamePage = (url: string): Promise<GamePage> =>
  withSession(async (token) => {
    const path = sameOriginPath(url);
    // A game this tab just created, joined or left shows (or is gone) at once: My Games, the lists.
    await readModelsCaughtUp();
    // A visitor's first page may already be on its way (index.html); a failed early request is asked again.
    const early = token === null ? await takeEarlyGameList(path)?.catch(() => null) : null;
    return (await (early ? readJson(early, gamesApi.listGames.response) : requestJson(path, gamesApi.listGames.response, { token }))).data;
  }, read);

export const fetchGame = (activityId: string) =>
  withSession(async (token) => {
    await readModelsCaughtUp();
    return (await requestJson(routePath(gamesApi.getGame, { activityId }), gamesApi.getGame.response, { token })).data;
  }, read);

/** Join, or request to join a private game. One Idempotency-Key per attempt. */
export const joinGame = (activityId: string): Promise<JoinResult> =>
  withSession(async (token) => {
    const url = routePath(gamesApi.joinGame, { activityId });
    const headers = { 'idempotency-key': newIdempotencyKey() };
    return (await requestJson(url, gamesApi.joinGame.response, { method: 'PUT', token, body: {}, headers })).data;
  });
