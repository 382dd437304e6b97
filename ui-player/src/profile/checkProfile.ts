import { usersApi } from '@sports/contracts';
import { requestJson } from '../api/http';
import { routePath } from '../api/paths';
import { withSession } from '../session/withSession';

const checkWith = async (id: string, token: string | null) =>
  (await requestJson(routePath(usersApi.checkUser, { id }), usersApi.checkUser.response, { token })).data;

/**
 * Spec section 3 "check user": whether the player's profile is complete. With the session's token,
 * or with `accessToken` while signing in (the session is not stored yet).
 */
export const checkProfile = (id: string, accessToken?: string) =>
  accessToken ? checkWith(id, accessToken) : withSession((token) => checkWith(id, token));
