import { emptyBasicProfile, type BasicProfile, type Role, type UserEvent } from '@sports/contracts';

/** What the user's rules need: registration, the token's identity, and the current profile to detect real changes. */
export interface UserState {
  registered: boolean;
  name: string;
  role: Role;
  scopeIds: string[];
  profile: BasicProfile;
  choices: string[];
  termsAccepted: boolean;
}

export const initialUserState = (): UserState => ({
  registered: false,
  name: '',
  role: 'player',
  scopeIds: [],
  profile: emptyBasicProfile(),
  choices: [],
  termsAccepted: false,
});

const displayName = (profile: BasicProfile) => `${profile.firstName} ${profile.lastName}`.trim();

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserRegistered': {
      const profile = emptyBasicProfile(event.data.firstName, event.data.lastName);
      return { ...state, registered: true, name: displayName(profile), role: event.data.role, scopeIds: event.data.scopeIds, profile };
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
    default:
      return state; // a user event this side does not need (added by another feature)
  }
};
