import { DomainError, type Actor, type ChatRole, type GameDocument } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import { getVisibleGame } from '../games/gameQueries';
import { membershipIn } from '../games/memberships';

/**
 * Who reads a game's chat (docs/adr/0101-game-chat.md): its joined participants, host and
 * co-hosts, from the participants read model (one get). A private game's chat is 404 to those who
 * may not see the game, as the game itself; anyone else who may see it is told to join (403). A
 * player who leaves or is removed reads no more from then on.
 */
export const chatRoleIn = async (
  store: DocumentStore,
  activityId: string,
  actor: Pick<Actor, 'userId' | 'role'>,
): Promise<{ game: GameDocument; role: ChatRole }> => {
  const [game, own] = await Promise.all([getVisibleGame(store, activityId, actor), membershipIn(store, activityId, actor.userId)]);
  if (!game) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
  const role: ChatRole | null =
    game.host === actor.userId ? 'host' : own?.isCoHost ? 'co_host' : own?.status === 'joined' ? 'participant' : null;
  if (role === null) throw new DomainError('NOT_A_CHAT_MEMBER', 'Join the game to chat with the players', 'activityId');
  return { game, role };
};

/** The same, as a yes or no (the live stream asks it before passing a message on). */
export const mayReadChat = (store: DocumentStore, activityId: string, actor: Pick<Actor, 'userId' | 'role'>): Promise<boolean> =>
  chatRoleIn(store, activityId, actor).then(
    () => true,
    () => false,
  );
