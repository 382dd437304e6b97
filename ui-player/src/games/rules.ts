import type { GameDocument } from '@sports/contracts';

export { cardAction, viewerStanding, type Standing } from '@sports/contracts';
import type { Standing } from '@sports/contracts';

export const STANDING_TEXT: Record<Standing, string> = {
  host: 'You are hosting',
  coHost: 'You are a co-host',
  joined: 'You are in',
  requested: 'Request sent',
  invited: 'You are invited',
  full: 'Game is full',
};

/** Spec section 8, join toasts, word for word. A private game's join is a request. */
export const JOIN_SUCCESS_TEXT = { joined: 'You have join this Game !', requested: 'Your request has been sent !' } as const;
export const joinFailureText = (game: Pick<GameDocument, 'privacy'>): string =>
  game.privacy === 'private' ? 'Failed to sent request !' : 'Failed to add participant !';
