import type { Actor } from '../auth';

/**
 * The one place that says who may do what (issue 3; docs/roles.md explains the model).
 * Deciders and queries ask these functions; nothing else compares roles or ids for access.
 *
 * Two kinds of role:
 * - account roles, from the token's org_role and scope_ids (spec section 6): player, host
 *   (a player who hosts often; no extra rights), org_staff and org_manager (scoped to the
 *   organisation and space ids in scope_ids), admin (platform operators);
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
  releaseHold: ['host'],
  answerJoinRequest: ['host'],
  addCoHost: ['host'],
  setMatchFull: ['host'],
  removeParticipant: ['host'],
  manageOfflineParticipants: ['host'],
  inviteParticipants: ['host', 'co_host'],
  markAttendance: ['host', 'co_host'],
  rateSkillAndReputation: ['host', 'co_host'],
  rateHost: ['participant'],
  viewPrivateGame: ['host', 'co_host', 'participant', 'requester'],
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

export type OrgAction = 'readOrg' | 'manageOrg';

/**
 * Organisation staff act only inside the organisations (and spaces) listed in their token's
 * scope_ids. Staff read; managers also manage (coupons, classes, user accounts of the org).
 */
export const mayOnOrg = (actor: Pick<Actor, 'role' | 'scopeIds'> | null, action: OrgAction, orgId: string): boolean => {
  if (!actor) return false;
  if (actor.role === 'admin') return true;
  const inScope = actor.scopeIds.includes(orgId);
  if (action === 'readOrg') return inScope && (actor.role === 'org_staff' || actor.role === 'org_manager');
  return inScope && actor.role === 'org_manager';
};
