import { venueClockWords, venueDayWords } from '@sports/contracts/time/venueTime';
import { formatDateOnly } from '../ui/dayWords';
import { SKILL_NAMES, type GameDocument } from '@sports/contracts';
import { gamePaymentOf, type GamePayment } from '@sports/shared-rules';

/**
 * Times are shown in the venue's time zone whatever the browser's (DESIGN.md "Words";
 * contracts/src/time/venueTime.ts): "Fri 27 Nov" and "06:30".
 */
export const formatDay = (at: Date): string => venueDayWords(at);
export const formatClock = (at: Date): string => venueClockWords(at);
/** A calendar day as the form's date input holds it ("2026-11-26") in words: "Thu 26 Nov". */
export { formatDateOnly };

/** Non-breaking: a length never wraps in the middle ("(1 h" / "30)"). */
const NBSP = '\u00a0';

/** A length in words: "45 min", "2 h", "1 h 30" (with non-breaking spaces). */
export function formatLength(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}${NBSP}min`;
  return rest === 0 ? `${hours}${NBSP}h` : `${hours}${NBSP}h${NBSP}${String(rest).padStart(2, '0')}`;
}

/**
 * Start and end with the length (DESIGN.md's card): "Fri 27 Nov · 06:30–08:00 (1 h 30)". A game
 * that runs past midnight reads as an evening does in booking apps ("22:30–00:00 (1 h 30)": the
 * length says it is the same night); only a range of a day or more names the second day. Without an
 * end only the start; more ranges are counted.
 */
export function formatWhen(game: Pick<GameDocument, 'date' | 'duration'>): string {
  const first = game.duration[0];
  if (!first) return formatDateOnly(game.date);
  const from = new Date(first.from);
  const more = game.duration.length > 1 ? ` (+${game.duration.length - 1} more)` : '';
  if (!first.to) return `${formatDay(from)} · ${formatClock(from)}${more}`;
  const to = new Date(first.to);
  const length = formatLength(to.getTime() - from.getTime());
  const withinADay = to.getTime() - from.getTime() < 24 * 3_600_000;
  const range = withinADay ? `${formatClock(from)}–${formatClock(to)}` : `${formatClock(from)} – ${formatDay(to)} ${formatClock(to)}`;
  return `${formatDay(from)} · ${range} (${length})${more}`;
}

/** Money is in minor units (paise): "₹180", "₹180.50", "₹1,200". */
export const formatMoney = (minor: number, symbol = '₹'): string =>
  `${symbol}${(minor / 100).toLocaleString('en-IN', { minimumFractionDigits: minor % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;

type PriceGame = Pick<
  GameDocument,
  | 'costPerParticpant'
  | 'costPerTeam'
  | 'participationType'
  | 'symbol'
  | 'enablePay'
  | 'payableMethod'
  | 'isCostShared'
  | 'isHostPaying'
  | 'maxParticipants'
  | 'maxParticipantPerTeam'
  | 'teamCount'
  | 'mappedSlots'
>;

/** What a player pays and how (contracts' gamePaymentOf, the answer the server prices a place with). */
export const paymentOfGame = (game: PriceGame): GamePayment =>
  gamePaymentOf({ ...game, bookedSlotsPaid: game.mappedSlots.reduce((sum, s) => sum + (s.paidAmount ?? 0), 0) });

const HOW_PAID: Record<GamePayment['method'], string> = {
  free: 'Free',
  host: 'The host pays',
  online: 'pay when you join',
  venue: 'pay at venue',
};

/** The card's price line (DESIGN.md): "₹180 a player · pay at venue", "Free", "Free · the host pays". */
export function formatPrice(game: PriceGame): string {
  const payment = paymentOfGame(game);
  if (payment.method === 'free') return 'Free';
  if (payment.method === 'host') return 'Free · the host pays';
  return `${formatMoney(payment.perPlayer, game.symbol)} a player · ${HOW_PAID[payment.method]}`;
}

/** The detail's "Cost": per player or per team, shared or not, how and when it is paid. */
export function paymentFacts(game: PriceGame): string[] {
  const payment = paymentOfGame(game);
  if (payment.method === 'free') return ['Free'];
  if (payment.method === 'host') return ['Free for players: the host pays'];
  const each = `${formatMoney(payment.perPlayer, game.symbol)} a player`;
  const basis =
    payment.basis === 'team' && payment.perTeam !== undefined
      ? `${formatMoney(payment.perTeam, game.symbol)} a team, split between its players`
      : payment.basis === 'shared'
        ? 'The booking is shared between the players'
        : 'A fixed price for each player';
  const when =
    payment.method === 'online'
      ? 'Paid in the app when you join'
      : game.enablePay
        ? 'Paid at the venue'
        : 'Paid at the venue (the app takes no money for this game)';
  return [each, basis, when];
}

/** Kept for callers that want the bare amount: "Free" or "₹150". */
export const formatCost = (game: Pick<GameDocument, 'costPerParticpant' | 'symbol'>): string =>
  game.costPerParticpant === 0 ? 'Free' : formatMoney(game.costPerParticpant, game.symbol);

/** Spec section 4 level words: "Intermediate–Pro", "Beginner", or null when the game sets no range. */
export function formatSkillRange(game: Pick<GameDocument, 'enableGameSkill' | 'gameSkillFrom' | 'gameSkillTo'>): string | null {
  if (!game.enableGameSkill || game.gameSkillFrom === undefined) return null;
  const from = SKILL_NAMES[game.gameSkillFrom];
  const to = SKILL_NAMES[game.gameSkillTo ?? game.gameSkillFrom];
  return from === to ? (from ?? null) : `${from}–${to}`;
}

/** A level word for one player's skill (spec section 4), or null when unknown. */
export const skillName = (level: number | null | undefined): string | null =>
  level === null || level === undefined ? null : (SKILL_NAMES[level] ?? null);

/** "800 m", "2.4 km", "35 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/**
 * "3 of 14 left", "1 of 2 left", "Full", or "Closed by host" when the host marked the match full
 * (spec section 4): "8 of 10 left" beside a "Match full" badge and a View button read as a fault.
 */
export const formatPlacesLeft = (
  game: Pick<GameDocument, 'totalParticipantCount' | 'maxParticipants'> & { isMatchFull?: boolean | undefined },
): string => {
  const left = Math.max(0, game.maxParticipants - game.totalParticipantCount);
  if (left > 0 && game.isMatchFull) return 'Closed by host';
  return left === 0 ? 'Full' : `${left} of ${game.maxParticipants} left`;
};

/**
 * A booked slot in words (DESIGN.md "Where"): "Turf A, 18:00–19:00", with its day when it is not
 * the game's; never the raw field id.
 */
export function formatSlot(
  slot: { fieldName?: string | undefined; slotDate: string; startTime: string; endTime: string },
  gameDate?: string,
): string {
  const hhmm = (t: string) => t.slice(0, 5);
  const dayPart = gameDate && slot.slotDate !== gameDate ? `${formatDateOnly(slot.slotDate)} ` : '';
  return `${slot.fieldName ?? 'Booked field'}, ${dayPart}${hhmm(slot.startTime)}–${hhmm(slot.endTime)}`;
}

export const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
