import type { AdminResource, AdminResourceName, AdminScope } from '@sports/contracts/admin/resources';

/**
 * What the menu and react-admin's <Resource> registration need of each admin resource: its name,
 * label and scope. The declarations in contracts (ADMIN_RESOURCES) also carry each resource's
 * record schema, and importing them brings the zod schemas of every read model and the phone
 * parser (libphonenumber-js) into the first screen (docs/adr/0082-admin-first-screen.md). So the
 * menu reads this table, and a view loads its declaration with its own code (declarationOf).
 * resources.spec.ts checks the table against ADMIN_RESOURCES; the type checks the names.
 */
export const RESOURCE_ENTRIES = {
  orders: { label: 'Orders', scope: 'org' },
  payouts: { label: 'Payouts', scope: 'org' },
  settlements: { label: 'Payout settlements', scope: 'org' },
  coupons: { label: 'Coupons', scope: 'org' },
  spinWheels: { label: 'Spin wheels', scope: 'org' },
  spaces: { label: 'Venues', scope: 'org' },
  classes: { label: 'Classes', scope: 'org' },
  batches: { label: 'Batches', scope: 'org' },
  sessions: { label: 'Sessions', scope: 'org' },
  students: { label: 'Students', scope: 'org' },
  attendance: { label: 'Attendance', scope: 'org' },
  packs: { label: 'Packs', scope: 'org' },
  lockers: { label: 'Lockers', scope: 'org' },
  meets: { label: 'Meets', scope: 'org' },
  tournaments: { label: 'Tournaments', scope: 'org' },
  events: { label: 'Events', scope: 'org' },
  disputes: { label: 'Disputes', scope: 'venue' },
  chatReports: { label: 'Chat reports', scope: 'org' },
  games: { label: 'Games', scope: 'game' },
  gamePlayers: { label: 'Game players', scope: 'game' },
  users: { label: 'Users', scope: 'platform' },
  listings: { label: 'Listings', scope: 'platform' },
  members: { label: 'Members', scope: 'org' },
  instructors: { label: 'Instructors', scope: 'org' },
  resources: { label: 'Resources', scope: 'org' },
  campaigns: { label: 'Sales campaigns', scope: 'org' },
  enquiries: { label: 'Enquiries', scope: 'org' },
  partners: { label: 'Partners', scope: 'org' },
  plans: { label: 'Plans', scope: 'org' },
  subscriptions: { label: 'Subscriptions', scope: 'org' },
  stories: { label: 'Stories', scope: 'org' },
  polls: { label: 'Polls', scope: 'org' },
  quizzes: { label: 'Quizzes', scope: 'org' },
  comments: { label: 'Comments', scope: 'org' },
  replies: { label: 'Replies', scope: 'org' },
  organisations: { label: 'Organisations', scope: 'org' },
  access: { label: 'Access accounts', scope: 'org' },
  transactions: { label: 'Transactions', scope: 'org' },
  ratings: { label: 'Ratings', scope: 'space' },
  cities: { label: 'Cities', scope: 'platform' },
} as const satisfies Record<AdminResourceName, { label: string; scope: AdminScope }>;

export type ResourceName = keyof typeof RESOURCE_ENTRIES;

/** The name and menu label of a <Resource>, as every resources/<feature>/index.ts spreads them. */
export const entryOf = <const N extends ResourceName>(name: N) => ({ name, options: { label: RESOURCE_ENTRIES[name].label } });

/** A resource's full declaration (record schema, filters, sortable columns), loaded by the views that need it. */
export const declarationOf = async (name: ResourceName): Promise<AdminResource> => {
  const { ADMIN_RESOURCES } = await import('@sports/contracts/admin/resources');
  const declaration = ADMIN_RESOURCES.find((resource) => resource.name === name);
  if (!declaration) throw new Error(`no admin resource named ${name}`);
  return declaration;
};
