import type { OrderDocument } from '@sports/contracts';
import { venueDateAt, venueTimeAt } from '@sports/contracts/time/venueTime';
import { Link } from '@tanstack/react-router';
import { ButtonLink, Card, Muted } from '../ui/primitives';
import { fetchMyOrders, type OrderPage } from './api';
import { formatDay } from './dates';
import { itemTitle } from './itemTitle';
import { formatMoney } from './money';
import { BookAgain } from './BookAgain';
import { offersBookAgain } from './bookAgain';
import { OrderStatus } from './OrderStatus';
import { Row, Stack } from './styles';
import { usePagedList } from './usePagedList';
import { LoadMoreButton } from '../ui/LoadMoreButton';

const asPage = (page: OrderPage) => ({ items: page.orders, nextUrl: page.nextUrl });

/**
 * "1 item · Sat 21 Nov, 18:00" for slots; "Marina Beach 5K · Fri 11 Dec, 06:00" for a dated
 * offering (a cancelled 5K was the name alone); a game's place says which game and when
 * ("Saturday Turf Sevens · Sun 29 Nov, 05:30"): the venue alone and "1 item" left a player
 * unable to tell the order of a paid game from the others.
 */
function summary(order: OrderDocument): string {
  const count = `${order.items.length} ${order.items.length === 1 ? 'item' : 'items'}`;
  const slot = order.items.find((i) => i.type === 'slot');
  if (slot) return `${count} · ${formatDay(slot.date)}, ${slot.startTime}`;
  const place = order.items.find((i) => i.type === 'activity');
  if (place) return `${itemTitle(order, place)} · ${formatDay(place.date)}, ${place.startTime}`;
  // Classes, meets, tournaments and events start at an instant: the earliest is said in venue time ("Fri 11 Dec, 06:00").
  const starts = order.items.flatMap((i) => ('startsAt' in i && i.startsAt ? [i.startsAt] : [])).sort();
  const when = starts[0] ? ` · ${formatDay(venueDateAt(starts[0]))}, ${venueTimeAt(starts[0])}` : '';
  // A class, a membership, …: one is named ("Junior Football Coaching · Tue/Thu 6 pm"), the venue heads the card.
  const only = order.items.length === 1 ? order.items[0] : undefined;
  return `${only ? itemTitle(order, only) : count}${when}`;
}

/** My orders, newest first, with their status and total. */
export function OrderList({ firstPage }: { firstPage: OrderPage }) {
  const { items, hasMore, loading, error, loadMore } = usePagedList(firstPage, asPage, fetchMyOrders);
  if (items.length === 0 && !hasMore) {
    return (
      <Card>
        <p style={{ marginTop: 0 }}>You have no orders yet.</p>
        <ButtonLink to="/venues">Book a slot</ButtonLink>
      </Card>
    );
  }
  return (
    <Stack>
      {items.map((order) => (
        <Card key={order.id} data-testid="order-card">
          <Row style={{ justifyContent: 'space-between' }}>
            <Link to="/orders/$orderId" params={{ orderId: order.id }} style={{ fontWeight: 700 }}>
              {order.spaceName}
            </Link>
            <OrderStatus status={order.status} />
          </Row>
          <Row style={{ justifyContent: 'space-between', marginTop: 6 }}>
            <Muted>{summary(order)}</Muted>
            <span>
              <strong>{formatMoney(order.total, order.symbol)}</strong>
              {order.refundTotal > 0 && <Muted> · {formatMoney(order.refundTotal, order.symbol)} refunded</Muted>}
            </span>
          </Row>
          {offersBookAgain(order, Date.now()) && (
            <div style={{ marginTop: 8 }}>
              <BookAgain order={order} />
            </div>
          )}
        </Card>
      ))}
      {error && <Muted role="alert">{error}</Muted>}
      <div>
        <LoadMoreButton hasMore={hasMore} loading={loading} onMore={loadMore} />
      </div>
    </Stack>
  );
}
