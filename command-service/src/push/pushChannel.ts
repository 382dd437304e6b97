import { createHash } from 'node:crypto';
import { pushStream } from '@sports/contracts';
import type { CommandHandler } from '../core/commandHandler';
import { pushPayloadFor, type PushedNotification } from './pushPayload';
import type { PushSender } from './pushSender';
import { pushSubscriptionsDecider } from './pushSubscriptionsDecider';

/** Who acts when a gone subscription is forgotten: the notifier's push channel, not a person. */
export const PUSH_CHANNEL_ACTOR = 'system.push';

/**
 * The notifier's Web Push channel (docs/adr/0099-web-push.md): every notification a user gets is
 * pushed to each device they subscribed, whatever its kind. Push is best effort: a push service that
 * fails is reported and skipped (the inbox has the notification, and retrying the event would send
 * the WhatsApp and SMS messages twice); one that says the subscription is gone (404/410) has it
 * forgotten, so it is not tried again.
 */
export class PushChannel {
  constructor(
    private readonly handler: CommandHandler,
    private readonly sender: PushSender,
    private readonly options: { clock?: () => Date; onError?: (error: unknown) => void } = {},
  ) {}

  async deliver(userId: string, notificationId: string, notification: PushedNotification): Promise<number> {
    const { devices } = await this.handler.read(pushStream(userId), pushSubscriptionsDecider);
    if (devices.size === 0) return 0;
    const payload = pushPayloadFor(notification);
    const onError = this.options.onError ?? console.error;
    // The devices at once: one slow push service holds the notifier for its timeout, not once per device.
    const outcomes = await Promise.all(
      [...devices].map(([endpoint, keys]) =>
        this.sender.send({ endpoint, keys }, payload).then(
          (outcome) => ({ endpoint, outcome }),
          (error: unknown) => {
            onError(error);
            return { endpoint, outcome: 'failed' as const };
          },
        ),
      ),
    );
    // Forgotten one after another: they are commands on the one stream.
    for (const { endpoint } of outcomes.filter((o) => o.outcome === 'gone'))
      await this.forget(userId, endpoint, notificationId).catch(onError);
    return outcomes.filter((o) => o.outcome === 'sent').length;
  }

  private async forget(userId: string, endpoint: string, notificationId: string): Promise<void> {
    const now = (this.options.clock ?? (() => new Date()))().toISOString();
    await this.handler.handle({
      streamId: pushStream(userId),
      decider: pushSubscriptionsDecider,
      command: {
        type: 'RemovePushSubscription',
        data: { userId, endpoint, reason: 'gone' },
        context: {
          commandId: `push.gone.${createHash('sha256').update(`${endpoint} ${notificationId}`).digest('base64url').slice(0, 22)}`,
          userId: PUSH_CHANNEL_ACTOR,
          now,
        },
      },
      reply: () => undefined,
    });
  }
}
