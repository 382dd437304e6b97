import { inboxApi, inboxStream, notificationsApi, streams } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { userDecider } from '../users/userDecider';
import { inboxDecider } from './inboxDecider';

export const registerNotificationRoutes = (api: Api, handler: CommandHandler): void => {
  api.bind(notificationsApi.setCommunicationPreferences, (input) => {
    const userId = input.actor.userId;
    const communication = input.body;
    return handler
      .handle({
        streamId: streams.user(userId),
        decider: userDecider,
        command: { type: 'SetCommunicationPreferences', data: { userId, communication }, context: contextOf(input) },
        reply: (_events, state) => ({ message: 'success' as const, data: state.communication }),
      })
      .then(respond);
  });

  // Read marks go to the caller's own inbox stream, so nobody can mark another's.
  api.bind(inboxApi.markNotificationsRead, (input) => {
    const userId = input.actor.userId;
    return handler
      .handle({
        streamId: inboxStream(userId),
        decider: inboxDecider,
        command: { type: 'MarkNotificationsRead', data: { userId, ids: input.body.ids, all: input.body.all }, context: contextOf(input) },
        reply: (events) => ({
          message: 'success' as const,
          data: { marked: events.reduce((n, e) => n + (e.type === 'NotificationsRead' ? e.data.notificationIds.length : 0), 0) },
        }),
      })
      .then(respond);
  });
};
