import {
  adminDashboardApi,
  minutesOf,
  slotsOfField,
  timeOf,
  venueInstant,
  type DayTimeline,
  type GameDocument,
  type OrderDocument,
  type SlotDayDocument,
  type SpaceDocument,
  type TimelineItem,
} from '@sports/contracts';
import { GAMES_COLLECTION, ORDERS_COLLECTION, SLOT_DAYS_COLLECTION, SPACES_COLLECTION, type DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { spaceLayoutOf } from '../catalogue/slotsByListing';
import { inOrgs, orgsCovered } from './dashboardScope';

const DAY_MINUTES = 24 * 60;
/** The most games of one day the timeline reads across the platform. */
const MAX_GAMES_A_DAY = 5000;
/** A venue with no time range that day still shows a working day's hours. */
const DEFAULT_HOURS = { opens: 6 * 60, closes: 23 * 60 };
/** Games at a venue that name none of its fields get a row of their own. */
export const NO_FIELD = { fieldId: '', name: 'Games without a field' };

/** A slot's start from its id (`{fieldId}.{date}.{HHMM}`). */
const startOfSlotId = (slotId: string): string => {
  const hhmm = slotId.slice(-4);
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2)}`;
};

/** Minutes after the day's venue midnight of an instant, clipped to the day. */
const minutesInDay = (date: string, at: number): number =>
  Math.min(DAY_MINUTES, Math.max(0, Math.round((at - venueInstant(date, '00:00').getTime()) / 60_000)));

const gameItem = (game: GameDocument, date: string): TimelineItem => ({
  kind: 'game',
  start: timeOf(minutesInDay(date, game.startAt)),
  end: timeOf(minutesInDay(date, game.endAt)),
  label: game.name,
  activityId: game.activityId,
  sport: game.listingName,
  players: game.totalParticipantCount,
  maxPlayers: game.maxParticipants,
});

/**
 * One venue's day: each field's slots as the slot-day read model has them (booked and held with
 * the buyer's name from the order, blocked ones), and the games at the venue that start that day.
 * A hold past its expiry keeps nobody out, so it is left off.
 */
const venueDay = async (
  store: DocumentStore,
  space: SpaceDocument,
  date: string,
  games: GameDocument[],
  now: Date,
): Promise<DayTimeline['venues'][number]> => {
  const layout = spaceLayoutOf(space);
  const slotDays = await store.find<SlotDayDocument>(SLOT_DAYS_COLLECTION, { filter: { spaceId: space.spaceId, date } });
  const live = slotDays.flatMap((day) =>
    Object.entries(day.taken)
      .filter(([, claim]) => claim.status !== 'held' || !claim.expiresAt || Date.parse(claim.expiresAt) > now.getTime())
      .map(([slotId, claim]) => ({ fieldId: day.fieldId, slotId, claim })),
  );
  const orderIds = [...new Set(live.flatMap(({ claim }) => (claim.orderId ? [claim.orderId] : [])))];
  const orders = await Promise.all(orderIds.map((id) => store.get<OrderDocument>(ORDERS_COLLECTION, id)));
  const orderOf = new Map(orders.flatMap((order) => (order ? [[order.id, order] as const] : [])));
  let opens = DAY_MINUTES;
  let closes = 0;
  const widen = (start: string, end: string) => {
    opens = Math.min(opens, minutesOf(start));
    closes = Math.max(closes, minutesOf(end));
  };
  const fields = space.facilities.map((field) => {
    const slots = slotsOfField(layout, field.facilityId, date);
    for (const slot of slots) widen(slot.startTime, slot.endTime);
    const endOf = new Map(slots.map((slot) => [slot.slotId, slot.endTime]));
    const items: TimelineItem[] = [];
    for (const { slotId, claim } of live.filter((entry) => entry.fieldId === field.facilityId)) {
      const order = claim.orderId ? orderOf.get(claim.orderId) : undefined;
      const line = order?.items.find(
        (item) =>
          item.type === 'slot' && item.fieldId === field.facilityId && item.date === date && item.startTime === startOfSlotId(slotId),
      );
      const start = startOfSlotId(slotId);
      // A booked slot a changed time range no longer cuts keeps the times it was sold with.
      const end = endOf.get(slotId) ?? (line && 'endTime' in line ? line.endTime : timeOf(Math.min(DAY_MINUTES, minutesOf(start) + 60)));
      const kind = claim.status === 'booked' ? 'booking' : claim.status === 'held' ? 'hold' : 'blocked';
      const label = kind === 'blocked' ? 'Blocked' : (order?.bookedFor.name ?? 'Unknown buyer');
      items.push({ kind, start, end, label, ...(claim.orderId ? { orderId: claim.orderId } : {}) });
    }
    items.push(...games.filter((game) => game.facilityId === field.facilityId).map((game) => gameItem(game, date)));
    return { fieldId: field.facilityId, name: field.facilityName, items };
  });
  const known = new Set(space.facilities.map((field) => field.facilityId));
  const elsewhere = games.filter((game) => !game.facilityId || !known.has(game.facilityId));
  if (elsewhere.length) fields.push({ ...NO_FIELD, items: elsewhere.map((game) => gameItem(game, date)) });
  for (const field of fields) {
    field.items.sort((a, b) => minutesOf(a.start) - minutesOf(b.start) || a.kind.localeCompare(b.kind));
    for (const item of field.items) widen(item.start, item.end);
  }
  if (opens >= closes) ({ opens, closes } = DEFAULT_HOURS);
  // Whole hours, so the timeline's columns are hours.
  return {
    spaceId: space.spaceId,
    orgId: space.orgId,
    name: space.name,
    opens: timeOf(Math.floor(opens / 60) * 60),
    closes: timeOf(Math.ceil(closes / 60) * 60),
    fields,
  };
};

/** GET /admin-api/dashboard/day (spec sections 1 and 3): the day's timeline per venue and field. */
export const registerDashboardDayRoute = (api: Api, store: DocumentStore, deps: { clock: () => Date }): void => {
  api.bind(adminDashboardApi.adminDashboardDay, async ({ query, actor }) => {
    const orgs = orgsCovered(actor, query.orgId);
    const spaces = await store.find<SpaceDocument>(SPACES_COLLECTION, { filter: inOrgs(orgs), sort: [['name', 1]], limit: 200 });
    const from = venueInstant(query.date, '00:00').getTime();
    // The games read model is indexed by start, not by venue: the day's games, then those at these venues.
    const venueIds = new Set(spaces.map((space) => space.spaceId));
    const games = spaces.length
      ? (
          await store.find<GameDocument>(GAMES_COLLECTION, {
            filter: { startAt: { $gte: from, $lt: from + DAY_MINUTES * 60_000 } },
            sort: [['startAt', 1]],
            limit: MAX_GAMES_A_DAY,
          })
        ).filter((game) => game.spaceId !== undefined && venueIds.has(game.spaceId))
      : [];
    const venues = await Promise.all(
      spaces.map((space) =>
        venueDay(
          store,
          space,
          query.date,
          games.filter((game) => game.spaceId === space.spaceId),
          deps.clock(),
        ),
      ),
    );
    return { body: { date: query.date, venues } };
  });
};
