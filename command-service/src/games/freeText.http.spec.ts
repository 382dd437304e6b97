import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, gameBody, json } from '@sports/testing/http/fixtures';

/**
 * Free text refuses NUL (and the other C0 controls but tab and line breaks), the
 * bidirectional overrides U+202A–U+202E and isolates U+2066–U+2069, and lone surrogates, at the
 * schema (contracts text()/optionalText()): 400 VALIDATION_FAILED naming the field, errors[].code
 * unsafe_text, nothing appended. Ordinary text in any script, with emoji, still passes.
 */
let platform: TestPlatform;
let token: string;
let activityId: string;
beforeAll(async () => {
  platform = await startTestStack({ now: '2026-11-20T10:00:00.000Z' });
  token = await platform.tokenFor('host');
  activityId = (await createGame(platform, token)).activityId;
});
afterAll(() => platform?.close());

const UNSAFE: Array<[string, string]> = [
  ['NUL', 'Friday\u0000Football'],
  ['a bell control', 'Friday\u0007Football'],
  ['right-to-left override U+202E', 'Friday \u202Elabtoof'],
  ['left-to-right embedding U+202A', '\u202AFriday'],
  ['first strong isolate U+2068', 'Friday \u2068x\u2069'],
  ['a lone high surrogate', 'Friday \ud83d'],
  ['a lone low surrogate', '\udc00 Friday'],
];

/** The free-text fields of the main forms: where each goes and how a body carries it. */
const FIELDS: Array<[string, string, string, (value: string) => unknown]> = [
  ['game title', 'PUT', '/api/vm/activities', (value) => gameBody({ name: value })],
  ['game notes', 'PUT', '/api/vm/activities', (value) => gameBody({ description: value })],
  ['profile first name', 'PUT', '/api/user/basic', (value) => ({ firstName: value })],
  ['profile last name', 'PUT', '/api/user/basic', (value) => ({ lastName: value })],
  ['game review text', 'PUT', '/api/vm/activities/{activityId}/ratings/game', (value) => ({ description: value })],
  [
    'circle description',
    'PUT',
    '/api/vm/circles',
    (value) => ({ name: 'Chennai Football', listingId: 'football', listingName: 'Football', city: 'Chennai', description: value }),
  ],
];
const FIELD_NAMES: Record<string, string> = {
  'game title': 'name',
  'game notes': 'description',
  'profile first name': 'firstName',
  'profile last name': 'lastName',
  'game review text': 'description',
  'circle description': 'description',
};

describe('free text refuses unsafe characters', () => {
  for (const [label, method, path, bodyOf] of FIELDS) {
    it.each(UNSAFE)(`${label}: %s is a 400 naming the field`, async (_what, value) => {
      const before = await platform.eventCount();
      const response = await platform.request(method, path.replace('{activityId}', activityId), { token, body: bodyOf(value) });
      expect(response.status).toBe(400);
      const problem = await json(response);
      expect(problem).toMatchObject({ code: 'VALIDATION_FAILED', field: FIELD_NAMES[label] });
      expect(problem.errors[0]).toMatchObject({ field: FIELD_NAMES[label], code: 'unsafe_text' });
      expect(await platform.eventCount()).toBe(before);
    });
  }

  it('a nested free-text field is named by its path', async () => {
    const response = await platform.request('PUT', '/api/vm/activities', {
      token,
      body: gameBody({ location: { name: 'Turf\u202E', lat: 13, lon: 80 } }),
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors[0]).toMatchObject({ field: 'location.name', code: 'unsafe_text' });
  });
});

describe('ordinary text still passes', () => {
  const ORDINARY = 'फ़ुटबॉल ⚽ খেলা கால்பந்து ಕ್ರಿಕೆಟ್ 🏏 👨‍👩‍👧 ਪੰਜਾਬ';

  it('a game title and notes in Indian scripts with emoji, tabs and line breaks', async () => {
    const notes = `${ORDINARY}\nBring water\tand shoes 👟🏽`;
    const { response, activityId: id } = await createGame(platform, token, { name: ORDINARY, description: notes });
    expect(response.status).toBe(201);
    await platform.settle();
    const game = await json(await platform.request('GET', `/api/vm/activities/${id}`, { token }));
    expect(JSON.stringify(game)).toContain(ORDINARY);
  });

  it('a profile name and a circle description', async () => {
    const profile = await platform.request('PUT', '/api/user/basic', { token, body: { firstName: 'अनन्या 🙂', lastName: 'क्‍षमा 👨‍👩‍👧' } });
    expect(profile.status).not.toBe(400);
    const circle = await platform.request('PUT', '/api/vm/circles', {
      token,
      body: { name: 'চেন্নাই ফুটবল', listingId: 'football', listingName: 'Football', city: 'Chennai', description: ORDINARY },
    });
    expect(circle.status).toBe(201);
  });
});
