import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventFeed, GameEvent, RatingEvent, RecordedEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { ProjectionRunner } from '../core/runner';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { ratingProjections } from '../projections';
import { RATING_DISPUTES_COLLECTION } from './disputesProjection';
import { RATED_GAMES_COLLECTION } from './ratedGamesProjection';
import { RATINGS_GIVEN_COLLECTION, hasActedOn, type RatingsGivenDocument } from './ratingsGivenProjection';
import {
  USER_RATINGS_COLLECTION,
  assessmentBits,
  assessmentOfBits,
  mergedAssessment,
  type UserRatingsDocument,
} from './userRatingsProjection';

const details = sampleGameDetails({
  name: 'Sunday 5-a-side',
  location: { name: 'Marina Turf', city: ' Chennai ' },
  enableGameSkill: true,
  maxParticipants: 10,
});
const present = { isParticipated: true, isPunctual: true, isTeamPlayer: false, isOnTimePayment: true };
const absent = { isParticipated: false, isPunctual: false, isTeamPlayer: false, isOnTimePayment: false };
const g = 'g1';

const game: GameEvent[] = [
  { type: 'GameCreated', data: { activityId: g, host: { id: 'host', name: 'Hari' }, details } },
  { type: 'PlayerJoinedGame', data: { activityId: g, participant: { id: 'host', name: 'Hari' } } },
];
const ratings: RatingEvent[] = [
  { type: 'ReviewPromptAnswered', data: { activityId: g, userId: 'priya', action: 'rate', value: true } },
  {
    type: 'ParticipantRated',
    data: {
      activityId: g,
      listingId: 'football',
      raterId: 'host',
      raterRole: 'host',
      ratedUserId: 'arjun',
      stars: 4,
      ratedLevel: 2,
      assessment: present,
    },
  },
  {
    type: 'ParticipantRated',
    data: { activityId: g, listingId: 'football', raterId: 'kavya', raterRole: 'participant', ratedUserId: 'arjun', stars: 5 },
  },
  { type: 'HostRated', data: { activityId: g, raterId: 'arjun', hostId: 'host', stars: 5, verifiedAttendee: true } },
  { type: 'HostRated', data: { activityId: g, raterId: 'priya', hostId: 'host', stars: 3, verifiedAttendee: true } },
  {
    type: 'ParticipantRated',
    data: { activityId: g, listingId: 'football', raterId: 'host', raterRole: 'host', ratedUserId: 'priya', assessment: absent },
  },
  { type: 'HostRatingVerificationChanged', data: { activityId: g, raterId: 'priya', hostId: 'host', stars: 3, verifiedAttendee: false } },
  { type: 'GameRated', data: { activityId: g, raterId: 'priya', isGameHappened: false, dispute: 'Scam', description: 'No ball, no host' } },
  {
    type: 'DisputeOpened',
    data: {
      caseId: 'd1',
      activityId: g,
      activityName: 'Sunday 5-a-side',
      listingId: 'football',
      spaceId: null,
      raisedBy: 'priya',
      dispute: 'Scam',
      description: 'No ball, no host',
    },
  },
  { type: 'GameRated', data: { activityId: g, raterId: 'kavya', isGameHappened: true, dispute: null, description: '' } },
];
const notHappened: RatingEvent[] = [
  { type: 'GameRated', data: { activityId: g, raterId: 'arjun', isGameHappened: false, dispute: null, description: '' } },
  { type: 'GameRated', data: { activityId: g, raterId: 'cohost', isGameHappened: false, dispute: null, description: '' } },
  { type: 'GameMarkedNotHappened', data: { activityId: g, notHappenedVotes: 3, raters: 4 } },
  { type: 'RatingsSetAside', data: { activityId: g, userId: 'arjun', listingId: 'football' } },
  { type: 'RatingsSetAside', data: { activityId: g, userId: 'host', listingId: 'football' } },
  { type: 'RatingsSetAside', data: { activityId: g, userId: 'priya', listingId: 'football' } },
];
const restored: RatingEvent[] = [
  { type: 'GameRated', data: { activityId: g, raterId: 'host', isGameHappened: true, dispute: null, description: '' } },
  { type: 'GameRated', data: { activityId: g, raterId: 'meera', isGameHappened: true, dispute: null, description: '' } },
  { type: 'GameMarkedHappened', data: { activityId: g, notHappenedVotes: 3, raters: 6 } },
  { type: 'RatingsRestored', data: { activityId: g, userId: 'arjun', listingId: 'football' } },
  { type: 'RatingsRestored', data: { activityId: g, userId: 'host', listingId: 'football' } },
  { type: 'RatingsRestored', data: { activityId: g, userId: 'priya', listingId: 'football' } },
];

const recorded = (events: Array<GameEvent | RatingEvent>): RecordedEvent[] =>
  events.map((e, i) => ({
    ...e,
    id: `e${i}`,
    streamId: i < game.length ? `game-${g}` : `ratings-${g}`,
    revision: BigInt(i),
    position: BigInt(i + 1),
    metadata: {
      commandId: `c${i}`,
      commandHash: 'h',
      causationId: 'c',
      correlationId: 'c',
      userId: 'u',
      time: `2026-11-22T15:00:${String(i).padStart(2, '0')}.000Z`,
      schemaVersion: 1,
    },
  }));

const idleFeed: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };

/** Runs the rating read models over the deliveries and reads back every document they wrote. */
const project = async (deliveries: RecordedEvent[][]) => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'ratings-')), 'r.sqlite'));
  const runner = new ProjectionRunner(idleFeed, store, ratingProjections);
  await runner.start();
  for (const batch of deliveries) await runner.applyBatch(batch);
  await runner.stop();
  const all = async <D extends { id: string }>(collection: string): Promise<Record<string, D>> =>
    Object.fromEntries((await store.find<D>(collection, {})).map((d) => [d.id, d]));
  const docs = {
    given: await all<RatingsGivenDocument>(RATINGS_GIVEN_COLLECTION),
    games: await all(RATED_GAMES_COLLECTION),
    users: await all<UserRatingsDocument>(USER_RATINGS_COLLECTION),
    disputes: await all(RATING_DISPUTES_COLLECTION),
  };
  await store.close();
  return docs;
};

describe('rating read models', () => {
  const events = recorded([...game, ...ratings]);

  it('rated players and hosts per game and rater, the game rating, and the prompt answers', async () => {
    const { given } = await project([events]);
    expect(given['g1/host']).toMatchObject({ ratedPlayerIds: ['arjun', 'priya'], ratedHostIds: [], gameRating: null });
    expect(given['g1/priya']).toEqual({
      id: 'g1/priya',
      activityId: 'g1',
      raterId: 'priya',
      ratedPlayerIds: [],
      ratedHostIds: ['host'],
      gameRating: { isGameHappened: false, dispute: 'Scam', description: 'No ball, no host' },
      prompt: { rate: true, skip: false },
    });
    expect(Object.values(given).every(hasActedOn)).toBe(true);
    expect(hasActedOn({ ...given['g1/priya']!, ratedHostIds: [], gameRating: null, prompt: { rate: false, skip: false } })).toBe(false);
  });

  it('the game: name, listing, region and end, and whether it happened', async () => {
    const { games } = await project([events]);
    expect(games.g1).toEqual({
      id: 'g1',
      name: 'Sunday 5-a-side',
      listingId: 'football',
      region: 'chennai',
      endAt: Date.parse('2026-11-22T19:30:00+05:30'),
      notHappened: false,
    });
  });

  it("a player's reputation from the hosts' assessments; stars between players add up to nothing here", async () => {
    const { users } = await project([events]);
    expect(users.arjun).toMatchObject({
      games: { g1: { a: 11 } }, // participated, punctual, pays on time
      reputation: {
        status: 'new',
        assessedGames: 1,
        attendedGames: 1,
        attendanceRate: 1,
        punctual: 1,
        teamPlayer: 0,
        paysOnTime: 1,
        score: null,
      },
    });
    expect(users.priya).toMatchObject({ reputation: { assessedGames: 1, attendedGames: 0, attendanceRate: 0 } });
    expect(users.kavya).toBeUndefined();
  });

  it('host stars only from verified attendees: a rater marked absent later stops counting', async () => {
    const { users } = await project([events]);
    expect(users.host).toMatchObject({ games: { g1: { h: [5, 1] } }, hostRating: { count: 1, average: null, minCount: 3 } });
  });

  it('skill ratings per listing, with the consensus over them', async () => {
    const { users } = await project([events]);
    expect(users.arjun!.skillRatings).toEqual({ football: [['g1', 'host', 2, '2026-11-22T15:00:03.000Z']] });
    expect(users.arjun!.skill).toEqual({ football: { status: 'new', value: null, level: null, raters: 1, minRaters: 3 } });
    expect(Object.keys(users).sort()).toEqual(['arjun', 'host', 'priya']);
  });

  it('a dispute case for staff', async () => {
    const { disputes } = await project([events]);
    expect(disputes.d1).toEqual({
      id: 'd1',
      caseId: 'd1',
      activityId: 'g1',
      activityName: 'Sunday 5-a-side',
      listingId: 'football',
      spaceId: null,
      orgId: null,
      raisedBy: 'priya',
      dispute: 'Scam',
      description: 'No ball, no host',
      status: 'open',
      openedAt: '2026-11-22T15:00:10.000Z',
    });
  });

  it('a case resolved, reopened and resolved again: each step on the document, the reputation counted once, a rebuild the same', async () => {
    const steps: RatingEvent[] = [
      {
        type: 'DisputeOpened',
        data: {
          caseId: 'd2',
          activityId: g,
          activityName: 'Sunday 5-a-side',
          listingId: 'football',
          spaceId: 'marina',
          orgId: 'turf-co',
          raisedBy: 'kavya',
          dispute: 'Others',
          description: '',
        },
      },
      { type: 'DisputeResolved', data: { caseId: 'd2', activityId: g, outcome: 'upheld', note: 'Venue confirmed', hostId: 'host' } },
      {
        type: 'DisputeReopened',
        data: { caseId: 'd2', activityId: g, note: 'Host sent proof', previousOutcome: 'upheld', hostId: 'host' },
      },
    ];
    const all = recorded([...game, ...ratings, ...steps]);
    const reopened = await project([all]);
    expect(reopened.disputes.d2).toMatchObject({
      orgId: 'turf-co',
      status: 'open',
      reopened: { note: 'Host sent proof', reopenedBy: 'u', reopenedAt: '2026-11-22T15:00:14.000Z' },
    });
    expect(reopened.disputes.d2).not.toHaveProperty('resolution');
    expect(reopened.users.host!.upheldDisputes).toBe(0);
    const again = recorded([
      ...game,
      ...ratings,
      ...steps,
      { type: 'DisputeResolved', data: { caseId: 'd2', activityId: g, outcome: 'upheld', note: 'Proof was fake', hostId: 'host' } },
    ]);
    const live = await project([again.slice(0, 13), again.slice(13), again.slice(14)]);
    expect(live.disputes.d2).toMatchObject({
      status: 'resolved',
      resolution: { outcome: 'upheld', note: 'Proof was fake' },
      reopened: { note: 'Host sent proof' },
    });
    expect(live.users.host!.upheldDisputes).toBe(1);
    expect(await project([again])).toEqual(live);
  });

  it('a game marked as not happened leaves every stat and level; restored, they come back', async () => {
    const marked = await project([recorded([...game, ...ratings, ...notHappened])]);
    expect(marked.games.g1).toMatchObject({ notHappened: true });
    expect(marked.users.arjun).toMatchObject({
      games: { g1: { aside: true } },
      reputation: { assessedGames: 0, attendanceRate: null },
      skill: { football: { raters: 0 } },
    });
    expect(marked.users.host).toMatchObject({ hostRating: { count: 0 } });
    const back = await project([recorded([...game, ...ratings, ...notHappened, ...restored])]);
    const before = await project([events]);
    expect(back.games.g1).toMatchObject({ notHappened: false });
    expect(back.users).toEqual(before.users);
  });

  it('comes out the same when every event is delivered twice', async () => {
    const all = recorded([...game, ...ratings, ...notHappened]);
    const once = await project([all]);
    expect(await project([all.flatMap((e) => [e, e])])).toEqual(once);
    expect(await project([all.slice(0, 5), all.slice(0, 9), all, all.slice(3)])).toEqual(once);
    expect(await project(all.flatMap((e) => [[e], [e]]))).toEqual(once);
  });
});

describe("a game's verdict from the host's and co-hosts' assessments", () => {
  const none = { isParticipated: true, isPunctual: false, isTeamPlayer: false, isOnTimePayment: false };
  it('attendance is the latest answer; a flag set by any of them stays; a no-show has no flags', () => {
    expect(mergedAssessment({ ...none, isPunctual: true }, { ...none, isTeamPlayer: true })).toEqual({
      ...none,
      isPunctual: true,
      isTeamPlayer: true,
    });
    expect(mergedAssessment({ ...none, isPunctual: true }, { ...none, isParticipated: false })).toEqual({ ...none, isParticipated: false });
    expect(mergedAssessment(undefined, none)).toEqual(none);
  });
  it('is stored as bits, and read back whole', () => {
    for (let bits = 0; bits < 16; bits++) expect(assessmentBits(assessmentOfBits(bits))).toBe(bits);
    expect(assessmentBits(present)).toBe(11);
  });
});
