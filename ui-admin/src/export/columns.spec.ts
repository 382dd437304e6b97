import type { DataProvider, RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { csvOf } from './exportList';

/** A data provider answering getMany from fixed tables, recording what was asked. */
const provider = (tables: Record<string, RaRecord[]>, refused: string[] = []) => {
  const asked: Array<{ resource: string; ids: unknown[] }> = [];
  const dataProvider = {
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => {
      asked.push({ resource, ids });
      if (refused.includes(resource)) throw new Error('403');
      return { data: (tables[resource] ?? []).filter((r) => ids.includes(r.id)) };
    }),
    getSports: vi.fn(async () => [{ listingId: 'football', listingName: 'Football' }]),
  } as unknown as DataProvider;
  return { dataProvider, asked };
};

const order = (overrides: Record<string, unknown> = {}): RaRecord => ({
  id: 'order-1',
  userId: 'user-priya',
  orgId: 'marina-sports',
  spaceId: 'space-marina-turf',
  spaceName: 'Marina Turf Arena',
  status: 'pending_payment',
  currency: 'INR',
  items: [{ type: 'slot', name: 'Turf A', date: '2026-11-23', startTime: '18:00', endTime: '19:00' }],
  subTotal: 120000,
  discountTotal: 0,
  totalTax: 21600,
  handlingCharges: 2000,
  total: 143600,
  refundTotal: 0,
  startsAt: '2026-11-23T12:30:00.000Z',
  bookedFor: { name: 'Priya Sharma', phone: '9876543210', countryCode: '91' },
  payLater: false,
  created: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe("an orders export's rows", () => {
  it('names the organisation, venue and buyer, writes rupees and venue-time dates', async () => {
    const { dataProvider, asked } = provider({
      organisations: [{ id: 'marina-sports', name: 'Marina Sports' }],
      people: [{ id: 'user-priya', name: 'Priya S.' }],
    });
    const [header, row] = rowsOf(await csvOf('orders', [order()], dataProvider));
    expect(header).toBe(
      'Order,Created,Organisation,Venue,Booked for,Phone,Buyer,Status,Items,Starts,Subtotal (₹),Discount (₹),Tax (₹),Handling (₹),Total (₹),Refunded (₹),Coupon,Pay at venue',
    );
    expect(row).toBe(
      'order-1,"20 Nov 2026, 15:30",Marina Sports,Marina Turf Arena,Priya Sharma,\'+91 9876543210,Priya S.,Pending payment,Turf A 23 Nov 2026 18:00–19:00,"23 Nov 2026, 18:00",1200.00,0.00,216.00,20.00,1436.00,0.00,,No',
    );
    // One lookup per kind of name, none for the venue (the order carries its name).
    expect(asked.map((a) => a.resource).sort()).toEqual(['organisations', 'people']);
  });

  it('neutralises a buyer name that a spreadsheet would run, and quotes one with a comma', async () => {
    const { dataProvider } = provider({});
    const csv = await csvOf(
      'orders',
      [order({ bookedFor: { name: '=cmd|"/c calc"!A1' } }), order({ id: 'order-2', bookedFor: { name: 'Sharma, Priya' } })],
      dataProvider,
    );
    const [, evil, comma] = rowsOf(csv);
    expect(evil).toContain(`,"'=cmd|""/c calc""!A1",`);
    expect(comma).toContain(',"Sharma, Priya",');
    // Nobody named: the row says so, never the id.
    expect(evil).toContain(',Unknown organisation,');
    expect(evil).not.toContain('user-priya');
  });
});

describe('any other list', () => {
  it('derives columns from the records: ids as names, codes in words, money in rupees, nested fields one level, lists of records left out', async () => {
    const { dataProvider } = provider(
      { spaces: [{ id: 'space-harbour', name: 'Harbour Courts' }], people: [{ id: 'rater-1', name: 'Kavya' }] },
      ['games'],
    );
    const rating: RaRecord = {
      id: 'r1',
      kind: 'player',
      activityId: 'game-9',
      listingId: 'football',
      spaceId: 'space-harbour',
      raterId: 'rater-1',
      stars: 4,
      dispute: false,
      at: '2026-11-21T14:30:00.000Z',
      amount: 5050,
      period: { from: '2026-11-01', to: '2026-11-15' },
      taxLines: [{ slug: 'GST' }],
      facilityIds: ['x'],
    };
    const [header, row] = rowsOf(await csvOf('ratings', [rating], dataProvider));
    expect(header).toBe('Kind,Game,Sport,Venue,Rater,Stars,Dispute,At,Amount (₹),Period from,Period to');
    expect(row).toBe('Player,Unknown game,Football,Harbour Courts,Kavya,4,No,"21 Nov 2026, 20:00",50.50,1 Nov 2026,15 Nov 2026');
  });
});
