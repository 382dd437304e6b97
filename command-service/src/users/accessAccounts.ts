import { DomainError, type AccessCommand, type UserEvent } from '@sports/contracts';
import { accessClaimsFor } from '@sports/shared-rules';
import type { Command } from '../core/decider';
import { requireUser } from './userProfile';
import type { HeldAccessAccount, UserState } from './userStateShape';

/**
 * Organisation access accounts and the organisation's user account (spec
 * sections 3 and 7). Who may send these commands is decided at the route by mayOnOrg, because
 * it needs the caller's token; here only the rules of the target user's stream apply.
 */
type Of<T extends AccessCommand['type']> = Extract<AccessCommand, { type: T }> & Pick<Command, 'context'>;
type AccessEvent = Extract<UserEvent, { type: 'AccessAccountGranted' | 'AccessAccountRevoked' | 'OrgUserAccountUpdated' }>;

/** Lists are sets here: the same entries in another order are the same account. */
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
const sameAccount = (a: HeldAccessAccount, b: HeldAccessAccount) =>
  a.role === b.role && sameSet(a.spaceIds, b.spaceIds) && sameSet(a.mobiles, b.mobiles) && sameSet(a.emails, b.emails);

/** Values arrive from zod or from stored JSON, both in schema key order, so their JSON text compares them. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Granting what the user already holds appends nothing; anything else replaces the organisation's account. */
/** Managers run the organisation; only owners appoint, change or remove owners. */
const requireOwnerFor = (byOwner: boolean, ...roles: Array<string | undefined>): void => {
  if (!byOwner && roles.includes('owner'))
    throw new DomainError('FORBIDDEN', 'Only an owner of this organisation may appoint, change or remove an owner', 'role');
};

export const grantAccessAccount = (command: Of<'GrantAccessAccount'>, state: UserState): UserEvent[] => {
  requireUser(state);
  const { userId, orgId, byOwner, ...account } = command.data;
  const held = state.accessAccounts.get(orgId);
  requireOwnerFor(byOwner, account.role, held?.role);
  if (held && sameAccount(held, account)) return [];
  return [{ type: 'AccessAccountGranted', data: { userId, orgId, ...account, grantedBy: command.context.userId } }];
};

export const revokeAccessAccount = (command: Of<'RevokeAccessAccount'>, state: UserState): UserEvent[] => {
  requireUser(state);
  const { userId, orgId, byOwner } = command.data;
  const held = state.accessAccounts.get(orgId);
  if (!held) throw new DomainError('ACCESS_ACCOUNT_NOT_FOUND', 'The user has no access account in this organisation', 'orgId');
  requireOwnerFor(byOwner, held.role);
  return [{ type: 'AccessAccountRevoked', data: { userId, orgId, revokedBy: command.context.userId } }];
};

export const updateOrgUserAccount = (command: Of<'UpdateOrgUserAccount'>, state: UserState): UserEvent[] => {
  requireUser(state);
  const { userId, orgId, gst } = command.data;
  if (same(state.orgGst.get(orgId), gst)) return [];
  return [{ type: 'OrgUserAccountUpdated', data: { userId, orgId, gst, updatedBy: command.context.userId } }];
};

/** Recomputes the token claims whenever the registered role or the access accounts change. */
export const withClaims = (state: UserState): UserState => ({
  ...state,
  ...accessClaimsFor(
    state.registeredRole,
    [...state.accessAccounts].map(([orgId, account]) => ({ orgId, role: account.role, spaceIds: account.spaceIds })),
    state.registeredScopeIds,
  ),
});

export const evolveAccess = (state: UserState, event: AccessEvent): UserState => {
  switch (event.type) {
    case 'AccessAccountGranted': {
      const { role, spaceIds, mobiles, emails } = event.data;
      return withClaims({
        ...state,
        accessAccounts: new Map(state.accessAccounts).set(event.data.orgId, { role, spaceIds, mobiles, emails }),
      });
    }
    case 'AccessAccountRevoked': {
      const accessAccounts = new Map(state.accessAccounts);
      accessAccounts.delete(event.data.orgId);
      return withClaims({ ...state, accessAccounts });
    }
    case 'OrgUserAccountUpdated':
      return { ...state, orgGst: new Map(state.orgGst).set(event.data.orgId, event.data.gst) };
  }
};
