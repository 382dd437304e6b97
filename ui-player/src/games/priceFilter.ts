import { formatMoney } from '../booking/money';

/**
 * The game list's price filter (the list's maxCost, in paise: what one player pays, as the cards
 * show it): the caps a player picks from, as on other sports apps; no cap is "Any price".
 */
export const PRICE_CAPS = [0, 10_000, 20_000, 50_000] as const;

/** "Any price", "Free", "Up to ₹100" (the money format of the cards: booking/money.ts). */
export const priceWords = (maxCost: number | undefined): string =>
  maxCost === undefined ? 'Any price' : maxCost === 0 ? 'Free' : `Up to ${formatMoney(maxCost)}`;
