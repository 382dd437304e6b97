/**
 * Spec section 3 names keys after the product: `{product}Coins` on the user profile and a
 * `{product}` count in the Activity list response. The spec never names the product; ours is the
 * sports platform, so the keys are `sportsCoins` and `sports` (docs/activity-and-order-fields.md).
 * The older `coins` and `games` keys stay beside them for existing clients.
 */
export const PRODUCT_KEY = 'sports' as const;
export const PRODUCT_COINS_KEY = `${PRODUCT_KEY}Coins` as const;
