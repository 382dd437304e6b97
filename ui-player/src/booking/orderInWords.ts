import type { OrderDocument } from '@sports/contracts';
import { itemInWords } from '@sports/contracts/bookings/itemInWords';
import { itemTitle } from './itemTitle';

type Item = OrderDocument['items'][number];

/**
 * One item as a player knows it: a slot or a game's place by what, the day and the time ("Turf A,
 * 4 May, 18:00–19:00"), a dated offering with its start, as the booking's messages and refund lines
 * say it (contracts itemInWords); a membership or pack by its own name without the venue.
 */
export const bookedItemInWords = (order: Pick<OrderDocument, 'spaceName'>, item: Item): string =>
  item.type === 'slot' || item.type === 'activity' || ('startsAt' in item && item.startsAt)
    ? itemInWords(order, item)
    : itemTitle(order, item);

/**
 * What an order booked, in words, never its id: "Turf A, 4 May, 18:00–19:00"; two items both;
 * more, the first and how many others ("Turf A, 4 May, 18:00–19:00 and 2 more").
 */
export function orderInWords(order: Pick<OrderDocument, 'spaceName' | 'items'>): string {
  const [first, ...rest] = order.items.map((item) => bookedItemInWords(order, item));
  if (first === undefined) return order.spaceName;
  if (rest.length === 0) return first;
  return rest.length === 1 ? `${first}; ${rest[0]}` : `${first} and ${rest.length} more`;
}
