import { z } from 'zod';
import { defineRoute } from './route';
import { activityParams } from './gameRouteParts';

/**
 * Live viewers (spec section 7 "Realtime presence", section 4 "Live viewers"): a viewer counts
 * while connected; the entry is removed on disconnect. Anonymous viewers get a random id of this
 * many characters (spec section 9), signed-in viewers their user id.
 */
export const LIVE_VIEWER_ID_LENGTH = 16;

/**
 * Server-sent event names and their payloads, shared by the server and the player UI. A `position`
 * event has empty data and only moves the last event id (docs/adr/0119-event-stream-caps.md):
 * SSE parsers such as eventsource-parser drop a block with an id and no data.
 */
export const LIVE_EVENTS = { viewer: 'viewer', count: 'count', changed: 'changed', position: 'position' } as const;

/** First event of a viewer stream: who the server counts this connection as. */
export const viewerEventSchema = z.object({ activityId: z.string(), viewerId: z.string(), entryKey: z.string() });
/** Sent on connect and whenever someone arrives or leaves. */
export const countEventSchema = z.object({ activityId: z.string(), count: z.number().int().min(0) });
/** Games whose documents changed; null when too many changed at once to list (refetch whatever is shown). */
export const changedEventSchema = z.object({ activityIds: z.array(z.string()).nullable() });

export type ViewerEvent = z.infer<typeof viewerEventSchema>;
export type CountEvent = z.infer<typeof countEventSchema>;
export type ChangedEvent = z.infer<typeof changedEventSchema>;

/**
 * Every event of a live stream carries an id, and a client that reconnects sends the last one it
 * saw as Last-Event-ID to get what it missed (docs/adr/0119-event-stream-caps.md): read-model
 * positions joined by dots.
 */
export const lastEventIdSchema = z
  .string()
  .max(100)
  .regex(/^\d{1,20}(?:\.\d{1,20}){0,3}$/, 'positions joined by dots, as the stream sent them');
export const lastEventIdHeaders = z.object({ 'last-event-id': lastEventIdSchema.optional() });

/** A text/event-stream body; the events are described by the schemas above. */
const eventStreamSchema = z.custom<ReadableStream<Uint8Array>>(() => true);
const EVENT_STREAM = ['text/event-stream'] as const;

export const streamLiveViewers = defineRoute({
  operationId: 'streamLiveViewers',
  method: 'get',
  path: '/api/vm/activities/{activityId}/viewers/stream',
  summary:
    'Server-sent events: while this request stays open the caller counts as a live viewer of the game (spec section 7 "Realtime presence"). ' +
    'Events: `viewer` {activityId, viewerId, entryKey} first, then `count` {activityId, count} on connect and on every arrival or departure, ' +
    'and `changed` {activityIds: [activityId]} when the game itself changes (one connection per open game page). ' +
    'The count is of distinct viewers (a signed-in user once, an anonymous client once per address). ' +
    'Each event has an id; reconnecting with Last-Event-ID sends the chat messages missed, the current count, and `changed` for the game (refetch it). ' +
    'Streams of every kind count together: a visitor address holds at most 100, a user 8; beyond, 429 RATE_LIMITED; a full server answers 503 with Retry-After.',
  tag: 'Live',
  auth: 'optional',
  params: activityParams,
  headers: lastEventIdHeaders,
  successStatus: 200,
  response: eventStreamSchema,
  rawResponse: { contentTypes: EVENT_STREAM },
  errors: ['GAME_NOT_FOUND', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'VALIDATION_FAILED'],
});

export const getLiveViewerCount = defineRoute({
  operationId: 'getLiveViewerCount',
  method: 'get',
  path: '/api/vm/activities/{activityId}/viewers',
  summary: 'How many viewers are connected to the game now (spec section 7 "reads the count of entries there").',
  tag: 'Live',
  auth: 'optional',
  params: activityParams,
  successStatus: 200,
  response: z.object({ data: countEventSchema }),
  errors: ['GAME_NOT_FOUND'],
});

export const streamGameChanges = defineRoute({
  operationId: 'streamGameChanges',
  method: 'get',
  path: '/api/vm/activities/changes/stream',
  summary:
    'Server-sent events: `changed` {activityIds} whenever games the caller may see change (a join, a leave, a hold...), so lists and details refetch without a reload. ' +
    'Each event has an id (a `position` event with empty data on connect); reconnecting with Last-Event-ID sends `changed` for every game changed meanwhile. Capped with the other streams (429, or 503 with Retry-After).',
  tag: 'Live',
  auth: 'optional',
  headers: lastEventIdHeaders,
  successStatus: 200,
  response: eventStreamSchema,
  rawResponse: { contentTypes: EVENT_STREAM },
  errors: ['RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'VALIDATION_FAILED'],
});
