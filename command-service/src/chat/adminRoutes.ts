import { DomainError, chatAdminApi, chatStream, type Actor } from '@sports/contracts';
import { readableOrgsOf } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { chatDecider } from './chatDecider';

/** Only people with a place in the back office act on reports; whose queue a report is in, the decider says (404 outside it). */
const reviewerOf = (actor: Actor) => {
  if (actor.role !== 'admin' && readableOrgsOf(actor) === null)
    throw new DomainError('FORBIDDEN', 'Platform operators and organisation staff handle chat reports', 'Authorization');
  return { role: actor.role, scopeIds: actor.scopeIds };
};

/** The back office's Chat reports (docs/adr/0101-game-chat.md): remove the message, or dismiss the report. */
export const registerChatAdminRoutes = (api: Api, handler: CommandHandler): void => {
  for (const [route, outcome] of [
    [chatAdminApi.adminRemoveReportedComment, 'removed'],
    [chatAdminApi.adminDismissChatReport, 'dismissed'],
  ] as const) {
    api.bind(route, async (input) => {
      const reviewer = reviewerOf(input.actor);
      const reportId = input.params.id;
      const { activityId } = input.body;
      const result = await handler.handle({
        streamId: chatStream(activityId),
        decider: chatDecider,
        command: { type: 'CloseCommentReport', data: { activityId, reportId, outcome }, reviewer, context: contextOf(input) },
        reply: () => ({ id: reportId, activityId, status: outcome }),
      });
      return respond(result);
    });
  }
};
