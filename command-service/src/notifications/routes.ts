import { notificationsApi, streams } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { userDecider } from '../users/userDecider';

export const registerNotificationRoutes = (api: Api, handler: CommandHandler): void => {
  api.bind(notificationsApi.setCommunicationPreferences, (input) => {
    const userId = input.actor.userId;
    const communication = input.body;
    return handler
      .handle({
        streamId: streams.user(userId),
        decider: userDecider,
        command: { type: 'SetCommunicationPreferences', data: { userId, communication }, context: contextOf(input) },
        reply: () => ({ message: 'success' as const, data: communication }),
      })
      .then(respond);
  });
};
