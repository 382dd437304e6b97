import {
  CURRENCY,
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_ORDER_COMMUNICATION,
  DomainError,
  OFFERING_ID_KEYS,
  minutesOf,
  slotsOfField,
  spaceIdOfField,
  venueInstant,
  ownValue,
  type BookedFor,
  type BookingCart,
  type OfferingKind,
  type MembershipOrderItem,
  type OrderItem,
  type SlotOrderItem,
  type OrderPlacedData,
  type SlotRef,
} from '@sports/contracts';
import { priceWithTax } from '@sports/shared-rules';
import type { SpaceState } from '../catalogue/spaceDecider';
import type { OfferingState } from '../catalogue/offeringDecider';
import { isOfferingKind, offeringIdOf, offeringItem, type OfferingPlaces } from './offeringItems';
import { pricesByDuration } from './exceedingDuration';
import { totalsOf, withDiscount } from './discounts';

/** The slots of one field and date an order takes: one HoldSlots command on one slot-day stream. */
export interface SlotDayClaim {
  spaceId: string;
  fieldId: string;
  date: string;
  slots: SlotRef[];
  /** Where each slot came from in the cart, for error fields. */
  cartIndexes: number[];
}

const REQUIRED_KEYS = { slot: ['fieldId', 'date', 'startTime'], membership: ['itemId'] } as const;

/** The id naming a cart item's venue: a slot's fieldId, a membership's or an offering's `{spaceId}.{key}`. */
export const venueKeyOf = (item: BookingCart['cartItem'][number], i: number): { key: string; id: string } => {
  if (isOfferingKind(item.type)) {
    const { key, itemId } = offeringIdOf(item as typeof item & { type: OfferingKind });
    if (!itemId)
      throw new DomainError(
        'VALIDATION_FAILED',
        `A ${item.type} item needs ${OFFERING_ID_KEYS[item.type]}`,
        `cartItem.${i}.${OFFERING_ID_KEYS[item.type]}`,
      );
    if (item.type === 'class' && !item.categoryId)
      throw new DomainError('VALIDATION_FAILED', 'A class item needs categoryId (the batch)', `cartItem.${i}.categoryId`);
    return { key, id: itemId };
  }
  if (item.type !== 'slot' && item.type !== 'membership')
    throw new DomainError('UNSUPPORTED_ITEM_TYPE', `Booking ${item.type} items is not open yet`, `cartItem.${i}.type`);
  for (const key of REQUIRED_KEYS[item.type]) {
    if (!item[key]) throw new DomainError('VALIDATION_FAILED', `A ${item.type} item needs ${key}`, `cartItem.${i}.${key}`);
  }
  const key = item.type === 'slot' ? 'fieldId' : 'itemId';
  return { key, id: item[key]! };
};

/**
 * The one space every item of a cart belongs to (an order is with one venue): a slot's by its
 * fieldId, a membership's or an offering's by its id `{spaceId}.{key}` (ids like a field's).
 */
export const spaceOfCart = (cart: BookingCart): string => {
  let spaceId: string | null = null;
  cart.cartItem.forEach((item, i) => {
    const { key, id } = venueKeyOf(item, i);
    const own = spaceIdOfField(id);
    if (spaceId !== null && own !== spaceId)
      throw new DomainError('MIXED_SPACES', 'All items of one order are at one venue', `cartItem.${i}.${key}`);
    spaceId = own;
  });
  return spaceId!;
};

/** A membership plan of the space bought as one order item, priced by the plan's price configuration. */
const membershipItem = (space: SpaceState, itemId: string, index: number): MembershipOrderItem => {
  const membershipId = itemId.slice(itemId.indexOf('.') + 1);
  const plan = itemId.includes('.') ? ownValue(space.memberships, membershipId) : undefined;
  if (!plan) throw new DomainError('MEMBERSHIP_NOT_FOUND', 'The venue has no such membership plan', `cartItem.${index}.itemId`);
  const priced = priceWithTax(plan.price, space.details!.taxes);
  return {
    id: itemId,
    type: 'membership',
    name: `${space.details!.name} · ${plan.name} (${plan.validity})`,
    itemId,
    membershipId,
    validity: plan.validity,
    amount: priced.base,
    taxes: priced.taxLine ? [{ taxSlug: priced.taxLine.slug, taxRate: priced.taxLine.rate, totalTax: priced.tax }] : [],
    total: priced.total,
  };
};

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

export const isSlotItem = (item: OrderItem): item is SlotOrderItem => item.type === 'slot';

/**
 * The order a cart becomes at the server's prices (spec section 3 Order and Order item): each
 * slot priced by its time range's price configuration, the bulk discount off the slots before
 * tax, tax lines grouped by slug and rate, the space's handling charge once per order.
 */
export const buildOrder = (input: {
  orderId: string;
  userId: string;
  userName: string;
  cart: BookingCart;
  space: SpaceState;
  now: string;
  payLater: boolean;
  /** The organisation's rate, when platform admins set one (the space's own rate wins). */
  orgCommissionPercent?: number;
  /** The states of the cart's offerings by stream id (`{kind}-{itemId}`). */
  offerings?: ReadonlyMap<string, OfferingState>;
}): { order: OrderPlacedData; claims: SlotDayClaim[]; places: OfferingPlaces[] } => {
  const { cart, space, now } = input;
  const details = space.details!;
  const items: OrderItem[] = [];
  const claims = new Map<string, SlotDayClaim>();
  const places: OfferingPlaces[] = [];
  const slotOfItem = (item: BookingCart['cartItem'][number]) =>
    slotsOfField(space, item.fieldId!, item.date!).find(
      (s) => s.startTime === item.startTime && (!item.endTime || s.endTime === item.endTime),
    );
  // Consecutive slots are one booking: its later slots may cost an exceeding-duration price.
  const prices = pricesByDuration(
    cart.cartItem.flatMap((item) => (item.type === 'slot' ? [slotOfItem(item)].filter((s) => s !== undefined) : [])),
    space,
  );
  cart.cartItem.forEach((item, i) => {
    if (isOfferingKind(item.type)) {
      const bought = offeringItem(space, input.offerings ?? new Map(), item as typeof item & { type: OfferingKind }, i);
      if (items.some((it) => it.id === bought.orderItem.id))
        throw new DomainError('VALIDATION_FAILED', `The cart lists this ${item.type} twice`, `cartItem.${i}.qty`);
      items.push(bought.orderItem);
      places.push(bought.places);
      return;
    }
    if (item.type === 'membership') {
      const bought = membershipItem(space, item.itemId!, i);
      if (items.some((it) => it.id === bought.id))
        throw new DomainError('VALIDATION_FAILED', 'The cart lists this membership twice', `cartItem.${i}.itemId`);
      items.push(bought);
      return;
    }
    const slot = slotOfItem(item);
    if (!slot) throw new DomainError('SLOT_NOT_FOUND', 'The field has no such slot on that date', `cartItem.${i}.startTime`);
    if (items.some((it) => it.id === slot.slotId))
      throw new DomainError('VALIDATION_FAILED', 'The cart lists this slot twice', `cartItem.${i}.startTime`);
    if (venueInstant(slot.date, slot.startTime).getTime() <= Date.parse(now))
      throw new DomainError('SLOT_IN_PAST', 'The slot has started', `cartItem.${i}.startTime`);
    const priced = priceWithTax(prices.get(slot.slotId) ?? slot.price, details.taxes);
    items.push({
      id: slot.slotId,
      type: 'slot',
      name: `${details.name} · ${slot.fieldName} · ${slot.date} ${slot.startTime}-${slot.endTime}`,
      itemId: slot.slotId,
      fieldId: slot.fieldId,
      timeRangeConfigId: slot.timeRangeConfigId,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      duration: minutesOf(slot.endTime) - minutesOf(slot.startTime),
      amount: priced.base,
      taxes: priced.taxLine ? [{ taxSlug: priced.taxLine.slug, taxRate: priced.taxLine.rate, totalTax: priced.tax }] : [],
      total: priced.total,
    });
    const key = `${slot.fieldId}|${slot.date}`;
    const claim = claims.get(key) ?? { spaceId: space.spaceId, fieldId: slot.fieldId, date: slot.date, slots: [], cartIndexes: [] };
    claim.slots.push({ slotId: slot.slotId, startTime: slot.startTime, endTime: slot.endTime });
    claim.cartIndexes.push(i);
    claims.set(key, claim);
  });
  // Spec section 3 bulk discount: a share of what the slots cost before tax, rounded down, taken off
  // them before tax is charged (discounts.ts).
  const slotsAmount = sumOf(items.filter(isSlotItem).map((it) => it.amount));
  const bulk =
    details.bulkDiscount && items.filter(isSlotItem).length >= details.bulkDiscount.minSlots
      ? Math.floor((slotsAmount * details.bulkDiscount.percent) / 100)
      : 0;
  const discounted = withDiscount(items, bulk, isSlotItem);
  const totals = totalsOf(discounted, bulk, details.handlingCharge);
  const bookedFor: BookedFor = cart.bookedFor ?? { id: input.userId, name: input.userName, countryCode: '91' };
  const holdExpiresAt = new Date(Date.parse(now) + details.holdMinutes * 60_000).toISOString();
  // A membership starts on confirmation; an order of memberships alone "starts" when its hold ends.
  const starts = [
    ...discounted.filter(isSlotItem).map((it) => venueInstant(it.date, it.startTime).toISOString()),
    ...items.flatMap((it) => ('startsAt' in it && it.startsAt ? [it.startsAt] : [])),
  ];
  const startsAt = starts.sort()[0] ?? holdExpiresAt;
  const order: OrderPlacedData = {
    orderId: input.orderId,
    userId: input.userId,
    orgId: space.orgId,
    spaceId: space.spaceId,
    spaceName: details.name,
    ...CURRENCY,
    items: discounted,
    totals,
    holdExpiresAt,
    startsAt,
    bookedFor,
    communication: cart.communication ?? cart.cartItem[0]?.communication ?? DEFAULT_ORDER_COMMUNICATION,
    cancellationPolicy: details.cancellationPolicy,
    bookingSource: cart.bookingSource,
    payLater: input.payLater,
    commissionPercent: space.commissionPercent ?? details.commissionPercent ?? input.orgCommissionPercent ?? DEFAULT_COMMISSION_PERCENT,
  };
  return { order, claims: [...claims.values()].sort((a, b) => (a.fieldId + a.date < b.fieldId + b.date ? -1 : 1)), places };
};

/** The slot-day claims of an order already placed (to book, release or confirm them later). */
export const claimsOfOrder = (order: OrderPlacedData): SlotDayClaim[] => {
  const claims = new Map<string, SlotDayClaim>();
  order.items.forEach((item, i) => {
    if (!isSlotItem(item)) return;
    const key = `${item.fieldId}|${item.date}`;
    const claim = claims.get(key) ?? { spaceId: order.spaceId, fieldId: item.fieldId, date: item.date, slots: [], cartIndexes: [] };
    claim.slots.push({ slotId: item.itemId, startTime: item.startTime, endTime: item.endTime });
    claim.cartIndexes.push(i);
    claims.set(key, claim);
  });
  return [...claims.values()];
};
