import { gamesApi, type RouteResponse } from '@sports/contracts';
import { requestJson } from '../api/http';
import { readModelsCaughtUp } from '../api/readYourWrites';
import { newIdempotencyKey, routePath } from '../api/paths';
import { withSession } from '../session/withSession';

export { fetchGamePage, type GamePage } from './gamePage';
export type JoinResult = RouteResponse<typeof gamesApi.joinGame>['data'];

const read = { anonymousRetry: true };

export const fetchGame = (activityId: string) =>
  withSession(async (token) => {
    await readModelsCaughtUp();
    return (await requestJson(routePath(gamesApi.getGame, { activityId }), gamesApi.getGame.response, { token })).data;
  }, read);

/** Join, or request to join a private game. One Idempotency-Key per attempt. */
/** Paying together: `membersCount` places for the player and friends, and the friends' names when given. */
export const joinGame = (activityId: string, together: { membersCount?: number; bookedFor?: string[] } = {}): Promise<JoinResult> =>
  withSession(async (token) => {
    const url = routePath(gamesApi.joinGame, { activityId });
    const headers = { 'idempotency-key': newIdempotencyKey() };
    return (await requestJson(url, gamesApi.joinGame.response, { method: 'PUT', token, body: together, headers })).data;
  });
