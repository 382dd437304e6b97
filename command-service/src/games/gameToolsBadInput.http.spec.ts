import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, gameBody } from '@sports/testing/http/fixtures';

/** Malformed input to the game tools and discovery calls: always a 4xx problem, never a 500, and nothing appended. */
let platform: TestPlatform;
let host: string;
let activityId: string;

beforeAll(async () => {
  platform = await startTestStack();
  await platform.request('POST', '/api/dev/token', { body: { userId: 'host' } });
  host = await platform.tokenFor('host');
  activityId = (await createGame(platform, host)).activityId;
});
afterAll(() => platform.close());

const huge = 'x'.repeat(5000);
const CASES: Array<[method: string, path: () => string, body: unknown]> = [
  ['PUT', () => `/api/vm/activities/${activityId}`, { ...gameBody(), teamCount: 'two' }],
  ['PUT', () => `/api/vm/activities/${activityId}`, { ...gameBody(), formFields: [{ id: 'a', label: 'A', type: 'select' }] }],
  [
    'PUT',
    () => `/api/vm/activities/${activityId}`,
    { ...gameBody(), onlineActivity: [{ medium: 'x', displayName: 'y', link: 'ftp://nope' }] },
  ],
  ['PUT', () => '/api/vm/activities/bulk', { details: gameBody(), dates: [] }],
  [
    'PUT',
    () => '/api/vm/activities/bulk',
    { details: gameBody(), dates: Array.from({ length: 31 }, (_, i) => `2026-12-${String((i % 28) + 1).padStart(2, '0')}`) },
  ],
  ['PUT', () => '/api/vm/activities/bulk', { dates: ['2026-12-01'] }],
  ['PUT', () => `/api/vm/activities/${activityId}/cover`, { type: 'gif', imageId: 'abc' }],
  ['PUT', () => `/api/vm/activities/${activityId}/cover`, { type: 'image', imageId: '../../etc/passwd' }],
  ['PUT', () => `/api/vm/activities/${activityId}/participants/offline`, { participants: [{ name: '' }] }],
  ['PUT', () => `/api/vm/activities/${activityId}/participants/offline`, { participants: [{ name: huge }] }],
  ['PUT', () => `/api/vm/activities/${activityId}/invite/link`, { phoneNumber: 'call me maybe' }],
  ['PUT', () => `/api/vm/activities/${activityId}/invite/link`, { phoneNumber: '9800000001', channel: 'pigeon' }],
  ['PUT', () => `/api/vm/activities/${activityId}/join`, { formAnswers: { a: { nested: true } } }],
  ['PUT', () => `/api/vm/activities/${activityId}/join`, { invite: { inviteId: 'inv-1', secret: 'short' } }],
  ['PUT', () => `/api/vm/activities/${activityId}/hold/respond`, { response: huge }],
  ['PUT', () => `/api/vm/activities/${activityId}/queries`, { question: '   ' }],
  ['PUT', () => `/api/vm/activities/${activityId}/queries/q-none/answer`, { answer: 'x' }],
  [
    'PUT',
    () => `/api/vm/activities/${activityId}/slots`,
    { slotId: 's', fieldId: 'f', slotDate: '2026-13-40', startTime: '25:00:00', endTime: 'x' },
  ],
  ['PUT', () => `/api/vm/activities/${activityId}/participants/status`, { id: 'nobody', status: 'banished' }],
  ['PUT', () => '/api/vm/circles', { name: 'C', listingId: 'football', listingName: 'Football', city: '' }],
  ['PUT', () => '/api/vm/users/me/interests', { circleIds: ['../x'] }],
  ['PUT', () => '/api/vm/users/me/communication', { whatsapp: 'yes', sms: false }],
  ['GET', () => '/api/vm/activities/all/0/9?lat=abc&lon=80', undefined],
  ['GET', () => '/api/vm/activities/all/0/9?radiusKm=NaN&lat=1&lon=2', undefined],
  ['GET', () => '/api/vm/activities/all/0/9?startDate=2026-02-30', undefined],
  ['GET', () => '/api/vm/activities/my/0/9?statusList=,,,', undefined],
  ['GET', () => '/api/vm/activities/region/%2F..%2F/0/9', undefined],
  ['GET', () => '/api/vm/venues/listing/football/999999999/30', undefined],
  ['GET', () => '/api/vm/circles', undefined],
];

describe('bad input to the game tools and discovery', () => {
  it.each(CASES.map(([m, p, b], i) => [i, m, p, b] as const))('case %i: %s', async (_i, method, path, body) => {
    const before = await platform.eventCount();
    const response = await platform.request(method, path(), { token: host, ...(body === undefined ? {} : { body }) });
    expect(response.status, `${method} ${path()} → ${response.status} ${await response.clone().text()}`).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    expect(await platform.eventCount()).toBe(before);
  });
});
