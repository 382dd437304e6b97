import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { userDecider, type UserCommandMessage } from './userDecider';

const NOW = '2026-11-20T10:00:00.000Z';
const context = (now = NOW) => ({ commandId: `cmd-${Math.random()}`, userId: 'priya', now });
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'priya', firstName: 'Priya', lastName: 'Sharma', role: 'player', scopeIds: [], source: 'demo', phone: '+919800000001' },
};
type Changes = Omit<Extract<UserCommandMessage, { type: 'UpdateBasicProfile' }>['data'], 'userId'>;
const update = (changes: Changes, now = NOW): UserCommandMessage => ({
  type: 'UpdateBasicProfile',
  data: { userId: 'priya', ...changes },
  context: context(now),
});
const spec = deciderSpec(userDecider);

describe('RegisterUser (unchanged by the profile commands)', () => {
  const register: UserCommandMessage = { type: 'RegisterUser', data: registered.data, context: context() };

  it('registers a new user', () => spec.given([]).when(register).then([registered]));
  it('changes nothing for a known user', () => spec.given([registered]).when(register).then([]));
  it('keeps the display name, role and scopes in the state the token is issued from', () => {
    const state = [registered].reduce(userDecider.evolve, userDecider.initialState());
    expect(state).toMatchObject({ registered: true, name: 'Priya Sharma', role: 'player', scopeIds: [] });
  });
});

describe('UpdateBasicProfile', () => {
  it('records only the fields that change', () =>
    spec
      .given([registered])
      .when(update({ firstName: 'Priya', lastName: 'S', gender: 'female', dob: '1994-02-28' }))
      .then([{ type: 'BasicProfileUpdated', data: { userId: 'priya', lastName: 'S', gender: 'female', dob: '1994-02-28' } }]));

  it('appends nothing when nothing changes', () => {
    const earlier: UserEvent = {
      type: 'BasicProfileUpdated',
      data: { userId: 'priya', locations: [{ name: 'Chennai' }], gender: 'female' },
    };
    spec
      .given([registered, earlier])
      .when(update({ locations: [{ name: 'Chennai' }], gender: 'female', firstName: 'Priya' }))
      .then([]);
  });

  it('clears with null', () => {
    const earlier: UserEvent = { type: 'BasicProfileUpdated', data: { userId: 'priya', avatar: 'https://cdn.example.com/a.png' } };
    spec
      .given([registered, earlier])
      .when(update({ avatar: null, cover: null }))
      .then([{ type: 'BasicProfileUpdated', data: { userId: 'priya', avatar: null } }]);
  });

  it('updates the display name tokens are issued with', () => {
    const state = [registered, { type: 'BasicProfileUpdated', data: { userId: 'priya', firstName: 'Pri' } } as UserEvent].reduce(
      userDecider.evolve,
      userDecider.initialState(),
    );
    expect(state.name).toBe('Pri Sharma');
  });

  it('refuses an unknown user with USER_NOT_FOUND', () =>
    spec
      .given([])
      .when(update({ firstName: 'Ghost' }))
      .thenThrows('USER_NOT_FOUND'));

  it('refuses a date of birth in the future, by the command time', () => {
    spec
      .given([registered])
      .when(update({ dob: '2026-11-22' }))
      .thenThrows('VALIDATION_FAILED');
    spec
      .given([registered])
      .when(update({ dob: '2026-11-22' }, '2026-11-22T00:00:00.000Z'))
      .then([{ type: 'BasicProfileUpdated', data: { userId: 'priya', dob: '2026-11-22' } }]);
  });
});

describe('SetListingChoices and AcceptTerms', () => {
  const choose = (listingIds: string[]): UserCommandMessage => ({
    type: 'SetListingChoices',
    data: { userId: 'priya', listingIds },
    context: context(),
  });
  const accept: UserCommandMessage = { type: 'AcceptTerms', data: { userId: 'priya' }, context: context() };
  const chosen: UserEvent = { type: 'ListingChoicesSet', data: { userId: 'priya', listingIds: ['football', 'cricket'] } };

  it('replaces the choices', () =>
    spec
      .given([registered, chosen])
      .when(choose(['tennis']))
      .then([{ type: 'ListingChoicesSet', data: { userId: 'priya', listingIds: ['tennis'] } }]));
  it('appends nothing for the same choices', () =>
    spec
      .given([registered, chosen])
      .when(choose(['football', 'cricket']))
      .then([]));
  it('accepts the terms once', () => {
    spec
      .given([registered])
      .when(accept)
      .then([{ type: 'TermsAccepted', data: { userId: 'priya' } }]);
    spec
      .given([registered, { type: 'TermsAccepted', data: { userId: 'priya' } }])
      .when(accept)
      .then([]);
  });
  it('refuses an unknown user', () => {
    spec
      .given([])
      .when(choose(['football']))
      .thenThrows('USER_NOT_FOUND');
    spec.given([]).when(accept).thenThrows('USER_NOT_FOUND');
  });
});

describe('SetSelfSkillLevel and saved games (spec section 7)', () => {
  const skill = (selfLevel: number): UserCommandMessage => ({
    type: 'SetSelfSkillLevel',
    data: { userId: 'priya', listingId: 'football', selfLevel },
    context: context(),
  });
  const skillSet = (selfLevel: number): UserEvent => ({
    type: 'SelfSkillLevelSet',
    data: { userId: 'priya', listingId: 'football', selfLevel },
  });
  const save = (type: 'SaveGame' | 'UnsaveGame'): UserCommandMessage => ({
    type,
    data: { userId: 'priya', activityId: 'g1' },
    context: context(),
  });

  it('sets a level, and setting the same level again appends nothing', () => {
    spec
      .given([registered])
      .when(skill(2))
      .then([skillSet(2)]);
    spec
      .given([registered, skillSet(2)])
      .when(skill(2))
      .then([]);
    spec
      .given([registered, skillSet(2)])
      .when(skill(1))
      .then([skillSet(1)]);
  });
  it('saves and unsaves once each; an unknown user is USER_NOT_FOUND', () => {
    spec
      .given([registered])
      .when(save('SaveGame'))
      .then([{ type: 'GameSaved', data: { userId: 'priya', activityId: 'g1' } }]);
    spec
      .given([registered, { type: 'GameSaved', data: { userId: 'priya', activityId: 'g1' } }])
      .when(save('SaveGame'))
      .then([]);
    spec.given([registered]).when(save('UnsaveGame')).then([]);
    spec.given([]).when(skill(1)).thenThrows('USER_NOT_FOUND');
    spec.given([]).when(save('SaveGame')).thenThrows('USER_NOT_FOUND');
  });
});

describe('ChangePhoneNumber (docs/security.md "Changing the phone number")', () => {
  const change = (phone: string): UserCommandMessage => ({
    type: 'ChangePhoneNumber',
    data: { userId: 'priya', phone },
    context: context(),
  });
  const changed: UserEvent = {
    type: 'PhoneNumberChanged',
    data: { userId: 'priya', phone: '+919800000002', previousPhone: '+919800000001' },
  };

  it('records the move from the number the user has now', () => spec.given([registered]).when(change('+919800000002')).then([changed]));
  it('the same number again appends nothing', () => spec.given([registered, changed]).when(change('+919800000002')).then([]));
  it('an unknown user is refused', () => spec.given([]).when(change('+919800000002')).thenThrows('USER_NOT_FOUND'));
  it('notifications go to the new number', () => {
    expect([registered, changed].reduce(userDecider.evolve, userDecider.initialState()).phone).toBe('+919800000002');
  });
});
