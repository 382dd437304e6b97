import { currentVersionOf, gameEvents, ratingEvents } from '@sports/contracts';
import { newEventId, type EventStore } from '@sports/event-store';
import { sampleGameDetails } from '../../test/fixtures/gameDetails';

/**
 * A small log for the export's specs and the SQL of docs/analysts.md: five games at two venues and
 * a park over two weeks (one deleted, one moved to the next week by an edit), their joins, and the
 * hosts' show-up marks, skill levels and stars (spec section 2, Rate Participant), one of them
 * revised. Every event's data is checked against its contract, so the SQL reads real fields.
 *
 * Known answers: games per sport and week: Football week of 2026-11-02: 1 (gA), Football week of
 * 2026-11-09: 2 (gB moved, gD), Cricket week of 2026-11-09: 1 (gC); gE deleted. No-shows:
 * Koramangala Turf 2 of 5 marked (40 %), Powai Nets 1 of 2 (50 %). Stars by rated level:
 * 0: [3], 1: [3, 2], 2: [4, 5], 3: [5].
 */
type Demo = { stream: string; type: string; data: Record<string, unknown>; userId: string };

const game = (
  id: string,
  sport: 'football' | 'cricket',
  date: string,
  venue?: { spaceId: string; spaceName: string },
  place = 'Ground',
) => ({
  activityId: id,
  host: { id: 'host', name: 'Hari Host' },
  details: sampleGameDetails({
    name: `${sport} ${id}`,
    listingId: sport,
    listingName: sport === 'football' ? 'Football' : 'Cricket',
    date,
    duration: [{ from: `${date}T18:00:00+05:30`, to: `${date}T19:30:00+05:30` }],
    location: { name: venue?.spaceName ?? place },
    maxParticipants: 10,
    ...venue,
  }),
});

const S1 = { spaceId: 'space-s1', spaceName: 'Koramangala Turf' };
const S2 = { spaceId: 'space-s2', spaceName: 'Powai Nets' };

const hostMark = (activityId: string, player: string, came: boolean, level?: number, stars?: number, spaceId?: string) => ({
  activityId,
  listingId: activityId === 'gC' ? 'cricket' : 'football',
  raterId: 'host',
  raterRole: 'host',
  ratedUserId: player,
  ...(stars === undefined ? {} : { stars }),
  ...(level === undefined ? {} : { ratedLevel: level }),
  assessment: { isParticipated: came, isPunctual: came, isTeamPlayer: came, isOnTimePayment: came },
  ...(spaceId ? { spaceId } : {}),
});

export const DEMO_EVENTS: readonly Demo[] = [
  { stream: 'game-gA', type: 'GameCreated', data: game('gA', 'football', '2026-11-02', S1), userId: 'host' },
  { stream: 'game-gB', type: 'GameCreated', data: game('gB', 'football', '2026-11-04', S1), userId: 'host' },
  { stream: 'game-gC', type: 'GameCreated', data: game('gC', 'cricket', '2026-11-10', S2), userId: 'host' },
  { stream: 'game-gD', type: 'GameCreated', data: game('gD', 'football', '2026-11-12', undefined, 'Cubbon Park'), userId: 'host' },
  { stream: 'game-gE', type: 'GameCreated', data: game('gE', 'football', '2026-11-05', S1), userId: 'host' },
  ...['p1', 'p2', 'p3'].map((p) => ({
    stream: 'game-gA',
    type: 'PlayerJoinedGame',
    data: { activityId: 'gA', participant: { id: p, name: `Player ${p}` } },
    userId: p,
  })),
  ...['p4', 'p5'].map((p) => ({
    stream: 'game-gB',
    type: 'PlayerJoinedGame',
    data: { activityId: 'gB', participant: { id: p, name: `Player ${p}` } },
    userId: p,
  })),
  ...['p6', 'p7'].map((p) => ({
    stream: 'game-gC',
    type: 'PlayerJoinedGame',
    data: { activityId: 'gC', participant: { id: p, name: `Player ${p}` } },
    userId: p,
  })),
  {
    stream: 'game-gB',
    type: 'GameUpdated',
    data: { activityId: 'gB', details: game('gB', 'football', '2026-11-11', S1).details, updatedBy: 'host' },
    userId: 'host',
  },
  { stream: 'game-gE', type: 'GameDeleted', data: { activityId: 'gE', deletedBy: 'host' }, userId: 'host' },
  { stream: 'ratings-gA', type: 'ParticipantRated', data: hostMark('gA', 'p1', true, 2, 4, 'space-s1'), userId: 'host' },
  { stream: 'ratings-gA', type: 'ParticipantRated', data: hostMark('gA', 'p2', true, 1, 3, 'space-s1'), userId: 'host' },
  { stream: 'ratings-gA', type: 'ParticipantRated', data: hostMark('gA', 'p3', false, undefined, undefined, 'space-s1'), userId: 'host' },
  {
    stream: 'ratings-gA',
    type: 'ParticipantRated',
    data: {
      activityId: 'gA',
      listingId: 'football',
      raterId: 'p1',
      raterRole: 'participant',
      ratedUserId: 'p2',
      stars: 2,
      ratedLevel: 1,
      spaceId: 'space-s1',
    },
    userId: 'p1',
  },
  { stream: 'ratings-gB', type: 'ParticipantRated', data: hostMark('gB', 'p4', true, 2, 5, 'space-s1'), userId: 'host' },
  { stream: 'ratings-gB', type: 'ParticipantRated', data: hostMark('gB', 'p5', true, 0, 3, 'space-s1'), userId: 'host' },
  // The host takes it back: p5 did not show up after all (a revision replaces the mark).
  {
    stream: 'ratings-gB',
    type: 'ParticipantRatingRevised',
    data: {
      activityId: 'gB',
      listingId: 'football',
      raterId: 'host',
      raterRole: 'host',
      ratedUserId: 'p5',
      revision: 1,
      assessment: { isParticipated: false, isPunctual: false, isTeamPlayer: false, isOnTimePayment: false },
      spaceId: 'space-s1',
    },
    userId: 'host',
  },
  { stream: 'ratings-gC', type: 'ParticipantRated', data: hostMark('gC', 'p6', false, undefined, undefined, 'space-s2'), userId: 'host' },
  { stream: 'ratings-gC', type: 'ParticipantRated', data: hostMark('gC', 'p7', true, 3, 5, 'space-s2'), userId: 'host' },
];

const schemas: Record<string, { parse(data: unknown): unknown }> = Object.fromEntries(
  [...Object.entries(gameEvents), ...Object.entries(ratingEvents)].map(([type, def]) => [type, def.schema]),
);

/** Appends DEMO_EVENTS one command each, a minute apart from 2026-11-01T08:00Z (correlation id per stream). */
export const appendDemoLog = async (store: EventStore): Promise<void> => {
  let clock = Date.parse('2026-11-01T08:00:00.000Z');
  const revisions = new Map<string, bigint>();
  for (const [i, e] of DEMO_EVENTS.entries()) {
    const data = schemas[e.type]!.parse(e.data);
    const time = new Date(clock).toISOString();
    clock += 60_000;
    const metadata = {
      commandId: `demo-${i}`,
      commandHash: 'h',
      causationId: `demo-${i}`,
      correlationId: `corr-${e.stream}`,
      userId: e.userId,
      time,
      schemaVersion: currentVersionOf(e.type),
    };
    const revision = revisions.get(e.stream);
    const result = await store.appendToStream(e.stream, [{ id: newEventId(clock), type: e.type, data, metadata }], {
      expectedRevision: revision ?? 'no_stream',
    });
    revisions.set(e.stream, result.nextExpectedRevision);
  }
};
