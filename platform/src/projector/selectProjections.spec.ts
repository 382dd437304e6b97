import { describe, expect, it } from 'vitest';
import { allProjections } from '@sports/projections';
import { loadConfig } from '../config';
import { selectProjections } from './selectProjections';

describe('PROJECTIONS: the read models of one projector process', () => {
  it('is every read model by default, or exactly those named', () => {
    expect(selectProjections(allProjections, undefined)).toBe(allProjections);
    expect(selectProjections(allProjections, ['users.v3', 'gameList.v8']).map((p) => p.name)).toEqual(['gameList.v8', 'users.v3']);
  });

  it("brings the read models a named one joins: orders come with the buyers' phones they read", () => {
    expect(selectProjections(allProjections, ['orders.v2']).map((p) => p.name)).toEqual(['buyerPhones.v1', 'orders.v2']);
  });

  it('refuses a name that matches no read model', () => {
    expect(() => selectProjections(allProjections, ['gameList.v8', 'gamelist'])).toThrow(/unknown read models: gamelist/);
  });

  it('is read from the environment as a comma-separated list', () => {
    const config = loadConfig({
      EVENTSTORE_URL: 'esdb://e',
      MONGODB_URL: 'mongodb://m',
      JWT_SECRET: 'x'.repeat(40),
      OTP_WEBHOOK_URL: 'https://g.example/send',
      OTP_WEBHOOK_SECRET: 'y'.repeat(20),
      PROJECTIONS: 'gameList.v8, users.v3',
    });
    expect(config.projections).toEqual(['gameList.v8', 'users.v3']);
  });
});
