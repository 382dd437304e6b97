import { useRouterState } from '@tanstack/react-router';
import { useSession } from '../session/store';
import { Button, ButtonLink, Card, ErrorText, Muted } from '../ui/primitives';
import { BookingDetailsForm } from './BookingDetailsForm';
import { CartLines } from './CartLines';
import { cartTotal, cartVenue, useCart } from './cartStore';
import { CouponField } from './CouponField';
import { formatMoney } from './money';
import { Row, Stack, Title } from './styles';
import { OrderTotals } from './OrderTotals';
import { useCartQuote } from './quote';
import { useCreateOrder } from './useCreateOrder';
import { fontSize } from '../ui/tokens';

/** The booking cart (spec section 3): line items, who it is for, messages, coupon; placing it is CreateOrder. */
export function CartView() {
  const slots = useCart((s) => s.slots);
  const offerings = useCart((s) => s.offerings);
  const signedIn = useSession((s) => s.user !== null);
  const href = useRouterState({ select: (s) => s.location.href });
  const { place, pending, errors, clearCouponError, clearLineError } = useCreateOrder();
  const quoted = useCartQuote();

  const venue = cartVenue({ slots, offerings });
  if (!venue) {
    return (
      <Card>
        <Title>Your cart</Title>
        <p>Your cart is empty.</p>
        <Row>
          <ButtonLink to="/venues">Find a venue</ButtonLink>
          {/* Offers: a coupon the server draws (docs/adr/0110-spin-wheel-server.md). */}
          <ButtonLink to="/spin" variant="ghost">
            Spin to win a coupon
          </ButtonLink>
        </Row>
      </Card>
    );
  }
  const first = slots[0];
  const symbol = first?.symbol ?? offerings[0]?.symbol;
  return (
    <Stack>
      <Title>Your cart</Title>
      <Card>
        <Row style={{ justifyContent: 'space-between' }}>
          <h2 style={{ margin: 0, fontSize: fontSize.lg }}>{venue.spaceName}</h2>
          <ButtonLink
            variant="ghost"
            to="/venues/$spaceId"
            params={{ spaceId: venue.spaceId }}
            search={first ? { listing: first.listingId, date: first.date } : {}}
          >
            {first ? 'Add more slots' : 'Add more'}
          </ButtonLink>
        </Row>
        <CartLines unavailable={errors.unavailable} lineErrors={errors.lines} countErrors={errors.counts} onLineChange={clearLineError} />
        <Row style={{ justifyContent: 'space-between', marginTop: 12 }}>
          <strong>{offerings.length === 0 ? 'Slots' : 'Items'} (tax included)</strong>
          <strong>{formatMoney(cartTotal(slots, offerings), symbol)}</strong>
        </Row>
        {quoted.quote ? (
          // While the changed cart is priced again, the last totals are dimmed and say so (they no longer match the lines).
          <div aria-busy={quoted.loading || undefined} style={quoted.loading ? { opacity: 0.5 } : undefined}>
            <OrderTotals order={quoted.quote} />
            {quoted.loading && (
              <Muted as="p" role="status" style={{ margin: '4px 0 0' }}>
                Updating the total…
              </Muted>
            )}
          </div>
        ) : (
          <Muted as="p" style={{ marginBottom: 0 }} aria-live="polite">
            {quoted.loading
              ? 'Working out the total…'
              : quoted.error
                ? `The total could not be worked out: ${quoted.error}`
                : 'Handling charges, discounts and the exact total are worked out when you place the order.'}
          </Muted>
        )}
      </Card>
      <Card>
        <BookingDetailsForm />
      </Card>
      <Card>
        <CouponField error={errors.coupon ?? quoted.couponError} onEdit={clearCouponError} />
      </Card>
      {errors.general && <ErrorText role="alert">{errors.general}</ErrorText>}
      {signedIn ? (
        <div>
          <Button disabled={pending} aria-busy={pending} onClick={() => void place()}>
            {pending ? 'Placing order…' : 'Place order'}
          </Button>
        </div>
      ) : (
        <Card role="note">
          <p style={{ marginTop: 0 }}>Sign in to book {offerings.length > 0 ? 'your cart' : 'these slots'}. Your cart is kept.</p>
          <ButtonLink to="/sign-in" search={{ redirect: href }}>
            Sign in
          </ButtonLink>
        </Card>
      )}
    </Stack>
  );
}
