import { gameEndMs, gameStartMs, type GameDetails, type GameEvent, type RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { regionOf } from '../gameList/discoveryFields';

export const PLAYED_GAMES_COLLECTION = 'played_games';

/**
 * One small document per game: who is a joined participant now, and where and when the game is.
 * Once the game is over (endAt <= now, spec section 4) the commands that change who takes part
 * are refused, so `players` is then who played. Leaderboards, buddies and activity levels read
 * this instead of the full game documents; the ratings issue adds to it.
 */
export type PlayedGameDocument = {
  id: string;
  listingId: string;
  /** The lower-cased city, the same region key the game list uses for "games by region". */
  region: string | null;
  /** The game's calendar day as the host wrote it. */
  date: string;
  startAt: number;
  endAt: number;
  /** Registered users who joined (offline participants have no account and are left out). */
  players: string[];
};

const placeAndTime = (details: GameDetails) => ({
  listingId: details.listingId,
  region: regionOf(details.location.city),
  date: details.date,
  startAt: gameStartMs(details.duration),
  endAt: gameEndMs(details.duration),
});

const withPlayer = (doc: PlayedGameDocument, userId: string): PlayedGameDocument =>
  doc.players.includes(userId) ? doc : { ...doc, players: [...doc.players, userId] };

const withoutPlayer = (doc: PlayedGameDocument, userId: string): PlayedGameDocument => ({ ...doc, players: doc.players.filter((id) => id !== userId) });

const evolvePlayedGame = (doc: PlayedGameDocument | null, event: GameEvent): PlayedGameDocument | null => {
  if (event.type === 'GameCreated') return doc ?? { id: event.data.activityId, ...placeAndTime(event.data.details), players: [] };
  if (!doc) return null;
  switch (event.type) {
    case 'PlayerJoinedGame':
      return withPlayer(doc, event.data.participant.id);
    case 'JoinRequestAccepted':
      return withPlayer(doc, event.data.participantId);
    case 'ParticipantLeft':
    case 'ParticipantRemoved':
      return withoutPlayer(doc, event.data.participantId);
    case 'GameUpdated':
      return { ...doc, ...placeAndTime(event.data.details) };
    case 'GameDeleted':
      return null;
    default:
      return doc;
  }
};

export const playedGamesProjection = defineProjection<PlayedGameDocument>({
  name: 'playerStats.playedGames',
  collection: {
    name: PLAYED_GAMES_COLLECTION,
    indexes: [
      // Leaderboard: the games of one listing and region that ended in a time range.
      { fields: [['listingId', 1], ['region', 1], ['endAt', 1]] },
      // Buddies and activity level: one user's games (multikey `players`) by end time.
      { fields: [['endAt', -1]] },
    ],
    arrayFields: ['players'],
  },
  handles: ['GameCreated', 'PlayerJoinedGame', 'JoinRequestAccepted', 'ParticipantLeft', 'ParticipantRemoved', 'GameUpdated', 'GameDeleted'],
  documentId: (event: RecordedEvent) => (event.data as { activityId?: string }).activityId ?? null,
  evolve: (doc, event) => evolvePlayedGame(doc, event as unknown as GameEvent),
});
