import { coupons } from './coupons';
import { disputes } from './disputes';
import { games } from './games';
import { listings } from './listings';
import { classes, lockers, meets, packs, tournaments } from './offerings';
import { orders } from './orders';
import { payouts } from './payouts';
import { settlements } from './settlements';
import { spaces } from './spaces';
import { users } from './users';

/** Every resource the admin API serves, in ADMIN_RESOURCES' menu order (checked by resources.spec.ts). */
export const RESOURCES = [orders, payouts, settlements, coupons, spaces, classes, packs, lockers, meets, tournaments, disputes, games, users, listings] as const;
