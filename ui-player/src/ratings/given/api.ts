import { ratingsApi, type RouteResponse } from '@sports/contracts';
import { requestJson } from '../../api/http';
import { sameOriginPath } from '../../api/paths';
import { withSession } from '../../session/withSession';

export type RatingsGivenPage = RouteResponse<typeof ratingsApi.listRatingsGiven>['data'];
export type RatingGiven = ratingsApi.RatingGiven;

export const firstRatingsGivenUrl = (): string => `${ratingsApi.listRatingsGiven.path}?page=0&size=${ratingsApi.RATINGS_GIVEN_PAGE_SIZE}`;

/** One page of the ratings the signed-in player gave, newest first; the next page is the server's nextUrl. */
export const fetchRatingsGiven = async (url: string): Promise<RatingsGivenPage> => {
  // A rating just submitted in this tab is in the list when it opens.
  return withSession(async (token) => (await requestJson(sameOriginPath(url), ratingsApi.listRatingsGiven.response, { token })).data);
};
