import { DomainError, RECORD_KINDS, RECORD_KIND_NAMES, mayOnOrg, readableOrgsOf, type Actor, type AdminResource, type RecordKind } from '@sports/contracts';
import type { AdminWriteOperation } from './adminWriteTargets';

/**
 * Who a react-admin write reaches, checked before anything in its body is (issue 20 item 4,
 * docs/security.md "Admin writes"), in the order the admin API's reads answer:
 *   401 no or a bad token (the route's own);
 *   403 no part in the back office for this resource (players; non-operators on platform resources);
 *   404 RECORD_NOT_FOUND an edit or delete of a record in an organisation the caller does not belong
 *       to, as GET /admin-api/{resource}/{id} answers, so ids cannot be probed; 403 FORBIDDEN a
 *       create in such an organisation (there is no record to hide: the command would say the same);
 * then the body (400) and the command's own rules (400, 403 for staff who read but may not write, 404, 409).
 */
const RECORD_PREFIXES: Array<[string, RecordKind]> = RECORD_KIND_NAMES.map((kind) => [RECORD_KINDS[kind].plural, kind]);

/** The organisation the path's id names, where the id carries it (access accounts, organisations, business records). */
const orgsNamedBy = (resource: AdminResource, id: string, readable: string[]): string[] | null => {
  if (resource.name === 'organisations') return [id];
  if (resource.name === 'access') return [id.slice(0, Math.max(id.indexOf(':'), 0))];
  const kind = RECORD_PREFIXES.find(([plural]) => plural === resource.name)?.[1];
  // `{kind}-{orgId}.{key}`: organisation ids may hold dots, so the id is matched against the caller's own.
  if (kind) return [readable.find((orgId) => id.startsWith(`${kind}-${orgId}.`)) ?? ''];
  return null;
};

/** `form` reads the body (validating it) only when the path's id does not name the organisation (docs/decisions.md "Authorization before the body"). */
export const checkAdminWriteScope = (resource: AdminResource, operation: AdminWriteOperation, actor: Actor, id: string | undefined, form: () => Record<string, unknown> | undefined): void => {
  const readable = resource.scope === 'platform' ? (actor.role === 'admin' ? 'all' : null) : readableOrgsOf(actor);
  if (readable === null) throw new DomainError('FORBIDDEN', resource.scope === 'platform' ? 'Platform operators only' : 'Organisation staff only', 'Authorization');
  if (readable === 'all' || resource.scope !== 'org') return;
  const named = id === undefined ? null : orgsNamedBy(resource, id, readable);
  const orgs = named ?? [form()?.orgId].filter((orgId): orgId is string => typeof orgId === 'string');
  if (orgs.every((orgId) => mayOnOrg(actor, 'readOrg', orgId))) return;
  if (operation === 'create') throw new DomainError('FORBIDDEN', 'Not a member of this organisation', 'orgId');
  throw new DomainError('RECORD_NOT_FOUND', `No such ${resource.label.toLowerCase()} record`, 'id');
};
