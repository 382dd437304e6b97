import { chatApi, chatStream, type ChatEvent } from '@sports/contracts';
import type { EventStore } from '@sports/event-store';
import type { Api } from '@sports/service-kit';
import type { CredentialStore } from '../accounts/credentialStore';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { derivedId } from '../games/derivedIds';
import type { ChatCommandMessage } from './chatCommands';
import { chatDecider, requireMember } from './chatDecider';
import { readChatGame, readReportPlace } from './chatGame';
import { ChatRateLimit } from './chatRateLimit';
import { commentViewOf } from './commentView';
import { resolveMentions } from './mentions';
import { registerChatAdminRoutes } from './adminRoutes';

const run = <R>(handler: CommandHandler, command: ChatCommandMessage, reply: (events: ChatEvent[]) => R) =>
  handler.handle({ streamId: chatStream(command.data.activityId), decider: chatDecider, command, reply }).then(respond);

/**
 * The game chat's commands (docs/adr/0101-game-chat.md). Each reads the game's own stream first,
 * for the caller's place in it, and decides on the chat's stream `chat-{activityId}`.
 */
export const registerChatCommandRoutes = (
  api: Api,
  handler: CommandHandler,
  deps: { events: Pick<EventStore, 'readStream'>; sends: Pick<CredentialStore, 'countSends' | 'recordSend'> },
): void => {
  const limit = new ChatRateLimit(deps.sends);
  registerChatAdminRoutes(api, handler);

  api.bind(chatApi.postComment, async (input) => {
    const { activityId } = input.params;
    const userId = input.actor.userId;
    const { game, state } = await readChatGame(handler, activityId, input.actor);
    // Membership first, before the body (docs/adr/0117-authorization-before-body.md): a non-member's refusal spends none of their
    // allowance.
    requireMember(game);
    const { text, replyTo } = input.body;
    const commentId = derivedId('m', [activityId, userId, input.commandId], 20);
    // A retried request (the same Idempotency-Key) names a message already posted: it spends none of the allowance.
    const retried = (await handler.read(chatStream(activityId), chatDecider)).comments.has(commentId);
    if (!retried) await limit.take(userId, Date.parse(input.now));
    const mentions = await resolveMentions(handler, state, text);
    const command: ChatCommandMessage = {
      type: 'PostComment',
      data: { activityId, commentId, text, mentions, ...(replyTo ? { replyTo } : {}) },
      author: { id: userId, name: input.actor.name },
      game,
      context: contextOf(input),
    };
    return run(handler, command, (events) => {
      const posted = events.find((e): e is Extract<ChatEvent, { type: 'CommentPosted' }> => e.type === 'CommentPosted');
      return { data: commentViewOf(posted!.data, input.now) };
    });
  });

  api.bind(chatApi.removeComment, async (input) => {
    const { activityId, commentId } = input.params;
    const { game } = await readChatGame(handler, activityId, input.actor);
    const command: ChatCommandMessage = { type: 'RemoveComment', data: { activityId, commentId }, game, context: contextOf(input) };
    return run(handler, command, () => ({ data: { activityId, commentId, removed: true as const } }));
  });

  api.bind(chatApi.reportComment, async (input) => {
    const { activityId, commentId } = input.params;
    const { game } = await readChatGame(handler, activityId, input.actor);
    requireMember(game); // before the body; the decider checks again
    const place = game.exists ? await readReportPlace(deps.events, activityId) : { spaceId: null, orgId: null, name: '' };
    const reportId = derivedId('rep', [activityId, input.actor.userId, input.commandId], 20);
    const command: ChatCommandMessage = {
      type: 'ReportComment',
      data: { activityId, commentId, reportId, reason: input.body.reason },
      game: { ...game, ...place },
      context: contextOf(input),
    };
    return run(handler, command, () => ({ data: { reportId, commentId } }));
  });

  api.bind(chatApi.markChatRead, async (input) => {
    const { activityId } = input.params;
    const { game } = await readChatGame(handler, activityId, input.actor);
    requireMember(game); // before the body; the decider checks again
    const command: ChatCommandMessage = {
      type: 'MarkChatRead',
      data: { activityId, seq: input.body.seq },
      game,
      context: contextOf(input),
    };
    return run(handler, command, (events) => ({
      data: { activityId, seq: events[0]?.type === 'ChatRead' ? events[0].data.seq : input.body.seq },
    }));
  });
};
