import type { Dashboard } from '@sports/contracts';

/** A dashboard answer as the API would give it for 14 days (GET /admin-api/dashboard). */
export function dashboardReply(): Dashboard {
  const days = Array.from({ length: 14 }, (_, i) => {
    const date = `2026-11-${String(10 + i).padStart(2, '0')}`;
    return { date, orders: i % 4, revenue: (i % 4) * 120_000, refunds: i === 5 ? 60_000 : 0 };
  });
  return {
    from: '2026-11-10',
    to: '2026-11-23',
    occupancyFrom: '2026-11-23',
    occupancyTo: '2026-12-06',
    currency: 'INR',
    bookingsPerDay: days,
    occupancyPerVenue: [
      { spaceId: 'space-marina-turf', name: 'Marina Turf Arena', bookedSlots: 21, offeredSlots: 84, occupancy: 0.25 },
      { spaceId: 'space-harbour', name: 'Harbour Courts', bookedSlots: 0, offeredSlots: 56, occupancy: 0 },
    ],
    activePlayers: 37,
    openDisputes: 4,
    ordersByStatus: { confirmed: 18, cancelled: 2, pending_payment: 3 },
  };
}
