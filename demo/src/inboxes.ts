import type { EventFeed } from '@sports/contracts';
import { Notifier, type CommandHandler, type GameStreamReader } from '@sports/command-service';

/** Long enough for the notifier to read the seeded log on a loaded machine; the demo has a few hundred events. */
const HISTORY_READ_MS = 120_000;

/**
 * The demo's inboxes: the notifier's own rules run once over the seeded history, so a demo player's
 * inbox holds what their games and orders told them (an invitation, a game put on hold, an answer, a
 * booking confirmed), each at the moment it happened, and the bell counts them unread. Before, every
 * demo inbox was empty, since the live notifier starts at the head and never announces history. This
 * pass announces nothing outside either: no message leaves (the development outbox stays for sign-in
 * codes) and nothing is pushed; what the inbox item says it was sent by is what the user's settings
 * would have used (docs/adr/0064-inbox-from-notifier.md).
 */
export const seedDemoInboxes = async (handler: CommandHandler, store: GameStreamReader & EventFeed): Promise<void> => {
  const head = await store.headPosition();
  const notifier = new Notifier({
    feed: store,
    readStream: (streamId, options) => store.readStream(streamId, options),
    handler,
    messages: { send: async () => undefined },
    publicUrl: 'http://localhost',
    // From the log's first event (positions start at 1), remembered nowhere: the live notifier keeps its own checkpoint.
    checkpoint: { load: async () => 0n, save: async () => undefined },
  });
  await notifier.start();
  try {
    await notifier.reached(head, HISTORY_READ_MS);
  } finally {
    await notifier.stop();
  }
};
