import { SelectInput, TextInput, required, usePermissions } from 'react-admin';
import type { StaffPermissions } from '../auth/authProvider';
import { managedOrgsOf } from '../auth/claims';

/**
 * The organisation a new record belongs to: one the signed-in manager manages (their token's
 * `{orgId}:manage` scopes), or any organisation id for a platform operator.
 */
export function OrgInput({ source = 'orgId' }: { source?: string }) {
  const { permissions } = usePermissions<StaffPermissions | null>();
  const orgs = managedOrgsOf(permissions);
  if (orgs === 'all') return <TextInput source={source} label="Organisation id" validate={required()} />;
  return <SelectInput source={source} label="Organisation" choices={orgs.map((id) => ({ id, name: id }))} defaultValue={orgs[0]} validate={required()} />;
}
