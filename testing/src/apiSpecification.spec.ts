import { describe, expect, it } from 'vitest';
import { streams, type GameEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../test/fixtures/gameDetails';
import { apiSpecification, existingStream, expectNewEvents, expectNoNewEvents, expectProblem, expectResponse } from './apiSpecification';

const given = apiSpecification();

const gameCreated = (activityId: string, maxParticipants: number): GameEvent => ({
  type: 'GameCreated',
  data: { activityId, host: { id: 'host', name: 'Hari Host' }, details: sampleGameDetails({ maxParticipants }) },
});
const joined = (activityId: string, id: string): GameEvent => ({
  type: 'PlayerJoinedGame',
  data: { activityId, participant: { id, name: id } },
});

// Spec section 3: joining a game, told as Given events / When a request / Then the reply and the new events.
describe('apiSpecification: given events, when a request, then the reply and the new events', () => {
  it('joins a game that has room: 200 and one PlayerJoinedGame on the game stream', async () => {
    await given(existingStream(streams.game('g1'), [gameCreated('g1', 3), joined('g1', 'host')]))
      .when(async (api) => api.request('PUT', '/api/vm/activities/g1/join', { token: await api.tokenFor('priya'), body: {} }))
      .then(
        expectResponse(200),
        expectNewEvents(streams.game('g1'), [{ type: 'PlayerJoinedGame', data: { participant: { id: 'priya' } } }]),
      );
  });

  it('the given events reach the read models before the request', async () => {
    await given(existingStream(streams.game('g2'), [gameCreated('g2', 3), joined('g2', 'host'), joined('g2', 'arjun')]))
      .when((api) => api.request('GET', '/api/vm/activities/g2'))
      .then(expectResponse(200, { data: { activityId: 'g2', totalParticipantCount: 2 } }), expectNoNewEvents());
  });

  it('refuses a body that breaks the schema with a problem document naming the field, and appends nothing', async () => {
    await given()
      .when(async (api) =>
        api.request('PUT', '/api/vm/activities', {
          token: await api.tokenFor('host'),
          body: { ...sampleGameDetails(), maxParticipants: 'many' },
        }),
      )
      .then(expectProblem(400, 'VALIDATION_FAILED', 'maxParticipants'));
  });

  it('fails a then whose expectation does not hold (the checks are real)', async () => {
    const wrong = given(existingStream(streams.game('g3'), [gameCreated('g3', 3), joined('g3', 'host')])).when(async (api) =>
      api.request('PUT', '/api/vm/activities/g3/join', { token: await api.tokenFor('priya'), body: {} }),
    );
    await expect(wrong.then(expectNoNewEvents())).rejects.toThrow();
    await expect(wrong.then(expectResponse(409))).rejects.toThrow();
  });
});
