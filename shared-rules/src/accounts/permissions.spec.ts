import { describe, expect, it } from 'vitest';
import type { Role } from '@sports/contracts/users/events';
import {
  GAME_ACTIONS,
  accessClaimsFor,
  gameRoleOf,
  mayEditAccount,
  disputeScopeOf,
  mayOnGame,
  mayOnOrg,
  mayReadPrivateAccount,
  type AccessGrant,
  type GameAction,
  type OrgAction,
} from './permissions';

const game = { hostId: 'h', coHostIds: ['c'], participantIds: ['h', 'c', 'p'], requesterIds: ['r'] };
const as = (userId: string, role: 'player' | 'admin' | 'org_staff' | 'org_manager' = 'player', scopeIds: string[] = []) => ({
  userId,
  role,
  scopeIds,
});

describe('game roles come from the game', () => {
  it.each([
    ['h', 'host'],
    ['c', 'co_host'],
    ['p', 'participant'],
    ['r', 'requester'],
    ['x', 'none'],
  ] as const)('%s is %s', (userId, role) => expect(gameRoleOf(userId, game)).toBe(role));
  it('nobody signed in has no role', () => expect(gameRoleOf(null, game)).toBe('none'));
});

describe('game permissions (spec section 6)', () => {
  const table: Array<[GameAction, Record<string, boolean>]> = [
    ['holdGame', { h: true, c: false, p: false, r: false, x: false }],
    ['answerJoinRequest', { h: true, c: true, p: false, r: false, x: false }],
    ['updateGame', { h: true, c: false, p: false, r: false, x: false }],
    ['mapSlot', { h: true, c: false, p: false, r: false, x: false }],
    ['setCover', { h: true, c: true, p: false, r: false, x: false }],
    ['respondToHold', { h: false, c: true, p: true, r: false, x: false }],
    ['answerQuery', { h: true, c: true, p: false, r: false, x: false }],
    ['manageOfflineParticipants', { h: true, c: false, p: false, r: false, x: false }],
    ['addCoHost', { h: true, c: false, p: false, r: false, x: false }],
    ['setMatchFull', { h: true, c: false, p: false, r: false, x: false }],
    ['markAttendance', { h: true, c: true, p: false, r: false, x: false }],
    ['rateSkillAndReputation', { h: true, c: true, p: false, r: false, x: false }],
    ['rateHost', { h: false, c: false, p: true, r: false, x: false }],
    ['rateInGame', { h: true, c: true, p: true, r: false, x: false }],
    ['viewPrivateGame', { h: true, c: true, p: true, r: true, x: false }],
    ['viewPendingParticipants', { h: true, c: true, p: false, r: false, x: false }],
  ];
  it.each(table)('%s', (action, expected) => {
    for (const [userId, allowed] of Object.entries(expected))
      expect([userId, mayOnGame(as(userId), action, game)]).toEqual([userId, allowed]);
    expect(mayOnGame(null, action, game)).toBe(false);
  });
  it('every action is in the table above or explicitly host-only', () => {
    for (const roles of Object.values(GAME_ACTIONS)) expect(roles.length).toBeGreaterThan(0);
  });
  it('admins see private games but do not run them', () => {
    expect(mayOnGame(as('a', 'admin'), 'viewPrivateGame', game)).toBe(true);
    expect(mayOnGame(as('a', 'admin'), 'holdGame', game)).toBe(false);
  });
});

describe('account and organisation permissions', () => {
  it('private account fields: owner and admin only; edits: owner only', () => {
    expect(mayReadPrivateAccount(as('u'), 'u')).toBe(true);
    expect(mayReadPrivateAccount(as('v'), 'u')).toBe(false);
    expect(mayReadPrivateAccount(as('a', 'admin'), 'u')).toBe(true);
    expect(mayReadPrivateAccount(null, 'u')).toBe(false);
    expect(mayEditAccount(as('a', 'admin'), 'u')).toBe(false);
    expect(mayEditAccount(as('u'), 'u')).toBe(true);
  });
  it('organisation staff read, managers manage, only inside their scope', () => {
    expect(mayOnOrg(as('s', 'org_staff', ['org-1']), 'readOrg', 'org-1')).toBe(true);
    expect(mayOnOrg(as('s', 'org_staff', ['org-1']), 'manageOrg', 'org-1')).toBe(false);
    expect(mayOnOrg(as('m', 'org_manager', ['org-1', 'org-1:manage']), 'manageOrg', 'org-1')).toBe(true);
    expect(mayOnOrg(as('m', 'org_manager', ['org-1', 'org-1:manage']), 'manageOrg', 'org-2')).toBe(false);
    expect(mayOnOrg(as('p', 'player', ['org-1']), 'readOrg', 'org-1')).toBe(false);
    expect(mayOnOrg(as('a', 'admin'), 'manageOrg', 'org-9')).toBe(true);
    expect(mayOnOrg(null, 'readOrg', 'org-1')).toBe(false);
  });
});

describe('dispute cases: admins all, staff the spaces in their scope, players none', () => {
  it.each([
    ['an admin', as('a', 'admin'), 'all'],
    ['staff of org-1 at the marina space', as('s', 'org_staff', ['org-1', 'space:marina']), ['marina']],
    [
      'a manager of org-1 with two spaces',
      as('m', 'org_manager', ['org-1', 'org-1:manage', 'space:marina', 'space:andheri']),
      ['marina', 'andheri'],
    ],
    ['staff with no space in scope', as('s', 'org_staff', ['org-1']), []],
    ['a player, whatever the scope says', as('p', 'player', ['space:marina']), null],
    ['nobody signed in', null, null],
  ] as const)('%s', (_who, actor, scope) => expect(disputeScopeOf(actor)).toEqual(scope));
});

describe("mayOnOrg: managing needs the organisation's own :manage scope", () => {
  // A manager of org-1 who is only staff in org-2: the token mixes both organisations.
  const mixed = as('m', 'org_manager', ['org-1', 'org-1:manage', 'org-2']);
  const table: Array<[string, ReturnType<typeof as> | null, OrgAction, string, boolean]> = [
    ['manager reads own org', mixed, 'readOrg', 'org-1', true],
    ['manager manages own org', mixed, 'manageOrg', 'org-1', true],
    ['staff elsewhere reads that org', mixed, 'readOrg', 'org-2', true],
    ['staff elsewhere cannot manage that org', mixed, 'manageOrg', 'org-2', false],
    ['nothing in an unrelated org', mixed, 'readOrg', 'org-3', false],
    ['org_manager role without the :manage scope', as('m', 'org_manager', ['org-1']), 'manageOrg', 'org-1', false],
    ['a :manage scope without an org role', as('p', 'player', ['org-1', 'org-1:manage']), 'manageOrg', 'org-1', false],
    ['a scope is never an organisation', mixed, 'readOrg', 'org-1:manage', false],
    ['a space scope is never an organisation', as('s', 'org_staff', ['org-1', 'space:org-2']), 'readOrg', 'org-2', false],
    ['owning needs :own, managing is not enough', mixed, 'ownOrg', 'org-1', false],
    ['an owner owns', as('o', 'org_manager', ['org-1', 'org-1:manage', 'org-1:own']), 'ownOrg', 'org-1', true],
    ['staff', as('s', 'org_staff', ['org-1']), 'readOrg', 'org-1', true],
    ['staff cannot manage', as('s', 'org_staff', ['org-1']), 'manageOrg', 'org-1', false],
    ['admin reads anywhere', as('a', 'admin'), 'readOrg', 'org-9', true],
    ['admin manages anywhere', as('a', 'admin'), 'manageOrg', 'org-9', true],
    ['nobody signed in', null, 'readOrg', 'org-1', false],
  ];
  it.each(table)('%s', (_name, actor, action, orgId, allowed) => expect(mayOnOrg(actor, action, orgId)).toBe(allowed));
});

describe('accessClaimsFor: the token claims from the registered role and access accounts', () => {
  const staff = (orgId: string, spaceIds: string[] = []): AccessGrant => ({ orgId, role: 'staff', spaceIds });
  const manager = (orgId: string, spaceIds: string[] = []): AccessGrant => ({ orgId, role: 'manager', spaceIds });
  const owner = (orgId: string, spaceIds: string[] = []): AccessGrant => ({ orgId, role: 'owner', spaceIds });
  const table: Array<[string, Role, AccessGrant[], { role: Role; scopeIds: string[] }]> = [
    ['no access accounts: the registered role, no scopes', 'player', [], { role: 'player', scopeIds: [] }],
    ['a host stays a host without access accounts', 'host', [], { role: 'host', scopeIds: [] }],
    [
      'staff: org and spaces, no :manage',
      'player',
      [staff('org-1', ['space-1'])],
      { role: 'org_staff', scopeIds: ['org-1', 'space:space-1'] },
    ],
    [
      'manager: org, :manage, spaces',
      'player',
      [manager('org-1', ['space-1'])],
      { role: 'org_manager', scopeIds: ['org-1', 'org-1:manage', 'space:space-1'] },
    ],
    [
      'owner: a manager who also holds :own',
      'host',
      [owner('org-1')],
      { role: 'org_manager', scopeIds: ['org-1', 'org-1:manage', 'org-1:own'] },
    ],
    [
      'manager of one org, staff of another: :manage only where managing',
      'player',
      [staff('org-b', ['space-b']), manager('org-a')],
      { role: 'org_manager', scopeIds: ['org-a', 'org-a:manage', 'org-b', 'space:space-b'] },
    ],
    [
      'staff in two orgs, a shared space listed once',
      'player',
      [staff('org-2', ['s']), staff('org-1', ['s'])],
      { role: 'org_staff', scopeIds: ['org-1', 'space:s', 'org-2'] },
    ],
    ['an admin stays admin and gets the scopes', 'admin', [staff('org-1')], { role: 'admin', scopeIds: ['org-1'] }],
    [
      'a registered org_manager with only staff accounts is staff',
      'org_manager',
      [staff('org-1')],
      { role: 'org_staff', scopeIds: ['org-1'] },
    ],
    [
      'ids holding ":" never become scopes',
      'player',
      [staff('org-1', ['org-2:manage']), staff('org-3:manage')],
      { role: 'org_staff', scopeIds: ['org-1'] },
    ],
  ];
  it.each(table)('%s', (_name, registeredRole, grants, expected) => expect(accessClaimsFor(registeredRole, grants)).toEqual(expected));

  it('keeps scopes the user registered with, and never reorders its input', () => {
    const grants = [staff('org-2'), staff('org-1')];
    expect(accessClaimsFor('org_staff', grants, ['legacy-org'])).toEqual({ role: 'org_staff', scopeIds: ['legacy-org', 'org-1', 'org-2'] });
    expect(grants.map((g) => g.orgId)).toEqual(['org-2', 'org-1']);
  });

  it('gives tokens on which mayOnOrg keeps a manager of org A out of managing org B', () => {
    const claims = accessClaimsFor('player', [manager('org-a'), staff('org-b')]);
    const actor = { userId: 'u', ...claims };
    expect([mayOnOrg(actor, 'manageOrg', 'org-a'), mayOnOrg(actor, 'manageOrg', 'org-b'), mayOnOrg(actor, 'readOrg', 'org-b')]).toEqual([
      true,
      false,
      true,
    ]);
  });
});
