import { createFileRoute } from '@tanstack/react-router';
import { CartView } from '../booking/CartView';

/** The booking cart: `/cart` (kept in this browser until the order is paid). */
export const Route = createFileRoute('/cart')({
  component: CartView,
});
