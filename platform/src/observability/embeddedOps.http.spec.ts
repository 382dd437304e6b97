import { afterEach, describe, expect, it } from 'vitest';
import { createGame } from '@sports/testing/http/fixtures';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';
import { eventually } from '@sports/testing/gameLog';
import { sample } from './prometheusSample';

let platform: TestPlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

describe('embedded default: GET /metrics and GET /ready on the one port', () => {
  it('counts commands by type with their latency, and shows projection lag per read model falling to zero', async () => {
    platform = await startTestPlatform();
    const token = await platform.tokenFor('host');
    const { response } = await createGame(platform, token, {}, 'create-once');
    expect(response.status).toBe(201);
    await createGame(platform, token, {}, 'create-once'); // the same Idempotency-Key: repeated
    await platform.settle();
    const metrics = await platform.request('GET', '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    const service = 'platform';
    expect(sample(text, 'command_duration_seconds_count', { service, type: 'CreateGame', outcome: 'appended' })).toBe(1);
    expect(sample(text, 'command_duration_seconds_count', { service, type: 'CreateGame', outcome: 'repeated' })).toBe(1);
    expect(sample(text, 'projection_lag_events', { service, read_model: 'gameList.v8' })).toBeGreaterThanOrEqual(0);
    // Other work of the platform (notifications) may append after settle(): the lag reaches zero once the projector has it all.
    let lag: string = text;
    await eventually(async () => {
      await platform!.settle();
      lag = await (await platform!.request('GET', '/metrics')).text();
      return sample(lag, 'projection_lag_events', { service, read_model: 'gameList.v8' }) === 0;
    }, 10_000);
    expect(sample(lag, 'projection_lag_seconds', { service, read_model: 'gameList.v8' })).toBe(0);
    const ready = await platform.request('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });
});
