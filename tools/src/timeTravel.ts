import { OFFERING_KINDS, categoryOf, upcastRecorded, type DomainEvent, type RecordedEvent } from '@sports/contracts';
import {
  spinWheelDecider,
  circleDecider,
  couponDecider,
  gameClockDecider,
  gameDecider,
  offeringDecider,
  orderDecider,
  organisationDecider,
  payoutDecider,
  ratingDecider,
  slotDayDecider,
  spaceDecider,
  userDecider,
  type Decider,
} from '@sports/command-service';
import { contactDecider } from '@sports/command-service/accounts/contactDecider';
import type { EventStore } from '@sports/event-store';

type AnyDecider = Pick<Decider<never, DomainEvent, unknown>, 'evolve' | 'initialState'>;

/** The write side's own deciders, by stream category: their evolve is the one definition of an aggregate's state. */
export const DECIDERS_BY_CATEGORY: Readonly<Record<string, AnyDecider>> = {
  game: gameDecider as unknown as AnyDecider,
  user: userDecider as unknown as AnyDecider,
  circle: circleDecider as unknown as AnyDecider,
  ratings: ratingDecider as unknown as AnyDecider,
  contact: contactDecider as unknown as AnyDecider,
  organisation: organisationDecider as unknown as AnyDecider,
  space: spaceDecider as unknown as AnyDecider,
  slot: slotDayDecider as unknown as AnyDecider,
  order: orderDecider as unknown as AnyDecider,
  coupon: couponDecider as unknown as AnyDecider,
  campaign: spinWheelDecider as unknown as AnyDecider,
  payout: payoutDecider as unknown as AnyDecider,
  // What time did to a game (GameEnded, RatingWindowClosed).
  gameclock: gameClockDecider as unknown as AnyDecider,
  ...Object.fromEntries(OFFERING_KINDS.map((kind) => [kind, offeringDecider as unknown as AnyDecider])),
};

/** As of a moment in event time (metadata.time, inclusive) or a global position (inclusive); neither: now. */
export interface AsOf {
  time?: Date;
  position?: bigint;
}

export interface TimeTravelResult {
  streamId: string;
  asOf: { time: string | null; position: string | null };
  /** The stream's revision the state includes up to (null: the stream had not begun). */
  revision: string | null;
  position: string | null;
  eventsApplied: number;
  eventsAfter: number;
  lastEvent: { type: string; time: string | null } | null;
  state: unknown;
}

export class UnknownAggregateError extends Error {
  constructor(readonly streamId: string) {
    super(`No decider for the stream category "${categoryOf(streamId)}" (known: ${Object.keys(DECIDERS_BY_CATEGORY).join(', ')})`);
  }
}

const includes = (asOf: AsOf, e: RecordedEvent): boolean =>
  (asOf.position === undefined || e.position <= asOf.position) &&
  (asOf.time === undefined || Date.parse(e.metadata?.time ?? '') <= asOf.time.getTime());

/**
 * The state of one aggregate as of a time or a position: its stream read and folded with the
 * decider's own evolve, upcasting old event shapes as the command handler does, up to the last
 * event at or before the point. A stream's events are in position order and written with the
 * command's time, so the first event past the point ends the fold.
 */
export const stateAsOf = async (store: EventStore, streamId: string, asOf: AsOf = {}): Promise<TimeTravelResult> => {
  const decider = DECIDERS_BY_CATEGORY[categoryOf(streamId)];
  if (!decider) throw new UnknownAggregateError(streamId);
  const events = await store.readStream(streamId);
  let state = decider.initialState();
  let last: RecordedEvent | null = null;
  let applied = 0;
  for (const event of events) {
    if (!includes(asOf, event)) break;
    state = decider.evolve(state, upcastRecorded(event));
    last = event;
    applied++;
  }
  return {
    streamId,
    asOf: { time: asOf.time?.toISOString() ?? null, position: asOf.position === undefined ? null : String(asOf.position) },
    revision: last ? String(last.revision) : null,
    position: last ? String(last.position) : null,
    eventsApplied: applied,
    eventsAfter: events.length - applied,
    lastEvent: last ? { type: last.type, time: last.metadata?.time ?? null } : null,
    state: toJson(state),
  };
};

/** A Map or a map of the deciders' own (the game's persistent maps): anything read like a ReadonlyMap. */
const isMapLike = (value: unknown): value is ReadonlyMap<unknown, unknown> =>
  value instanceof Map ||
  (typeof value === 'object' &&
    value !== null &&
    ['entries', 'get', 'has'].every((m) => typeof (value as Record<string, unknown>)[m] === 'function') &&
    Symbol.iterator in value);

/** Deciders' states may hold Maps, Sets and bigints; JSON gets objects, arrays and strings. */
export const toJson = (value: unknown): unknown => {
  if (isMapLike(value)) return Object.fromEntries([...value.entries()].map(([k, v]) => [String(k), toJson(v)]));
  if (value instanceof Set) return [...value].map(toJson);
  if (typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  return value;
};
