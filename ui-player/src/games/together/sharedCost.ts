import type { GamePayment } from '@sports/shared-rules';
import { formatMoney } from '../../booking/money';

/**
 * A shared cost on the game page (DESIGN.md "Together": "each person's share and who has paid, 4 of 6
 * paid"): the shares are the game's places, a share is the card's price, and what the host may still
 * pay is the total less the shares paid (docs/adr/0102-paying-together.md). All in paise.
 */
export interface SharedCostView {
  total: number;
  share: number;
  shares: number;
  sharesPaid: number;
  remaining: number;
  coveredByHost: number;
}

export type SharedGame = { maxParticipants: number; sharesPaid?: number | undefined; sharedRemainderPaid?: number | undefined };

export const sharedCostView = (game: SharedGame, payment: GamePayment | null): SharedCostView | null => {
  const total = payment?.sharedTotal ?? 0;
  // Shares paid at the venue are not seen by the app: "0 of 6 paid" would mislead, so only online shares are counted out.
  if (
    !payment ||
    total === 0 ||
    payment.basis !== 'shared' ||
    (payment.method !== 'online' && !(payment.method === 'host' && (game.sharedRemainderPaid ?? 0) > 0))
  )
    return null;
  const sharesPaid = game.sharesPaid ?? 0;
  const coveredByHost = game.sharedRemainderPaid ?? 0;
  // Covered by the host, the card says 0 for a player; the share was the total over the places.
  const share = Math.ceil(total / Math.max(1, game.maxParticipants));
  return {
    total,
    share,
    shares: game.maxParticipants,
    sharesPaid,
    remaining: coveredByHost > 0 ? 0 : Math.max(0, total - sharesPaid * share),
    coveredByHost,
  };
};

/** "₹1,000 split over 6 places", "4 of 6 paid", and once the host paid the rest, who covered it (the share is the line above: "₹166.67 a player"). */
export const sharedCostWords = (view: SharedCostView, symbol = '₹'): string[] => {
  // Two lines, so "4 of 6 paid" never breaks across them at 375 px.
  const lines = [`${formatMoney(view.total, symbol)} split over ${view.shares} places`, `${view.sharesPaid} of ${view.shares} paid`];
  if (view.coveredByHost > 0) lines.push(`The host paid the remaining ${formatMoney(view.coveredByHost, symbol)}`);
  return lines;
};

/** The host's button: "Pay the remaining ₹333.32". */
export const payRemainingLabel = (view: SharedCostView, symbol = '₹'): string => `Pay the remaining ${formatMoney(view.remaining, symbol)}`;
