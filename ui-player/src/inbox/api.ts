import { inboxApi } from '@sports/contracts';
import { requestJson } from '../api/http';
import { newIdempotencyKey } from '../api/paths';
import { withSession } from '../session/withSession';

export type InboxPage = inboxApi.InboxPage;

/** One page of the signed-in user's inbox, newest first. */
export const fetchInboxPage = async (page: number): Promise<InboxPage> => {
  return withSession(
    async (token) =>
      (await requestJson(`${inboxApi.listNotifications.path}?page=${page}`, inboxApi.listNotifications.response, { token })).data,
  );
};

/** Marks the named items read, or all of them; the number newly marked. */
export const markRead = (body: { ids: string[] } | { all: true }): Promise<number> =>
  withSession(
    async (token) =>
      (
        await requestJson(inboxApi.markNotificationsRead.path, inboxApi.markNotificationsRead.response, {
          method: 'PUT',
          token,
          body,
          headers: { 'idempotency-key': newIdempotencyKey() },
        })
      ).data.marked,
  );
