import type { UserCommand, UserEvent } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';
import { grantAccessAccount, revokeAccessAccount, updateOrgUserAccount } from './accessAccounts';
import { acceptTerms, requireUser, setListingChoices, updateBasicProfile } from './userProfile';
import { saveGame, unsaveGame } from './savedGames';
import { changePhoneNumber } from './phoneNumber';
import { evolveUser, initialUserState, type UserState } from './userState';

export type { UserState } from './userState';
export type UserCommandMessage = UserCommand & Pick<Command, 'context'>;

export const decideUser = (command: UserCommandMessage, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'RegisterUser':
      // Registering an existing user changes nothing, so a dev token for a known id is harmless.
      return state.registered ? [] : [{ type: 'UserRegistered', data: command.data }];
    case 'UpdateBasicProfile':
      return updateBasicProfile(command, state);
    case 'SetListingChoices':
      return setListingChoices(command, state);
    case 'AcceptTerms':
      return acceptTerms(command, state);
    case 'GrantAccessAccount':
      return grantAccessAccount(command, state);
    case 'RevokeAccessAccount':
      return revokeAccessAccount(command, state);
    case 'UpdateOrgUserAccount':
      return updateOrgUserAccount(command, state);
    case 'SaveGame':
      return saveGame(command, state);
    case 'UnsaveGame':
      return unsaveGame(command, state);
    case 'SetSelfSkillLevel':
      requireUser(state);
      // Setting the level it already has appends nothing.
      return state.selfSkillLevels.get(command.data.listingId) === command.data.selfLevel
        ? []
        : [{ type: 'SelfSkillLevelSet', data: command.data }];
    case 'SetCommunicationPreferences': {
      requireUser(state);
      // Push left out (a client from before it) stays as it was.
      const { whatsapp, sms, push = state.communication.push } = command.data.communication;
      const same = state.communication.whatsapp === whatsapp && state.communication.sms === sms && state.communication.push === push;
      return same
        ? []
        : [{ type: 'CommunicationPreferencesSet', data: { userId: command.data.userId, communication: { whatsapp, sms, push } } }];
    }
    case 'ChangePhoneNumber':
      return changePhoneNumber(command, state);
    case 'SetInterests': {
      requireUser(state);
      // Spec section 7 "PUT my interest": the list replaces the old one; the same list again appends nothing.
      const circleIds = [...new Set(command.data.circleIds)];
      const same = circleIds.length === state.interestCircleIds.length && circleIds.every((id, i) => id === state.interestCircleIds[i]);
      return same ? [] : [{ type: 'InterestsSet', data: { userId: command.data.userId, circleIds } }];
    }
  }
};

export const userDecider: Decider<UserCommandMessage, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
