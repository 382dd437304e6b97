import { disputeScopeOf, readableOrgsOf } from '@sports/shared-rules';
import { venueMs, type Actor, type AdminListQuery, type AdminResource, type GameStatusFilter } from '@sports/contracts';
import type { DocumentStore, Filter, Operators } from '@sports/projections';
import { gameIdsAtVenues, venuesByIds, venuesOfOrgs } from '../games/venueLinks';
import type { ScopeLimit } from './scopeLimit';

/**
 * Games in the back office (docs/roles.md "Games at the organisation's venues"): platform operators
 * see every game; staff and managers of an organisation the games played at its venues (and at a
 * venue their token names), found through each game's derived venue link (docs/adr/0108-games-at-their-venues.md); everyone else none (null: 403).
 */
export const gamesOfActor = async (store: DocumentStore, actor: Pick<Actor, 'role' | 'scopeIds'>): Promise<'all' | string[] | null> => {
  const orgs = readableOrgsOf(actor);
  if (orgs === null || orgs === 'all') return orgs;
  const named = disputeScopeOf(actor);
  const venues = [...(await venuesOfOrgs(store, orgs)), ...(named === null || named === 'all' ? [] : await venuesByIds(store, named))];
  return gameIdsAtVenues(store, venues);
};

/** A day of the back office's filters is a venue day (contracts/src/time/venueTime.ts). */
const DAY_MS = 86_400_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** From the first millisecond of a day, or the instant given. */
const fromMs = (value: string) => (isDay(value) ? venueMs(value) : Date.parse(value));
/** Up to the last millisecond of a day, or the instant given. */
const toMs = (value: string) => (isDay(value) ? venueMs(value) + DAY_MS - 1 : Date.parse(value));

const narrow = (filter: Filter, field: string, ops: Operators): void => {
  const current = (filter[field] as Operators | undefined) ?? {};
  const merged: Operators = { ...current };
  if (ops.$gte !== undefined) merged.$gte = current.$gte === undefined ? ops.$gte : Math.max(Number(current.$gte), Number(ops.$gte));
  if (ops.$lte !== undefined) merged.$lte = current.$lte === undefined ? ops.$lte : Math.min(Number(current.$lte), Number(ops.$lte));
  filter[field] = merged;
};

/**
 * Spec section 4 "Game status: upcoming, ongoing, past, hold" at `now`, in the game document's
 * indexed fields: a game is over once its end has passed (endAt), on hold while it has a hold and
 * is not over; otherwise upcoming before its start and ongoing after.
 */
const statusFilter = (status: GameStatusFilter, now: number): Filter => {
  const filter: Filter = {};
  if (status === 'past') narrow(filter, 'endAt', { $lte: now });
  else {
    narrow(filter, 'endAt', { $gte: now + 1 });
    filter.isOnHold = status === 'hold';
    if (status === 'upcoming') narrow(filter, 'startAt', { $gte: now + 1 });
    if (status === 'ongoing') narrow(filter, 'startAt', { $lte: now });
  }
  return filter;
};

export interface ScopedList {
  request: AdminListQuery;
  limit: ScopeLimit;
  /** Conditions the request's own filter cannot say (derived states, days in venue time). */
  extra: Filter;
}

/**
 * A games list request in the store's terms: `venueId` (games at that venue, through the derived
 * link) narrows the caller's games; `status` and the start day (`startAt_gte`/`startAt_lte`, a date
 * or an instant, turned into the document's epoch milliseconds) become conditions on indexed fields.
 */
export const gameListScopeOf = async (
  resource: AdminResource,
  request: AdminListQuery,
  limit: ScopeLimit,
  store: DocumentStore,
  now: Date,
): Promise<ScopedList> => {
  const field = resource.scopeField ?? limit.field;
  if (resource.name !== 'games') return { request, limit: { ...limit, field }, extra: {} };
  const { venueId, status, startAt_gte: from, startAt_lte: to, ...rest } = request.filter ?? {};
  let values = limit.values;
  if (typeof venueId === 'string') {
    const atVenue = await gameIdsAtVenues(store, await venuesByIds(store, [venueId]));
    const mine = values === 'all' ? null : new Set(values);
    values = mine === null ? atVenue : atVenue.filter((id) => mine.has(id));
  }
  const extra: Filter = typeof status === 'string' ? statusFilter(status as GameStatusFilter, now.getTime()) : {};
  if (typeof from === 'string' || typeof to === 'string')
    narrow(extra, 'startAt', {
      ...(typeof from === 'string' ? { $gte: fromMs(from) } : {}),
      ...(typeof to === 'string' ? { $lte: toMs(to) } : {}),
    });
  return { request: { ...request, filter: rest }, limit: { field, values }, extra };
};
