import { categoryOf, streams, upcastRecorded, type EventFeed, type GameEvent, type OrderEvent, type OrderPlacedData, type RecordedEvent } from '@sports/contracts';
import type { EventStore } from '@sports/event-store';
import type { CommandHandler } from '../core/commandHandler';
import type { CodeDelivery } from '../accounts/delivery';
import { gameDecider } from '../games/gameDecider';
import { userDecider } from '../users/userDecider';
import { NOTIFYING_EVENTS, notificationsFor, type GameFacts } from './notificationRules';
import { ORDER_NOTIFYING_EVENTS, orderMessageFor } from '../bookings/orderNotifications';

const CHECKPOINT_EVERY_MS = 1_000;

/** Where the notifier remembers how far it has read the log. */
export interface NotifierCheckpoint {
  load(): Promise<bigint | null>;
  save(position: bigint): Promise<void>;
}

export interface NotifierOptions {
  feed: EventFeed;
  /** Reads a game's stream, to see the game as it was when the event happened. */
  readStream: EventStore['readStream'];
  handler: CommandHandler;
  messages: CodeDelivery;
  checkpoint: NotifierCheckpoint;
  publicUrl: string;
  onError?: (error: unknown) => void;
}

/**
 * Follows the log and sends game notifications through the message port (the development
 * outbox in the embedded default), on each recipient's chosen channels. It starts at the head
 * the first time, so history (and the demo data) is never announced. Delivery is at least
 * once: the checkpoint moves after each event's messages went out, and a failure retries that event.
 */
export class Notifier {
  private readonly controller = new AbortController();
  private loop: Promise<void> | null = null;
  private position: bigint | null = null;
  private saved: bigint | null = null;
  private savedAt = 0;

  constructor(private readonly options: NotifierOptions) {}

  async start(): Promise<void> {
    this.position = (await this.options.checkpoint.load()) ?? (await this.options.feed.headPosition());
    if (this.position !== null) await this.save(this.position);
    this.loop = this.follow();
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await this.loop;
    if (this.position !== null && this.position !== this.saved) await this.save(this.position);
  }

  private async save(position: bigint): Promise<void> {
    await this.options.checkpoint.save(position);
    this.saved = position;
    this.savedAt = Date.now();
  }

  private async follow(): Promise<void> {
    const { signal } = this.controller;
    while (!signal.aborted) {
      try {
        for await (const batch of this.options.feed.subscribeToAll({ after: this.position, signal, maxBatch: 500 })) {
          for (const event of batch) await this.handle(event);
          const last = batch[batch.length - 1];
          if (last) this.position = last.position;
          // Batches without notifications move the checkpoint at most once a second: after a
          // restart they are read again, which sends nothing, and the store is not written per batch.
          if (this.position !== null && this.position !== this.saved && Date.now() - this.savedAt >= CHECKPOINT_EVERY_MS) await this.save(this.position);
        }
      } catch (error) {
        if (signal.aborted) return;
        (this.options.onError ?? console.error)(error);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private async handle(recorded: RecordedEvent): Promise<void> {
    if (categoryOf(recorded.streamId) === 'order') return this.handleOrder(recorded);
    if (!NOTIFYING_EVENTS.has(recorded.type) || categoryOf(recorded.streamId) !== 'game') return;
    const event = upcastRecorded(recorded) as unknown as GameEvent & { data: { activityId: string } };
    const game = await this.gameAsOf(event.data.activityId, recorded.position);
    const byStatus = (wanted: string) => [...game.members].filter(([, status]) => status === wanted).map(([id]) => id);
    const facts: GameFacts = {
      name: game.name,
      date: game.date,
      link: `${this.options.publicUrl}/games/${event.data.activityId}`,
      participantIds: byStatus('joined'),
      pendingIds: [...byStatus('requested'), ...byStatus('invited')],
    };
    const data = event.data as { invitedBy?: string; addedBy?: string };
    const actorId = data.invitedBy ?? data.addedBy;
    const actorName = (actorId && (await this.readUser(actorId)).name) || 'Someone';
    const notifications = notificationsFor(event, facts, actorName);
    for (const { userId, text } of notifications) {
      const user = await this.readUser(userId);
      // Offline participants and users without a number have nowhere to be told.
      if (!user.registered || !user.phone) continue;
      if (user.communication.whatsapp) await this.options.messages.send({ to: user.phone, channel: 'whatsapp', text });
      if (user.communication.sms) await this.options.messages.send({ to: user.phone, channel: 'sms', text });
    }
    this.position = recorded.position;
    await this.save(recorded.position);
  }

  /**
   * Bookings (issue 6 item 7): the person booked for (else the buyer) hears on the order's
   * communication channels; e-mail and circles have no delivery port yet.
   */
  private async handleOrder(recorded: RecordedEvent): Promise<void> {
    if (!ORDER_NOTIFYING_EVENTS.has(recorded.type)) return;
    const placed = (await this.options.readStream(recorded.streamId)).find((e) => e.type === 'OrderPlaced');
    if (!placed) return;
    const order = upcastRecorded(placed).data as OrderPlacedData;
    const text = orderMessageFor(upcastRecorded(recorded) as unknown as OrderEvent, order);
    const { phone, countryCode } = order.bookedFor;
    const to = phone ? `+${countryCode}${phone}` : (await this.readUser(order.userId)).phone;
    if (!text || !to) return;
    if (order.communication.whatsapp) await this.options.messages.send({ to, channel: 'whatsapp', text });
    if (order.communication.sms) await this.options.messages.send({ to, channel: 'sms', text });
    this.position = recorded.position;
    await this.save(recorded.position);
  }

  /** The game right after the event: who was in it then, not after later changes. */
  private async gameAsOf(activityId: string, position: bigint) {
    const history = await this.options.readStream(streams.game(activityId));
    const upTo = history.filter((e) => e.position <= position).map((e) => upcastRecorded(e) as unknown as GameEvent);
    return upTo.reduce(gameDecider.evolve, gameDecider.initialState());
  }

  private readUser(userId: string) {
    return this.options.handler.read(streams.user(userId), userDecider);
  }
}
