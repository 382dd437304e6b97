import { DomainError, type CouponDetails, type CouponEvent } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

/** One coupon's stream `coupon-{code}`: its usage limit and per-user limit hold here, however many buyers race. */
export interface CouponState {
  orgId: string | null;
  details: CouponDetails | null;
  redemptions: Map<string, { userId: string; holdExpiresAt: string; confirmed: boolean }>;
  granted: Set<string>;
}

type CouponCommandData = {
  SaveCoupon: { code: string; orgId: string; details: CouponDetails };
  RedeemCoupon: {
    code: string;
    orderId: string;
    userId: string;
    orgId: string;
    city: string | null;
    services: string[];
    /** The order's value before tax, after any bulk discount: the minimum applies to it and the discount comes off it (discounts.ts). */
    amount: number;
    holdExpiresAt: string;
  };
  ConfirmRedemption: { code: string; orderId: string };
  ReleaseRedemption: { code: string; orderId: string };
  GrantCoupon: { code: string; userId: string };
};
export type CouponCommandMessage = {
  [T in keyof CouponCommandData]: { type: T; data: CouponCommandData[T]; context: Command['context'] };
}[keyof CouponCommandData];

export const initialCouponState = (): CouponState => ({ orgId: null, details: null, redemptions: new Map(), granted: new Set() });

export const evolveCoupon = (state: CouponState, event: CouponEvent): CouponState => {
  switch (event.type) {
    case 'CouponSaved':
      return { ...state, orgId: event.data.orgId, details: event.data.details };
    case 'CouponRedeemed':
      return {
        ...state,
        redemptions: new Map(state.redemptions).set(event.data.orderId, {
          userId: event.data.userId,
          holdExpiresAt: event.data.holdExpiresAt,
          confirmed: false,
        }),
      };
    case 'CouponRedemptionConfirmed': {
      const known = state.redemptions.get(event.data.orderId);
      return known ? { ...state, redemptions: new Map(state.redemptions).set(event.data.orderId, { ...known, confirmed: true }) } : state;
    }
    case 'CouponRedemptionReleased': {
      const redemptions = new Map(state.redemptions);
      redemptions.delete(event.data.orderId);
      return { ...state, redemptions };
    }
    case 'CouponGranted':
      return { ...state, granted: new Set(state.granted).add(event.data.userId) };
  }
};

/** Spec section 3 Coupon: a percentage (capped by maxDiscountAmount) or a flat amount, never more than the amount. */
export const discountOf = (details: CouponDetails, amount: number): number => {
  const raw = details.discountType === 'percentage' ? Math.floor((amount * details.amountorper) / 100) : details.amountorper;
  return Math.min(raw, details.maxDiscountAmount ?? Number.MAX_SAFE_INTEGER, amount);
};

/** A redemption counts while confirmed, or while its order's hold lasts. */
const counting = (state: CouponState, now: string) =>
  [...state.redemptions.values()].filter((r) => r.confirmed || Date.parse(r.holdExpiresAt) > Date.parse(now));

const refuse = (code: ConstructorParameters<typeof DomainError>[0], message: string) => new DomainError(code, message, 'couponCode');

const redeem = (data: CouponCommandData['RedeemCoupon'], state: CouponState, now: string): CouponEvent[] => {
  const details = state.details;
  if (!details) throw refuse('COUPON_NOT_FOUND', 'No such coupon');
  if (state.redemptions.has(data.orderId)) return [];
  if (details.status !== 'active') throw refuse('COUPON_INACTIVE', 'This coupon is not active');
  if (Date.parse(now) < Date.parse(details.from)) throw refuse('COUPON_NOT_STARTED', 'This coupon is not valid yet');
  if (Date.parse(now) >= Date.parse(details.to)) throw refuse('COUPON_EXPIRED', 'This coupon has expired');
  if (state.orgId !== data.orgId) throw refuse('COUPON_NOT_FOR_VENUE', 'This coupon is not valid at this venue');
  if (details.cities.length && !details.cities.some((c) => c.toLowerCase() === data.city))
    throw refuse('COUPON_NOT_FOR_CITY', 'This coupon is not valid in this city');
  if (details.services.length && !data.services.every((s) => (details.services as string[]).includes(s)))
    throw refuse('COUPON_NOT_FOR_SERVICE', 'This coupon is not valid for these items');
  if (details.privacy === 'private' && !state.granted.has(data.userId)) throw refuse('COUPON_PRIVATE', 'This coupon was not given to you');
  if (data.amount < details.minimumAmountToApply)
    throw refuse('COUPON_MINIMUM_NOT_MET', `This coupon needs an order of at least ${details.minimumAmountToApply} paise`);
  const active = counting(state, now);
  if (active.length >= details.usageLimit) throw refuse('COUPON_USAGE_LIMIT_REACHED', 'This coupon has been used up');
  if (active.filter((r) => r.userId === data.userId).length >= details.usageLimitPerUser)
    throw refuse('COUPON_USER_LIMIT_REACHED', 'You have used this coupon as often as it allows');
  return [
    {
      type: 'CouponRedeemed',
      data: {
        code: data.code,
        orderId: data.orderId,
        userId: data.userId,
        discount: discountOf(details, data.amount),
        holdExpiresAt: data.holdExpiresAt,
      },
    },
  ];
};

export const decideCoupon = (command: CouponCommandMessage, state: CouponState): CouponEvent[] => {
  switch (command.type) {
    case 'SaveCoupon':
      // A code belongs to one organisation for good.
      if (state.orgId && state.orgId !== command.data.orgId)
        throw new DomainError('COUPON_NOT_FOUND', 'This organisation has no such coupon', 'code');
      return [{ type: 'CouponSaved', data: { ...command.data, savedBy: command.context.userId } }];
    case 'RedeemCoupon':
      return redeem(command.data, state, command.context.now);
    case 'ConfirmRedemption': {
      const found = state.redemptions.get(command.data.orderId);
      return found && !found.confirmed ? [{ type: 'CouponRedemptionConfirmed', data: command.data }] : [];
    }
    case 'ReleaseRedemption':
      return state.redemptions.has(command.data.orderId) ? [{ type: 'CouponRedemptionReleased', data: command.data }] : [];
    case 'GrantCoupon':
      if (!state.details) throw new DomainError('COUPON_NOT_FOUND', 'No such coupon', 'code');
      return state.granted.has(command.data.userId) ? [] : [{ type: 'CouponGranted', data: command.data }];
  }
};

export const couponDecider: Decider<CouponCommandMessage, CouponEvent, CouponState> = {
  initialState: initialCouponState,
  evolve: evolveCoupon,
  decide: decideCoupon,
};
