import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteCredentialStore } from '@sports/adapters/credentials/sqliteCredentialStore';
import { gameStatusAt } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';
import { SqliteEventStore } from '@sports/event-store';
import { SqliteDocumentStore } from '@sports/projections';
import { loadConfig } from './config';
import { createGame, json } from '@sports/testing/http/fixtures';
import { startTestPlatform } from '@sports/testing/testPlatform';
// Cases that neither restart the platform nor read its files run on the in-memory stack: the same
// createPlatform, routes and demo seeding, at a fraction of a boot on files (docs/adr/0128-fast-test-stack.md).
import { startTestStack } from '@sports/testing/testStack';

describe('the embedded platform', () => {
  it('keeps state across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'restart-'));
    const first = await startTestPlatform({ dataDir });
    const token = await first.tokenFor('host');
    const { activityId } = await createGame(first, token);
    await first.request('PUT', `/api/vm/activities/${activityId}/join`, { token: await first.tokenFor('priya'), body: {} });
    await first.settle();
    await first.close();

    const second = await startTestPlatform({ dataDir });
    expect((await second.request('GET', '/health')).status).toBe(200);
    const game = (await json(await second.request('GET', `/api/vm/activities/${activityId}`))).data;
    expect(game.participants).toEqual(['host', 'priya']);
    // The write side rebuilt its state from the log: the rule still holds after the restart.
    const again = await second.request('PUT', `/api/vm/activities/${activityId}/join`, { token: await second.tokenFor('priya'), body: {} });
    expect((await json(again)).code).toBe('ALREADY_PARTICIPANT');
    await second.close();
  });

  it('rebuilds read models from the log when the read-model file is lost', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rebuild-'));
    const first = await startTestPlatform({ dataDir });
    const { activityId } = await createGame(first, await first.tokenFor('host'));
    await first.settle();
    await first.close();
    const fresh = mkdtempSync(join(tmpdir(), 'rebuild-read-'));
    const stores = {
      eventStore: new SqliteEventStore(join(dataDir, 'events.sqlite')),
      documents: new SqliteDocumentStore(join(fresh, 'read.sqlite')),
    };
    const second = await startTestPlatform({ dataDir, stores });
    expect((await second.request('GET', `/api/vm/activities/${activityId}`)).status).toBe(200);
    await second.close();
  });

  it('seeds demo data through commands on first start: every game state of spec section 4', async () => {
    const platform = await startTestStack({ env: { DEMO_DATA: 'true' }, now: new Date().toISOString() });
    const accounts = await json(await platform.request('GET', '/api/dev/demo-accounts'));
    expect(new Set((accounts as any[]).map((a) => a.role))).toEqual(new Set(['player', 'host', 'org_manager', 'org_staff', 'admin']));
    const priya = await platform.tokenFor('demo-player-priya');
    const list = async (status: string, token?: string) =>
      (await json(await platform.request('GET', `/api/vm/activities/all/0/9?status=${status}`, { token }))).data.activities as any[];
    expect((await list('past')).length).toBeGreaterThan(0);
    expect((await list('ongoing')).length).toBeGreaterThan(0);
    const upcoming = await list('upcoming');
    expect(upcoming.some((g) => g.isFull)).toBe(true);
    expect(upcoming.some((g) => g.privacy === 'private')).toBe(false);
    expect((await list('upcoming', priya)).some((g) => g.privacy === 'private')).toBe(true);
    expect((await list('hold')).map((g) => g.hold.reason)).toEqual(['Ground is being re-turfed; new date soon']);
    // The demo manager owns the demo organisation, so their token carries it (docs/roles.md).
    const vikram = await json(await platform.request('POST', '/api/dev/token', { body: { userId: 'demo-manager-vikram' } }));
    expect(JSON.parse(Buffer.from(vikram.accessToken.split('.')[1], 'base64url').toString())).toMatchObject({
      org_role: 'org_manager',
      scope_ids: ['org-marina-sports', 'org-marina-sports:manage', 'org-marina-sports:own', 'space:space-marina-turf'],
    });
    const events = await platform.eventStore.readAll({ after: null, maxCount: 1000 });
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set([
        'UserRegistered',
        'ContactClaimed',
        'ListingChoicesSet',
        'AccessAccountGranted',
        'CircleCreated',
        'InterestsSet',
        'CommunicationPreferencesSet',
        'GameCreated',
        'PlayerJoinedGame',
        'JoinRequested',
        'JoinRequestAccepted',
        'ParticipantsInvited',
        'CoHostAdded',
        'OfflineParticipantsAdded',
        'QueryAdded',
        'QueryAnswered',
        'SlotMapped',
        'MatchFullSet',
        'GameHeld',
        'HoldResponded',
        // The full game's waitlist.
        'PlayerJoinedWaitlist',
        // The rated history (demo/src/ratings.ts).
        'SelfSkillLevelSet',
        'ReviewPromptAnswered',
        'ParticipantRated',
        'HostRated',
        'GameRated',
        'DisputeOpened',
        // Venues, coupons and orders (demo/src/venues.ts).
        'OrganisationRegistered',
        'SpaceCreated',
        'FieldAdded',
        'TimeRangeConfigured',
        'MembershipConfigured',
        'CouponSaved',
        'CouponRedeemed',
        'CouponRedemptionConfirmed',
        // The Diwali wheel's prizes and odds (docs/adr/0110-spin-wheel-server.md).
        'SpinWheelPrizesSet',
        'SlotsHeld',
        'SlotsBooked',
        'SlotBookingReleased',
        'OrderPlaced',
        'PaymentInitiated',
        'PaymentCaptured',
        'OrderConfirmed',
        'PartnerSplitRecorded',
        'OrderCancelled',
        'PartnerSplitReversed',
        'RefundIssued',
        // Classes, packs, lockers, a meet, a tournament and an event, and orders for them (demo/src/offerings.ts).
        'OfferingSaved',
        'OfferingPlacesHeld',
        'OfferingPlacesReleased',
        'StudentEnrolled',
        'PackPurchased',
        'LockersAllocated',
        'MeetRegistered',
        'TournamentRegistered',
        'EventTicketsIssued',
        'OrderHoldExpired',
        // A class's running batch: attendance marked, sessions completed and one cancelled (docs/backoffice.md "Classes").
        'AttendanceMarked',
        'ClassSessionStatusChanged',
        'CitySaved',
        // What the history told each player, in their inbox (demo/src/inboxes.ts); settled payments' items read.
        'NotificationSent',
        'NotificationsRead',
      ]),
    );
    // The demo host's player page lists the badminton she hosts, not "has not chosen their sports yet".
    const ananya = await json(await platform.request('GET', '/api/user/profile/demo-host-ananya', { token: priya }));
    expect(ananya.data.profile.choices).toEqual(['badminton', 'football']);
    const all = [...upcoming, ...(await list('ongoing')), ...(await list('hold'))];
    expect(all.some((g) => g.isMatchFull && !g.isFull)).toBe(true);
    // The seven-a-side's two hourly slots at Marina (demo/src/seed.ts maps the slots its hours cover).
    expect(
      all.some((g) => g.queries.some((q: any) => q.answer) && g.hostandCoHost.length > 1 && g.slotIds.length === 2 && g.coverUrl),
    ).toBe(true);
    expect(all.some((g) => g.participantDetail.some((p: any) => p.isOfflineParticipant && p.bookedBy))).toBe(true);
    expect(all.some((g) => g.isOnlineActivity && g.onlineActivity.length === 1)).toBe(true);
    expect(all.some((g) => g.participationType === 'team' && g.hold.responses.length === 1)).toBe(true);
    await platform.close();
  });

  it('issues dev tokens that act as the user, registering unknown ids with a generated name', async () => {
    const platform = await startTestStack();
    const response = await platform.request('POST', '/api/dev/token', { body: { userId: 'bench-user-1' } });
    const tokens = await json(response);
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'refreshToken']);
    const { activityId } = await createGame(platform, tokens.accessToken);
    await platform.settle();
    const game = (await json(await platform.request('GET', `/api/vm/activities/${activityId}`))).data;
    expect(game.host).toBe('bench-user-1');
    expect(game.hostDetail.name).toMatch(/^\w+ \w+$/);
    const registered = await platform.eventStore.readStream('user-bench-user-1');
    expect(registered.map((e) => e.type)).toEqual(['UserRegistered']);
    await platform.request('POST', '/api/dev/token', { body: { userId: 'bench-user-1' } });
    expect(await platform.eventStore.readStream('user-bench-user-1')).toHaveLength(1);
    // A refresh token is not an access token.
    const refresh = await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: tokens.refreshToken, body: {} });
    expect(refresh.status).toBe(401);
    await platform.close();
  });

  it('turns the development endpoints off in the production configuration on the EventStoreDB/MongoDB storage', async () => {
    const env = {
      NODE_ENV: 'production',
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      MONGODB_URL: 'mongodb://mongo:27017',
      JWT_SECRET: 'x'.repeat(40),
      OTP_WEBHOOK_URL: 'https://sms-gateway.example/send',
      OTP_WEBHOOK_SECRET: 'y'.repeat(20),
    };
    const config = loadConfig(env);
    expect(config).toMatchObject({ environment: 'production', storage: 'servers', devEndpoints: false, seedDemoData: false });
    // The production configuration served on embedded stores (no servers here): the dev routes do not exist.
    const dir = mkdtempSync(join(tmpdir(), 'prod-'));
    const stores = {
      eventStore: new SqliteEventStore(join(dir, 'e.sqlite')),
      documents: new SqliteDocumentStore(join(dir, 'r.sqlite')),
      credentials: new SqliteCredentialStore(join(dir, 'a.sqlite')),
    };
    const platform = await startTestPlatform({ env, stores });
    expect((await platform.request('POST', '/api/dev/token', { body: { userId: 'x' } })).status).toBe(404);
    expect((await platform.request('GET', '/api/dev/demo-accounts')).status).toBe(404);
    expect((await platform.request('GET', '/api/dev/outbox?to=9812345678')).status).toBe(404);
    expect((await platform.request('GET', '/api/vm/activities/all/0/9')).status).toBe(200);
    const paths = Object.keys((await json(await platform.request('GET', '/openapi.json'))).paths);
    expect(paths.some((p) => p.startsWith('/api/dev'))).toBe(false);
    await platform.close();
  });

  it('refuses incomplete production configuration', () => {
    expect(() => loadConfig({ EVENTSTORE_URL: 'esdb://x' })).toThrow(/MONGODB_URL/);
    expect(() => loadConfig({ EVENTSTORE_URL: 'esdb://x', MONGODB_URL: 'mongodb://y' })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', EVENTSTORE_URL: 'esdb://x', MONGODB_URL: 'mongodb://y', JWT_SECRET: 'x'.repeat(40) }),
    ).toThrow(/OTP_WEBHOOK_URL/);
  });
});

describe('the API describes itself', () => {
  it('serves OpenAPI 3.1 generated from the routes, one operationId per endpoint, and a reference page', async () => {
    const platform = await startTestStack();
    const doc = await json(await platform.request('GET', '/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((methods: any) => Object.values(methods)) as any[];
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'createGame',
        'joinGame',
        'holdGame',
        'releaseHold',
        'listGames',
        'getGame',
        'acceptJoinRequest',
        'rejectJoinRequest',
        'issueDevToken',
        'listDemoAccounts',
        'getHealth',
      ]),
    );
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
    const create = doc.paths['/api/vm/activities'].put;
    expect(create.requestBody.content['application/json'].schema.properties.costPerParticpant).toBeDefined();
    expect(create.parameters.map((p: any) => p.name)).toContain('Idempotency-Key');
    expect(Object.keys(doc.paths['/api/vm/activities/{activityId}/join'].put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409']),
    );
    const page = await platform.request('GET', '/docs');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    for (const id of ['createGame', 'joinGame', 'listGames']) expect(html).toContain(`id="${id}"`);
    await platform.close();
  });
});

describe('one status rule for server and UI (spec section 4)', () => {
  it('every demo game appears under exactly the tab gameStatusAt gives it', async () => {
    const platform = await startTestStack({ env: { DEMO_DATA: 'true' } });
    const nowMs = Date.parse('2026-11-20T10:00:00.000Z');
    const host = await platform.tokenFor('demo-host-rahul');
    let checked = 0;
    for (const status of ['upcoming', 'ongoing', 'past', 'hold'] as const) {
      const games = (await json(await platform.request('GET', `/api/vm/activities/all/0/9?status=${status}`, { token: host }))).data
        .activities as GameDocument[];
      for (const game of games) expect([game.name, gameStatusAt(game, nowMs)]).toEqual([game.name, status]);
      checked += games.length;
    }
    expect(checked).toBeGreaterThan(4);
    await platform.close();
  });
});
