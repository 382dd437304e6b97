import { describe, expect, it } from 'vitest';
import { sliceOfTicket, type CampaignEvent, type SpinWheelSlice } from '@sports/contracts';
import { deciderSpec } from '../../core/deciderSpec';
import { spinResultOf, spinWheelDecider, type PrizeCoupon, type SpinWheelCommand } from './spinWheelDecider';

/** docs/adr/0110-spin-wheel-server.md; spec section 3 Coupon, section 7 coupon calls. */
const NOW = '2026-11-20T10:00:00.000Z';
const ctx = (commandId: string, userId = 'vikram') => ({ commandId, userId, now: NOW });
const slices: SpinWheelSlice[] = [
  { code: 'SPIN100', weight: 1 },
  { code: 'SPIN20', weight: 3 },
  { code: null, weight: 6 },
];
const wheelCoupon = (overrides: Partial<NonNullable<PrizeCoupon>> = {}): PrizeCoupon => ({
  orgId: 'marina',
  couponType: 'spinWheel',
  campaignId: 'diwali',
  ...overrides,
});
const coupons = { SPIN100: wheelCoupon(), SPIN20: wheelCoupon() };
const setPrizes = (
  over: Partial<{ slices: SpinWheelSlice[]; coupons: Record<string, PrizeCoupon>; orgId: string }> = {},
): SpinWheelCommand => ({
  type: 'SetSpinWheelPrizes',
  data: { campaignId: 'diwali', orgId: over.orgId ?? 'marina', slices: over.slices ?? slices, coupons: over.coupons ?? coupons },
  context: ctx('set'),
});
const prizesSet = (version = 1, set = slices): CampaignEvent => ({
  type: 'SpinWheelPrizesSet',
  data: { campaignId: 'diwali', orgId: 'marina', slices: set, version, setBy: 'vikram' },
});
const spin = (userId: string, ticket: number, over: { outOf?: number; oddsVersion?: number } = {}): SpinWheelCommand => ({
  type: 'SpinWheel',
  data: { campaignId: 'diwali', userId, ticket, outOf: over.outOf ?? 10, oddsVersion: over.oddsVersion ?? 1 },
  context: ctx(`spin-${userId}-${ticket}`, userId),
});
const drawn = (userId: string, ticket: number, sliceIndex: number, code: string | null): CampaignEvent => ({
  type: 'SpinWheelPrizeDrawn',
  data: {
    campaignId: 'diwali',
    orgId: 'marina',
    userId,
    oddsVersion: 1,
    slices,
    ticket,
    outOf: 10,
    randomSource: 'node:crypto.randomInt',
    sliceIndex,
    code,
    drawnAt: NOW,
  },
});
const take = (userId: string, code: string): SpinWheelCommand => ({
  type: 'TakeReward',
  data: { campaignId: 'diwali', userId, code },
  context: ctx(`take-${userId}`, userId),
});
const granted = (userId: string, code: string): CampaignEvent => ({
  type: 'CampaignRewardGranted',
  data: { campaignId: 'diwali', userId, code },
});
const spec = deciderSpec(spinWheelDecider);

describe('setting the prizes and odds', () => {
  it('records the slices as version 1, then a change as version 2; the same slices again change nothing', () => {
    spec
      .given([])
      .when(setPrizes())
      .then([prizesSet(1)]);
    const changed = [
      { code: 'SPIN100', weight: 2 },
      { code: null, weight: 8 },
    ];
    spec
      .given([prizesSet(1)])
      .when(setPrizes({ slices: changed }))
      .then([prizesSet(2, changed)]);
    spec
      .given([prizesSet(1)])
      .when(setPrizes())
      .then([]);
  });
  it('refuses a code that is no spin-wheel coupon of this organisation and campaign, naming the slice', () => {
    const refused = (prize: PrizeCoupon) => {
      try {
        spinWheelDecider.decide(setPrizes({ coupons: { ...coupons, SPIN20: prize } }), spinWheelDecider.initialState());
      } catch (error) {
        return { code: (error as { code: string }).code, field: (error as { field: string }).field };
      }
      return null;
    };
    for (const prize of [
      null,
      wheelCoupon({ orgId: 'harbour' }),
      wheelCoupon({ couponType: 'general' }),
      wheelCoupon({ campaignId: 'holi' }),
    ]) {
      expect(refused(prize)).toEqual({ code: 'VALIDATION_FAILED', field: 'slices.1.code' });
    }
  });
  it("keeps a campaign's wheel to the organisation that set it", () => {
    spec
      .given([prizesSet(1)])
      .when(
        setPrizes({ orgId: 'harbour', coupons: { SPIN100: wheelCoupon({ orgId: 'harbour' }), SPIN20: wheelCoupon({ orgId: 'harbour' }) } }),
      )
      .thenThrows('CAMPAIGN_NOT_FOUND');
  });
});

describe('spinning: the server draws, once per user', () => {
  it('maps tickets to slices as wide as their weights', () => {
    expect([0, 1, 3, 4, 9].map((t) => sliceOfTicket(slices, t))).toEqual([0, 1, 1, 2, 2]);
    expect(() => sliceOfTicket(slices, 10)).toThrow(RangeError);
  });
  it('records the draw with the odds, the ticket, its source and the slice won', () => {
    spec
      .given([prizesSet(1)])
      .when(spin('priya', 0))
      .then([drawn('priya', 0, 0, 'SPIN100')]);
    spec
      .given([prizesSet(1)])
      .when(spin('priya', 2))
      .then([drawn('priya', 2, 1, 'SPIN20')]);
    spec
      .given([prizesSet(1)])
      .when(spin('priya', 9))
      .then([drawn('priya', 9, 2, null)]);
  });
  it('answers a second spin with the first draw and appends nothing', () => {
    spec
      .given([prizesSet(1), drawn('priya', 9, 2, null)])
      .when(spin('priya', 0))
      .then([]);
    const state = [prizesSet(1), drawn('priya', 9, 2, null)].reduce(spinWheelDecider.evolve, spinWheelDecider.initialState());
    expect(spinResultOf(state, 'diwali', 'priya')).toEqual({
      campaignId: 'diwali',
      userId: 'priya',
      code: null,
      sliceIndex: 2,
      oddsVersion: 1,
      drawnAt: NOW,
      rewardTaken: false,
    });
    expect(spinResultOf(state, 'diwali', 'arjun')).toBeNull();
  });
  it('refuses a wheel without prizes, a ticket drawn against older odds, and a ticket off the wheel', () => {
    spec.given([]).when(spin('priya', 0)).thenThrows('SPIN_WHEEL_NOT_SET');
    spec
      .given([prizesSet(1), prizesSet(2)])
      .when(spin('priya', 0))
      .thenThrows('CONCURRENCY_CONFLICT');
    spec
      .given([prizesSet(1)])
      .when(spin('priya', 0, { outOf: 12 }))
      .thenThrows('CONCURRENCY_CONFLICT');
    spec
      .given([prizesSet(1)])
      .when(spin('priya', 10))
      .thenThrows('VALIDATION_FAILED');
  });
});

describe('taking the reward (set/reward)', () => {
  it('grants only the code drawn for the user, once', () => {
    spec
      .given([prizesSet(1), drawn('priya', 2, 1, 'SPIN20')])
      .when(take('priya', 'SPIN20'))
      .then([granted('priya', 'SPIN20')]);
    spec
      .given([prizesSet(1), drawn('priya', 2, 1, 'SPIN20'), granted('priya', 'SPIN20')])
      .when(take('priya', 'SPIN20'))
      .then([]);
  });
  it('refuses another code, a "no prize" draw, and a user who never spun', () => {
    spec
      .given([prizesSet(1), drawn('priya', 2, 1, 'SPIN20')])
      .when(take('priya', 'SPIN100'))
      .thenThrows('REWARD_NOT_DRAWN');
    spec
      .given([prizesSet(1), drawn('priya', 9, 2, null)])
      .when(take('priya', 'SPIN100'))
      .thenThrows('REWARD_NOT_DRAWN');
    spec
      .given([prizesSet(1), drawn('priya', 0, 0, 'SPIN100')])
      .when(take('arjun', 'SPIN100'))
      .thenThrows('SPIN_REQUIRED');
    spec
      .given([prizesSet(1), drawn('priya', 2, 1, 'SPIN20'), granted('priya', 'SPIN20')])
      .when(take('priya', 'SPIN100'))
      .thenThrows('REWARD_NOT_DRAWN');
  });
  it("counts a reward granted before draws were recorded as that user's spin", () => {
    spec
      .given([granted('priya', 'SPIN20')])
      .when(spin('priya', 0))
      .then([]);
    const state = [prizesSet(1), granted('priya', 'SPIN20')].reduce(spinWheelDecider.evolve, spinWheelDecider.initialState());
    expect(spinResultOf(state, 'diwali', 'priya')).toMatchObject({ code: 'SPIN20', sliceIndex: 1, rewardTaken: true, drawnAt: null });
  });
});
