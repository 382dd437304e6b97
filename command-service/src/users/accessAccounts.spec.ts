import { describe, expect, it } from 'vitest';
import type { AccessRole, UserEvent } from '@sports/contracts';
import { fold } from '../core/decider';
import { deciderSpec } from '../core/deciderSpec';
import { userDecider, type UserCommandMessage } from './userDecider';

const NOW = '2026-11-20T10:00:00.000Z';
/** The acting user is the manager; the target is priya. */
const context = { commandId: 'cmd-1', userId: 'vikram', now: NOW };
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'priya', firstName: 'Priya', lastName: 'Sharma', role: 'player', scopeIds: [], source: 'demo' },
};
const account: { role: AccessRole; spaceIds: string[]; mobiles: string[]; emails: string[] } = {
  role: 'staff',
  spaceIds: ['space-1', 'space-2'],
  mobiles: ['+919800000001'],
  emails: ['priya@example.com'],
};
const grant = (orgId = 'org-1', changes: Partial<typeof account> = {}, byOwner = false): UserCommandMessage => ({
  type: 'GrantAccessAccount',
  data: { userId: 'priya', orgId, ...account, ...changes, byOwner },
  context,
});
const granted = (orgId = 'org-1', changes: Partial<typeof account> = {}, grantedBy = 'vikram'): UserEvent => ({
  type: 'AccessAccountGranted',
  data: { userId: 'priya', orgId, ...account, ...changes, grantedBy },
});
const revoke = (orgId = 'org-1', byOwner = false): UserCommandMessage => ({
  type: 'RevokeAccessAccount',
  data: { userId: 'priya', orgId, byOwner },
  context,
});
const gst = { gstin: '33ABCDE1234F1Z5', businessName: 'Priya Sports' };
const updateGst = (changes: Partial<typeof gst> = {}): UserCommandMessage => ({
  type: 'UpdateOrgUserAccount',
  data: { userId: 'priya', orgId: 'org-1', gst: { ...gst, ...changes } },
  context,
});
const spec = deciderSpec(userDecider);

describe('GrantAccessAccount', () => {
  it('records the account with the acting user as grantor', () => spec.given([registered]).when(grant()).then([granted()]));
  it('appends nothing for the same account again, even with lists in another order or from another grantor', () =>
    spec
      .given([registered, granted('org-1', {}, 'admin')])
      .when(grant('org-1', { spaceIds: ['space-2', 'space-1'] }))
      .then([]));
  it('replaces the account when the role or a list changes', () => {
    spec
      .given([registered, granted()])
      .when(grant('org-1', { role: 'manager' }))
      .then([granted('org-1', { role: 'manager' })]);
    spec
      .given([registered, granted()])
      .when(grant('org-1', { spaceIds: ['space-1'] }))
      .then([granted('org-1', { spaceIds: ['space-1'] })]);
  });
  it('keeps one account per organisation', () =>
    spec
      .given([registered, granted('org-1')])
      .when(grant('org-2'))
      .then([granted('org-2')]));
  it('refuses an unknown user with USER_NOT_FOUND', () => spec.given([]).when(grant()).thenThrows('USER_NOT_FOUND'));
  it('lets only an owner appoint an owner or change one', () => {
    spec
      .given([registered])
      .when(grant('org-1', { role: 'owner' }))
      .thenThrows('FORBIDDEN');
    spec
      .given([registered, granted('org-1', { role: 'owner' })])
      .when(grant('org-1', { role: 'staff' }))
      .thenThrows('FORBIDDEN');
    spec
      .given([registered])
      .when(grant('org-1', { role: 'owner' }, true))
      .then([granted('org-1', { role: 'owner' })]);
  });
});

describe('RevokeAccessAccount', () => {
  it('revokes an account the user holds', () =>
    spec
      .given([registered, granted()])
      .when(revoke())
      .then([{ type: 'AccessAccountRevoked', data: { userId: 'priya', orgId: 'org-1', revokedBy: 'vikram' } }]));
  it('is 404 ACCESS_ACCOUNT_NOT_FOUND for an organisation without one, also after a revocation', () => {
    spec
      .given([registered, granted('org-2')])
      .when(revoke('org-1'))
      .thenThrows('ACCESS_ACCOUNT_NOT_FOUND');
    spec
      .given([registered, granted(), { type: 'AccessAccountRevoked', data: { userId: 'priya', orgId: 'org-1', revokedBy: 'vikram' } }])
      .when(revoke())
      .thenThrows('ACCESS_ACCOUNT_NOT_FOUND');
  });
  it('refuses an unknown user with USER_NOT_FOUND first', () => spec.given([]).when(revoke()).thenThrows('USER_NOT_FOUND'));
  it('lets only an owner remove an owner', () => {
    spec
      .given([registered, granted('org-1', { role: 'owner' })])
      .when(revoke())
      .thenThrows('FORBIDDEN');
    spec
      .given([registered, granted('org-1', { role: 'owner' })])
      .when(revoke('org-1', true))
      .then([{ type: 'AccessAccountRevoked', data: { userId: 'priya', orgId: 'org-1', revokedBy: 'vikram' } }]);
  });
});

describe('UpdateOrgUserAccount (spec section 7: GST body)', () => {
  const updated = (details = gst): UserEvent => ({
    type: 'OrgUserAccountUpdated',
    data: { userId: 'priya', orgId: 'org-1', gst: details, updatedBy: 'vikram' },
  });
  it('records the GST details', () => spec.given([registered]).when(updateGst()).then([updated()]));
  it('appends nothing for the same details', () => spec.given([registered, updated()]).when(updateGst()).then([]));
  it('replaces changed details', () =>
    spec
      .given([registered, updated()])
      .when(updateGst({ businessName: 'PS LLP' }))
      .then([updated({ ...gst, businessName: 'PS LLP' })]));
  it('needs no access account, only a registered user', () => spec.given([]).when(updateGst()).thenThrows('USER_NOT_FOUND'));
});

describe('the token claims in the state (what sign-in and refresh issue)', () => {
  const claims = (events: UserEvent[]) => {
    const { role, scopeIds } = fold(userDecider, events);
    return { role, scopeIds };
  };

  it('follow grants and revocations', () => {
    expect(claims([registered])).toEqual({ role: 'player', scopeIds: [] });
    expect(claims([registered, granted()])).toEqual({ role: 'org_staff', scopeIds: ['org-1', 'space:space-1', 'space:space-2'] });
    const managerHere = granted('org-2', { role: 'manager', spaceIds: [] });
    expect(claims([registered, granted(), managerHere])).toEqual({
      role: 'org_manager',
      scopeIds: ['org-1', 'space:space-1', 'space:space-2', 'org-2', 'org-2:manage'],
    });
    const revoked: UserEvent = { type: 'AccessAccountRevoked', data: { userId: 'priya', orgId: 'org-2', revokedBy: 'vikram' } };
    expect(claims([registered, granted(), managerHere, revoked])).toEqual({
      role: 'org_staff',
      scopeIds: ['org-1', 'space:space-1', 'space:space-2'],
    });
  });

  it('are unchanged by GST details and profile events', () => {
    const events: UserEvent[] = [
      registered,
      granted(),
      { type: 'OrgUserAccountUpdated', data: { userId: 'priya', orgId: 'org-9', gst, updatedBy: 'vikram' } },
      { type: 'TermsAccepted', data: { userId: 'priya' } },
    ];
    expect(claims(events)).toEqual({ role: 'org_staff', scopeIds: ['org-1', 'space:space-1', 'space:space-2'] });
  });
});
