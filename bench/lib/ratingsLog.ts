import { currentVersionOf, gameDetailsSchema, isDomainError, streams, type DomainEvent, type PersonRef } from '@sports/contracts';
import { ratingDecider, type RatedGame, type RatingCommandMessage } from '@sports/command-service';
import { SqliteEventStore, newEventId, type EventToAppend } from '@sports/event-store';
import { CITIES, LISTINGS, personName, pick, random } from './benchGames';

/**
 * The log behind `npm run bench:ratings`: past games of 16 players each at six cities, and the
 * ratings their players would send, decided by the real rating decider so the events are the
 * ones the platform writes (prompt answers, host assessments with skill and flags, stars for
 * players and hosts, game ratings with the odd dispute, and games that most raters say did not
 * happen, with their ratings set aside). Games end one after another over the past 62 days;
 * ratings arrive up to two days after a game, so the ratings of about 170 games interleave.
 */

const DAY = 86_400_000;
const PLAYERS_PER_CITY = 3_000;
const HOSTS_PER_CITY = 300;
const PER_GAME = 15;
/** Games generated, then interleaved by time, before each group commit. */
const WINDOW = 200;

export const ratingPlayerId = (city: number, n: number) => `rb-${city}-${n}`;
const hostOf = (city: number, n: number): PersonRef => ({ id: `rb-host-${city}-${n}`, name: personName(n + 7) });
const playerOf = (city: number, n: number): PersonRef => ({ id: ratingPlayerId(city, n), name: personName(n) });
/** Each player's real level, which hosts see with some noise. */
const trueLevel = (n: number) => (n * 2654435761) % 4;

interface Append {
  at: number;
  streamId: string;
  events: EventToAppend[];
}

const toAppend = (
  event: DomainEvent,
  commandId: string,
  userId: string,
  atMs: number,
  time = new Date(atMs).toISOString(),
): EventToAppend => ({
  id: newEventId(atMs),
  type: event.type,
  data: event.data,
  metadata: {
    commandId,
    commandHash: `bench-${commandId}`,
    causationId: commandId,
    correlationId: commandId,
    userId,
    time,
    schemaVersion: currentVersionOf(event.type),
  },
});

export interface RatedGameSample {
  activityId: string;
  listingId: string;
  region: string;
  raters: string[];
}

/** One game's history: its create, joins and co-host, then every rating command run through the decider. */
const historyOf = (i: number, endAt: number): { appends: Append[]; ratingEvents: number; sample: RatedGameSample } => {
  const next = random(i * 104_729 + 17);
  const cityIndex = Math.floor(next() * CITIES.length);
  const city = CITIES[cityIndex]!;
  const listing = pick(next, LISTINGS);
  const activityId = `rb-game-${i}`;
  const host = hostOf(cityIndex, Math.floor(next() * HOSTS_PER_CITY));
  const numbers = new Set<number>();
  while (numbers.size < PER_GAME) numbers.add(Math.floor(next() * PLAYERS_PER_CITY));
  const players = [...numbers].map((n) => ({ ...playerOf(cityIndex, n), n }));
  const coHost = players[0]!;
  const startAt = endAt - 90 * 60_000;
  const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');
  const details = gameDetailsSchema.parse({
    name: `${listing.name} at ${city.areas[i % city.areas.length]}`,
    listingId: listing.id,
    listingName: listing.name,
    activityFormat: listing.formats[0],
    date: new Date(startAt + 5.5 * 3_600_000).toISOString().slice(0, 10),
    duration: [{ from: iso(startAt), to: iso(endAt) }],
    location: { name: `${city.areas[i % city.areas.length]} Ground`, city: city.name, lat: city.lat, lon: city.lon },
    maxParticipants: 20,
    enableGameSkill: true,
  });
  const appends: Append[] = [];
  const gameStream = streams.game(activityId);
  const createdAt = startAt - 3 * DAY;
  appends.push({
    at: createdAt,
    streamId: gameStream,
    events: [
      toAppend({ type: 'GameCreated', data: { activityId, host, details } }, `${activityId}-create`, host.id, createdAt),
      toAppend({ type: 'PlayerJoinedGame', data: { activityId, participant: host } }, `${activityId}-create`, host.id, createdAt),
    ],
  });
  players.forEach(({ id, name }, k) => {
    const at = createdAt + (k + 1) * 60_000;
    appends.push({
      at,
      streamId: gameStream,
      events: [toAppend({ type: 'PlayerJoinedGame', data: { activityId, participant: { id, name } } }, `${activityId}-join-${k}`, id, at)],
    });
  });
  appends.push({
    at: createdAt + DAY,
    streamId: gameStream,
    events: [
      toAppend(
        { type: 'CoHostAdded', data: { activityId, coHostId: coHost.id, addedBy: host.id } },
        `${activityId}-cohost`,
        host.id,
        createdAt + DAY,
      ),
    ],
  });

  const game: RatedGame = {
    exists: true,
    activityId,
    name: details.name,
    listingId: listing.id,
    privacy: 'public',
    membership: { hostId: host.id, coHostIds: [coHost.id], participantIds: [host.id, ...players.map((p) => p.id)], requesterIds: [] },
    startAtMs: startAt,
    endAtMs: endAt,
    enableGameSkill: true,
    spaceId: null,
    orgId: null,
  };
  let state = ratingDecider.initialState();
  let ratingEvents = 0;
  let n = 0;
  const send = (userId: string, at: number, command: Omit<RatingCommandMessage, 'context' | 'game'>) => {
    const commandId = `${activityId}-r${n++}`;
    const now = new Date(at).toISOString();
    let events;
    try {
      events = ratingDecider.decide({ ...command, context: { commandId, userId, now }, game } as RatingCommandMessage, state);
    } catch (error) {
      if (isDomainError(error)) return; // a rule said no, as the API would
      throw error;
    }
    if (events.length === 0) return;
    state = events.reduce(ratingDecider.evolve, state);
    ratingEvents += events.length;
    appends.push({ at, streamId: streams.ratings(activityId), events: events.map((e) => toAppend(e, commandId, userId, at, now)) });
  };
  const rating = (type: 'RateParticipant' | 'RateHost' | 'RateGame', rating: Record<string, unknown>) =>
    ({ type, data: { activityId, rating: rating as never } }) as Omit<RatingCommandMessage, 'context' | 'game'>;
  const level = (p: { n: number }) => Math.max(0, Math.min(3, trueLevel(p.n) + (next() < 0.2 ? (next() < 0.5 ? -1 : 1) : 0)));

  // During the game: the host assesses everyone, the co-host about half.
  let at = startAt + 30 * 60_000;
  for (const p of players) {
    const came = next() < 0.95;
    const assessment = came
      ? { isParticipated: true, ratedLevel: level(p), isPunctual: next() < 0.7, isTeamPlayer: next() < 0.6, isOnTimePayment: next() < 0.8 }
      : { isParticipated: false };
    send(host.id, (at += 10_000), rating('RateParticipant', { ratingFor: p.id, stars: 3 + Math.floor(next() * 3), ...assessment }));
  }
  for (const p of players.slice(1))
    if (next() < 0.5) send(coHost.id, (at += 10_000), rating('RateParticipant', { ratingFor: p.id, ratedLevel: level(p) }));
  // After it: the review prompt, stars for co-players and hosts, the game; in one game of 50 most say it did not happen.
  const didNotHappen = next() < 0.02;
  for (const p of players) {
    at = endAt + Math.floor(next() * 2 * DAY);
    send(p.id, at, {
      type: 'AnswerReviewPrompt',
      data: { activityId, userId: p.id, action: next() < 0.85 ? 'rate' : 'skip', value: true },
    });
    const others = players.filter((o) => o !== p);
    for (let k = 0; k < 3; k++) {
      const [rated] = others.splice(Math.floor(next() * others.length), 1);
      send(p.id, (at += 5_000), rating('RateParticipant', { ratingFor: rated!.id, stars: 1 + Math.floor(next() * 5) }));
    }
    send(p.id, (at += 5_000), rating('RateHost', { ratingFor: host.id, stars: 2 + Math.floor(next() * 4) }));
    send(p.id, (at += 5_000), rating('RateHost', { ratingFor: coHost.id, stars: 2 + Math.floor(next() * 4) }));
    const dispute = next() < 0.02 ? pick(next, ['Scam', 'Team Player', 'Others'] as const) : null;
    send(
      p.id,
      (at += 5_000),
      rating('RateGame', {
        isGameHappened: didNotHappen ? next() < 0.2 : next() < 0.98,
        dispute,
        description: dispute ? 'Reported from the bench' : '',
      }),
    );
  }
  return {
    appends,
    ratingEvents,
    sample: { activityId, listingId: listing.id, region: city.name.toLowerCase(), raters: players.map((p) => p.id) },
  };
};

export interface RatingsLog {
  games: number;
  events: number;
  ratingEvents: number;
  samples: RatedGameSample[];
}

/**
 * Appends games and their ratings through the EventStore port until `ratingEvents` rating
 * events are in the log. Games end one every `spacingMs` from 62 days ago.
 */
export const appendRatingsLog = async (eventsFile: string, target: number, nowMs: number): Promise<RatingsLog> => {
  const store = new SqliteEventStore(eventsFile);
  const revisions = new Map<string, number>();
  const samples: RatedGameSample[] = [];
  const spacingMs = Math.floor((60 * DAY) / Math.ceil(target / 120));
  let [games, events, ratingEvents] = [0, 0, 0];
  try {
    while (ratingEvents < target) {
      const appends: Append[] = [];
      for (let k = 0; k < WINDOW && ratingEvents < target; k++, games++) {
        const history = historyOf(games, nowMs - 62 * DAY + games * spacingMs);
        appends.push(...history.appends);
        ratingEvents += history.ratingEvents;
        samples.push(history.sample);
      }
      // The order they would have arrived in; a stable sort keeps each stream's own order.
      appends.sort((a, b) => a.at - b.at);
      await Promise.all(
        appends.map(({ streamId, events: batch }) => {
          const count = revisions.get(streamId) ?? 0;
          revisions.set(streamId, count + batch.length);
          events += batch.length;
          return store.appendToStream(streamId, batch, { expectedRevision: count === 0 ? 'no_stream' : BigInt(count - 1) });
        }),
      );
    }
  } finally {
    await store.close();
  }
  return { games, events, ratingEvents, samples };
};
