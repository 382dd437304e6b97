import { orderReplyOf, refundBalanceOf, type OrderDocument, type SlotFacility, type SpaceDocument } from '@sports/contracts';

/** Documents as the booking read models serve them, for the booking specs (values from docs/bookings.md's examples). */
export function makeVenue(overrides: Partial<SpaceDocument> = {}): SpaceDocument {
  return {
    id: 'marina',
    spaceId: 'marina',
    orgId: 'turf-co',
    name: 'Marina Turf Arena',
    location: { name: 'Marina Turf Arena', address: 'Beach Road', city: 'Chennai' },
    region: null,
    listings: [{ listingId: 'football', listingName: 'Football' }],
    listingIds: ['football'],
    facilities: [{ facilityId: 'marina.turf-a', facilityName: 'Turf A', listingIds: ['football'] }],
    timeRanges: {},
    memberships: {},
    taxes: [{ taxId: 'gst', slug: 'GST', rate: 18 }],
    handlingCharge: 2000,
    cancellationPolicy: {
      type: 'partial',
      rules: [
        { hoursBefore: 24, refundPercent: 100 },
        { hoursBefore: 6, refundPercent: 50 },
      ],
    },
    holdMinutes: 10,
    updated: '2030-05-01T00:00:00.000Z',
    ...overrides,
  };
}

export const timing = (startTime: string, overrides: Partial<SlotFacility['timings'][number]> = {}): SlotFacility['timings'][number] => {
  const hour = Number(startTime.slice(0, 2));
  return {
    amount: 141600,
    currency: 'INR',
    symbol: '₹',
    date: '2030-05-04',
    startTime,
    endTime: `${String(hour + 1).padStart(2, '0')}:00`,
    fieldName: 'Turf A',
    fieldId: 'marina.turf-a',
    timeRangeConfigId: 'evening',
    slotId: `marina.turf-a.2030-05-04.${startTime.replace(':', '')}`,
    slotStatus: 'available',
    ...overrides,
  };
};

export function makeFacility(timings = [timing('18:00'), timing('19:00', { slotStatus: 'booked' }), timing('20:00')]): SlotFacility {
  return {
    facilityName: 'Turf A',
    facilityId: 'marina.turf-a',
    spaceId: 'marina',
    spaceName: 'Marina Turf Arena',
    location: { name: 'Marina Turf Arena', address: 'Beach Road', city: 'Chennai' },
    timings,
    slotStatus: 'available',
    slotId: timings[0]?.slotId ?? null,
  };
}

/** One 18:00 slot: ₹1,200 + 18% GST + ₹20 handling, less the coupon's ₹200. */
/** An order as the server replies with it: the document and the spec's derived fields. */
export function makeOrder(overrides: Partial<OrderDocument> = {}): OrderDocument {
  const doc = orderDocument(overrides);
  // paid, refunded and refundable follow the transactions and refunds, as the projection writes them.
  return orderReplyOf({
    ...doc,
    ...refundBalanceOf({ status: doc.status, transactions: doc.transactions, refundTotal: doc.refundTotal }),
  });
}

function orderDocument(overrides: Partial<OrderDocument>): OrderDocument {
  return {
    id: 'o1',
    userId: 'u1',
    orgId: 'turf-co',
    spaceId: 'marina',
    spaceName: 'Marina Turf Arena',
    status: 'pending_payment',
    currency: 'INR',
    symbol: '₹',
    items: [
      {
        id: 'marina.turf-a.2030-05-04.1800',
        type: 'slot',
        name: 'Turf A',
        itemId: 'marina.turf-a.2030-05-04.1800',
        fieldId: 'marina.turf-a',
        timeRangeConfigId: 'evening',
        date: '2030-05-04',
        startTime: '18:00',
        endTime: '19:00',
        duration: 60,
        amount: 120000,
        taxes: [{ taxSlug: 'GST', taxRate: 18, totalTax: 21600 }],
        total: 141600,
      },
    ],
    subTotal: 120000,
    discountTotal: 20000,
    bulkDiscount: 0,
    totalTax: 21600,
    taxLines: [{ slug: 'GST', rate: 18, total: 21600 }],
    handlingCharges: 2000,
    total: 123600,
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    startsAt: '2030-05-04T12:30:00.000Z',
    bookedFor: { id: 'u1', name: 'Asha Player', countryCode: '91' },
    communication: { whatsapp: true, email: true, sms: true, circle: false },
    cancellationPolicy: {
      type: 'partial',
      rules: [
        { hoursBefore: 24, refundPercent: 100 },
        { hoursBefore: 6, refundPercent: 50 },
      ],
    },
    bookingSource: 'web',
    payLater: false,
    couponCode: 'WEEKEND20',
    paymentLink: null,
    transactions: [],
    refund_lines: [],
    refundTotal: 0,
    invoice: null,
    created: '2030-05-01T10:00:00.000Z',
    updated: '2030-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export const transaction = (status: OrderDocument['transactions'][number]['status'], id = 't1'): OrderDocument['transactions'][number] => ({
  id,
  orderId: 'o1',
  status,
  pgType: 'test',
  amount: 123600,
  paymentdate: '2030-05-01T10:01:00.000Z',
  paymentLink: `/pay/test/${id}`,
  associatedPayments: [],
  settlements: [],
});
