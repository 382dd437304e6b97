import { describe, expect, it } from 'vitest';
import type { CouponDetails, CouponEvent } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { couponDecider, discountOf, type CouponCommandMessage } from './couponDecider';

/** Spec section 3 Coupon; Limits live in the coupon's stream. */
const NOW = '2026-11-20T10:00:00.000Z';
const details: CouponDetails = {
  description: '',
  usageLimit: 2,
  usageLimitPerUser: 1,
  couponType: 'general',
  discountType: 'percentage',
  amountorper: 10,
  maxDiscountAmount: 5000,
  minimumAmountToApply: 0,
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-12-01T00:00:00.000Z',
  status: 'active',
  privacy: 'public',
  cities: ['chennai'],
  services: ['slot'],
};
const saved: CouponEvent = { type: 'CouponSaved', data: { code: 'TEN', orgId: 'turf-co', details, savedBy: 'mala' } };
const redeemed = (orderId: string, userId: string, holdExpiresAt = '2026-11-20T10:10:00.000Z'): CouponEvent => ({
  type: 'CouponRedeemed',
  data: { code: 'TEN', orderId, userId, discount: 1000, holdExpiresAt },
});
const redeem = (orderId: string, userId: string, now = NOW): CouponCommandMessage => ({
  type: 'RedeemCoupon',
  data: {
    code: 'TEN',
    orderId,
    userId,
    orgId: 'turf-co',
    city: 'chennai',
    services: ['slot'],
    amount: 10000,
    holdExpiresAt: '2026-11-20T10:10:00.000Z',
  },
  context: { commandId: `c-${orderId}`, userId, now },
});
const spec = deciderSpec(couponDecider);

describe('coupon redemption', () => {
  it('computes the discount: a capped percentage, or a flat amount never above the order', () => {
    expect(discountOf(details, 10000)).toBe(1000);
    expect(discountOf(details, 100000)).toBe(5000);
    expect(discountOf({ ...details, discountType: 'flat', amountorper: 30000, maxDiscountAmount: undefined }, 20000)).toBe(20000);
  });
  it('redeems once per order', () => {
    spec
      .given([saved])
      .when(redeem('o1', 'priya'))
      .then([redeemed('o1', 'priya')]);
    spec
      .given([saved, redeemed('o1', 'priya')])
      .when(redeem('o1', 'priya'))
      .then([]);
  });
  it('holds the usage limit and the per-user limit', () => {
    spec
      .given([saved, redeemed('o1', 'priya'), redeemed('o2', 'arjun')])
      .when(redeem('o3', 'ravi'))
      .thenThrows('COUPON_USAGE_LIMIT_REACHED');
    spec
      .given([saved, redeemed('o1', 'priya')])
      .when(redeem('o2', 'priya'))
      .thenThrows('COUPON_USER_LIMIT_REACHED');
  });
  it('stops counting an unconfirmed use when its hold expires, keeps counting a confirmed one, forgets a released one', () => {
    spec
      .given([saved, redeemed('o1', 'priya')])
      .when(redeem('o2', 'priya', '2026-11-20T10:10:00.000Z'))
      .then([redeemed('o2', 'priya')]);
    spec
      .given([saved, redeemed('o1', 'priya'), { type: 'CouponRedemptionConfirmed', data: { code: 'TEN', orderId: 'o1' } }])
      .when(redeem('o2', 'priya', '2026-11-21T00:00:00.000Z'))
      .thenThrows('COUPON_USER_LIMIT_REACHED');
    spec
      .given([saved, redeemed('o1', 'priya'), { type: 'CouponRedemptionReleased', data: { code: 'TEN', orderId: 'o1' } }])
      .when(redeem('o2', 'priya'))
      .then([redeemed('o2', 'priya')]);
  });
});
