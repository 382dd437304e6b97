import { ratingsApi, usersApi, type RouteResponse } from '@sports/contracts';
import { listGames } from '@sports/contracts/api/gameList';
import { requestJson } from '../api/http';
import { routePath } from '../api/paths';
import { fetchGamePage, type GamePage } from '../games/gamePage';
import { withSession } from '../session/withSession';

export type PlayerProfile = RouteResponse<typeof usersApi.getUserProfile>['data'];
export type PlayerReputation = RouteResponse<typeof ratingsApi.getReputation>['data'];
export type PlayerLevel = RouteResponse<typeof ratingsApi.getLevelExplanation>['data'];

/** GET /api/user/profile/{id}: the public view for another player (no phone, e-mail, dob, addresses or coins). */
export const fetchPlayerProfile = (userId: string) =>
  withSession(
    async (token) =>
      (await requestJson(routePath(usersApi.getUserProfile, { id: userId }), usersApi.getUserProfile.response, { token })).data,
    { anonymousRetry: true },
  );

/** Reputation and host rating: readable by anyone (authorization.http.spec.ts, getReputation). */
export const fetchPlayerReputation = (userId: string) =>
  withSession(
    async (token) =>
      (await requestJson(routePath(ratingsApi.getReputation, { userId }), ratingsApi.getReputation.response, { token })).data,
    { anonymousRetry: true },
  );

/** A player's level in one sport: readable by anyone (authorization.http.spec.ts, getLevelExplanation). */
export const fetchPlayerLevel = (userId: string, listingId: string) =>
  withSession(
    async (token) =>
      (
        await requestJson(routePath(ratingsApi.getLevelExplanation, { userId, listingId }), ratingsApi.getLevelExplanation.response, {
          token,
        })
      ).data,
    { anonymousRetry: true },
  );

/** How many of a host's next games their page lists. */
export const HOSTING_NEXT_SIZE = 5;

/**
 * The player's next games as host or co-host: the game list's hostId filter, upcoming, soonest
 * first, one small page. Their private games stay out unless the viewer is a member (the server's rule).
 */
export const fetchHostingNext = (userId: string): Promise<GamePage> =>
  fetchGamePage(
    `${routePath(listGames, { page: 0, size: HOSTING_NEXT_SIZE })}?${new URLSearchParams({ status: 'upcoming', hostId: userId })}`,
  );
