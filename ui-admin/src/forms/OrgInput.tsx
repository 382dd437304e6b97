import { SelectInput, TextInput, required, useGetManyAggregate, usePermissions } from 'react-admin';
import type { StaffPermissions } from '../auth/authProvider';
import { managedOrgsOf } from '../auth/claims';

/**
 * The organisation a new record belongs to: one the signed-in manager manages (their token's
 * `{orgId}:manage` scopes) by its name ("org-marina-sports" read as an id, UX walk as staff), or
 * any organisation id for a platform operator.
 */
export function OrgInput({ source = 'orgId' }: { source?: string }) {
  const { permissions } = usePermissions<StaffPermissions | null>();
  const orgs = managedOrgsOf(permissions);
  const ids = orgs === 'all' ? [] : orgs;
  const { data } = useGetManyAggregate<{ id: string; name: string }>('organisations', { ids }, { enabled: ids.length > 0 });
  if (orgs === 'all') return <TextInput source={source} label="Organisation id" validate={required()} />;
  const choices = orgs.map((id) => ({ id, name: data?.find((o) => o.id === id)?.name ?? id }));
  return <SelectInput source={source} label="Organisation" choices={choices} defaultValue={orgs[0]} validate={required()} />;
}
