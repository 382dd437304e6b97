import { DEFAULT_COMMUNICATION, emptyBasicProfile, type BasicProfile, type UserEvent } from '@sports/contracts';
import { evolveAccess, withClaims } from './accessAccounts';
import type { UserState } from './userStateShape';

export type { HeldAccessAccount, UserState } from './userStateShape';

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
