import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@sports/contracts';
import { NO_BODY_SCHEMA } from '@sports/service-kit';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, gameBody, json } from '@sports/testing/http/fixtures';

/**
 * The authorization matrix. Every endpoint in /openapi.json has a row; every row says
 * the exact status each kind of caller gets (OWASP API Top 10 2023: object-, property- and
 * function-level authorization). docs/roles.md is the prose version of this table.
 *
 * Every game a row works on is fresh and has "coHost" appointed by its host, so the co-host
 * column is a real co-host of that game.
 */
type Caller = 'anonymous' | 'player' | 'otherPlayer' | 'host' | 'coHost' | 'staffThisOrg' | 'staffOtherOrg' | 'managerThisOrg' | 'admin';
const CALLERS: Caller[] = [
  'anonymous',
  'player',
  'otherPlayer',
  'host',
  'coHost',
  'staffThisOrg',
  'staffOtherOrg',
  'managerThisOrg',
  'admin',
];
const IDS: Record<Exclude<Caller, 'anonymous'>, { userId: string; role: Role; scopeIds: string[] }> = {
  player: { userId: 'm-player', role: 'player', scopeIds: [] },
  otherPlayer: { userId: 'm-other', role: 'player', scopeIds: [] },
  host: { userId: 'm-host', role: 'host', scopeIds: [] },
  coHost: { userId: 'm-cohost', role: 'player', scopeIds: [] },
  staffThisOrg: { userId: 'm-staff-1', role: 'org_staff', scopeIds: ['org-1'] },
  staffOtherOrg: { userId: 'm-staff-2', role: 'org_staff', scopeIds: ['org-2'] },
  // An owner or manager of org-1, as accessClaimsFor makes the token (docs/roles.md).
  managerThisOrg: { userId: 'm-manager-1', role: 'org_manager', scopeIds: ['org-1', 'org-1:manage'] },
  admin: { userId: 'm-admin', role: 'admin', scopeIds: [] },
};

let platform: TestPlatform;
const tokens = {} as Record<Caller, string | undefined>;
let phoneCounter = 0;
/** A player who joins the addCoHost row's games to be made co-host. */
let targetToken = '';

beforeAll(async () => {
  platform = await startTestStack({ env: { SHIELD_SERVER_TOKEN: 'z'.repeat(40), TRUST_PROXY: 'true' } });
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    const id = IDS[caller];
    // Registered through the development endpoint so every caller is a real user, then given its role.
    await platform.request('POST', '/api/dev/token', { body: { userId: id.userId } });
    tokens[caller] = (await platform.tokens.issue({ ...id, name: caller })).accessToken;
  }
  await platform.request('POST', '/api/dev/token', { body: { userId: GRANTEE } });
  // org-api routes refuse organisations nobody registered, so org-1 exists from the start.
  expect((await call('admin', 'PUT', '/org-api/org-1', { name: 'Org One' })).status).toBe(201);
  targetToken = (await platform.tokens.issue({ userId: 'm-target', name: 'Target', role: 'player', scopeIds: [] })).accessToken;
});
afterAll(() => platform.close());

/** A body no operation's schema takes (a bare number): what the refusals-before-the-body check sends. */
const INVALID_BODY = -1;
/** While set, this caller's requests to this operation carry INVALID_BODY instead of theirs (docs/security.md "Who may act is checked before the body"). */
let spoil: { caller: Caller; method: string; path: RegExp; sent: number; appended: number } | null = null;

const call = async (caller: Caller, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const spoilt = spoil !== null && spoil.caller === caller && spoil.method === method && spoil.path.test(path.split('?')[0]!);
  const send = () =>
    platform.request(method, path, {
      token: tokens[caller],
      body: spoilt ? INVALID_BODY : body,
      headers: { 'x-forwarded-for': `198.51.100.${CALLERS.indexOf(caller)}`, ...headers },
    });
  if (!spoilt) return send();
  const current = spoil!;
  current.sent++;
  // A refusal or a 400 changes nothing: no event is appended by the spoilt request (a handler that acted before reading its body would).
  const before = await platform.eventCount();
  const response = await send();
  current.appended += (await platform.eventCount()) - before;
  return response;
};

/** The host appoints the co-host caller, who has to take part first (and be accepted in a private game). */
const withCoHost = async (activityId: string, privacy: 'public' | 'private') => {
  await call('coHost', 'PUT', `/api/vm/activities/${activityId}/join`, {});
  if (privacy === 'private') await call('host', 'PUT', `/api/vm/activities/${activityId}/requests/${IDS.coHost.userId}/accept`);
  expect((await call('host', 'PUT', `/api/vm/activities/${activityId}/cohosts/${IDS.coHost.userId}`)).status).toBe(200);
  return activityId;
};

/** Fresh objects per call, so one caller's success never changes what the next one sees. */
const publicGame = async () => withCoHost((await createGame(platform, tokens.host!, { maxParticipants: 20 })).activityId, 'public');
const privateGame = async () =>
  withCoHost((await createGame(platform, tokens.host!, { privacy: 'private', maxParticipants: 20 })).activityId, 'private');
/** A public game its host and co-host fill; with `queued`, the caller "player" waits in its line, and with `offered` holds the place the co-host freed. */
const fullGame = async (line: 'empty' | 'queued' | 'offered' = 'empty') => {
  const id = await withCoHost((await createGame(platform, tokens.host!, { maxParticipants: 2 })).activityId, 'public');
  if (line === 'empty') return id;
  expect((await call('player', 'PUT', `/api/vm/activities/${id}/waitlist`)).status).toBe(200);
  if (line === 'offered') expect((await call('coHost', 'PUT', `/api/vm/activities/${id}/leave`)).status).toBe(200);
  return id;
};
const heldGame = async () => {
  const id = await publicGame();
  await call('host', 'PUT', `/api/vm/activities/${id}/hold`, { reason: 'Rain' });
  return id;
};
/**
 * A public game whose place was typed as org-1's venue ("Matrix Arena", no spaceId): org-1's by its
 * derived venue link (docs/adr/0108-games-at-their-venues.md); `held`: its host put it on hold.
 */
const venueGame = async (held = false) => {
  await catalogue();
  const id = await withCoHost(
    (await createGame(platform, tokens.host!, { maxParticipants: 20, location: { name: 'matrix  arena', city: 'Chennai' } })).activityId,
    'public',
  );
  if (held) await call('host', 'PUT', `/api/vm/activities/${id}/hold`, { reason: 'Rain' });
  await platform.settle();
  return id;
};
/** What each caller gets on a game at org-1's venue in the back office: its staff and managers as operators, other organisations 404. */
const venueGameRow = (status: number, otherOrg = 404) => ({
  ...signedIn(403),
  staffThisOrg: status,
  managerThisOrg: status,
  staffOtherOrg: otherOrg,
  admin: status,
});
/** A private game where the caller "player" has asked to join. */
const requestedGame = async () => {
  const id = await privateGame();
  await call('player', 'PUT', `/api/vm/activities/${id}/join`, {});
  return id;
};

/** A public game where the caller "player" has asked a question. */
const askedGame = async () => {
  const id = await publicGame();
  const { data } = await json(await call('player', 'PUT', `/api/vm/activities/${id}/queries`, { question: 'Bibs provided?' }));
  return { id, queryId: data.queryId as string };
};
/** A public game (host, co-host) that the caller "player" and m-target joined, rated at game time (the clock is put back after). */
const playedGame = async () => {
  const id = await publicGame();
  await call('player', 'PUT', `/api/vm/activities/${id}/join`, {});
  await platform.request('PUT', `/api/vm/activities/${id}/join`, { token: targetToken, body: {} });
  return id;
};
const atGameTime = async (run: () => Promise<Response>) => {
  platform.setNow('2026-11-21T13:00:00.000Z');
  try {
    await platform.settle();
    return await run();
  } finally {
    platform.setNow('2026-11-20T10:00:00.000Z');
  }
};
/** The caller's own user id (anonymous callers name the player's). */
const own = (c: Caller) => (c === 'anonymous' ? IDS.player.userId : IDS[c].userId);
const members = (status: number, others: number) => ({ ...signedIn(others), player: status, host: status, coHost: status });

const SLOT = {
  slotId: 'slot-7',
  fieldId: 'turf-a',
  fieldName: 'Turf A',
  slotDate: '2026-11-21',
  startTime: '18:00:00',
  endTime: '19:30:00',
};

/** The user whose access account in org-1 the org rows grant, revoke and give GST details. */
const GRANTEE = 'm-grantee';
const orgOneAccount = (userId: string) => call('managerThisOrg', 'PUT', `/org-api/org-1/accessAccounts/${userId}`, { role: 'staff' });
const GST_BODY = { gstin: '33ABCDE1234F1Z5', businessName: 'Matrix Sports LLP' };

/** The smallest body the image upload takes: a WebP signature is plain ASCII, so it travels as a string. */
const uploadWebp = (caller: Caller) =>
  platform.request('POST', '/api/vm/media/images', {
    token: tokens[caller],
    rawBody: 'RIFF\0\0\0\0WEBPVP8 ',
    headers: { 'content-type': 'image/webp', 'x-forwarded-for': `198.51.100.${CALLERS.indexOf(caller)}` },
  });

/**
 * Catalogue and bookings: org-1 has space "space-m" with field f-main, slots of 30
 * minutes round the clock at ₹500; every booking row takes a slot nobody had (docs/bookings.md).
 */
const CAT = '/org-api/org-1/spaces/space-m';
let catalogueReady: Promise<void> | null = null;
const catalogue = () =>
  (catalogueReady ??= (async () => {
    await call('admin', 'PUT', '/org-api/org-1', { name: 'Org One' });
    await call('admin', 'PUT', CAT, {
      name: 'Matrix Arena',
      location: { name: 'Matrix Arena', city: 'Chennai' },
      listings: [{ listingId: 'football', listingName: 'Football' }],
    });
    await call('admin', 'PUT', `${CAT}/fields/f-main`, { fieldName: 'Main', listingIds: ['football'] });
    await call('admin', 'PUT', `${CAT}/timeRanges/all-day`, {
      fieldIds: ['space-m.f-main'],
      startTime: '00:00',
      endTime: '24:00',
      slotMinutes: 30,
      price: { amount: 50000 },
    });
  })());
let slotCounter = 0;
const nextSlot = () => {
  const n = slotCounter++;
  const minutes = (n % 48) * 30;
  return {
    type: 'slot',
    fieldId: 'space-m.f-main',
    date: `2026-12-${String(1 + Math.floor(n / 48)).padStart(2, '0')}`,
    startTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  };
};
/** An order of "player" (signed-in callers other than the anonymous one order for themselves when asked). */
const orderOf = async (caller: Caller) => {
  await catalogue();
  const buyer = caller === 'anonymous' ? 'player' : caller;
  const placed = await json(await call(buyer, 'POST', '/api/b2c/orders', { cartItem: [nextSlot()] }));
  return placed.data.orderId as string;
};
const SPIN_COUPON = {
  usageLimit: 10,
  discountType: 'flat',
  amountorper: 100,
  couponType: 'spinWheel',
  campaignId: 'matrix',
  from: '2026-11-01T00:00:00Z',
  to: '2026-12-31T00:00:00Z',
};
const staffOfOrgOne = (status: number, others: number) => ({
  ...signedIn(others),
  staffThisOrg: status,
  managerThisOrg: status,
  admin: status,
});
const managersOfOrgOne = (status: number) => ({ ...signedIn(403), managerThisOrg: status, admin: status });

const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
/** Back-office resources scoped by organisation (contracts/src/admin/resources.ts). */
const ADMIN_ORG_RESOURCES = [
  'orders',
  'payouts',
  'settlements',
  'coupons',
  'spinWheels',
  'spaces',
  'classes',
  'batches',
  'sessions',
  'students',
  'attendance',
  'packs',
  'lockers',
  'meets',
  'tournaments',
  'events',
] as const;
/** Those whose single records the matrix asks for by an id nobody has. */
const ADMIN_ORG_LOOKUPS = [
  'payouts',
  'settlements',
  'classes',
  'batches',
  'sessions',
  'students',
  'attendance',
  'packs',
  'lockers',
  'meets',
  'tournaments',
  'events',
  'members',
] as const;
/** The back office's own records (docs/backoffice.md "Business records"): kind, admin resource and a valid body. */
const RECORDS = [
  ['instructor', 'instructors', { name: 'Kiran', skills: ['football'] }],
  ['resource', 'resources', { name: 'Ball cart', type: 'equipment' }],
  ['salescampaign', 'campaigns', { name: 'Diwali', channel: 'sms', budget: 100000, from: '2026-11-01', to: '2026-11-15' }],
  ['enquiry', 'enquiries', { name: 'Asha', phone: '919876543210', listingId: 'football', source: 'phone' }],
  ['partner', 'partners', { name: 'Partner', upiId: 'partner@okhdfc' }],
  ['plan', 'plans', { name: 'Pro', price: 99900, billingPeriod: 'monthly', features: ['Leagues'] }],
  [
    'subscription',
    'subscriptions',
    { planKey: 'matrix-plan', subscriber: { type: 'user', id: 'm-player' }, from: '2026-11-01', to: '2026-11-30' },
  ],
  ['story', 'stories', { title: 'Finals', body: 'Tonight' }],
  ['poll', 'polls', { question: 'When?', options: ['AM', 'PM'], closesAt: '2026-12-01T00:00:00Z' }],
  ['quiz', 'quizzes', { title: 'Rules', questions: [{ question: 'A side?', options: ['5', '7'], answer: 0 }] }],
  ['comment', 'comments', { on: { type: 'story', id: 'matrix-story' }, text: 'Nice story' }],
  ['reply', 'replies', { commentKey: 'matrix-comment', text: 'Thanks' }],
] as const;
const RECORD_STATUS = {
  instructor: 'inactive',
  resource: 'maintenance',
  salescampaign: 'running',
  enquiry: 'contacted',
  partner: 'verified',
  plan: 'active',
  subscription: 'cancelled',
  story: 'hidden',
  poll: 'hidden',
  quiz: 'hidden',
  comment: 'hidden',
  reply: 'hidden',
} as const;
let recordsReady: Promise<void> | null = null;
/** org-1 with the plan, story and comment that subscriptions, comments and replies refer to, and one record of each kind (key "matrix"). */
const records = () =>
  (recordsReady ??= (async () => {
    await catalogue();
    await call('admin', 'PUT', '/org-api/org-1/plans/matrix-plan', RECORDS[5][2]);
    await call('admin', 'PUT', '/org-api/org-1/stories/matrix-story', RECORDS[7][2]);
    await call('admin', 'PUT', '/org-api/org-1/comments/matrix-comment', RECORDS[10][2]);
    for (const [, plural, body] of RECORDS) await call('admin', 'PUT', `/org-api/org-1/${plural}/matrix`, body);
    await platform.settle();
  })());
/**
 * A class of org-1 (docs/backoffice.md "Classes") with a session that started this morning, and
 * the caller "player" enrolled in its batch (paid at the venue, so confirmed at once).
 */
let rosterReady: Promise<void> | null = null;
const ROSTER = `${CAT}/classes/roster/batches/am/sessions/today`;
const roster = () =>
  (rosterReady ??= (async () => {
    await catalogue();
    const body = {
      name: 'Roster',
      validity: 'Monthly',
      price: { amount: 100 },
      batches: { am: { name: 'AM', capacity: 5, weekdays: [5], startTime: '06:00', endTime: '07:00', startDate: '2026-11-20' } },
      sessions: [{ sessionId: 'today', batchId: 'am', date: '2026-11-20', startTime: '06:00', endTime: '07:00' }],
    };
    expect((await call('admin', 'PUT', `${CAT}/classes/roster`, body)).status).toBe(200);
    expect(
      (
        await call('player', 'POST', '/api/b2c/transaction/instantBuy', {
          cartItem: [{ type: 'class', classId: 'space-m.roster', categoryId: 'am', qty: 1 }],
          payLater: true,
        })
      ).status,
    ).toBe(201);
  })());
const settledOrder = async () => {
  const orderId = await orderOf('player');
  await platform.settle();
  return orderId;
};
let wheelReady: Promise<void> | null = null;
/** Spin wheel "matrix" of org-1 whose two slices are both prizes, SPINX and SPINY (docs/adr/0110-spin-wheel-server.md). */
const matrixWheel = () =>
  (wheelReady ??= (async () => {
    await catalogue();
    await call('admin', 'PUT', '/org-api/org-1/coupons/SPINX', SPIN_COUPON);
    await call('admin', 'PUT', '/org-api/org-1/coupons/SPINY', SPIN_COUPON);
    expect(
      (
        await call('admin', 'PUT', '/org-api/org-1/spin-wheels/matrix', {
          slices: [
            { code: 'SPINX', weight: 1 },
            { code: 'SPINY', weight: 1 },
          ],
        })
      ).status,
    ).toBe(200);
    await platform.settle();
  })());
/** The caller's own spin of "matrix": the code the server drew for them (SPINX for the anonymous caller, who cannot spin). */
const drawnFor = async (c: Caller) => {
  await matrixWheel();
  const spun = await call(c, 'POST', '/api/b2c/coupon/spin/matrix');
  return spun.status === 200 ? ((await json(spun)).data.code as string) : 'SPINX';
};
let couponCounter = 0;
/** A fresh coupon of org-1, in the read model. */
const settledCoupon = async () => {
  await catalogue();
  const code = `MATRIXADM${couponCounter++}`;
  await call('admin', 'PUT', `/org-api/org-1/coupons/${code}`, { ...SPIN_COUPON, couponType: 'general', campaignId: undefined });
  await platform.settle();
  return code;
};
/** A played game at no space whose participant "player" raised a dispute: only platform operators review it. */
const disputedGame = async () => {
  const activityId = await playedGame();
  await atGameTime(() =>
    call('player', 'PUT', `/api/vm/activities/${activityId}/ratings/game`, {
      isGameHappened: true,
      dispute: 'Scam',
      description: 'No venue',
    }),
  );
  await platform.settle();
  const { data } = await json(await call('admin', 'GET', '/api/vm/disputes?limit=100'));
  const found = (data.disputes as Array<{ activityId: string; caseId: string }>).find((d) => d.activityId === activityId)!;
  return { activityId, caseId: found.caseId };
};

/** A case about a game at org-1's venue space-m, so in org-1's queue; `resolved`: closed by an admin first. */
const venueDispute = async (resolved = false) => {
  await catalogue();
  const activityId = await withCoHost(
    (await createGame(platform, tokens.host!, { maxParticipants: 20, spaceId: 'space-m' })).activityId,
    'public',
  );
  await call('player', 'PUT', `/api/vm/activities/${activityId}/join`, {});
  await atGameTime(() =>
    call('player', 'PUT', `/api/vm/activities/${activityId}/ratings/game`, {
      isGameHappened: true,
      dispute: 'Others',
      description: 'Double-booked',
    }),
  );
  await platform.settle();
  const { data } = await json(await call('admin', 'GET', '/api/vm/disputes?limit=200'));
  const caseId = (data.disputes as Array<{ activityId: string; caseId: string }>).find((d) => d.activityId === activityId)!.caseId;
  if (resolved)
    expect(
      (await call('admin', 'POST', `/admin-api/disputes/${caseId}/resolve`, { activityId, outcome: 'dismissed', note: 'Checked' })).status,
    ).toBe(200);
  await platform.settle();
  return { activityId, caseId };
};

let chatAuthorCounter = 0;
/**
 * Game chat (docs/adr/0101-game-chat.md): a game the caller "player" joined (let in, when
 * private) and where a fresh member said something first, so no caller's own 10-a-minute allowance
 * is spent setting it up (the clock stands still here). `spaceId`: held at that venue.
 */
const chattedGame = async (privacy: 'public' | 'private' = 'public', spaceId?: string) => {
  const activityId = await withCoHost(
    (await createGame(platform, tokens.host!, { maxParticipants: 20, privacy, ...(spaceId ? { spaceId } : {}) })).activityId,
    privacy,
  );
  const author = (await platform.tokens.issue({ userId: `m-chat-${chatAuthorCounter++}`, name: 'Chatty', role: 'player', scopeIds: [] }))
    .accessToken;
  for (const [token, userId] of [
    [tokens.player!, IDS.player.userId],
    [author, `m-chat-${chatAuthorCounter - 1}`],
  ] as const) {
    await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token, body: {} });
    if (privacy === 'private')
      expect((await call('host', 'PUT', `/api/vm/activities/${activityId}/requests/${userId}/accept`)).status).toBe(200);
  }
  const posted = await platform.request('POST', `/api/vm/activities/${activityId}/chat`, {
    token: author,
    body: { text: 'Bibs or no bibs?' },
  });
  expect(posted.status).toBe(201);
  return { activityId, commentId: (await json(posted)).data.commentId as string };
};
/** A chat message in a game at org-1's venue space-m, reported by "player": in org-1's Chat reports. */
const chatReport = async () => {
  await catalogue();
  const { activityId, commentId } = await chattedGame('public', 'space-m');
  const reported = await call('player', 'POST', `/api/vm/activities/${activityId}/chat/${commentId}/reports`, {
    reason: 'Asking for money',
  });
  expect(reported.status).toBe(201);
  await platform.settle();
  return { activityId, reportId: (await json(reported)).data.reportId as string };
};

type Row = { operationId: string; name: string; run: (caller: Caller) => Promise<Response>; expect: Record<Caller, number> };
const all = (status: number): Record<Caller, number> => Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>;
const signedIn = (status: number, anonymous = 401) => ({ ...all(status), anonymous });
/** An event stream's row only needs its status: hang up at once, so the viewer leaves again. */
const closeStream = async (response: Response) => {
  await response.body?.cancel();
  return response;
};

const ROWS: Row[] = [
  {
    operationId: 'createGame',
    name: 'create a game',
    run: (c) => call(c, 'PUT', '/api/vm/activities', gameBody({ maxParticipants: 10 })),
    expect: signedIn(201),
  },
  {
    operationId: 'joinGame',
    name: 'join a public game (the host already plays)',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await publicGame()}/join`, {}),
    expect: { ...signedIn(200), host: 409, coHost: 409 },
  },
  {
    operationId: 'acceptJoinRequest',
    name: "accept someone's request: host and co-hosts",
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await requestedGame()}/requests/${IDS.player.userId}/accept`),
    expect: { ...signedIn(403), host: 200, coHost: 200 },
  },
  {
    operationId: 'rejectJoinRequest',
    name: "reject someone's request: host and co-hosts",
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await requestedGame()}/requests/${IDS.player.userId}/reject`),
    expect: { ...signedIn(403), host: 200, coHost: 200 },
  },
  {
    operationId: 'holdGame',
    name: 'hold a game: host only',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await publicGame()}/hold`, { reason: 'Ground closed' }),
    expect: { ...signedIn(403), host: 200 },
  },
  {
    operationId: 'releaseHold',
    name: 'release a hold: host only',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await heldGame()}/hold/release`),
    expect: { ...signedIn(403), host: 200 },
  },
  {
    operationId: 'addCoHost',
    name: 'make a participant co-host: the host only, not a co-host',
    run: async (c) => {
      const id = await publicGame();
      await platform.request('PUT', `/api/vm/activities/${id}/join`, { token: targetToken, body: {} });
      return call(c, 'PUT', `/api/vm/activities/${id}/cohosts/m-target`);
    },
    expect: { ...signedIn(403), host: 200 },
  },
  {
    operationId: 'setMatchFull',
    name: 'mark the match full: the host only',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await publicGame()}/matchFull`, { isMatchFull: true }),
    expect: { ...signedIn(403), host: 200 },
  },
  {
    operationId: 'removeParticipant',
    name: 'remove a participant: the host only, not a co-host',
    run: async (c) => {
      const id = await publicGame();
      await platform.request('PUT', `/api/vm/activities/${id}/join`, { token: targetToken, body: {} });
      return call(c, 'PUT', `/api/vm/activities/${id}/participants/remove`, { id: 'm-target', updatedOn: '2026-11-20T10:00:00.000Z' });
    },
    expect: { ...signedIn(403), host: 200 },
  },
  {
    operationId: 'inviteParticipants',
    name: 'invite users: the host and co-hosts',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await publicGame()}/invite`, { userIds: [GRANTEE] }),
    expect: { ...signedIn(403), host: 200, coHost: 200 },
  },
  {
    operationId: 'declineInvitation',
    name: 'decline an invitation: only the invited user',
    run: async (c) => {
      const id = await publicGame();
      await call('host', 'PUT', `/api/vm/activities/${id}/invite`, { userIds: [IDS.player.userId] });
      return call(c, 'PUT', `/api/vm/activities/${id}/invitation/decline`);
    },
    expect: { ...signedIn(404), player: 200 },
  },
  {
    operationId: 'leaveGame',
    name: 'leave a game: participants other than the host',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await publicGame()}/leave`),
    expect: { ...signedIn(422), host: 409, coHost: 200 },
  },
  {
    operationId: 'joinWaitlist',
    name: "join a full game's waitlist: anyone not in it",
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await fullGame()}/waitlist`),
    expect: { ...signedIn(200), host: 409, coHost: 409 },
  },
  {
    operationId: 'leaveWaitlist',
    name: 'leave the waitlist: whoever is in it',
    run: async (c) => call(c, 'DELETE', `/api/vm/activities/${await fullGame('queued')}/waitlist`),
    expect: { ...signedIn(409), player: 200 },
  },
  {
    operationId: 'acceptWaitlistOffer',
    name: 'take a place offered from the waitlist: the player offered it',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await fullGame('offered')}/waitlist/accept`, {}),
    expect: { ...signedIn(409), player: 200 },
  },
  {
    operationId: 'listWaitlist',
    name: "a game's waitlist, a page at a time: host and co-hosts",
    run: async (c) => {
      const id = await fullGame('queued');
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/${id}/waitlist?page=0&size=10`);
    },
    expect: { ...signedIn(403), host: 200, coHost: 200 },
  },
  {
    operationId: 'declineWaitlistOffer',
    name: 'decline a place offered from the waitlist: the player offered it',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await fullGame('offered')}/waitlist/decline`),
    expect: { ...signedIn(409), player: 200 },
  },
  {
    operationId: 'deleteGame',
    name: 'delete a game: the host only',
    run: async (c) => call(c, 'DELETE', `/api/vm/activities/${await publicGame()}`),
    expect: { ...signedIn(403), host: 200 },
  },
  {
    operationId: 'updateGame',
    name: "edit a game's details: the host only",
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await publicGame()}`, gameBody({ maxParticipants: 30, name: `Edited by ${c}` })),
    expect: { ...signedIn(403), host: 200 },
  },
  {
    operationId: 'bulkCreateGames',
    name: 'create a series of games: anyone signed in',
    run: (c) => call(c, 'PUT', '/api/vm/activities/bulk', { details: gameBody(), dates: ['2026-11-22', '2026-11-29'] }),
    expect: signedIn(201),
  },
  {
    operationId: 'setGameCover',
    name: 'set the cover: host and co-hosts',
    run: async (c) =>
      call(c, 'PUT', `/api/vm/activities/${await publicGame()}/cover`, { type: 'video', url: 'https://videos.example.com/intro.mp4' }),
    expect: { ...signedIn(403), host: 200, coHost: 200 },
  },
  {
    operationId: 'removeGameCover',
    name: 'remove the cover: host and co-hosts',
    run: async (c) => call(c, 'DELETE', `/api/vm/activities/${await publicGame()}/cover`),
    expect: { ...signedIn(403), host: 200, coHost: 200 },
  },
  {
    operationId: 'addOfflineParticipants',
    name: 'add offline participants: the host only (spec section 6)',
    run: async (c) =>
      call(c, 'PUT', `/api/vm/activities/${await publicGame()}/participants/offline`, { participants: [{ name: 'Guest One' }] }),
    expect: { ...signedIn(403), host: 200 },
  },
  {
    operationId: 'inviteByLink',
    name: 'invite a new user by link: host and co-hosts',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await publicGame()}/invite/link`, { phoneNumber: nextPhone() }),
    expect: { ...signedIn(403), host: 200, coHost: 200 },
  },
  {
    operationId: 'respondToHold',
    name: 'respond to a hold: participants and co-hosts',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await heldGame()}/hold/respond`, { response: 'I can still come' }),
    expect: { ...signedIn(403), coHost: 200 },
  },
  {
    operationId: 'addGameQuery',
    name: 'ask a question on a public game: anyone signed in',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await publicGame()}/queries`, { question: 'Is parking available?' }),
    expect: signedIn(200),
  },
  {
    operationId: 'answerGameQuery',
    name: 'answer a question: host and co-hosts',
    run: async (c) => {
      const { id, queryId } = await askedGame();
      return call(c, 'PUT', `/api/vm/activities/${id}/queries/${queryId}/answer`, { answer: 'Yes, at the gate' });
    },
    expect: { ...signedIn(403), host: 200, coHost: 200 },
  },
  {
    operationId: 'deleteGameQuery',
    name: 'delete a question: the asker, host and co-hosts',
    run: async (c) => {
      const { id, queryId } = await askedGame();
      return call(c, 'DELETE', `/api/vm/activities/${id}/queries/${queryId}`);
    },
    expect: { ...signedIn(403), player: 200, host: 200, coHost: 200 },
  },
  {
    operationId: 'mapSlotToGame',
    name: 'map a booked slot to a game: the host only',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await publicGame()}/slots`, SLOT),
    expect: { ...signedIn(403), host: 200 },
  },
  {
    operationId: 'removeSlotFromGame',
    name: 'remove a mapped slot: the host only',
    run: async (c) => {
      const id = await publicGame();
      await call('host', 'PUT', `/api/vm/activities/${id}/slots`, SLOT);
      return call(c, 'PUT', `/api/vm/activities/${id}/slots/${SLOT.slotId}/remove`);
    },
    expect: { ...signedIn(403), host: 200 },
  },
  {
    operationId: 'updateParticipantStatus',
    name: 'accept a request through the status call: host and co-hosts',
    run: async (c) =>
      call(c, 'PUT', `/api/vm/activities/${await requestedGame()}/participants/status`, { id: IDS.player.userId, status: 'joined' }),
    expect: { ...signedIn(403), host: 200, coHost: 200 },
  },
  {
    operationId: 'createCircle',
    name: 'start a circle: anyone signed in',
    run: (c) =>
      call(c, 'PUT', '/api/vm/circles', { name: `Circle of ${c}`, listingId: 'football', listingName: 'Football', city: `Town ${c}` }),
    expect: signedIn(201),
  },
  {
    operationId: 'setInterests',
    name: 'follow circles: anyone signed in, for themself',
    run: async (c) => {
      await call('player', 'PUT', '/api/vm/circles', {
        name: 'Matrix Football',
        listingId: 'football',
        listingName: 'Football',
        city: 'Matrix City',
      });
      return call(c, 'PUT', '/api/vm/users/me/interests', { circleIds: ['football.matrix-city'] });
    },
    expect: signedIn(200),
  },
  {
    operationId: 'setCommunicationPreferences',
    name: 'choose my notification channels: anyone signed in, for themself',
    run: (c) => call(c, 'PUT', '/api/vm/users/me/communication', { whatsapp: true, sms: true }),
    expect: signedIn(200),
  },
  {
    operationId: 'getCommunicationPreferences',
    name: 'my notification channels: anyone signed in, their own',
    run: (c) => call(c, 'GET', '/api/vm/users/me/communication'),
    expect: signedIn(200),
  },
  // The inbox is the caller's own; no call names another user.
  {
    operationId: 'listNotifications',
    name: 'my inbox: anyone signed in, their own',
    run: (c) => call(c, 'GET', '/api/vm/users/me/notifications?page=0'),
    expect: signedIn(200),
  },
  {
    operationId: 'getUnreadNotificationCount',
    name: 'my unread count: anyone signed in',
    run: (c) => call(c, 'GET', '/api/vm/users/me/notifications/unread-count'),
    expect: signedIn(200),
  },
  {
    operationId: 'markNotificationsRead',
    name: 'mark my inbox read: anyone signed in, their own items',
    run: (c) => call(c, 'PUT', '/api/vm/users/me/notifications/read', { all: true }),
    expect: signedIn(200),
  },
  // Web Push (docs/adr/0099-web-push.md): the key is public; a subscription is the caller's own device.
  {
    operationId: 'getPushPublicKey',
    name: 'the Web Push public key: public',
    run: (c) => call(c, 'GET', '/api/vm/push/public-key'),
    expect: all(200),
  },
  {
    operationId: 'subscribeToPush',
    name: 'subscribe my device to pushes: anyone signed in, for themself',
    run: (c) =>
      call(c, 'POST', '/api/vm/users/me/push-subscriptions', {
        endpoint: 'https://push.example.net/send/matrix',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) },
      }),
    expect: signedIn(201),
  },
  {
    operationId: 'unsubscribeFromPush',
    name: 'unsubscribe my device: anyone signed in, their own',
    run: (c) => call(c, 'DELETE', '/api/vm/users/me/push-subscriptions', { endpoint: 'https://push.example.net/send/matrix' }),
    expect: signedIn(200),
  },
  {
    operationId: 'streamUnreadNotificationCount',
    name: 'follow my unread count live: anyone signed in',
    run: async (c) => closeStream(await call(c, 'GET', '/api/vm/users/me/notifications/stream')),
    expect: signedIn(200),
  },
  {
    operationId: 'getGameHold',
    name: 'see the hold of a private game: members (and admins) only',
    run: async (c) => {
      const id = await requestedGame();
      await call('host', 'PUT', `/api/vm/activities/${id}/hold`, { reason: 'Rain' });
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/${id}/hold`);
    },
    expect: { ...all(404), player: 200, host: 200, coHost: 200, admin: 200 },
  },
  {
    operationId: 'saveGame',
    name: 'save a public game: anyone signed in, for themself',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await publicGame()}/save`, { isSaved: true }),
    expect: signedIn(200),
  },
  {
    operationId: 'saveGame',
    name: 'save a private game: only those who may see it',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${await requestedGame()}/save`, { isSaved: true }),
    expect: { ...signedIn(404), player: 200, host: 200, coHost: 200, admin: 200 },
  },
  {
    operationId: 'listSavedGames',
    name: 'my saved games',
    run: (c) => call(c, 'GET', '/api/vm/activities/saved/0/9'),
    expect: signedIn(200),
  },
  {
    operationId: 'listMyGames',
    name: 'my games',
    run: (c) => call(c, 'GET', '/api/vm/activities/my/0/9?statusList=upcoming,past'),
    expect: signedIn(200),
  },
  {
    operationId: 'getInterests',
    name: 'the circles I follow',
    run: (c) => call(c, 'GET', '/api/vm/users/me/interests'),
    expect: signedIn(200),
  },
  {
    operationId: 'listInterestGames',
    name: 'games of my circles',
    run: (c) => call(c, 'GET', '/api/vm/activities/interests/0/9'),
    expect: signedIn(200),
  },
  {
    operationId: 'listRegionGames',
    name: 'games by region',
    run: (c) => call(c, 'GET', '/api/vm/activities/region/chennai/0/9'),
    expect: all(200),
  },
  {
    operationId: 'listRegionListings',
    name: 'listings of a region',
    run: (c) => call(c, 'GET', '/api/vm/regions/chennai/listings'),
    expect: all(200),
  },
  {
    operationId: 'listCircles',
    name: 'circles by listing',
    run: (c) => call(c, 'GET', '/api/vm/circles?listingId=football'),
    expect: all(200),
  },
  {
    operationId: 'listVenuesByListing',
    name: 'venues by listing',
    run: (c) => call(c, 'GET', '/api/vm/venues/listing/football/0/30'),
    expect: all(200),
  },
  { operationId: 'listGames', name: 'list games', run: (c) => call(c, 'GET', '/api/vm/activities/all/0/9'), expect: all(200) },
  {
    operationId: 'suggestedGames',
    name: 'suggested games (never empty)',
    run: (c) => call(c, 'GET', '/api/vm/activities/suggested/0/9'),
    expect: all(200),
  },
  {
    operationId: 'getGame',
    name: 'see a public game',
    run: async (c) => {
      const id = await publicGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/${id}`);
    },
    expect: all(200),
  },
  {
    operationId: 'getGame',
    name: 'see a private game: members (and admins) only, others get 404',
    run: async (c) => {
      const id = await requestedGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/${id}`);
    },
    expect: { ...all(404), player: 200, host: 200, coHost: 200, admin: 200 },
  },
  // Live viewers and game changes (spec section 7 "Realtime presence"): whoever may see a game may watch it.
  {
    operationId: 'getLiveViewerCount',
    name: 'live viewers of a private game: members (and admins) only',
    run: async (c) => {
      const id = await requestedGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/${id}/viewers`);
    },
    expect: { ...all(404), player: 200, host: 200, coHost: 200, admin: 200 },
  },
  {
    operationId: 'streamLiveViewers',
    name: 'watch a public game live: open to all',
    run: async (c) => {
      const id = await publicGame();
      await platform.settle();
      return closeStream(await call(c, 'GET', `/api/vm/activities/${id}/viewers/stream`));
    },
    expect: all(200),
  },
  {
    operationId: 'streamLiveViewers',
    name: 'watch a private game live: members (and admins) only',
    run: async (c) => {
      const id = await requestedGame();
      await platform.settle();
      return closeStream(await call(c, 'GET', `/api/vm/activities/${id}/viewers/stream`));
    },
    expect: { ...all(404), player: 200, host: 200, coHost: 200, admin: 200 },
  },
  {
    operationId: 'streamGameChanges',
    name: 'follow game changes: open to all (each hears only of games it may see)',
    run: async (c) => closeStream(await call(c, 'GET', '/api/vm/activities/changes/stream')),
    expect: all(200),
  },
  // Game chat (docs/adr/0101-game-chat.md): the game's joined players, host and co-hosts; anyone
  // else who may see the game is told to join (403); a private game's chat does not exist for those
  // who may not see the game (404), while a platform admin, who sees it, is still no member (403).
  {
    operationId: 'listComments',
    name: "read a public game's chat: its members; others who see the game 403",
    run: async (c) => {
      const { activityId } = await chattedGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/${activityId}/chat`);
    },
    expect: members(200, 403),
  },
  {
    operationId: 'listComments',
    name: "read a private game's chat: its members; 404 to those who may not see the game, 403 to an admin",
    run: async (c) => {
      const { activityId } = await chattedGame('private');
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/${activityId}/chat`);
    },
    expect: { ...members(200, 404), admin: 403 },
  },
  {
    operationId: 'postComment',
    name: "post in a public game's chat: its members",
    run: async (c) => call(c, 'POST', `/api/vm/activities/${(await chattedGame()).activityId}/chat`, { text: 'On my way' }),
    expect: members(201, 403),
  },
  {
    operationId: 'postComment',
    name: "post in a private game's chat: its members; 404 to those who may not see the game, 403 to an admin",
    run: async (c) => call(c, 'POST', `/api/vm/activities/${(await chattedGame('private')).activityId}/chat`, { text: 'On my way' }),
    expect: { ...members(201, 404), admin: 403 },
  },
  {
    operationId: 'removeComment',
    name: "remove another member's message: the host and co-hosts only (a player removes only their own)",
    run: async (c) => {
      const { activityId, commentId } = await chattedGame();
      return call(c, 'DELETE', `/api/vm/activities/${activityId}/chat/${commentId}`);
    },
    expect: { ...signedIn(403), host: 200, coHost: 200 },
  },
  {
    operationId: 'reportComment',
    name: "report a message: the chat's members",
    run: async (c) => {
      const { activityId, commentId } = await chattedGame();
      return call(c, 'POST', `/api/vm/activities/${activityId}/chat/${commentId}/reports`, { reason: 'Asking for money' });
    },
    expect: members(201, 403),
  },
  {
    operationId: 'markChatRead',
    name: 'mark a chat read: its members, their own marker',
    run: async (c) => call(c, 'PUT', `/api/vm/activities/${(await chattedGame()).activityId}/chat/read`, { seq: 1 }),
    expect: members(200, 403),
  },
  {
    operationId: 'getChatUnread',
    name: 'my chats with unread messages: anyone signed in, their own',
    run: (c) => call(c, 'GET', '/api/vm/chats/unread'),
    expect: signedIn(200),
  },
  {
    operationId: 'loginWithWhatsapp',
    name: 'ask for a WhatsApp code: open to all',
    run: (c) => call(c, 'POST', '/api/auth/account/phone/login', { phoneNumber: nextPhone() }),
    expect: all(200),
  },
  {
    operationId: 'loginWithSms',
    name: 'ask for an SMS code: open to all',
    run: (c) => call(c, 'POST', '/api/auth/account/sms/login', { phoneNumber: nextPhone() }),
    expect: all(200),
  },
  {
    operationId: 'issueShieldToken',
    name: 'shield token: only with the server token, whoever calls',
    run: (c) => call(c, 'POST', '/api/shield/token', { serverToken: 'not-the-server-token', phoneNumber: nextPhone() }),
    expect: all(401),
  },
  {
    operationId: 'refreshSession',
    name: 'refresh: the refresh token is the credential, an access token never is',
    run: (c) => call(c, 'POST', '/api/auth/token/refresh', { refreshToken: tokens[c] ?? 'none' }),
    expect: all(401),
  },
  {
    operationId: 'signOut',
    name: 'sign out with an access token instead of a refresh token',
    run: (c) => call(c, 'POST', '/api/auth/logout', { refreshToken: tokens[c] ?? 'none' }),
    expect: all(401),
  },
  {
    operationId: 'signOut',
    name: 'sign out with another user\'s refresh token: 403 NOT_YOUR_SESSION, and without an access token 401 (docs/security.md "Logout ends only the caller\'s own session")',
    run: async (c) =>
      call(c, 'POST', '/api/auth/logout', {
        refreshToken: (await platform.tokens.issue({ userId: 'm-target', name: 'Target', role: 'player', scopeIds: [] })).refreshToken,
      }),
    expect: signedIn(403),
  },
  {
    operationId: 'sendPhoneChangeCode',
    name: 'a code to move my sign-in to a new number: anyone signed in, for their own account',
    run: (c) => call(c, 'POST', '/api/vm/users/me/phone/otp', { phone: nextPhone() }),
    expect: signedIn(200),
  },
  {
    operationId: 'changePhoneNumber',
    name: 'move my sign-in to a new number: anyone signed in, with the code sent there (none was: 400)',
    run: (c) => call(c, 'POST', '/api/vm/users/me/phone', { phone: nextPhone(), code: '123456' }),
    expect: signedIn(400),
  },
  { operationId: 'getMyUser', name: 'my own user', run: (c) => call(c, 'GET', '/api/user/'), expect: signedIn(200) },
  {
    operationId: 'listMyAccounts',
    name: 'my own mobiles and e-mails',
    run: (c) => call(c, 'GET', '/api/user/accounts'),
    expect: signedIn(200),
  },
  {
    operationId: 'getUserProfile',
    name: "someone's profile: everyone gets a view (which fields: see the property-level test)",
    run: (c) => call(c, 'GET', `/api/user/profile/${IDS.player.userId}`),
    expect: all(200),
  },
  {
    operationId: 'checkUser',
    name: 'does a user exist',
    run: (c) => call(c, 'GET', `/api/user/${IDS.player.userId}/check`),
    expect: all(200),
  },
  {
    operationId: 'updateBasicProfile',
    name: 'edit my own profile (the user id comes from the token)',
    run: (c) => call(c, 'PUT', '/api/user/basic', { lastName: `Edited by ${c}` }),
    expect: signedIn(200),
  },
  { operationId: 'getMyChoices', name: 'my listing choices', run: (c) => call(c, 'GET', '/api/user/choice'), expect: signedIn(200) },
  {
    operationId: 'setListingChoices',
    name: 'set my listing choices',
    run: (c) => call(c, 'PUT', '/api/user/listing', { listingIds: ['football'] }),
    expect: signedIn(200),
  },
  {
    operationId: 'setSelfSkillLevel',
    name: 'set my own skill level',
    run: (c) => call(c, 'PUT', '/api/vm/skill/football', { selfLevel: 2 }),
    expect: signedIn(200),
  },
  {
    operationId: 'getSelfSkillLevel',
    name: 'my own skill level',
    run: (c) => call(c, 'GET', '/api/vm/skill/football'),
    expect: signedIn(200),
  },
  { operationId: 'acceptTerms', name: 'accept the terms for myself', run: (c) => call(c, 'PUT', '/api/user/terms'), expect: signedIn(200) },
  {
    operationId: 'getUserAccount',
    name: "the player's private account: the player and admins only",
    run: (c) => call(c, 'GET', `/api/thiram/userAccount/${IDS.player.userId}`),
    expect: { ...signedIn(403), player: 200, admin: 200 },
  },
  {
    operationId: 'grantAccessAccount',
    name: 'grant an access account in org-1: its managers and admins only',
    run: (c) => call(c, 'PUT', `/org-api/org-1/accessAccounts/${GRANTEE}`, { role: 'staff' }),
    expect: { ...signedIn(403), managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'revokeAccessAccount',
    name: 'revoke an access account in org-1: its managers and admins only',
    run: async (c) => {
      await orgOneAccount(GRANTEE);
      return call(c, 'DELETE', `/org-api/org-1/accessAccounts/${GRANTEE}`);
    },
    expect: { ...signedIn(403), managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'updateOrgUserAccount',
    name: "set a user's GST details in org-1: its managers and admins only",
    run: (c) => call(c, 'PUT', `/org-api/org-1/userAccount/${GRANTEE}`, GST_BODY),
    expect: { ...signedIn(403), managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'getUserAccessAccounts',
    name: "the player's access accounts (one in org-1): the player, org-1 staff and managers, admins",
    run: async (c) => {
      await orgOneAccount(IDS.player.userId);
      await platform.settle();
      return call(c, 'GET', `/api/vm/accessAccount/get/user/${IDS.player.userId}`);
    },
    expect: { ...signedIn(403), player: 200, staffThisOrg: 200, managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'uploadImage',
    name: 'upload an image: anyone signed in',
    run: (c) => uploadWebp(c),
    expect: signedIn(201),
  },
  {
    operationId: 'getImage',
    name: 'see an uploaded image: public',
    run: async (c) => {
      const { data } = await json(await uploadWebp('player'));
      return call(c, 'GET', data.url);
    },
    expect: all(200),
  },
  // Shared links (docs/adr/0100-shared-pages.md): preview images are public; a private game's says nothing of it.
  {
    operationId: 'getGamePreview',
    name: "a public game's preview image: public",
    run: async (c) => {
      const id = await publicGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/previews/games/${id}.png`);
    },
    expect: all(200),
  },
  {
    operationId: 'getGamePreview',
    name: "a private game's preview image: public, one picture for every private game",
    run: async (c) => {
      const id = await privateGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/previews/games/${id}.png`);
    },
    expect: all(200),
  },
  {
    operationId: 'getVenuePreview',
    name: "a venue's preview image: public",
    run: async (c) => (await catalogue(), await platform.settle(), call(c, 'GET', '/api/vm/previews/venues/space-m.png')),
    expect: all(200),
  },
  {
    operationId: 'getPlayerPreview',
    name: "a player's preview image: public",
    run: async (c) => (await platform.settle(), call(c, 'GET', `/api/vm/previews/players/${IDS.host.userId}.png`)),
    expect: all(200),
  },
  {
    operationId: 'getSitePreview',
    name: "the site's preview image: public",
    run: (c) => call(c, 'GET', '/api/vm/previews/site.png'),
    expect: all(200),
  },
  {
    operationId: 'listParticipants',
    name: 'joined participants of a public game: anyone',
    run: async (c) => {
      const id = await publicGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/${id}/participants`);
    },
    expect: all(200),
  },
  {
    operationId: 'listParticipants',
    name: 'requests of a private game: host and co-hosts; the requester 403; non-members 404',
    run: async (c) => {
      const id = await requestedGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/${id}/participants?status=requested`);
    },
    expect: { ...all(404), player: 403, host: 200, coHost: 200, admin: 403 },
  },
  {
    operationId: 'searchUsersForGame',
    name: 'search users to invite: host and co-hosts',
    run: async (c) => {
      const id = await publicGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/${id}/users/search?q=m`);
    },
    expect: { ...signedIn(403), host: 200, coHost: 200 },
  },
  { operationId: 'listMyBuddies', name: 'my buddies', run: (c) => call(c, 'GET', '/api/vm/users/me/buddies'), expect: signedIn(200) },
  {
    operationId: 'getLeaderboard',
    name: 'leaderboard: anyone',
    run: (c) => call(c, 'GET', '/api/vm/leaderboard?listingId=football&region=chennai'),
    expect: all(200),
  },
  {
    operationId: 'getListingSkills',
    name: 'listing skill set: anyone',
    run: (c) => call(c, 'GET', '/api/vm/listings/football/skills'),
    expect: all(200),
  },
  {
    operationId: 'listReviewPrompts',
    name: 'my review prompts: anyone signed in, their own',
    run: (c) => call(c, 'GET', `/api/vm/activities/review/my_activities/${own(c)}?statusList=past&daysBack=10`),
    expect: signedIn(200),
  },
  {
    operationId: 'listReviewPrompts',
    name: "the player's review prompts: the player (and admins, for support)",
    run: (c) => call(c, 'GET', `/api/vm/activities/review/my_activities/${IDS.player.userId}`),
    expect: { ...signedIn(403), player: 200, admin: 200 },
  },
  {
    operationId: 'rateReviewPrompt',
    name: "'Rate Now' on my prompt: members of the game, for themselves",
    run: async (c) => {
      const id = await playedGame();
      return atGameTime(() => call(c, 'PUT', `/api/vm/activities/${id}/participants/${own(c)}/rate?value=true`));
    },
    expect: members(200, 403),
  },
  {
    operationId: 'skipReviewPrompt',
    name: "'Skip' on the player's prompt: the player only, never someone else for them",
    run: async (c) => {
      const id = await playedGame();
      return atGameTime(() => call(c, 'PUT', `/api/vm/activities/${id}/participants/${IDS.player.userId}/skip?value=true`));
    },
    expect: { ...signedIn(403), player: 200 },
  },
  {
    operationId: 'rateParticipant',
    name: 'rate a participant: the host, co-hosts and participants (spec section 6)',
    run: async (c) => {
      const id = await playedGame();
      return atGameTime(() => call(c, 'PUT', `/api/vm/activities/${id}/ratings/participant`, { ratingFor: 'm-target', stars: 4 }));
    },
    expect: members(200, 403),
  },
  {
    operationId: 'reviseParticipantRating',
    name: 'revise my rating of a participant: whoever may rate them, their own rating only',
    run: async (c) => {
      const id = await playedGame();
      return atGameTime(async () => {
        await call(c, 'PUT', `/api/vm/activities/${id}/ratings/participant`, { ratingFor: 'm-target', stars: 4 });
        return call(c, 'PUT', `/api/vm/activities/${id}/ratings/participant/revision`, { ratingFor: 'm-target', stars: 5 });
      });
    },
    expect: members(200, 403),
  },
  {
    operationId: 'rateHost',
    name: 'rate the host: participants only; hosts and co-hosts cannot (spec section 6)',
    run: async (c) => {
      const id = await playedGame();
      return atGameTime(() => call(c, 'PUT', `/api/vm/activities/${id}/ratings/host`, { ratingFor: IDS.host.userId, stars: 5 }));
    },
    expect: { ...signedIn(403), player: 200 },
  },
  {
    operationId: 'rateGame',
    name: 'rate the game: the host, co-hosts and participants',
    run: async (c) => {
      const id = await playedGame();
      return atGameTime(() => call(c, 'PUT', `/api/vm/activities/${id}/ratings/game`, { isGameHappened: true }));
    },
    expect: members(200, 403),
  },
  {
    operationId: 'submitRating',
    name: "the spec's one rating record, here for the game: as rateGame",
    run: async (c) => {
      const id = await playedGame();
      return atGameTime(() =>
        call(c, 'PUT', `/api/vm/activities/${id}/rating`, { ratingFor: id, isGameHappened: true, dispute: null, description: '' }),
      );
    },
    expect: members(200, 403),
  },
  {
    operationId: 'getRatedGame',
    name: 'my earlier rating of a public game: anyone signed in, their own',
    run: async (c) => {
      const id = await playedGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/ratedGame/${id}/football/${own(c)}`);
    },
    expect: signedIn(200),
  },
  {
    operationId: 'getRatedGame',
    name: "the player's rating of a game: the player (and admins)",
    run: async (c) => {
      const id = await playedGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/ratedGame/${id}/football/${IDS.player.userId}`);
    },
    expect: { ...signedIn(403), player: 200, admin: 200 },
  },
  {
    operationId: 'listRatedPlayers',
    name: 'my rated-players list: members of the game, their own',
    run: async (c) => {
      const id = await playedGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/ratedPlayers/${id}/${own(c)}`);
    },
    expect: members(200, 403),
  },
  {
    operationId: 'listRatedHosts',
    name: 'my rated-hosts list: members of the game, their own',
    run: async (c) => {
      const id = await playedGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/ratedHosts/${id}/${own(c)}`);
    },
    expect: members(200, 403),
  },
  {
    operationId: 'listRatedHosts',
    name: "the player's rated-hosts list: the player (and admins, for support)",
    run: async (c) => {
      const id = await playedGame();
      await platform.settle();
      return call(c, 'GET', `/api/vm/activities/ratedHosts/${id}/${IDS.player.userId}`);
    },
    expect: { ...signedIn(403), player: 200, admin: 200 },
  },
  {
    operationId: 'getLevelExplanation',
    name: "how a player's level is computed: anyone",
    run: (c) => call(c, 'GET', `/api/vm/users/${IDS.player.userId}/level/football`),
    expect: all(200),
  },
  {
    operationId: 'getReputation',
    name: "a player's reputation and star ratings: anyone",
    run: (c) => call(c, 'GET', `/api/vm/users/${IDS.player.userId}/reputation`),
    expect: all(200),
  },
  {
    operationId: 'listRatingsGiven',
    name: 'ratings you gave: anyone signed in, their own',
    run: (c) => call(c, 'GET', '/api/vm/users/me/ratings-given'),
    expect: signedIn(200),
  },
  {
    operationId: 'listDisputes',
    name: 'the dispute queue: organisation staff and managers (their spaces) and admins',
    run: (c) => call(c, 'GET', '/api/vm/disputes'),
    expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'issueDevToken',
    name: 'development token (embedded only)',
    run: (c) => call(c, 'POST', '/api/dev/token', { userId: 'dev-x' }),
    expect: all(200),
  },
  {
    operationId: 'listDemoAccounts',
    name: 'demo accounts (embedded only)',
    run: (c) => call(c, 'GET', '/api/dev/demo-accounts'),
    expect: all(200),
  },
  // Catalogue: managers of the organisation write it, its staff block slots, everyone reads it.
  {
    operationId: 'registerOrganisation',
    name: 'register or update an organisation: its managers and admins (org-1 is registered in beforeAll, so both update it: 200)',
    run: (c) => call(c, 'PUT', '/org-api/org-1', { name: 'Org One' }),
    expect: managersOfOrgOne(200),
  },
  {
    operationId: 'saveSpace',
    name: 'create or update a space',
    run: async (c) => (
      await catalogue(),
      call(c, 'PUT', CAT, {
        name: 'Matrix Arena',
        location: { name: 'Matrix Arena', city: 'Chennai' },
        listings: [{ listingId: 'football', listingName: 'Football' }],
      })
    ),
    expect: managersOfOrgOne(200),
  },
  {
    operationId: 'addSpaceField',
    name: 'add a field',
    run: async (c) => (
      await catalogue(), call(c, 'PUT', `${CAT}/fields/f-${c.toLowerCase()}`, { fieldName: 'Side', listingIds: ['football'] })
    ),
    expect: managersOfOrgOne(201),
  },
  {
    operationId: 'configureTimeRange',
    name: 'configure a priced time range',
    run: async (c) => (
      await catalogue(),
      call(c, 'PUT', `${CAT}/timeRanges/all-day`, {
        fieldIds: ['space-m.f-main'],
        startTime: '00:00',
        endTime: '24:00',
        slotMinutes: 30,
        price: { amount: 50000 },
      })
    ),
    expect: managersOfOrgOne(200),
  },
  {
    operationId: 'configureMembership',
    name: 'configure a membership plan',
    run: async (c) => (
      await catalogue(),
      call(c, 'PUT', `${CAT}/memberships/monthly`, {
        name: 'Monthly',
        listingIds: ['football'],
        validity: 'Monthly',
        price: { amount: 200000 },
      })
    ),
    expect: managersOfOrgOne(200),
  },
  {
    operationId: 'blockSlots',
    name: 'block slots: staff of the organisation',
    run: async (c) => (
      await catalogue(), call(c, 'PUT', `${CAT}/slots/block`, { fieldId: 'space-m.f-main', date: '2026-11-30', startTimes: ['06:00'] })
    ),
    expect: staffOfOrgOne(200, 403),
  },
  {
    operationId: 'unblockSlots',
    name: 'unblock slots: staff of the organisation',
    run: async (c) => {
      await catalogue();
      await call('admin', 'PUT', `${CAT}/slots/block`, { fieldId: 'space-m.f-main', date: '2026-11-30', startTimes: ['07:00'] });
      return call(c, 'PUT', `${CAT}/slots/unblock`, { fieldId: 'space-m.f-main', date: '2026-11-30', startTimes: ['07:00'] });
    },
    expect: staffOfOrgOne(200, 403),
  },
  {
    operationId: 'listCatalogueVenuesByListing',
    name: 'venues of the catalogue by listing',
    run: (c) => call(c, 'GET', '/api/vm/spaces/listing/football/0/30'),
    expect: all(200),
  },
  {
    operationId: 'matchVenues',
    name: 'listed venues a typed place names (create game)',
    run: (c) => call(c, 'GET', '/api/vm/venues/match?q=Marina%20Turf%20Arena'),
    expect: all(200),
  },
  {
    operationId: 'listSlotsByListing',
    name: 'slots by listing and date',
    run: (c) => call(c, 'GET', '/api/vm/slots/listing/football?date=2026-11-30'),
    expect: all(200),
  },
  {
    operationId: 'getCatalogueSpace',
    name: 'one venue of the catalogue (its plans, taxes)',
    run: async (c) => (await catalogue(), await platform.settle(), call(c, 'GET', '/api/vm/spaces/space-m')),
    expect: all(200),
  },
  // Bookings: anyone signed in buys; an order is its buyer's and its venue staff's.
  {
    operationId: 'createOrder',
    name: 'CreateOrder from a booking cart',
    run: async (c) => (await catalogue(), call(c, 'POST', '/api/b2c/orders', { cartItem: [nextSlot()] })),
    expect: signedIn(201),
  },
  {
    operationId: 'createTransaction',
    name: 'transaction create for an own order',
    run: async (c) => call(c, 'POST', '/api/b2c/transaction/create', { orderId: await orderOf(c), paymentMode: 'test_timeout' }),
    expect: signedIn(201),
  },
  {
    operationId: 'instantBuy',
    name: 'instantBuy',
    run: async (c) => (
      await catalogue(), call(c, 'POST', '/api/b2c/transaction/instantBuy', { cartItem: [nextSlot()], paymentMode: 'test_timeout' })
    ),
    expect: signedIn(201),
  },
  {
    operationId: 'receivePaymentWebhook',
    name: "payment webhook: only the gateway's signature counts, never a token",
    run: (c) =>
      platform.request('POST', '/api/b2c/payments/webhook/test', {
        token: tokens[c],
        rawBody: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    expect: all(401),
  },
  {
    operationId: 'cancelOrder',
    name: "cancel the player's order: the player and org-1's staff",
    run: async (c) => call(c, 'PUT', `/api/b2c/orders/${await orderOf('player')}/cancel`),
    expect: { ...staffOfOrgOne(200, 404), player: 200 },
  },
  { operationId: 'listMyOrders', name: 'my orders', run: (c) => call(c, 'GET', '/api/b2c/orders/my/0/10'), expect: signedIn(200) },
  {
    operationId: 'quoteOrder',
    name: 'quote a cart: anyone signed in',
    run: async (c) => (await catalogue(), call(c, 'POST', '/api/b2c/orders/quote', { cartItem: [nextSlot()] })),
    expect: signedIn(200),
  },
  {
    operationId: 'getOrder',
    name: "the player's order: the player and org-1's staff",
    run: async (c) => {
      const orderId = await orderOf('player');
      await platform.settle(); // read from the orders read model
      return call(c, 'GET', `/api/b2c/orders/${orderId}`);
    },
    expect: { ...staffOfOrgOne(200, 404), player: 200 },
  },
  {
    operationId: 'listOrganisationOrders',
    name: "org-1's orders: its staff",
    run: (c) => call(c, 'GET', '/org-api/org-1/orders/0/10'),
    expect: staffOfOrgOne(200, 403),
  },
  {
    operationId: 'listMyTransactions',
    name: 'my transactions',
    run: (c) => call(c, 'GET', '/api/b2c/transactions/my/0/10'),
    expect: signedIn(200),
  },
  {
    operationId: 'listOrganisationPayouts',
    name: "org-1's payouts due: its staff",
    run: (c) => call(c, 'GET', '/org-api/org-1/payouts'),
    expect: staffOfOrgOne(200, 403),
  },
  {
    operationId: 'listMyMemberships',
    name: 'my memberships',
    run: (c) => call(c, 'GET', '/api/b2c/memberships/my/0/10'),
    expect: signedIn(200),
  },
  // Offerings (docs/bookings.md "Offerings"): managers of the organisation save them, everyone lists a space's, its staff the organisation's.
  ...(
    [
      [
        'saveClass',
        'classes',
        {
          name: 'Drills',
          validity: 'Monthly',
          price: { amount: 100 },
          batches: { am: { name: 'AM', capacity: 5, weekdays: [1], startTime: '06:00', endTime: '07:00', startDate: '2026-12-01' } },
        },
      ],
      ['savePack', 'packs', { name: 'Ten', sessions: 10, validity: 'Quarterly', price: { amount: 100 } }],
      ['saveLocker', 'lockers', { name: 'Lockers', count: 5, validity: 'Monthly', price: { amount: 100 } }],
      ['saveMeet', 'meets', { name: 'Run', startDate: '2026-12-06', startTime: '06:00', capacity: 50, price: { amount: 100 } }],
      ['saveTournament', 'tournaments', { name: 'Cup', startDate: '2026-12-12', startTime: '08:00', capacity: 8, price: { amount: 100 } }],
      [
        'saveEvent',
        'events',
        { name: 'Movie night', date: '2026-12-10', startTime: '19:00', endTime: '22:00', capacity: 50, price: { amount: 100 } },
      ],
    ] as const
  ).map(
    ([operationId, plural, body]): Row => ({
      operationId,
      name: `save a space's ${plural}`,
      run: async (c) => (await catalogue(), call(c, 'PUT', `${CAT}/${plural}/one`, body)),
      expect: managersOfOrgOne(200),
    }),
  ),
  {
    operationId: 'listSpaceOfferings',
    name: "a space's offerings",
    run: (c) => call(c, 'GET', '/api/vm/spaces/space-m/offerings'),
    expect: all(200),
  },
  // A class's sessions and attendance (docs/backoffice.md "Classes"): the organisation's staff run them.
  {
    operationId: 'markAttendance',
    name: "mark a student of org-1's class present: its staff",
    run: async (c) => (await roster(), call(c, 'PUT', `${ROSTER}/attendance/${IDS.player.userId}`, { status: 'present' })),
    expect: staffOfOrgOne(200, 403),
  },
  {
    operationId: 'changeClassSessionStatus',
    name: "complete a session of org-1's class: its staff",
    run: async (c) => (await roster(), call(c, 'POST', `${ROSTER}/status`, { status: 'completed' })),
    expect: staffOfOrgOne(200, 403),
  },
  {
    operationId: 'listOrgOfferings',
    name: "org-1's offerings with registrations: its staff",
    run: (c) => call(c, 'GET', '/org-api/org-1/offerings'),
    expect: staffOfOrgOne(200, 403),
  },
  // Payouts: only platform admins settle them and set commission rates.
  {
    operationId: 'settlePayout',
    name: 'settle a payout of org-1: platform admins only',
    run: async (c) => (
      await catalogue(),
      call(c, 'POST', '/org-api/org-1/payouts/settlements', {
        amount: 100,
        reference: 'MATRIX-1',
        period: { from: '2026-10-01', to: '2026-10-31' },
      })
    ),
    expect: { ...signedIn(403), admin: 201 },
  },
  {
    operationId: 'setOrganisationCommission',
    name: "set org-1's commission rate: platform admins only",
    run: async (c) => (await catalogue(), call(c, 'PUT', '/org-api/org-1/commission', { commissionPercent: 10 })),
    expect: { ...signedIn(403), admin: 200 },
  },
  {
    operationId: 'setSpaceCommission',
    name: "set a space's commission rate: platform admins only",
    run: async (c) => (await catalogue(), call(c, 'PUT', `${CAT}/commission`, { commissionPercent: 10 })),
    expect: { ...signedIn(403), admin: 200 },
  },
  // Coupons: managers of the organisation write them; the spin-wheel calls are the user's own.
  {
    operationId: 'saveCoupon',
    name: 'create or update a coupon',
    run: async (c) => (await catalogue(), call(c, 'PUT', '/org-api/org-1/coupons/SPINX', SPIN_COUPON)),
    expect: managersOfOrgOne(200),
  },
  {
    operationId: 'getCouponCampaign',
    name: 'a spin-wheel campaign',
    run: (c) => call(c, 'GET', '/api/b2c/coupon/get/campaign/matrix'),
    expect: all(200),
  },
  {
    operationId: 'validateCouponCampaignUser',
    name: 'may I spin (my own user id)',
    run: (c) => call(c, 'GET', `/api/b2c/coupon/validate/users/matrix/${own(c)}`),
    expect: signedIn(200),
  },
  {
    operationId: 'setCouponReward',
    name: 'take my reward: the code the server drew for me (my own user id)',
    run: async (c) => call(c, 'PUT', `/api/b2c/coupon/set/reward/matrix/${await drawnFor(c)}?userId=${own(c)}`),
    expect: signedIn(200),
  },
  {
    operationId: 'listCouponWheels',
    name: 'the wheels players may spin, prizes in words: everyone',
    run: async (c) => (await matrixWheel(), call(c, 'GET', '/api/b2c/coupon/wheels')),
    expect: all(200),
  },
  {
    operationId: 'spinCouponWheel',
    name: 'spin a wheel for myself: anyone signed in',
    run: async (c) => (await matrixWheel(), call(c, 'POST', '/api/b2c/coupon/spin/matrix')),
    expect: signedIn(200),
  },
  {
    operationId: 'setSpinWheelPrizes',
    name: "set org-1's wheel prizes and odds: its managers",
    run: async (c) => (
      await matrixWheel(),
      call(c, 'PUT', '/org-api/org-1/spin-wheels/matrix', {
        slices: [
          { code: 'SPINX', weight: 1 },
          { code: 'SPINY', weight: 1 },
        ],
      })
    ),
    expect: managersOfOrgOne(200),
  },
  {
    operationId: 'adminGetSpinWheels',
    name: "org-1's spin wheel in the back office: its staff",
    run: async (c) => (await matrixWheel(), call(c, 'GET', '/admin-api/spinWheels/matrix')),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminHistorySpinWheels',
    name: "a spin wheel's history (its odds and draws): org-1's staff",
    run: async (c) => (await matrixWheel(), call(c, 'GET', '/admin-api/spinWheels/matrix/history')),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  // The back office: lists and records scoped by organisation, space or platform role.
  ...ADMIN_ORG_RESOURCES.flatMap((resource): Row[] => [
    {
      operationId: `adminList${cap(resource)}`,
      name: `back office ${resource}: organisation staff (their own) and admins`,
      run: async (c) => (await orderOf('player'), call(c, 'GET', `/admin-api/${resource}`)),
      expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
    },
  ]),
  {
    operationId: 'adminGetOrders',
    name: "one order in the back office: org-1's staff; elsewhere it does not exist",
    run: async (c) => call(c, 'GET', `/admin-api/orders/${await settledOrder()}`),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminHistoryOrders',
    name: "an order's history: org-1's staff",
    run: async (c) => call(c, 'GET', `/admin-api/orders/${await settledOrder()}/history`),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminRefundOrder',
    name: 'refund an order: managers of org-1; its staff read but may not',
    run: async (c) => call(c, 'POST', `/admin-api/orders/${await orderOf('player')}/refund`, { refundPercent: 100 }),
    expect: { ...signedIn(404), staffThisOrg: 403, managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'adminGetSpaces',
    name: "one venue in the back office: org-1's staff",
    run: async (c) => (await catalogue(), await platform.settle(), call(c, 'GET', '/admin-api/spaces/space-m')),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminHistorySpaces',
    name: "a venue's history: org-1's staff",
    run: async (c) => (await catalogue(), await platform.settle(), call(c, 'GET', '/admin-api/spaces/space-m/history')),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminGetCoupons',
    name: "one coupon in the back office: org-1's staff",
    run: async (c) => call(c, 'GET', `/admin-api/coupons/${await settledCoupon()}`),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminHistoryCoupons',
    name: "a coupon's history: org-1's staff",
    run: async (c) => call(c, 'GET', `/admin-api/coupons/${await settledCoupon()}/history`),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  ...ADMIN_ORG_LOOKUPS.map(
    (resource): Row => ({
      operationId: `adminGet${cap(resource)}`,
      name: `a record of ${resource} nobody has: 404 for staff, 403 for players`,
      run: (c) => call(c, 'GET', `/admin-api/${resource}/no-such-record`),
      expect: { ...signedIn(403), staffThisOrg: 404, staffOtherOrg: 404, managerThisOrg: 404, admin: 404 },
    }),
  ),
  ...RECORDS.flatMap(([kind, plural, body]): Row[] => [
    {
      operationId: `save${cap(kind)}Record`,
      name: `save org-1's ${plural}: its managers and admins`,
      run: async (c) => (await records(), call(c, 'PUT', `/org-api/org-1/${plural}/m-${c.toLowerCase()}`, body)),
      expect: managersOfOrgOne(200),
    },
    {
      operationId: `change${cap(kind)}Status`,
      name: `change the status of org-1's ${plural}: its managers and admins`,
      run: async (c) => (await records(), call(c, 'POST', `/org-api/org-1/${plural}/matrix/status`, { status: RECORD_STATUS[kind] })),
      expect: managersOfOrgOne(200),
    },
    {
      operationId: `adminList${cap(plural)}`,
      name: `back office ${plural}: organisation staff (their own) and admins`,
      run: (c) => call(c, 'GET', `/admin-api/${plural}`),
      expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
    },
    {
      operationId: `adminGet${cap(plural)}`,
      name: `one of org-1's ${plural}: its staff; elsewhere it does not exist`,
      run: async (c) => (await records(), call(c, 'GET', `/admin-api/${plural}/${kind}-org-1.matrix`)),
      expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
    },
    {
      operationId: `adminHistory${cap(plural)}`,
      name: `the history of one of org-1's ${plural}: its staff`,
      run: async (c) => (await records(), call(c, 'GET', `/admin-api/${plural}/${kind}-org-1.matrix/history`)),
      expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
    },
  ]),
  {
    operationId: 'logEnquiry',
    name: "log a call on org-1's enquiry: its managers and admins",
    run: async (c) => (await records(), call(c, 'POST', '/org-api/org-1/enquiries/matrix/logs', { note: 'Called' })),
    expect: managersOfOrgOne(200),
  },
  {
    operationId: 'adminListMembers',
    name: 'back office members: organisation staff (their own) and admins',
    run: (c) => call(c, 'GET', '/admin-api/members'),
    expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'listListings',
    name: 'the listings pickers offer: everyone',
    run: (c) => call(c, 'GET', '/api/vm/listings'),
    expect: all(200),
  },
  { operationId: 'listCities', name: 'the cities pickers offer: everyone', run: (c) => call(c, 'GET', '/api/vm/cities'), expect: all(200) },
  {
    operationId: 'adminListListings',
    name: 'listings in the back office: platform operators',
    run: (c) => call(c, 'GET', '/admin-api/listings'),
    expect: { ...signedIn(403), admin: 200 },
  },
  {
    operationId: 'adminGetListings',
    name: 'one listing in the back office: platform operators (none yet: 404)',
    run: (c) => call(c, 'GET', '/admin-api/listings/no-such-listing'),
    expect: { ...signedIn(403), admin: 404 },
  },
  {
    operationId: 'adminListUsers',
    name: 'users in the back office: platform operators',
    run: (c) => call(c, 'GET', '/admin-api/users'),
    expect: { ...signedIn(403), admin: 200 },
  },
  {
    operationId: 'adminGetUsers',
    name: 'one user in the back office: platform operators',
    run: (c) => call(c, 'GET', `/admin-api/users/${IDS.player.userId}`),
    expect: { ...signedIn(403), admin: 200 },
  },
  {
    operationId: 'adminHistoryUsers',
    name: "a user's history: platform operators",
    run: (c) => call(c, 'GET', `/admin-api/users/${IDS.player.userId}/history`),
    expect: { ...signedIn(403), admin: 200 },
  },
  {
    operationId: 'adminListDisputes',
    name: 'the dispute cases: staff (their spaces) and admins',
    run: (c) => call(c, 'GET', '/admin-api/disputes'),
    expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'adminGetDisputes',
    name: 'one dispute case: only where it lies (a game at no space: admins)',
    run: async (c) => call(c, 'GET', `/admin-api/disputes/${(await disputedGame()).caseId}`),
    expect: { ...signedIn(403), staffThisOrg: 404, staffOtherOrg: 404, managerThisOrg: 404, admin: 200 },
  },
  {
    operationId: 'adminResolveDispute',
    name: 'close a dispute case at no venue: admins only',
    run: async (c) => {
      const { activityId, caseId } = await disputedGame();
      return call(c, 'POST', `/admin-api/disputes/${caseId}/resolve`, { activityId, outcome: 'dismissed', note: 'Checked' });
    },
    expect: { ...signedIn(403), staffThisOrg: 404, staffOtherOrg: 404, managerThisOrg: 404, admin: 200 },
  },
  // A case at org-1's venue is org-1's; its staff see it, its managers (and admins) resolve and reopen it.
  {
    operationId: 'adminGetDisputes',
    name: "a dispute case at org-1's venue: org-1's staff; elsewhere it does not exist",
    run: async (c) => call(c, 'GET', `/admin-api/disputes/${(await venueDispute()).caseId}`),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminHistoryDisputes',
    name: "a dispute case's history: org-1's staff",
    run: async (c) => call(c, 'GET', `/admin-api/disputes/${(await venueDispute()).caseId}/history`),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminResolveDispute',
    name: "close a dispute case at org-1's venue: its managers and admins (its staff 403)",
    run: async (c) => {
      const { activityId, caseId } = await venueDispute();
      return call(c, 'POST', `/admin-api/disputes/${caseId}/resolve`, { activityId, outcome: 'dismissed', note: 'Checked' });
    },
    expect: { ...signedIn(403), staffThisOrg: 403, staffOtherOrg: 404, managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'adminReopenDispute',
    name: "reopen a resolved dispute case at org-1's venue: its managers and admins (its staff 403)",
    run: async (c) => {
      const { activityId, caseId } = await venueDispute(true);
      return call(c, 'POST', `/admin-api/disputes/${caseId}/reopen`, { activityId, note: 'New evidence' });
    },
    expect: { ...signedIn(403), staffThisOrg: 403, staffOtherOrg: 404, managerThisOrg: 200, admin: 200 },
  },
  // Chat reports (docs/adr/0101-game-chat.md): the queue of the venue's organisation, as dispute cases; its staff close them.
  {
    operationId: 'adminListChatReports',
    name: 'chat reports: organisation staff (their own queue) and admins',
    run: (c) => call(c, 'GET', '/admin-api/chatReports'),
    expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'adminGetChatReports',
    name: "a chat report at org-1's venue: org-1's staff; elsewhere it does not exist",
    run: async (c) => call(c, 'GET', `/admin-api/chatReports/${(await chatReport()).reportId}`),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminHistoryChatReports',
    name: "a chat report's history: org-1's staff",
    run: async (c) => call(c, 'GET', `/admin-api/chatReports/${(await chatReport()).reportId}/history`),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminRemoveReportedComment',
    name: "remove a message reported at org-1's venue: org-1's staff and admins",
    run: async (c) => {
      const { activityId, reportId } = await chatReport();
      return call(c, 'POST', `/admin-api/chatReports/${reportId}/remove`, { activityId });
    },
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminDismissChatReport',
    name: "dismiss a report at org-1's venue: org-1's staff and admins",
    run: async (c) => {
      const { activityId, reportId } = await chatReport();
      return call(c, 'POST', `/admin-api/chatReports/${reportId}/dismiss`, { activityId });
    },
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminPeople',
    name: 'names of people by id (getMany): staff (those related to their organisation) and admins',
    run: (c) => call(c, 'GET', `/admin-api/people?filter=${encodeURIComponent('{"id":["someone"]}')}`),
    expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'adminPersonSearch',
    name: '"Find anyone" by name or phone: staff (their own organisations\' people) and admins',
    run: (c) => call(c, 'GET', '/admin-api/people/search?q=0004'),
    expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'adminDashboard',
    name: 'the back-office dashboard: staff and admins',
    run: (c) => call(c, 'GET', '/admin-api/dashboard'),
    expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'adminDashboardDay',
    name: "the day's timeline of an organisation's venues: its staff and admins",
    run: (c) => call(c, 'GET', '/admin-api/dashboard/day?date=2026-11-23&orgId=org-1'),
    expect: staffOfOrgOne(200, 403),
  },
  {
    operationId: 'adminDashboardOccupancy',
    name: "a week's occupancy of an organisation's venues: its staff and admins",
    run: (c) => call(c, 'GET', '/admin-api/dashboard/occupancy?week=2026-11-23&orgId=org-1'),
    expect: staffOfOrgOne(200, 403),
  },
  {
    operationId: 'adminDashboardPayoutsDue',
    name: "payouts due to the caller's organisations: staff and admins",
    run: (c) => call(c, 'GET', '/admin-api/dashboard/payouts-due'),
    expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
  },
  // Games at org-1's venue (its place typed, no spaceId): org-1's staff and managers as operators; another organisation's staff find nothing (docs/roles.md).
  {
    operationId: 'adminListGames',
    name: "games in the back office: operators all, an organisation's staff those at its venues",
    run: (c) => call(c, 'GET', '/admin-api/games'),
    expect: venueGameRow(200, 200),
  },
  {
    operationId: 'adminGetGames',
    name: "one game at org-1's venue in the back office",
    run: async (c) => call(c, 'GET', `/admin-api/games/${await venueGame()}`),
    expect: venueGameRow(200),
  },
  {
    operationId: 'adminHistoryGames',
    name: "a game's history: as the game",
    run: async (c) => call(c, 'GET', `/admin-api/games/${await venueGame()}/history`),
    expect: venueGameRow(200),
  },
  {
    operationId: 'adminListGamePlayers',
    name: "a game's players, paged: as the game (another organisation's list is empty)",
    run: async (c) =>
      call(c, 'GET', `/admin-api/gamePlayers?filter=${encodeURIComponent(JSON.stringify({ activityId: await venueGame() }))}`),
    expect: venueGameRow(200, 200),
  },
  {
    operationId: 'adminGetGamePlayers',
    name: "one player's entry in a game: as the game",
    run: async (c) => call(c, 'GET', `/admin-api/gamePlayers/${await venueGame()}:${IDS.host.userId}`),
    expect: venueGameRow(200),
  },
  {
    operationId: 'adminHoldGame',
    name: "moderation hold: operators, and the venue organisation's staff on its behalf",
    run: async (c) => call(c, 'POST', `/admin-api/games/${await venueGame()}/hold`, { reason: 'Reported' }),
    expect: venueGameRow(200),
  },
  {
    operationId: 'adminReleaseGame',
    name: "moderation release: operators, and the venue organisation's staff",
    run: async (c) => call(c, 'POST', `/admin-api/games/${await venueGame(true)}/release`),
    expect: venueGameRow(200),
  },
  {
    operationId: 'adminDeleteGame',
    name: "moderation cancel with refunds: operators and the venue organisation's managers (its staff 403)",
    run: async (c) => call(c, 'DELETE', `/admin-api/games/${await venueGame()}`),
    expect: { ...venueGameRow(200), staffThisOrg: 403 },
  },
  // Organisations, access accounts, transactions, ratings and cities (docs/backoffice.md).
  ...(['organisations', 'access', 'transactions'] as const).map(
    (resource): Row => ({
      operationId: `adminList${cap(resource)}`,
      name: `back office ${resource}: organisation staff (their own) and admins`,
      run: async (c) => (await catalogue(), call(c, 'GET', `/admin-api/${resource}`)),
      expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
    }),
  ),
  {
    operationId: 'adminGetOrganisations',
    name: 'org-1 in the back office: its staff; elsewhere it does not exist',
    run: async (c) => (await catalogue(), await platform.settle(), call(c, 'GET', '/admin-api/organisations/org-1')),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminHistoryOrganisations',
    name: "org-1's history: its staff",
    run: async (c) => (await catalogue(), await platform.settle(), call(c, 'GET', '/admin-api/organisations/org-1/history')),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminGetAccess',
    name: 'an access account of org-1: its staff; elsewhere it does not exist',
    run: async (c) => (await orgOneAccount(GRANTEE), await platform.settle(), call(c, 'GET', `/admin-api/access/org-1:${GRANTEE}`)),
    expect: { ...staffOfOrgOne(200, 403), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminGetTransactions',
    name: 'a transaction nobody has: 404 for staff, 403 for players',
    run: (c) => call(c, 'GET', '/admin-api/transactions/no-such-record'),
    expect: { ...signedIn(403), staffThisOrg: 404, staffOtherOrg: 404, managerThisOrg: 404, admin: 404 },
  },
  {
    operationId: 'adminListRatings',
    name: 'ratings to moderate: staff (their spaces) and admins',
    run: (c) => call(c, 'GET', '/admin-api/ratings'),
    expect: { ...signedIn(403), staffThisOrg: 200, staffOtherOrg: 200, managerThisOrg: 200, admin: 200 },
  },
  {
    operationId: 'adminGetRatings',
    name: 'a rating nobody has: 404 for staff, 403 for players',
    run: (c) => call(c, 'GET', '/admin-api/ratings/no-such-record'),
    expect: { ...signedIn(403), staffThisOrg: 404, staffOtherOrg: 404, managerThisOrg: 404, admin: 404 },
  },
  {
    operationId: 'adminListCities',
    name: 'cities in the back office: platform operators',
    run: (c) => call(c, 'GET', '/admin-api/cities'),
    expect: { ...signedIn(403), admin: 200 },
  },
  {
    operationId: 'adminGetCities',
    name: "a city of org-1's venue: platform operators",
    run: async (c) => (await catalogue(), await platform.settle(), call(c, 'GET', '/admin-api/cities/chennai')),
    expect: { ...signedIn(403), admin: 200 },
  },
  {
    operationId: 'adminHistoryCities',
    name: "a city's history: platform operators",
    run: async (c) => (await catalogue(), await platform.settle(), call(c, 'GET', '/admin-api/cities/chennai/history')),
    expect: { ...signedIn(403), admin: 200 },
  },
  {
    operationId: 'adminSaveCity',
    name: 'add or change a city: platform operators',
    run: (c) => call(c, 'PUT', '/admin-api/cities/matrix-city', { name: 'Matrix City', active: true }),
    expect: { ...signedIn(403), admin: 200 },
  },
  // react-admin's create, update and delete: each is the command's own authorization, sent on by the admin API.
  ...(['create', 'update'] as const).flatMap((op): Row[] => {
    const [verb, method, status] = op === 'create' ? (['Create', 'POST', 201] as const) : (['Update', 'PUT', 200] as const);
    const at = (resource: string, id: string) => (op === 'create' ? `/admin-api/${resource}` : `/admin-api/${resource}/${id}`);
    // An edit of org-1's record by another organisation's staff: it does not exist for them (docs/security.md "Admin writes").
    const otherOrgSees = op === 'update' ? { staffOtherOrg: 404 } : {};
    const space = {
      orgId: 'org-1',
      spaceId: 'space-m',
      name: 'Matrix Arena',
      location: { name: 'Matrix Arena', city: 'Chennai' },
      listings: [{ listingId: 'football', listingName: 'Football' }],
    };
    const offerings = [
      ['classes', 'class', 'saveClass'],
      ['packs', 'pack', 'savePack'],
      ['lockers', 'locker', 'saveLocker'],
      ['meets', 'meet', 'saveMeet'],
      ['tournaments', 'tournament', 'saveTournament'],
      ['events', 'event', 'saveEvent'],
    ] as const;
    return [
      {
        operationId: `admin${verb}Spaces`,
        name: `react-admin ${op} of a venue: managers of org-1`,
        run: async (c) => (await catalogue(), call(c, method, at('spaces', 'space-m'), space)),
        expect: { ...managersOfOrgOne(status), ...otherOrgSees },
      },
      // An edit is of a coupon that exists, whose organisation its stream says before the body (command-service/src/admin/recordOrg.ts).
      {
        operationId: `admin${verb}Coupons`,
        name: `react-admin ${op} of a coupon: managers of org-1`,
        run: async (c) => (
          await catalogue(),
          op === 'update' && (await call('admin', 'PUT', '/org-api/org-1/coupons/MATRIXRA', SPIN_COUPON)),
          call(c, method, at('coupons', 'MATRIXRA'), { orgId: 'org-1', code: 'MATRIXRA', ...SPIN_COUPON })
        ),
        expect: { ...managersOfOrgOne(status), ...otherOrgSees },
      },
      ...offerings.map(
        ([plural, kind, save]): Row => ({
          operationId: `admin${verb}${cap(plural)}`,
          name: `react-admin ${op} of ${plural}: managers of org-1`,
          run: async (c) => {
            // The offering the save row above writes, as react-admin's form holds it.
            await ROWS.find((row) => row.operationId === save)!.run('admin');
            await platform.settle();
            const body = (
              await json(await call('admin', 'GET', `/admin-api/${plural}?filter=${encodeURIComponent('{"orgId":"org-1"}')}`))
            )[0];
            return call(c, method, at(plural, `${kind}-space-m.one`), {
              orgId: 'org-1',
              spaceId: 'space-m',
              key: 'one',
              offering: { details: body?.offering.details ?? {} },
            });
          },
          expect: { ...managersOfOrgOne(status), ...otherOrgSees },
        }),
      ),
      ...RECORDS.map(
        ([kind, plural, body]): Row => ({
          operationId: `admin${verb}${cap(plural)}`,
          name: `react-admin ${op} of ${plural}: managers of org-1`,
          run: async (c) => (
            await records(),
            call(c, method, at(plural, `${kind}-org-1.ra-${c.toLowerCase()}`), {
              orgId: 'org-1',
              key: `ra-${c.toLowerCase()}`,
              details: body,
            })
          ),
          expect: { ...managersOfOrgOne(status), ...otherOrgSees },
        }),
      ),
      {
        operationId: `admin${verb}Organisations`,
        name: `react-admin ${op} of org-1: its managers and admins`,
        run: (c) => call(c, method, at('organisations', 'org-1'), { id: 'org-1', orgId: 'org-1', name: 'Org One' }),
        expect: { ...managersOfOrgOne(status), ...otherOrgSees },
      },
      {
        operationId: `admin${verb}Access`,
        name: `react-admin ${op} of an access account in org-1: its managers and admins`,
        run: (c) => call(c, method, at('access', `org-1:${GRANTEE}`), { orgId: 'org-1', userId: GRANTEE, role: 'staff' }),
        expect: { ...managersOfOrgOne(status), ...otherOrgSees },
      },
    ];
  }),
  {
    operationId: 'adminDeleteAccess',
    name: "react-admin's delete of an access account in org-1 (revoke): its managers and admins",
    run: async (c) => (await orgOneAccount(GRANTEE), call(c, 'DELETE', `/admin-api/access/org-1:${GRANTEE}`)),
    expect: { ...managersOfOrgOne(200), staffOtherOrg: 404 },
  },
  {
    operationId: 'adminCreateCities',
    name: "react-admin's create of a city: platform operators",
    run: (c) => call(c, 'POST', '/admin-api/cities', { name: 'Matrix Town', active: true }),
    expect: { ...signedIn(403), admin: 201 },
  },
  {
    operationId: 'adminCreateSettlements',
    name: "react-admin's create of a settlement of org-1: platform operators",
    run: async (c) => (
      await catalogue(),
      call(c, 'POST', '/admin-api/settlements', {
        orgId: 'org-1',
        amount: 100,
        reference: 'MATRIX-RA',
        period: { from: '2026-09-01', to: '2026-09-30' },
      })
    ),
    expect: { ...signedIn(403), admin: 201 },
  },
  {
    operationId: 'readDevOutbox',
    name: 'development outbox (embedded only)',
    run: (c) => call(c, 'GET', '/api/dev/outbox?to=9800000001'),
    expect: all(200),
  },
  { operationId: 'getHealth', name: 'health', run: (c) => call(c, 'GET', '/health'), expect: all(200) },
  {
    operationId: 'paymentGatewayInfo',
    name: 'which gateway takes payments (public: the checkout page asks)',
    run: (c) => call(c, 'GET', '/api/b2c/payments/gateway'),
    expect: all(200),
  },
];

function nextPhone() {
  phoneCounter += 1;
  return `95${String(phoneCounter).padStart(8, '0')}`;
}

describe('authorization matrix', () => {
  it.each(ROWS.map((row) => [row.operationId, row.name, row] as const))('%s: %s', async (_op, _name, row) => {
    const seen: Record<string, number> = {};
    for (const caller of CALLERS) seen[caller] = (await row.run(caller)).status;
    expect(seen).toEqual(row.expect);
  });

  it('covers every endpoint of the API', async () => {
    const doc = await json(await platform.request('GET', '/openapi.json'));
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((p) =>
      Object.values(p).map((o) => o.operationId),
    );
    expect(operations.filter((op) => !ROWS.some((row) => row.operationId === op))).toEqual([]);
  });

  /**
   * docs/security.md "Who may act is checked before the body" (docs/adr/0117-authorization-before-body.md): every caller the matrix refuses
   * a write with a JSON body gets the same
   * refusal when the body is invalid too, never a 400 that answers before the permission check.
   * A caller the row lets through gets the 400, which shows the body is really refused.
   */
  /**
   * Refusals that only the body can decide, so a bad body is a 400 first (docs/security.md "Who
   * may act is checked before the body", what remains): saving a private game is refused to those
   * who may not see it, but unsaving (isSaved false) is anyone's; a dispute case or chat report is
   * found through the game its body names (the path's id alone finds no stream); the session a
   * logout would end is the body's refresh token. Game roles, ratings, chat and the admin API's
   * creates and edits are refused before the body.
   */
  const DECIDED_AFTER_THE_BODY: Record<string, 'all' | readonly Caller[]> = {
    saveGame: 'all',
    ...Object.fromEntries(
      ['adminResolveDispute', 'adminReopenDispute', 'adminDismissChatReport', 'adminRemoveReportedComment'].map((op) => [
        op,
        ['staffThisOrg', 'staffOtherOrg', 'managerThisOrg'] as const,
      ]),
    ),
    signOut: 'all',
  };
  const decidedAfterTheBody = (operationId: string, caller: Caller) => {
    const callers = DECIDED_AFTER_THE_BODY[operationId];
    return callers === 'all' || (callers?.includes(caller) ?? false);
  };

  it('refuses callers of writes the same way when their body is invalid, never with a 400', async () => {
    const doc = await json(await platform.request('GET', '/openapi.json'));
    const withBody = new Map<string, { method: string; path: RegExp }>();
    type Operation = { operationId: string; security?: unknown[]; requestBody?: { content?: Record<string, { schema?: unknown }> } };
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, op] of Object.entries(item)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        // Not: routes that take no body (refused at once, docs/adr/0118-empty-body.md) and routes without a token, whose body is the
        // credential.
        const tokenless = Array.isArray(op.security) && op.security.length === 0;
        if (schema && !tokenless && JSON.stringify(schema) !== JSON.stringify(NO_BODY_SCHEMA))
          withBody.set(op.operationId, { method: method.toUpperCase(), path: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`) });
      }
    }
    const differences: string[] = [];
    let refusalsChecked = 0;
    for (const row of ROWS) {
      const operation = withBody.get(row.operationId);
      if (!operation) continue;
      // A signed-in caller's 401 is about a credential in the body (a refresh token), which only the body can say.
      const refused = CALLERS.filter(
        (c) =>
          ([403, 404].includes(row.expect[c]) && !decidedAfterTheBody(row.operationId, c)) || (c === 'anonymous' && row.expect[c] === 401),
      );
      const admitted = CALLERS.find((c) => row.expect[c] >= 200 && row.expect[c] < 300);
      for (const caller of admitted ? [...refused, admitted] : refused) {
        spoil = { caller, ...operation, sent: 0, appended: 0 };
        let status: number;
        try {
          status = (await row.run(caller)).status;
        } finally {
          const { sent, appended } = spoil;
          spoil = null;
          if (sent === 0)
            differences.push(`${row.operationId} (${row.name}) ${caller}: the row sent no request to the operation through call()`);
          if (appended > 0) differences.push(`${row.operationId} (${row.name}) ${caller}: an invalid body appended ${appended} events`);
        }
        const wanted = caller === admitted ? 400 : row.expect[caller];
        if (status !== wanted) differences.push(`${row.operationId} (${row.name}) ${caller}: ${status}, not ${wanted}`);
        if (caller !== admitted) refusalsChecked++;
      }
    }
    expect(differences).toEqual([]);
    expect(refusalsChecked).toBeGreaterThan(600);
  });
});

describe('property-level authorization', () => {
  it("another user's profile never shows phone, e-mail, date of birth, addresses or coins", async () => {
    await call('player', 'PUT', '/api/user/basic', {
      firstName: 'Meera',
      dob: '1995-04-02',
      addresses: [{ line1: '12 Beach Road', city: 'Chennai' }],
    });
    await platform.settle();
    const own = await json(await call('player', 'GET', `/api/user/profile/${IDS.player.userId}`));
    const others = await json(await call('otherPlayer', 'GET', `/api/user/profile/${IDS.player.userId}`));
    const anonymous = await json(await call('anonymous', 'GET', `/api/user/profile/${IDS.player.userId}`));
    expect(JSON.stringify(own)).toContain('1995-04-02');
    for (const view of [others, anonymous]) {
      const text = JSON.stringify(view);
      for (const secret of ['1995-04-02', 'Beach Road', '"phone"', '"email"', 'Coins', '"mobiles"'])
        expect([secret, text.includes(secret)]).toEqual([secret, false]);
      expect(text).toContain('Meera');
    }
  });
});

describe('tokens that must not pass', () => {
  const protectedCall = (token: string) => platform.request('PUT', '/api/vm/activities', { token, body: gameBody() });

  it('tampered, wrongly signed, expired and refresh tokens are 401 and change nothing', async () => {
    const before = await platform.eventCount();
    const [header, payload, signature] = tokens.player!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: IDS.admin.userId, org_role: 'admin' })).toString('base64url');
    const other = await (await import('@sports/service-kit')).TokenService.prototype.issue.call(
      new (await import('@sports/service-kit')).TokenService({
        secret: 'another-secret-that-is-long-enough-xx',
        issuer: 'sports-platform',
        accessTtlSeconds: 3300,
        refreshTtlSeconds: 3600,
      }),
      { ...IDS.player, name: 'x' },
    );
    const expired = (await platform.tokens.issue({ ...IDS.player, name: 'x' }, { nowMs: Date.now() - 2 * 3_600_000 })).accessToken;
    const refresh = (await json(await platform.request('POST', '/api/dev/token', { body: { userId: IDS.player.userId } }))).refreshToken;
    for (const token of [`${header}.${forged}.${signature}`, other.accessToken, expired, refresh, 'garbage', `${header}.${payload}.`]) {
      const response = await protectedCall(token);
      expect([token.slice(0, 12), response.status, (await json(response)).code]).toEqual([token.slice(0, 12), 401, 'UNAUTHENTICATED']);
    }
    expect(await platform.eventCount()).toBe(before);
  });
});
