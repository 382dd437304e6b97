import type { GameDocument } from '@sports/contracts/games/readModel';
import { gamePaymentOf } from '../bookings/gamePayment';
import { gameStartMs, isGameOver } from './rules';

/** Where the signed-in viewer stands with a game; null when they may join it. */
/** paymentPending: a pay-before game's place held while its order waits for payment. */
export type Standing = 'host' | 'coHost' | 'joined' | 'paymentPending' | 'requested' | 'invited' | 'full';

/** viewerStatus: the server's word on the viewer's own entry, which a big game's preview of participantDetail may not hold. */
type CardGame = Pick<GameDocument, 'host' | 'hostandCoHost' | 'participants' | 'participantDetail' | 'isFull' | 'isMatchFull'> & {
  viewerStatus?: string | null;
};

export const viewerStanding = (game: CardGame, userId: string | null): Standing | null => {
  if (userId) {
    if (game.host === userId) return 'host';
    if (game.hostandCoHost.includes(userId)) return 'coHost';
    const status = game.participantDetail.find((p) => p.id === userId)?.status ?? game.viewerStatus;
    if (status === 'joined' || game.participants.includes(userId)) return 'joined';
    if (status === 'payment_pending') return 'paymentPending';
    if (status === 'requested') return 'requested';
    if (status === 'invited') return 'invited';
  }
  return game.isFull || game.isMatchFull ? 'full' : null;
};

/**
 * Why nobody can join the game now, in the order the server checks it (JoinGame's decider: over,
 * on hold, full): "no Join Now on a game on hold, full or over; show why".
 * A game the host marked match full (spec section 4) is told apart from one whose places are taken.
 */
export type JoinBlock = 'over' | 'onHold' | 'matchFull' | 'full';

type BlockGame = Pick<GameDocument, 'duration' | 'hold' | 'isFull' | 'isMatchFull' | 'waitlistCount'>;

export const joinBlockOf = (game: BlockGame, nowMs: number): JoinBlock | null => {
  if (isGameOver(game.duration, nowMs)) return 'over';
  if (game.hold) return 'onHold';
  if (game.isMatchFull) return 'matchFull';
  // Before the start, a game with a line has its free places offered to those in it (PLACE_RESERVED for others).
  const hasLine = (game.waitlistCount ?? 0) > 0 && gameStartMs(game.duration) > nowMs;
  return game.isFull || hasLine ? 'full' : null;
};

/** The reason in words, as the game page shows it instead of a Join button. */
export const joinBlockText = (block: JoinBlock, game: Pick<GameDocument, 'hold'>): string => {
  switch (block) {
    case 'over':
      return 'This game is over';
    case 'onHold':
      return `On hold: ${game.hold?.reason ?? ''}`.trim();
    case 'matchFull':
      return 'Match full';
    case 'full':
      return 'Game full';
  }
};

/**
 * The card's action. Spec section 2: 'View' for a host or co-host, someone already in it (a pending
 * request too: joining again could only fail with ALREADY_REQUESTED) and a game marked match full;
 * 'Accept' when invited; otherwise 'Join Now'. 7 and 8 split the rest by what
 * will happen (DESIGN.md): a private game takes a request, a pay-before priced game goes through
 * checkout, a game whose places are taken offers the waitlist, and a game on hold or over can
 * only be opened.
 */
export type CardAction = 'view' | 'open' | 'accept' | 'join' | 'request' | 'pay' | 'waitlist' | 'finishPaying';

type PayGame = Pick<
  GameDocument,
  | 'enablePay'
  | 'payableMethod'
  | 'costPerParticpant'
  | 'costPerTeam'
  | 'isCostShared'
  | 'isHostPaying'
  | 'participationType'
  | 'maxParticipants'
  | 'maxParticipantPerTeam'
  | 'teamCount'
>;
type ActionGame = CardGame & BlockGame & PayGame & Pick<GameDocument, 'privacy'>;

/** Spec section 3 enablePay and payableMethod (default paybefore): the place is paid for in the app before joining (gamePaymentOf). */
export const paysBeforeJoining = (game: PayGame): boolean => gamePaymentOf(game).method === 'online';

export const cardAction = (game: ActionGame, userId: string | null, nowMs: number): CardAction => {
  const standing = viewerStanding(game, userId);
  // A place held for payment says what is left to do, as the game page does (until the game is over).
  if (standing === 'paymentPending') return isGameOver(game.duration, nowMs) ? 'view' : 'finishPaying';
  if (standing !== null && standing !== 'full' && standing !== 'invited') return 'view';
  // In the waitlist: the game page shows the place in line and any place offered.
  if (userId !== null && game.viewerStatus === 'waitlisted') return 'view';
  const block = joinBlockOf(game, nowMs);
  if (block === 'over' || block === 'onHold') return 'open';
  if (block === 'matchFull') return 'view';
  // Private games take requests, not a waitlist (WAITLIST_CLOSED).
  if (block === 'full') return game.privacy === 'private' ? 'view' : 'waitlist';
  if (standing === 'invited') return 'accept';
  if (game.privacy === 'private') return 'request';
  return paysBeforeJoining(game) ? 'pay' : 'join';
};

/** The spec's own words (section 2) for view, accept and join; DESIGN.md's for the rest. */
export const CARD_BUTTON_TEXT: Record<CardAction, string> = {
  view: 'View',
  open: 'Open',
  accept: 'Accept',
  join: 'Join Now',
  request: 'Request to join',
  pay: 'Pay and join',
  waitlist: 'Join waitlist',
  finishPaying: 'Finish paying',
};
