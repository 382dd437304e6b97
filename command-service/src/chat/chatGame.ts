import { mayOnGame } from '@sports/shared-rules';
import { streams, type Actor, type ChatRole } from '@sports/contracts';
import type { EventStore } from '@sports/event-store';
import type { CommandHandler } from '../core/commandHandler';
import { gameDecider } from '../games/gameDecider';
import { membershipOfState, type GameState } from '../games/gameState';
import { readRatedGame } from '../ratings/ratedGame';
import type { ChatGame } from './chatCommands';

/** The caller's place in the game, from its own stream: only joined members, the host and co-hosts chat. */
export const chatRoleOf = (state: GameState, userId: string): ChatRole | null => {
  if (!state.exists) return null;
  if (state.hostId === userId) return 'host';
  if (state.coHostIds.includes(userId)) return 'co_host';
  return state.members.get(userId) === 'joined' && !state.offline.has(userId) ? 'participant' : null;
};

/**
 * Whether the caller may see the game is the game's own rule (mayOnGame, role included): a platform
 * admin sees a private game, so its chat answers them 403 (not a member), as the query side does, never 404.
 */
export const chatGameOf = (
  state: GameState,
  actor: Pick<Actor, 'userId' | 'role'>,
  place: { spaceId: string | null; orgId: string | null } = { spaceId: null, orgId: null },
): ChatGame => ({
  exists: state.exists,
  role: chatRoleOf(state, actor.userId),
  maySeeGame: state.exists && (state.privacy !== 'private' || mayOnGame(actor, 'viewPrivateGame', membershipOfState(state))),
  ...place,
});

/**
 * The game as the chat's rules see it, read through the command handler (the game stream's cached
 * state, folded forward to its newest event under that stream's lock), so a leave or a removal
 * already written is always seen: docs/adr/0101-game-chat.md says how a post racing a leave is ordered.
 */
export const readChatGame = async (
  handler: CommandHandler,
  activityId: string,
  actor: Pick<Actor, 'userId' | 'role'>,
): Promise<{ game: ChatGame; state: GameState }> => {
  const state = await handler.read(streams.game(activityId), gameDecider);
  return { game: chatGameOf(state, actor), state };
};

/** A report also needs the venue and its organisation (whose moderation queue holds it), read as dispute cases read them. */
export const readReportPlace = async (
  events: Pick<EventStore, 'readStream'>,
  activityId: string,
): Promise<{ spaceId: string | null; orgId: string | null; name: string }> => {
  const rated = await readRatedGame(events, activityId);
  return { spaceId: rated.spaceId, orgId: rated.orgId, name: rated.name };
};
