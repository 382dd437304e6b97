import { createFileRoute } from '@tanstack/react-router';
import { SignInPrompt } from '../booking/SignInPrompt';
import { useSession } from '../session/store';
import { Checkout } from '../booking/Checkout';
import { pageTitle } from '../ui/pageTitle';

/** Checkout of a placed order: hold countdown and payment (`/checkout/{orderId}`). */
export const Route = createFileRoute('/checkout/$orderId')({
  head: () => pageTitle('Checkout', 'Book'),
  component: CheckoutPage,
});

function CheckoutPage() {
  const { orderId } = Route.useParams();
  const signedIn = useSession((s) => s.user !== null);
  if (!signedIn) return <SignInPrompt what="pay for your order" />;
  return <Checkout key={orderId} orderId={orderId} />;
}
