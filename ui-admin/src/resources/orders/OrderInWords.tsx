import { itemInWords, type OrderDocument } from '@sports/contracts';
import { FunctionField, ReferenceField } from 'react-admin';

/**
 * An order as people say it: who it was booked for and its first line in words, "Priya Sharma ·
 * Turf A, 27 Nov, 18:00–19:00 and 1 more" (UX review at 375 px: a payout read "Order oe5cb70e…").
 * Buyer name and items are on the order document (bookedFor, items), so nothing more is asked.
 */
export const orderInWords = (order: Pick<OrderDocument, 'bookedFor' | 'spaceName' | 'items'>): string =>
  `${order.bookedFor.name} · ${whatWasBooked(order)}`;

/** What an order bought, by its first line: "Turf A, 27 Nov, 18:00–19:00 and 1 more"; the venue when it has no line. */
export const whatWasBooked = (order: Pick<OrderDocument, 'spaceName' | 'items'>): string => {
  const [first, ...rest] = order.items;
  return first ? `${itemInWords(order, first)}${rest.length > 0 ? ` and ${rest.length} more` : ''}` : order.spaceName;
};

/** The record's order (orderId) in words; react-admin batches a page's lookups into one getMany. */
export function OrderInWords({ source = 'orderId', link = false }: { source?: string; link?: false | 'show'; label?: string }) {
  return (
    <ReferenceField source={source} reference="orders" link={link} emptyText="—">
      <FunctionField render={(o: OrderDocument) => orderInWords(o)} />
    </ReferenceField>
  );
}
