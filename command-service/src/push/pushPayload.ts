import type { NotificationKind, PushPayload } from '@sports/contracts';

/** Where a tap on a notification without a link of its own leads. */
const INBOX_PATH = '/inbox';

/** Titles that read better than the kind's own words. */
const TITLES: Partial<Record<NotificationKind, string>> = {
  co_host: 'You are a co-host',
  waitlist_offer: 'A place opened up',
  game_held: 'Game on hold',
  hold_released: 'Game open again',
  places_again: 'Places open again',
  review_prompt: 'How was the game?',
  chat_mention: 'You were mentioned',
};

/** The kind in words: `request_accepted` → "Request accepted"; any kind added later reads this way too. */
const kindInWords = (kind: string) => {
  const words = kind.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface PushedNotification {
  kind: NotificationKind;
  text: string;
  link: string | null;
}

/**
 * What the service worker shows for a notification (docs/adr/0099-web-push.md): built from the
 * same kind, text and link the inbox and the messages use, for every kind, so a new kind is pushed
 * without a change here. `url` is an app path (the service worker opens it on its own origin); `tag`
 * makes a newer push about the same thing replace the older one on the device.
 */
export const pushPayloadFor = (notification: PushedNotification): PushPayload => ({
  title: TITLES[notification.kind] ?? kindInWords(notification.kind),
  body: notification.text,
  url: notification.link ?? INBOX_PATH,
  tag: `${notification.kind}:${notification.link ?? INBOX_PATH}`,
});
