import {
  DEFAULT_COMMUNICATION,
  emptyBasicProfile,
  type Communication,
  type AccessRole,
  type BasicProfile,
  type GstDetails,
  type Role,
  type UserEvent,
} from '@sports/contracts';
import { evolveAccess, withClaims } from './accessAccounts';

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

export const initialUserState = (): UserState => ({
  registered: false,
  name: '',
  role: 'player',
  scopeIds: [],
  registeredRole: 'player',
  registeredScopeIds: [],
  accessAccounts: new Map(),
  orgGst: new Map(),
  savedGameIds: new Set(),
  selfSkillLevels: new Map(),
  interestCircleIds: [],
  phone: null,
  movedFrom: [],
  communication: DEFAULT_COMMUNICATION,
  profile: emptyBasicProfile(),
  choices: [],
  termsAccepted: false,
});

const displayName = (profile: BasicProfile) => `${profile.firstName} ${profile.lastName}`.trim();

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserRegistered': {
      const profile = emptyBasicProfile(event.data.firstName, event.data.lastName);
      return withClaims({
        ...state,
        registered: true,
        name: displayName(profile),
        registeredRole: event.data.role,
        registeredScopeIds: event.data.scopeIds,
        profile,
        phone: event.data.phone ?? null,
      });
    }
    case 'BasicProfileUpdated': {
      const { userId: _userId, ...changes } = event.data;
      const profile = { ...state.profile, ...changes };
      return { ...state, profile, name: displayName(profile) };
    }
    case 'ListingChoicesSet':
      return { ...state, choices: event.data.listingIds };
    case 'TermsAccepted':
      return { ...state, termsAccepted: true };
    case 'SelfSkillLevelSet':
      return { ...state, selfSkillLevels: new Map(state.selfSkillLevels).set(event.data.listingId, event.data.selfLevel) };
    case 'CommunicationPreferencesSet':
      return { ...state, communication: event.data.communication };
    case 'InterestsSet':
      return { ...state, interestCircleIds: event.data.circleIds };
    case 'PhoneNumberChanged':
      return {
        ...state,
        phone: event.data.phone,
        movedFrom: [
          ...state.movedFrom.filter((p) => p !== event.data.phone && p !== event.data.previousPhone),
          ...(event.data.previousPhone ? [event.data.previousPhone] : []),
        ],
      };
    case 'GameSaved':
      return { ...state, savedGameIds: new Set(state.savedGameIds).add(event.data.activityId) };
    case 'GameUnsaved': {
      const savedGameIds = new Set(state.savedGameIds);
      savedGameIds.delete(event.data.activityId);
      return { ...state, savedGameIds };
    }
    case 'AccessAccountGranted':
    case 'AccessAccountRevoked':
    case 'OrgUserAccountUpdated':
      return evolveAccess(state, event);
    default:
      return state; // a user event this side does not need (added by another feature)
  }
};
