import styled from '@emotion/styled';
import type { OrderDocument } from '@sports/contracts';
import { Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { formatDay } from './dates';
import { itemTitle } from './itemTitle';
import { membershipItemWords, offeringItemWords } from '../offerings/orderWords';
import { formatMoney } from './money';

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  & > li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${color.border};
  }
`;

type Item = OrderDocument['items'][number];
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Slots say when; memberships their validity; classes, packs, lockers, meets, tournaments and events what they gave (bib, locker, ticket numbers). */
function describeItem(order: OrderDocument, item: Item): string[] {
  if (item.type === 'slot') return [`${formatDay(item.date)} · ${item.startTime}–${item.endTime}`];
  if (item.type === 'activity') return [`Game place · ${formatDay(item.date)} · ${item.startTime}–${item.endTime}`];
  return membershipItemWords(order, item) ?? offeringItemWords(order, item) ?? [capitalize(item.type)];
}

/** Spec section 3 Order item: name, when, amount before tax, taxes, total. */
export function OrderItems({ order }: { order: OrderDocument }) {
  return (
    <List aria-label="Order items">
      {order.items.map((item) => (
        <li key={item.id}>
          <div>
            <strong>{itemTitle(order, item)}</strong>
            {describeItem(order, item).map((line) => (
              <div key={line}>
                <Muted>{line}</Muted>
              </div>
            ))}
            <Muted>
              {formatMoney(item.amount, order.symbol)}
              {item.taxes.map((t) => ` + ${t.taxSlug} ${t.taxRate}% ${formatMoney(t.totalTax, order.symbol)}`).join('')}
            </Muted>
          </div>
          <strong>{formatMoney(item.total, order.symbol)}</strong>
        </li>
      ))}
    </List>
  );
}
