import type { GameDocument } from './readModel';

/** Where the signed-in viewer stands with a game; null when they may join it. */
export type Standing = 'host' | 'coHost' | 'joined' | 'requested' | 'invited' | 'full';

type CardGame = Pick<GameDocument, 'host' | 'hostandCoHost' | 'participants' | 'participantDetail' | 'isFull' | 'isMatchFull'>;

export const viewerStanding = (game: CardGame, userId: string | null): Standing | null => {
  if (userId) {
    if (game.host === userId) return 'host';
    if (game.hostandCoHost.includes(userId)) return 'coHost';
    const status = game.participantDetail.find((p) => p.id === userId)?.status;
    if (status === 'joined' || game.participants.includes(userId)) return 'joined';
    if (status === 'requested') return 'requested';
    if (status === 'invited') return 'invited';
  }
  return game.isFull || game.isMatchFull ? 'full' : null;
};

/**
 * Spec section 2, card button: 'View' for a host or co-host, a full game, or someone already in
 * it; 'Accept' when invited; otherwise 'Join Now'. A pending request also gets 'View': joining
 * again could only fail with ALREADY_REQUESTED.
 */
export const cardAction = (game: CardGame, userId: string | null): 'view' | 'accept' | 'join' => {
  const standing = viewerStanding(game, userId);
  if (standing === null) return 'join';
  return standing === 'invited' ? 'accept' : 'view';
};

export const CARD_BUTTON_TEXT = { view: 'View', accept: 'Accept', join: 'Join Now' } as const;
