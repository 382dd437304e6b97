import type { AdminResourceName } from '@sports/contracts';
import {
  COUPONS_COLLECTION,
  GAMES_COLLECTION,
  OFFERINGS_COLLECTION,
  ORDERS_COLLECTION,
  PAYOUTS_COLLECTION,
  RATING_DISPUTES_COLLECTION,
  SETTLEMENTS_COLLECTION,
  SPACES_COLLECTION,
  USERS_COLLECTION,
} from '@sports/projections';

/** The read model behind each back-office resource. */
export const ADMIN_COLLECTIONS: Record<AdminResourceName, string> = {
  orders: ORDERS_COLLECTION,
  payouts: PAYOUTS_COLLECTION,
  settlements: SETTLEMENTS_COLLECTION,
  coupons: COUPONS_COLLECTION,
  spaces: SPACES_COLLECTION,
  classes: OFFERINGS_COLLECTION,
  packs: OFFERINGS_COLLECTION,
  lockers: OFFERINGS_COLLECTION,
  meets: OFFERINGS_COLLECTION,
  tournaments: OFFERINGS_COLLECTION,
  disputes: RATING_DISPUTES_COLLECTION,
  games: GAMES_COLLECTION,
  users: USERS_COLLECTION,
};
