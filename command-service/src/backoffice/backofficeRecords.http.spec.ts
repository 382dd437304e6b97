import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, managerToken, playerToken, staffToken } from '@sports/testing/http/bookingsFixtures';

/**
 * The business records (instructors, resources, campaigns,
 * enquiries, partners, plans, subscriptions, stories, polls, quizzes, comments, replies) are
 * written by commands under /org-api and read through the generic /admin-api lists, scoped by
 * organisation (docs/backoffice.md "Business records").
 */
const OTHER = 'other-co';
let platform: TestPlatform;
let manager: string;
let staff: string;
let otherManager: string;
let admin: string;

const put = (token: string, path: string, body: unknown) => platform.request('PUT', `/org-api/${ORG}/${path}`, { token, body });
const post = (token: string, path: string, body: unknown) => platform.request('POST', `/org-api/${ORG}/${path}`, { token, body });
const ok = async (response: Response) => {
  if (response.status !== 200) expect(await json(response)).toBe('a success');
  return (await json(response)).data as { id: string; status: string };
};
const list = async (token: string, resource: string, query = '') => {
  await platform.settle();
  const response = await platform.request('GET', `/admin-api/${resource}${query}`, { token });
  expect(response.status).toBe(200);
  return { records: (await json(response)) as Array<Record<string, unknown>>, range: response.headers.get('content-range') };
};
const q = (params: Record<string, unknown>) =>
  `?${Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&')}`;

const lead = { name: 'Asha Rao', phone: '919876543210', listingId: 'football', source: 'walk_in' };

beforeAll(async () => {
  platform = await startTestStack({ now: '2026-11-20T10:00:00.000Z' });
  manager = await managerToken(platform);
  staff = await staffToken(platform);
  otherManager = await managerToken(platform, OTHER);
  admin = (await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken;
  await platform.request('PUT', `/org-api/${ORG}`, { token: manager, body: { name: 'Turf Co' } });
  await platform.request('PUT', `/org-api/${OTHER}`, { token: otherManager, body: { name: 'Other Co' } });
});
afterAll(() => platform.close());

describe('enquiries and their logs', () => {
  it('a manager records a lead, logs calls and moves it on; staff read it with its history; another organisation sees nothing', async () => {
    expect(await ok(await put(manager, 'enquiries/asha', lead))).toEqual({ id: `enquiry-${ORG}.asha`, status: 'new' });
    await ok(await post(manager, 'enquiries/asha/logs', { note: 'Wants weekend slots', nextFollowUp: '2026-11-22T04:30:00.000Z' }));
    expect(await ok(await post(manager, 'enquiries/asha/status', { status: 'contacted' }))).toEqual({
      id: `enquiry-${ORG}.asha`,
      status: 'contacted',
    });

    const { records, range } = await list(staff, 'enquiries', q({ filter: { status: 'contacted' } }));
    expect(range).toBe('enquiries 0-0/1');
    expect(records[0]).toMatchObject({
      id: `enquiry-${ORG}.asha`,
      kind: 'enquiry',
      orgId: ORG,
      name: 'Asha Rao',
      phone: '919876543210',
      status: 'contacted',
      listingIds: ['football'],
      nextFollowUp: '2026-11-22T04:30:00.000Z',
    });
    expect(records[0]!.logs).toEqual([
      { note: 'Wants weekend slots', by: `manager-${ORG}`, at: '2026-11-20T10:00:00.000Z', nextFollowUp: '2026-11-22T04:30:00.000Z' },
    ]);

    const history = await json(await platform.request('GET', `/admin-api/enquiries/enquiry-${ORG}.asha/history`, { token: staff }));
    expect(history.map((e: { type: string; userId: string }) => [e.type, e.userId])).toEqual([
      ['RecordSaved', `manager-${ORG}`],
      ['EnquiryLogged', `manager-${ORG}`],
      ['RecordStatusChanged', `manager-${ORG}`],
    ]);

    expect((await list(otherManager, 'enquiries')).range).toBe('enquiries */0');
    expect((await list(otherManager, 'enquiries', q({ filter: { orgId: ORG } }))).records).toEqual([]);
    await expectProblem(
      await platform.request('GET', `/admin-api/enquiries/enquiry-${ORG}.asha`, { token: otherManager }),
      404,
      'RECORD_NOT_FOUND',
    );
    // Another organisation cannot change it through its own path either: the key is its own record there.
    await expectProblem(
      await platform.request('POST', `/org-api/${OTHER}/enquiries/asha/status`, { token: otherManager, body: { status: 'lost' } }),
      404,
      'RECORD_NOT_FOUND',
      'key',
    );
    // An enquiry is no instructor: the resources over one read model are fixed to their kind.
    await expectProblem(
      await platform.request('GET', `/admin-api/instructors/enquiry-${ORG}.asha`, { token: admin }),
      404,
      'RECORD_NOT_FOUND',
    );
  });

  it('refuses bad input naming the field, staff writes and players, appending nothing', async () => {
    const player = await playerToken(platform, 'priya');
    const before = await platform.eventCount();
    await expectProblem(await put(manager, 'enquiries/bad', { ...lead, phone: '9876543210' }), 400, 'VALIDATION_FAILED', 'phone');
    await expectProblem(await put(manager, 'enquiries/bad', { ...lead, source: 'campaign' }), 400, 'VALIDATION_FAILED', 'campaignId');
    await expectProblem(await put(manager, 'enquiries/Bad_Key', lead), 400, 'VALIDATION_FAILED', 'params.key');
    await expectProblem(await post(manager, 'enquiries/asha/status', { status: 'hidden' }), 400, 'VALIDATION_FAILED', 'status');
    await expectProblem(await post(manager, 'enquiries/nobody/logs', { note: 'Hello' }), 404, 'RECORD_NOT_FOUND', 'key');
    await expectProblem(await put(staff, 'enquiries/bad', lead), 403, 'FORBIDDEN');
    await expectProblem(await put(player, 'enquiries/bad', lead), 403, 'FORBIDDEN');
    await expectProblem(
      await platform.request('PUT', '/org-api/no-such-org/enquiries/bad', { token: admin, body: lead }),
      404,
      'ORGANISATION_NOT_FOUND',
      'orgId',
    );
    expect(await platform.eventCount()).toBe(before);
  });

  it('keeps a converted lead as it was', async () => {
    await ok(await put(manager, 'enquiries/ravi', { ...lead, name: 'Ravi' }));
    await ok(await post(manager, 'enquiries/ravi/status', { status: 'converted' }));
    await expectProblem(await post(manager, 'enquiries/ravi/status', { status: 'lost' }), 409, 'STATUS_CHANGE_NOT_ALLOWED', 'status');
  });
});

describe('partners and payout accounts', () => {
  const partner = {
    name: 'Marina Turf LLP',
    bankAccount: { holderName: 'Marina Turf LLP', ifsc: 'HDFC0001234', accountNumber: '50100012345678' },
    upiId: 'marina@okhdfc',
  };

  it('shows the account number masked, verifies, and unverifies when the account changes', async () => {
    await ok(await put(manager, 'partners/marina', partner));
    await ok(await post(manager, 'partners/marina/status', { status: 'verified', note: 'Penny drop matched' }));
    const [record] = (await list(staff, 'partners', q({ filter: { verified: true } }))).records;
    expect(record).toMatchObject({
      status: 'verified',
      verified: true,
      details: {
        bankAccount: { holderName: 'Marina Turf LLP', ifsc: 'HDFC0001234', accountNumber: 'XXXXXXXXXX5678' },
        upiId: 'marina@okhdfc',
      },
    });
    expect(JSON.stringify(record)).not.toContain('50100012345678');

    expect(
      await ok(
        await put(manager, 'partners/marina', { ...partner, bankAccount: { ...partner.bankAccount, accountNumber: '50100099998888' } }),
      ),
    ).toMatchObject({ status: 'unverified' });
    expect((await list(staff, 'partners', q({ filter: { verified: true } }))).records).toEqual([]);
    await expectProblem(
      await put(manager, 'partners/bad', { ...partner, bankAccount: { ...partner.bankAccount, ifsc: 'hdfc1234' } }),
      400,
      'VALIDATION_FAILED',
      'bankAccount.ifsc',
    );
  });
});

describe('plans and subscriptions', () => {
  it('subscribes to an active plan of the organisation only', async () => {
    await ok(
      await put(manager, 'plans/pro', {
        name: 'Pro',
        price: 99900,
        billingPeriod: 'monthly',
        features: ['League entry', 'Priority booking'],
      }),
    );
    const subscription = { planKey: 'pro', subscriber: { type: 'user', id: 'priya' }, from: '2026-11-20', to: '2026-12-19' };
    expect(await ok(await put(manager, 'subscriptions/priya-pro', subscription))).toMatchObject({ status: 'active' });
    await expectProblem(await put(manager, 'subscriptions/x', { ...subscription, planKey: 'gold' }), 404, 'RECORD_NOT_FOUND', 'planKey');
    await expectProblem(
      await platform.request('PUT', `/org-api/${OTHER}/subscriptions/x`, { token: otherManager, body: subscription }),
      404,
      'RECORD_NOT_FOUND',
      'planKey',
    );
    await ok(await post(manager, 'plans/pro/status', { status: 'retired' }));
    await expectProblem(await put(manager, 'subscriptions/late', subscription), 409, 'STATUS_CHANGE_NOT_ALLOWED', 'planKey');

    const { records } = await list(
      manager,
      'subscriptions',
      q({ filter: { planKey: 'pro', subscriberId: 'user:priya' }, sort: ['from', 'ASC'] }),
    );
    expect(records.map((r) => r.id)).toEqual([`subscription-${ORG}.priya-pro`]);
    await ok(await post(manager, 'subscriptions/priya-pro/status', { status: 'cancelled' }));
    await expectProblem(
      await post(manager, 'subscriptions/priya-pro/status', { status: 'active' }),
      409,
      'STATUS_CHANGE_NOT_ALLOWED',
      'status',
    );
  });
});

describe('sales campaigns', () => {
  it("links the organisation's own coupons only", async () => {
    const coupon = { usageLimit: 100, discountType: 'flat', amountorper: 10000, from: '2026-11-01T00:00:00Z', to: '2026-12-31T00:00:00Z' };
    expect((await put(manager, 'coupons/DIWALI100', coupon)).status).toBe(200);
    expect((await platform.request('PUT', `/org-api/${OTHER}/coupons/THEIRS100`, { token: otherManager, body: coupon })).status).toBe(200);
    const campaign = {
      name: 'Diwali nights',
      channel: 'whatsapp',
      budget: 2500000,
      from: '2026-11-01',
      to: '2026-11-15',
      couponCodes: ['DIWALI100'],
    };
    expect(await ok(await put(manager, 'campaigns/diwali', campaign))).toMatchObject({ status: 'draft' });
    await expectProblem(
      await put(manager, 'campaigns/theirs', { ...campaign, couponCodes: ['DIWALI100', 'THEIRS100'] }),
      404,
      'COUPON_NOT_FOUND',
      'couponCodes.1',
    );
    await expectProblem(await put(manager, 'campaigns/cheap', { ...campaign, budget: 10.5 }), 400, 'VALIDATION_FAILED', 'budget');
    const { records } = await list(staff, 'campaigns', q({ filter: { channel: 'whatsapp', from_gte: '2026-11-01' } }));
    expect(records).toEqual([
      expect.objectContaining({ name: 'Diwali nights', channel: 'whatsapp', from: '2026-11-01', to: '2026-11-15', status: 'draft' }),
    ]);
  });
});

describe('instructors and resources', () => {
  it('lists coaches by skill and equipment separately', async () => {
    await ok(
      await put(manager, 'instructors/kiran', {
        name: 'Kiran',
        skills: ['football', 'cricket'],
        phone: '919812345678',
        spaceIds: ['marina', 'harbour'],
        availability: [{ weekday: 6, startTime: '06:00', endTime: '10:00' }],
      }),
    );
    await ok(
      await put(manager, 'resources/bowling-machine', { name: 'Bowling machine', type: 'equipment', listingIds: ['cricket'], quantity: 2 }),
    );
    expect((await list(staff, 'instructors', q({ filter: { listingIds: 'cricket' } }))).records.map((r) => r.name)).toEqual(['Kiran']);
    expect((await list(staff, 'instructors', q({ filter: { spaceIds: 'harbour' } }))).records.map((r) => r.name)).toEqual(['Kiran']);
    expect((await list(staff, 'instructors', q({ filter: { spaceIds: 'elsewhere' } }))).records).toEqual([]);
    expect((await list(staff, 'resources')).records.map((r) => r.name)).toEqual(['Bowling machine']);
    await expectProblem(await put(manager, 'instructors/nobody', { name: 'Nobody', skills: [] }), 400, 'VALIDATION_FAILED', 'skills');
  });
});

describe('community content', () => {
  it('staff of the venue author stories, polls and quizzes; comments and replies are hidden and restored as moderation', async () => {
    await ok(await put(manager, 'stories/finals', { title: 'Finals night', body: 'Floodlights on at 7.', listingId: 'football' }));
    await ok(
      await put(manager, 'polls/best-time', {
        question: 'When do you play?',
        options: ['Mornings', 'Evenings'],
        closesAt: '2026-12-01T00:00:00Z',
      }),
    );
    await ok(
      await put(manager, 'quizzes/rules', {
        title: 'Five-a-side rules',
        questions: [{ question: 'Players a side?', options: ['5', '7'], answer: 0 }],
      }),
    );
    await expectProblem(
      await put(manager, 'quizzes/bad', { title: 'Bad', questions: [{ question: 'Players a side?', options: ['5', '7'], answer: 3 }] }),
      400,
      'VALIDATION_FAILED',
      'questions.0.answer',
    );
    await expectProblem(
      await put(manager, 'polls/bad', { question: 'One?', options: ['Only'], closesAt: '2026-12-01T00:00:00Z' }),
      400,
      'VALIDATION_FAILED',
      'options',
    );

    await ok(await put(manager, 'comments/c1', { on: { type: 'story', id: 'finals' }, text: 'See you there!' }));
    await expectProblem(
      await put(manager, 'comments/c2', { on: { type: 'story', id: 'nothing' }, text: 'Hm' }),
      404,
      'RECORD_NOT_FOUND',
      'on.id',
    );
    const { activityId } = await createGame(platform, await playerToken(platform, 'host-h'));
    await ok(await put(manager, 'comments/on-game', { on: { type: 'game', id: activityId }, text: 'Great turnout' }));
    await expectProblem(
      await put(manager, 'comments/c3', { on: { type: 'game', id: 'no-such-game' }, text: 'Hm' }),
      404,
      'GAME_NOT_FOUND',
      'on.id',
    );
    await ok(await put(manager, 'replies/r1', { commentKey: 'c1', text: 'Gates open at 6.30' }));
    await expectProblem(await put(manager, 'replies/r2', { commentKey: 'nope', text: 'Hm' }), 404, 'RECORD_NOT_FOUND', 'commentKey');

    expect(await ok(await post(manager, 'comments/c1/status', { status: 'hidden', note: 'Spam' }))).toMatchObject({ status: 'hidden' });
    expect(
      (await list(staff, 'comments', q({ filter: { targetId: 'story:finals', status: 'hidden' } }))).records.map((r) => r.key),
    ).toEqual(['c1']);
    expect(await ok(await post(manager, 'comments/c1/status', { status: 'visible' }))).toMatchObject({ status: 'visible' });
    expect((await list(staff, 'replies', q({ filter: { commentKey: 'c1' } }))).records.map((r) => r.name)).toEqual(['Gates open at 6.30']);
    expect((await list(staff, 'stories')).records.map((r) => [r.name, r.status])).toEqual([['Finals night', 'published']]);
    expect((await list(staff, 'polls')).range).toBe('polls 0-0/1');
    expect((await list(admin, 'quizzes')).records.map((r) => r.name)).toEqual(['Five-a-side rules']);
    expect((await list(otherManager, 'stories')).records).toEqual([]);
  });

  it('refuses players the back-office lists', async () => {
    await expectProblem(
      await platform.request('GET', '/admin-api/stories', { token: await playerToken(platform, 'arjun') }),
      403,
      'FORBIDDEN',
    );
  });
});
