import type { AccessRole, BasicProfile, Communication, GstDetails, Role } from '@sports/contracts';

/** One organisation access account, as the rules and the token need it. */
export interface HeldAccessAccount {
  role: AccessRole;
  spaceIds: string[];
  mobiles: string[];
  emails: string[];
}

/** What the user's rules need: registration, the token's identity, and the current profile to detect real changes. */
export interface UserState {
  registered: boolean;
  name: string;
  /** The token's org_role and scope_ids: accessClaimsFor(registered role, access accounts). */
  role: Role;
  scopeIds: string[];
  registeredRole: Role;
  registeredScopeIds: string[];
  /** By organisation id (a Map, so no organisation id can collide with an object key such as __proto__). */
  accessAccounts: ReadonlyMap<string, HeldAccessAccount>;
  orgGst: ReadonlyMap<string, GstDetails>;
  savedGameIds: ReadonlySet<string>;
  selfSkillLevels: ReadonlyMap<string, number>;
  interestCircleIds: readonly string[];
  /** Where notifications go: the number the user registered with (or last moved to), on the channels they chose. */
  phone: string | null;
  /**
   * Numbers the user moved away from (PhoneNumberChanged's previousPhone) and has not moved back to:
   * none of them signs in to this account any more, even if the move stopped before releasing one.
   */
  movedFrom: readonly string[];
  communication: Communication;
  profile: BasicProfile;
  choices: string[];
  termsAccepted: boolean;
}
