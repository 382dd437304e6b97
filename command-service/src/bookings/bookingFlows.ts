import {
  DomainError,
  catalogueStreams,
  couponCodeSchema,
  isDomainError,
  type Actor,
  type BookingCart,
  type CouponEvent,
  type OrderPlacedData,
} from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import type { CommandHandler } from '../core/commandHandler';
import type { CommandContext } from '../core/decider';
import { spaceDecider } from '../catalogue/spaceDecider';
import { derivedId } from '../games/derivedIds';
import type { PaymentGateway, PaymentOutcome } from '../payments/gateway';
import { buildOrder, claimsOfOrder, spaceOfCart, venueKeyOf, type SlotDayClaim } from './orderBuilder';
import { capturedOf, decideOrder, orderDecider, type OrderCommandData, type OrderCommandMessage, type OrderState } from './orderDecider';
import { slotDayDecider, type SlotCommandMessage } from './slotDecider';
import { couponDecider, decideCoupon, type CouponCommandMessage } from './couponDecider';
import { OfferingPlacesFlow } from './offeringPlaces';
import { organisationDecider } from '../catalogue/spaceDecider';
import { GamePlacesFlow, isGameCart } from './gamePlaces';
import { taxableOf, totalsOf, withDiscount } from './discounts';

/**
 * Booking across streams. Each step is one command on one stream and can be repeated:
 * a retried request or a redelivered webhook runs the same steps with the same command ids,
 * finds them done and carries on, so a half-finished flow is finished by its retry.
 */
/** A typed coupon code as stored (upper case); one that cannot be a code is simply not found. */
const couponCodeOf = (typed: string): string => {
  const parsed = couponCodeSchema.safeParse(typed.trim().toUpperCase());
  if (!parsed.success) throw new DomainError('COUPON_NOT_FOUND', 'No such coupon', 'couponCode');
  return parsed.data;
};
const discountRedeemed = (events: CouponEvent[]): number =>
  events.flatMap((e) => (e.type === 'CouponRedeemed' ? [e.data.discount] : []))[0] ?? 0;
/** The coupon's discount shared over the items before tax, and the totals figured again (discounts.ts). */
const withCouponDiscount = (order: OrderPlacedData, code: string, discount: number): OrderPlacedData => {
  const items = withDiscount(order.items, discount);
  return { ...order, couponCode: code, items, totals: totalsOf(items, order.totals.bulkDiscount, order.totals.handlingCharges) };
};

export class BookingFlows {
  /** Classes, packs, lockers, meets and tournaments: their places on their own streams. */
  private readonly places: OfferingPlacesFlow;
  /** A pay-before game's place: on the game's own stream. */
  readonly games: GamePlacesFlow;

  constructor(
    private readonly handler: CommandHandler,
    private readonly gateway: PaymentGateway,
  ) {
    this.places = new OfferingPlacesFlow(handler);
    this.games = new GamePlacesFlow(handler);
  }

  readOrder(orderId: string): Promise<OrderState> {
    return this.handler.read(catalogueStreams.order(orderId), orderDecider);
  }

  /** The order as its buyer or the venue's staff may see it; anyone else is told it does not exist. */
  async visibleOrder(orderId: string, actor: Actor): Promise<OrderPlacedData> {
    const { order } = await this.readOrder(orderId);
    if (!order || (order.userId !== actor.userId && !mayOnOrg(actor, 'readOrg', order.orgId)))
      throw new DomainError('ORDER_NOT_FOUND', 'No such order', 'orderId');
    return order;
  }

  /** CreateOrder: hold every slot (each on its field-and-date stream), then place the order. */
  /** The cart priced at the catalogue's prices now: the order it would place, with its slot claims and places. */
  private async priced(cart: BookingCart, actor: Actor, orderId: string, now: string, payLater: boolean) {
    if (isGameCart(cart)) {
      const { order, city } = await this.games.priced(cart, actor, orderId, now, payLater);
      return { built: { order, claims: [] as SlotDayClaim[], places: [] }, city };
    }
    const spaceId = spaceOfCart(cart);
    const space = await this.handler.read(catalogueStreams.space(spaceId), spaceDecider);
    if (!space.exists)
      throw new DomainError('SPACE_NOT_FOUND', 'No venue has this item', `cartItem.0.${venueKeyOf(cart.cartItem[0]!, 0).key}`);
    const organisation = await this.handler.read(catalogueStreams.organisation(space.orgId), organisationDecider);
    // A suspended organisation takes no new bookings; orders already placed carry on (and can be refunded).
    if (organisation.status === 'suspended')
      throw new DomainError(
        'ORGANISATION_SUSPENDED',
        'This venue is not taking bookings',
        `cartItem.0.${venueKeyOf(cart.cartItem[0]!, 0).key}`,
      );
    const offerings = await this.places.read(cart);
    const built = buildOrder({
      orderId,
      userId: actor.userId,
      userName: actor.name,
      cart,
      space,
      now,
      payLater,
      offerings,
      ...(organisation.commissionPercent !== undefined ? { orgCommissionPercent: organisation.commissionPercent } : {}),
    });
    return { built, city: space.details!.location.city };
  }

  /**
   * The cart screen's preview: what createOrder would charge now, the coupon checked by its own
   * stream's rules for this buyer (a dry run of the decider: nothing appended, no use counted).
   */
  async quote(cart: BookingCart, actor: Actor, now: string): Promise<{ order: OrderPlacedData; couponDiscount: number }> {
    const { built, city } = await this.priced(cart, actor, derivedId('q', [actor.userId, now], 23), now, false);
    if (!cart.couponCode) return { order: built.order, couponDiscount: 0 };
    const code = couponCodeOf(cart.couponCode);
    const state = await this.handler.read(catalogueStreams.coupon(code), couponDecider);
    const command = {
      type: 'RedeemCoupon' as const,
      data: this.redemptionOf(code, built.order, cart, city),
      context: { commandId: 'quote', userId: actor.userId, now },
    };
    const discount = discountRedeemed(decideCoupon(command, state));
    return { order: withCouponDiscount(built.order, code, discount), couponDiscount: discount };
  }

  async createOrder(cart: BookingCart, actor: Actor, context: CommandContext, payLater: boolean): Promise<string> {
    const orderId = derivedId('o', [actor.userId, context.commandId], 23);
    const { built, city } = await this.priced(cart, actor, orderId, context.now, payLater);
    const { claims } = built;
    // Sent again with its Idempotency-Key after the reply was lost (a crash, a dropped connection):
    // the hold keeps the first attempt's expiry, so every stream sees the same command again and
    // answers it as a repeat instead of IDEMPOTENCY_KEY_REUSED (the expiry is the only part taken from the clock).
    const earlierExpiry = await this.earlierHoldExpiry(claims, orderId);
    if (earlierExpiry && earlierExpiry !== built.order.holdExpiresAt) {
      const startsAt = built.order.startsAt === built.order.holdExpiresAt ? earlierExpiry : built.order.startsAt;
      built.order = { ...built.order, holdExpiresAt: earlierExpiry, startsAt };
    }
    const order = cart.couponCode ? await this.redeemCoupon(cart.couponCode, built.order, cart, city, context) : built.order;
    const held: SlotDayClaim[] = [];
    for (const claim of claims) {
      try {
        await this.slots(
          claim,
          {
            type: 'HoldSlots',
            data: { ...dayOf(claim), slots: claim.slots, orderId, userId: actor.userId, expiresAt: order.holdExpiresAt },
          },
          context,
        );
        held.push(claim);
      } catch (error) {
        // All or nothing: what this order already holds (slots, the coupon) goes back before the refusal.
        for (const done of held) await this.release(done, orderId, 'cancelled', context);
        await this.releaseCoupon(order, context);
        throw onCartItem(error, claim);
      }
    }
    try {
      await this.places.hold(built.places, { orderId, userId: actor.userId, expiresAt: order.holdExpiresAt }, context);
      await this.games.hold(order, cart.cartItem[0], context);
    } catch (error) {
      // Offerings and a game's place never share an order, so a game refusal has nothing else to give back.
      for (const done of held) await this.release(done, orderId, 'cancelled', context);
      await this.releaseCoupon(order, context);
      throw error;
    }
    try {
      await this.orders({ type: 'CreateOrder', data: { order } }, orderId, context);
    } catch (error) {
      // E.g. an Idempotency-Key reused for another cart: whatever this attempt held goes back.
      for (const done of held) await this.release(done, orderId, 'cancelled', context);
      await this.places.release(order, 'cancelled', context);
      await this.games.release(order, 'cancelled', context);
      await this.releaseCoupon(order, context);
      throw error;
    }
    // Pay at the venue: booked at once (its own command id: the slot stream already saw this one hold).
    if (payLater) await this.bookAndConfirm(order, { ...context, commandId: `${context.commandId}.confirm` });
    return orderId;
  }

  /** The coupon's stream decides whether it applies and counts it; the discount comes off the items' prices before tax. */
  private redemptionOf(code: string, order: OrderPlacedData, cart: BookingCart, city: string | undefined) {
    return {
      code,
      orderId: order.orderId,
      userId: order.userId,
      orgId: order.orgId,
      city: city?.trim().toLowerCase() ?? null,
      services: cart.cartItem.map((i) => i.type),
      amount: order.items.reduce((sum, item) => sum + taxableOf(item), 0),
      holdExpiresAt: order.holdExpiresAt,
    };
  }

  private async redeemCoupon(
    typed: string,
    order: OrderPlacedData,
    cart: BookingCart,
    city: string | undefined,
    context: CommandContext,
  ): Promise<OrderPlacedData> {
    const code = couponCodeOf(typed);
    const { reply: discount } = await this.handler.handle({
      streamId: catalogueStreams.coupon(code),
      decider: couponDecider,
      command: { type: 'RedeemCoupon', data: this.redemptionOf(code, order, cart, city), context },
      reply: discountRedeemed,
    });
    return withCouponDiscount(order, code, discount);
  }

  private async coupon(order: OrderPlacedData, type: 'ConfirmRedemption' | 'ReleaseRedemption', context: CommandContext) {
    if (!order.couponCode) return;
    const command = {
      type,
      data: { code: order.couponCode, orderId: order.orderId },
      context: { ...context, commandId: `${context.commandId}.${type}` },
    } as CouponCommandMessage;
    await this.handler.handle({ streamId: catalogueStreams.coupon(order.couponCode), decider: couponDecider, command, reply: () => null });
  }

  private releaseCoupon(order: OrderPlacedData, context: CommandContext) {
    return this.coupon(order, 'ReleaseRedemption', context);
  }

  /** Transaction create: record the attempt, then ask the gateway; its answer comes through the webhook. */
  async startPayment(orderId: string, paymentMode: string, context: CommandContext): Promise<string> {
    const transactionId = derivedId('t', [orderId, context.commandId], 23);
    // Sent again after its reply was lost: the payment it started is the answer. Not decided again,
    // since the link was made under the public URL of that moment (it moves with PORT when embedded).
    const before = await this.readOrder(orderId);
    if (before.transactions.has(transactionId)) return transactionId;
    const initiate = {
      orderId,
      transactionId,
      gateway: this.gateway.name,
      paymentMode,
      paymentLink: this.gateway.paymentLinkFor(transactionId, orderId),
    };
    const providerOrderId = await this.openProviderOrder(before, initiate, context);
    const result = await this.orders(
      { type: 'InitiatePayment', data: { ...initiate, ...(providerOrderId ? { providerOrderId } : {}) } },
      orderId,
      context,
    );
    if (result.repeated) return transactionId;
    const state = await this.readOrder(orderId);
    try {
      await this.gateway.createPayment({
        transactionId,
        orderId,
        amount: state.transactions.get(transactionId)!.amount,
        currency: state.order!.currency,
        paymentMode,
      });
    } catch (error) {
      await this.orders(
        {
          type: 'RecordPaymentOutcome',
          data: { orderId, transactionId, outcome: 'failed', gatewayPaymentId: '', reason: 'gateway_unavailable' },
        },
        orderId,
        {
          ...context,
          commandId: `${context.commandId}:gateway-failed`,
        },
      );
      throw isDomainError(error) ? error : new DomainError('PAYMENT_GATEWAY_UNAVAILABLE', 'The payment gateway did not answer; try again');
    }
    return transactionId;
  }

  /**
   * A provider with orders of its own (Razorpay) gets one per attempt, opened only
   * once the attempt would be accepted (the decider is asked first), so a refused attempt opens none.
   */
  private async openProviderOrder(
    state: OrderState,
    initiate: OrderCommandData['InitiatePayment'],
    context: CommandContext,
  ): Promise<string | undefined> {
    if (!this.gateway.openOrder) return undefined;
    decideOrder({ type: 'InitiatePayment', data: initiate, context }, state);
    try {
      return (
        await this.gateway.openOrder({
          transactionId: initiate.transactionId,
          orderId: initiate.orderId,
          amount: state.order!.totals.total,
          currency: state.order!.currency,
        })
      ).providerOrderId;
    } catch (error) {
      throw isDomainError(error) ? error : new DomainError('PAYMENT_GATEWAY_UNAVAILABLE', 'The payment gateway did not answer; try again');
    }
  }

  /** What the player UI opens for the attempt (Razorpay Checkout), or null for the test gateway's page. */
  checkoutOf(state: OrderState, transactionId: string | null) {
    const transaction = transactionId ? state.transactions.get(transactionId) : undefined;
    if (!transaction?.providerOrderId || !this.gateway.checkoutFor || !state.order) return null;
    return this.gateway.checkoutFor(transaction.providerOrderId, transaction.amount, state.order.currency);
  }

  /** The provider confirmed a refund it had accepted (Razorpay's refund.processed): recorded once. */
  async recordConfirmedRefund(
    refund: { orderId: string; refundId: string; transactionId: string; amount: number; gatewayRefundId: string },
    now: string,
  ): Promise<void> {
    await this.orders({ type: 'RecordRefund', data: { ...refund, gateway: this.gateway.name } }, refund.orderId, {
      commandId: `${refund.refundId}.issued`,
      userId: 'payment-gateway',
      now,
    });
  }

  /** The gateway's answer (at least once): record it once, then book the slots and confirm, or give the money back. */
  async onPaymentOutcome(outcome: PaymentOutcome, now: string): Promise<OrderState> {
    const context: CommandContext = { commandId: `webhook.${outcome.eventId}`, userId: 'payment-gateway', now };
    const { orderId, transactionId } = outcome;
    if (!(await this.readOrder(orderId)).order) throw new DomainError('ORDER_NOT_FOUND', 'No such order', 'orderId');
    await this.orders(
      {
        type: 'RecordPaymentOutcome',
        data: {
          orderId,
          transactionId,
          outcome: outcome.status,
          gatewayPaymentId: outcome.gatewayPaymentId,
          ...(outcome.reason ? { reason: outcome.reason } : {}),
        },
      },
      orderId,
      context,
    );
    const state = await this.readOrder(orderId);
    const order = state.order!;
    if (outcome.status === 'failed' || capturedOf(state)?.transactionId !== transactionId) return state;
    if (state.status === 'pending_payment') {
      try {
        // The buyer was told the hold ran out and its slots went back: a payment after that is refunded.
        if (state.holdExpired) throw new DomainError('SLOT_UNAVAILABLE', 'The hold ran out and was released', 'orderId');
        await this.bookAndConfirm(order, { ...context, commandId: `${transactionId}.confirm` });
      } catch (error) {
        if (!isDomainError(error) || (error.code !== 'SLOT_UNAVAILABLE' && error.code !== 'SOLD_OUT')) throw error;
        // Paid after the hold ran out and someone else took a slot or the last places: release the rest, refund all.
        for (const claim of claimsOfOrder(order))
          await this.release(claim, orderId, 'expired', { ...context, commandId: `${transactionId}.lost` });
        await this.places.release(order, 'expired', { ...context, commandId: `${transactionId}.lost` });
        await this.games.release(order, 'failed', { ...context, commandId: `${transactionId}.lost` });
        await this.orders({ type: 'FailOrder', data: { orderId } }, orderId, { ...context, commandId: `${transactionId}.lost` });
        await this.releaseCoupon(order, { ...context, commandId: `${transactionId}.lost` });
      }
    }
    await this.refundOwed(orderId, context);
    return this.readOrder(orderId);
  }

  /**
   * Cancellation by the venue's policy: release the slots, then refund what the policy gives back.
   * With a venue refund the venue's staff cancel and refund that share, or that amount, instead (the back office).
   */
  async cancel(
    orderId: string,
    context: CommandContext,
    venueRefund?: { percent?: number | undefined; amount?: number | undefined },
  ): Promise<void> {
    const venue =
      venueRefund === undefined
        ? {}
        : venueRefund.amount !== undefined
          ? { venueRefundAmount: venueRefund.amount }
          : { venueRefundPercent: venueRefund.percent ?? 100 };
    await this.cancelAndRelease({ orderId, ...venue }, context);
  }

  /** The order cancelled as asked, then everything it held goes back and what it owes is refunded. */
  private async cancelAndRelease(data: OrderCommandData['CancelOrder'], context: CommandContext): Promise<void> {
    const { orderId } = data;
    await this.orders({ type: 'CancelOrder', data }, orderId, context);
    const { order } = await this.readOrder(orderId);
    for (const claim of claimsOfOrder(order!)) await this.release(claim, orderId, 'cancelled', context);
    await this.places.release(order!, 'cancelled', context);
    await this.games.release(order!, 'cancelled', context);
    await this.releaseCoupon(order!, context);
    await this.refundOwed(orderId, context);
  }

  /**
   * The venue's staff refund part of the order and the booking stands. The refund
   * is named by the request's command id (its Idempotency-Key), so a retry grants and pays it once;
   * a retry after the gateway failed pays what was granted.
   */
  async refundPart(
    orderId: string,
    context: CommandContext,
    asked: { amount?: number | undefined; refundPercent?: number | undefined },
  ): Promise<void> {
    const refundId = derivedId('r', [orderId, context.commandId], 23);
    const data = {
      orderId,
      refundId,
      ...(asked.amount === undefined ? {} : { amount: asked.amount }),
      ...(asked.refundPercent === undefined ? {} : { refundPercent: asked.refundPercent }),
    };
    await this.orders({ type: 'GrantRefund', data }, orderId, context);
    const state = await this.readOrder(orderId);
    const grant = state.grants.get(refundId);
    const captured = capturedOf(state);
    if (!grant || !captured || state.refunds.has(refundId)) return;
    await this.payBack(orderId, refundId, grant.amount, captured, context);
  }

  /** One refund through the gateway (once per refundId), recorded now unless the provider confirms it later. */
  private async payBack(
    orderId: string,
    refundId: string,
    amount: number,
    captured: NonNullable<ReturnType<typeof capturedOf>>,
    context: CommandContext,
  ): Promise<void> {
    const { gatewayRefundId, status } = await this.gateway.refund({
      orderId,
      transactionId: captured.transactionId,
      refundId,
      amount,
      ...(captured.gatewayPaymentId ? { gatewayPaymentId: captured.gatewayPaymentId } : {}),
    });
    // Accepted but not yet processed: recorded when the provider confirms it.
    if (status === 'pending') return;
    await this.orders(
      {
        type: 'RecordRefund',
        data: { orderId, refundId, transactionId: captured.transactionId, amount, gatewayRefundId, gateway: this.gateway.name },
      },
      orderId,
      {
        ...context,
        commandId: `${refundId}.issued`,
      },
    );
  }

  /**
   * A hold that ran out unpaid: the order records it (the buyer is told),
   * then its slots, places and coupon use go back. A payment still on its way may yet book them.
   */
  async expireHold(orderId: string, now: string): Promise<void> {
    const context: CommandContext = { commandId: `hold-expiry.${orderId}`, userId: 'hold-expiry', now };
    const { order } = await this.readOrder(orderId);
    if (!order) return;
    await this.orders({ type: 'ExpireOrder', data: { orderId } }, orderId, context);
    if (!(await this.readOrder(orderId)).holdExpired) return;
    for (const claim of claimsOfOrder(order)) await this.release(claim, orderId, 'expired', context);
    await this.places.release(order, 'expired', context);
    await this.games.release(order, 'expired', context);
    await this.releaseCoupon(order, context);
  }

  /**
   * A host cancelling a game: every place bought online for it is cancelled with all of it paid
   * back (OrderCancelled byHost), and places held for a payment still on its way are let go (a
   * payment arriving later is refunded whole). Run before the game is deleted, so each player
   * leaves the game as their order is cancelled; each order's steps are named from the request's
   * command id, so a retried delete finishes what a crash left and repeats nothing.
   */
  async cancelPaidPlaces(activityId: string, context: CommandContext): Promise<void> {
    const { paidPlaces } = await this.games.readGame(activityId);
    // The host's payment of a shared cost's rest is refunded to the host with the players' (docs/adr/0102-paying-together.md).
    for (const orderId of new Set([
      ...paidPlaces.paidBy.values(),
      ...paidPlaces.held.keys(),
      ...(paidPlaces.remainder ? [paidPlaces.remainder.orderId] : []),
    ])) {
      const { status } = await this.readOrder(orderId);
      if (status !== 'confirmed' && status !== 'pending_payment') continue;
      await this.cancelAndRelease({ orderId, gameCancelled: true }, { ...context, commandId: `${context.commandId}.${orderId}` });
    }
  }

  /**
   * Leaving a paid game: before the start, the place's order is cancelled by its
   * refund policy (the venue's, or the host's for a game at no catalogue venue), which takes the
   * player out of the game and refunds what the policy gives back. Null when the player's place was
   * not bought online, or the game has started: they then leave as anyone does, with nothing back.
   */
  async leavePaidGame(activityId: string, userId: string, context: CommandContext): Promise<{ position: bigint | null } | null> {
    const orderId = (await this.games.readGame(activityId)).paidPlaces.paidBy.get(userId);
    if (!orderId) return null;
    const { status, order } = await this.readOrder(orderId);
    if (status !== 'confirmed' || !order || Date.parse(order.startsAt) <= Date.parse(context.now)) return null;
    await this.cancel(orderId, context);
    // The same release again is a repeat: it answers with where the player's ParticipantLeft was written (read-your-writes).
    return (await this.games.release(order, 'cancelled', context)) ?? { position: null };
  }

  /** A failed or cancelled order owes its refund total once; a payment that arrives after a cancellation goes back whole. */
  private async refundOwed(orderId: string, context: CommandContext): Promise<void> {
    const state = await this.readOrder(orderId);
    const captured = capturedOf(state);
    if (!captured || (state.status !== 'cancelled' && state.status !== 'failed')) return;
    // The cancellation's own refund (partial refunds before it were paid under their own ids).
    const amount = state.status === 'failed' || state.capturedAfterClose ? captured.amount : state.cancellationRefund;
    const refundId = derivedId('r', [orderId, captured.transactionId], 23);
    if (amount === 0 || state.refunds.has(refundId)) return;
    await this.payBack(orderId, refundId, amount, captured, context);
  }

  private async bookAndConfirm(order: OrderPlacedData, context: CommandContext): Promise<void> {
    for (const claim of claimsOfOrder(order)) {
      await this.slots(
        claim,
        { type: 'BookSlots', data: { ...dayOf(claim), slotIds: claim.slots.map((s) => s.slotId), orderId: order.orderId } },
        context,
      );
    }
    await this.places.confirm(order, context);
    await this.games.confirm(order, context);
    await this.orders({ type: 'ConfirmOrder', data: { orderId: order.orderId } }, order.orderId, context);
    await this.coupon(order, 'ConfirmRedemption', context);
  }

  private release(claim: SlotDayClaim, orderId: string, reason: 'cancelled' | 'expired', context: CommandContext) {
    return this.slots(
      claim,
      { type: 'ReleaseSlots', data: { ...dayOf(claim), slotIds: claim.slots.map((s) => s.slotId), orderId, reason } },
      { ...context, commandId: `${context.commandId}.release` },
    );
  }

  /** When an earlier attempt of this order placed it or holds slots for it: the expiry it held them until. */
  private async earlierHoldExpiry(claims: readonly SlotDayClaim[], orderId: string): Promise<string | undefined> {
    const placed = (await this.readOrder(orderId)).order;
    if (placed) return placed.holdExpiresAt;
    for (const claim of claims) {
      const day = await this.handler.read(catalogueStreams.slotDay(claim.fieldId, claim.date), slotDayDecider);
      for (const slot of day.taken.values()) if (slot.orderId === orderId && slot.expiresAt) return slot.expiresAt;
    }
    return undefined;
  }

  private slots(claim: SlotDayClaim, command: Omit<SlotCommandMessage, 'context'>, context: CommandContext) {
    return this.handler.handle({
      streamId: catalogueStreams.slotDay(claim.fieldId, claim.date),
      decider: slotDayDecider,
      command: { ...command, context } as SlotCommandMessage,
      reply: () => null,
    });
  }

  private orders(command: Omit<OrderCommandMessage, 'context'>, orderId: string, context: CommandContext) {
    return this.handler.handle({
      streamId: catalogueStreams.order(orderId),
      decider: orderDecider,
      command: { ...command, context } as OrderCommandMessage,
      reply: () => null,
    });
  }
}

const dayOf = (claim: SlotDayClaim) => ({ spaceId: claim.spaceId, fieldId: claim.fieldId, date: claim.date });

/** A slot refused on its stream is named by the cart item that asked for it. */
const onCartItem = (error: unknown, claim: SlotDayClaim): unknown => {
  if (!isDomainError(error) || error.code !== 'SLOT_UNAVAILABLE') return error;
  const at = claim.slots.findIndex((s) => s.slotId === error.field);
  return new DomainError('SLOT_UNAVAILABLE', error.message, `cartItem.${claim.cartIndexes[Math.max(at, 0)]}`);
};
