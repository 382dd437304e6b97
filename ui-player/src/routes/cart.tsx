import { createFileRoute } from '@tanstack/react-router';
import { CartView } from '../booking/CartView';
import { pageTitle } from '../ui/pageTitle';

/** The booking cart: `/cart` (kept in this browser until the order is paid). */
export const Route = createFileRoute('/cart')({
  head: () => pageTitle('Your cart', 'Book'),
  component: CartView,
});
