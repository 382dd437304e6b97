import { useState } from 'react';
import { Button, Muted } from '../ui/primitives';
import { formatMoney } from './money';
import { Checkbox, Choices, Notice, Stack } from './styles';
import { fontSize } from '../ui/tokens';
import { PlainFieldset } from '../ui/layout';

/**
 * The embedded default's test payment gateway (command-service/src/payments/testGateway.ts): the
 * payment mode decides its answer, sent later through its signed webhook.
 */
export const TEST_OUTCOMES = [
  { mode: 'upi', label: 'Payment succeeds' },
  { mode: 'test_failure', label: 'Card declined' },
  { mode: 'test_timeout', label: 'Gateway never answers' },
] as const;

export function TestGatewayPanel({
  total,
  symbol,
  disabled,
  onPay,
}: {
  total: number;
  symbol: string;
  disabled: boolean;
  onPay: (mode: string) => void;
}) {
  const [mode, setMode] = useState<string>(TEST_OUTCOMES[0].mode);
  return (
    <Notice as="section" aria-labelledby="gateway-title">
      <Stack style={{ gap: 10 }}>
        <h2 id="gateway-title" style={{ margin: 0, fontSize: fontSize.lg }}>
          Test payment gateway
        </h2>
        <PlainFieldset>
          <legend style={{ marginBottom: 6 }}>
            <Muted>No money moves. The gateway should answer:</Muted>
          </legend>
          <Choices>
            {TEST_OUTCOMES.map((outcome) => (
              <Checkbox key={outcome.mode}>
                <input
                  type="radio"
                  name="gateway-outcome"
                  value={outcome.mode}
                  checked={mode === outcome.mode}
                  onChange={() => setMode(outcome.mode)}
                />
                {outcome.label}
              </Checkbox>
            ))}
          </Choices>
        </PlainFieldset>
        <div>
          <Button disabled={disabled} onClick={() => onPay(mode)}>
            Pay {formatMoney(total, symbol)}
          </Button>
        </div>
      </Stack>
    </Notice>
  );
}

/** Production: one button that opens Razorpay Checkout (UPI, cards, netbanking, wallets). */
export function RazorpayPanel({ total, symbol, disabled, onPay }: { total: number; symbol: string; disabled: boolean; onPay: () => void }) {
  return (
    <Notice as="section" aria-labelledby="gateway-title">
      <Stack style={{ gap: 10 }}>
        <h2 id="gateway-title" style={{ margin: 0, fontSize: fontSize.lg }}>
          Payment
        </h2>
        <Muted>Pay securely with Razorpay: UPI, cards, netbanking or wallets.</Muted>
        <div>
          <Button disabled={disabled} onClick={onPay}>
            Pay {formatMoney(total, symbol)}
          </Button>
        </div>
      </Stack>
    </Notice>
  );
}
