import type { RaRecord } from 'react-admin';
import { formatVenueDate } from '../format/venueTime';
import { humanize } from '../resources/labels';
import type { CsvValue } from './csv';
import { PERSON_HEADERS, type Names } from './names';

/** One column of an export: its header and what each record writes there. */
export interface Column {
  header: string;
  value: (record: RaRecord, names: Names) => CsvValue;
}

/** Amounts in paise written as rupees with two decimals ("1436.00"); a spreadsheet reads them as numbers. */
export const rupees = (paise: unknown): CsvValue => (typeof paise === 'number' ? (paise / 100).toFixed(2) : '');

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date or instant as the back office shows it ("5 Dec 2026, 22:00" at the venue, "5 Dec 2026" for a day); other values as they are. */
export const readable = (value: unknown): CsvValue => {
  if (typeof value === 'string' && (ISO_DATE_TIME.test(value) || ISO_DATE.test(value))) return formatVenueDate(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return '';
};

/** Money fields across the read models, in paise. */
const MONEY = new Set([
  'total',
  'subTotal',
  'discountTotal',
  'bulkDiscount',
  'totalTax',
  'handlingCharges',
  'handlingCharge',
  'refundTotal',
  'paid',
  'refunded',
  'refundable',
  'gross',
  'commission',
  'partnerShare',
  'amount',
  'costPerParticpant',
  'costPerTeam',
  'playerCost',
  'maxDiscountAmount',
  'minimumAmountToApply',
]);
/** Codes written in words ('pending_payment' → 'Pending payment'). */
const CODES = new Set([
  'status',
  'kind',
  'role',
  'couponType',
  'discountType',
  'privacy',
  'collectedBy',
  'validity',
  'paymentMode',
  'raterRole',
  'bookingSource',
  'participationType',
  'payableMethod',
  'activityType',
  'channel',
  'source',
  'gateway',
]);
/** Fields of the read models no reader of a spreadsheet needs: internal keys, copies and structures with screens of their own. */
const LEFT_OUT = new Set([
  'id',
  'symbol',
  'currency',
  'buyerPhoneDigits',
  'communication',
  'cancellationPolicy',
  'paymentLink',
  'transactions',
  'refund_lines',
  'taxLines',
  'memberships',
  'registrations',
  'claims',
  'offering',
  'timeRanges',
  'facilities',
  'logs',
  'details',
  'taxes',
  'photo',
  'avatar',
  'cover',
  'key',
  'itemId',
  'classKey',
  'batchKey',
  'spaceName',
  'listingName',
  'activityName',
  'listed',
  'order',
  'prizesVersion',
  'slices',
  'candidates',
  'duration',
  'onlineActivity',
  'mappedSlots',
  'participants',
  'participantDetail',
  'hostandCoHost',
  'memberIds',
  'queries',
  'slotIds',
  'geoCell',
  'startAt',
  'endAt',
]);

const scalarText = (key: string, value: unknown): CsvValue => {
  if (MONEY.has(key)) return rupees(value);
  if (CODES.has(key) && typeof value === 'string') return humanize(value);
  if (Array.isArray(value))
    return value
      .filter((v) => typeof v !== 'object')
      .map((v) => String(readable(v)))
      .join(', ');
  return readable(value);
};

const headerOf = (key: string) => `${humanize(key)}${MONEY.has(key) ? ' (₹)' : ''}`;

/** A column for one field of the records, or none: ids become names, other ids and nested lists are left out. */
const columnOf = (key: string, sample: unknown): Column[] => {
  if (LEFT_OUT.has(key)) return [];
  if (key === 'orgId') return [{ header: 'Organisation', value: (r, n) => (typeof r.orgId === 'string' ? n.organisation(r.orgId) : '') }];
  if (key === 'spaceId') return [{ header: 'Venue', value: (r, n) => (typeof r.spaceId === 'string' ? n.venue(r.spaceId) : '') }];
  if (key === 'spaceIds')
    return [
      { header: 'Venues', value: (r, n) => (Array.isArray(r.spaceIds) ? r.spaceIds.map((id: string) => n.venue(id)).join(', ') : '') },
    ];
  if (key === 'listingId') return [{ header: 'Sport', value: (r, n) => (typeof r.listingId === 'string' ? n.sport(r.listingId) : '') }];
  if (key === 'listingIds')
    return [
      { header: 'Sports', value: (r, n) => (Array.isArray(r.listingIds) ? r.listingIds.map((id: string) => n.sport(id)).join(', ') : '') },
    ];
  if (key === 'activityId') return [{ header: 'Game', value: (r, n) => (typeof r.activityId === 'string' ? n.game(r.activityId) : '') }];
  if (key in PERSON_HEADERS)
    return [{ header: PERSON_HEADERS[key]!, value: (r, n) => (typeof r[key] === 'string' ? n.person(r[key]) : '') }];
  // The order is the buyer's reference, shown on the orders list: kept.
  if (key === 'orderId') return [{ header: 'Order', value: (r) => readable(r.orderId) }];
  if (/Ids?$/.test(key)) return [];
  if (sample !== null && typeof sample === 'object' && !Array.isArray(sample)) {
    // One level of a nested object (bookedFor, period, location): its plain fields.
    return Object.entries(sample as Record<string, unknown>)
      .filter(([sub, value]) => sub !== 'id' && !/Ids?$/.test(sub) && (value === null || typeof value !== 'object'))
      .map(([sub]) => ({
        header: `${humanize(key)} ${humanize(sub).toLowerCase()}${MONEY.has(sub) ? ' (₹)' : ''}`,
        value: (r) => scalarText(sub, (r[key] as Record<string, unknown> | undefined)?.[sub]),
      }));
  }
  if (Array.isArray(sample) && sample.some((v) => v !== null && typeof v === 'object')) return [];
  return [{ header: headerOf(key), value: (r) => scalarText(key, r[key]) }];
};

/** The columns of any list: every field the records hold, in their order, ids as names and money in rupees. */
export const defaultColumns = (records: RaRecord[]): Column[] => {
  const samples = new Map<string, unknown>();
  for (const record of records)
    for (const [key, value] of Object.entries(record))
      if (!samples.has(key) || (samples.get(key) == null && value != null)) samples.set(key, value);
  return [...samples.entries()].flatMap(([key, sample]) => columnOf(key, sample));
};

const itemsInWords = (record: RaRecord): string =>
  (Array.isArray(record.items) ? record.items : [])
    .map((item: { name?: string; date?: string; startTime?: string; endTime?: string }) =>
      [item.name, item.date ? formatVenueDate(item.date) : '', item.startTime && item.endTime ? `${item.startTime}–${item.endTime}` : '']
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');

const money = (header: string, field: string): Column => ({ header: `${header} (₹)`, value: (r) => rupees(r[field]) });
const date = (header: string, field: string): Column => ({ header, value: (r) => readable(r[field]) });
const code = (header: string, field: string): Column => ({
  header,
  value: (r) => (typeof r[field] === 'string' ? humanize(r[field]) : ''),
});

/** The nested parts of an order and a settlement that the columns read (react-admin types every record field `any`). */
const bookedFor = (r: RaRecord) => r.bookedFor as { name?: string; phone?: string; countryCode?: string } | null | undefined;
const periodOf = (r: RaRecord) => r.period as { from?: string; to?: string } | null | undefined;

/** Resources whose columns are chosen rather than derived: what a manager reconciles in a spreadsheet. */
export const RESOURCE_COLUMNS: Record<string, Column[]> = {
  orders: [
    { header: 'Order', value: (r) => readable(r.id) },
    date('Created', 'created'),
    { header: 'Organisation', value: (r, n) => n.organisation(String(r.orgId)) },
    { header: 'Venue', value: (r, n) => (typeof r.spaceName === 'string' ? r.spaceName : n.venue(String(r.spaceId))) },
    { header: 'Booked for', value: (r) => readable(bookedFor(r)?.name) },
    {
      header: 'Phone',
      value: (r) => {
        const person = bookedFor(r);
        return person?.phone ? `+${person.countryCode ?? '91'} ${person.phone}` : '';
      },
    },
    { header: 'Buyer', value: (r, n) => n.person(String(r.userId)) },
    code('Status', 'status'),
    { header: 'Items', value: itemsInWords },
    date('Starts', 'startsAt'),
    money('Subtotal', 'subTotal'),
    money('Discount', 'discountTotal'),
    money('Tax', 'totalTax'),
    money('Handling', 'handlingCharges'),
    money('Total', 'total'),
    money('Refunded', 'refundTotal'),
    { header: 'Coupon', value: (r) => readable(r.couponCode) },
    { header: 'Pay at venue', value: (r) => Boolean(r.payLater) },
  ],
  payouts: [
    { header: 'Order', value: (r) => readable(r.orderId) },
    date('Created', 'created'),
    { header: 'Organisation', value: (r, n) => n.organisation(String(r.orgId)) },
    { header: 'Venue', value: (r, n) => n.venue(String(r.spaceId)) },
    code('Collected by', 'collectedBy'),
    { header: 'Commission (%)', value: (r) => readable(r.commissionPercent) },
    money('Gross', 'gross'),
    money('Commission', 'commission'),
    money('Partner share', 'partnerShare'),
    money('Refunded', 'refunded'),
  ],
  settlements: [
    { header: 'Organisation', value: (r, n) => n.organisation(String(r.orgId)) },
    { header: 'Reference', value: (r) => readable(r.reference) },
    { header: 'Period from', value: (r) => readable(periodOf(r)?.from) },
    { header: 'Period to', value: (r) => readable(periodOf(r)?.to) },
    money('Amount', 'amount'),
    { header: 'Note', value: (r) => readable(r.note) },
    { header: 'Settled by', value: (r, n) => n.person(String(r.settledBy)) },
    date('Settled at', 'settledAt'),
  ],
};

export const columnsFor = (resource: string, records: RaRecord[]): Column[] => RESOURCE_COLUMNS[resource] ?? defaultColumns(records);
