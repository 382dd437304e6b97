import { DomainError, bookingCartSchema, type Actor, type BookingCart, type TransactionCreateBody } from '@sports/contracts';

/** What a transaction create asks for: pay an order placed before, or place this cart and pay it. */
export type TransactionRequest =
  | { kind: 'existing'; orderId: string; paymentMode: string; payLater: boolean }
  | { kind: 'cart'; cart: BookingCart; paymentMode: string; payLater: boolean };

/**
 * The spec's order shape (transactionBody.ts in contracts) onto the booking flows.
 * The cart fields make the cart; of the Order fields, channel is the cart's bookingSource, the
 * top-level channels fill in communication, paymentSource 'venue' is payLater; the amounts,
 * bookingType and provider are the server's to work out and are dropped (docs/adr/0080-spec-request-bodies.md).
 */
export const transactionRequestOf = (
  body: TransactionCreateBody | Omit<TransactionCreateBody, 'orderId'>,
  actor: Actor,
): TransactionRequest => {
  const payLater = body.payLater ?? body.paymentSource === 'venue';
  if ('orderId' in body && body.orderId !== undefined)
    return { kind: 'existing', orderId: body.orderId, paymentMode: body.paymentMode, payLater };
  // The buyer is the caller; an order shape naming another initiator is not theirs to send.
  if (body.initiator && body.initiator.id !== actor.userId)
    throw new DomainError('FORBIDDEN', 'initiator must be you: orders are placed by the signed-in buyer', 'initiator.id');
  const { whatsapp, email, sms, circle } = body;
  const topLevel = Object.fromEntries(Object.entries({ whatsapp, email, sms, circle }).filter(([, v]) => v !== undefined));
  const { pushNotification: _inbox, ...communication } = body.communication ?? {};
  const hasChannels = body.communication !== undefined || Object.keys(topLevel).length > 0;
  const cart = bookingCartSchema.parse({
    couponCode: body.couponCode,
    couponApplied: body.couponApplied,
    validateId: body.validateId,
    preRegId: body.preRegId,
    cartItem: body.cartItem,
    associatedItems: body.associatedItems,
    bookingSource: body.bookingSource ?? body.channel,
    bookedFor: body.bookedFor,
    ...(hasChannels ? { communication: { ...communication, ...topLevel } } : {}),
  });
  return { kind: 'cart', cart, paymentMode: body.paymentMode, payLater };
};
