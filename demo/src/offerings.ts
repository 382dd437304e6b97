import {
  classDetailsSchema,
  eventDetailsSchema,
  lockerDetailsSchema,
  meetDetailsSchema,
  offeringStream,
  packDetailsSchema,
  tournamentDetailsSchema,
  type BookingCart,
  type Offering,
} from '@sports/contracts';
import { offeringDecider, type CommandHandler, type OfferingCommandMessage } from '@sports/command-service';
import { DAY, HOUR, MINUTE } from './time';
import { DEMO_ORG_ID, demoBookingFlows, demoBuyer } from './venues';
import { TUE_THU, tueThuBatch, tueThuSessions } from './classRoster';

const SPACE = 'space-marina-turf';
const MANAGER = 'demo-manager-vikram';
const GST = { enableTax: true, taxId: 'gst-18', isTaxInclusive: false };

/** IST calendar date `days` from now. */
const istDate = (nowMs: number, days: number) => new Date(nowMs + days * DAY + (5 * 60 + 30) * MINUTE).toISOString().slice(0, 10);

/** What the Marina turf sells besides slots (docs/bookings.md "Offerings"): a class, a pack, lockers, a meet, a tournament and an event. */
const offeringsOf = (nowMs: number): Array<[key: string, offering: Offering]> => [
  [
    'junior-coaching',
    {
      kind: 'class',
      details: classDetailsSchema.parse({
        name: 'Junior Football Coaching',
        description: 'Ball skills and small-sided games for ages 8 to 14',
        listingIds: ['football'],
        instructor: 'Coach Suresh',
        validity: 'Monthly',
        price: { amount: 250000, ...GST },
        batches: {
          weekday: {
            name: 'Mon/Wed/Fri 5 pm',
            capacity: 16,
            sessionLimit: 12,
            weekdays: [1, 3, 5],
            startTime: '17:00',
            endTime: '18:00',
            startDate: istDate(nowMs, 7),
          },
          weekend: {
            name: 'Sat/Sun 7 am',
            capacity: 20,
            sessionLimit: 8,
            weekdays: [0, 6],
            startTime: '07:00',
            endTime: '08:30',
            startDate: istDate(nowMs, 8),
          },
          summer: {
            name: 'Summer camp',
            status: 'inactive',
            capacity: 30,
            weekdays: [1, 2, 3, 4, 5],
            startTime: '08:00',
            endTime: '10:00',
            startDate: istDate(nowMs, 150),
          },
          // Running for three weeks, with students and attendance (classRoster.ts).
          [TUE_THU]: tueThuBatch(nowMs),
        },
        sessions: [
          ...[0, 2, 4].map((d, i) => ({
            sessionId: `wk-${i + 1}`,
            batchId: 'weekday',
            date: istDate(nowMs, 7 + d),
            startTime: '17:00',
            endTime: '18:00',
            topic: ['Dribbling', 'Passing', 'Shooting'][i],
          })),
          ...tueThuSessions(nowMs),
        ],
      }),
    },
  ],
  [
    'ten-hours',
    {
      kind: 'pack',
      details: packDetailsSchema.parse({
        name: '10 turf hours',
        description: 'Any ten evening hours on Turf A or B',
        listingIds: ['football'],
        sessions: 10,
        validity: 'Quarterly',
        price: { amount: 1000000, strikeAmount: 1200000, ...GST },
      }),
    },
  ],
  [
    'kit-lockers',
    {
      kind: 'locker',
      details: lockerDetailsSchema.parse({
        name: 'Kit lockers',
        size: 'Medium',
        count: 24,
        validity: 'Monthly',
        price: { amount: 59000, enableTax: true, taxId: 'gst-18', isTaxInclusive: true },
      }),
    },
  ],
  [
    'beach-5k',
    {
      kind: 'meet',
      details: meetDetailsSchema.parse({
        name: 'Marina Beach 5K',
        description: 'A sunrise run along the beach road; bibs from 1001',
        startDate: istDate(nowMs, 14),
        startTime: '06:00',
        capacity: 300,
        bibStart: 1001,
        price: { amount: 49900 },
        formFields: [
          { id: 'tshirt', label: 'T-shirt size', type: 'select', options: ['S', 'M', 'L', 'XL'], required: true },
          { id: 'emergency', label: 'Emergency contact', type: 'text', required: true },
        ],
      }),
    },
  ],
  [
    'monsoon-cup',
    {
      kind: 'tournament',
      details: tournamentDetailsSchema.parse({
        name: 'Monsoon 5-a-side Cup',
        listingIds: ['football'],
        startDate: istDate(nowMs, 21),
        endDate: istDate(nowMs, 22),
        startTime: '08:00',
        participationType: 'team',
        maxParticipantPerTeam: 8,
        capacity: 16,
        price: { amount: 600000, ...GST },
        formFields: [{ id: 'team', label: 'Team name', type: 'text', required: true }],
      }),
    },
  ],
  [
    'final-screening',
    {
      kind: 'event',
      details: eventDetailsSchema.parse({
        name: 'Big-screen final night',
        description: 'The cup final on a big screen by the turf, with food stalls',
        date: istDate(nowMs, 10),
        startTime: '19:00',
        endTime: '23:00',
        capacity: 120,
        price: { amount: 29900, ...GST },
        formFields: [{ id: 'food', label: 'Food preference', type: 'select', options: ['Veg', 'Non-veg'], required: true }],
      }),
    },
  ],
];

/**
 * Demo offerings at the Marina turf and orders for them by Ananya (for herself and her son):
 * a class enrolment and a locker paid through the test gateway, a pack and a tournament entry to
 * pay at the venue, two meet registrations with bibs, two tickets for the screening, and a meet
 * order whose hold ran out.
 */
export const seedDemoOfferings = async (handler: CommandHandler, nowMs: number): Promise<void> => {
  const setupAt = new Date(nowMs - 27 * DAY).toISOString();
  for (const [key, offering] of offeringsOf(nowMs)) {
    const itemId = `${SPACE}.${key}`;
    const command: OfferingCommandMessage = {
      type: 'SaveOffering',
      data: { kind: offering.kind, itemId, spaceId: SPACE, orgId: DEMO_ORG_ID, offering, taxIds: ['gst-18'], listingIds: ['football'] },
      context: { commandId: `seed-offering-${key}`, userId: MANAGER, now: setupAt },
    };
    await handler.handle({ streamId: offeringStream(offering.kind, itemId), decider: offeringDecider, command, reply: () => null });
  }

  const paidAt = nowMs - 5 * HOUR;
  const { gateway, flows } = demoBookingFlows(handler, paidAt + 2 * MINUTE);
  const ananya = demoBuyer('demo-host-ananya', 'Ananya Iyer');
  const context = (id: string, ms: number) => ({
    commandId: `seed-offering-order-${id}`,
    userId: ananya.userId,
    now: new Date(ms).toISOString(),
  });
  const cart = (cartItem: Array<Partial<BookingCart['cartItem'][number]>>, extra: Partial<BookingCart> = {}) =>
    ({ cartItem: cartItem.map((item) => ({ qty: 1, ...item })), associatedItems: [], bookingSource: 'web', ...extra }) as BookingCart;
  const paid = async (id: string, body: BookingCart, mode = 'upi') => {
    const orderId = await flows.createOrder(body, ananya, context(id, paidAt), false);
    await flows.startPayment(orderId, mode, context(`${id}-pay`, paidAt + MINUTE));
  };

  await paid(
    'class',
    cart([{ type: 'class', classId: `${SPACE}.junior-coaching`, categoryId: 'weekday' }], {
      bookedFor: { id: 'demo-kid-aarav', name: 'Aarav Iyer', countryCode: '91' },
    }),
  );
  await paid('locker', cart([{ type: 'locker', itemId: `${SPACE}.kit-lockers` }]), 'card');
  await paid(
    'meet',
    cart([{ type: 'meet', meetId: `${SPACE}.beach-5k`, qty: 2, formAnswers: { tshirt: 'M', emergency: 'Ravi Iyer +91 98000 00007' } }]),
  );
  await paid('event', cart([{ type: 'event', eventId: `${SPACE}.final-screening`, qty: 2, formAnswers: { food: 'Veg' } }]));
  await flows.createOrder(cart([{ type: 'pack', packId: `${SPACE}.ten-hours` }]), ananya, context('pack', paidAt), true);
  await flows.createOrder(
    cart([{ type: 'tournament', tournamentId: `${SPACE}.monsoon-cup`, participantCount: 7, formAnswers: { team: 'Adyar Strikers' } }]),
    ananya,
    context('tournament', paidAt),
    true,
  );
  await gateway.idle();
  // Never paid: its hold ran out, and the expiry was recorded (and would have been announced).
  const unpaid = await flows.createOrder(
    cart([{ type: 'meet', meetId: `${SPACE}.beach-5k`, formAnswers: { tshirt: 'S', emergency: 'Ravi Iyer' } }]),
    ananya,
    context('unpaid', nowMs - 3 * HOUR),
    false,
  );
  await flows.expireHold(unpaid, new Date(nowMs - 2 * HOUR).toISOString());
};
