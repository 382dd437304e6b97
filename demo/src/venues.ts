import {
  catalogueStreams,
  fieldIdOf,
  slotsOfField,
  spaceIdOfField,
  type BookingCart,
  type CatalogueEvent,
  type DerivedSlot,
  type MembershipPlan,
  type SpaceDetails,
  type SpaceLayout,
  type TimeRangeDetails,
} from '@sports/contracts';
import {
  BookingFlows,
  TestPaymentGateway,
  couponDecider,
  organisationDecider,
  paymentOutcomeSchema,
  spaceDecider,
  spinWheelDecider,
  type CatalogueCommandMessage,
  type CommandHandler,
  type CouponCommandMessage,
} from '@sports/command-service';
import { DAY, HOUR, MINUTE } from './time';
import { VENUES } from './games';

/** The demo organisation of seed.ts (owned by the demo manager) runs the catalogue's venues. */
const ORG_ID = 'org-marina-sports';
const MANAGER = 'demo-manager-vikram';
const GST = { taxId: 'gst-18', slug: 'GST', rate: 18 };

const SPACES: Array<{
  spaceId: string;
  details: SpaceDetails;
  fields: Array<[key: string, name: string]>;
  ranges: Array<[id: string, range: Omit<TimeRangeDetails, 'fieldIds'>]>;
  memberships: Array<[id: string, plan: MembershipPlan]>;
}> = [
  {
    spaceId: 'space-marina-turf',
    details: {
      name: VENUES.marina.name,
      location: VENUES.marina,
      listings: [{ listingId: 'football', listingName: 'Football' }],
      taxes: [GST],
      handlingCharge: 2000,
      cancellationPolicy: {
        type: 'partial',
        rules: [
          { hoursBefore: 24, refundPercent: 100 },
          { hoursBefore: 6, refundPercent: 50 },
        ],
      },
      holdMinutes: 10,
    },
    fields: [
      ['turf-a', 'Turf A (5-a-side)'],
      ['turf-b', 'Turf B (7-a-side)'],
    ],
    ranges: [
      [
        'morning',
        {
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          startTime: '06:00',
          endTime: '10:00',
          slotMinutes: 60,
          price: { amount: 80000, strikeAmount: 100000, enableTax: true, taxId: 'gst-18', isTaxInclusive: false },
        },
      ],
      [
        'evening',
        {
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          startTime: '17:00',
          endTime: '23:00',
          slotMinutes: 60,
          price: { amount: 120000, enableTax: true, taxId: 'gst-18', isTaxInclusive: false },
        },
      ],
    ],
    memberships: [
      [
        'regulars',
        {
          name: 'Turf regulars',
          description: 'Two weekday mornings a week',
          listingIds: ['football'],
          validity: 'Quarterly',
          price: { amount: 450000, enableTax: true, taxId: 'gst-18', isTaxInclusive: false },
        },
      ],
    ],
  },
  {
    spaceId: 'space-andheri-courts',
    details: {
      name: VENUES.andheri.name,
      location: VENUES.andheri,
      listings: [{ listingId: 'badminton', listingName: 'Badminton' }],
      taxes: [GST],
      handlingCharge: 0,
      cancellationPolicy: { type: 'full' },
      holdMinutes: 15,
    },
    fields: [
      ['court-1', 'Court 1'],
      ['court-2', 'Court 2'],
      ['court-3', 'Court 3'],
    ],
    ranges: [
      [
        'all-day',
        {
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          startTime: '06:00',
          endTime: '22:00',
          slotMinutes: 30,
          price: { amount: 35400, enableTax: true, taxId: 'gst-18', isTaxInclusive: true },
        },
      ],
    ],
    memberships: [
      [
        'monthly',
        {
          name: 'Court pass',
          description: '',
          listingIds: ['badminton'],
          validity: 'Monthly',
          price: { amount: 150000, enableTax: true, taxId: 'gst-18', isTaxInclusive: true },
        },
      ],
      [
        'annual',
        {
          name: 'Court pass, a year',
          description: '',
          listingIds: ['badminton'],
          validity: 'Annually',
          price: { amount: 1500000, enableTax: true, taxId: 'gst-18', isTaxInclusive: true },
        },
      ],
    ],
  },
];

/**
 * The catalogue's demo venues as their slots are derived (contracts slotsOfField), with the place each
 * stands at: the fields and time ranges seedDemoVenues creates, every range on every field.
 */
export const DEMO_SPACE_LAYOUTS: Array<SpaceLayout & { location: SpaceDetails['location'] }> = SPACES.map((space) => {
  const fieldIds = space.fields.map(([key]) => fieldIdOf(space.spaceId, key));
  const listingIds = space.details.listings.map((l) => l.listingId);
  return {
    spaceId: space.spaceId,
    location: space.details.location,
    fields: Object.fromEntries(space.fields.map(([key, fieldName]) => [fieldIdOf(space.spaceId, key), { fieldName, listingIds }])),
    timeRanges: Object.fromEntries(space.ranges.map(([id, range]) => [id, { ...range, fieldIds }])),
  };
});

/** The catalogued slots of a demo venue's field on a date that a game from `from` to `to` (venue HH:MM) plays in, in time order. */
export const demoSlotsCovering = (fieldId: string, date: string, from: string, to: string): DerivedSlot[] => {
  const space = DEMO_SPACE_LAYOUTS.find((s) => s.spaceId === spaceIdOfField(fieldId));
  return space ? slotsOfField(space, fieldId, date).filter((slot) => slot.startTime < to && slot.endTime > from) : [];
};

/** IST calendar date `days` from now. */
const istDate = (nowMs: number, days: number) => new Date(nowMs + days * DAY + (5 * 60 + 30) * MINUTE).toISOString().slice(0, 10);

/**
 * The catalogue's demo venues (football turfs in Chennai, badminton courts in Mumbai) with fields,
 * prices and membership plans, coupons (one general, one spin-wheel), and orders in every state: confirmed after
 * payment through the test gateway, confirmed to pay at the venue, expired unpaid, cancelled with
 * a refund. Written through the same commands and flows the API uses; command ids are fixed.
 */
/** The venues' manager, who uploads their photos (venuePhotos.ts). */
export const DEMO_VENUE_MANAGER = MANAGER;

export const seedDemoVenues = async (
  handler: CommandHandler,
  nowMs: number,
  photos: ReadonlyMap<string, string> = new Map(),
): Promise<void> => {
  const at = (ms: number) => new Date(ms).toISOString();
  const ctx = (id: string, ms: number, userId = MANAGER) => ({ commandId: `seed-${id}`, userId, now: at(ms) });
  const setupAt = nowMs - 28 * DAY;
  await handler.handle({
    streamId: catalogueStreams.organisation(ORG_ID),
    decider: organisationDecider,
    command: {
      type: 'RegisterOrganisation',
      data: {
        orgId: ORG_ID,
        details: {
          name: 'Marina Sports',
          legalName: 'Marina Sports Private Limited',
          gstin: '33AABCM1234F1Z5',
          contactName: 'Meera Iyer',
          contactPhone: '+919800000101',
          contactEmail: 'hello@marina-sports.example',
          address: '12 Beach Road, Besant Nagar',
          city: 'Chennai',
        },
      },
      context: ctx('org', setupAt),
    },
    reply: () => null,
  });
  for (const space of SPACES) {
    const run = (command: CatalogueCommandMessage) =>
      handler.handle({
        streamId: catalogueStreams.space(space.spaceId),
        decider: spaceDecider,
        command,
        reply: (events: CatalogueEvent[]) => events,
      });
    // A photo when there is an image store (venuePhotos.ts): the cards of its games without a cover show it.
    const photo = photos.get(space.spaceId);
    await run({
      type: 'CreateSpace',
      data: { spaceId: space.spaceId, orgId: ORG_ID, details: { ...space.details, ...(photo ? { photo } : {}) } },
      context: ctx(`space-${space.spaceId}`, setupAt),
    });
    for (const [fieldKey, fieldName] of space.fields) {
      await run({
        type: 'AddField',
        data: { spaceId: space.spaceId, fieldKey, details: { fieldName, listingIds: space.details.listings.map((l) => l.listingId) } },
        context: ctx(`field-${space.spaceId}-${fieldKey}`, setupAt),
      });
    }
    const fieldIds = space.fields.map(([key]) => fieldIdOf(space.spaceId, key));
    for (const [id, range] of space.ranges) {
      await run({
        type: 'ConfigureTimeRange',
        data: { spaceId: space.spaceId, timeRangeConfigId: id, details: { ...range, fieldIds } },
        context: ctx(`range-${space.spaceId}-${id}`, setupAt),
      });
    }
    for (const [membershipId, plan] of space.memberships) {
      await run({
        type: 'ConfigureMembership',
        data: { spaceId: space.spaceId, membershipId, plan },
        context: ctx(`membership-${space.spaceId}-${membershipId}`, setupAt),
      });
    }
  }
  const coupon = (command: CouponCommandMessage) =>
    handler.handle({ streamId: catalogueStreams.coupon(command.data.code), decider: couponDecider, command, reply: () => null });
  const couponWindow = { from: at(setupAt), to: at(nowMs + 60 * DAY) };
  await coupon({
    type: 'SaveCoupon',
    data: {
      code: 'WEEKEND20',
      orgId: ORG_ID,
      details: {
        description: '20% off, up to ₹200',
        usageLimit: 500,
        usageLimitPerUser: 2,
        couponType: 'general',
        discountType: 'percentage',
        amountorper: 20,
        maxDiscountAmount: 20000,
        minimumAmountToApply: 50000,
        status: 'active',
        privacy: 'public',
        cities: [],
        services: ['slot'],
        ...couponWindow,
      },
    },
    context: ctx('coupon-weekend20', setupAt),
  });
  await coupon({
    type: 'SaveCoupon',
    data: {
      code: 'SPIN100',
      orgId: ORG_ID,
      details: {
        description: '₹100 off from the Diwali wheel',
        usageLimit: 1000,
        usageLimitPerUser: 1,
        couponType: 'spinWheel',
        campaignId: 'diwali-wheel',
        discountType: 'flat',
        amountorper: 10000,
        minimumAmountToApply: 0,
        status: 'active',
        privacy: 'private',
        cities: [],
        services: [],
        ...couponWindow,
      },
    },
    context: ctx('coupon-spin100', setupAt),
  });
  await coupon({
    type: 'SaveCoupon',
    data: {
      code: 'SPIN25',
      orgId: ORG_ID,
      details: {
        description: '₹25 off from the Diwali wheel',
        usageLimit: 1000,
        usageLimitPerUser: 1,
        couponType: 'spinWheel',
        campaignId: 'diwali-wheel',
        discountType: 'flat',
        amountorper: 2500,
        minimumAmountToApply: 0,
        status: 'active',
        privacy: 'private',
        cities: [],
        services: [],
        ...couponWindow,
      },
    },
    context: ctx('coupon-spin25', setupAt),
  });
  // The Diwali wheel's odds (docs/adr/0110-spin-wheel-server.md): the server draws every spin by them.
  const spinWheelCoupons = {
    SPIN100: { orgId: ORG_ID, couponType: 'spinWheel', campaignId: 'diwali-wheel' },
    SPIN25: { orgId: ORG_ID, couponType: 'spinWheel', campaignId: 'diwali-wheel' },
  };
  await handler.handle({
    streamId: catalogueStreams.campaign('diwali-wheel'),
    decider: spinWheelDecider,
    command: {
      type: 'SetSpinWheelPrizes',
      data: {
        campaignId: 'diwali-wheel',
        orgId: ORG_ID,
        slices: [
          { code: 'SPIN100', weight: 1 },
          { code: 'SPIN25', weight: 4 },
          { code: null, weight: 5 },
        ],
        coupons: spinWheelCoupons,
      },
      context: ctx('spin-wheel-diwali', setupAt),
    },
    reply: () => null,
  });
  await seedDemoOrders(handler, nowMs, istDate);
};

/** Booking flows over the real test gateway, whose answers are handed straight to the flows as the webhook would, at answeredAt. */
export const demoBookingFlows = (handler: CommandHandler, answeredAt: number) => {
  const gateway = new TestPaymentGateway({ secret: 'demo-seed', publicUrl: '', delayMs: 0 });
  const flows = new BookingFlows(handler, gateway);
  gateway.connect(async (_name, rawBody) => {
    await flows.onPaymentOutcome(paymentOutcomeSchema.parse(JSON.parse(rawBody)), new Date(answeredAt).toISOString());
  });
  return { gateway, flows };
};
export const demoBuyer = (userId: string, name: string) => ({ userId, name, role: 'player' as const, scopeIds: [] });
export const DEMO_ORG_ID = ORG_ID;

const seedDemoOrders = async (handler: CommandHandler, nowMs: number, dateIn: (nowMs: number, days: number) => string) => {
  const paidAt = nowMs - 2 * HOUR;
  const { gateway, flows } = demoBookingFlows(handler, paidAt + 2 * MINUTE);
  const buyer = demoBuyer;
  const slot = (days: number, startTime: string, field = 'turf-a'): BookingCart['cartItem'][number] => ({
    type: 'slot',
    fieldId: `space-marina-turf.${field}`,
    date: dateIn(nowMs, days),
    startTime,
    qty: 1,
  });
  const cartOf = (items: BookingCart['cartItem'], extra: Partial<BookingCart> = {}): BookingCart => ({
    cartItem: items,
    associatedItems: [],
    bookingSource: 'web',
    ...extra,
  });
  const context = (id: string, userId: string, ms: number) => ({ commandId: `seed-order-${id}`, userId, now: new Date(ms).toISOString() });

  // Paid and confirmed, with a coupon.
  const paid = await flows.createOrder(
    cartOf([slot(1, '18:00')], { couponCode: 'WEEKEND20' }),
    buyer('demo-player-priya', 'Priya Sharma'),
    context('paid', 'demo-player-priya', paidAt),
    false,
  );
  await flows.startPayment(paid, 'upi', context('paid-pay', 'demo-player-priya', paidAt + MINUTE));
  // Pay at the venue: confirmed at once.
  await flows.createOrder(
    cartOf([slot(2, '19:00'), slot(2, '20:00')]),
    buyer('demo-host-rahul', 'Rahul Verma'),
    context('pay-later', 'demo-host-rahul', paidAt),
    true,
  );
  // Never paid: the hold ran out long ago and the slot is free again.
  await flows.createOrder(
    cartOf([slot(1, '07:00', 'turf-b')]),
    buyer('demo-player-arjun', 'Arjun Mehta'),
    context('expired', 'demo-player-arjun', nowMs - 3 * HOUR),
    false,
  );
  // Paid, then cancelled two days ahead: refunded in full by the venue's policy.
  const cancelled = await flows.createOrder(
    cartOf([slot(3, '21:00', 'turf-b')]),
    buyer('demo-player-kavya', 'Kavya Nair'),
    context('cancelled', 'demo-player-kavya', paidAt),
    false,
  );
  await flows.startPayment(cancelled, 'card', context('cancelled-pay', 'demo-player-kavya', paidAt + MINUTE));
  await gateway.idle();
  await flows.cancel(cancelled, context('cancelled-cancel', 'demo-player-kavya', nowMs - HOUR));
};
