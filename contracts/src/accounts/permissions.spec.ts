import { describe, expect, it } from 'vitest';
import { GAME_ACTIONS, gameRoleOf, mayEditAccount, mayOnGame, mayOnOrg, mayReadPrivateAccount, type GameAction } from './permissions';

const game = { hostId: 'h', coHostIds: ['c'], participantIds: ['h', 'c', 'p'], requesterIds: ['r'] };
const as = (userId: string, role: 'player' | 'admin' | 'org_staff' | 'org_manager' = 'player', scopeIds: string[] = []) => ({ userId, role, scopeIds });

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
    ['answerJoinRequest', { h: true, c: false, p: false, r: false, x: false }],
    ['addCoHost', { h: true, c: false, p: false, r: false, x: false }],
    ['setMatchFull', { h: true, c: false, p: false, r: false, x: false }],
    ['markAttendance', { h: true, c: true, p: false, r: false, x: false }],
    ['rateSkillAndReputation', { h: true, c: true, p: false, r: false, x: false }],
    ['rateHost', { h: false, c: false, p: true, r: false, x: false }],
    ['viewPrivateGame', { h: true, c: true, p: true, r: true, x: false }],
  ];
  it.each(table)('%s', (action, expected) => {
    for (const [userId, allowed] of Object.entries(expected)) expect([userId, mayOnGame(as(userId), action, game)]).toEqual([userId, allowed]);
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
    expect(mayOnOrg(as('m', 'org_manager', ['org-1']), 'manageOrg', 'org-1')).toBe(true);
    expect(mayOnOrg(as('m', 'org_manager', ['org-1']), 'manageOrg', 'org-2')).toBe(false);
    expect(mayOnOrg(as('p', 'player', ['org-1']), 'readOrg', 'org-1')).toBe(false);
    expect(mayOnOrg(as('a', 'admin'), 'manageOrg', 'org-9')).toBe(true);
    expect(mayOnOrg(null, 'readOrg', 'org-1')).toBe(false);
  });
});
