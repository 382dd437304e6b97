import { managedOrgsOf } from '../auth/claims';
import type { CreateRule } from './ListDefaults';

/** Catalogue writes (venues, coupons, offerings) are for managers of an organisation and platform operators. */
export const canWriteCatalogue: CreateRule = (permissions) => {
  const orgs = managedOrgsOf(permissions);
  return orgs === 'all' || orgs.length > 0;
};
