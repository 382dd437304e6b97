import { COUPON_REASONS } from '@sports/contracts';

type CouponReason = (typeof COUPON_REASONS)[number];

/** What each stable reason code (docs/bookings.md "Coupons") means to the player. */
const MESSAGES: Record<CouponReason, string> = {
  COUPON_NOT_FOUND: 'There is no coupon with this code.',
  COUPON_INACTIVE: 'This coupon is not active.',
  COUPON_NOT_STARTED: 'This coupon cannot be used yet.',
  COUPON_EXPIRED: 'This coupon has expired.',
  COUPON_NOT_FOR_VENUE: 'This coupon is not valid at this venue.',
  COUPON_NOT_FOR_CITY: 'This coupon is not valid in this city.',
  COUPON_NOT_FOR_SERVICE: 'This coupon does not apply to what is in your cart.',
  COUPON_MINIMUM_NOT_MET: 'Your order is below the minimum amount for this coupon.',
  COUPON_PRIVATE: 'This coupon is private and was not given to you.',
  COUPON_USAGE_LIMIT_REACHED: 'This coupon has been used up.',
  COUPON_USER_LIMIT_REACHED: 'You have already used this coupon as often as allowed.',
};

export const isCouponReason = (code: string | undefined): code is CouponReason =>
  (COUPON_REASONS as readonly string[]).includes(code ?? '');

/** The player's message for a coupon refusal; the server's own detail follows it, so nothing is hidden. */
export const couponMessage = (code: CouponReason): string => MESSAGES[code];
