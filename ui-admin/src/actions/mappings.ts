import { RECORD_KINDS, RECORD_KIND_NAMES, type CouponDetails, type OfferingKind, type RecordKind, type SpaceDetails, type TimeRangeDetails } from '@sports/contracts';
import { rupeesToPaise } from './money';

/**
 * From what a react-admin form holds (a read-model record, possibly edited) to the body of the
 * command that writes it. Only the command's own fields are sent: read-model extras (id, region,
 * facilities, updated …) would be refused by the strict schemas. Validation stays the server's,
 * so its problem document is what staff see.
 */
type FormRecord = Record<string, unknown>;

const pick = <K extends string>(record: FormRecord, keys: readonly K[]): Partial<Record<K, unknown>> =>
  Object.fromEntries(keys.filter((key) => record[key] !== undefined && record[key] !== null && record[key] !== '').map((key) => [key, record[key]])) as Partial<Record<K, unknown>>;

const SPACE_FIELDS = ['name', 'location', 'listings', 'taxes', 'handlingCharge', 'cancellationPolicy', 'holdMinutes', 'bulkDiscount', 'commissionPercent', 'photo'] as const satisfies ReadonlyArray<
  keyof SpaceDetails
>;

/** PUT /org-api/{orgId}/spaces/{spaceId}: the venue's details (handlingCharge is already paise: the form's input converts). */
export function spaceDetailsOf(record: FormRecord): Partial<SpaceDetails> {
  const details = pick(record, SPACE_FIELDS) as Partial<SpaceDetails>;
  // A partial policy without rules would be refused; the form only shows rules for "partial".
  if (details.cancellationPolicy && details.cancellationPolicy.type !== 'partial') details.cancellationPolicy = { type: details.cancellationPolicy.type };
  return details;
}

const COUPON_FIELDS = [
  'description',
  'usageLimit',
  'usageLimitPerUser',
  'couponType',
  'campaignId',
  'discountType',
  'amountorper',
  'maxDiscountAmount',
  'minimumAmountToApply',
  'from',
  'to',
  'status',
  'privacy',
  'cities',
  'services',
] as const satisfies ReadonlyArray<keyof CouponDetails>;

/** Dates from date-time inputs arrive without a zone or as Date objects; the command wants ISO 8601 with an offset. */
const isoInstant = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value !== '' && !/[zZ]|[+-]\d\d:\d\d$/.test(value)) {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
  }
  return value;
};

/** PUT /org-api/{orgId}/coupons/{code}: every Coupon field of spec section 3 but the code, which is in the path. */
export function couponDetailsOf(record: FormRecord): Partial<CouponDetails> {
  const details = pick(record, COUPON_FIELDS) as Record<string, unknown>;
  details.from = isoInstant(details.from);
  details.to = isoInstant(details.to);
  // Cities match lower-case (spec section 3 Coupon "cities"); the read model keeps them so.
  if (Array.isArray(details.cities)) details.cities = details.cities.map((city) => String(city).trim().toLowerCase()).filter(Boolean);
  if (details.couponType !== 'spinWheel') delete details.campaignId;
  return details as Partial<CouponDetails>;
}

/** What the time-range form holds: the price in rupees, as staff think of it. */
export interface TimeRangeForm {
  fieldIds: string[];
  weekdays: number[];
  startTime: string;
  endTime: string;
  slotMinutes: number;
  amountRupees: number | string;
  strikeAmountRupees?: number | string | null;
  enableTax: boolean;
  taxId?: string | null;
  isTaxInclusive: boolean;
}

/** PUT …/timeRanges/{timeRangeConfigId}: spec section 3 price configuration, rupees → paise. */
export function timeRangeDetailsOf(form: TimeRangeForm): TimeRangeDetails {
  const strikeAmount = rupeesToPaise(form.strikeAmountRupees);
  return {
    fieldIds: form.fieldIds,
    weekdays: [...form.weekdays].sort((a, b) => a - b),
    startTime: form.startTime,
    endTime: form.endTime,
    slotMinutes: Number(form.slotMinutes),
    price: {
      // NaN (nothing typed) goes to the server as null and comes back as its VALIDATION_FAILED on price.amount.
      amount: rupeesToPaise(form.amountRupees) ?? (null as unknown as number),
      ...(strikeAmount !== undefined ? { strikeAmount } : {}),
      enableTax: form.enableTax,
      ...(form.enableTax && form.taxId ? { taxId: form.taxId } : {}),
      isTaxInclusive: form.isTaxInclusive,
    },
  };
}

/** The admin resources over the offerings read model, and the kind each one saves. */
export const OFFERING_KINDS: Record<string, OfferingKind> = { classes: 'class', packs: 'pack', lockers: 'locker', meets: 'meet', tournaments: 'tournament', events: 'event' };

/** The admin resources over the org_records read model (their RECORD_KINDS plural), and the kind each one saves. */
export const RECORD_RESOURCES: Record<string, RecordKind> = Object.fromEntries(RECORD_KIND_NAMES.map((kind) => [RECORD_KINDS[kind].plural, kind]));

/**
 * A record form's details to the save command's body: empty inputs (optional fields left blank)
 * are left out rather than sent as '' or null, which the strict schemas would refuse; dates picked
 * as Date objects become ISO strings. Everything else goes as typed: the server validates it.
 */
export function recordDetailsOf(details: unknown): unknown {
  if (details instanceof Date) return details.toISOString();
  if (Array.isArray(details)) return details.map(recordDetailsOf).filter((item) => item !== undefined);
  if (details && typeof details === 'object') {
    const entries = Object.entries(details as FormRecord)
      .map(([key, value]) => [key, recordDetailsOf(value)] as const)
      .filter(([, value]) => value !== undefined && !(value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0));
    return Object.fromEntries(entries);
  }
  if (details === null || details === '') return undefined;
  return typeof details === 'string' ? details.trim() || undefined : details;
}
