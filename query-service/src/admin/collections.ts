import type { AdminResourceName } from '@sports/contracts';
import { COUPONS_COLLECTION, GAMES_COLLECTION, ORDERS_COLLECTION, PAYOUTS_COLLECTION, RATING_DISPUTES_COLLECTION, SPACES_COLLECTION } from '@sports/projections';

/** The read model behind each back-office resource. */
export const ADMIN_COLLECTIONS: Record<AdminResourceName, string> = {
  orders: ORDERS_COLLECTION,
  payouts: PAYOUTS_COLLECTION,
  coupons: COUPONS_COLLECTION,
  spaces: SPACES_COLLECTION,
  disputes: RATING_DISPUTES_COLLECTION,
  games: GAMES_COLLECTION,
};
