import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameDecider } from '@sports/command-service';
import { streams, upcastRecorded, type GameEvent } from '@sports/contracts';
import { json } from '@sports/testing/http/fixtures';
import { DURING, castOf, getSettled, rate, ratedGame, type Cast } from '@sports/testing/http/ratingsFixtures';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';

/**
 * Players join, leave, get removed and rate on the same games at once. Whatever
 * order the streams settle on, afterwards the stream (folded by the game's own decider), the read
 * models and the rules agree: no game over its size, the participants the read model shows are
 * the fold's, every rating is in the stream once and counted once.
 */
const GAMES = 3;
const MAX = 8;
const PLAYERS = 24;
let platform: TestPlatform;
let cast: Cast;
const names = ['host', 'cohost', ...Array.from({ length: PLAYERS }, (_, i) => `p${i}`)];

beforeAll(async () => {
  platform = await startTestPlatform();
  cast = await castOf(platform, 'mix', names);
});
afterAll(() => platform.close());

const put = (path: string, token: string, body?: unknown) => platform.request('PUT', path, { token, body });

/** The game's rules state from its stream alone. */
const foldGame = async (activityId: string) =>
  (await platform.eventStore.readStream(streams.game(activityId)))
    .map((e) => upcastRecorded(e) as unknown as GameEvent)
    .reduce(gameDecider.evolve, gameDecider.initialState());

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});
const joinedIn = (members: ReadonlyMap<string, string>) =>
  [...members]
    .filter(([, m]) => m === 'joined')
    .map(([id]) => id)
    .sort();

describe('joins, leaves, removals and ratings racing on the same games', () => {
  it('leaves stream, read models and rules in agreement', async () => {
    // Games of MAX places with two members each (host and co-host) and three players already in.
    const games: string[] = [];
    for (let g = 0; g < GAMES; g++)
      games.push(await ratedGame(platform, cast, ['p0', 'p1', 'p2'], { overrides: { maxParticipants: MAX } }));
    const shuffled = <T>(items: T[]) =>
      items
        .map((item) => [Math.random(), item] as const)
        .sort((a, b) => a[0] - b[0])
        .map(([, item]) => item);

    // Round 1, before the game: everyone tries to join every game while some leave and the host removes others.
    const round1 = shuffled([
      ...games.flatMap((g) => names.slice(5).map((n) => () => put(`/api/vm/activities/${g}/join`, cast[n]!.token, {}))),
      ...games.flatMap((g) => ['p0', 'p5', 'p6'].map((n) => () => put(`/api/vm/activities/${g}/leave`, cast[n]!.token))),
      ...games.flatMap((g) =>
        ['p1', 'p7', 'p8'].map((n) => () => put(`/api/vm/activities/${g}/participants/remove`, cast.host!.token, { id: cast[n]!.userId })),
      ),
    ]);
    const statuses1 = (await Promise.all(round1.map((send) => send()))).map((r) => r.status);
    // Every reply is a decision: done, or refused by a rule (full, not a member...), never a failure.
    expect(statuses1.every((s) => s === 200 || (s >= 400 && s < 500))).toBe(true);
    expect(statuses1.filter((s) => s === 200).length).toBeGreaterThan(GAMES * 3);

    // Round 2, during the game: whoever is in rates the others and the host while leaves and removals still race in.
    platform.setNow(DURING);
    const members = await Promise.all(games.map(async (g) => joinedIn((await foldGame(g)).members)));
    const byUser = new Map(names.map((n) => [cast[n]!.userId, n]));
    const round2 = shuffled([
      ...games.flatMap((g, i) => {
        const inGame = members[i]!.filter((id) => id !== cast.host!.userId);
        return inGame.flatMap((rater) => [
          ...inGame
            .filter((other) => other !== rater)
            .slice(0, 3)
            .map((other) => () => rate(platform, g, 'participant', cast[byUser.get(rater)!]!.token, { ratingFor: other, stars: 4 })),
          () => rate(platform, g, 'host', cast[byUser.get(rater)!]!.token, { ratingFor: cast.host!.userId, stars: 5 }),
          () => rate(platform, g, 'host', cast[byUser.get(rater)!]!.token, { ratingFor: cast.host!.userId, stars: 5 }), // a double submit
        ]);
      }),
      ...games.flatMap((g, i) =>
        members[i]!.slice(-2).map((id) => () => put(`/api/vm/activities/${g}/leave`, cast[byUser.get(id)!]!.token)),
      ),
      ...games.map((g, i) => () => put(`/api/vm/activities/${g}/participants/remove`, cast.host!.token, { id: members[i]!.at(-3)! })),
    ]);
    const statuses2 = (await Promise.all(round2.map((send) => send()))).map((r) => r.status);
    expect(statuses2.every((s) => s === 200 || (s >= 400 && s < 500))).toBe(true);
    // Each double submit of a host rating: one of the pair is refused (409 ALREADY_RATED).
    expect(statuses2.filter((s) => s === 409).length).toBeGreaterThanOrEqual(members.flat().length - GAMES * 3);
    console.info(`round 1: ${JSON.stringify(tally(statuses1))}; round 2: ${JSON.stringify(tally(statuses2))}`);

    await platform.settle();
    // Every kind of change happened somewhere, so the agreement below covers all of them.
    const kinds = new Set((await Promise.all(games.map((g) => platform.eventStore.readStream(streams.game(g))))).flat().map((e) => e.type));
    for (const kind of ['PlayerJoinedGame', 'ParticipantLeft', 'ParticipantRemoved']) expect(kinds.has(kind), kind).toBe(true);
    for (const activityId of games) {
      const state = await foldGame(activityId);
      const joined = joinedIn(state.members);
      // The rules: never more than the game's places, and the fold's own count agrees with its members.
      expect(state.joinedCount).toBeLessThanOrEqual(MAX);
      expect(joined.length).toBe(state.joinedCount);
      // The read model shows the fold's participants, and its counts.
      const game = (await json(await getSettled(platform, `/api/vm/activities/${activityId}`, cast.host!.token))).data;
      expect([...game.participants].sort()).toEqual(joined);
      expect(game.totalParticipantCount).toBe(state.joinedCount);
      expect(game.isFull).toBe(state.joinedCount >= MAX);

      // Ratings: each (kind, rater, rated) once in the stream, the double submits refused.
      const ratings = (await platform.eventStore.readStream(`ratings-${activityId}`)).map((e) => {
        const data = e.data as { raterId: string; ratedUserId?: string; hostId?: string };
        return `${e.type}|${data.raterId}|${data.ratedUserId ?? data.hostId ?? ''}`;
      });
      expect(new Set(ratings).size).toBe(ratings.length);
      const hostRatings = ratings.filter((r) => r.startsWith('HostRated|'));
      expect(hostRatings.length).toBeGreaterThan(0);
    }
    // The read model counts each host rating once: the host's count equals the HostRated events over all games.
    const hostRated = (await Promise.all(games.map((g) => platform.eventStore.readStream(`ratings-${g}`))))
      .flat()
      .filter((e) => e.type === 'HostRated').length;
    const reputation = (await json(await getSettled(platform, `/api/vm/users/${cast.host!.userId}/reputation`))).data;
    expect(reputation.hostRating.count).toBe(hostRated);
  }, 90_000);
});
