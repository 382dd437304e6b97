import { GAME_PAGE_SIZE, devApi, gamesApi, type RouteResponse } from '@sports/contracts';
import { HttpError, getJson } from './http';

export type Health = RouteResponse<typeof devApi.health>;

/** GET /health: 200 once read models have caught up, 503 while starting (its body says so). */
export async function fetchHealth(signal?: AbortSignal): Promise<Health> {
  try {
    return await getJson(devApi.health.path, devApi.health.response, signal);
  } catch (error) {
    const starting = error instanceof HttpError && error.status === 503 && devApi.health.response.safeParse(error.body);
    if (starting && starting.success) return starting.data;
    throw error;
  }
}

/** The public game list (first page of upcoming games); the admin reads only its total. */
export function fetchUpcomingGames(signal?: AbortSignal) {
  const path = gamesApi.listGames.path.replace('{page}', '0').replace('{size}', String(GAME_PAGE_SIZE));
  return getJson(`${path}?status=upcoming`, gamesApi.listGames.response, signal);
}
