import { bookingCartSchema } from '@sports/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../api/http';
import { plainProblemText } from '../forms/fieldErrors';
import { toast } from '../ui/toast/store';
import { createOrder } from './api';
import { couponMessage, isCouponReason } from './couponReasons';
import { toBookingCart, useCart } from './cartStore';

export interface CreateOrderErrors {
  /** A coupon refusal: the reason code's message and the server's detail. */
  coupon: { message: string; detail: string } | null;
  /** Slots the server says are taken (by id). */
  unavailable: string[];
  /** Offering lines the server refused (SOLD_OUT, a closed registration, an answer missing…), by line key. */
  lines: Record<string, string>;
  /** A line's places or team size the server refused (`cartItem.{i}.qty`, `.participantCount`), by line key: shown beside that field. */
  counts: Record<string, string>;
  /** Anything else, with the server's own words. */
  general: string | null;
}

const none: CreateOrderErrors = { coupon: null, unavailable: [], lines: {}, counts: {}, general: null };

/** CreateOrder from the cart: on success the checkout opens; every refusal is shown where it belongs. */
export function useCreateOrder() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<CreateOrderErrors>(none);

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
      const explained = explain(
        error,
        cart.slots.map((s) => s.slotId),
        cart.offerings.map((o) => o.key),
      );
      setErrors(explained);
      // A coupon refusal is explained beside the coupon field; anything else is toasted too.
      if (!explained.coupon) toast('error', 'Could not place the order', error instanceof Error ? error.message : undefined);
    } finally {
      setPending(false);
    }
  };

  return {
    place,
    pending,
    errors,
    clearCouponError: () => setErrors((e) => ({ ...e, coupon: null })),
    /** The player changed a line: its refusal no longer stands. */
    clearLineError: (key: string) =>
      setErrors(({ lines: { [key]: _line, ...lines }, counts: { [key]: _count, ...counts }, ...rest }) => ({ ...rest, lines, counts })),
  };
}

/** An offering line's refusal in words (docs/bookings.md "Offerings": refusals name the cart item). */
const OFFERING_REFUSALS: Record<string, string> = {
  SOLD_OUT: 'Not enough places are left for this.',
  BATCH_INACTIVE: 'This batch is not taking students now.',
  BATCH_NOT_FOUND: 'This batch is no longer offered.',
  REGISTRATION_CLOSED: 'Registration has closed.',
  OFFERING_NOT_FOUND: 'This is no longer on sale.',
  MEMBERSHIP_NOT_FOUND: 'This membership is no longer on sale.',
};

/** Which cart line a refusal names: `cartItem.{i}` counts slots first, then offerings (toBookingCart). */
export function refusedLine(
  field: string | undefined,
  slotIds: readonly string[],
  offeringKeys: readonly string[],
): { slotId: string } | { offeringKey: string; rest: string } | null {
  const match = /^cartItem\.(\d+)(?:\.(.*))?$/.exec(field ?? '');
  if (!match) return null;
  const index = Number(match[1]);
  if (index < slotIds.length) return { slotId: slotIds[index]! };
  const key = offeringKeys[index - slotIds.length];
  return key ? { offeringKey: key, rest: match[2] ?? '' } : null;
}

function explain(error: unknown, slotIds: string[], offeringKeys: string[] = []): CreateOrderErrors {
  if (!(error instanceof ApiError)) return { ...none, general: plainProblemText(error) };
  const code = error.code;
  if (isCouponReason(code)) return { ...none, coupon: { message: couponMessage(code), detail: error.message } };
  const line = refusedLine(error.problem?.field, slotIds, offeringKeys);
  if ((code === 'SLOT_UNAVAILABLE' || code === 'SLOT_IN_PAST' || code === 'SLOT_NOT_FOUND') && line && 'slotId' in line) {
    return { ...none, unavailable: [line.slotId], general: error.message };
  }
  if (line && 'offeringKey' in line && (line.rest === 'qty' || line.rest === 'participantCount')) {
    const words = plainProblemText(error);
    return { ...none, counts: { [line.offeringKey]: words }, general: words };
  }
  if (line && 'offeringKey' in line) {
    // An answer the form did not catch (FORM_ANSWER_REQUIRED, VALIDATION_FAILED on formAnswers.{id}): the server names the field.
    const words =
      OFFERING_REFUSALS[code ?? ''] ??
      (line.rest.startsWith('formAnswers.')
        ? `${plainProblemText(error)} Remove it and add it again with the answer.`
        : plainProblemText(error));
    return { ...none, lines: { [line.offeringKey]: words }, general: words };
  }
  if (error.status === 401) return { ...none, general: 'Please sign in again to book.' };
  // A schema message (VALIDATION_FAILED) is never shown as it is.
  return { ...none, general: plainProblemText(error) };
}
