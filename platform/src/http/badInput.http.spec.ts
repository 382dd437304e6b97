import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, gameBody, json } from '@sports/testing/http/fixtures';

let platform: TestPlatform;
let token: string;
let activityId: string;

beforeAll(async () => {
  platform = await startTestStack();
  token = await platform.tokenFor('host');
  activityId = (await createGame(platform, token)).activityId;
});
afterAll(() => platform.close());

/** Every case: the status, the stable code, the named field, a problem document, and no event appended. */
const expectProblem = async (response: Promise<Response>, status: number, code: string, field?: string | RegExp) => {
  const before = await platform.eventCount();
  const r = await response;
  expect(r.status).toBe(status);
  expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
  const body = await json(r);
  expect(body).toMatchObject({ status, code, type: `urn:problem:${code}` });
  if (field instanceof RegExp) expect(body.field).toMatch(field);
  else if (field) expect(body.field).toBe(field);
  expect(await platform.eventCount()).toBe(before);
  return body;
};

describe('bad input gets a 4xx problem document and appends nothing', () => {
  it('malformed JSON', () =>
    expectProblem(
      platform.request('PUT', '/api/vm/activities', { token, rawBody: '{"name": ', headers: { 'content-type': 'application/json' } }),
      400,
      'MALFORMED_JSON',
      'body',
    ));

  it('wrong types name the field', async () => {
    const body = await expectProblem(
      platform.request('PUT', '/api/vm/activities', { token, body: gameBody({ maxParticipants: 'ten' }) }),
      400,
      'VALIDATION_FAILED',
      'maxParticipants',
    );
    expect(body.errors[0]).toMatchObject({ field: 'maxParticipants', code: 'invalid_type' });
  });

  it('missing fields', () =>
    expectProblem(platform.request('PUT', '/api/vm/activities', { token, body: { name: 'x' } }), 400, 'VALIDATION_FAILED'));

  it('nested fields are named by path', () =>
    expectProblem(
      platform.request('PUT', '/api/vm/activities', { token, body: gameBody({ duration: [{ from: 'tomorrow' }] }) }),
      400,
      'VALIDATION_FAILED',
      'duration.0.from',
    ));

  it('unknown fields', async () => {
    const body = await expectProblem(
      platform.request('PUT', '/api/vm/activities', { token, body: gameBody({ isAdmin: true }) }),
      400,
      'VALIDATION_FAILED',
      'isAdmin',
    );
    expect(body.errors[0].code).toBe('unrecognized_key');
  });

  it('an acting user in the body is refused, never trusted', () =>
    expectProblem(
      platform.request('PUT', '/api/vm/activities', { token, body: gameBody({ host: 'someone-else' }) }),
      400,
      'VALIDATION_FAILED',
      'host',
    ));

  it('huge numbers and strings', async () => {
    await expectProblem(
      platform.request('PUT', '/api/vm/activities', { token, body: gameBody({ maxParticipants: 1e300 }) }),
      400,
      'VALIDATION_FAILED',
      'maxParticipants',
    );
    await expectProblem(
      platform.request('PUT', '/api/vm/activities', { token, body: gameBody({ name: 'x'.repeat(5000) }) }),
      400,
      'VALIDATION_FAILED',
      'name',
    );
  });

  it('oversized bodies are capped', () =>
    expectProblem(
      platform.request('PUT', '/api/vm/activities', { token, body: gameBody({ description: 'x'.repeat(200_000) }) }),
      413,
      'PAYLOAD_TOO_LARGE',
      'body',
    ));

  it('wrong content type', () =>
    expectProblem(
      platform.request('PUT', '/api/vm/activities', {
        token,
        rawBody: JSON.stringify(gameBody()),
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'content-type',
    ));

  it('a rule broken by the input is a 422 naming the field', () =>
    expectProblem(
      platform.request('PUT', '/api/vm/activities', { token, body: gameBody({ date: '2026-11-25' }) }),
      422,
      'INVALID_SCHEDULE',
      'date',
    ));

  it('path traversal and odd characters in ids', async () => {
    await expectProblem(
      platform.request('PUT', '/api/vm/activities/..%2F..%2Fetc/join', { token, body: {} }),
      400,
      'VALIDATION_FAILED',
      'params.activityId',
    );
    await expectProblem(platform.request('GET', `/api/vm/activities/${'é'.repeat(10)}`), 400, 'VALIDATION_FAILED', 'params.activityId');
    await expectProblem(platform.request('GET', '/api/vm/activities/%E0%A4%A'), 400, 'VALIDATION_FAILED');
  });

  it('bad paging and query parameters', async () => {
    await expectProblem(platform.request('GET', '/api/vm/activities/all/-1/9'), 400, 'VALIDATION_FAILED', 'params.page');
    await expectProblem(platform.request('GET', '/api/vm/activities/all/0/100000'), 400, 'VALIDATION_FAILED', 'params.size');
    await expectProblem(platform.request('GET', '/api/vm/activities/all/0/9?status=someday'), 400, 'VALIDATION_FAILED', 'query.status');
    await expectProblem(platform.request('GET', '/api/vm/activities/all/0/9?sortBy=name'), 400, 'VALIDATION_FAILED', 'query.sortBy');
    await expectProblem(
      platform.request('GET', '/api/vm/activities/all/0/9?status=past&status=upcoming'),
      400,
      'VALIDATION_FAILED',
      'query.status',
    );
  });

  it('missing, malformed and forged tokens', async () => {
    await expectProblem(
      platform.request('PUT', `/api/vm/activities/${activityId}/join`, { body: {} }),
      401,
      'UNAUTHENTICATED',
      'Authorization',
    );
    await expectProblem(
      platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: 'not-a-jwt', body: {} }),
      401,
      'UNAUTHENTICATED',
    );
    const forged = `${token.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
    await expectProblem(
      platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: forged, body: {} }),
      401,
      'UNAUTHENTICATED',
    );
    await expectProblem(platform.request('GET', '/api/vm/activities/all/0/9', { token: 'garbage' }), 401, 'UNAUTHENTICATED');
  });

  it("accepts the spec's `token` header as well as Authorization: Bearer", async () => {
    const other = await platform.tokenFor('priya');
    const response = await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { body: {}, headers: { token: other } });
    expect(response.status).toBe(200);
  });

  it('a bad Idempotency-Key', () =>
    expectProblem(
      platform.request('PUT', '/api/vm/activities', { token, body: gameBody(), headers: { 'idempotency-key': 'x'.repeat(65) } }),
      400,
      'VALIDATION_FAILED',
      'Idempotency-Key',
    ));

  it('a body where none belongs, and unknown routes', async () => {
    await expectProblem(
      platform.request('PUT', `/api/vm/activities/${activityId}/hold/release`, { token, body: { reason: 1 } }),
      400,
      'VALIDATION_FAILED',
      'body',
    );
    await expectProblem(platform.request('GET', '/api/vm/nothing-here'), 404, 'ROUTE_NOT_FOUND');
    await expectProblem(platform.request('DELETE', '/api/vm/activities'), 404, 'ROUTE_NOT_FOUND');
  });
});
