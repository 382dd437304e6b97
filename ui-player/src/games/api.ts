import { gamesApi, type RouteResponse } from '@sports/contracts';
import { requestJson } from '../api/http';
import { newIdempotencyKey, routePath, sameOriginPath } from '../api/paths';
import { withSession } from '../session/withSession';

export type GamePage = RouteResponse<typeof gamesApi.listGames>['data'];
export type JoinResult = RouteResponse<typeof gamesApi.joinGame>['data'];

const read = { anonymousRetry: true };

/** One page of the game list; `url` is firstPageUrl() or a nextUrl the server returned. */
export const fetchGamePage = (url: string): Promise<GamePage> =>
  withSession(async (token) => (await requestJson(sameOriginPath(url), gamesApi.listGames.response, { token })).data, read);

export const fetchGame = (activityId: string) =>
  withSession(async (token) => (await requestJson(routePath(gamesApi.getGame, { activityId }), gamesApi.getGame.response, { token })).data, read);

/** Join, or request to join a private game. One Idempotency-Key per attempt. */
export const joinGame = (activityId: string): Promise<JoinResult> =>
  withSession(async (token) => {
    const url = routePath(gamesApi.joinGame, { activityId });
    const headers = { 'idempotency-key': newIdempotencyKey() };
    return (await requestJson(url, gamesApi.joinGame.response, { method: 'PUT', token, body: {}, headers })).data;
  });
