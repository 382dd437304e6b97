import { bookingCartSchema, bookingsApi, type RouteResponse } from '@sports/contracts';
import { useEffect, useState } from 'react';
import { ApiError, requestJson } from '../api/http';
import { useSession } from '../session/store';
import { withSession } from '../session/withSession';
import { couponMessage, isCouponReason } from './couponReasons';
import { toBookingCart, useCart } from './cartStore';

export type CartQuote = RouteResponse<typeof bookingsApi.quoteOrder>['data'];

/** POST /api/b2c/orders/quote: the cart priced as the order would be, coupon included; nothing is held. */
export const fetchQuote = (cart: unknown): Promise<CartQuote> =>
  withSession(
    async (token) =>
      (await requestJson(bookingsApi.quoteOrder.path, bookingsApi.quoteOrder.response, { method: 'POST', token, body: cart })).data,
  );

/** Typing in the cart settles for this long before the server is asked again. */
export const QUOTE_SETTLE_MS = 300;

export interface QuoteState {
  quote: CartQuote | null;
  /** The coupon's refusal, by its reason code's message and the server's own words. */
  couponError: { message: string; detail: string } | null;
  /** Anything else that kept the cart from being priced. */
  error: string | null;
  loading: boolean;
}

const idle: QuoteState = { quote: null, couponError: null, error: null, loading: false };

/**
 * The signed-in player's cart, priced by the server as they edit it: totals with handling charges,
 * taxes and the coupon's discount before the order is placed, and a coupon's refusal at once.
 */
export function useCartQuote(): QuoteState {
  const signedIn = useSession((s) => s.user !== null);
  // The whole store (a stable reference until it changes); the cart's JSON is what the effect follows.
  const key = JSON.stringify(toBookingCart(useCart()));
  const [state, setState] = useState<QuoteState>(idle);

  useEffect(() => {
    const parsed = bookingCartSchema.safeParse(JSON.parse(key));
    if (!signedIn || !parsed.success) return setState(idle);
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      fetchQuote(parsed.data).then(
        (quote) => live && setState({ quote, couponError: null, error: null, loading: false }),
        (error: unknown) => {
          if (!live) return;
          const code = error instanceof ApiError ? error.code : undefined;
          const detail = error instanceof Error ? error.message : String(error);
          if (!isCouponReason(code)) return setState({ ...idle, error: detail });
          // A refused coupon keeps the price breakdown, priced without the coupon.
          const couponError = { message: couponMessage(code), detail };
          const { couponCode: _refused, couponApplied: _applied, ...withoutCoupon } = parsed.data;
          fetchQuote(withoutCoupon).then(
            (quote) => live && setState({ quote, couponError, error: null, loading: false }),
            () => live && setState({ ...idle, couponError }),
          );
        },
      );
    }, QUOTE_SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, signedIn]);

  return state;
}
