import type { GameDocument } from '@sports/contracts';

export { cardAction, viewerStanding, type Standing } from '@sports/shared-rules';
import type { Standing } from '@sports/shared-rules';

export const STANDING_TEXT: Record<Standing, string> = {
  host: 'You are hosting',
  coHost: 'You are a co-host',
  joined: 'You are in',
  paymentPending: 'Payment pending',
  requested: 'Request sent',
  invited: 'You are invited',
  full: 'Game is full',
};

/**
 * Saving is a player's bookmark on a game to play (spec section 6: an ordinary participant may
 * join, save, ...); the host and co-hosts run the game and find it under My Games, so their card
 * and page offer none. One saved before becoming a co-host still shows, so it can be taken off.
 */
export const offersSave = (standing: Standing | null, isSaved: boolean): boolean =>
  (standing !== 'host' && standing !== 'coHost') || isSaved;

/**
 * Spec section 8, join toasts ('You have join this Game !' / 'Your request has been sent !', else
 * 'Failed to add participant !' / 'Failed to sent request !'), typos mended (the
 * spec's client reads no exact toast text). A private game's join is a request.
 */
export const JOIN_SUCCESS_TEXT = { joined: 'You have joined this game!', requested: 'Your request has been sent!' } as const;
export const joinFailureText = (game: Pick<GameDocument, 'privacy'>): string =>
  game.privacy === 'private' ? 'Failed to send request!' : 'Failed to add participant!';
