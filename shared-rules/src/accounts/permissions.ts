import type { Actor } from '@sports/contracts/auth';
import type { AccessRole } from '@sports/contracts/users/access';
import type { Role } from '@sports/contracts/users/events';

/**
 * The one place that says who may do what (docs/roles.md explains the model).
 * Deciders and queries ask these functions; nothing else compares roles or ids for access.
 *
 * Two kinds of role:
 * - account roles, from the token's org_role and scope_ids (spec section 6): player, host
 *   (a player who hosts often; no extra rights), org_staff and org_manager (scoped to the
 *   organisation and space ids in scope_ids, managing only where `{orgId}:manage` is listed;
 *   accessClaimsFor derives both claims from access accounts), admin (platform operators);
 * - game roles, from the game's own stream: host, co-host, participant, requester.
 */

export type GameRole = 'host' | 'co_host' | 'participant' | 'requester' | 'none';

/** What a permission check needs to know about one game. */
export interface GameMembership {
  hostId: string;
  coHostIds?: readonly string[];
  participantIds?: readonly string[];
  requesterIds?: readonly string[];
}

export const gameRoleOf = (userId: string | null, game: GameMembership): GameRole => {
  if (!userId) return 'none';
  if (game.hostId === userId) return 'host';
  if (game.coHostIds?.includes(userId)) return 'co_host';
  if (game.participantIds?.includes(userId)) return 'participant';
  if (game.requesterIds?.includes(userId)) return 'requester';
  return 'none';
};

/**
 * Spec section 6: "A host (as opposed to co-host) can add co-hosts, set match full, hold,
 * manage offline participants"; host and co-host mark attendance and rate skill and
 * reputation; the host accepts or rejects requests (section 4); ordinary participants join,
 * save, query and rate; non-participants cannot see private games (section 5).
 */
export const GAME_ACTIONS = {
  holdGame: ['host'],
  deleteGame: ['host'],
  releaseHold: ['host'],
  /** Host or co-host accept or reject a request (spec section 4 names the host). */
  answerJoinRequest: ['host', 'co_host'],
  updateGame: ['host'],
  setCover: ['host', 'co_host'],
  mapSlot: ['host'],
  addCoHost: ['host'],
  setMatchFull: ['host'],
  removeParticipant: ['host'],
  manageOfflineParticipants: ['host'],
  inviteParticipants: ['host', 'co_host'],
  markAttendance: ['host', 'co_host'],
  rateSkillAndReputation: ['host', 'co_host'],
  rateHost: ['participant'],
  /** Spec sections 5 and 6: participants rate other participants and the game; so do the host and co-hosts. */
  rateInGame: ['host', 'co_host', 'participant'],
  respondToHold: ['co_host', 'participant'],
  answerQuery: ['host', 'co_host'],
  /** Anyone who may see the game asks (public: anyone signed in); the asker or the hosts delete. */
  moderateQuery: ['host', 'co_host'],
  viewPrivateGame: ['host', 'co_host', 'participant', 'requester'],
  /** Requests and invitations (participants by status): the ones who answer and send them (spec sections 4, 6). */
  viewPendingParticipants: ['host', 'co_host'],
} as const satisfies Record<string, readonly GameRole[]>;

export type GameAction = keyof typeof GAME_ACTIONS;

export const mayOnGame = (actor: { userId: string; role?: Actor['role'] } | null, action: GameAction, game: GameMembership): boolean => {
  if (actor?.role === 'admin' && action === 'viewPrivateGame') return true; // operators answer support tickets
  return (GAME_ACTIONS[action] as readonly GameRole[]).includes(gameRoleOf(actor?.userId ?? null, game));
};

/** Private fields of a user account (phone, e-mail, dob, addresses, coins, GST details): the owner and admins only. */
export const mayReadPrivateAccount = (actor: Pick<Actor, 'userId' | 'role'> | null, ownerId: string): boolean =>
  actor !== null && (actor.userId === ownerId || actor.role === 'admin');

/** A profile is changed only by its owner: the user id comes from the token, never from the body. */
export const mayEditAccount = (actor: Pick<Actor, 'userId'> | null, ownerId: string): boolean => actor !== null && actor.userId === ownerId;

export type OrgAction = 'readOrg' | 'manageOrg' | 'ownOrg';

/** The scope that lets a token manage one organisation: only owners and managers of it get it. */
export const manageScopeOf = (orgId: string): string => `${orgId}:manage`;
/** Owners alone may appoint or remove owners. */
export const ownScopeOf = (orgId: string): string => `${orgId}:own`;
/** Spaces carry a prefix so a space id can never be read as an organisation id. */
export const spaceScopeOf = (spaceId: string): string => `space:${spaceId}`;

/** ':' only ever appears in derived scopes; an id holding it is never an organisation or a space. */
const isPlainId = (id: string) => !id.includes(':');

/**
 * Organisation staff act only inside the organisations (and spaces) listed in their token's
 * scope_ids. Staff read; managing (coupons, classes, user accounts of the org) needs the org's own
 * `:manage` scope, so a manager of org A who is only staff in org B cannot manage org B.
 */
export const mayOnOrg = (actor: Pick<Actor, 'role' | 'scopeIds'> | null, action: OrgAction, orgId: string): boolean => {
  if (!actor || !isPlainId(orgId)) return false;
  if (actor.role === 'admin') return true;
  if (action === 'manageOrg') return actor.role === 'org_manager' && actor.scopeIds.includes(manageScopeOf(orgId));
  if (action === 'ownOrg') return actor.role === 'org_manager' && actor.scopeIds.includes(ownScopeOf(orgId));
  return (actor.role === 'org_staff' || actor.role === 'org_manager') && actor.scopeIds.includes(orgId);
};

/**
 * The organisations whose records a back-office list may show: every
 * one for platform operators ('all'); for staff and managers those in their scope_ids (read
 * rights, the same as mayOnOrg's readOrg); nobody else any (null).
 */
export const readableOrgsOf = (actor: Pick<Actor, 'role' | 'scopeIds'> | null): 'all' | string[] | null => {
  if (!actor) return null;
  if (actor.role === 'admin') return 'all';
  if (actor.role !== 'org_staff' && actor.role !== 'org_manager') return null;
  return actor.scopeIds.filter((scope) => isPlainId(scope) && mayOnOrg(actor, 'readOrg', scope));
};

/**
 * Moderation: platform operators hold, release and delete any game, as
 * its host could; they never join, host or rate in it.
 */
export const MODERATION_ACTIONS = ['holdGame', 'releaseHold', 'deleteGame'] as const satisfies readonly GameAction[];
export const mayModerateGames = (actor: Pick<Actor, 'role'> | null): boolean => actor?.role === 'admin';

/**
 * A game played at an organisation's venue (its derived venue link, docs/adr/0108-games-at-their-venues.md; `venueOrgId` null: at no listed
 * venue): the organisation's staff and managers hold
 * and release it on the venue's behalf, as a platform operator may; cancelling it, which refunds
 * every place bought online, is a manager's act, as a venue's refund is (docs/roles.md).
 */
export const mayModerateVenueGame = (
  actor: Pick<Actor, 'role' | 'scopeIds'> | null,
  action: (typeof MODERATION_ACTIONS)[number],
  venueOrgId: string | null,
): boolean => {
  if (mayModerateGames(actor)) return true;
  if (!actor || venueOrgId === null) return false;
  return mayOnOrg(actor, action === 'deleteGame' ? 'manageOrg' : 'readOrg', venueOrgId);
};

/**
 * Dispute cases raised with game ratings: platform operators review every
 * case ('all'); organisation staff and managers the cases of games held at a space in their
 * scope (`space:<id>`, so the list of those space ids); everyone else none (null).
 */
export const disputeScopeOf = (actor: Pick<Actor, 'role' | 'scopeIds'> | null): 'all' | string[] | null => {
  if (!actor) return null;
  if (actor.role === 'admin') return 'all';
  if (actor.role !== 'org_staff' && actor.role !== 'org_manager') return null;
  const prefix = spaceScopeOf('');
  return actor.scopeIds
    .filter((scope) => scope.startsWith(prefix))
    .map((scope) => scope.slice(prefix.length))
    .filter((id) => id !== '' && isPlainId(id));
};

/** Where a dispute case lies: the game's venue and the venue's organisation (null: none). */
export interface DisputePlace {
  spaceId: string | null;
  orgId: string | null;
}
export type DisputeAction = 'review' | 'resolve' | 'reopen';

/**
 * A case about a game at a venue of organisation O is in O's queue. O's staff and
 * managers review it (and staff whose token names the venue, as before); resolving and reopening
 * answer a player, a manager's act (docs/backoffice.md "Disputes"), so only O's managers do them;
 * platform operators do everything, including cases of games at no venue.
 */
export const mayOnDispute = (actor: Pick<Actor, 'role' | 'scopeIds'> | null, action: DisputeAction, place: DisputePlace): boolean => {
  if (!actor) return false;
  if (actor.role === 'admin') return true;
  if (action !== 'review') return place.orgId !== null && mayOnOrg(actor, 'manageOrg', place.orgId);
  const spaces = disputeScopeOf(actor) ?? [];
  return (
    (place.orgId !== null && mayOnOrg(actor, 'readOrg', place.orgId)) ||
    (place.spaceId !== null && spaces !== 'all' && spaces.includes(place.spaceId))
  );
};

/** What the token needs to know about one access account. */
export interface AccessGrant {
  orgId: string;
  role: AccessRole;
  spaceIds: readonly string[];
}

const manages = (grant: AccessGrant) => grant.role === 'owner' || grant.role === 'manager';

/**
 * The token's org_role and scope_ids (spec section 6) from the role the user registered with and
 * their access accounts. Admins stay admins; otherwise any access account sets the role to the
 * highest one held (owner or manager: org_manager; staff: org_staff). scope_ids lists every
 * organisation, every space as `space:<id>`, `${orgId}:manage` for the organisations the user
 * owns or manages, and `${orgId}:own` for those the user owns.
 * Sorted by organisation, so the same accounts always give the same claims.
 */
export const accessClaimsFor = (
  registeredRole: Role,
  accessAccounts: readonly AccessGrant[],
  registeredScopeIds: readonly string[] = [],
): { role: Role; scopeIds: string[] } => {
  const grants = accessAccounts.filter((g) => isPlainId(g.orgId)).sort((a, b) => (a.orgId < b.orgId ? -1 : a.orgId > b.orgId ? 1 : 0));
  const scopeIds = new Set(registeredScopeIds);
  for (const grant of grants) {
    scopeIds.add(grant.orgId);
    if (manages(grant)) scopeIds.add(manageScopeOf(grant.orgId));
    if (grant.role === 'owner') scopeIds.add(ownScopeOf(grant.orgId));
    for (const spaceId of grant.spaceIds) if (isPlainId(spaceId)) scopeIds.add(spaceScopeOf(spaceId));
  }
  const role: Role =
    registeredRole === 'admin' || grants.length === 0 ? registeredRole : grants.some(manages) ? 'org_manager' : 'org_staff';
  return { role, scopeIds: [...scopeIds] };
};

/**
 * What only platform operators do: settle payouts with venue partners and set
 * the platform's commission rates; suspend or reinstate an organisation and keep the list of
 * cities. No organisation role grants it, whatever its scope.
 */
export type PlatformAction = 'settlePayouts' | 'setCommission' | 'setOrganisationStatus' | 'manageCities';
export const mayOnPlatform = (actor: Pick<Actor, 'role'> | null, _action: PlatformAction): boolean => actor?.role === 'admin';
