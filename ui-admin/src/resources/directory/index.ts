import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StarRateIcon from '@mui/icons-material/StarRate';
import { createElement, lazy } from 'react';
import { managedOrgsOf, managesOrg } from '../../auth/claims';
import { declarationOf, entryOf, type ResourceName } from '../entries';
import type { CreateRule } from '../ListDefaults';
import { canWriteCatalogue } from '../writeRules';
import type { PhoneText } from './DirectoryList';
import type { RecordLink, RecordWriteRule } from './DirectoryShow';

/**
 * Organisations, access accounts, transactions, ratings and cities (docs/backoffice.md): generic
 * lists and show pages from each resource's declaration; organisations, access accounts and
 * cities are created and edited through the admin API, which sends each write on to its command.
 */
const platformOnly: CreateRule = (permissions) => managedOrgsOf(permissions) === 'all';
const managerOfRecord: RecordWriteRule = (permissions, record) => managesOrg(permissions, String(record.orgId));
const activeAccount: RecordWriteRule = (permissions, record) => record.status === 'active' && managerOfRecord(permissions, record);

const show = (resource: string, id: unknown) => `/${resource}/${encodeURIComponent(String(id))}/show`;
const list = (resource: string, filter: Record<string, unknown>) =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

const ORGANISATION_LINKS: RecordLink[] = [
  { label: 'Venues', to: (r) => list('spaces', { orgId: r.orgId }) },
  { label: 'Access accounts', to: (r) => list('access', { orgId: r.orgId }) },
  { label: 'Transactions', to: (r) => list('transactions', { orgId: r.orgId }) },
];
const ACCESS_LINKS: RecordLink[] = [{ label: 'Organisation', to: (r) => show('organisations', r.orgId) }];
const TRANSACTION_LINKS: RecordLink[] = [
  { label: 'Order', to: (r) => show('orders', r.orderId) },
  { label: 'Refunded charge', to: (r) => (r.chargeId ? show('transactions', r.chargeId) : null) },
  { label: 'All of this order', to: (r) => list('transactions', { orderId: r.orderId }) },
];
const RATING_LINKS: RecordLink[] = [
  { label: 'Dispute case', to: (r) => (r.disputeCaseId ? show('disputes', r.disputeCaseId) : null) },
  { label: 'Ratings of this game', to: (r) => list('ratings', { activityId: r.activityId }) },
  { label: 'Ratings of this player', to: (r) => (r.ratedUserId ? list('ratings', { ratedUserId: r.ratedUserId }) : null) },
];
const CITY_LINKS: RecordLink[] = [
  { label: 'Venues', to: (r) => list('spaces', { region: r.region }) },
  { label: 'Listings', to: (r) => list('listings', { regions: r.region }) },
];

const listView = (name: ResourceName, columns: string[], mobile: [PhoneText, PhoneText?, PhoneText?], createFor?: CreateRule) =>
  lazy(() =>
    Promise.all([import('./DirectoryList'), declarationOf(name)]).then(([m, of]) => ({
      default: () => createElement(m.DirectoryList, { of, columns, mobile, ...(createFor ? { createFor } : {}) }),
    })),
  );

const showView = (
  name: ResourceName,
  props: { title: string; links: RecordLink[]; edit?: RecordWriteRule; revoke?: RecordWriteRule; revokeLabel?: string },
) =>
  lazy(() =>
    Promise.all([import('./DirectoryShow'), declarationOf(name)]).then(([m, of]) => ({
      default: () => createElement(m.DirectoryShow, { of, ...props }),
    })),
  );

/** Each list's columns, headed in words (DirectoryList's columnLabel). */
export const LIST_COLUMNS = {
  organisations: ['name', 'city', 'status', 'venues', 'contactName', 'contactPhone', 'updated'],
  access: ['userId', 'orgId', 'role', 'spaceIds', 'mobiles', 'emails', 'status', 'updated'],
  transactions: ['at', 'kind', 'status', 'amount', 'orderId', 'spaceId', 'userId', 'gateway', 'gatewayReference'],
  ratings: ['at', 'activityId', 'kind', 'raterId', 'ratedUserId', 'stars', 'ratedLevel', 'listingId', 'dispute'],
  cities: ['name', 'state', 'country', 'venues', 'games', 'listingIds', 'active'],
} satisfies Record<string, string[]>;

export const organisations = {
  ...entryOf('organisations'),
  icon: BusinessIcon,
  recordRepresentation: 'name',
  list: listView('organisations', LIST_COLUMNS.organisations, ['name', 'city', 'status'], platformOnly),
  show: showView('organisations', { title: 'Organisation', links: ORGANISATION_LINKS, edit: managerOfRecord }),
  create: lazy(() => import('./OrganisationForm').then((m) => ({ default: m.OrganisationCreate }))),
  edit: lazy(() => import('./OrganisationForm').then((m) => ({ default: m.OrganisationEdit }))),
};

export const access = {
  ...entryOf('access'),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'userId',
  list: listView('access', LIST_COLUMNS.access, ['userId', 'role', 'spaceIds'], canWriteCatalogue),
  show: showView('access', {
    title: 'Access account',
    links: ACCESS_LINKS,
    edit: managerOfRecord,
    revoke: activeAccount,
    revokeLabel: 'Revoke',
  }),
  create: lazy(() => import('./AccessForm').then((m) => ({ default: m.AccessCreate }))),
  edit: lazy(() => import('./AccessForm').then((m) => ({ default: m.AccessEdit }))),
};

export const transactions = {
  ...entryOf('transactions'),
  icon: ReceiptLongIcon,
  list: listView('transactions', LIST_COLUMNS.transactions, ['amount', 'kind', 'at']),
  show: showView('transactions', { title: 'Transaction', links: TRANSACTION_LINKS }),
};

export const ratings = {
  ...entryOf('ratings'),
  icon: StarRateIcon,
  // Names and level words the API joins (docs/adr/0106-words-not-ids.md).
  list: listView('ratings', LIST_COLUMNS.ratings, [['kind', 'stars', 'ratedLevel'], 'activityId', 'whoRatedWhom']),
  show: showView('ratings', { title: 'Rating', links: RATING_LINKS }),
};

export const cities = {
  ...entryOf('cities'),
  icon: LocationCityIcon,
  recordRepresentation: 'name',
  list: listView('cities', LIST_COLUMNS.cities, ['name', 'venues', 'games'], platformOnly),
  show: showView('cities', { title: 'City', links: CITY_LINKS, edit: (permissions) => platformOnly(permissions) }),
  create: lazy(() => import('./CityForm').then((m) => ({ default: m.CityCreate }))),
  edit: lazy(() => import('./CityForm').then((m) => ({ default: m.CityEdit }))),
};
