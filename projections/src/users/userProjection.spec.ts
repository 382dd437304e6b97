import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventFeed, RecordedEvent, UserDocument, UserEvent } from '@sports/contracts';
import { ProjectionRunner } from '../core/runner';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { shortIdFor } from './shortId';
import { USERS_COLLECTION, userProjection } from './userProjection';

const history: UserEvent[] = [
  {
    type: 'UserRegistered',
    data: { userId: 'priya', firstName: 'Priya', lastName: 'Sharma', phone: '+919800000001', role: 'player', scopeIds: [], source: 'otp' },
  },
  {
    type: 'BasicProfileUpdated',
    data: { userId: 'priya', gender: 'female', dob: '1994-02-28', addresses: [{ line1: '12 Beach Rd', city: 'Chennai' }] },
  },
  { type: 'ListingChoicesSet', data: { userId: 'priya', listingIds: ['football', 'badminton'] } },
  { type: 'BasicProfileUpdated', data: { userId: 'priya', firstName: 'Pri', locations: [{ name: 'Anna Nagar', lat: 13.08, lon: 80.21 }] } },
  { type: 'TermsAccepted', data: { userId: 'priya' } },
  { type: 'BasicProfileUpdated', data: { userId: 'priya', dob: null } },
];

const recorded = (events: UserEvent[]): RecordedEvent[] =>
  events.map((e, i) => ({
    ...e,
    id: `e${i}`,
    streamId: 'user-priya',
    revision: BigInt(i),
    position: BigInt(i + 1),
    metadata: {
      commandId: `c${i}`,
      commandHash: 'h',
      causationId: 'c',
      correlationId: 'c',
      userId: 'priya',
      time: `2026-11-20T10:00:0${i}.000Z`,
      schemaVersion: 1,
    },
  }));

const idleFeed: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };

const project = async (deliveries: RecordedEvent[][], id = 'priya') => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'proj-')), 'r.sqlite'));
  const runner = new ProjectionRunner(idleFeed, store, [userProjection as never]);
  await runner.start();
  for (const batch of deliveries) await runner.applyBatch(batch);
  await runner.stop();
  const doc = await store.get<UserDocument>(USERS_COLLECTION, id);
  await store.close();
  return doc;
};

describe('users projection', () => {
  const events = recorded(history);

  it('builds the User profile of spec section 3', async () => {
    const doc = await project([events]);
    expect(doc).toEqual({
      id: 'priya',
      shortId: shortIdFor('priya', 'Priya', 'Sharma'),
      firstName: 'Pri',
      lastName: 'Sharma',
      name: 'Pri Sharma',
      dob: null,
      gender: 'female',
      avatar: null,
      cover: null,
      profile: {
        locations: [{ name: 'Anna Nagar', lat: 13.08, lon: 80.21 }],
        choices: ['football', 'badminton'],
        addresses: [{ line1: '12 Beach Rd', city: 'Chennai' }],
      },
      isProfileCompleted: true,
      isTermsAccepted: true,
      termsAcceptedAt: '2026-11-20T10:00:04.000Z',
      phone: '+919800000001',
      email: null,
      role: 'player',
      scopeIds: [],
      mobiles: [{ mobile: '+919800000001', isPrimary: true, verified: true }],
      emails: [],
      accessAccounts: [],
      orgUserAccounts: [],
      created: '2026-11-20T10:00:00.000Z',
      updated: '2026-11-20T10:00:05.000Z',
      searchPrefixes: [
        'p',
        'pr',
        'pri',
        'pri s',
        'pri sh',
        'pri sha',
        'pri shar',
        'pri sharm',
        'pri sharma',
        's',
        'sh',
        'sha',
        'shar',
        'sharm',
        'sharma',
      ],
    });
  });

  it('keeps the name search fields in step with renames: the old name is no longer found', async () => {
    const doc = await project([events.slice(0, 3)]);
    expect((doc as unknown as { searchPrefixes: string[] }).searchPrefixes).toContain('priya sharma');
    const renamed = await project([events]);
    expect((renamed as unknown as { searchPrefixes: string[] }).searchPrefixes).not.toContain('priya');
  });

  it('flips isProfileCompleted only once firstName, shortId, gender and a location are all there (spec section 3)', async () => {
    expect((await project([events.slice(0, 3)]))!.isProfileCompleted).toBe(false); // gender, no location
    expect((await project([events.slice(0, 4)]))!.isProfileCompleted).toBe(true);
  });

  it('comes out the same when every event is delivered twice', async () => {
    const once = await project([events]);
    const twiceInOneBatch = await project([events.flatMap((e) => [e, e])]);
    const twiceAcrossBatches = await project([events.slice(0, 3), events.slice(0, 5), events, events.slice(2)]);
    const oneByOneTwice = await project(events.flatMap((e) => [[e], [e]]));
    expect(twiceInOneBatch).toEqual(once);
    expect(twiceAcrossBatches).toEqual(once);
    expect(oneByOneTwice).toEqual(once);
  });

  it('a changed number replaces the old one as the phone and the only mobile, verified (docs/security.md "Changing the phone number")', async () => {
    const moved = recorded([
      history[0]!,
      { type: 'PhoneNumberChanged', data: { userId: 'priya', phone: '+919800000002', previousPhone: '+919800000001' } },
    ]);
    const doc = await project([moved]);
    expect([doc!.phone, doc!.mobiles]).toEqual(['+919800000002', [{ mobile: '+919800000002', isPrimary: true, verified: true }]]);
    expect(doc!.updated).toBe('2026-11-20T10:00:01.000Z');
  });

  it('marks a dev registration phone as unverified and ignores profile events of unknown users', async () => {
    const dev = recorded([
      {
        type: 'UserRegistered',
        data: { userId: 'dev1', firstName: 'D', lastName: '', phone: '+919811111111', role: 'player', scopeIds: [], source: 'dev' },
      },
    ]);
    expect((await project([dev], 'dev1'))!.mobiles).toEqual([{ mobile: '+919811111111', isPrimary: true, verified: false }]);
    const orphan = recorded([{ type: 'TermsAccepted', data: { userId: 'ghost' } }]);
    expect(await project([orphan], 'ghost')).toBeNull();
  });
});

describe('users projection: access accounts and GST', () => {
  const gst = { gstin: '33ABCDE1234F1Z5', businessName: 'Priya Sports', address: { line1: '12 Beach Rd', city: 'Chennai' } };
  const accessHistory: UserEvent[] = [
    history[0]!,
    {
      type: 'AccessAccountGranted',
      data: {
        userId: 'priya',
        orgId: 'org-b',
        role: 'staff',
        spaceIds: ['space-b'],
        mobiles: ['+919800000001'],
        emails: [],
        grantedBy: 'admin',
      },
    },
    {
      type: 'AccessAccountGranted',
      data: {
        userId: 'priya',
        orgId: 'org-a',
        role: 'staff',
        spaceIds: [],
        mobiles: [],
        emails: ['priya@example.com'],
        grantedBy: 'vikram',
      },
    },
    {
      type: 'OrgUserAccountUpdated',
      data: { userId: 'priya', orgId: 'org-a', gst: { gstin: '33ABCDE1234F1Z5', businessName: 'Old name' }, updatedBy: 'vikram' },
    },
    {
      type: 'AccessAccountGranted',
      data: { userId: 'priya', orgId: 'org-a', role: 'manager', spaceIds: ['space-a'], mobiles: [], emails: [], grantedBy: 'admin' },
    },
    { type: 'OrgUserAccountUpdated', data: { userId: 'priya', orgId: 'org-a', gst, updatedBy: 'vikram' } },
    {
      type: 'AccessAccountGranted',
      data: { userId: 'priya', orgId: 'org-c', role: 'owner', spaceIds: [], mobiles: [], emails: [], grantedBy: 'admin' },
    },
    { type: 'AccessAccountRevoked', data: { userId: 'priya', orgId: 'org-c', revokedBy: 'admin' } },
  ];
  const events = recorded(accessHistory);

  it('keeps one entry per organisation, sorted, replaced by a new grant and removed by a revocation', async () => {
    const doc = await project([events]);
    expect(doc!.accessAccounts).toEqual([
      {
        orgId: 'org-a',
        role: 'manager',
        spaces: ['space-a'],
        mobiles: [],
        emails: [],
        grantedBy: 'admin',
        granted: '2026-11-20T10:00:04.000Z',
      },
      {
        orgId: 'org-b',
        role: 'staff',
        spaces: ['space-b'],
        mobiles: ['+919800000001'],
        emails: [],
        grantedBy: 'admin',
        granted: '2026-11-20T10:00:01.000Z',
      },
    ]);
    expect(doc!.orgUserAccounts).toEqual([{ orgId: 'org-a', gst, updatedBy: 'vikram', updated: '2026-11-20T10:00:05.000Z' }]);
    expect(doc!.updated).toBe('2026-11-20T10:00:07.000Z');
    // The registered role stays on the document; the token's claims are derived from it and the accounts.
    expect([doc!.role, doc!.scopeIds]).toEqual(['player', []]);
  });

  it('comes out the same when every event is delivered twice', async () => {
    const once = await project([events]);
    expect(await project([events.flatMap((e) => [e, e])])).toEqual(once);
    expect(await project([events.slice(0, 4), events.slice(0, 6), events, events.slice(3)])).toEqual(once);
    expect(await project(events.flatMap((e) => [[e], [e]]))).toEqual(once);
  });

  it('ignores access events of users it never saw registered', async () => {
    expect(await project([recorded(accessHistory.slice(1))], 'priya')).toBeNull();
  });
});

describe('notification channels on the user document (PUT /api/vm/users/me/communication)', () => {
  it('is absent until set (read as the defaults), then the latest choice, the same when delivered twice', async () => {
    const base = recorded(history);
    expect((await project([base]))!.communication).toBeUndefined();
    const [first, second] = recorded([
      ...history,
      // Stored as version 1, before `push` (these records say schemaVersion 1): read with push on, its default.
      {
        type: 'CommunicationPreferencesSet',
        data: { userId: 'priya', communication: { whatsapp: false, sms: true } },
      } as unknown as UserEvent,
      {
        type: 'CommunicationPreferencesSet',
        data: { userId: 'priya', communication: { whatsapp: true, sms: true } },
      } as unknown as UserEvent,
    ]).slice(history.length);
    expect((await project([[...base, first!]]))!.communication).toEqual({ whatsapp: false, sms: true, push: true });
    expect(
      (await project([
        [...base, first!, second!],
        [first!, second!],
      ]))!.communication,
    ).toEqual({ whatsapp: true, sms: true, push: true });
  });
});

describe('shortIdFor', () => {
  it('is the initials plus 8 base32 characters of the user id hash, stable and unaffected by later renames', () => {
    const id = shortIdFor('priya', 'Priya', 'Sharma');
    expect(id).toMatch(/^PS[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(shortIdFor('priya', 'Priya', 'Sharma')).toBe(id);
    expect(shortIdFor('priya2', 'Priya', 'Sharma')).not.toBe(id);
  });

  it('drops accents and falls back to X for missing names (one-time-code users register without one)', () => {
    expect(shortIdFor('u1', 'Émile', 'Ørsted').slice(0, 2)).toBe('EX');
    expect(shortIdFor('u1', '', '').slice(0, 2)).toBe('XX');
    expect(shortIdFor('u1', 'अर्जुन', 'mehta').slice(0, 2)).toBe('XM');
  });
});
