import { DomainError, accessAccountsApi, type Actor, type UserDocument } from '@sports/contracts';
import { mayOnOrg, mayReadPrivateAccount } from '@sports/shared-rules';
import { USERS_COLLECTION, type DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { accessAccountsOf } from './accessViews';

const FORBIDDEN = () =>
  new DomainError('FORBIDDEN', "Only the user, an admin, or staff of the user's organisations may read these accounts");

/**
 * Spec section 7: GET /api/vm/accessAccount/get/user/{id}. The user and admins see every entry;
 * organisation staff see the entries of organisations they may read. Anyone else, and staff who
 * would see nothing, get the same 403 whether the id exists or not, so ids cannot be probed.
 */
export const registerAccessQueryRoutes = (api: Api, store: DocumentStore): void => {
  api.bind(accessAccountsApi.getUserAccessAccounts, async ({ params, actor }) => {
    const seesAll = mayReadPrivateAccount(actor, params.id);
    if (!seesAll && !mayReadSomeOrg(actor)) throw FORBIDDEN();
    const doc = await store.get<UserDocument>(USERS_COLLECTION, params.id);
    if (!doc) throw seesAll ? new DomainError('USER_NOT_FOUND', 'No such user', 'id') : FORBIDDEN();
    const data = accessAccountsOf(doc, seesAll ? () => true : (orgId) => mayOnOrg(actor, 'readOrg', orgId));
    if (!seesAll && data.accessAccounts.length === 0 && data.orgUserAccounts.length === 0) throw FORBIDDEN();
    return { body: { data } };
  });
};

/** Only organisation roles can read any organisation; checked before the document is read. */
const mayReadSomeOrg = (actor: Actor) => actor.scopeIds.some((scope) => mayOnOrg(actor, 'readOrg', scope));
