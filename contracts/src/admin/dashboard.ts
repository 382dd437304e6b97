import { z } from 'zod';

/** The most days one dashboard answer covers. */
export const MAX_DASHBOARD_DAYS = 90;
export const DEFAULT_DASHBOARD_DAYS = 14;

/**
 * The back office's dashboard, for the organisations the caller
 * may read (all of them for platform operators): money in minor units of `currency`.
 */
export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** One row per venue-local day from `from` to `to`, days without orders included. */
  bookingsPerDay: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int(), refunds: z.number().int() })),
  /**
   * The days occupancy covers: today and the days ahead (`days` of them), as slots are sold ahead
   * of play; a window of past days showed 0 % while the coming days were booked.
   */
  occupancyFrom: z.string(),
  occupancyTo: z.string(),
  /** Booked slots over the slots the venue's time ranges offer from occupancyFrom to occupancyTo (blocked ones are not on sale), per venue. */
  occupancyPerVenue: z.array(
    z.object({
      spaceId: z.string(),
      name: z.string(),
      bookedSlots: z.number().int(),
      offeredSlots: z.number().int(),
      occupancy: z.number(),
    }),
  ),
  /** Distinct players with a confirmed order or a game joined in the window. */
  activePlayers: z.number().int(),
  openDisputes: z.number().int(),
  ordersByStatus: z.record(z.string(), z.number().int()),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
