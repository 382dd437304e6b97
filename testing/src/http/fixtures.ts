import { expect } from 'vitest';
import type { TestPlatform } from '../testPlatform';

/** A game tomorrow evening (IST) relative to the test clock of 2026-11-20T10:00Z. */
export const gameBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Friday Night Football',
  listingId: 'football',
  listingName: 'Football',
  activityFormat: '5v5',
  date: '2026-11-21',
  duration: [{ from: '2026-11-21T18:00:00+05:30', to: '2026-11-21T19:30:00+05:30' }],
  location: { name: 'Marina Turf Arena', lat: 13.0, lon: 80.27 },
  maxParticipants: 4,
  costPerParticpant: 15000,
  ...overrides,
});

export const createGame = async (platform: TestPlatform, token: string, overrides: Record<string, unknown> = {}, key?: string) => {
  const response = await platform.request('PUT', '/api/vm/activities', {
    token,
    body: gameBody(overrides),
    headers: key ? { 'idempotency-key': key } : {},
  });
  const json = (await response.json()) as { data: { activityId: string } };
  return { response, activityId: json.data?.activityId, json };
};

export const json = async (response: Response) => (await response.json()) as Record<string, any>;

/** Asserts a problem document (RFC 9457) with this status, stable code and, when given, field. */
export const expectProblem = async (response: Response, status: number, code: string, field?: string) => {
  const body = await json(response);
  expect([response.status, body.code]).toEqual([status, code]);
  expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
  if (field !== undefined) expect(body.field).toBe(field);
  return body;
};
