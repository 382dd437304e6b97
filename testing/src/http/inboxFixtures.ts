import type { inboxApi, InboxItem } from '@sports/contracts';
import type { TestPlatform } from '../testPlatform';
import { json } from './fixtures';

/**
 * What the inbox HTTP specs share: people signed in by phone through the development outbox, their
 * inboxes, and waits bounded by time rather than by tries, so a busy machine only makes them slower.
 */
export type OutboxMessage = { to: string; channel: string; text: string };
export type Person = { userId: string; token: string; phone: string };

/** Waits for a state, for at most `timeoutMs`; the caller's expectation afterwards says what was missing. */
export const until = async (done: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

export const inboxPeople = (platform: () => TestPlatform) => {
  const people: Record<string, Person> = {};
  const outbox = async (phone: string) =>
    (await json(await platform().request('GET', `/api/dev/outbox?to=${phone}`))) as unknown as OutboxMessage[];

  const signIn = async (name: string, phone: string) => {
    const path = '/api/auth/account/phone/login';
    await platform().request('POST', path, { body: { phoneNumber: phone } });
    const code = /(\d{6})/.exec((await outbox(phone))[0]!.text)![1];
    const session = await json(await platform().request('POST', path, { body: { phoneNumber: phone, code } }));
    people[name] = { userId: session.userId, token: session.accessToken, phone };
  };

  const put = (path: string, who: string, body?: unknown) => platform().request('PUT', path, { token: people[who]!.token, body });
  const inbox = async (who: string, page = 0) =>
    (await json(await platform().request('GET', `/api/vm/users/me/notifications?page=${page}`, { token: people[who]!.token })))
      .data as inboxApi.InboxPage;

  /** The user's inbox items of this kind, once at least `count` of them are there. */
  const itemsOf = async (who: string, kind: InboxItem['kind'], count: number): Promise<InboxItem[]> => {
    let items: InboxItem[] = [];
    await until(async () => {
      await platform().settle();
      items = (await inbox(who)).items.filter((i) => i.kind === kind);
      return items.length >= count;
    });
    return items;
  };

  /** The messages sent to the phone with exactly this text, once at least one is there. */
  const sentText = async (phone: string, text: string): Promise<OutboxMessage[]> => {
    let sent: OutboxMessage[] = [];
    await until(async () => (sent = (await outbox(phone)).filter((m) => m.text === text)).length > 0);
    return sent;
  };

  return { people, outbox, signIn, put, inbox, itemsOf, sentText };
};
