import { Chip } from '@mui/material';
import type { OrderDocument, OrderStatus } from '@sports/contracts';
import { FunctionField } from 'react-admin';
import { humanize } from '../labels';

/** Order statuses (contracts orderStatusSchema) as staff say them, never the code ("cancelled"); as the dashboard's chips read. */
export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  pending_payment: 'Pending payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  failed: 'Failed',
  expired: 'Expired',
};

/** Where the order was placed (contracts cart bookingSource): the player website or app, the back office, or joining a game. */
export const BOOKING_SOURCE_WORDS: Record<string, string> = {
  web: 'Website',
  app: 'Mobile app',
  admin: 'Back office',
  game: 'Game join',
};

// A code added later still reads as words, never raw.
export const orderStatusWords = (status: string): string => ORDER_STATUS_WORDS[status as OrderStatus] ?? humanize(status);
export const bookingSourceWords = (source: string): string => BOOKING_SOURCE_WORDS[source] ?? humanize(source);

/** The order's status as a chip of words (list and page); pass source="status": the list's header reads it from the element to sort by. */
export function OrderStatusField(props: { source: 'status'; label?: string; sortable?: boolean }) {
  return <FunctionField {...props} render={(o: OrderDocument) => <Chip size="small" label={orderStatusWords(o.status)} />} />;
}
