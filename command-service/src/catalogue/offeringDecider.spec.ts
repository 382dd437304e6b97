import { describe, it } from 'vitest';
import {
  classDetailsSchema,
  eventDetailsSchema,
  lockerDetailsSchema,
  meetDetailsSchema,
  type ClassDetails,
  type Offering,
  type OfferingEvent,
  type OfferingKind,
} from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { offeringDecider, type OfferingCommandMessage } from './offeringDecider';

/** One stream per offering holds its places, so a batch, a locker bank or a meet is never oversold. */
const NOW = '2026-11-20T10:00:00.000Z';
const LATER = '2026-11-20T10:20:00.000Z';
const EXPIRES = '2026-11-20T10:10:00.000Z';
const context = (now = NOW, userId = 'mala') => ({ commandId: `c-${Math.random()}`, userId, now });
const spec = deciderSpec(offeringDecider);
const price = { amount: 50000 };

const yogaDetails: ClassDetails = classDetailsSchema.parse({
  name: 'Morning Yoga',
  validity: 'Monthly',
  price,
  batches: {
    early: {
      name: 'Early birds',
      capacity: 2,
      sessionLimit: 12,
      weekdays: [1, 3, 5],
      startTime: '06:00',
      endTime: '07:00',
      startDate: '2026-12-01',
    },
    off: { name: 'Paused', status: 'inactive', capacity: 5, weekdays: [2], startTime: '07:00', endTime: '08:00', startDate: '2026-12-01' },
  },
});
const yoga: Offering = { kind: 'class', details: yogaDetails };
const yogaWith = (details: Partial<ClassDetails>): Offering => ({ kind: 'class', details: { ...yogaDetails, ...details } });
type Ref = { kind: OfferingKind; itemId: string; spaceId: string };
const classRef: Ref = { kind: 'class', itemId: 'marina.yoga', spaceId: 'marina' };
const saved = (offering: Offering = yoga, ref = classRef): OfferingEvent => ({
  type: 'OfferingSaved',
  data: { ...ref, orgId: 'turf-co', offering, savedBy: 'mala' },
});
const save = (offering: Offering, ref = classRef, orgId = 'turf-co'): OfferingCommandMessage => ({
  type: 'SaveOffering',
  data: { ...ref, orgId, offering, taxIds: ['gst'], listingIds: ['football', 'yoga'] },
  context: context(),
});
const hold = (orderId: string, count = 1, batchId: string | undefined = 'early', now = NOW, ref = classRef): OfferingCommandMessage => ({
  type: 'HoldPlaces',
  data: { ...ref, orderId, userId: `u-${orderId}`, count, expiresAt: EXPIRES, ...(batchId ? { batchId } : {}) },
  context: context(now),
});
const held = (orderId: string, count = 1, batchId: string | undefined = 'early', ref = classRef): OfferingEvent => ({
  type: 'OfferingPlacesHeld',
  data: { ...ref, orderId, userId: `u-${orderId}`, count, expiresAt: EXPIRES, ...(batchId ? { batchId } : {}) },
});
const confirm = (
  orderId: string,
  count = 1,
  batchId: string | undefined = 'early',
  now = NOW,
  ref = classRef,
  extra = {},
): OfferingCommandMessage => ({
  type: 'ConfirmPlaces',
  data: { ...ref, orderId, userId: `u-${orderId}`, name: 'Priya', count, ...(batchId ? { batchId } : {}), ...extra },
  context: context(now),
});
const enrolled = (orderId: string, count = 1): OfferingEvent => ({
  type: 'StudentEnrolled',
  data: {
    ...classRef,
    orderId,
    userId: `u-${orderId}`,
    name: 'Priya',
    batchId: 'early',
    count,
    validFrom: '2026-11-20',
    validUntil: '2026-12-19',
    sessionLimit: 12,
    orgId: 'turf-co',
  },
});

describe('SaveOffering', () => {
  it('saves a class with its batches', () => spec.given([]).when(save(yoga)).then([saved()]));
  it('refuses a listing the space does not offer and a tax it does not charge', () => {
    spec
      .given([])
      .when(save(yogaWith({ listingIds: ['chess'] })))
      .thenThrows('LISTING_NOT_AT_SPACE');
    spec
      .given([])
      .when(save(yogaWith({ price: { amount: 1, enableTax: true, taxId: 'vat', isTaxInclusive: false } })))
      .thenThrows('TAX_NOT_FOUND');
  });
  it('refuses a session of a batch the class does not have', () =>
    spec
      .given([])
      .when(save(yogaWith({ sessions: [{ sessionId: 's1', batchId: 'late', date: '2026-12-01', startTime: '06:00', endTime: '07:00' }] })))
      .thenThrows('BATCH_NOT_FOUND'));
  it('refuses fewer places than are taken, and dropping a batch with students', () => {
    const smaller = yogaWith({ batches: { ...yogaDetails.batches, early: { ...yogaDetails.batches.early!, capacity: 1 } } });
    spec
      .given([saved(), held('o1'), held('o2')])
      .when(save(smaller))
      .thenThrows('CAPACITY_BELOW_TAKEN');
    const { early: _early, ...rest } = yogaDetails.batches;
    spec
      .given([saved(), enrolled('o1')])
      .when(save(yogaWith({ batches: rest })))
      .thenThrows('CAPACITY_BELOW_TAKEN');
  });
  it("is another organisation's offering: not found", () =>
    spec
      .given([saved()])
      .when(save(yoga, classRef, 'other-co'))
      .thenThrows('OFFERING_NOT_FOUND'));
});

describe('HoldPlaces', () => {
  it('holds places in a batch while there are places left', () =>
    spec
      .given([saved(), held('o1')])
      .when(hold('o2'))
      .then([held('o2')]));
  it('refuses more than the batch takes', () =>
    spec
      .given([saved(), held('o1')])
      .when(hold('o2', 2))
      .thenThrows('SOLD_OUT'));
  it('counts confirmed students', () =>
    spec
      .given([saved(), enrolled('o1', 2)])
      .when(hold('o2'))
      .thenThrows('SOLD_OUT'));
  it('releases expired holds first, then holds', () =>
    spec
      .given([saved(), held('o1', 2)])
      .when(hold('o2', 2, 'early', LATER))
      .then([{ type: 'OfferingPlacesReleased', data: { ...classRef, orderId: 'o1', reason: 'expired', count: 2 } }, held('o2', 2)]));
  it('refuses an unknown or inactive batch and an unknown offering', () => {
    spec
      .given([saved()])
      .when(hold('o1', 1, 'late'))
      .thenThrows('BATCH_NOT_FOUND');
    spec
      .given([saved()])
      .when(hold('o1', 1, 'off'))
      .thenThrows('BATCH_INACTIVE');
    spec.given([]).when(hold('o1')).thenThrows('OFFERING_NOT_FOUND');
  });
  it('is repeatable: a live hold of the order holds once', () =>
    spec
      .given([saved(), held('o1')])
      .when(hold('o1'))
      .then([]));
});

describe('ConfirmPlaces', () => {
  it('enrols the student for the class validity with the batch sessionLimit', () =>
    spec
      .given([saved(), held('o1')])
      .when(confirm('o1'))
      .then([enrolled('o1')]));
  it('confirms once', () =>
    spec
      .given([saved(), held('o1'), enrolled('o1')])
      .when(confirm('o1'))
      .then([]));
  it('confirms late while places are left, refuses when they were taken', () => {
    spec
      .given([saved(), held('o1')])
      .when(confirm('o1', 1, 'early', LATER))
      .then([{ ...enrolled('o1') }]);
    spec
      .given([
        saved(),
        held('o1', 2),
        { type: 'OfferingPlacesReleased', data: { ...classRef, orderId: 'o1', reason: 'expired', count: 2 } },
        held('o2', 2),
      ])
      .when(confirm('o1', 2))
      .thenThrows('SOLD_OUT');
  });

  const lockerRef: Ref = { kind: 'locker', itemId: 'marina.lockers', spaceId: 'marina' };
  const lockers: Offering = {
    kind: 'locker',
    details: lockerDetailsSchema.parse({ name: 'Lockers', count: 3, validity: 'Monthly', price }),
  };
  it('allocates the lowest free locker numbers', () =>
    spec
      .given([
        saved(lockers, lockerRef),
        held('a', 1, undefined, lockerRef),
        held('b', 2, undefined, lockerRef),
        {
          type: 'LockersAllocated',
          data: {
            ...lockerRef,
            orderId: 'a',
            userId: 'u-a',
            name: 'A',
            lockerNumbers: [1],
            validFrom: '2026-11-20',
            validUntil: '2026-12-19',
          },
        },
      ])
      .when(confirm('b', 2, undefined, NOW, lockerRef))
      .then([
        {
          type: 'LockersAllocated',
          data: {
            ...lockerRef,
            orderId: 'b',
            userId: 'u-b',
            name: 'Priya',
            lockerNumbers: [2, 3],
            validFrom: '2026-11-20',
            validUntil: '2026-12-19',
          },
        },
      ]));

  const meetRef: Ref = { kind: 'meet', itemId: 'marina.run', spaceId: 'marina' };
  const meet: Offering = {
    kind: 'meet',
    details: meetDetailsSchema.parse({ name: '5K Run', startDate: '2026-12-06', startTime: '06:00', capacity: 100, bibStart: 101, price }),
  };
  it("gives a meet's participants the next bib numbers from bibStart", () => {
    spec
      .given([saved(meet, meetRef), held('a', 2, undefined, meetRef)])
      .when(confirm('a', 2, undefined, NOW, meetRef))
      .then([
        {
          type: 'MeetRegistered',
          data: { ...meetRef, orderId: 'a', userId: 'u-a', name: 'Priya', bibNumbers: [101, 102], formAnswers: {} },
        },
      ]);
    spec
      .given([
        saved(meet, meetRef),
        { type: 'MeetRegistered', data: { ...meetRef, orderId: 'a', userId: 'u-a', name: 'A', bibNumbers: [101, 102], formAnswers: {} } },
        held('b', 1, undefined, meetRef),
      ])
      .when(confirm('b', 1, undefined, NOW, meetRef, { formAnswers: { tshirt: 'M' } }))
      .then([
        {
          type: 'MeetRegistered',
          data: { ...meetRef, orderId: 'b', userId: 'u-b', name: 'Priya', bibNumbers: [103], formAnswers: { tshirt: 'M' } },
        },
      ]);
  });
  it("closes a meet's registration at its start", () =>
    spec
      .given([saved(meet, meetRef)])
      .when(hold('a', 1, undefined, '2026-12-06T00:30:00.000Z', meetRef))
      .thenThrows('REGISTRATION_CLOSED'));

  // A venue event's tickets, numbered from 1; a released number is never issued again.
  // (Built here without a batch: the helpers above default to the class's batch.)
  const eventRef: Ref = { kind: 'event', itemId: 'marina.gala', spaceId: 'marina' };
  const gala: Offering = {
    kind: 'event',
    details: eventDetailsSchema.parse({ name: 'Gala', date: '2026-12-10', startTime: '19:00', endTime: '22:00', capacity: 3, price }),
  };
  const tickets = (orderId: string, ticketNumbers: number[]): OfferingEvent => ({
    type: 'EventTicketsIssued',
    data: { ...eventRef, orderId, userId: `u-${orderId}`, name: 'Priya', ticketNumbers, formAnswers: {} },
  });
  const holdTickets = (orderId: string, count: number, now = NOW): OfferingCommandMessage => ({
    type: 'HoldPlaces',
    data: { ...eventRef, orderId, userId: `u-${orderId}`, count, expiresAt: EXPIRES },
    context: context(now),
  });
  const heldTickets = (orderId: string, count: number): OfferingEvent => ({
    type: 'OfferingPlacesHeld',
    data: { ...eventRef, orderId, userId: `u-${orderId}`, count, expiresAt: EXPIRES },
  });
  const confirmTickets = (orderId: string, count: number): OfferingCommandMessage => ({
    type: 'ConfirmPlaces',
    data: { ...eventRef, orderId, userId: `u-${orderId}`, name: 'Priya', count },
    context: context(),
  });
  it("issues an event's next ticket numbers, never reusing a released one", () => {
    spec
      .given([saved(gala, eventRef), heldTickets('a', 2)])
      .when(confirmTickets('a', 2))
      .then([tickets('a', [1, 2])]);
    spec
      .given([
        saved(gala, eventRef),
        tickets('a', [1, 2]),
        { type: 'OfferingPlacesReleased', data: { ...eventRef, orderId: 'a', reason: 'cancelled', count: 2 } },
        heldTickets('b', 3),
      ])
      .when(confirmTickets('b', 3))
      .then([tickets('b', [3, 4, 5])]);
  });
  it('sells no more tickets than the event has, and none once it starts', () => {
    spec
      .given([saved(gala, eventRef), tickets('a', [1, 2])])
      .when(holdTickets('b', 2))
      .thenThrows('SOLD_OUT');
    spec
      .given([saved(gala, eventRef), tickets('a', [1, 2])])
      .when(holdTickets('b', 1))
      .then([{ type: 'OfferingPlacesHeld', data: { ...eventRef, orderId: 'b', userId: 'u-b', count: 1, expiresAt: EXPIRES } }]);
    spec
      .given([saved(gala, eventRef)])
      .when(holdTickets('b', 1, '2026-12-10T13:30:00.000Z'))
      .thenThrows('REGISTRATION_CLOSED');
  });
  it('refuses an event that ends before it starts', () =>
    spec
      .given([])
      .when(save({ kind: 'event', details: { ...gala.details, endTime: '18:00' } }, eventRef))
      .thenThrows('INVALID_OFFERING'));
});

describe('ReleasePlaces', () => {
  it('gives back what the order holds or has, once', () => {
    spec
      .given([saved(), held('o1'), enrolled('o1')])
      .when({ type: 'ReleasePlaces', data: { ...classRef, orderId: 'o1', reason: 'cancelled' }, context: context() })
      .then([
        // A student leaving the batch: named, so the class read models find the batch and the student.
        {
          type: 'OfferingPlacesReleased',
          data: { ...classRef, orderId: 'o1', reason: 'cancelled', count: 1, batchId: 'early', userId: 'u-o1' },
        },
      ]);
    spec
      .given([saved()])
      .when({ type: 'ReleasePlaces', data: { ...classRef, orderId: 'o1', reason: 'cancelled' }, context: context() })
      .then([]);
  });
});
