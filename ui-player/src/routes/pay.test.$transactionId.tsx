import { createFileRoute } from '@tanstack/react-router';
import { PaymentLink } from '../booking/PaymentLink';
import { SignInPrompt } from '../booking/SignInPrompt';
import { useSession } from '../session/store';
import { pageTitle } from '../ui/pageTitle';

/** Where the test payment gateway's payment links point (docs/bookings.md "Payments"). */
export const Route = createFileRoute('/pay/test/$transactionId')({
  head: () => pageTitle('Payment link', 'Book'),
  component: PaymentLinkPage,
});

function PaymentLinkPage() {
  const { transactionId } = Route.useParams();
  const signedIn = useSession((s) => s.user !== null);
  if (!signedIn) return <SignInPrompt what="open this payment" />;
  return <PaymentLink key={transactionId} transactionId={transactionId} />;
}
