import type { GameEvent, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

/**
 * One-time invitation links (spec section 7 "PUT new user invite"), one document per link: which
 * game it opens, a hash of its secret (the link's secret itself is never stored) and whether it has
 * admitted someone. The query service lets a link's holder see the private game it opens, so they
 * can join it or pay for a place (docs/adr/0102-paying-together.md).
 */
export const INVITE_LINKS_COLLECTION = 'game_invite_links_v1';

export type InviteLinkDocument = {
  /** The link's inviteId. */
  id: string;
  activityId: string;
  secretHash: string;
  used: boolean;
};

const inviteIdOf = (event: GameEvent): string | null => {
  if (event.type === 'InviteLinkSent') return event.data.inviteId;
  if (event.type === 'PlayerJoinedGame') return event.data.inviteId ?? null;
  return null;
};

export const evolveInviteLink = (doc: InviteLinkDocument | null, event: GameEvent): InviteLinkDocument | null => {
  switch (event.type) {
    case 'InviteLinkSent':
      // A retried invite sends the same link: the first document stays as it is.
      return doc ?? { id: event.data.inviteId, activityId: event.data.activityId, secretHash: event.data.secretHash, used: false };
    case 'PlayerJoinedGame':
      return doc && { ...doc, used: true };
    default:
      return doc;
  }
};

export const inviteLinkProjection = defineProjection<InviteLinkDocument>({
  name: 'gameInviteLinks.v1',
  collection: { name: INVITE_LINKS_COLLECTION, indexes: [] },
  handles: ['InviteLinkSent', 'PlayerJoinedGame'] as const,
  documentId: (event: RecordedEvent) => inviteIdOf(event as unknown as GameEvent),
  evolve: (doc, event) => evolveInviteLink(doc, event as unknown as GameEvent),
});
