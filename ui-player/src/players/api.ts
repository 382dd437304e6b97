import { ratingsApi, usersApi, type RouteResponse } from '@sports/contracts';
import { requestJson } from '../api/http';
import { routePath } from '../api/paths';
import { withSession } from '../session/withSession';

export type PlayerProfile = RouteResponse<typeof usersApi.getUserProfile>['data'];
export type PlayerReputation = RouteResponse<typeof ratingsApi.getReputation>['data'];
export type PlayerLevel = RouteResponse<typeof ratingsApi.getLevelExplanation>['data'];

/** GET /api/user/profile/{id}: the public view for another player (no phone, e-mail, dob, addresses or coins). */
export const fetchPlayerProfile = (userId: string) =>
  withSession(async (token) => (await requestJson(routePath(usersApi.getUserProfile, { id: userId }), usersApi.getUserProfile.response, { token })).data, { anonymousRetry: true });

/** Reputation and host rating: readable by anyone (authorization.http.spec.ts, getReputation). */
export const fetchPlayerReputation = (userId: string) =>
  withSession(async (token) => (await requestJson(routePath(ratingsApi.getReputation, { userId }), ratingsApi.getReputation.response, { token })).data, { anonymousRetry: true });

/** A player's level in one sport: readable by anyone (authorization.http.spec.ts, getLevelExplanation). */
export const fetchPlayerLevel = (userId: string, listingId: string) =>
  withSession(
    async (token) => (await requestJson(routePath(ratingsApi.getLevelExplanation, { userId, listingId }), ratingsApi.getLevelExplanation.response, { token })).data,
    { anonymousRetry: true },
  );
