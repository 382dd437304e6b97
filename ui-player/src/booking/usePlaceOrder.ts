import { bookingCartSchema } from '@sports/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../api/http';
import { plainProblemText } from '../forms/fieldErrors';
import { toast } from '../ui/toast/store';
import { createOrder } from './api';
import { couponMessage, isCouponReason } from './couponReasons';
import { toBookingCart, useCart } from './cartStore';

export interface PlaceOrderErrors {
  /** A coupon refusal: the reason code's message and the server's detail. */
  coupon: { message: string; detail: string } | null;
  /** Slots the server says are taken (by id). */
  unavailable: string[];
  /** Anything else, with the server's own words. */
  general: string | null;
}

const none: PlaceOrderErrors = { coupon: null, unavailable: [], general: null };

/** CreateOrder from the cart: on success the checkout opens; every refusal is shown where it belongs. */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<PlaceOrderErrors>(none);

  const place = async () => {
    const cart = useCart.getState();
    const parsed = bookingCartSchema.safeParse(toBookingCart(cart));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setErrors({ ...none, general: `Check ${issue?.path.join('.') || 'the cart'}: ${issue?.message ?? 'invalid'}` });
    }
    setPending(true);
    setErrors(none);
    try {
      const order = await createOrder(parsed.data);
      await navigate({ to: '/checkout/$orderId', params: { orderId: order.orderId } });
    } catch (error) {
      const explained = explain(error, cart.slots.map((s) => s.slotId));
      setErrors(explained);
      // A coupon refusal is explained beside the coupon field; anything else is toasted too.
      if (!explained.coupon) toast('error', 'Could not place the order', error instanceof Error ? error.message : undefined);
    } finally {
      setPending(false);
    }
  };

  return { place, pending, errors, clearCouponError: () => setErrors((e) => ({ ...e, coupon: null })) };
}

function explain(error: unknown, slotIds: string[]): PlaceOrderErrors {
  if (!(error instanceof ApiError)) return { ...none, general: plainProblemText(error) };
  const code = error.code;
  if (isCouponReason(code)) return { ...none, coupon: { message: couponMessage(code), detail: error.message } };
  const index = /^cartItem\.(\d+)/.exec(error.problem?.field ?? '')?.[1];
  const slotId = index === undefined ? undefined : slotIds[Number(index)];
  if ((code === 'SLOT_UNAVAILABLE' || code === 'SLOT_IN_PAST' || code === 'SLOT_NOT_FOUND') && slotId) {
    return { ...none, unavailable: [slotId], general: error.message };
  }
  if (error.status === 401) return { ...none, general: 'Please sign in again to book.' };
  // Issue 18 item 6: a schema message (VALIDATION_FAILED) is never shown as it is.
  return { ...none, general: plainProblemText(error) };
}
