import { DomainError, RECORD_KINDS, RECORD_KIND_NAMES, type Actor, type AdminResource, type RecordKind } from '@sports/contracts';
import { mayOnOrg, mayOnPlatform, readableOrgsOf, type PlatformAction } from '@sports/shared-rules';
import type { AdminWriteOperation } from './adminWriteTargets';

/**
 * Who a react-admin write reaches, checked before anything in its body is ( * docs/security.md "Admin writes"), in the order the admin API's reads answer:
 *   401 no or a bad token (the route's own);
 *   403 no part in the back office for this resource (players; non-operators on platform resources);
 *   404 RECORD_NOT_FOUND an edit or delete of a record in an organisation the caller does not belong
 *       to, as GET /admin-api/{resource}/{id} answers, so ids cannot be probed; 403 FORBIDDEN a
 *       create in such an organisation (there is no record to hide: the command would say the same);
 *   403 FORBIDDEN a write by whoever may not manage the organisation: every organisation write sent
 *       on is a manager's command but a settlement, which only platform operators make (mayOnOrg 'manageOrg': saveSpace, saveCoupon, the offerings, the
 *       business records, registerOrganisation, the access accounts), so staff who only read are
 *       refused a create, and an edit of a record whose id names the organisation, before the body
 *       (docs/adr/0117-authorization-before-body.md);
 * then the body (400) and the command's own rules (400, 404, 409).
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

/** Organisation records only the platform writes: a settlement is the platform paying the venue (payoutRoutes.ts). */
const PLATFORM_WRITES: Readonly<Record<string, PlatformAction>> = { settlements: 'settlePayouts' };

/** What the commands sent on answer a caller who may read the organisation but not manage it. */
const notManager = () => new DomainError('FORBIDDEN', 'Only a manager of this organisation may do this', 'orgId');

/**
 * `form` reads the body (validating it) only when neither the path's id nor `recordOrg` (the
 * organisation of the record the id names, read from its stream: recordOrg.ts) says the
 * organisation (docs/adr/0117-authorization-before-body.md).
 */
export const checkAdminWriteScope = (
  resource: AdminResource,
  operation: AdminWriteOperation,
  actor: Actor,
  id: string | undefined,
  form: () => Record<string, unknown> | undefined,
  recordOrg: string | null = null,
): void => {
  const readable = resource.scope === 'platform' ? (actor.role === 'admin' ? 'all' : null) : readableOrgsOf(actor);
  if (readable === null)
    throw new DomainError(
      'FORBIDDEN',
      resource.scope === 'platform' ? 'Platform operators only' : 'Organisation staff only',
      'Authorization',
    );
  const platformAction = PLATFORM_WRITES[resource.name];
  if (platformAction && !mayOnPlatform(actor, platformAction))
    throw new DomainError('FORBIDDEN', 'Only platform admins may do this', 'orgId');
  if (readable === 'all' || resource.scope !== 'org') return;
  const named = id === undefined ? null : (orgsNamedBy(resource, id, readable) ?? (recordOrg === null ? null : [recordOrg]));
  // A create names its organisation in the body: whoever manages none is refused whichever it names.
  if (operation === 'create' && !readable.some((orgId) => mayOnOrg(actor, 'manageOrg', orgId))) throw notManager();
  const orgs = named ?? [form()?.orgId].filter((orgId): orgId is string => typeof orgId === 'string');
  if (!orgs.every((orgId) => mayOnOrg(actor, 'readOrg', orgId))) {
    if (operation === 'create') throw new DomainError('FORBIDDEN', 'Not a member of this organisation', 'orgId');
    throw new DomainError('RECORD_NOT_FOUND', `No such ${resource.label.toLowerCase()} record`, 'id');
  }
  if (!orgs.every((orgId) => mayOnOrg(actor, 'manageOrg', orgId))) throw notManager();
};
