import type { CancellationPolicy } from '@sports/contracts/catalogue/shapes';

/**
 * What a player pays to join a game, and how: the one answer the server prices an
 * order's game place with and the player UI shows on cards, the detail and the join button.
 *
 * Spec section 3 Activity fields (the wire names, `costPerParticpant` spelled so):
 * - `isHostPaying`: the host pays for everyone; players pay nothing.
 * - `participationType` `team` with a `costPerTeam`: the team's cost is split across the team's
 *   places, so a player pays costPerTeam / maxParticipantPerTeam, rounded up to the paisa.
 * - `isCostShared` (individual games): a shared total, the host's booked slots mapped to the game or
 *   else the `costPerTeam` the host gives as the game's total, is split into `maxParticipants` shares
 *   (rounded up to the paisa, so the players together cover it; the game read model derives the same,
 *   docs/bookings.md "Cost per participant from the booking"); with neither, the host's
 *   `costPerParticpant` stands. Once the host has paid the rest (`sharedRemainderPaid`), nobody else
 *   pays: the cost is covered (docs/adr/0102-paying-together.md).
 * - otherwise `costPerParticpant`.
 * How it is paid: a cost of 0 is free. `enablePay` on with `payableMethod` `paybefore` (the spec's
 * default, section 4) is paid online through the cart and checkout before the place is the player's;
 * `payatvenue`, or `enablePay` off (the platform takes no money for the game), is paid at the venue
 * and the player joins at once.
 */
export type GamePaymentMethod = 'free' | 'host' | 'online' | 'venue';
export type GameCostBasis = 'player' | 'team' | 'shared';

export interface GamePaymentTerms {
  enablePay: boolean;
  payableMethod: 'paybefore' | 'payatvenue';
  costPerParticpant: number;
  costPerTeam: number;
  isCostShared: boolean;
  isHostPaying: boolean;
  participationType: 'individual' | 'team';
  maxParticipants: number;
  maxParticipantPerTeam?: number | undefined;
  teamCount?: number | undefined;
  /** The paid totals of the host's booked slots mapped to the game (SlotMapped.paidAmount), if any. */
  bookedSlotsPaid?: number | undefined;
  /** A shared cost's rest the host paid, in paise: above 0, the cost is covered and later players pay nothing. */
  sharedRemainderPaid?: number | undefined;
}

/** What a game's details say of its payment; the booked slots' total and the host's paid remainder come from elsewhere. */
export type GameTermsSource = Omit<GamePaymentTerms, 'bookedSlotsPaid' | 'sharedRemainderPaid'>;

/**
 * The payment terms of game details or a game document: its own ten fields (a copy of a game
 * document's seventy, made for every event, cost the game projection a tenth of a rebuild), with
 * the booked slots' paid total and the host's paid remainder when the caller knows them.
 */
export const gameTermsOf = (
  game: GameTermsSource,
  extra: Pick<GamePaymentTerms, 'bookedSlotsPaid' | 'sharedRemainderPaid'> = {},
): GamePaymentTerms => ({
  enablePay: game.enablePay,
  payableMethod: game.payableMethod,
  costPerParticpant: game.costPerParticpant,
  costPerTeam: game.costPerTeam,
  isCostShared: game.isCostShared,
  isHostPaying: game.isHostPaying,
  participationType: game.participationType,
  maxParticipants: game.maxParticipants,
  maxParticipantPerTeam: game.maxParticipantPerTeam,
  teamCount: game.teamCount,
  ...extra,
});

export interface GamePayment {
  method: GamePaymentMethod;
  /** What one player pays, in paise (0 when free or the host pays). */
  perPlayer: number;
  basis: GameCostBasis;
  /** A team game's cost for the whole team, in paise. */
  perTeam?: number;
  /** A shared cost's total, in paise, split into maxParticipants shares of perPlayer. */
  sharedTotal?: number;
}

const shareOf = (total: number, places: number): number => Math.ceil(total / Math.max(1, places));

/** The total a shared cost splits: the booked slots, else the host's costPerTeam; 0 when neither (or not shared). */
export const sharedTotalOf = (terms: GamePaymentTerms): number => {
  if (!terms.isCostShared || (terms.participationType === 'team' && terms.costPerTeam > 0)) return 0;
  return (terms.bookedSlotsPaid ?? 0) > 0 ? terms.bookedSlotsPaid! : terms.costPerTeam;
};

export const gamePaymentOf = (terms: GamePaymentTerms): GamePayment => {
  const team = terms.participationType === 'team' && terms.costPerTeam > 0;
  const sharedTotal = sharedTotalOf(terms);
  const basis: GameCostBasis = team ? 'team' : terms.isCostShared ? 'shared' : 'player';
  const perTeam = team ? { perTeam: terms.costPerTeam } : {};
  const total = sharedTotal > 0 ? { sharedTotal } : {};
  if (terms.isHostPaying || (sharedTotal > 0 && (terms.sharedRemainderPaid ?? 0) > 0))
    return { method: 'host', perPlayer: 0, basis, ...perTeam, ...total };
  const perPlayer = team
    ? shareOf(terms.costPerTeam, terms.maxParticipantPerTeam ?? shareOf(terms.maxParticipants, terms.teamCount ?? 2))
    : sharedTotal > 0
      ? shareOf(sharedTotal, terms.maxParticipants)
      : terms.costPerParticpant;
  if (perPlayer === 0) return { method: 'free', perPlayer: 0, basis, ...perTeam };
  const online = terms.enablePay && terms.payableMethod === 'paybefore';
  return { method: online ? 'online' : 'venue', perPlayer, basis, ...perTeam, ...total };
};

/**
 * What one player pays for a game's place, in paise: gamePaymentOf's perPlayer, the amount its card
 * shows. The game list's price filter (maxCost) compares this, so "Free" lists exactly the games whose
 * cards say Free or Host pays: a team game counts its player's share of costPerTeam (rounded up to the
 * paisa), a shared cost the booking's share, and a game with a cost but enablePay off counts that cost
 * too (it is paid at the venue, not free). The game read model keeps it as `playerCost`.
 */
export const playerCostOf = (terms: GamePaymentTerms): number => gamePaymentOf(terms).perPlayer;

/** Rupees with the symbol (spec section 9), paise shown only when there are some: ₹180, ₹183.34. */
export const formatRupees = (paise: number, symbol = '₹'): string => `${symbol}${(paise / 100).toFixed(2).replace(/\.00$/, '')}`;

/** The words for a card or the detail: "₹180 a player · pay before", "Free", "Host pays". */
export const gamePaymentWords = (payment: GamePayment, symbol = '₹'): string => {
  if (payment.method === 'host') return 'Host pays';
  if (payment.method === 'free') return 'Free';
  const price = `${formatRupees(payment.perPlayer, symbol)} a player`;
  const basis =
    payment.basis === 'team' && payment.perTeam
      ? ` (${formatRupees(payment.perTeam, symbol)} a team)`
      : payment.basis === 'shared'
        ? ' (cost shared)'
        : '';
  return `${price}${basis} · ${payment.method === 'online' ? 'pay online to join' : 'pay at venue'}`;
};

/**
 * The refund policy of a paid game's place when the game is not at a catalogue venue (a host's own
 * game; at a venue its cancellation policy applies): everything back until 24 hours before the start,
 * half until 6 hours before, nothing after (docs/bookings.md "Paid games").
 */
export const HOST_GAME_CANCELLATION_POLICY: CancellationPolicy = {
  type: 'partial',
  rules: [
    { hoursBefore: 24, refundPercent: 100 },
    { hoursBefore: 6, refundPercent: 50 },
  ],
};
