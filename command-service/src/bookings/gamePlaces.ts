import {
  CURRENCY,
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_ORDER_COMMUNICATION,
  DomainError,
  MAX_MEMBERS_PER_BOOKING,
  catalogueStreams,
  isDomainError,
  streams,
  venueInstant,
  type ActivityOrderItem,
  type Actor,
  type BookingCart,
  type CancellationPolicy,
  type CartLineItem,
  type OrderPlacedData,
} from '@sports/contracts';
import { HOST_GAME_CANCELLATION_POLICY, gamePaymentOf, type GamePayment } from '@sports/shared-rules';
import type { CommandHandler } from '../core/commandHandler';
import type { CommandContext } from '../core/decider';
import { spaceDecider } from '../catalogue/spaceDecider';
import { gameDecider } from '../games/gameDecider';
import { gamePlacesDecider, type GamePlaceCommand } from '../games/paidPlaces';
import { paymentTermsOf } from '../games/paidPlacesState';
import { sharedCostOf } from '../games/sharedCost';
import type { GameState } from '../games/gameState';
import { hashInviteSecret } from '../games/inviteSecret';

/** Minutes a game's place is held for its payment when the game is not at a catalogue venue (a venue's holdMinutes otherwise). */
export const HOST_GAME_HOLD_MINUTES = 10;

const AT = 'cartItem.0';
const VENUE_OFFSET_MS = Date.parse('2000-01-01T00:00:00Z') - venueInstant('2000-01-01', '00:00').getTime();
const venueClock = (ms: number) => {
  const local = new Date(ms + VENUE_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
};

/** The places an order's game item takes with the buyer's friends (paying together): its qty and the names. */
const together = (item: ActivityOrderItem): { membersCount?: number; bookedFor?: string[] } =>
  item.qty > 1 ? { membersCount: item.qty, ...(item.bookedFor ? { bookedFor: item.bookedFor } : {}) } : {};

/** A refusal of the hold, named by the cart item's field: the place and limit by activityId, friends by their own fields. */
const refusedField = (field: string | undefined): string => {
  if (field === 'activityId' || !field) return `${AT}.activityId`;
  if (field === 'membersCount') return `${AT}.participantCount`;
  if (field === 'bookedFor') return `${AT}.friendNames`;
  if (field === 'invite') return `${AT}.invite`;
  return `${AT}.formAnswers.${field}`;
};

/**
 * The host's payment of the rest of a shared cost, priced as one item of the amount still owed
 * (sharedCost.ts); refused for anyone but the host, with friends, or when nothing is owed.
 */
const remainderPayment = (game: GameState, userId: string, places: number): GamePayment => {
  if (userId !== game.hostId) throw new DomainError('NOT_HOST', 'Only the host pays the rest of a shared cost', `${AT}.sharedRemainder`);
  if (places !== 1) throw new DomainError('VALIDATION_FAILED', 'The rest of the cost takes no places', `${AT}.participantCount`);
  const cost = sharedCostOf(game);
  if (!cost || cost.method !== 'online' || game.paidPlaces.remainder?.paid || cost.remaining === 0)
    throw new DomainError('SHARED_COST_NOT_OWED', 'Nothing is left to pay for this game', `${AT}.sharedRemainder`);
  return { method: 'online', perPlayer: cost.remaining, basis: 'shared', sharedTotal: cost.total };
};

export const isGameCart = (cart: BookingCart): boolean => cart.cartItem.some((item) => item.type === 'activity');

/** The game place an order holds, if it has one. */
export const gameItemOf = (order: OrderPlacedData): ActivityOrderItem | undefined =>
  order.items.find((item): item is ActivityOrderItem => item.type === 'activity');

/**
 * A pay-before game's place bought through the cart. The game's stream decides the
 * place (held, joined, released, gamePlacesDecider); the order's stream the money, as for slots.
 */
export class GamePlacesFlow {
  constructor(private readonly handler: CommandHandler) {}

  readGame(activityId: string): Promise<GameState> {
    return this.handler.read(streams.game(activityId), gameDecider);
  }

  /**
   * The order a cart of one game place becomes: priced by gamePaymentOf, with the venue's cancellation
   * policy, hold minutes and commission when the game is at a catalogue venue, else the host's (the
   * host is then the order's organisation: the one the platform owes the place's price).
   */
  async priced(
    cart: BookingCart,
    actor: Actor,
    orderId: string,
    now: string,
    payLater: boolean,
  ): Promise<{ order: OrderPlacedData; city: string | undefined }> {
    const other = cart.cartItem.findIndex((item) => item.type !== 'activity');
    if (cart.cartItem.length > 1)
      throw new DomainError('GAME_ORDER_ALONE', "A game's place is an order of its own", `cartItem.${other === -1 ? 1 : other}.type`);
    const item = cart.cartItem[0]!;
    if (!item.activityId) throw new DomainError('VALIDATION_FAILED', 'A game place names its game (activityId)', `${AT}.activityId`);
    const participants = item.participants ?? [actor.userId];
    // Each player pays for their own place: the game's stream knows a player by the account that joins.
    if (participants.length !== 1 || participants[0] !== actor.userId)
      throw new DomainError('VALIDATION_FAILED', 'A game place is bought by the player who takes it', `${AT}.participants`);
    if (item.qty !== 1)
      throw new DomainError(
        'VALIDATION_FAILED',
        "A game's places are counted by participantCount (you and your friends), not qty",
        `${AT}.qty`,
      );
    // Paying together: the buyer takes a place for each friend too (docs/adr/0102-paying-together.md).
    const places = item.participantCount ?? 1;
    if (places > MAX_MEMBERS_PER_BOOKING)
      throw new DomainError(
        'VALIDATION_FAILED',
        `At most ${MAX_MEMBERS_PER_BOOKING} places in one booking: you and five friends`,
        `${AT}.participantCount`,
      );
    const friendNames = item.friendNames ?? [];
    if (friendNames.length > places - 1)
      throw new DomainError(
        'VALIDATION_FAILED',
        `Name at most ${places - 1} friend(s): participantCount counts you and them`,
        `${AT}.friendNames`,
      );
    if (payLater) throw new DomainError('VALIDATION_FAILED', 'This game is paid online before joining', 'payLater');
    const game = await this.readGame(item.activityId);
    if (!game.exists) throw new DomainError('GAME_NOT_FOUND', 'No such game', `${AT}.activityId`);
    const payment = item.sharedRemainder ? remainderPayment(game, actor.userId, places) : gamePaymentOf(paymentTermsOf(game));
    if (payment.method !== 'online')
      throw new DomainError('GAME_NOT_PAID_ONLINE', 'This game is not paid online; join it directly', `${AT}.activityId`);
    const space = game.paidPlaces.spaceId ? await this.handler.read(catalogueStreams.space(game.paidPlaces.spaceId), spaceDecider) : null;
    const atVenue = space?.exists && space.details ? space : null;
    const start = venueClock(game.startAtMs);
    const end = venueClock(game.endAtMs);
    const venueName = atVenue?.details!.name ?? (game.paidPlaces.venueName || 'Hosted game');
    const startsAt = new Date(game.startAtMs).toISOString();
    const gameItem: ActivityOrderItem = {
      id: item.activityId,
      type: 'activity',
      name: item.sharedRemainder ? `${game.name} · the rest of the shared cost` : `${game.name} · ${venueName}`,
      itemId: item.activityId,
      activityId: item.activityId,
      participants,
      date: start.date,
      startTime: start.time,
      endTime: end.time,
      startsAt,
      qty: places,
      unitAmount: payment.perPlayer,
      amount: payment.perPlayer * places,
      taxes: [],
      total: payment.perPlayer * places,
      basis: payment.basis,
      ...(friendNames.length > 0 ? { bookedFor: friendNames } : {}),
      ...(item.sharedRemainder ? { sharedRemainder: true as const } : {}),
      // The link's id only: its secret is checked when the place is held and never stored with the order.
      ...(item.invite && !item.sharedRemainder ? { inviteId: item.invite.inviteId } : {}),
    };
    const holdMinutes = atVenue?.details!.holdMinutes ?? HOST_GAME_HOLD_MINUTES;
    const cancellationPolicy: CancellationPolicy = atVenue?.details!.cancellationPolicy ?? HOST_GAME_CANCELLATION_POLICY;
    const order: OrderPlacedData = {
      orderId,
      userId: actor.userId,
      orgId: atVenue?.orgId ?? game.hostId,
      spaceId: atVenue?.spaceId ?? item.activityId,
      spaceName: venueName,
      ...CURRENCY,
      items: [gameItem],
      totals: {
        subTotal: gameItem.total,
        discountTotal: 0,
        bulkDiscount: 0,
        totalTax: 0,
        taxLines: [],
        handlingCharges: 0,
        total: gameItem.total,
      },
      holdExpiresAt: new Date(Date.parse(now) + holdMinutes * 60_000).toISOString(),
      startsAt,
      bookedFor: cart.bookedFor ?? item.bookedFor ?? { id: actor.userId, name: actor.name, countryCode: '91' },
      communication: cart.communication ?? item.communication ?? DEFAULT_ORDER_COMMUNICATION,
      cancellationPolicy,
      bookingSource: cart.bookingSource,
      payLater: false,
      commissionPercent: atVenue
        ? (atVenue.commissionPercent ?? atVenue.details!.commissionPercent ?? DEFAULT_COMMISSION_PERCENT)
        : DEFAULT_COMMISSION_PERCENT,
    };
    return { order, city: atVenue?.details!.location.city };
  }

  /**
   * Hold the place on the game's stream for the order's hold; refusals are named by the cart item.
   * The cart line's invitation link (a hash of its secret, as a join sends) admits a newcomer to a private game.
   */
  async hold(
    order: OrderPlacedData,
    line: Pick<CartLineItem, 'formAnswers' | 'invite'> | undefined,
    context: CommandContext,
  ): Promise<void> {
    const item = gameItemOf(order);
    if (!item) return;
    const formAnswers = line?.formAnswers;
    const invite =
      item.inviteId && line?.invite ? { invite: { inviteId: line.invite.inviteId, secretHash: hashInviteSecret(line.invite.secret) } } : {};
    const player = { id: order.userId, name: order.bookedFor.name };
    try {
      if (item.sharedRemainder) {
        await this.run(
          {
            type: 'HoldSharedRemainder',
            data: {
              activityId: item.activityId,
              orderId: order.orderId,
              paidBy: order.userId,
              amount: item.total,
              expiresAt: order.holdExpiresAt,
            },
          },
          context,
        );
        return;
      }
      await this.run(
        {
          type: 'HoldGamePlace',
          data: {
            activityId: item.activityId,
            player,
            orderId: order.orderId,
            expiresAt: order.holdExpiresAt,
            ...(formAnswers ? { formAnswers } : {}),
            ...together(item),
            ...invite,
          },
        },
        context,
      );
    } catch (error) {
      if (!isDomainError(error)) throw error;
      throw new DomainError(error.code, error.message, refusedField(error.field));
    }
  }

  /** Paid: the place is the player's (SOLD_OUT when a late payment finds it gone: the order fails and is refunded). */
  async confirm(order: OrderPlacedData, context: CommandContext): Promise<void> {
    const item = gameItemOf(order);
    if (!item) return;
    await this.run(
      {
        type: 'ConfirmGamePlace',
        data: {
          activityId: item.activityId,
          player: { id: order.userId, name: order.bookedFor.name },
          orderId: order.orderId,
          ...together(item),
          ...(item.sharedRemainder ? { sharedRemainder: true } : {}),
          ...(item.inviteId ? { inviteId: item.inviteId } : {}),
        },
      },
      context,
    );
  }

  /** The place goes back (a held one), or the player leaves the game (a paid one whose order is cancelled). */
  async release(
    order: OrderPlacedData,
    reason: 'expired' | 'cancelled' | 'failed',
    context: CommandContext,
  ): Promise<{ position: bigint | null } | undefined> {
    const item = gameItemOf(order);
    if (!item) return undefined;
    return this.run(
      { type: 'ReleaseGamePlace', data: { activityId: item.activityId, orderId: order.orderId, reason } },
      { ...context, commandId: `${context.commandId}.release` },
    );
  }

  private run(command: Omit<GamePlaceCommand, 'context'>, context: CommandContext) {
    return this.handler.handle({
      streamId: streams.game(command.data.activityId),
      decider: gamePlacesDecider,
      command: { ...command, context } as GamePlaceCommand,
      reply: () => null,
    });
  }
}
