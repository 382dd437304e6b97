import styled from '@emotion/styled';
import { LinkButton, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { LineCount } from '../offerings/LineCount';
import { useCart, type CartOffering } from './cartStore';
import { formatDay } from './dates';
import { formatMoney } from './money';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${color.border};
  }
`;

/** The cart's line items: slots (field, date and time) and offerings in words, with the listed price; a line the server refused is marked. */
export function CartLines({
  unavailable,
  lineErrors = {},
  countErrors = {},
  onLineChange,
}: {
  unavailable: readonly string[];
  lineErrors?: Readonly<Record<string, string>>;
  /** Refusals of a line's places or team size, shown beside that field. */
  countErrors?: Readonly<Record<string, string>>;
  /** A line's places or team size changed (its earlier refusal no longer stands). */
  onLineChange?: (key: string) => void;
}) {
  const slots = useCart((s) => s.slots);
  const offerings = useCart((s) => s.offerings);
  const removeSlot = useCart((s) => s.removeSlot);
  const removeOffering = useCart((s) => s.removeOffering);
  const updateOffering = useCart((s) => s.updateOffering);
  const changeLine = (line: CartOffering) => {
    updateOffering(line);
    onLineChange?.(line.key);
  };
  return (
    <List aria-label="Cart items">
      {slots.map((slot) => (
        <li key={slot.slotId}>
          <div>
            <strong>{slot.fieldName}</strong>
            <div>
              <Muted>
                {formatDay(slot.date)} · {slot.startTime}–{slot.endTime}
              </Muted>
            </div>
            {unavailable.includes(slot.slotId) && (
              <strong role="alert" style={{ color: color.danger }}>
                This slot is no longer available. Remove it to go on.
              </strong>
            )}
          </div>
          <div style={{ textAlign: 'right' }}>
            <div>{formatMoney(slot.amount, slot.symbol)}</div>
            <LinkButton
              type="button"
              onClick={() => removeSlot(slot.slotId)}
              aria-label={`Remove ${slot.fieldName} ${slot.startTime} on ${formatDay(slot.date)}`}
            >
              Remove
            </LinkButton>
          </div>
        </li>
      ))}
      {offerings.map((line) => (
        <li key={line.key}>
          <div style={{ flex: '1 1 200px' }}>
            <strong>{line.title}</strong>
            <div>
              <Muted>{line.detail}</Muted>
            </div>
            {lineErrors[line.key] && (
              <strong role="alert" style={{ color: color.danger }}>
                {lineErrors[line.key]}
              </strong>
            )}
            {line.count && line.count.max > 1 && (
              <div style={{ marginTop: 8 }}>
                <LineCount line={{ ...line, count: line.count }} onChange={changeLine} serverError={countErrors[line.key]} />
              </div>
            )}
          </div>
          <div style={{ textAlign: 'right' }}>
            <div>{formatMoney(line.amount, line.symbol)}</div>
            <LinkButton type="button" onClick={() => removeOffering(line.key)} aria-label={`Remove ${line.title}`}>
              Remove
            </LinkButton>
          </div>
        </li>
      ))}
    </List>
  );
}
