import { SKILL_LABELS, streams, usersApi, type UserEvent } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { userDecider, type UserCommandMessage } from './userDecider';

/** Profile writes. The user id is always the caller's, from the token: no body can name another user. */
export const registerUserCommandRoutes = (api: Api, handler: CommandHandler): void => {
  const run = <R>(command: UserCommandMessage, reply: (events: UserEvent[]) => R) =>
    handler.handle({ streamId: streams.user(command.data.userId), decider: userDecider, command, reply }).then(respond);

  api.bind(usersApi.updateBasicProfile, (input) => {
    const userId = input.actor.userId;
    return run({ type: 'UpdateBasicProfile', data: { ...input.body, userId }, context: contextOf(input) }, (events) => ({
      message: 'success' as const,
      data: { id: userId, changed: events.flatMap((e) => (e.type === 'BasicProfileUpdated' ? changedFields(e.data) : [])) },
    }));
  });

  api.bind(usersApi.setListingChoices, (input) => {
    const userId = input.actor.userId;
    const { listingIds } = input.body;
    return run({ type: 'SetListingChoices', data: { userId, listingIds }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { id: userId, choices: listingIds },
    }));
  });

  api.bind(usersApi.setSelfSkillLevel, (input) => {
    const userId = input.actor.userId;
    const { listingId } = input.params;
    const { selfLevel } = input.body;
    return run({ type: 'SetSelfSkillLevel', data: { userId, listingId, selfLevel }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { listingId, selfLevel, label: SKILL_LABELS[selfLevel]! },
    }));
  });

  api.bind(usersApi.acceptTerms, (input) => {
    const userId = input.actor.userId;
    return run({ type: 'AcceptTerms', data: { userId }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { id: userId, isTermsAccepted: true as const },
    }));
  });
};

const changedFields = ({ userId: _userId, ...changes }: Extract<UserEvent, { type: 'BasicProfileUpdated' }>['data']) =>
  Object.keys(changes) as (keyof typeof changes)[];
