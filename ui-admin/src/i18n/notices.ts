import type { ResourceName } from '../resources/entries';

/**
 * What a save says, per resource: react-admin's create, edit and delete controllers notify
 * `resources.{resource}.notifications.{created|updated|deleted}` and fall back to the generic
 * "Element created" only when that key has no message (react-admin's documented way to word
 * them per resource). A name, or the words of a resource whose writes are not "create" and
 * "save" (access is granted and revoked, a settlement settles a payout).
 */
type Notice = string | { created?: string; updated?: string; deleted?: string };

const NOTICES: Record<ResourceName, Notice> = {
  orders: 'Order',
  payouts: 'Payout',
  settlements: { created: 'Payout settled', updated: 'Settlement saved', deleted: 'Settlement deleted' },
  coupons: 'Coupon',
  spinWheels: { created: 'Prizes and odds saved', updated: 'Prizes and odds saved', deleted: 'Prizes and odds removed' },
  spaces: 'Venue',
  classes: 'Class',
  batches: 'Batch',
  sessions: 'Session',
  students: 'Student',
  attendance: 'Attendance',
  packs: 'Pack',
  lockers: 'Locker',
  meets: 'Meet',
  tournaments: 'Tournament',
  events: 'Event',
  disputes: 'Dispute',
  chatReports: 'Chat report',
  games: 'Game',
  gamePlayers: 'Player',
  users: 'User',
  listings: 'Listing',
  members: 'Member',
  instructors: 'Instructor',
  resources: 'Resource',
  campaigns: 'Sales campaign',
  enquiries: 'Enquiry',
  partners: 'Partner',
  plans: 'Plan',
  subscriptions: 'Subscription',
  stories: 'Story',
  polls: 'Poll',
  quizzes: 'Quiz',
  comments: 'Comment',
  replies: 'Reply',
  organisations: 'Organisation',
  access: { created: 'Access granted', updated: 'Access saved', deleted: 'Access revoked' },
  transactions: 'Transaction',
  ratings: 'Rating',
  cities: 'City',
};

/** The messages as dotted keys, for the i18nProvider's table. */
export const noticePhrases = (): Array<[string, string]> =>
  Object.entries(NOTICES).flatMap(([resource, notice]) => {
    const words =
      typeof notice === 'string' ? { created: `${notice} created`, updated: `${notice} saved`, deleted: `${notice} deleted` } : notice;
    return Object.entries(words).map(([what, text]): [string, string] => [`resources.${resource}.notifications.${what}`, text]);
  });
