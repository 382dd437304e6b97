import { usersApi } from '@sports/contracts';
import { requestJson } from '../api/http';
import { routePath } from '../api/paths';
import { withSession } from '../session/withSession';

/** Spec section 3 "check user": whether the signed-in player's profile is complete. */
export const checkProfile = (id: string) =>
  withSession(async (token) => (await requestJson(routePath(usersApi.checkUser, { id }), usersApi.checkUser.response, { token })).data);
