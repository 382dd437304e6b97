import { DomainError, isDomainError, offeringStream, type BookingCart, type OfferingKind, type OrderPlacedData } from '@sports/contracts';
import type { CommandHandler } from '../core/commandHandler';
import type { CommandContext } from '../core/decider';
import { offeringDecider, type OfferingCommandMessage, type OfferingState } from '../catalogue/offeringDecider';
import { isOfferingKind, offeringIdOf, type OfferingPlaces } from './offeringItems';

/** The places an order placed takes, from its items (to confirm or release them later). */
export const placesOfOrder = (order: OrderPlacedData): OfferingPlaces[] =>
  order.items.flatMap((item, cartIndex): OfferingPlaces[] =>
    item.type !== 'activity' && isOfferingKind(item.type) && 'qty' in item
      ? [
          {
            kind: item.type,
            itemId: item.itemId,
            spaceId: order.spaceId,
            count: item.qty,
            cartIndex,
            ...(item.batchId ? { batchId: item.batchId } : {}),
            ...(item.participantCount ? { participantCount: item.participantCount } : {}),
            ...(item.formAnswers ? { formAnswers: item.formAnswers } : {}),
          },
        ]
      : [],
  );

const streamOf = (places: Pick<OfferingPlaces, 'kind' | 'itemId'>) => offeringStream(places.kind, places.itemId);
/** A fixed order of streams, so two orders never wait on each other's offerings in opposite orders. */
const sorted = (all: OfferingPlaces[]) => [...all].sort((a, b) => (streamOf(a) < streamOf(b) ? -1 : 1));

/** A refusal on an offering's stream is named by the cart item that asked for it. */
const onCartItem = (error: unknown, places: OfferingPlaces): unknown => {
  if (!isDomainError(error)) return error;
  const field = error.field === 'categoryId' ? `cartItem.${places.cartIndex}.categoryId` : `cartItem.${places.cartIndex}`;
  return new DomainError(error.code, error.message, field);
};

/**
 * The offerings' side of booking: each offering's stream decides its own places,
 * as a slot's stream does, so a batch, a locker bank, a meet or a tournament is never oversold.
 */
export class OfferingPlacesFlow {
  constructor(private readonly handler: CommandHandler) {}

  /** The states of the offerings a cart names, by stream id. */
  async read(cart: BookingCart): Promise<Map<string, OfferingState>> {
    const states = new Map<string, OfferingState>();
    for (const item of cart.cartItem) {
      if (!isOfferingKind(item.type)) continue;
      const { itemId } = offeringIdOf(item as typeof item & { type: OfferingKind });
      const streamId = offeringStream(item.type, itemId!);
      if (!states.has(streamId)) states.set(streamId, await this.handler.read(streamId, offeringDecider));
    }
    return states;
  }

  /** All or nothing: what this order already holds goes back before the refusal. */
  async hold(all: OfferingPlaces[], order: { orderId: string; userId: string; expiresAt: string }, context: CommandContext): Promise<void> {
    const held: OfferingPlaces[] = [];
    for (const places of sorted(all)) {
      try {
        await this.run(
          places,
          {
            type: 'HoldPlaces',
            data: {
              ...refOf(places),
              orderId: order.orderId,
              userId: order.userId,
              count: places.count,
              expiresAt: order.expiresAt,
              ...(places.batchId ? { batchId: places.batchId } : {}),
            },
          },
          context,
        );
        held.push(places);
      } catch (error) {
        for (const done of held) await this.releaseOne(done, order.orderId, 'cancelled', context);
        throw onCartItem(error, places);
      }
    }
  }

  /** With the order's confirmation: enrol, register, allocate (SOLD_OUT when a late payment finds the places gone). */
  async confirm(order: OrderPlacedData, context: CommandContext): Promise<void> {
    const { phone, countryCode } = order.bookedFor;
    const member = {
      userId: order.bookedFor.id ?? order.userId,
      name: order.bookedFor.name,
      ...(phone ? { phone: `${countryCode}${phone}` } : {}),
    };
    for (const places of sorted(placesOfOrder(order))) {
      const { batchId, participantCount, formAnswers } = places;
      const data = {
        ...refOf(places),
        orderId: order.orderId,
        ...member,
        count: places.count,
        ...(batchId ? { batchId } : {}),
        ...(participantCount ? { participantCount } : {}),
        ...(formAnswers ? { formAnswers } : {}),
      };
      await this.run(places, { type: 'ConfirmPlaces', data }, context);
    }
  }

  async release(order: OrderPlacedData, reason: 'cancelled' | 'expired', context: CommandContext): Promise<void> {
    for (const places of sorted(placesOfOrder(order))) await this.releaseOne(places, order.orderId, reason, context);
  }

  private releaseOne(places: OfferingPlaces, orderId: string, reason: 'cancelled' | 'expired', context: CommandContext) {
    return this.run(
      places,
      { type: 'ReleasePlaces', data: { ...refOf(places), orderId, reason } },
      { ...context, commandId: `${context.commandId}.release` },
    );
  }

  private run(places: OfferingPlaces, command: Omit<OfferingCommandMessage, 'context'>, context: CommandContext) {
    return this.handler.handle({
      streamId: streamOf(places),
      decider: offeringDecider,
      command: { ...command, context } as OfferingCommandMessage,
      reply: () => null,
    });
  }
}

const refOf = (places: OfferingPlaces) => ({ kind: places.kind, itemId: places.itemId, spaceId: places.spaceId });
