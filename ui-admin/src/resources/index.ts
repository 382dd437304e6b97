import { attendance, batches, sessions, students } from './classRoster';
import { coupons } from './coupons';
import { spinWheels } from './coupons/spinWheels';
import { access, cities, organisations, ratings, transactions } from './directory';
import { disputes } from './disputes';
import { chatReports } from './chatReports';
import { games } from './games';
import { listings } from './listings';
import { classes, events, lockers, meets, packs, tournaments } from './offerings';
import { orders } from './orders';
import { payouts } from './payouts';
import {
  campaigns,
  comments,
  enquiries,
  equipment,
  instructors,
  members,
  partners,
  plans,
  polls,
  quizzes,
  replies,
  stories,
  subscriptions,
} from './records';
import { settlements } from './settlements';
import { spaces } from './spaces';
import { users } from './users';

/** Every resource the admin API serves, in ADMIN_RESOURCES' menu order (checked by resources.spec.ts). */
export const RESOURCES = [
  orders,
  payouts,
  settlements,
  coupons,
  spinWheels,
  spaces,
  classes,
  batches,
  sessions,
  students,
  attendance,
  packs,
  lockers,
  meets,
  tournaments,
  events,
  disputes,
  chatReports,
  games,
  users,
  listings,
  members,
  instructors,
  equipment,
  campaigns,
  enquiries,
  partners,
  plans,
  subscriptions,
  stories,
  polls,
  quizzes,
  comments,
  replies,
  organisations,
  access,
  transactions,
  ratings,
  cities,
] as const;

/** Menu sections: runs of RESOURCES (so the menu keeps ADMIN_RESOURCES' order), each headed by its first resource. */
export const MENU_SECTIONS: ReadonlyArray<{ title: string; first: string }> = [
  { title: 'Bookings & finance', first: 'orders' },
  { title: 'Catalogue', first: 'spaces' },
  { title: 'Players & games', first: 'disputes' },
  { title: 'People & equipment', first: 'members' },
  { title: 'Sales', first: 'campaigns' },
  { title: 'Community', first: 'stories' },
  { title: 'Organisations & platform', first: 'organisations' },
];
