import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../app/RouteError';
import { fetchMyOrders, firstOrdersUrl } from '../booking/api';
import { OrderList } from '../booking/OrderList';
import { Stack, Title } from '../booking/styles';
import { SignInPrompt } from '../booking/SignInPrompt';
import { useSession } from '../session/store';
import { pageTitle } from '../ui/pageTitle';

/** My orders (`/orders`), newest first. */
export const Route = createFileRoute('/orders/')({
  loader: () => (useSession.getState().user ? fetchMyOrders(firstOrdersUrl()) : null),
  head: () => pageTitle('My orders', 'Book'),
  component: OrdersPage,
  errorComponent: RouteError,
});

function OrdersPage() {
  const firstPage = Route.useLoaderData();
  return (
    <Stack>
      <Title>My orders</Title>
      {firstPage ? <OrderList firstPage={firstPage} /> : <SignInPrompt what="see your orders" />}
    </Stack>
  );
}
