import { gamesApi, type JoinInvite, type RouteResponse } from '@sports/contracts';
import { requestJson } from '../api/http';
import { newIdempotencyKey, routePath } from '../api/paths';
import { withSession } from '../session/withSession';

export { fetchGamePage, type GamePage } from './gamePage';
export type JoinResult = RouteResponse<typeof gamesApi.joinGame>['data'];

const read = { anonymousRetry: true };

/** invite: the link's `{inviteId}.{secret}`, which opens a private game to its holder (docs/adr/0102-paying-together.md). */
export const fetchGame = (activityId: string, invite?: string) =>
  withSession(async (token) => {
    const path = routePath(gamesApi.getGame, { activityId }) + (invite ? `?invite=${encodeURIComponent(invite)}` : '');
    return (await requestJson(path, gamesApi.getGame.response, { token })).data;
  }, read);

/** Join, or request to join a private game. One Idempotency-Key per attempt. */
/** Paying together: `membersCount` places for the player and friends, and the friends' names when given. */
export const joinGame = (
  activityId: string,
  together: { membersCount?: number; bookedFor?: string[]; invite?: JoinInvite } = {},
): Promise<JoinResult> =>
  withSession(async (token) => {
    const url = routePath(gamesApi.joinGame, { activityId });
    const headers = { 'idempotency-key': newIdempotencyKey() };
    return (await requestJson(url, gamesApi.joinGame.response, { method: 'PUT', token, body: together, headers })).data;
  });
