import {
  DomainError,
  categoryOf,
  inboxStream,
  streams,
  upcastRecorded,
  type ChatEvent,
  type EventFeed,
  type GameDetails,
  type GameEvent,
  type OrderEvent,
  type OrderPlacedData,
  type RecordedEvent,
} from '@sports/contracts';
import type { EventStore } from '@sports/event-store';
import type { CommandHandler } from '../core/commandHandler';
import type { CodeDelivery } from '../accounts/delivery';
import { gameDecider } from '../games/gameDecider';
import { paymentTermsOf } from '../games/paidPlacesState';
import { userDecider } from '../users/userDecider';
import { NOTIFYING_EVENTS, messageText, notificationsFor, type GameFacts, type Notification } from './notificationRules';
import { ORDER_NOTIFYING_EVENTS } from '../bookings/orderNotifications';
import { orderNotificationFor } from './orderNotification';
import { inboxDecider } from './inboxDecider';
import { reviewPromptId, reviewPromptsFor, type EndedGame } from './reviewPrompt';
import { mentionNotificationsFor } from '../chat/mentionNotifications';
import type { PushChannel } from '../push/pushChannel';

/**
 * Batches without notifications move the checkpoint at most this often. Each move is a durable
 * write of the read-model store on the main thread (2.3 % of it under bench:write at once a
 * second); after a restart the events since are read again, which sends nothing.
 */
const CHECKPOINT_EVERY_MS = 10_000;
/** Every type handle() acts on: the feed need not decode the others (FeedTypes). */
const HANDLED_TYPES: ReadonlySet<string> = new Set([...NOTIFYING_EVENTS, ...ORDER_NOTIFYING_EVENTS, 'CommentPosted']);
/** Ended games read per round of a review-prompt sweep. */
const ENDED_GAMES_PAGE = 200;
/** Who the inbox's events name as acting: the notifier, not a person. */
export const NOTIFIER_ACTOR = 'system.notifier';

/** Order events after which a payment is no longer due (its "Payment due" items are settled). */
const ORDER_SETTLING_EVENTS: ReadonlySet<string> = new Set(['OrderConfirmed', 'OrderCancelled', 'OrderFailed', 'OrderHoldExpired']);

/** Where the notifier remembers how far it has read the log. */
export interface NotifierCheckpoint {
  load(): Promise<bigint | null>;
  save(position: bigint): Promise<void>;
}

/** Review prompts: games end by time passing, which no event of the log tells. */
export interface ReviewPromptOptions {
  /** The games that ended in (afterMs, uptoMs], by end time, at most `limit`. */
  endedGames: (afterMs: number, uptoMs: number, limit: number) => Promise<EndedGame[]>;
  /** The end time (epoch ms) up to which every ended game was prompted. */
  checkpoint: NotifierCheckpoint;
  clock: () => Date;
}

export interface NotifierOptions {
  feed: EventFeed;
  /** Reads a game's stream, to see the game as it was when the event happened. */
  readStream: EventStore['readStream'];
  handler: CommandHandler;
  messages: CodeDelivery;
  checkpoint: NotifierCheckpoint;
  publicUrl: string;
  reviewPrompts?: ReviewPromptOptions;
  /** Web Push to the recipient's devices (docs/adr/0099-web-push.md); absent: no VAPID keys, no pushes. */
  push?: PushChannel;
  onError?: (error: unknown) => void;
}

/** An outside message's address and channels, when they are not the recipient's own (an order booked for someone else). */
interface OutsideTarget {
  to: string | null;
  channels: Array<'whatsapp' | 'sms'>;
}

/**
 * Follows the log and tells people what concerns them (notificationRules.ts): each notification
 * is recorded in the recipient's inbox (their `inbox-{userId}` stream, whatever channels they
 * chose), then sent through the message port (the development outbox in the embedded default) on
 * their chosen channels, and pushed to their subscribed devices (push/pushChannel.ts). All come
 * from the one Notification, so they cannot drift. It starts at
 * the head the first time, so history is never announced (the demo fills its inboxes by a pass of its
 * own, demo/src/inboxes.ts, that sends nothing outside). Delivery is at
 * least once: the checkpoint moves after each event's notifications went out, a failure retries
 * that event, and the inbox records each notification once (docs/adr/0064-inbox-from-notifier.md).
 */
export class Notifier {
  private readonly controller = new AbortController();
  private loop: Promise<void> | null = null;
  private position: bigint | null = null;
  private saved: bigint | null = null;
  private savedAt = 0;
  private sweeping: Promise<number> | null = null;
  private sweepTimer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly options: NotifierOptions) {}

  async start(): Promise<void> {
    this.position = (await this.options.checkpoint.load()) ?? (await this.options.feed.headPosition());
    if (this.position !== null) await this.save(this.position);
    this.loop = this.follow();
  }

  /**
   * Resolves once everything up to `position` has been handled (or after `timeoutMs`), so tests and
   * tools can tell the inbox events the notifier appends from a command's own.
   */
  async reached(position: bigint | null, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (position !== null && this.loop !== null && (this.position === null || this.position < position) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Sweeps for ended games every `everyMs` on the real clock (tests call sweepReviewPrompts themselves). */
  startReviewSweeps(everyMs: number): void {
    const onError = this.options.onError ?? console.error;
    void this.sweepReviewPrompts().catch(onError);
    this.sweepTimer = setInterval(() => void this.sweepReviewPrompts().catch(onError), everyMs);
    this.sweepTimer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.controller.abort();
    await this.loop;
    await this.sweeping?.catch(() => undefined);
    if (this.position !== null && this.position !== this.saved) await this.save(this.position);
  }

  /**
   * Prompts every player of each game that ended since the last sweep to rate it. The first
   * sweep only notes the time, so games that ended before the notifier first ran are not
   * announced (their prompts still show in the review list). One sweep at a time; the number of
   * prompts handed in.
   */
  sweepReviewPrompts(): Promise<number> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<number> {
    const review = this.options.reviewPrompts;
    if (!review) return 0;
    const nowMs = review.clock().getTime();
    const from = await review.checkpoint.load();
    if (from === null) {
      await review.checkpoint.save(BigInt(nowMs));
      return 0;
    }
    let after = Number(from);
    let prompted = 0;
    let limit = ENDED_GAMES_PAGE;
    while (after < nowMs) {
      const games = await review.endedGames(after, nowMs, limit);
      const full = games.length === limit;
      const lastEnd = games.at(-1)?.endAt ?? nowMs;
      // A full page may cut the games ending at one moment in two: that moment waits for the next
      // round, or, when it fills the whole page, is read again with room for all of it.
      if (full && games[0]!.endAt === lastEnd) {
        limit *= 2;
        continue;
      }
      limit = ENDED_GAMES_PAGE;
      const batch = full ? games.filter((g) => g.endAt < lastEnd) : games;
      for (const game of batch) {
        for (const notification of reviewPromptsFor(game)) {
          await this.deliver(notification, reviewPromptId(game.activityId), new Date(game.endAt).toISOString());
          prompted++;
        }
      }
      after = full ? batch.at(-1)!.endAt : nowMs;
      await review.checkpoint.save(BigInt(after));
    }
    return prompted;
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
        for await (const batch of this.options.feed.subscribeToAll({ after: this.position, signal, maxBatch: 500, types: HANDLED_TYPES })) {
          for (const event of batch) await this.handle(event);
          const last = batch[batch.length - 1];
          if (last) this.position = last.position;
          // Batches without notifications move the checkpoint at most every CHECKPOINT_EVERY_MS.
          if (this.position !== null && this.position !== this.saved && Date.now() - this.savedAt >= CHECKPOINT_EVERY_MS)
            await this.save(this.position);
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
    if (categoryOf(recorded.streamId) === 'chat') return this.handleChat(recorded);
    if (!NOTIFYING_EVENTS.has(recorded.type) || categoryOf(recorded.streamId) !== 'game') return;
    const event = upcastRecorded(recorded) as unknown as GameEvent & { data: { activityId: string } };
    const { game, previousDetails } = await this.gameAsOf(event.data.activityId, recorded.position);
    const byStatus = (wanted: string) => [...game.members].filter(([, status]) => status === wanted).map(([id]) => id);
    const facts: GameFacts = {
      activityId: event.data.activityId,
      name: game.name,
      date: game.date,
      participantIds: byStatus('joined'),
      pendingIds: [...byStatus('requested'), ...byStatus('invited')],
      hostIds: [game.hostId, ...game.coHostIds],
      ...(event.type === 'GameUpdated' && previousDetails
        ? { previousDetails, bookedSlotsPaid: paymentTermsOf(game).bookedSlotsPaid }
        : {}),
      // Only the changes and the cancellation reach the line: other events need not list it.
      ...(event.type === 'GameUpdated' || event.type === 'GameDeleted' ? { waitingIds: [...game.waitlist.keys()] } : {}),
    };
    const data = event.data as {
      invitedBy?: string;
      addedBy?: string;
      participant?: { id: string; name: string };
      askedBy?: { id: string; name: string };
    };
    // The requester or asker by their name now, else as the event names them.
    const named = event.type === 'JoinRequested' ? data.participant : event.type === 'QueryAdded' ? data.askedBy : undefined;
    const actorId = data.invitedBy ?? data.addedBy ?? named?.id;
    const actorName = (actorId && (await this.readUser(actorId)).name) || named?.name || 'Someone';
    for (const notification of notificationsFor(event, facts, actorName))
      await this.deliver(notification, recorded.id, recorded.metadata.time);
    this.position = recorded.position;
    await this.save(recorded.position);
  }

  /** A game chat's @mentions (docs/adr/0101-game-chat.md): each member named hears of it. */
  private async handleChat(recorded: RecordedEvent): Promise<void> {
    if (recorded.type !== 'CommentPosted') return;
    const posted = (upcastRecorded(recorded) as unknown as Extract<ChatEvent, { type: 'CommentPosted' }>).data;
    if (posted.mentions.length === 0) return;
    const game = await this.options.handler.read(streams.game(posted.activityId), gameDecider);
    for (const notification of mentionNotificationsFor(posted, game)) await this.deliver(notification, recorded.id, recorded.metadata.time);
    this.position = recorded.position;
    await this.save(recorded.position);
  }

  /**
   * Bookings: the person booked for (else the buyer) hears on the order's
   * communication channels; e-mail and circles have no delivery port yet. The buyer's inbox gets it too.
   */
  private async handleOrder(recorded: RecordedEvent): Promise<void> {
    if (!ORDER_NOTIFYING_EVENTS.has(recorded.type)) return;
    const history = await this.options.readStream(recorded.streamId);
    const placed = history.find((e) => e.type === 'OrderPlaced');
    if (!placed) return;
    const order = upcastRecorded(placed).data as OrderPlacedData;
    const notification = orderNotificationFor(upcastRecorded(recorded) as unknown as OrderEvent, order);
    if (!notification) return;
    const { phone, countryCode } = order.bookedFor;
    const to = phone ? `+${countryCode}${phone}` : (await this.readUser(order.userId)).phone;
    const channels = to ? (['whatsapp', 'sms'] as const).filter((channel) => order.communication[channel]) : [];
    await this.deliver(notification, recorded.id, recorded.metadata.time, { to, channels });
    if (ORDER_SETTLING_EVENTS.has(recorded.type)) {
      const paymentsDue = history.filter((e) => e.type === 'PaymentInitiated' && e.position < recorded.position).map((e) => e.id);
      await this.settle(order.userId, paymentsDue, recorded);
    }
    this.position = recorded.position;
    await this.save(recorded.position);
  }

  /**
   * Once an order is confirmed, cancelled, refunded or its hold ran out, its "Payment due" items
   * no longer ask anything of the buyer: they are marked read, so the bell counts only what still
   * does. Items the buyer never got (no account then) are left alone.
   */
  private async settle(userId: string, notificationIds: readonly string[], recorded: RecordedEvent): Promise<void> {
    if (notificationIds.length === 0) return;
    const inbox = await this.options.handler.read(inboxStream(userId), inboxDecider);
    const ids = notificationIds.filter((id) => inbox.known.has(id) && inbox.unread.has(id));
    if (ids.length === 0) return;
    try {
      await this.options.handler.handle({
        streamId: inboxStream(userId),
        decider: inboxDecider,
        command: {
          type: 'MarkNotificationsRead',
          data: { userId, ids },
          context: { commandId: `notify.settle.${recorded.id}`, userId: NOTIFIER_ACTOR, now: recorded.metadata.time },
        },
        reply: () => undefined,
      });
    } catch (error) {
      // Handed in again after a restart with fewer items left unread: it was settled already.
      if (!(error instanceof DomainError && error.code === 'IDEMPOTENCY_KEY_REUSED')) throw error;
    }
  }

  /**
   * Records the notification in the recipient's inbox, then sends it outside: on `outside` when
   * given, else on the recipient's chosen channels to their number. Offline participants have no
   * account, so neither an inbox nor a number.
   */
  private async deliver(notification: Notification, notificationId: string, created: string, outside?: OutsideTarget): Promise<void> {
    const user = await this.readUser(notification.userId);
    if (!user.registered) return;
    const target: OutsideTarget = outside ?? {
      to: user.phone,
      channels: user.phone ? (['whatsapp', 'sms'] as const).filter((channel) => user.communication[channel]) : [],
    };
    const { userId, kind, text, link } = notification;
    try {
      await this.options.handler.handle({
        streamId: inboxStream(userId),
        decider: inboxDecider,
        command: {
          type: 'RecordNotification',
          data: { userId, notificationId, kind, text, link, created, channels: target.channels },
          context: { commandId: `notify.${notificationId}`, userId: NOTIFIER_ACTOR, now: created },
        },
        reply: () => undefined,
      });
    } catch (error) {
      // Handed in again with other words or channels (a name or a choice changed since): it is recorded already.
      if (!(error instanceof DomainError && error.code === 'IDEMPOTENCY_KEY_REUSED')) throw error;
    }
    // Every kind goes to the recipient's own devices too, while their push setting is on.
    if (user.communication.push) await this.options.push?.deliver(userId, notificationId, notification);
    if (!target.to) return;
    const message = messageText(notification, this.options.publicUrl);
    for (const channel of target.channels) await this.options.messages.send({ to: target.to, channel, text: message });
  }

  /**
   * The game right after the event: who was in it then, not after later changes; and the details
   * it had before its last create or update, which an update's notification compares against
   * (the decider's state keeps only what its rules need, not the place or the price).
   */
  private async gameAsOf(activityId: string, position: bigint) {
    const history = await this.options.readStream(streams.game(activityId));
    const upTo = history.filter((e) => e.position <= position).map((e) => upcastRecorded(e) as unknown as GameEvent);
    let previousDetails: GameDetails | undefined;
    let details: GameDetails | undefined;
    for (const e of upTo) {
      if (e.type === 'GameCreated' || e.type === 'GameUpdated') [previousDetails, details] = [details, e.data.details];
    }
    return { game: upTo.reduce(gameDecider.evolve, gameDecider.initialState()), previousDetails };
  }

  private readUser(userId: string) {
    return this.options.handler.read(streams.user(userId), userDecider);
  }
}
