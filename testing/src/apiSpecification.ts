import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { currentVersionOf, type DomainEvent, type EventMetadata, type RecordedEvent } from '@sports/contracts';
import type { TestPlatform } from './testPlatform';
import { startTestStack } from './testStack';

/**
 * Specs of the HTTP API as Given events / When a request / Then the reply and the events it appended,
 * in the shape of Emmett's ApiSpecification, on the in-memory stack (testStack.ts):
 *
 *   const given = apiSpecification();
 *   await given(existingStream('game-1', [gameCreated]))
 *     .when((api) => api.request('POST', '/api/vm/activities/1/join', { token: await api.tokenFor('u1') }))
 *     .then(expectResponse(200), expectNewEvents('game-1', [{ type: 'PlayerJoined' }]));
 *
 * Each `then` runs on a stack of its own, so scenarios share nothing; the given events are appended
 * and the read models caught up before the request, and the new events are those past the head it saw.
 */
export interface GivenStream {
  streamId: string;
  events: DomainEvent[];
}

/** The outcome a `then` check sees: the reply, its JSON body (null when none), and what the request appended. */
export interface ApiOutcome {
  response: Response;
  body: Record<string, any> | null;
  newEvents: RecordedEvent[];
  stack: TestPlatform;
}

export type ApiCheck = (outcome: ApiOutcome) => void | Promise<void>;
export type ApiRequest = (stack: TestPlatform) => Promise<Response>;

export const existingStream = (streamId: string, events: DomainEvent[]): GivenStream => ({ streamId, events });

const givenMetadata = (type: string, time: string): EventMetadata => ({
  commandId: randomUUID(),
  commandHash: 'given',
  causationId: 'given',
  correlationId: 'given',
  userId: 'given',
  time,
  schemaVersion: currentVersionOf(type),
});

export const apiSpecification =
  (options: { now?: string; env?: Record<string, string> } = {}) =>
  (...given: GivenStream[]) => ({
    when: (request: ApiRequest) => ({
      then: async (...checks: ApiCheck[]): Promise<void> => {
        const stack = await startTestStack(options);
        try {
          const time = options.now ?? '2026-11-20T10:00:00.000Z';
          for (const { streamId, events } of given) {
            await stack.eventStore.appendToStream(
              streamId,
              events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata: givenMetadata(event.type, time) })),
              { expectedRevision: 'any' },
            );
          }
          await stack.settle();
          const before = await stack.eventStore.headPosition();
          const response = await request(stack);
          await stack.settle();
          const newEvents = await stack.eventStore.readAll({ after: before, maxCount: 10_000 });
          const text = await response.text();
          const body = text && /json/.test(response.headers.get('content-type') ?? '') ? (JSON.parse(text) as Record<string, any>) : null;
          for (const check of checks) await check({ response, body, newEvents, stack });
        } finally {
          await stack.close();
        }
      },
    }),
  });

/** The reply's status and, when given, a body it matches (a subset, as toMatchObject). */
export const expectResponse =
  (status: number, body?: Record<string, unknown>): ApiCheck =>
  ({ response, body: actual }) => {
    expect(response.status).toBe(status);
    if (body !== undefined) expect(actual).toMatchObject(body);
  };

/** An RFC 9457 problem document with this status, stable code and, when given, field; and nothing appended. */
export const expectProblem =
  (status: number, code: string, field?: string): ApiCheck =>
  ({ response, body, newEvents }) => {
    expect([response.status, body?.code]).toEqual([status, code]);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    if (field !== undefined) expect(body?.field).toBe(field);
    expect(newEvents.map((e) => e.type)).toEqual([]);
  };

/** The events the request appended to `streamId`, in order, each matching the given type and (a subset of) data. */
export const expectNewEvents =
  (streamId: string, events: Array<{ type: string; data?: Record<string, unknown> }>): ApiCheck =>
  ({ newEvents }) => {
    const appended = newEvents.filter((e) => e.streamId === streamId);
    expect(appended.map((e) => e.type)).toEqual(events.map((e) => e.type));
    events.forEach((event, i) => {
      if (event.data !== undefined) expect(appended[i]!.data).toMatchObject(event.data);
    });
  };

/** The request appended nothing at all. */
export const expectNoNewEvents =
  (): ApiCheck =>
  ({ newEvents }) => {
    expect(newEvents.map((e) => `${e.streamId} ${e.type}`)).toEqual([]);
  };
