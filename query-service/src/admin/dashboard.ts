import {
  CURRENCY,
  VENUE_UTC_OFFSET,
  adminApi,
  slotsOfField,
  venueDateAt,
  type Actor,
  type Dashboard,
  type OrderDocument,
  type SlotDayDocument,
  type SpaceDocument,
} from '@sports/contracts';
import {
  ORDERS_COLLECTION,
  PLAYED_GAMES_COLLECTION,
  playersOfGames,
  RATING_DISPUTES_COLLECTION,
  SLOT_DAYS_COLLECTION,
  SPACES_COLLECTION,
  type DocumentStore,
} from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { spaceLayoutOf } from '../catalogue/slotsByListing';
import { disputeQueueFilter, disputeQueueOf } from '../ratings/disputeQueue';
import { registerDashboardDayRoute } from './dashboardDay';
import { registerDashboardOccupancyRoute } from './dashboardOccupancy';
import { registerDashboardPayoutsRoute } from './dashboardPayouts';
import { inOrgs, orgsCovered } from './dashboardScope';

const DAY_MS = 86_400_000;

/** The venue-local dates from `days - 1` days before today to today. */
export const windowDates = (now: Date, days: number): string[] =>
  Array.from({ length: days }, (_, i) => venueDateAt(new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString()));

/** A confirmed order has an invoice, whatever happened to it after (a cancellation keeps it). */
const wasConfirmed = (order: OrderDocument) => order.invoice !== null;

const bookingsPerDay = (orders: OrderDocument[], dates: string[]): Dashboard['bookingsPerDay'] => {
  const rows = new Map(dates.map((date) => [date, { date, orders: 0, revenue: 0, refunds: 0 }]));
  for (const order of orders) {
    const row = rows.get(venueDateAt(order.created));
    if (!row || !wasConfirmed(order)) continue;
    row.orders += 1;
    row.revenue += order.total;
    row.refunds += order.refundTotal;
  }
  return [...rows.values()];
};

/** The venue-local dates from today to `days - 1` days ahead: the days occupancy covers. */
export const aheadDates = (now: Date, days: number): string[] =>
  Array.from({ length: days }, (_, i) => venueDateAt(new Date(now.getTime() + i * DAY_MS).toISOString()));

/**
 * Slots on sale against slots booked, per venue, on the dates given (today and the days ahead:
 * slots are sold ahead of play, so a window of past days read 0 % while the week was booked).
 * A blocked slot is not on sale; a booked slot counts even where its time range has since changed.
 * Held slots are not booked yet (an unpaid hold runs out).
 */
const occupancyPerVenue = async (
  store: DocumentStore,
  orgs: 'all' | string[],
  dates: string[],
): Promise<Dashboard['occupancyPerVenue']> => {
  const spaces = await store.find<SpaceDocument>(SPACES_COLLECTION, { filter: inOrgs(orgs), sort: [['name', 1]], limit: 200 });
  return Promise.all(
    spaces.map(async (space) => {
      const layout = spaceLayoutOf(space);
      const days = await store.find<SlotDayDocument>(SLOT_DAYS_COLLECTION, {
        filter: { spaceId: space.spaceId, date: { $gte: dates[0]!, $lte: dates.at(-1)! } },
      });
      const takenOf = new Map(days.map((day) => [`${day.fieldId}|${day.date}`, day.taken]));
      let offeredSlots = 0;
      let bookedSlots = 0;
      for (const date of dates) {
        for (const field of space.facilities) {
          const taken = Object.entries(takenOf.get(`${field.facilityId}|${date}`) ?? {});
          const onOffer = new Set(slotsOfField(layout, field.facilityId, date).map((slot) => slot.slotId));
          for (const [slotId, claim] of taken) {
            if (claim.status === 'blocked') onOffer.delete(slotId);
            if (claim.status === 'booked') onOffer.add(slotId);
          }
          offeredSlots += onOffer.size;
          bookedSlots += taken.filter(([, claim]) => claim.status === 'booked').length;
        }
      }
      return {
        spaceId: space.spaceId,
        name: space.name,
        bookedSlots,
        offeredSlots,
        occupancy: offeredSlots === 0 ? 0 : Math.round((bookedSlots / offeredSlots) * 1000) / 1000,
      };
    }),
  );
};

/** Open dispute cases the caller would see in the queue. */
const openDisputes = async (store: DocumentStore, actor: Actor): Promise<number> => {
  // The organisation's queue, typed-place games' cases too (ratings/disputeQueue.ts; docs/adr/0108-games-at-their-venues.md).
  const queue = await disputeQueueOf(store, actor);
  const within = queue === null ? null : queue === 'all' ? {} : disputeQueueFilter(queue);
  if (within === null) return 0;
  return store.count(RATING_DISPUTES_COLLECTION, { ...within, status: 'open' });
};

/** Buyers of confirmed orders; for platform operators also everyone who played a game that ended in the window. */
const activePlayers = async (store: DocumentStore, actor: Actor, orders: OrderDocument[], since: Date, now: Date): Promise<number> => {
  const players = new Set(orders.filter(wasConfirmed).map((o) => o.userId));
  if (actor.role === 'admin') {
    const games = await store.findFields(
      PLAYED_GAMES_COLLECTION,
      { filter: { endAt: { $gte: since.getTime(), $lte: now.getTime() } } },
      [],
    );
    // Their players from the participants by game (played games hold no players).
    for (const ids of (
      await playersOfGames(
        store,
        games.map((g) => g.id),
      )
    ).values())
      for (const player of ids) players.add(player);
  }
  return players.size;
};

/** GET /admin-api/dashboard. */
export const registerAdminDashboardRoute = (api: Api, store: DocumentStore, deps: { clock: () => Date }): void => {
  api.bind(adminApi.adminDashboard, async ({ query, actor }) => {
    const orgs = orgsCovered(actor, query.orgId);
    const now = deps.clock();
    const dates = windowDates(now, query.days);
    const since = new Date(`${dates[0]!}T00:00:00${VENUE_UTC_OFFSET}`);
    const orders = await store.find<OrderDocument>(ORDERS_COLLECTION, {
      filter: { ...inOrgs(orgs), created: { $gte: since.toISOString() } },
    });
    const ordersByStatus: Record<string, number> = {};
    for (const order of orders) ordersByStatus[order.status] = (ordersByStatus[order.status] ?? 0) + 1;
    const ahead = aheadDates(now, query.days);
    const body: Dashboard = {
      from: dates[0]!,
      to: dates.at(-1)!,
      occupancyFrom: ahead[0]!,
      occupancyTo: ahead.at(-1)!,
      currency: CURRENCY.currency,
      bookingsPerDay: bookingsPerDay(orders, dates),
      occupancyPerVenue: await occupancyPerVenue(store, orgs, ahead),
      activePlayers: await activePlayers(store, actor, orders, since, now),
      openDisputes: await openDisputes(store, actor),
      ordersByStatus,
    };
    return { body };
  });
  // What a manager opens first: the day, the week's occupancy and payouts due (spec sections 1 and 3).
  registerDashboardDayRoute(api, store, deps);
  registerDashboardOccupancyRoute(api, store);
  registerDashboardPayoutsRoute(api, store);
};
