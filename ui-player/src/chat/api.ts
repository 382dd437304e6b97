import { chatApi, type RouteResponse } from '@sports/contracts';
import { readRoute, sendCommand } from '../games/command';

export type ChatPage = RouteResponse<typeof chatApi.listComments>['data'];

/** A page of a game's chat, newest first: the newest, or those before `before`. */
export const fetchChatPage = async (activityId: string, before?: number, size?: number): Promise<ChatPage> => {
  return (
    await readRoute(
      chatApi.listComments,
      { activityId },
      { before: before === undefined ? undefined : String(before), size: size === undefined ? undefined : String(size) },
    )
  ).data;
};

export const postComment = (activityId: string, text: string, replyTo?: string) =>
  sendCommand(chatApi.postComment, { activityId }, { text, ...(replyTo ? { replyTo } : {}) }).then((r) => r.data);

export const removeComment = (activityId: string, commentId: string) => sendCommand(chatApi.removeComment, { activityId, commentId });

export const reportComment = (activityId: string, commentId: string, reason: string) =>
  sendCommand(chatApi.reportComment, { activityId, commentId }, { reason });

export const markChatRead = (activityId: string, seq: number) => sendCommand(chatApi.markChatRead, { activityId }, { seq });

export const fetchUnreadChats = async () => {
  return (await readRoute(chatApi.getChatUnread, {})).data;
};
