import {
  adminDashboardApi,
  minutesOf,
  slotsOfField,
  type OccupancyCell,
  type OrderDocument,
  type SlotDayDocument,
  type SpaceDocument,
  type WeekOccupancy,
} from '@sports/contracts';
import { ORDERS_COLLECTION, SLOT_DAYS_COLLECTION, SPACES_COLLECTION, type DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { spaceLayoutOf } from '../catalogue/slotsByListing';
import { inOrgs, orgsCovered } from './dashboardScope';

const DAY_MS = 86_400_000;

/** The seven dates of the week that starts on `monday`. */
export const weekDates = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, i) => new Date(Date.parse(`${monday}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10));

/** A share to three decimals; none when nothing was bookable. */
export const occupancyOf = (booked: number, bookable: number): number | null =>
  bookable === 0 ? null : Math.round((booked / bookable) * 1000) / 1000;

const cellOf = (booked: number, bookable: number): OccupancyCell => ({
  bookedMinutes: booked,
  bookableMinutes: bookable,
  occupancy: occupancyOf(booked, bookable),
});

/** Adds the minutes of [start, end) to the hours they fall in. */
const spread = (minutesByHour: number[], start: number, end: number) => {
  for (let hour = Math.floor(start / 60); hour * 60 < end && hour < 24; hour++)
    minutesByHour[hour]! += Math.min(end, (hour + 1) * 60) - Math.max(start, hour * 60);
};

/** A slot's start from its id (`{fieldId}.{date}.{HHMM}`). */
const startOfSlotId = (slotId: string): string => `${slotId.slice(-4, -2)}:${slotId.slice(-2)}`;

/**
 * One venue's week: per day and hour, the minutes its time ranges put on sale (less the slots
 * staff blocked, plus any booked slot a changed range no longer cuts) and the minutes booked
 * (slots the slot-day read model records as booked: a hold awaiting payment is not a booking, a
 * cancelled booking is released).
 */
const venueWeek = async (store: DocumentStore, space: SpaceDocument, days: string[]): Promise<WeekOccupancy['venues'][number]> => {
  const layout = spaceLayoutOf(space);
  const slotDays = await store.find<SlotDayDocument>(SLOT_DAYS_COLLECTION, {
    filter: { spaceId: space.spaceId, date: { $gte: days[0]!, $lte: days.at(-1)! } },
  });
  const takenOf = new Map(slotDays.map((day) => [`${day.fieldId}|${day.date}`, day.taken]));
  const booked = days.map(() => Array<number>(24).fill(0));
  const bookable = days.map(() => Array<number>(24).fill(0));
  for (const [d, date] of days.entries()) {
    for (const field of space.facilities) {
      const onSale = new Map(
        slotsOfField(layout, field.facilityId, date).map((slot) => [
          slot.slotId,
          [minutesOf(slot.startTime), minutesOf(slot.endTime)] as const,
        ]),
      );
      for (const [slotId, claim] of Object.entries(takenOf.get(`${field.facilityId}|${date}`) ?? {})) {
        if (claim.status === 'blocked') onSale.delete(slotId);
        if (claim.status !== 'booked') continue;
        let times = onSale.get(slotId);
        if (!times) {
          // Sold under a time range since changed: the order's line keeps its times.
          const order = claim.orderId ? await store.get<OrderDocument>(ORDERS_COLLECTION, claim.orderId) : null;
          const line = order?.items.find(
            (item) =>
              item.type === 'slot' && item.fieldId === field.facilityId && item.date === date && item.startTime === startOfSlotId(slotId),
          );
          if (!line || line.type !== 'slot') continue;
          times = [minutesOf(line.startTime), minutesOf(line.endTime)];
          onSale.set(slotId, times);
        }
        spread(booked[d]!, times[0], times[1]);
      }
      for (const [start, end] of onSale.values()) spread(bookable[d]!, start, end);
    }
  }
  const hours = Array.from({ length: 24 }, (_, hour) => hour).filter((hour) => days.some((_, d) => bookable[d]![hour]! > 0));
  const sum = (grid: number[][]) => grid.reduce((total, day) => total + day.reduce((a, b) => a + b, 0), 0);
  return {
    spaceId: space.spaceId,
    orgId: space.orgId,
    name: space.name,
    hours: hours.map((hour) => ({ hour, cells: days.map((_, d) => cellOf(booked[d]![hour]!, bookable[d]![hour]!)) })),
    total: cellOf(sum(booked), sum(bookable)),
  };
};

/** GET /admin-api/dashboard/occupancy (spec sections 1 and 3): the heat-map of a week per venue. */
export const registerDashboardOccupancyRoute = (api: Api, store: DocumentStore): void => {
  api.bind(adminDashboardApi.adminDashboardOccupancy, async ({ query, actor }) => {
    const orgs = orgsCovered(actor, query.orgId);
    const spaces = await store.find<SpaceDocument>(SPACES_COLLECTION, { filter: inOrgs(orgs), sort: [['name', 1]], limit: 200 });
    const days = weekDates(query.week);
    const venues = await Promise.all(spaces.map((space) => venueWeek(store, space, days)));
    return { body: { week: query.week, days, venues } };
  });
};
