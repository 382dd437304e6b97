import type { ChatEvent } from '@sports/contracts';
import { firstWords, gameDayText, gamePath, type Notification } from '../notifications/notificationRules';

/** The game page opened at its Chat tab: the inbox item and the outside message lead there. */
export const CHAT_ANCHOR = 'chat';
export const chatPath = (activityId: string) => `${gamePath(activityId)}#${CHAT_ANCHOR}`;

type Posted = Extract<ChatEvent, { type: 'CommentPosted' }>['data'];

/**
 * An @mention tells the member named (kind chat_mention), through the notifier like every other
 * notification, so each of its channels (inbox, messages, Web Push) carries it.
 */
export const mentionNotificationsFor = (posted: Posted, game: { name: string; date: string }): Notification[] =>
  posted.mentions
    .filter((userId) => userId !== posted.author.id)
    .map((userId) => ({
      userId,
      kind: 'chat_mention' as const,
      text: `${posted.author.name} mentioned you in the chat of "${game.name}" on ${gameDayText(game.date)}: ${firstWords(posted.text)}`,
      link: chatPath(posted.activityId),
      messageLink: 'Reply here',
    }));
