import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, managerToken, playerToken, setUpVenue, slotItem } from '@sports/testing/http/bookingsFixtures';

/**
 * The spin wheel is decided by the server (docs/adr/0110-spin-wheel-server.md;
 * spec section 3 Coupon, section 7 coupon calls): staff set the odds, a spin draws once per user,
 * set/reward only takes the code drawn, and no private coupon is ever listed.
 */
let platform: TestPlatform;
let manager: string;
let priya: string;
beforeEach(async () => {
  platform = await startTestStack();
  manager = await setUpVenue(platform);
  priya = await playerToken(platform, 'priya');
});
afterEach(() => platform.close());

const wheelCoupon = (campaignId = 'diwali', overrides: Record<string, unknown> = {}) => ({
  description: '₹50 off from the wheel',
  usageLimit: 100,
  couponType: 'spinWheel',
  campaignId,
  privacy: 'private',
  discountType: 'flat',
  amountorper: 5000,
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-12-31T00:00:00.000Z',
  ...overrides,
});
const saveCoupon = async (code: string, body: Record<string, unknown>, orgId = ORG, token = manager) =>
  expect((await platform.request('PUT', `/org-api/${orgId}/coupons/${code}`, { token, body })).status).toBe(200);
const setPrizes = (slices: unknown, campaignId = 'diwali', token = manager, orgId = ORG) =>
  platform.request('PUT', `/org-api/${orgId}/spin-wheels/${campaignId}`, { token, body: { slices } });
const spin = (token: string, campaignId = 'diwali') => platform.request('POST', `/api/b2c/coupon/spin/${campaignId}`, { token });
const setReward = (token: string, code: string, userId: string, campaignId = 'diwali') =>
  platform.request('PUT', `/api/b2c/coupon/set/reward/${campaignId}/${code}?userId=${userId}`, { token });
const validate = async (token: string, userId: string) =>
  (await json(await platform.request('GET', `/api/b2c/coupon/validate/users/diwali/${userId}`, { token }))).data;
const campaignEvents = async (campaignId = 'diwali') => platform.eventStore.readStream(`campaign-${campaignId}`);

/** A wheel with two prizes: SPIN100 (weight 1), SPIN50 (weight 3) and "no prize" (weight 6). */
const wheel = async () => {
  await saveCoupon('SPIN100', wheelCoupon('diwali', { amountorper: 10000 }));
  await saveCoupon('SPIN50', wheelCoupon());
  expect(
    (
      await setPrizes([
        { code: 'SPIN100', weight: 1 },
        { code: 'SPIN50', weight: 3 },
        { code: null, weight: 6 },
      ])
    ).status,
  ).toBe(200);
};

describe('staff set the prizes and odds', () => {
  it('saves the slices as a new version, shown in the back office with the candidates', async () => {
    await wheel();
    await platform.settle();
    const record = await json(await platform.request('GET', '/admin-api/spinWheels/diwali', { token: manager }));
    expect(record).toMatchObject({
      id: 'diwali',
      orgId: ORG,
      prizesVersion: 1,
      totalWeight: 10,
      slices: [
        { code: 'SPIN100', weight: 1 },
        { code: 'SPIN50', weight: 3 },
        { code: null, weight: 6 },
      ],
      candidates: [expect.objectContaining({ code: 'SPIN100' }), expect.objectContaining({ code: 'SPIN50' })],
      spins: 0,
    });
    const changed = await json(
      await setPrizes([
        { code: 'SPIN100', weight: 5 },
        { code: null, weight: 5 },
      ]),
    );
    expect(changed).toEqual({ message: 'success', data: { campaignId: 'diwali', version: 2 } });
  });

  it('refuses bad prizes with 400 naming the field, and appends nothing', async () => {
    await saveCoupon('SPIN50', wheelCoupon());
    await saveCoupon('GENERAL1', { ...wheelCoupon(), couponType: 'general', campaignId: undefined, privacy: 'public' });
    await saveCoupon('HOLI50', wheelCoupon('holi'));
    const other = await managerToken(platform, 'other-co');
    await platform.request('PUT', '/org-api/other-co', { token: other, body: { name: 'Other' } });
    await saveCoupon('OTHER50', wheelCoupon('diwali-other'), 'other-co', other);
    const before = await platform.eventCount();
    const cases: Array<[unknown, string]> = [
      [[{ code: 'SPIN50', weight: 1 }], 'slices'],
      [Array.from({ length: 13 }, () => ({ code: null, weight: 1 })), 'slices'],
      [
        [
          { code: 'SPIN50', weight: 0 },
          { code: null, weight: 1 },
        ],
        'slices.0.weight',
      ],
      [
        [
          { code: 'SPIN50', weight: 1.5 },
          { code: null, weight: 1 },
        ],
        'slices.0.weight',
      ],
      [
        [
          { code: 'SPIN50', weight: 1 },
          { code: 'SPIN50', weight: 2 },
        ],
        'slices.1.code',
      ],
      [
        [
          { code: null, weight: 1 },
          { code: null, weight: 2 },
        ],
        'slices',
      ],
      [
        [
          { code: 'spin50', weight: 1 },
          { code: null, weight: 2 },
        ],
        'slices.0.code',
      ],
      [
        [
          { code: 'SPIN50', weight: 1 },
          { code: 'NOSUCH', weight: 2 },
        ],
        'slices.1.code',
      ],
      [
        [
          { code: 'SPIN50', weight: 1 },
          { code: 'GENERAL1', weight: 2 },
        ],
        'slices.1.code',
      ],
      [
        [
          { code: 'SPIN50', weight: 1 },
          { code: 'HOLI50', weight: 2 },
        ],
        'slices.1.code',
      ],
      [
        [
          { code: 'SPIN50', weight: 1 },
          { code: 'OTHER50', weight: 2 },
        ],
        'slices.1.code',
      ],
    ];
    for (const [slices, field] of cases) await expectProblem(await setPrizes(slices), 400, 'VALIDATION_FAILED', field);
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spin-wheels/diwali`, { token: manager, body: { slices: [], extra: 1 } }),
      400,
      'VALIDATION_FAILED',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spin-wheels/Not_A_Campaign`, { token: manager, body: { slices: [] } }),
      400,
      'VALIDATION_FAILED',
      'params.campaignId',
    );
    expect(await platform.eventCount()).toBe(before);
  });

  it('lets only managers of the organisation set them; a campaign set by one organisation does not exist for another', async () => {
    await saveCoupon('SPIN50', wheelCoupon());
    const slices = [
      { code: 'SPIN50', weight: 1 },
      { code: null, weight: 1 },
    ];
    await expectProblem(await setPrizes(slices, 'diwali', priya), 403, 'FORBIDDEN', 'orgId');
    expect((await setPrizes(slices)).status).toBe(200);
    const other = await managerToken(platform, 'other-co');
    await platform.request('PUT', '/org-api/other-co', { token: other, body: { name: 'Other' } });
    await saveCoupon('OTHER50', wheelCoupon(), 'other-co', other);
    await expectProblem(
      await setPrizes(
        [
          { code: 'OTHER50', weight: 1 },
          { code: null, weight: 1 },
        ],
        'diwali',
        other,
        'other-co',
      ),
      404,
      'CAMPAIGN_NOT_FOUND',
      'campaignId',
    );
  });
});

describe('a spin draws the prize on the server, once per user', () => {
  it('records the draw with what an audit needs, and answers every later spin with it', async () => {
    await wheel();
    const first = await json(await spin(priya));
    expect(first.data).toMatchObject({
      campaignId: 'diwali',
      userId: 'priya',
      oddsVersion: 1,
      drawnAt: '2026-11-20T10:00:00.000Z',
      rewardTaken: false,
    });
    expect([0, 1, 2]).toContain(first.data.sliceIndex);
    expect(first.data.code).toBe(['SPIN100', 'SPIN50', null][first.data.sliceIndex]);
    const drawn = (await campaignEvents()).filter((e) => e.type === 'SpinWheelPrizeDrawn');
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.data).toMatchObject({
      campaignId: 'diwali',
      userId: 'priya',
      oddsVersion: 1,
      slices: [
        { code: 'SPIN100', weight: 1 },
        { code: 'SPIN50', weight: 3 },
        { code: null, weight: 6 },
      ],
      outOf: 10,
      randomSource: 'node:crypto.randomInt',
      sliceIndex: first.data.sliceIndex,
      code: first.data.code,
      drawnAt: '2026-11-20T10:00:00.000Z',
    });
    const { ticket } = drawn[0]!.data as { ticket: number };
    expect(ticket).toBeGreaterThanOrEqual(0);
    expect(ticket).toBeLessThan(10);
    // The ticket decides the slice: 0 is SPIN100, 1-3 SPIN50, 4-9 no prize.
    expect(first.data.sliceIndex).toBe(ticket < 1 ? 0 : ticket < 4 ? 1 : 2);

    platform.setNow('2026-11-21T10:00:00.000Z');
    const again = await json(await spin(priya));
    expect(again).toEqual(first);
    expect((await campaignEvents()).filter((e) => e.type === 'SpinWheelPrizeDrawn')).toHaveLength(1);
  });

  it('20 spins at once by one user: exactly one draw, and all 20 replies the same', async () => {
    await wheel();
    const replies = await Promise.all(Array.from({ length: 20 }, () => spin(priya)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(replies.map(json));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect((await campaignEvents()).filter((e) => e.type === 'SpinWheelPrizeDrawn')).toHaveLength(1);
    await platform.settle();
    expect((await json(await platform.request('GET', '/admin-api/spinWheels/diwali', { token: manager }))).spins).toBe(1);
  });

  it('draws by the odds: over many users each prize comes up near its share', async () => {
    await wheel();
    const tally = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const { data } = await json(await spin(await playerToken(platform, `odds-${i}`)));
      tally.set(String(data.code), (tally.get(String(data.code)) ?? 0) + 1);
    }
    // Shares 10%, 30%, 60%: bounds some 5 standard deviations wide, so this fails only for a wrong draw.
    expect(tally.get('SPIN100') ?? 0).toBeGreaterThan(5);
    expect(tally.get('SPIN100') ?? 0).toBeLessThan(60);
    expect(tally.get('SPIN50') ?? 0).toBeGreaterThan(50);
    expect(tally.get('SPIN50') ?? 0).toBeLessThan(130);
    expect(tally.get('null') ?? 0).toBeGreaterThan(140);
    expect(tally.get('null') ?? 0).toBeLessThan(220);
  });

  it('refuses a wheel without prizes (409), a bad campaign id (400) and an anonymous caller (401)', async () => {
    await saveCoupon('SPIN50', wheelCoupon());
    await expectProblem(await spin(priya), 409, 'SPIN_WHEEL_NOT_SET', 'campaignId');
    expect(await validate(priya, 'priya')).toEqual({ eligible: false, reason: 'SPIN_WHEEL_NOT_SET', reward: null });
    await expectProblem(await spin(priya, 'Bad Id!'), 400, 'VALIDATION_FAILED', 'params.campaignId');
    await expectProblem(await platform.request('POST', '/api/b2c/coupon/spin/diwali'), 401, 'UNAUTHENTICATED');
    await expectProblem(
      await platform.request('POST', '/api/b2c/coupon/spin/diwali?userId=arjun', { token: priya }),
      400,
      'VALIDATION_FAILED',
      'query.userId',
    );
    expect(await campaignEvents()).toEqual([]);
  });
});

describe('set/reward only takes the prize drawn', () => {
  /** Spins for fresh users until one is drawn a prize: the spin is random, the test is not. */
  const winner = async () => {
    for (let i = 0; ; i++) {
      const token = await playerToken(platform, `winner-${i}`);
      const { data } = await json(await spin(token));
      if (data.code) return { token, userId: `winner-${i}`, code: data.code as string };
    }
  };

  it('the hostile call: a code not drawn for the user answers 409 and grants nothing', async () => {
    await wheel();
    const before = await platform.eventCount();
    await expectProblem(await setReward(priya, 'SPIN100', 'priya'), 409, 'SPIN_REQUIRED', 'code');
    expect(await platform.eventCount()).toBe(before);
    const { data } = await json(await spin(priya));
    const other = data.code === 'SPIN100' ? 'SPIN50' : 'SPIN100';
    const afterSpin = await platform.eventCount();
    await expectProblem(await setReward(priya, other, 'priya'), 409, 'REWARD_NOT_DRAWN', 'code');
    expect(await platform.eventCount()).toBe(afterSpin);
    // Nothing granted: the private coupon still refuses the player at checkout.
    await expectProblem(
      await platform.request('POST', '/api/b2c/orders', { token: priya, body: { couponCode: other, cartItem: [slotItem('18:00')] } }),
      403,
      'COUPON_PRIVATE',
      'couponCode',
    );
  });

  it('the code drawn is granted once, works at checkout for that user, and validate/users says so', async () => {
    await wheel();
    const { token, userId, code } = await winner();
    await platform.settle();
    expect(await validate(token, userId)).toEqual({ eligible: false, reason: 'ALREADY_SPUN', reward: code });
    const takes = await Promise.all(Array.from({ length: 5 }, () => setReward(token, code, userId)));
    expect(takes.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await campaignEvents()).filter((e) => e.type === 'CampaignRewardGranted')).toHaveLength(1);
    await platform.settle();
    expect(await validate(token, userId)).toEqual({ eligible: false, reason: 'REWARD_ALREADY_GRANTED', reward: code });
    expect((await json(await spin(token))).data).toMatchObject({ code, rewardTaken: true });
    expect(
      (await platform.request('POST', '/api/b2c/orders', { token, body: { couponCode: code, cartItem: [slotItem('18:00')] } })).status,
    ).toBe(201);
  });

  it("refuses other users' ids, bad input and a coupon of another campaign", async () => {
    await wheel();
    const { userId, code } = await winner();
    await expectProblem(await setReward(priya, code, userId), 403, 'FORBIDDEN', 'userId');
    await expectProblem(
      await platform.request('GET', `/api/b2c/coupon/validate/users/diwali/${userId}`, { token: priya }),
      403,
      'FORBIDDEN',
      'userId',
    );
    await expectProblem(await setReward(priya, 'lower', 'priya'), 400, 'VALIDATION_FAILED', 'params.code');
    await expectProblem(
      await platform.request('PUT', '/api/b2c/coupon/set/reward/diwali/SPIN50', { token: priya }),
      400,
      'VALIDATION_FAILED',
      'query.userId',
    );
    await expectProblem(await setReward(priya, 'SPIN50', 'priya', 'holi'), 404, 'CAMPAIGN_NOT_FOUND', 'campaignId');
  });
});

describe('no private coupon is ever listed', () => {
  it('the public campaign listing shows only public, active coupons of the campaign', async () => {
    await wheel();
    await saveCoupon('DIWALI10', { ...wheelCoupon(), privacy: 'public', description: '₹50 off for everyone' });
    await saveCoupon('DIWALIOFF', { ...wheelCoupon(), privacy: 'public', status: 'inactive' });
    await platform.settle();
    const { data } = await json(await platform.request('GET', '/api/b2c/coupon/get/campaign/diwali'));
    expect(data.map((c: { code: string }) => c.code)).toEqual(['DIWALI10']);
    // Players see each wheel's prizes in words and their chances, never a code.
    const wheels = await json(await platform.request('GET', '/api/b2c/coupon/wheels'));
    expect(wheels.data).toEqual([
      {
        campaignId: 'diwali',
        slices: [
          { label: '₹50 off from the wheel', percent: 10, prize: true },
          { label: '₹50 off from the wheel', percent: 30, prize: true },
          { label: 'No prize', percent: 60, prize: false },
        ],
      },
    ]);
    expect(JSON.stringify(wheels)).not.toMatch(/SPIN/);
    // The back office's own list (staff of the organisation only) shows them all.
    const anonymous = await platform.request('GET', '/admin-api/coupons');
    expect(anonymous.status).toBe(401);
  });
});
