import { z } from 'zod';
import { idSchema, isoDate } from '../core/primitives';
import { defineRoute } from '../api/route';

/**
 * What a manager opens first (spec sections 1 and 3, docs/backoffice.md "The day, the week and
 * payouts due"): the day's bookings and games per venue and field, occupancy per venue and hour
 * for a week, and what the platform owes each organisation and venue. Venue-local dates and
 * wall-clock times (IST, VENUE_UTC_OFFSET); money in paise.
 */

const errors = ['VALIDATION_FAILED', 'FORBIDDEN', 'UNAUTHENTICATED'] as const;
const orgQuery = { orgId: idSchema.optional() };

/** A day of the venue's calendar that exists (2026-02-30 is refused, not rolled over). */
export const dayParam = isoDate;

/** A week is named by its Monday, as the occupancy grid's columns run Monday to Sunday. */
export const weekParam = isoDate.refine(
  (date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1,
  'must be a Monday (a week is named by its Monday)',
);

const timeText = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/);

/** One thing on a field's row of the day's timeline. */
export const timelineItemSchema = z.object({
  kind: z.enum(['booking', 'hold', 'blocked', 'game']),
  start: timeText,
  end: timeText,
  /** Words to show: the buyer's name, the game's name, the block's reason. */
  label: z.string(),
  orderId: z.string().optional(),
  activityId: z.string().optional(),
  /** A game's sport and its places taken of its places. */
  sport: z.string().optional(),
  players: z.number().int().optional(),
  maxPlayers: z.number().int().optional(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const dayTimelineSchema = z.object({
  date: z.string(),
  venues: z.array(
    z.object({
      spaceId: z.string(),
      orgId: z.string(),
      name: z.string(),
      /** The hours the timeline spans: the venue's time ranges that day, widened to whatever is on it. */
      opens: timeText,
      closes: timeText,
      fields: z.array(z.object({ fieldId: z.string(), name: z.string(), items: z.array(timelineItemSchema) })),
    }),
  ),
});
export type DayTimeline = z.infer<typeof dayTimelineSchema>;

export const occupancyCellSchema = z.object({
  bookedMinutes: z.number().int(),
  bookableMinutes: z.number().int(),
  occupancy: z.number().nullable(),
});
export type OccupancyCell = z.infer<typeof occupancyCellSchema>;

export const weekOccupancySchema = z.object({
  week: z.string(),
  /** The seven venue-local dates, Monday first. */
  days: z.array(z.string()),
  venues: z.array(
    z.object({
      spaceId: z.string(),
      orgId: z.string(),
      name: z.string(),
      /** Hours (0-23, venue time) with anything bookable in the week, each with one cell per day. */
      hours: z.array(z.object({ hour: z.number().int().min(0).max(23), cells: z.array(occupancyCellSchema) })),
      total: occupancyCellSchema,
    }),
  ),
});
export type WeekOccupancy = z.infer<typeof weekOccupancySchema>;

export const payoutsDueSchema = z.object({
  currency: z.string(),
  organisations: z.array(
    z.object({
      orgId: z.string(),
      name: z.string(),
      /** The partner's shares of what the platform collected less the commission on what the venue collected (docs/bookings.md). */
      payoutDue: z.number().int(),
      settled: z.number().int(),
      /** payoutDue - settled: what the next settlement pays (negative when the venue owes the platform). */
      remainingDue: z.number().int(),
      lastSettlement: z
        .object({ reference: z.string(), from: z.string(), to: z.string(), amount: z.number().int(), settledAt: z.string() })
        .nullable(),
      /** The first venue-local day no settlement covers yet: the day after the last settled period, or the first order's day. Null with nothing to pay. */
      unsettledFrom: z.string().nullable(),
      /** Per venue, the orders placed from unsettledFrom on: what builds up for the next settlement. */
      venues: z.array(z.object({ spaceId: z.string(), name: z.string(), orders: z.number().int(), due: z.number().int() })),
    }),
  ),
});
export type PayoutsDue = z.infer<typeof payoutsDueSchema>;

export const adminDashboardDay = defineRoute({
  operationId: 'adminDashboardDay',
  method: 'get',
  path: '/admin-api/dashboard/day',
  summary:
    "Back office: one venue-local day's bookings, holds, blocked slots and games per venue and field, for the caller's organisations (or the one named by orgId).",
  tag: 'Back office',
  auth: 'required',
  query: z.object({ date: dayParam, ...orgQuery }).strict(),
  successStatus: 200,
  response: dayTimelineSchema,
  errors,
});

export const adminDashboardOccupancy = defineRoute({
  operationId: 'adminDashboardOccupancy',
  method: 'get',
  path: '/admin-api/dashboard/occupancy',
  summary:
    "Back office: booked over bookable minutes per venue, hour and day of the week named by its Monday, from the venues' time ranges (blocked slots off sale), for the caller's organisations (or the one named by orgId).",
  tag: 'Back office',
  auth: 'required',
  query: z.object({ week: weekParam, ...orgQuery }).strict(),
  successStatus: 200,
  response: weekOccupancySchema,
  errors,
});

export const adminDashboardPayoutsDue = defineRoute({
  operationId: 'adminDashboardPayoutsDue',
  method: 'get',
  path: '/admin-api/dashboard/payouts-due',
  summary:
    "Back office: what the platform owes each of the caller's organisations (or the one named by orgId) after its settlements, since when, and per venue since the last settled period.",
  tag: 'Back office',
  auth: 'required',
  query: z.object(orgQuery).strict(),
  successStatus: 200,
  response: payoutsDueSchema,
  errors,
});
