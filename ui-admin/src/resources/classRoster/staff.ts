import { mayOnOrg } from '@sports/shared-rules';
import type { Role } from '@sports/contracts';
import type { StaffPermissions } from '../../auth/authProvider';

/** Whether the signed-in person runs this organisation's classes (its staff, managers, platform operators); the server checks again. */
export const runsClassesOf = (permissions: StaffPermissions | null | undefined, orgId: string | undefined): boolean =>
  !!permissions && !!orgId && mayOnOrg({ role: permissions.role as Role, scopeIds: permissions.scopeIds }, 'readOrg', orgId);
