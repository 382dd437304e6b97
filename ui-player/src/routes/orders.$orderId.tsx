import { createFileRoute } from '@tanstack/react-router';
import { SignInPrompt } from '../booking/SignInPrompt';
import { useSession } from '../session/store';
import { OrderDetail } from '../booking/OrderDetail';
import { pageTitle } from '../ui/pageTitle';

/** One order with its invoice data; cancel by the venue's policy (`/orders/{orderId}`). */
export const Route = createFileRoute('/orders/$orderId')({
  head: () => pageTitle('Order', 'Book'),
  component: OrderPage,
});

function OrderPage() {
  const { orderId } = Route.useParams();
  const signedIn = useSession((s) => s.user !== null);
  if (!signedIn) return <SignInPrompt what="see this order" />;
  return <OrderDetail key={orderId} orderId={orderId} />;
}
