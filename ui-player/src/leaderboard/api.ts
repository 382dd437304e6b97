import { peopleApi, type RouteResponse } from '@sports/contracts';
import { requestJson } from '../api/http';
import { withSession } from '../session/withSession';

export type LeaderboardSort = (typeof peopleApi.LEADERBOARD_SORTS)[number];
export type Leaderboard = RouteResponse<typeof peopleApi.getLeaderboard>['data'];

const read = { anonymousRetry: true };

/** The sort a `sort` search parameter asks for, when it is one of the contracts' sorts; games played otherwise. */
export const boardSort = (sort: string | undefined): LeaderboardSort =>
  peopleApi.LEADERBOARD_SORTS.find((s) => s === sort) ?? 'gamesPlayed';

/** Spec section 7 "GET leaderboard", per listing and region. */
export const fetchLeaderboard = (listingId: string, region: string, sort: LeaderboardSort) =>
  withSession(async (token) => {
    const url = `${peopleApi.getLeaderboard.path}?${new URLSearchParams({ listingId, region, sort })}`;
    return (await requestJson(url, peopleApi.getLeaderboard.response, { token })).data;
  }, read);
