import { coupons } from './coupons';
import { disputes } from './disputes';
import { games } from './games';
import { orders } from './orders';
import { payouts } from './payouts';
import { spaces } from './spaces';

/** Every resource the admin API serves, in ADMIN_RESOURCES' menu order. */
export const RESOURCES = [orders, payouts, coupons, spaces, disputes, games] as const;
