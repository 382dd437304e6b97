import { gameEndMs, gameStartMs, streams, upcastRecorded, type GameDetails, type GameEvent, type GameMembership } from '@sports/contracts';
import type { EventStore } from '@sports/event-store';
import { evolveGame, initialGameState, membershipOfState, type GameState } from '../games/gameState';

/**
 * What the rating rules need to know about the game being rated. Ratings live on their own
 * stream (`ratings-{id}`), so these facts are read from the game's stream and travel with the
 * command, as the time does: the decider stays pure. Once a game is over its participants no
 * longer change (the game commands are refused), which is when most ratings arrive.
 */
export interface RatedGame {
  exists: boolean;
  activityId: string;
  name: string;
  listingId: string;
  privacy: 'public' | 'private';
  /** Joined participants are registered users only: offline participants have no account to rate with or be rated on. */
  membership: GameMembership & { coHostIds: readonly string[]; participantIds: readonly string[] };
  startAtMs: number;
  endAtMs: number;
  /** The game's skill setting (spec section 3 enableGameSkill): whether hosts may rate skill in it. */
  enableGameSkill: boolean;
  spaceId: string | null;
}

export const ratedGameOf = (activityId: string, state: GameState, details: GameDetails | null): RatedGame => {
  const membership = membershipOfState(state);
  return {
    exists: state.exists && details !== null,
    activityId,
    name: state.name,
    listingId: state.listingId,
    privacy: state.privacy,
    membership: {
      ...membership,
      coHostIds: membership.coHostIds ?? [],
      participantIds: (membership.participantIds ?? []).filter((id) => !state.offline.has(id)),
    },
    startAtMs: details ? gameStartMs(details.duration) : 0,
    endAtMs: details ? gameEndMs(details.duration) : 0,
    enableGameSkill: details?.enableGameSkill ?? false,
    spaceId: details?.spaceId ?? null,
  };
};

/** Folds the game's stream with the game decider's own evolve, keeping the latest details beside it. */
export const readRatedGame = async (events: Pick<EventStore, 'readStream'>, activityId: string): Promise<RatedGame> => {
  let state = initialGameState();
  let details: GameDetails | null = null;
  for (const recorded of await events.readStream(streams.game(activityId))) {
    const event = upcastRecorded(recorded) as unknown as GameEvent;
    state = evolveGame(state, event);
    if (event.type === 'GameCreated' || event.type === 'GameUpdated') details = event.data.details;
  }
  return ratedGameOf(activityId, state, details);
};
