import type { PhoneCommand, UserEvent } from '@sports/contracts';
import type { Command } from '../core/decider';
import { requireUser } from './userProfile';
import type { UserState } from './userState';

/**
 * The user's number moves (docs/security.md "Changing the phone number"). The flow has claimed the
 * new number's contact stream for this user before it asks, so this only records the move; the same
 * number again appends nothing (a retry after a crash, or two tabs).
 */
export const changePhoneNumber = (command: PhoneCommand & Pick<Command, 'context'>, state: UserState): UserEvent[] => {
  requireUser(state);
  const { userId, phone } = command.data;
  return state.phone === phone ? [] : [{ type: 'PhoneNumberChanged', data: { userId, phone, previousPhone: state.phone } }];
};
