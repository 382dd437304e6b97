import type { OrderDocument } from './readModel';
import { venueDateAt, venueTimeAt } from '../time/venueTime';

type Item = OrderDocument['items'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-27" → "27 Nov". */
const shortDate = (isoDate: string): string => `${Number(isoDate.slice(8, 10))} ${MONTHS[Number(isoDate.slice(5, 7)) - 1] ?? ''}`;

/** An instant's venue-local date and time: ["27 Nov", "18:00"]. */
const venueDateTime = (instant: string): [string, string] => {
  return [shortDate(venueDateAt(instant)), venueTimeAt(instant)];
};

/**
 * An order or refund line in words, "Turf A, 27 Nov, 18:00–19:00" (the field, the
 * venue date, the time range), never an item id. A slot's name is "{venue} · {field} · {date} {from}-{to}"
 * (orderBuilder), so its field is the middle part; a game's place is "{game} · {venue}".
 */
export const itemInWords = (order: Pick<OrderDocument, 'spaceName'>, item: Item): string => {
  const parts = item.name.split(' · ');
  if (item.type === 'slot')
    return `${parts.length >= 3 ? parts[1] : (parts[0] ?? order.spaceName)}, ${shortDate(item.date)}, ${item.startTime}–${item.endTime}`;
  if (item.type === 'activity') return `${parts[0] ?? item.name}, ${shortDate(item.date)}, ${item.startTime}–${item.endTime}`;
  if ('startsAt' in item && item.startsAt) {
    // "{venue} · {meet} · {date}": the venue and the date are said elsewhere in the words.
    const own = parts.filter((part, i) => !(i === 0 && parts.length > 1 && part === order.spaceName) && !/^\d{4}-\d{2}-\d{2}/.test(part));
    return [own.join(' · ') || item.name, ...venueDateTime(item.startsAt)].join(', ');
  }
  return item.name;
};

/** A refund line's words: its item's, or "Handling charges"; an item the order does not hold keeps its id. */
export const refundLineInWords = (order: Pick<OrderDocument, 'spaceName' | 'items'>, itemId: string): string => {
  if (itemId === 'handlingCharges') return 'Handling charges';
  const item = order.items.find((i) => i.id === itemId);
  return item ? itemInWords(order, item) : itemId;
};
