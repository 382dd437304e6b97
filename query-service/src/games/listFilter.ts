import type { GameDocument, gamesApi } from '@sports/contracts';
import type { Filter, FindQuery } from '@sports/projections';
import type { z } from 'zod';
import { CITY_RADIUS_KM, DEFAULT_RADIUS_KM, boundingBox, distanceKm } from './geo';

export type ListQuery = z.infer<typeof gamesApi.listGamesQuery>;
export type GameStatus = ListQuery['status'];

/** Spec section 5: private games are hidden from non-participants; the viewer's games come from the participants read model (games/memberships.ts). */
export const visibleTo = (memberGameIds: readonly string[]): Filter =>
  memberGameIds.length ? { $or: [{ privacy: 'public' }, { id: { $in: [...memberGameIds] } }] } : { privacy: 'public' };

/** Spec section 4 status filters, each served by an index (see the gameList projection's indexes). */
export const byStatus = (status: GameStatus, nowMs: number): Required<Pick<FindQuery, 'filter' | 'sort'>> => {
  switch (status) {
    case 'upcoming':
      return { filter: { isOnHold: false, startAt: { $gt: nowMs } }, sort: [['startAt', 1]] };
    case 'ongoing':
      return { filter: { isOnHold: false, startAt: { $lte: nowMs }, endAt: { $gt: nowMs } }, sort: [['startAt', 1]] };
    case 'past':
      return { filter: { endAt: { $lte: nowMs } }, sort: [['endAt', -1]] };
    case 'hold':
      return { filter: { isOnHold: true, endAt: { $gt: nowMs } }, sort: [['startAt', 1]] };
  }
};

export const DAY_MS = 86_400_000;
/** `date` is the local day of the first start; every UTC offset is within ±14 h of it. */
export const OFFSET_SLACK_MS = 14 * 3_600_000;
const dayStartUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The loose but indexable `startAt` bounds of a date window: `date` is the local day of the
 * first start, so a game of the window starts between the first day's UTC start less the
 * slack and the last day's UTC end plus it. `before` is exclusive.
 */
export const startAtBounds = (query: Pick<ListQuery, 'startDate' | 'endDate'>): { from?: number; before?: number } => ({
  ...(query.startDate ? { from: dayStartUtc(query.startDate) - OFFSET_SLACK_MS } : {}),
  ...(query.endDate ? { before: dayStartUtc(query.endDate) + DAY_MS + OFFSET_SLACK_MS } : {}),
});

/** The exact date test of a window, on a game's local day. */
export const inDateWindow = (query: Pick<ListQuery, 'startDate' | 'endDate'>, date: string): boolean =>
  (!query.startDate || date >= query.startDate) && (!query.endDate || date <= query.endDate);

/**
 * The date window as `date` bounds (exact) and as `startAt` bounds (loose but indexed), so the
 * walk along the status index starts and stops at the window instead of scanning from now.
 */
export const dateWindow = (query: Pick<ListQuery, 'startDate' | 'endDate'>): Filter => {
  if (!query.startDate && !query.endDate) return {};
  const date = { ...(query.startDate ? { $gte: query.startDate } : {}), ...(query.endDate ? { $lte: query.endDate } : {}) };
  const { from, before } = startAtBounds(query);
  const startAt = { ...(from !== undefined ? { $gte: from } : {}), ...(before !== undefined ? { $lt: before } : {}) };
  return { date, startAt };
};

type Bounds = { $gt?: unknown; $gte?: unknown; $lt?: unknown; $lte?: unknown };

/**
 * Two ranges on one field as one range with a single lower and a single upper bound: SQLite's
 * planner stops using the best index when a column carries two lower bounds.
 */
const tighter = (a: Bounds, b: Bounds): Bounds => {
  const lower = [a, b].flatMap((r) => [
    ...(r.$gt !== undefined ? [{ v: r.$gt, strict: true }] : []),
    ...(r.$gte !== undefined ? [{ v: r.$gte, strict: false }] : []),
  ]);
  const upper = [a, b].flatMap((r) => [
    ...(r.$lt !== undefined ? [{ v: r.$lt, strict: true }] : []),
    ...(r.$lte !== undefined ? [{ v: r.$lte, strict: false }] : []),
  ]);
  const out: Bounds = {};
  const pick = (bounds: typeof lower, higher: boolean) =>
    bounds.reduce((best, b) =>
      (higher ? (b.v as number) > (best.v as number) : (b.v as number) < (best.v as number)) || (b.v === best.v && b.strict) ? b : best,
    );
  if (lower.length) {
    const b = pick(lower, true);
    out[b.strict ? '$gt' : '$gte'] = b.v;
  }
  if (upper.length) {
    const b = pick(upper, false);
    out[b.strict ? '$lt' : '$lte'] = b.v;
  }
  return out;
};

/** Two filters as one: ranges on the same field become one range; anything else, the second wins. */
export const both = (a: Filter, b: Filter): Filter => {
  const merged: Filter = { ...a };
  for (const [field, condition] of Object.entries(b)) {
    const earlier = merged[field];
    const isRange = (c: unknown): c is Bounds => !!c && typeof c === 'object' && !Array.isArray(c);
    merged[field] = isRange(earlier) && isRange(condition) ? (tighter(earlier, condition) as Filter[string]) : condition;
  }
  return merged;
};

export interface Around {
  centre: { lat: number; lon: number };
  radiusKm: number;
}

/** lat/lon with radiusKm (default 25 km); isAroundCity widens the circle to the whole city (at least 50 km). */
export const aroundOf = (query: Pick<ListQuery, 'lat' | 'lon' | 'radiusKm' | 'isAroundCity'>): Around | null => {
  if (query.lat === undefined || query.lon === undefined) return null;
  const radius = query.radiusKm ?? DEFAULT_RADIUS_KM;
  return { centre: { lat: query.lat, lon: query.lon }, radiusKm: query.isAroundCity ? Math.max(radius, CITY_RADIUS_KM) : radius };
};

export const aroundFilter = (around: Around | null): Filter => {
  if (!around) return {};
  const box = boundingBox(around.centre, around.radiusKm);
  return { 'location.lat': { $gte: box.minLat, $lte: box.maxLat }, 'location.lon': { $gte: box.minLon, $lte: box.maxLon } };
};

/** The exact test the box cannot make: within the radius. */
export const isWithin =
  (around: Around | null) =>
  (game: Pick<GameDocument, 'location'>): boolean =>
    !around ||
    (game.location.lat !== undefined &&
      game.location.lon !== undefined &&
      distanceKm(around.centre, { lat: game.location.lat, lon: game.location.lon }) <= around.radiusKm);

/** The same test on the indexed location fields, so candidates are tested before their documents are read. */
export const withinTest = (around: Around) => ({
  fields: ['location.lat', 'location.lon'] as const,
  keep: ([lat, lon]: unknown[]) =>
    typeof lat === 'number' && typeof lon === 'number' && distanceKm(around.centre, { lat, lon }) <= around.radiusKm,
});

/**
 * The price and host filters (both optional, added only when asked for): what one player pays
 * (the derived, indexed playerCost) at most maxCost, and the host or a co-host (memberIds holds
 * exactly those).
 */
export const costAndHostFilter = (query: Pick<ListQuery, 'maxCost' | 'hostId'>): Filter => ({
  ...(query.maxCost !== undefined ? { playerCost: { $lte: query.maxCost } } : {}),
  ...(query.hostId !== undefined ? { memberIds: query.hostId } : {}),
});

/** Everything but visibility: status, listing, dates, the box around a point, price and host. */
export const listFilterOf = (query: ListQuery, nowMs: number, parts: { listing?: boolean; dates?: boolean } = {}) => {
  const { filter, sort } = byStatus(query.status, nowMs);
  let combined = filter;
  if (parts.listing !== false && query.filterListingId) combined = both(combined, { listingId: query.filterListingId });
  if (parts.dates !== false) combined = both(combined, dateWindow(query));
  combined = both(combined, aroundFilter(aroundOf(query)));
  if (query.maxCost !== undefined || query.hostId !== undefined) combined = both(combined, costAndHostFilter(query));
  return { filter: combined, sort };
};
