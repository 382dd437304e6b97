import { mayOnOrg, manageScopeOf } from '@sports/shared-rules/accounts/permissions';
import type { Role } from '@sports/contracts/users/events';
import * as z from 'zod/mini';
import { accessClaimsSchema } from '../api/firstScreenSchemas';

const payloadSchema = z.extend(accessClaimsSchema, { iat: z.number() });

/** Who is signed in, from the access token (spec section 6: org_role and scope_ids are in the token). */
export interface StaffClaims {
  userId: string;
  name: string;
  role: Role;
  scopeIds: string[];
  issuedAtMs: number;
}

/** The roles the back office serves; players and hosts get a 403 from every admin route anyway. */
export const BACK_OFFICE_ROLES: readonly Role[] = ['org_staff', 'org_manager', 'admin'];

/**
 * Reads the payload without checking the signature: the UI only needs who is signed in and
 * when the token was issued; the server verifies every token it is sent.
 */
export function readClaims(token: string): StaffClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims = payloadSchema.safeParse(JSON.parse(json));
    if (!claims.success) return null;
    const { sub, name, org_role, scope_ids, iat } = claims.data;
    return { userId: sub, name, role: org_role, scopeIds: scope_ids, issuedAtMs: iat * 1000 };
  } catch {
    return null;
  }
}

/**
 * The organisations whose catalogue, coupons and orders the staff member may change (contracts
 * `mayOnOrg` 'manageOrg': their `{orgId}:manage` scopes); 'all' for platform operators.
 */
export function managedOrgsOf(permissions: { role: string; scopeIds: string[] } | null | undefined): 'all' | string[] {
  if (!permissions) return [];
  if (permissions.role === 'admin') return 'all';
  if (permissions.role !== 'org_manager') return [];
  const suffix = manageScopeOf('');
  return permissions.scopeIds.filter((scope) => scope.endsWith(suffix)).map((scope) => scope.slice(0, -suffix.length));
}

/** Whether the staff member manages this organisation (refunds, venue and coupon writes). */
export const managesOrg = (permissions: { role: string; scopeIds: string[] } | null | undefined, orgId: string | undefined): boolean =>
  !!permissions && orgId !== undefined && mayOnOrg({ role: permissions.role as Role, scopeIds: permissions.scopeIds }, 'manageOrg', orgId);
