import type { GameDocument } from '@sports/contracts';

type MemberGame = Pick<GameDocument, 'hostandCoHost' | 'participantDetail'> & { viewerStatus?: string | null | undefined };

/** Who reads a game's chat: its host, co-hosts and joined players (the server decides; this only spares a request bound to be refused). */
export const isChatMember = (game: MemberGame, userId: string | null): boolean => {
  if (userId === null) return false;
  if (game.hostandCoHost.includes(userId)) return true;
  return (game.participantDetail.find((p) => p.id === userId)?.status ?? game.viewerStatus) === 'joined';
};
