import type { TokenService } from '@sports/service-kit';
import { CITIES, DAYS_AHEAD, LISTINGS, PLAYERS, istDay, personName, pick, playerId, random } from './benchGames';
import type { LoadRequest } from './load';

/** Spec section 9: the game list page size. */
const PAGE_SIZE = 9;
const WINDOWS_DAYS = [1, 3, 7, 14];

/**
 * The all-games query as the spec's client sends it (section 7: "GET all games (paged 0/9;
 * params lat, lon, startDate, endDate, isAroundCity, userId, status, filterListingId)"):
 * a listing, a date window, a point near one of the cities, pages 0 to 2, and every other
 * request from a signed-in player (whose private games then count too, spec section 5).
 */
export const gameListMix = async (tokens: TokenService, nowMs: number, size: number): Promise<LoadRequest[]> => {
  const viewers = await Promise.all(
    Array.from({ length: 200 }, async (_, v) => {
      const n = (v * 97) % PLAYERS;
      return (await tokens.issue({ userId: playerId(n), name: personName(n), role: 'player', scopeIds: [] })).accessToken;
    }),
  );
  const next = random(2024);
  return Array.from({ length: size }, () => {
    const city = pick(next, CITIES);
    const window = pick(next, WINDOWS_DAYS);
    const first = Math.floor(next() * (DAYS_AHEAD - window));
    const query = new URLSearchParams({
      status: 'upcoming',
      filterListingId: pick(next, LISTINGS).id,
      startDate: istDay(nowMs, first),
      endDate: istDay(nowMs, first + window),
      lat: (city.lat + (next() - 0.5) * 0.2).toFixed(4),
      lon: (city.lon + (next() - 0.5) * 0.2).toFixed(4),
    });
    const page = Math.floor(next() * 3);
    const viewer = next() < 0.5 ? pick(next, viewers) : null;
    return {
      method: 'GET',
      path: `/api/vm/activities/all/${page}/${PAGE_SIZE}?${query}`,
      ...(viewer ? { headers: { authorization: `Bearer ${viewer}` } } : {}),
    };
  });
};
