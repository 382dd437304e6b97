import { expect } from 'vitest';
import type { TestPlatform } from '../testPlatform';
import { createGame, json } from './fixtures';

/** The fixtures' game runs 21 November 18:00-19:30 IST (12:30-14:00Z); the clock starts the day before. */
export const CREATED = '2026-11-20T10:00:00.000Z';
export const DURING = '2026-11-21T13:00:00.000Z';
export const AFTER = '2026-11-22T10:00:00.000Z';

export type Cast = Record<string, { userId: string; token: string }>;

/** Registers users through the development endpoint, named, so their profiles exist. */
export const castOf = async (platform: TestPlatform, prefix: string, names: readonly string[]): Promise<Cast> => {
  const cast: Cast = {};
  for (const name of names) {
    const userId = `${prefix}-${name}`;
    const { accessToken } = await json(await platform.request('POST', '/api/dev/token', { body: { userId } }));
    expect(
      (
        await platform.request('PUT', '/api/user/basic', {
          token: accessToken,
          body: { firstName: name[0]!.toUpperCase() + name.slice(1), lastName: prefix },
        })
      ).status,
    ).toBe(200);
    cast[name] = { userId, token: accessToken as string };
  }
  return cast;
};

/** A game day's 18:00-19:30 IST (12:30-14:00Z), and a moment during it. */
export const on = (day: string) => ({ date: day, duration: [{ from: `${day}T18:00:00+05:30`, to: `${day}T19:30:00+05:30` }] });
export const during = (day: string) => `${day}T13:00:00.000Z`;

/**
 * A public game at Marina (Chennai) with skill rating on, hosted by `host` with `coHost` as
 * co-host and `players` joined, created on the fixtures' clock (left at CREATED).
 */
export const ratedGame = async (
  platform: TestPlatform,
  cast: Cast,
  players: readonly string[],
  options: { host?: string; coHost?: string; overrides?: Record<string, unknown> } = {},
) => {
  const { host = 'host', coHost = 'cohost', overrides = {} } = options;
  platform.setNow(CREATED);
  const body = {
    maxParticipants: 20,
    enableGameSkill: true,
    location: { name: 'Marina Turf', city: 'Chennai', lat: 13, lon: 80.27 },
    ...overrides,
  };
  const { activityId } = await createGame(platform, cast[host]!.token, body);
  for (const name of [coHost, ...players])
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: cast[name]!.token, body: {} })).status).toBe(
      200,
    );
  expect(
    (await platform.request('PUT', `/api/vm/activities/${activityId}/cohosts/${cast[coHost]!.userId}`, { token: cast[host]!.token }))
      .status,
  ).toBe(200);
  return activityId;
};

export const rate = (
  platform: TestPlatform,
  activityId: string,
  kind: 'participant' | 'host' | 'game',
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
) => platform.request('PUT', `/api/vm/activities/${activityId}/ratings/${kind}`, { token, body, headers });

export const getSettled = async (platform: TestPlatform, path: string, token?: string) => {
  await platform.settle();
  return platform.request('GET', path, { token });
};

/** The events of a game's ratings stream, by type. */
export const ratingEventTypes = async (platform: TestPlatform, activityId: string) =>
  (await platform.eventStore.readStream(`ratings-${activityId}`)).map((e) => e.type);
