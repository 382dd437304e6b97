import { couponCodeSchema } from '@sports/contracts';
import { useState } from 'react';
import { Button, ButtonLink, ErrorText, LinkButton, Muted } from '../ui/primitives';
import { useCart } from './cartStore';
import { Input, Label, Row, Stack } from './styles';

/**
 * The cart's couponCode (spec section 3 Booking cart). The server checks it when the order is
 * placed; a refusal comes back as `error` (the reason code's message) and is shown here.
 */
export function CouponField({ error, onEdit }: { error: { message: string; detail: string } | null; onEdit: () => void }) {
  const applied = useCart((s) => s.couponCode);
  const setCouponCode = useCart((s) => s.setCouponCode);
  const [draft, setDraft] = useState(applied);
  const [formatError, setFormatError] = useState<string | null>(null);

  const apply = () => {
    const code = draft.trim().toUpperCase();
    const parsed = couponCodeSchema.safeParse(code);
    if (!parsed.success) return setFormatError('A coupon code is 3 to 20 letters or digits.');
    setFormatError(null);
    setDraft(code);
    setCouponCode(code);
    onEdit();
  };
  const shown = formatError ?? error?.message ?? null;

  return (
    <Stack style={{ gap: 8 }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Row style={{ alignItems: 'end' }}>
          <Label style={{ flex: '1 1 180px' }}>
            Coupon code
            <Input
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? 'coupon-error' : undefined}
            />
          </Label>
          <Button type="submit" variant="ghost" disabled={!draft.trim()}>
            Apply
          </Button>
        </Row>
      </form>
      {shown && (
        <div id="coupon-error" role="alert">
          {/* One message: the reason in words; the server's detail said the same again. */}
          <ErrorText>{shown}</ErrorText>
        </div>
      )}
      {applied && !shown && (
        <Row>
          <Muted>
            Coupon <strong>{applied}</strong> will be applied when you place the order.
          </Muted>
          <LinkButton
            type="button"
            onClick={() => {
              setCouponCode('');
              setDraft('');
              onEdit();
            }}
          >
            Remove coupon
          </LinkButton>
        </Row>
      )}
      {applied && shown && (
        <LinkButton
          type="button"
          style={{ alignSelf: 'start' }}
          onClick={() => {
            setCouponCode('');
            setDraft('');
            setFormatError(null);
            onEdit();
          }}
        >
          Remove coupon
        </LinkButton>
      )}
      {!applied && (
        // A coupon can be won: the server draws it (docs/adr/0110-spin-wheel-server.md).
        <ButtonLink to="/spin" variant="ghost" style={{ alignSelf: 'start' }}>
          No code? Spin to win a coupon
        </ButtonLink>
      )}
    </Stack>
  );
}
