import { createHash } from 'node:crypto';
import { inviteOfToken, type GameDocument } from '@sports/contracts';
import { GAMES_COLLECTION, INVITE_LINKS_COLLECTION, type DocumentStore, type InviteLinkDocument } from '@sports/projections';

/**
 * A private game opened through its one-time invitation link (spec section 7 "PUT new user invite"):
 * its holder sees the game, to join it or pay for a place, while the link is unused and its secret
 * is right. The secret is compared as the command side stores it (a sha256 hash, command-service
 * games/inviteSecret.ts), so the read model never holds a usable link.
 */
export const gameOpenedByInvite = async (store: DocumentStore, activityId: string, token: string): Promise<GameDocument | null> => {
  const { inviteId, secret } = inviteOfToken(token);
  const link = await store.get<InviteLinkDocument>(INVITE_LINKS_COLLECTION, inviteId);
  if (!link || link.used || link.activityId !== activityId) return null;
  if (link.secretHash !== createHash('sha256').update(secret).digest('hex')) return null;
  return store.get<GameDocument>(GAMES_COLLECTION, activityId);
};
