import { discoveryApi, peopleApi, type RouteResponse } from '@sports/contracts';
import { requestJson } from '../api/http';
import { routePath } from '../api/paths';
import { withSession } from '../session/withSession';

export type LeaderboardSort = (typeof peopleApi.LEADERBOARD_SORTS)[number];
export type Leaderboard = RouteResponse<typeof peopleApi.getLeaderboard>['data'];
export type RegionListing = RouteResponse<typeof discoveryApi.listRegionListings>['data'][number];

const read = { anonymousRetry: true };

/** Spec section 7 "GET leaderboard", per listing and region. */
export const fetchLeaderboard = (listingId: string, region: string, sort: LeaderboardSort) =>
  withSession(async (token) => {
    const url = `${peopleApi.getLeaderboard.path}?${new URLSearchParams({ listingId, region, sort })}`;
    return (await requestJson(url, peopleApi.getLeaderboard.response, { token })).data;
  }, read);

/** Spec section 7 "GET region listings": the sports played in a region, to pick a board. */
export const fetchRegionListings = (region: string) =>
  withSession(async (token) => (await requestJson(routePath(discoveryApi.listRegionListings, { region }), discoveryApi.listRegionListings.response, { token })).data, read);
