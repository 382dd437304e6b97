import { listingsApi, type RouteResponse } from '@sports/contracts';
import { requestJson } from '../api/http';

export type ListingSummary = RouteResponse<typeof listingsApi.listListings>['data'][number];

/** GET /api/vm/listings: every sport a game was ever hosted in or a venue offers (optionally in one region), most games first. */
export const fetchListings = async (region?: string): Promise<ListingSummary[]> => {
  const query = region ? `?${new URLSearchParams({ region })}` : '';
  return (await requestJson(`${listingsApi.listListings.path}${query}`, listingsApi.listListings.response)).data;
};

export type CitySummary = RouteResponse<typeof listingsApi.listCities>['data'][number];

/** GET /api/vm/cities: the cities where games were hosted or venues are, most games first. */
export const fetchCities = async (): Promise<CitySummary[]> =>
  (await requestJson(listingsApi.listCities.path, listingsApi.listCities.response)).data;
