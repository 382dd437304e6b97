import { BASIC_PROFILE_FIELDS, DomainError, type BasicProfileChanges, type ProfileCommand, type UserEvent } from '@sports/contracts';
import type { Command } from '../core/decider';
import type { UserState } from './userStateShape';

type Of<T extends ProfileCommand['type']> = Extract<ProfileCommand, { type: T }> & Pick<Command, 'context'>;

export const requireUser = (state: UserState): void => {
  if (!state.registered) throw new DomainError('USER_NOT_FOUND', 'No such user', 'id');
};

/** Values arrive from zod or from stored JSON, both in schema key order, so their JSON text compares them. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The body schema cannot know the time, so "dob not in the future" is checked here against the
 * command's time. "Today" is taken where it is latest (UTC+14), so nobody is refused on their birth day.
 */
const latestToday = (now: string) => new Date(Date.parse(now) + 14 * 3_600_000).toISOString().slice(0, 10);

/** Only the fields that really change go into the event; nothing changed appends nothing. */
export const updateBasicProfile = (command: Of<'UpdateBasicProfile'>, state: UserState): UserEvent[] => {
  requireUser(state);
  const { userId, ...requested } = command.data;
  if (requested.dob && requested.dob > latestToday(command.context.now)) {
    throw new DomainError('VALIDATION_FAILED', 'dob must not be in the future', 'dob');
  }
  const changes: BasicProfileChanges = {};
  for (const field of BASIC_PROFILE_FIELDS) {
    const value = requested[field];
    if (value !== undefined && !same(value, state.profile[field])) Object.assign(changes, { [field]: value });
  }
  return Object.keys(changes).length ? [{ type: 'BasicProfileUpdated', data: { userId, ...changes } }] : [];
};

export const setListingChoices = (command: Of<'SetListingChoices'>, state: UserState): UserEvent[] => {
  requireUser(state);
  return same(command.data.listingIds, state.choices) ? [] : [{ type: 'ListingChoicesSet', data: command.data }];
};

export const acceptTerms = (command: Of<'AcceptTerms'>, state: UserState): UserEvent[] => {
  requireUser(state);
  return state.termsAccepted ? [] : [{ type: 'TermsAccepted', data: command.data }];
};
