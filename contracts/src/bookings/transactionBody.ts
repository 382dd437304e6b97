import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { bookingCartSchema, cartItemTypeSchema, orderCommunicationSchema } from './cart';

/**
 * Spec section 7 "POST transaction create and instantBuy (b2c). Payload as the
 * order shape above": the Booking cart of spec section 3 (cartItem included) with the Order fields
 * a client sends, beside today's {orderId}. The server prices, names and attributes the order, so
 * the amounts, bookingType and provider are what the client showed and are not stored; what the
 * body says that contradicts the server (another buyer, another currency, a coupon both applied
 * and not, the inbox turned off) is refused, naming the field (docs/adr/0080-spec-request-bodies.md).
 */

/** An amount as the client showed it (rupees or paise, whole or not): read, never trusted. */
const shownAmount = z.number().nonnegative().max(1_000_000_000);
const partyRefSchema = z.object({ id: idSchema, name: z.string().max(200).optional(), orgId: idSchema.optional() }).strict();
/** Every order is announced in the player's inbox (docs/activity-and-order-fields.md); it cannot be turned off. */
const pushNotification = z.literal(true, { error: 'every order is announced in the inbox; pushNotification cannot be turned off' });

export const orderShapeFields = {
  currency: z.literal('INR', { error: 'orders are in INR (spec section 9)' }).optional(),
  symbol: z.literal('₹', { error: 'orders are in rupees (₹)' }).optional(),
  total: shownAmount.optional(),
  totalTax: shownAmount.optional(),
  subTotal: shownAmount.optional(),
  discountTotal: shownAmount.optional(),
  actualAmount: shownAmount.optional(),
  totalAmount: shownAmount.optional(),
  totalDiscount: shownAmount.optional(),
  totalTaxes: shownAmount.optional(),
  handlingCharges: shownAmount.optional(),
  applyCoupon: z.boolean().optional(),
  sendPaymentLink: z.boolean().optional(),
  /** 'venue' is paying later at the venue (payLater); a gateway's name is the client's guess, the server's gateway takes the payment. */
  paymentSource: z
    .string()
    .regex(/^[a-z_]{2,30}$/, 'must be 2-30 characters of a-z _')
    .optional(),
  channel: bookingCartSchema.shape.bookingSource.unwrap().optional(),
  bookingType: z.union([cartItemTypeSchema, z.literal('mixed')]).optional(),
  initiator: partyRefSchema.optional(),
  provider: partyRefSchema.optional(),
  whatsapp: z.boolean().optional(),
  email: z.boolean().optional(),
  sms: z.boolean().optional(),
  circle: z.boolean().optional(),
  pushNotification: pushNotification.optional(),
};

export const CART_FIELDS = Object.keys(bookingCartSchema.shape) as Array<keyof typeof bookingCartSchema.shape>;
export const ORDER_SHAPE_FIELDS = Object.keys(orderShapeFields) as Array<keyof typeof orderShapeFields>;

const paymentChoice = {
  paymentMode: z
    .string()
    .regex(/^[a-z_]{2,30}$/, 'must be 2-30 characters of a-z _')
    .default('upi'),
  /** No default here: paymentSource 'venue' must be told from an explicit false. */
  payLater: z.boolean().optional(),
};

const orderShapeBody = z
  .object({
    /** Today's form: pay an order placed with POST /api/b2c/orders. */
    orderId: idSchema.optional(),
    ...paymentChoice,
    ...bookingCartSchema.shape,
    cartItem: bookingCartSchema.shape.cartItem.optional(),
    associatedItems: bookingCartSchema.shape.associatedItems.unwrap().optional(),
    bookingSource: bookingCartSchema.shape.bookingSource.unwrap().optional(),
    communication: orderCommunicationSchema.extend({ pushNotification: pushNotification.optional() }).optional(),
    ...orderShapeFields,
  })
  .strict();

const refineOrderShape = (body: Partial<z.infer<typeof orderShapeBody>>, ctx: z.RefinementCtx) => {
  if (body.orderId !== undefined) {
    // An order that exists is paid as it stands: its cart is not restated here.
    for (const field of [...CART_FIELDS, ...ORDER_SHAPE_FIELDS]) {
      if (body[field] !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `the order ${body.orderId} exists; send either orderId or the order shape with cartItem, not both`,
        });
    }
    return;
  }
  if (body.cartItem === undefined)
    ctx.addIssue({ code: 'custom', path: ['cartItem'], message: 'send cartItem (the order shape), or orderId of an order placed before' });
  const clash = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (body.applyCoupon === true && !body.couponCode) clash('applyCoupon', 'applyCoupon needs a couponCode');
  if (body.applyCoupon === false && body.couponCode) clash('applyCoupon', 'applyCoupon is false but a couponCode is sent');
  if (body.channel && body.bookingSource && body.channel !== body.bookingSource)
    clash('channel', 'channel and bookingSource name the same thing and differ');
  if (body.paymentSource === 'venue' && body.payLater === false)
    clash('paymentSource', "paymentSource 'venue' is paying later; payLater is false");
  for (const channel of ['whatsapp', 'email', 'sms', 'circle'] as const) {
    const inside = body.communication?.[channel];
    if (body[channel] !== undefined && inside !== undefined && body[channel] !== inside)
      clash(channel, `${channel} differs from communication.${channel}`);
  }
};

export const transactionCreateBodySchema = orderShapeBody.superRefine(refineOrderShape);
export type TransactionCreateBody = z.infer<typeof transactionCreateBodySchema>;

/** instantBuy (spec section 7, "payload as the order shape" too): the same body without an existing order. */
export const instantBuyBodySchema = orderShapeBody.omit({ orderId: true }).superRefine(refineOrderShape);
