import { DomainError } from '@sports/contracts';
import type { GameState } from './gameState';

/** A one-time invitation link as a command carries it: its id and a hash of its secret (inviteSecret.ts). */
export interface InviteProof {
  inviteId: string;
  secretHash: string;
}

/**
 * An invitation link admits one player once (spec section 7 "PUT new user invite"): with its
 * secret, not yet used, and not kept by someone else's unpaid order for a pay-before game's place
 * (docs/adr/0102-paying-together.md: the link is spent when that order is paid, free again when
 * its hold runs out or is released).
 */
export const requireLiveInvite = (state: GameState, invite: InviteProof, now: string, playerId: string): void => {
  const link = state.inviteLinks.get(invite.inviteId);
  const keptForOther = [...state.paidPlaces.held.values()].some(
    (place) => place.inviteId === invite.inviteId && place.participant.id !== playerId && Date.parse(place.expiresAt) > Date.parse(now),
  );
  if (!link || link.used || link.secretHash !== invite.secretHash || keptForOther)
    throw new DomainError('INVITE_INVALID', 'This invitation link is not valid (any more)', 'invite');
};

/** A link that has admitted someone (a paid place through it after its hold went back must not reuse a spent link). */
export const isSpentInvite = (state: GameState, inviteId: string): boolean => state.inviteLinks.get(inviteId)?.used !== false;
