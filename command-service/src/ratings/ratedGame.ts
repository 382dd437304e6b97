import { catalogueStreams, streams, upcastRecorded, type GameDetails, type GameEvent } from '@sports/contracts';
import { gameEndMs, gameStartMs, type GameMembership } from '@sports/shared-rules';
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
  /** The venue's organisation (whose queue holds the game's dispute cases); null at no venue or one the catalogue does not know. */
  orgId: string | null;
}

export const ratedGameOf = (activityId: string, state: GameState, details: GameDetails | null, orgId: string | null = null): RatedGame => {
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
    orgId,
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
  const spaceId = details?.spaceId ?? null;
  return ratedGameOf(activityId, state, details, spaceId ? await venueOrgOf(events, spaceId) : null);
};

/**
 * The organisation a venue belongs to, from its stream's first event (SpaceCreated): a venue never
 * changes organisation (the catalogue refuses it), so this is the same whenever it is read.
 */
export const venueOrgOf = async (events: Pick<EventStore, 'readStream'>, spaceId: string): Promise<string | null> => {
  const [created] = await events.readStream(catalogueStreams.space(spaceId), { maxCount: 1 });
  return created?.type === 'SpaceCreated' ? (created.data as { orgId: string }).orgId : null;
};
