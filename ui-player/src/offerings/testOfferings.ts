import {
  classDetailsSchema,
  eventDetailsSchema,
  lockerDetailsSchema,
  meetDetailsSchema,
  packDetailsSchema,
  tournamentDetailsSchema,
  type Offering,
  type OfferingView,
} from '@sports/contracts';
import type { VenueRef } from './cartItems';

/** Offerings of a Marina venue as GET /api/vm/spaces/{spaceId}/offerings gives them (demo data's shapes), for unit specs. */
export const VENUE: VenueRef = {
  spaceId: 'marina',
  spaceName: 'Marina Turf Arena',
  taxes: [{ taxId: 'gst', slug: 'GST', rate: 18 }],
  symbol: '₹',
};
const GST = { enableTax: true, taxId: 'gst', isTaxInclusive: false };

export const view = (
  key: string,
  offering: Offering,
  placesLeft: number | null,
  batchPlacesLeft: Record<string, number> = {},
): OfferingView => ({
  id: `${offering.kind}-marina.${key}`,
  kind: offering.kind,
  itemId: `marina.${key}`,
  key,
  spaceId: 'marina',
  orgId: 'org',
  name: offering.details.name,
  offering,
  updated: '2030-05-01T00:00:00.000Z',
  currency: 'INR',
  symbol: '₹',
  placesLeft,
  batchPlacesLeft,
});

export const coaching = view(
  'junior',
  {
    kind: 'class',
    details: classDetailsSchema.parse({
      name: 'Junior Football Coaching',
      validity: 'Monthly',
      price: { amount: 250000, ...GST },
      batches: {
        weekday: {
          name: 'Mon/Wed/Fri 5 pm',
          capacity: 16,
          weekdays: [5, 1, 3],
          startTime: '17:00',
          endTime: '18:00',
          startDate: '2030-12-03',
        },
        summer: {
          name: 'Summer camp',
          status: 'inactive',
          capacity: 30,
          weekdays: [1],
          startTime: '08:00',
          endTime: '10:00',
          startDate: '2031-04-01',
        },
      },
    }),
  },
  12,
  { weekday: 12, summer: 30 },
);
export const pack = view(
  'ten',
  {
    kind: 'pack',
    details: packDetailsSchema.parse({
      name: '10 turf hours',
      sessions: 10,
      validity: 'Quarterly',
      price: { amount: 1000000, strikeAmount: 1200000, ...GST },
    }),
  },
  null,
);
export const lockers = view(
  'kit',
  {
    kind: 'locker',
    details: lockerDetailsSchema.parse({
      name: 'Kit lockers',
      size: 'Medium',
      count: 24,
      validity: 'Monthly',
      price: { amount: 59000, enableTax: true, taxId: 'gst', isTaxInclusive: true },
    }),
  },
  0,
);
export const run = view(
  'beach-5k',
  {
    kind: 'meet',
    details: meetDetailsSchema.parse({
      name: 'Marina Beach 5K',
      startDate: '2030-12-13',
      startTime: '06:00',
      capacity: 300,
      price: { amount: 49900 },
      formFields: [
        { id: 'tshirt', label: 'T-shirt size', type: 'select', options: ['S', 'M', 'L'], required: true },
        { id: 'emergency', label: 'Emergency contact', type: 'text', required: true },
        { id: 'club', label: 'Running club', type: 'text' },
      ],
    }),
  },
  298,
);
export const cup = view(
  'cup',
  {
    kind: 'tournament',
    details: tournamentDetailsSchema.parse({
      name: 'Monsoon Cup',
      startDate: '2030-12-19',
      endDate: '2030-12-20',
      startTime: '08:00',
      participationType: 'team',
      maxParticipantPerTeam: 8,
      capacity: 16,
      price: { amount: 600000, ...GST },
      formFields: [{ id: 'team', label: 'Team name', type: 'text', required: true }],
    }),
  },
  15,
);
export const screening = view(
  'final',
  {
    kind: 'event',
    details: eventDetailsSchema.parse({
      name: 'Final night',
      date: '2030-12-05',
      startTime: '19:00',
      endTime: '23:00',
      capacity: 120,
      price: { amount: 29900, ...GST },
    }),
  },
  118,
);
