import { Chip } from '@mui/material';
import type { OrderDocument } from '@sports/contracts';
import { FunctionField } from 'react-admin';
import { humanize } from '../labels';

/** Where the order was placed (contracts cart bookingSource): the player website or app, the back office, or joining a game. */
export const BOOKING_SOURCE_WORDS: Record<string, string> = {
  web: 'Website',
  app: 'Mobile app',
  admin: 'Back office',
  game: 'Game join',
};

/** Order statuses (contracts orderStatusSchema) as staff say them, as the dashboard's chips read: `pending_payment` → 'Pending payment'. */
export const orderStatusWords = (status: string): string => humanize(status);
// A source added later still reads as words, never raw.
export const bookingSourceWords = (source: string): string => BOOKING_SOURCE_WORDS[source] ?? humanize(source);

/** The order's status as a chip of words (list and page); pass source="status": the list's header reads it from the element to sort by. */
export function OrderStatusField(props: { source: 'status'; label?: string; sortable?: boolean }) {
  return <FunctionField {...props} render={(o: OrderDocument) => <Chip size="small" label={orderStatusWords(o.status)} />} />;
}
