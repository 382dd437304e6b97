import { useId, useState } from 'react';
import type { CartOffering } from '../booking/cartStore';
import { Button, ErrorText, Input, TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { countError, withCount } from './cartItems';

/**
 * A cart line's places or team size: − and + buttons and the number between them, from 1 to the
 * line's limit. A number out of range stays in the field with its error beside it (the line keeps
 * its last good count); `serverError` is the order's refusal of this field (`cartItem.{i}.qty`,
 * `.participantCount`).
 */
export function LineCount({
  line,
  onChange,
  serverError,
}: {
  line: CartOffering & { count: NonNullable<CartOffering['count']> };
  onChange: (line: CartOffering) => void;
  serverError?: string;
}) {
  const { count } = line;
  const current = count.of === 'team' ? (line.item.participantCount ?? 1) : line.item.qty;
  const [text, setText] = useState(String(current));
  const id = useId();
  const errorId = `${id}-error`;
  const error = countError(count, text) ?? serverError ?? null;

  const set = (raw: string) => {
    setText(raw);
    if (countError(count, raw) === null) onChange(withCount(line, Number(raw.trim())));
  };
  const step = (by: number) => set(String(Math.min(count.max, Math.max(1, (Number(text) || current) + by))));
  const noun = count.label.toLowerCase();
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {count.label}
      </label>
      <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <Button
          type="button"
          variant="ghost"
          aria-label={`Fewer ${noun}`}
          disabled={current <= 1 && text === String(current)}
          onClick={() => step(-1)}
        >
          −
        </Button>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={count.max}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => set(e.target.value)}
          style={{ width: 72, minHeight: TAP_TARGET_PX, textAlign: 'center', ...(error ? { borderColor: color.danger } : {}) }}
        />
        <Button
          type="button"
          variant="ghost"
          aria-label={`More ${noun}`}
          disabled={current >= count.max && text === String(current)}
          onClick={() => step(1)}
        >
          +
        </Button>
      </div>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </div>
  );
}
