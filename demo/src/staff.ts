import { catalogueStreams, streams, type BookingCart, type CatalogueEvent, type SpaceDetails } from '@sports/contracts';
import { organisationDecider, spaceDecider, userDecider, type CatalogueCommandMessage, type CommandHandler } from '@sports/command-service';
import { DAY, HOUR, MINUTE } from './time';
import { demoBookingFlows, demoBuyer } from './venues';

/**
 * The back office's demo people and their second organisation: a staff
 * member of Marina Sports (reads its records, blocks slots, refunds nothing), Harbour Courts with
 * its own manager and staff member, a venue with a field and prices, and a few orders of its own,
 * so signing in as one organisation shows none of the other's. Platform operators
 * (demo-admin-neha) need no access account: the admin role sees everything.
 */
export const HARBOUR = {
  orgId: 'org-harbour-courts',
  name: 'Harbour Courts',
  spaceId: 'space-harbour-kochi',
  fieldKey: 'court-1',
} as const;

const ACCESS: Array<{ userId: string; orgId: string; role: 'owner' | 'manager' | 'staff'; spaceIds: string[]; phone: string }> = [
  { userId: 'demo-staff-meera', orgId: 'org-marina-sports', role: 'staff', spaceIds: ['space-marina-turf'], phone: '+919800000007' },
  { userId: 'demo-manager-farah', orgId: HARBOUR.orgId, role: 'owner', spaceIds: [HARBOUR.spaceId], phone: '+919800000008' },
  { userId: 'demo-staff-sunil', orgId: HARBOUR.orgId, role: 'staff', spaceIds: [HARBOUR.spaceId], phone: '+919800000009' },
];

const HARBOUR_SPACE: SpaceDetails = {
  name: 'Harbour Pickleball Courts',
  location: { name: 'Harbour Pickleball Courts', address: 'Marine Drive, Kochi', city: 'Kochi', lat: 9.9816, lon: 76.2755 },
  listings: [{ listingId: 'pickleball', listingName: 'Pickleball' }],
  taxes: [{ taxId: 'gst-18', slug: 'GST', rate: 18 }],
  handlingCharge: 1000,
  cancellationPolicy: { type: 'full' },
  holdMinutes: 10,
};

/** IST calendar date `days` from now. */
const istDate = (nowMs: number, days: number) => new Date(nowMs + days * DAY + (5 * 60 + 30) * MINUTE).toISOString().slice(0, 10);

export const seedDemoStaff = async (handler: CommandHandler, nowMs: number): Promise<void> => {
  const setupAt = nowMs - 27 * DAY;
  const at = (ms: number) => new Date(ms).toISOString();
  const owner = 'demo-manager-farah';
  await handler.handle({
    streamId: catalogueStreams.organisation(HARBOUR.orgId),
    decider: organisationDecider,
    command: {
      type: 'RegisterOrganisation',
      data: {
        orgId: HARBOUR.orgId,
        details: {
          name: HARBOUR.name,
          legalName: `${HARBOUR.name} LLP`,
          contactName: 'Farah Khan',
          contactEmail: 'desk@harbour.example',
          city: 'Kochi',
        },
      },
      context: { commandId: 'seed-org-harbour', userId: 'platform-operator', now: at(setupAt) },
    },
    reply: () => null,
  });
  for (const { userId, orgId, role, spaceIds, phone } of ACCESS) {
    await handler.handle({
      streamId: streams.user(userId),
      decider: userDecider,
      command: {
        type: 'GrantAccessAccount',
        data: { userId, orgId, role, spaceIds, mobiles: [phone], emails: [], byOwner: true },
        // The platform operator onboarded Harbour Courts and its owner; each owner added their staff.
        context: {
          commandId: `seed-access-${userId}-${orgId}`,
          userId: role === 'owner' ? 'platform-operator' : orgId === HARBOUR.orgId ? owner : 'demo-manager-vikram',
          now: at(setupAt),
        },
      },
      reply: () => null,
    });
  }
  const run = (command: CatalogueCommandMessage) =>
    handler.handle({
      streamId: catalogueStreams.space(HARBOUR.spaceId),
      decider: spaceDecider,
      command,
      reply: (events: CatalogueEvent[]) => events,
    });
  const ctx = (id: string) => ({ commandId: `seed-harbour-${id}`, userId: owner, now: at(setupAt + HOUR) });
  await run({
    type: 'CreateSpace',
    data: { spaceId: HARBOUR.spaceId, orgId: HARBOUR.orgId, details: HARBOUR_SPACE },
    context: ctx('space'),
  });
  await run({
    type: 'AddField',
    data: { spaceId: HARBOUR.spaceId, fieldKey: HARBOUR.fieldKey, details: { fieldName: 'Court 1', listingIds: ['pickleball'] } },
    context: ctx('field'),
  });
  const fieldIds = [`${HARBOUR.spaceId}.${HARBOUR.fieldKey}`];
  await run({
    type: 'ConfigureTimeRange',
    data: {
      spaceId: HARBOUR.spaceId,
      timeRangeConfigId: 'day',
      details: {
        fieldIds,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        startTime: '07:00',
        endTime: '21:00',
        slotMinutes: 60,
        price: { amount: 60000, strikeAmount: 75000, enableTax: true, taxId: 'gst-18', isTaxInclusive: true },
      },
    },
    context: ctx('range-day'),
  });
  await seedHarbourOrders(handler, nowMs);
};

/** Kochi players who book at Harbour Courts; registered users, not sign-in demo accounts, so the demo players' own order lists stay as they were. */
const HARBOUR_PLAYERS = [
  { userId: 'demo-player-joseph', firstName: 'Joseph', lastName: 'Mathew' },
  { userId: 'demo-player-lakshmi', firstName: 'Lakshmi', lastName: 'Menon' },
] as const;

const seedHarbourOrders = async (handler: CommandHandler, nowMs: number) => {
  for (const { userId, firstName, lastName } of HARBOUR_PLAYERS) {
    await handler.handle({
      streamId: streams.user(userId),
      decider: userDecider,
      command: {
        type: 'RegisterUser',
        data: { userId, firstName, lastName, role: 'player', scopeIds: [], source: 'demo' },
        context: { commandId: `seed-user-${userId}`, userId, now: new Date(nowMs - 20 * DAY).toISOString() },
      },
      reply: () => null,
    });
  }
  const placedAt = nowMs - 5 * HOUR;
  const { gateway, flows } = demoBookingFlows(handler, placedAt + 2 * MINUTE);
  const slot = (days: number, startTime: string): BookingCart['cartItem'][number] => ({
    type: 'slot',
    fieldId: `${HARBOUR.spaceId}.${HARBOUR.fieldKey}`,
    date: istDate(nowMs, days),
    startTime,
    qty: 1,
  });
  const cart = (items: BookingCart['cartItem']): BookingCart => ({ cartItem: items, associatedItems: [], bookingSource: 'web' });
  const context = (id: string, userId: string, ms: number) => ({
    commandId: `seed-harbour-order-${id}`,
    userId,
    now: new Date(ms).toISOString(),
  });
  // Paid through the gateway, and one to pay at the courts.
  const paid = await flows.createOrder(
    cart([slot(1, '08:00')]),
    demoBuyer('demo-player-joseph', 'Joseph Mathew'),
    context('paid', 'demo-player-joseph', placedAt),
    false,
  );
  await flows.startPayment(paid, 'upi', context('paid-pay', 'demo-player-joseph', placedAt + MINUTE));
  await flows.createOrder(
    cart([slot(2, '18:00'), slot(2, '19:00')]),
    demoBuyer('demo-player-lakshmi', 'Lakshmi Menon'),
    context('pay-later', 'demo-player-lakshmi', placedAt),
    true,
  );
  await gateway.idle();
};
