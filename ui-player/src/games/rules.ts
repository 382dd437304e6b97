import type { GameDocument } from '@sports/contracts';

/** Where the signed-in viewer stands with a game; null when they may join it. */
export type Standing = 'host' | 'coHost' | 'joined' | 'requested' | 'full';

export function viewerStanding(game: GameDocument, userId: string | null): Standing | null {
  if (userId) {
    if (game.host === userId) return 'host';
    if (game.hostandCoHost.includes(userId)) return 'coHost';
    const status = game.participantDetail.find((p) => p.id === userId)?.status;
    if (status === 'joined' || game.participants.includes(userId)) return 'joined';
    if (status === 'requested') return 'requested';
  }
  return game.isFull || game.isMatchFull ? 'full' : null;
}

export const STANDING_TEXT: Record<Standing, string> = {
  host: 'You are hosting',
  coHost: 'You are a co-host',
  joined: 'You are in',
  requested: 'Request sent',
  full: 'Game is full',
};

/**
 * Spec section 2, card button: 'View' for a host or co-host, a full game, or someone already in it;
 * otherwise 'Join Now'. ('Accept' for an invited user comes with invitations.) A pending request also
 * gets 'View': joining again could only fail with ALREADY_REQUESTED.
 */
export const cardAction = (game: GameDocument, userId: string | null): 'view' | 'join' =>
  viewerStanding(game, userId) === null ? 'join' : 'view';

/** Spec section 8, join toasts, word for word. A private game's join is a request. */
export const JOIN_SUCCESS_TEXT = { joined: 'You have join this Game !', requested: 'Your request has been sent !' } as const;
export const joinFailureText = (game: Pick<GameDocument, 'privacy'>): string =>
  game.privacy === 'private' ? 'Failed to sent request !' : 'Failed to add participant !';
